import { useMutation } from '@tanstack/react-query';
import { BOOT_API_PATHS } from '@salt/domain';
import { apiPut } from '../../../lib/api/client';

/** Records which native-app version a user runs, so support can tell old clients apart. */
export function putClientVersion(clientVersion: string, client?: string): Promise<unknown> {
  return apiPut<unknown>(BOOT_API_PATHS.clientVersion, { clientVersion, client }, { silent: true, requireToken: true });
}

export const usePutClientVersion = () =>
  useMutation({
    mutationFn: (v: { clientVersion: string; client?: string }) => putClientVersion(v.clientVersion, v.client),
  });
