import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, fillPath, type Agreement, type AgreementKey } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { contentKeys } from './keys';

/** An agreement's current text (the console edits it). */
export function fetchAgreement(key: AgreementKey): Promise<Agreement> {
  return apiGet<Agreement>(fillPath(API_PATHS.contentAgreement, { key }));
}

export const agreementQuery = (key: AgreementKey) =>
  queryOptions({ queryKey: contentKeys.agreement(key), queryFn: () => fetchAgreement(key), staleTime: 5 * 60_000 });

export const useAgreement = (key: AgreementKey) => useQuery(agreementQuery(key));
