import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type UpdateUserRequest } from '@salt/domain';
import { apiPut } from '../../../lib/api/client';

/** Own profile: the first login's name (perfectName) or the 我的资料 page's fields. */
export function updateUser(input: UpdateUserRequest): Promise<unknown> {
  return apiPut<unknown>(API_PATHS.userUpdate, input, { requireToken: true });
}

export const useUpdateUser = () => useMutation({ mutationFn: updateUser });
