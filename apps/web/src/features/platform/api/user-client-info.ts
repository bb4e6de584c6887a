import { useMutation } from '@tanstack/react-query';
import { BOOT_API_PATHS, type UserClientInfoRequest } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';

export function postUserClientInfo(info: UserClientInfoRequest): Promise<unknown> {
  return apiPost<unknown>(BOOT_API_PATHS.userClientInfo, info, { silent: true, requireToken: true });
}

export const usePostUserClientInfo = () => useMutation({ mutationFn: postUserClientInfo });
