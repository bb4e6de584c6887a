import { useMutation } from '@tanstack/react-query';
import { API_PATHS, fillPath, type SmsSendRequest } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';

export function sendSmsCode({ mobile, type }: SmsSendRequest): Promise<unknown> {
  return apiPost<unknown>(fillPath(API_PATHS.sendSms, { mobile }), undefined, { params: { type } });
}

export const useSendSmsCode = () => useMutation({ mutationFn: sendSmsCode });
