import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type RegisterRequest, type TokenResponse } from '@salt/domain';
import { http } from '../../../lib/api/client';

/** Registers and answers a token in one call, so a new user lands logged in. */
export async function registerAndLogin(input: RegisterRequest): Promise<TokenResponse> {
  const res = await http.post<TokenResponse>(API_PATHS.registerAndLogin, input, { basicAuth: true });
  return res.data;
}

export const useRegisterAndLogin = () => useMutation({ mutationFn: registerAndLogin });
