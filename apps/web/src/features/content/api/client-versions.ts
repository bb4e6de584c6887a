import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type ClientVersion } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { contentKeys } from './keys';

/** The newest published client of each platform (the download pages). */
export function fetchClientVersions(): Promise<ClientVersion[]> {
  return apiGet<ClientVersion[]>(API_PATHS.contentClientVersions);
}

export const clientVersionsQuery = () =>
  queryOptions({ queryKey: contentKeys.clientVersions(), queryFn: fetchClientVersions, staleTime: 60_000 });

export const useClientVersions = () => useQuery(clientVersionsQuery());
