import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@salt/domain';
import { apiPut } from '../../../lib/api/client';

export interface UpdatePasswordInput {
  password: string;
  newpassword1: string;
}

export function updatePassword(input: UpdatePasswordInput): Promise<unknown> {
  return apiPut<unknown>(API_PATHS.userUpdatePassword, input, { requireToken: true });
}

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
