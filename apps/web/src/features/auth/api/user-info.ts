import { queryOptions, useQuery } from '@tanstack/react-query';
import { BOOT_API_PATHS, type UserInfo } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { authKeys } from './keys';

export function fetchUserInfo(): Promise<UserInfo> {
  return apiGet<UserInfo>(BOOT_API_PATHS.userInfo, { requireToken: true });
}

export const userInfoQuery = () => queryOptions({ queryKey: authKeys.userInfo, queryFn: fetchUserInfo });

export const useUserInfo = (enabled = true) => useQuery({ ...userInfoQuery(), enabled });
