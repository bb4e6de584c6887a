import { beforeEach, describe, expect, it } from 'vitest';
import { rememberPending, takeWechatReturn, withoutOAuthParams } from './wechat-oauth-state';

beforeEach(() => sessionStorage.clear());

describe('WeChat OAuth state', () => {
  it('acts on a return only with the state this tab sent, once', () => {
    expect(takeWechatReturn('?code=c1&state=s1')).toBeNull();
    const state = rememberPending('bind');
    expect(takeWechatReturn(`?code=c1&state=${state}`)).toEqual({ kind: 'code', code: 'c1', purpose: 'bind' });
    expect(takeWechatReturn(`?code=c1&state=${state}`)).toBeNull();
    rememberPending('login');
    expect(takeWechatReturn('?code=c1&state=forged')).toEqual({ kind: 'stale' });
  });

  it('cleans WeChat parameters off a path and keeps the rest', () => {
    expect(withoutOAuthParams('/parent/login?code=a&x=1&state=b')).toBe('/parent/login?x=1');
    expect(withoutOAuthParams('/center')).toBe('/center');
  });
});
