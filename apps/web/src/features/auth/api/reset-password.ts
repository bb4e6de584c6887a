import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@salt/domain';
import { apiPut } from '../../../lib/api/client';

export interface ResetPasswordInput {
  mobile: string;
  code: string;
  password: string;
}

export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return apiPut<unknown>(API_PATHS.resetPassword, input);
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
