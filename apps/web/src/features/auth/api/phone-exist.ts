import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { authKeys } from './keys';

/** Silent: the form shows '手机号已存在' itself; a failed check must not block registration. */
export function phoneExist(phone: string): Promise<boolean> {
  return apiGet<boolean>(API_PATHS.phoneExist, { params: { phone }, silent: true });
}

export const phoneExistQuery = (phone: string) =>
  queryOptions({ queryKey: authKeys.phoneExist(phone), queryFn: () => phoneExist(phone), staleTime: 60_000 });

export const usePhoneExist = (phone: string, enabled: boolean) => useQuery({ ...phoneExistQuery(phone), enabled });
