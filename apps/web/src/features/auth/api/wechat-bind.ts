import { API_PATHS } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';

/** Binds the WeChat behind `code` to the logged-in account (one WeChat per account, one account per WeChat). */
export function wechatBind(code: string): Promise<null> {
  return apiPost<null>(API_PATHS.wechatBind, { code });
}
