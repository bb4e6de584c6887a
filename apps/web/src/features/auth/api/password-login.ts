import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type PasswordGrantRequest, type TokenResponse } from '@salt/domain';
import { http } from '../../../lib/api/client';

/** OAuth password grant: form body, Basic client header; the answer is the token plus the user. */
export async function passwordLogin(input: PasswordGrantRequest): Promise<TokenResponse> {
  const body = new URLSearchParams({ grant_type: 'password', username: input.username, password: input.password });
  const res = await http.post<TokenResponse>(API_PATHS.oauthToken, body, { basicAuth: true });
  return res.data;
}

export const usePasswordLogin = () => useMutation({ mutationFn: passwordLogin });
