import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';

export interface UserClientInfo {
  app?: string;
  brand?: string;
  brandInfo?: string;
  brandVersion?: string;
  systemVersion?: string;
  clientCode?: number;
  client?: string;
  clientVersion?: string;
}

export function postUserClientInfo(info: UserClientInfo): Promise<unknown> {
  return apiPost<unknown>(API_PATHS.userClientInfo, info, { silent: true, requireToken: true });
}

export const usePostUserClientInfo = () => useMutation({ mutationFn: postUserClientInfo });
