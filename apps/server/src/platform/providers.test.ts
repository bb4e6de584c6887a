import { createHmac, randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { AliyunSmsProvider, percentEncode, signAliyunRpc } from './sms/aliyun-sms-provider';
import { LogSmsProvider } from './sms/log-sms-provider';
import { LocalWechatProvider } from './wechat/local-wechat-provider';
import { OfficialWechatProvider } from './wechat/official-wechat-provider';
import { redactUrl } from './logger';

function captureLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      cb();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe('log SMS provider', () => {
  it('writes exactly one record with mobile and code', async () => {
    const { logger, lines } = captureLogger();
    await new LogSmsProvider(logger).sendCode('13800000001', '123456', 'login');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ mobile: '13800000001', code: '123456' });
  });

  it('is refused in production', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        WECHAT_PROVIDER: 'wechat',
        WECHAT_APP_ID: 'a',
        WECHAT_APP_SECRET: 'b',
      }),
    ).toThrow(/SMS_PROVIDER=log/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        SMS_PROVIDER: 'aliyun',
        ALIYUN_SMS_ACCESS_KEY_ID: 'id',
        ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
        ALIYUN_SMS_SIGN_NAME: '盐课堂',
        ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
        WECHAT_PROVIDER: 'wechat',
        WECHAT_APP_ID: 'a',
        WECHAT_APP_SECRET: 'b',
      }),
    ).not.toThrow();
  });
});

describe('Aliyun SMS adapter', () => {
  it('signs the request with HMAC-SHA1 over the canonical query', async () => {
    const secret = randomBytes(16).toString('hex');
    let called: URL | null = null;
    const provider = new AliyunSmsProvider({
      accessKeyId: 'test-key',
      accessKeySecret: secret,
      signName: '盐课堂',
      templateCode: 'SMS_123',
      now: () => new Date('2026-11-21T10:00:00.000Z'),
      fetchImpl: (async (url: string) => {
        called = new URL(url);
        return new Response(JSON.stringify({ Code: 'OK' }), { status: 200 });
      }) as typeof fetch,
    });
    await provider.sendCode('13800000001', '654321', 'login');
    const params = Object.fromEntries(called!.searchParams.entries());
    const { Signature, ...rest } = params;
    expect(rest).toMatchObject({
      PhoneNumbers: '13800000001',
      TemplateParam: '{"code":"654321"}',
      Timestamp: '2026-11-21T10:00:00Z',
    });
    // recompute independently
    const canonical = Object.keys(rest)
      .sort()
      .map((k) => `${percentEncode(k)}=${percentEncode(rest[k]!)}`)
      .join('&');
    const expected = createHmac('sha1', `${secret}&`)
      .update(`GET&%2F&${percentEncode(canonical)}`)
      .digest('base64');
    expect(Signature).toBe(expected);
    expect(signAliyunRpc(rest, `${secret}x`)).not.toBe(Signature);
  });

  it('matches the documented example signature', () => {
    // Example from Alibaba Cloud's RPC signature documentation (secret "testsecret").
    const params = {
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      Format: 'XML',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Timestamp: '2016-02-23T12:46:24Z',
      Version: '2014-05-26',
    };
    expect(signAliyunRpc(params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });

  it('throws when the vendor refuses', async () => {
    const provider = new AliyunSmsProvider({
      accessKeyId: 'k',
      accessKeySecret: 's',
      signName: 'n',
      templateCode: 't',
      fetchImpl: (async () =>
        new Response(JSON.stringify({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: 'limit' }))) as typeof fetch,
    });
    await expect(provider.sendCode('13800000001', '1', 'login')).rejects.toThrow(/BUSINESS_LIMIT_CONTROL/);
  });
});

describe('WeChat providers', () => {
  it('local: the same name is the same openid; junk is refused', async () => {
    const p = new LocalWechatProvider();
    const a = await p.exchangeCode('local:alice');
    expect(a?.openId).toMatch(/^o_local_/);
    expect(await p.exchangeCode('local:alice')).toEqual(a);
    expect((await p.exchangeCode('local:bob'))?.openId).not.toBe(a?.openId);
    expect(await p.exchangeCode('alice')).toBeNull();
  });

  it('official: exchanges the code and maps invalid codes to null', async () => {
    const seen: string[] = [];
    const fake = (async (url: URL) => {
      seen.push(url.toString());
      const code = url.searchParams.get('code');
      if (code === 'bad') return new Response(JSON.stringify({ errcode: 40029, errmsg: 'invalid code' }));
      return new Response(JSON.stringify({ openid: 'o123', unionid: 'u9', access_token: 't' }));
    }) as unknown as typeof fetch;
    const p = new OfficialWechatProvider('wxapp', 'sec', fake);
    expect(await p.exchangeCode('good')).toEqual({ openId: 'o123', unionId: 'u9' });
    expect(await p.exchangeCode('bad')).toBeNull();
    expect(seen[0]).toContain('appid=wxapp');
    expect(seen[0]).toContain('grant_type=authorization_code');
  });

  it("official: the authorise URL is WeChat's silent web OAuth, parameters in WeChat's order", () => {
    const p = new OfficialWechatProvider('wxapp', 'sec');
    const url = p.authorizeUrl('https://school.example.cn/parent/login?x=1', 'st4te-abc');
    expect(url).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wxapp' +
        '&redirect_uri=https%3A%2F%2Fschool.example.cn%2Fparent%2Flogin%3Fx%3D1' +
        '&response_type=code&scope=snsapi_base&state=st4te-abc#wechat_redirect',
    );
  });

  it('local: the authorise URL is our own consent stand-in on this site', () => {
    const url = new URL(new LocalWechatProvider().authorizeUrl('http://a.test/center', 'st4te-abc'), 'http://a.test');
    expect(url.pathname).toBe('/api/auth/wechat/local-consent');
    expect(url.searchParams.get('redirect_uri')).toBe('http://a.test/center');
    expect(url.searchParams.get('state')).toBe('st4te-abc');
  });
});

describe('request logging', () => {
  it('masks secrets in logged URLs', () => {
    expect(redactUrl('/api/auth/oauth/token?grant_type=password&username=a&password=Secret1')).toBe(
      '/api/auth/oauth/token?grant_type=password&username=a&password=***',
    );
    expect(redactUrl('/x?refresh_token=abc&code=123456')).toBe('/x?refresh_token=***&code=***');
    expect(redactUrl('/plain')).toBe('/plain');
  });
});
