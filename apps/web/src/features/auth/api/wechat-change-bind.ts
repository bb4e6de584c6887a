import { API_PATHS } from '@salt/domain';
import { apiPut } from '../../../lib/api/client';

/** Replaces the WeChat bound to the logged-in account with the one behind `code`. */
export function wechatChangeBind(code: string): Promise<null> {
  return apiPut<null>(API_PATHS.wechatChangeBind, { code });
}
