import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type UpdatePasswordRequest } from '@salt/domain';
import { apiPut } from '../../../lib/api/client';

export function updatePassword(input: UpdatePasswordRequest): Promise<unknown> {
  return apiPut<unknown>(API_PATHS.userUpdatePassword, input, { requireToken: true });
}

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
