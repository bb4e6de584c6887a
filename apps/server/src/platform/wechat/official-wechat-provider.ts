import type { WechatIdentity, WechatProvider } from './wechat-provider';

/** WeChat web OAuth (sns/oauth2/access_token). */
export class OfficialWechatProvider implements WechatProvider {
  readonly name = 'wechat';
  constructor(
    private readonly appId: string,
    private readonly appSecret: string,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly endpoint = 'https://api.weixin.qq.com/sns/oauth2/access_token',
    private readonly authorizeEndpoint = 'https://open.weixin.qq.com/connect/oauth2/authorize',
  ) {}

  /**
   * WeChat checks the parameters in this order and needs the `#wechat_redirect` fragment. snsapi_base: the openid
   * is all login needs, and that scope redirects without a consent screen.
   */
  authorizeUrl(redirectUri: string, state: string): string {
    const query = new URLSearchParams({
      appid: this.appId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'snsapi_base',
      state,
    });
    return `${this.authorizeEndpoint}?${query.toString()}#wechat_redirect`;
  }

  async exchangeCode(code: string): Promise<WechatIdentity | null> {
    const url = new URL(this.endpoint);
    url.search = new URLSearchParams({
      appid: this.appId,
      secret: this.appSecret,
      code,
      grant_type: 'authorization_code',
    }).toString();
    const res = await this.fetchImpl(url, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) throw new Error(`wechat oauth http ${res.status}`);
    const body = (await res.json()) as { openid?: string; unionid?: string; errcode?: number; errmsg?: string };
    // 40029 invalid code, 40163 code already used: the user's fault, not an outage.
    if (body.errcode === 40029 || body.errcode === 40163) return null;
    if (body.errcode || !body.openid) throw new Error(`wechat oauth error ${body.errcode}: ${body.errmsg}`);
    return { openId: body.openid, unionId: body.unionid ?? null };
  }
}
