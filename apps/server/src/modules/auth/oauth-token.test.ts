import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, MESSAGES, SERVER_MESSAGES, AUTH_ERRORS, FIELD_ERRORS, GENERIC_ERRORS } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userFactory, type UserFixture } from '../../test/factories';
import { BASIC, api, bearer, form, passwordLogin, errorBodyOf } from '../../test/requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokenUrl = api(API_PATHS.oauthToken);

describe('password grant', () => {
  let user: UserFixture;
  beforeAll(async () => {
    user = await userFactory(t.ctx.db, { realname: '赵同学' });
  });

  it('logs in by username with a form body and answers OAuth style with the user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: tokenUrl,
      ...form({ grant_type: 'password', username: user.username, password: user.password }),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 3600, user_id: user.id, username: user.username });
    expect(body.access_token).toMatch(/^ey/);
    expect(body.refresh_token).toHaveLength(43);
    expect(body.user.sysUser.realname).toBe('赵同学');
    expect(body.user.roles).toEqual([2]);
  });

  it('logs in by mobile with the fields in the query string', async () => {
    const qs = new URLSearchParams({ grant_type: 'password', username: user.phone, password: user.password });
    const res = await t.app.inject({ method: 'POST', url: `${tokenUrl}?${qs}`, headers: { authorization: BASIC } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user_id).toBe(user.id);
  });

  it('accepts a JSON body too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: tokenUrl,
      headers: { authorization: BASIC },
      payload: { grant_type: 'password', username: user.username, password: user.password },
    });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['no header', undefined],
    ['wrong secret', `Basic ${Buffer.from('web:nope').toString('base64')}`],
    ['unknown client', `Basic ${Buffer.from('app:web').toString('base64')}`],
    ['not base64', 'Basic %%%%'],
    ['no colon', `Basic ${Buffer.from('web').toString('base64')}`],
    ['bearer instead', 'Bearer abc'],
  ])('refuses a bad Basic client header (%s) with 401', async (_name, header) => {
    const f = form({ grant_type: 'password', username: user.username, password: user.password });
    const headers: Record<string, string> = { 'content-type': f.headers['content-type'] };
    if (header) headers.authorization = header;
    const res = await t.app.inject({ method: 'POST', url: tokenUrl, payload: f.payload, headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(errorBodyOf(AUTH_ERRORS.badClient));
  });

  it.each([
    [{ grant_type: 'password', password: 'x' }, FIELD_ERRORS.required],
    [{ grant_type: 'password', username: 'a' }, FIELD_ERRORS.required],
    [{ grant_type: 'password', username: '   ', password: 'abc123' }, FIELD_ERRORS.required],
    [{ grant_type: 'magic', username: 'a', password: 'b' }, AUTH_ERRORS.unsupportedGrant],
    [{ username: 'a', password: 'b' }, AUTH_ERRORS.unsupportedGrant],
    [{ grant_type: 'password', username: 'x'.repeat(65), password: 'abc123' }, FIELD_ERRORS.textTooLong],
  ])('bad input %j answers 400 with a Chinese message', async (fields, entry) => {
    const res = await t.app.inject({ method: 'POST', url: tokenUrl, ...form(fields as Record<string, string>) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBodyOf(entry));
  });

  it('wrong types in JSON answer 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: tokenUrl,
      headers: { authorization: BASIC },
      payload: { grant_type: 'password', username: 123, password: ['x'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(1);
  });

  it.each([`' or '1'='1`, `admin'--`, '<script>alert(1)</script>', '"; drop table sys_user; --'])(
    'SQL or HTML as username (%s) is just a wrong login',
    async (username) => {
      const res = await t.app.inject({
        method: 'POST',
        url: tokenUrl,
        ...form({ grant_type: 'password', username, password: "' or 1=1 --" }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(SERVER_MESSAGES.badCredentials);
      // the table is still there and the user can still log in
      await passwordLogin(t.app, user.username, user.password);
    },
  );

  it('malformed JSON is a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: tokenUrl,
      headers: { authorization: BASIC, 'content-type': 'application/json' },
      payload: '{"grant_type": "password",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(1);
  });
});

describe('account lock', () => {
  it('locks after 5 wrong passwords in 15 minutes for 30 minutes, answering 500 账号已被锁定', async () => {
    const user = await userFactory(t.ctx.db);
    const wrong = () =>
      t.app.inject({
        method: 'POST',
        url: tokenUrl,
        ...form({ grant_type: 'password', username: user.username, password: 'Wrong1234' }),
      });
    for (let i = 0; i < 4; i++) {
      const res = await wrong();
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(SERVER_MESSAGES.badCredentials);
    }
    const fifth = await wrong();
    expect(fifth.statusCode).toBe(500);
    expect(fifth.json()).toEqual(errorBodyOf(AUTH_ERRORS.accountLocked));

    // even the right password is refused while locked
    const right = await t.app.inject({
      method: 'POST',
      url: tokenUrl,
      ...form({ grant_type: 'password', username: user.username, password: user.password }),
    });
    expect(right.statusCode).toBe(500);
    expect(right.json().msg).toBe(MESSAGES.accountLocked);

    t.clock.advance(29 * 60_000);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: tokenUrl,
          ...form({ grant_type: 'password', username: user.username, password: user.password }),
        })
      ).statusCode,
    ).toBe(500);
    t.clock.advance(2 * 60_000);
    await passwordLogin(t.app, user.username, user.password);
  });

  it('wrong passwords spread over more than 15 minutes do not lock', async () => {
    const user = await userFactory(t.ctx.db);
    for (let i = 0; i < 8; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: tokenUrl,
        ...form({ grant_type: 'password', username: user.username, password: 'Wrong1234' }),
      });
      expect(res.statusCode).toBe(400);
      t.clock.advance(4 * 60_000);
    }
    await passwordLogin(t.app, user.username, user.password);
  });

  it('a successful login resets the count', async () => {
    const user = await userFactory(t.ctx.db);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) {
        await t.app.inject({
          method: 'POST',
          url: tokenUrl,
          ...form({ grant_type: 'password', username: user.username, password: 'Wrong1234' }),
        });
      }
      await passwordLogin(t.app, user.username, user.password);
    }
  });

  it('concurrent wrong passwords are all counted', async () => {
    const user = await userFactory(t.ctx.db);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.app.inject({
          method: 'POST',
          url: tokenUrl,
          ...form({ grant_type: 'password', username: user.username, password: 'Wrong1234' }),
        }),
      ),
    );
    expect(results.some((r) => r.statusCode === 500)).toBe(true);
    const right = await t.app.inject({
      method: 'POST',
      url: tokenUrl,
      ...form({ grant_type: 'password', username: user.username, password: user.password }),
    });
    expect(right.statusCode).toBe(500);
  });
});

describe('refresh tokens', () => {
  const refresh = (token: string) =>
    t.app.inject({ method: 'POST', url: tokenUrl, ...form({ grant_type: 'refresh_token', refresh_token: token }) });

  it('rotate: the new pair works, the used refresh token stops working', async () => {
    const user = await userFactory(t.ctx.db);
    const first = await passwordLogin(t.app, user.username, user.password);
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const info = await t.app.inject({
      method: 'GET',
      url: api(API_PATHS.userInfo),
      headers: bearer(second.access_token),
    });
    expect(info.statusCode).toBe(200);
    expect((await refresh(second.refresh_token)).statusCode).toBe(200);
  });

  it('reusing a rotated token revokes the whole family', async () => {
    const user = await userFactory(t.ctx.db);
    const first = await passwordLogin(t.app, user.username, user.password);
    const second = (await refresh(first.refresh_token)).json();
    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(426);
    expect(replay.json()).toEqual(errorBodyOf(GENERIC_ERRORS.refreshInvalid));
    // the thief's replay killed the legitimate successor too, and its access token
    expect((await refresh(second.refresh_token)).statusCode).toBe(426);
    const info = await t.app.inject({
      method: 'GET',
      url: api(API_PATHS.userInfo),
      headers: bearer(second.access_token),
    });
    expect(info.statusCode).toBe(401);
    // a separate login of the same user is unaffected
    await passwordLogin(t.app, user.username, user.password);
  });

  it('two concurrent refreshes with one token: exactly one wins', async () => {
    const user = await userFactory(t.ctx.db);
    const first = await passwordLogin(t.app, user.username, user.password);
    const results = await Promise.all([
      refresh(first.refresh_token),
      refresh(first.refresh_token),
      refresh(first.refresh_token),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 426, 426]);
  });

  it('expired refresh tokens are refused', async () => {
    const user = await userFactory(t.ctx.db);
    const first = await passwordLogin(t.app, user.username, user.password);
    t.clock.advance(t.ctx.config.refreshTokenTtlSeconds * 1000 + 1000);
    expect((await refresh(first.refresh_token)).statusCode).toBe(426);
  });

  it.each(['', 'not-a-token', 'x'.repeat(201)])(
    'garbage refresh token %s is a 426 or 400, never 500',
    async (token) => {
      const res = await refresh(token);
      expect([400, 426]).toContain(res.statusCode);
      expect(res.json().code).toBe(1);
    },
  );

  it('a refresh token only works for the client it was issued to', async () => {
    const user = await userFactory(t.ctx.db);
    const first = await passwordLogin(t.app, user.username, user.password);
    await t.ctx.db.execute(
      `insert into sys_oauth_client (client_id, secret_hash) values ('app', encode(sha256('app'), 'hex'))` as never,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: tokenUrl,
      headers: {
        authorization: `Basic ${Buffer.from('app:app').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: first.refresh_token }).toString(),
    });
    expect(res.statusCode).toBe(426);
  });
});

describe('access tokens', () => {
  it('missing, forged and expired tokens get 401', async () => {
    const user = await userFactory(t.ctx.db);
    const tokens = await passwordLogin(t.app, user.username, user.password);
    const info = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: api(API_PATHS.userInfo), headers });
    expect((await info({})).statusCode).toBe(401);
    expect((await info({ authorization: 'Bearer' })).statusCode).toBe(401);
    const [h, p] = tokens.access_token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), sub: '1', roles: [6] }),
    ).toString('base64url');
    expect((await info(bearer(`${h}.${forgedPayload}.AAAA`))).statusCode).toBe(401);
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
    expect((await info(bearer(none))).statusCode).toBe(401);
    expect((await info(bearer(tokens.access_token))).statusCode).toBe(200);
    t.clock.advance(3601_000);
    const expired = await info(bearer(tokens.access_token));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe(1);
  });
});

describe('logout', () => {
  it('revokes the session: access and refresh tokens stop working', async () => {
    const user = await userFactory(t.ctx.db);
    const tokens = await passwordLogin(t.app, user.username, user.password);
    const out = await t.app.inject({
      method: 'DELETE',
      url: api(API_PATHS.logout),
      headers: bearer(tokens.access_token),
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ code: 0, msg: null, data: null });
    expect(
      (await t.app.inject({ method: 'GET', url: api(API_PATHS.userInfo), headers: bearer(tokens.access_token) }))
        .statusCode,
    ).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: tokenUrl,
      ...form({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }),
    });
    expect(refreshed.statusCode).toBe(426);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: api(API_PATHS.logout) })).statusCode).toBe(401);
  });
});
