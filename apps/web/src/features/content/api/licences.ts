import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type LicenceImage } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { contentKeys } from './keys';

/** The school licence images (/qualifications). */
export function fetchLicences(): Promise<LicenceImage[]> {
  return apiGet<LicenceImage[]>(API_PATHS.contentLicences);
}

export const licencesQuery = () =>
  queryOptions({ queryKey: contentKeys.licences(), queryFn: fetchLicences, staleTime: 5 * 60_000 });

export const useLicences = () => useQuery(licencesQuery());
