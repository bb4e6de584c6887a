import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type SmsTokenRequest, type TokenResponse } from '@salt/domain';
import { http } from '../../../lib/api/client';

export async function smsLogin(input: Pick<SmsTokenRequest, 'mobile' | 'code'>): Promise<TokenResponse> {
  const body = new URLSearchParams({ mobile: input.mobile, code: input.code, grant_type: 'mobile' });
  const res = await http.post<TokenResponse>(API_PATHS.smsToken, body, { basicAuth: true });
  return res.data;
}

export const useSmsLogin = () => useMutation({ mutationFn: smsLogin });
