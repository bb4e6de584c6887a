import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type RenewalOffer } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { classChangeKeys } from './keys';

export function fetchRenewalOffers(): Promise<RenewalOffer[]> {
  return apiGet<RenewalOffer[]>(API_PATHS.renewalOffers, { requireToken: true, silent: true });
}

export const renewalOffersQuery = () =>
  queryOptions({ queryKey: classChangeKeys.renewals, queryFn: fetchRenewalOffers });

export const useRenewalOffers = (enabled = true) => useQuery({ ...renewalOffersQuery(), enabled });
