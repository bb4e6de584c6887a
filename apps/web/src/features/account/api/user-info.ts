import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type UserInfo } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';

export function fetchAccountInfo(): Promise<UserInfo> {
  return apiGet<UserInfo>(API_PATHS.userInfo, { requireToken: true });
}

export const accountInfoQuery = () => queryOptions({ queryKey: ['account', 'userInfo'], queryFn: fetchAccountInfo });

export const useAccountInfo = () => useQuery(accountInfoQuery());
