import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type UserInfo } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';

export function fetchUserInfo(): Promise<UserInfo> {
  return apiGet<UserInfo>(API_PATHS.userInfo, { requireToken: true });
}

export const userInfoQuery = () => queryOptions({ queryKey: ['auth', 'userInfo'], queryFn: fetchUserInfo });

export const useUserInfo = (enabled = true) => useQuery({ ...userInfoQuery(), enabled });
