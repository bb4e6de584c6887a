import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type ResetPasswordRequest } from '@salt/domain';
import { apiPut } from '../../../lib/api/client';

export function resetPassword(input: ResetPasswordRequest): Promise<unknown> {
  return apiPut<unknown>(API_PATHS.resetPassword, input);
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
