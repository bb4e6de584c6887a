import { API_PATHS, type WechatAuthorizeQuery, type WechatAuthorizeResult } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';

/** Where to send the browser so WeChat authorises and comes back to `redirectPath` with `?code=&state=`. */
export async function wechatAuthorizeUrl(query: WechatAuthorizeQuery): Promise<string> {
  return (await apiGet<WechatAuthorizeResult>(API_PATHS.wechatAuthorize, { params: query })).url;
}
