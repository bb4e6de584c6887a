import { createHash } from 'node:crypto';
import { API_PATHS } from '@salt/domain';
import type { WechatIdentity, WechatProvider } from './wechat-provider';

/**
 * Development provider: there is no WeChat here, so a code `local:<name>` stands for "the WeChat user <name>
 * authorised us". The same name always maps to the same openid, which is what binding and login need. Its
 * authorise URL is a small page of ours that asks for that name and redirects back like WeChat does.
 */
export class LocalWechatProvider implements WechatProvider {
  readonly name = 'local';

  /** Our own stand-in for WeChat's consent page (token.routes: wechatLocalConsent), on the site's origin. */
  authorizeUrl(redirectUri: string, state: string): string {
    const query = new URLSearchParams({ redirect_uri: redirectUri, state });
    return `/api${API_PATHS.wechatLocalConsent}?${query.toString()}`;
  }

  async exchangeCode(code: string): Promise<WechatIdentity | null> {
    const match = /^local:([A-Za-z0-9_-]{1,64})$/.exec(code);
    if (!match) return null;
    const digest = createHash('sha256').update(match[1]!).digest('hex');
    return { openId: `o_local_${digest.slice(0, 24)}`, unionId: null };
  }
}
