import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type RegisterRequest } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';

/** Registration without login (parent portal adds child accounts this way). */
export function register(input: RegisterRequest): Promise<unknown> {
  return apiPost<unknown>(API_PATHS.register, input);
}

export const useRegister = () => useMutation({ mutationFn: register });
