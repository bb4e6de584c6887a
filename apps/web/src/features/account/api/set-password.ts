import { useMutation } from '@tanstack/react-query';
import { API_PATHS, fillPath } from '@salt/domain';
import { apiPost, apiPut } from '../../../lib/api/client';

/** Accounts made by SMS login have no password; they set one by proving the phone, like a reset. */
export function setPasswordBySms(input: { mobile: string; code: string; password: string }): Promise<unknown> {
  return apiPut<unknown>(API_PATHS.resetPassword, input);
}

export function sendResetCode(mobile: string): Promise<unknown> {
  return apiPost<unknown>(fillPath(API_PATHS.sendSms, { mobile }), undefined, { params: { type: 'reset' } });
}

export const useSetPasswordBySms = () => useMutation({ mutationFn: setPasswordBySms });
