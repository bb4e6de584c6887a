import { useMutation } from '@tanstack/react-query';
import { BOOT_API_PATHS } from '@salt/domain';
import { apiDelete } from '../../../lib/api/client';

/** Revokes the token on the server; silent because the local logout happens whatever it answers. */
export function logoutRequest(): Promise<unknown> {
  return apiDelete<unknown>(BOOT_API_PATHS.logout, { silent: true });
}

export const useLogoutRequest = () => useMutation({ mutationFn: logoutRequest });
