import { API_PATHS, type TokenResponse } from '@salt/domain';
import { http } from '../../../lib/api/client';

/**
 * The social grant: WeChat's `code` for tokens. An unbound WeChat answers AUTH_WECHAT_NOT_BOUND, which the caller
 * turns into "log in once and this WeChat is bound", so the client shows nothing itself.
 */
export async function wechatLogin(code: string): Promise<TokenResponse> {
  const body = new URLSearchParams({ code, grant_type: 'mobile' });
  return (await http.post<TokenResponse>(API_PATHS.socialToken, body, { basicAuth: true, silent: true })).data;
}
