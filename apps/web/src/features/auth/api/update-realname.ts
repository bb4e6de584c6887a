import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@salt/domain';
import { apiPut } from '../../../lib/api/client';

/** perfectName: the first login of an account without a name asks for it. */
export function updateRealname(realname: string): Promise<unknown> {
  return apiPut<unknown>(API_PATHS.userUpdate, { realname }, { requireToken: true });
}

export const useUpdateRealname = () => useMutation({ mutationFn: updateRealname });
