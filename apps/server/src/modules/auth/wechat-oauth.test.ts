import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { api, form } from '../../test/requests';
import { sessionFor, userFactory } from '../../test/factories';
import { OfficialWechatProvider } from '../../platform/wechat/official-wechat-provider';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const authorize = (query: string, host = 'school.example.cn') =>
  t.app.inject({ method: 'GET', url: `${api(API_PATHS.wechatAuthorize)}?${query}`, headers: { host } });
const consent = (query: string, host = 'school.example.cn') =>
  t.app.inject({ method: 'GET', url: `${api(API_PATHS.wechatLocalConsent)}?${query}`, headers: { host } });

describe('WeChat OAuth start', () => {
  it('answers the authorise URL that comes back to the page on the origin the person uses', async () => {
    const res = await authorize('redirectPath=%2Fparent%2Flogin&state=abcdefgh1234');
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().data.url, 'http://school.example.cn');
    expect(url.pathname).toBe(`/api${API_PATHS.wechatLocalConsent}`);
    expect(url.searchParams.get('redirect_uri')).toBe('http://school.example.cn/parent/login');
    expect(url.searchParams.get('state')).toBe('abcdefgh1234');
  });

  it.each([
    ['another host', 'redirectPath=https%3A%2F%2Fevil.example%2F&state=abcdefgh1234'],
    ['a protocol-relative path', 'redirectPath=%2F%2Fevil.example%2Fx&state=abcdefgh1234'],
    ['a backslash path', 'redirectPath=%2F%5Cevil.example&state=abcdefgh1234'],
    ['a short state', 'redirectPath=%2Fcenter&state=abc'],
    ['no state', 'redirectPath=%2Fcenter'],
  ])('refuses %s with 400 and a Chinese message', async (_name, query) => {
    const res = await authorize(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('the local consent page asks which WeChat user, then redirects back with code and state', async () => {
    const redirect = encodeURIComponent('http://school.example.cn/parent/login?from=menu');
    const page = await consent(`redirect_uri=${redirect}&state=abcdefgh1234`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('微信授权');
    expect(page.body).toContain('name="user"');

    const back = await consent(`redirect_uri=${redirect}&state=abcdefgh1234&user=grandma`);
    expect(back.statusCode).toBe(302);
    const to = new URL(back.headers.location as string);
    expect(to.origin + to.pathname).toBe('http://school.example.cn/parent/login');
    expect(to.searchParams.get('from')).toBe('menu');
    expect(to.searchParams.get('code')).toBe('local:grandma');
    expect(to.searchParams.get('state')).toBe('abcdefgh1234');
  });

  it('the local consent never sends a code to another host, and refuses a bad WeChat name', async () => {
    const evil = encodeURIComponent('http://evil.example/steal');
    expect((await consent(`redirect_uri=${evil}&state=abcdefgh1234&user=grandma`)).statusCode).toBe(400);
    const redirect = encodeURIComponent('http://school.example.cn/center');
    const bad = await consent(`redirect_uri=${redirect}&state=abcdefgh1234&user=${encodeURIComponent('<x>')}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('微信用户名只能包含字母、数字、下划线和短横线');
  });

  it('the code the consent hands back logs in the WeChat user it names, once bound', async () => {
    const back = await consent(
      `redirect_uri=${encodeURIComponent('http://school.example.cn/center')}&state=abcdefgh1234&user=oauth-e2e`,
    );
    const code = new URL(back.headers.location as string).searchParams.get('code')!;
    const social = () =>
      t.app.inject({ method: 'POST', url: api(API_PATHS.socialToken), ...form({ code, grant_type: 'mobile' }) });
    expect((await social()).statusCode).toBe(401);
    const user = await userFactory(t.ctx.db);
    const headers = await sessionFor(t.ctx, user);
    const bind = await t.app.inject({ method: 'POST', url: api(API_PATHS.wechatBind), headers, payload: { code } });
    expect(bind.statusCode).toBe(200);
    const res = await social();
    expect(res.statusCode).toBe(200);
    expect(res.json().user_id).toBe(user.id);
  });
});

describe('WeChat OAuth start with the official provider', () => {
  let official: TestApp;
  beforeAll(async () => {
    official = await createTestApp({ wechat: new OfficialWechatProvider('wx123', 'secret') });
  });
  afterAll(() => official.close());

  it('answers open.weixin.qq.com with our page as redirect_uri, and has no local consent page', async () => {
    const res = await official.app.inject({
      method: 'GET',
      url: `${api(API_PATHS.wechatAuthorize)}?redirectPath=%2Fparent%2Flogin&state=abcdefgh1234`,
      headers: { host: 'school.example.cn' },
    });
    const url = res.json().data.url as string;
    expect(url.startsWith('https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx123&')).toBe(true);
    expect(url).toContain(`redirect_uri=${encodeURIComponent('http://school.example.cn/parent/login')}`);
    expect(url.endsWith('#wechat_redirect')).toBe(true);
    const consentRes = await official.app.inject({
      method: 'GET',
      url: `${api(API_PATHS.wechatLocalConsent)}?redirect_uri=x&state=abcdefgh1234`,
    });
    expect(consentRes.statusCode).toBe(404);
  });
});
