import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, GENERIC_ERRORS } from '@salt/domain';
import { createTestApp, type TestApp } from '../test/test-app';
import { api, form, errorBodyOf } from '../test/requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimitMax: 3, rateLimitMax: 5 } });
});
afterAll(() => t.close());

describe('rate limits', () => {
  it('auth endpoints allow a few tries per minute per address, then 429 with a Chinese message', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: api(API_PATHS.oauthToken),
        ...form({ grant_type: 'password', username: 'nobody', password: 'x1y2z3' }),
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(400);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(errorBodyOf(GENERIC_ERRORS.tooManyRequests));
  });

  it('other routes have a global limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push(
        (await t.app.inject({ method: 'GET', url: api(API_PATHS.ping), remoteAddress: '10.9.9.9' })).statusCode,
      );
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes[5]).toBe(429);
  });
});

describe('what the limit counts', () => {
  it('static files (scripts, uploads) never count against the API limit', async () => {
    const ip = '10.8.8.8';
    for (let i = 0; i < 20; i++) {
      const res = await t.app.inject({ method: 'GET', url: `/uploads/none-${i}.png`, remoteAddress: ip });
      expect(res.statusCode).not.toBe(429);
    }
    expect((await t.app.inject({ method: 'GET', url: api(API_PATHS.ping), remoteAddress: ip })).statusCode).toBe(200);
  });
});
