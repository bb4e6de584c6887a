import { createHash } from 'node:crypto';
import type { WechatIdentity, WechatProvider } from './wechat-provider';

/**
 * Development provider: there is no WeChat here, so a code `local:<name>` stands for "the WeChat user <name>
 * authorised us". The same name always maps to the same openid, which is what binding and login need.
 */
export class LocalWechatProvider implements WechatProvider {
  readonly name = 'local';

  async exchangeCode(code: string): Promise<WechatIdentity | null> {
    const match = /^local:([A-Za-z0-9_-]{1,64})$/.exec(code);
    if (!match) return null;
    const digest = createHash('sha256').update(match[1]!).digest('hex');
    return { openId: `o_local_${digest.slice(0, 24)}`, unionId: null };
  }
}
