import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@salt/domain';
import { createTestApp, type TestApp } from '../test/test-app';
import { userFactory } from '../test/factories';
import { api, BASIC } from '../test/requests';
import { loggerOptions } from './logger';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _enc, cb) {
    lines.push(String(chunk));
    cb();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: { ...(loggerOptions('info') as object), stream } as never });
});
afterAll(() => t.close());

describe('request log', () => {
  it('never contains passwords or tokens', async () => {
    const user = await userFactory(t.ctx.db, { password: 'SuperSecret99' });
    const qs = new URLSearchParams({ grant_type: 'password', username: user.username, password: 'SuperSecret99' });
    const res = await t.app.inject({
      method: 'POST',
      url: `${api(API_PATHS.oauthToken)}?${qs}`,
      headers: { authorization: BASIC },
    });
    expect(res.statusCode).toBe(200);
    const { access_token, refresh_token } = res.json();
    await t.app.inject({
      method: 'GET',
      url: api(API_PATHS.userInfo),
      headers: { authorization: `Bearer ${access_token}` },
    });
    const log = lines.join('');
    expect(log).toContain('/api/auth/oauth/token');
    expect(log).not.toContain('SuperSecret99');
    expect(log).not.toContain(access_token);
    expect(log).not.toContain(refresh_token);
    expect(log).not.toContain('Basic d2Vi');
  });
});
