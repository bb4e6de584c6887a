import { useMutation } from '@tanstack/react-query';
import { API_PATHS, fillPath, type SmsCodeType } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';

export interface SendSmsCodeInput {
  mobile: string;
  type: SmsCodeType;
}

export function sendSmsCode({ mobile, type }: SendSmsCodeInput): Promise<unknown> {
  return apiPost<unknown>(fillPath(API_PATHS.sendSms, { mobile }), undefined, { params: { type } });
}

export const useSendSmsCode = () => useMutation({ mutationFn: sendSmsCode });
