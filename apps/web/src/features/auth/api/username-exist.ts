import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { authKeys } from './keys';

export function usernameExist(username: string): Promise<boolean> {
  return apiGet<boolean>(API_PATHS.usernameExist, { params: { username }, silent: true });
}

export const usernameExistQuery = (username: string) =>
  queryOptions({
    queryKey: authKeys.usernameExist(username),
    queryFn: () => usernameExist(username),
    staleTime: 60_000,
  });

export const useUsernameExist = (username: string, enabled: boolean) =>
  useQuery({ ...usernameExistQuery(username), enabled });
