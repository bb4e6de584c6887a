import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, MESSAGES, SERVER_MESSAGES } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userFactory } from '../../test/factories';
import { api, form } from '../../test/requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each send from its own address, so the per-address daily cap (sms-send.test.ts) stays out of these tests.
let addressSeq = 0;
const send = (mobile: string, type = 'login') =>
  t.app.inject({
    method: 'POST',
    url: `${api(`/admin/mobile/${mobile}`)}?type=${type}`,
    remoteAddress: `10.7.${Math.floor(++addressSeq / 250)}.${addressSeq % 250}`,
  });
const smsLogin = (mobile: string, code: string) =>
  t.app.inject({ method: 'POST', url: api(API_PATHS.smsToken), ...form({ mobile, code, grant_type: 'mobile' }) });

describe('SMS codes', () => {
  it('a login code sent to a registered phone logs the user in once', async () => {
    const user = await userFactory(t.ctx.db);
    const sent = await send(user.phone);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ code: 0, msg: null, data: null });
    const code = t.sms.lastCodeFor(user.phone);
    expect(code).toMatch(/^\d{6}$/);
    const res = await smsLogin(user.phone, code);
    expect(res.statusCode).toBe(200);
    expect(res.json().user_id).toBe(user.id);
    // single use
    const again = await smsLogin(user.phone, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe(SERVER_MESSAGES.smsCodeInvalid);
  });

  it('codes expire after 5 minutes', async () => {
    const user = await userFactory(t.ctx.db);
    await send(user.phone);
    const code = t.sms.lastCodeFor(user.phone);
    t.clock.advance(5 * 60_000 + 1000);
    expect((await smsLogin(user.phone, code)).statusCode).toBe(400);
  });

  it('at most one code per mobile per 60 s', async () => {
    const user = await userFactory(t.ctx.db);
    expect((await send(user.phone)).statusCode).toBe(200);
    const second = await send(user.phone, 'reset');
    expect(second.statusCode).toBe(429);
    expect(second.json().msg).toBe(SERVER_MESSAGES.smsTooFrequent);
    t.clock.advance(60_000);
    expect((await send(user.phone)).statusCode).toBe(200);
  });

  it('concurrent sends to one mobile: exactly one code goes out', async () => {
    const user = await userFactory(t.ctx.db);
    const before = t.sms.sent.length;
    const results = await Promise.all(Array.from({ length: 5 }, () => send(user.phone)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(4);
    expect(t.sms.sent.length - before).toBe(1);
  });

  it('at most 10 codes per mobile per day', async () => {
    const user = await userFactory(t.ctx.db);
    for (let i = 0; i < 10; i++) {
      expect((await send(user.phone)).statusCode).toBe(200);
      t.clock.advance(61_000);
    }
    const eleventh = await send(user.phone);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().msg).toBe(SERVER_MESSAGES.smsDailyLimit);
  });

  it('at most 5 wrong tries per code; then even the right code fails, with the same answer as a wrong one', async () => {
    const user = await userFactory(t.ctx.db);
    await send(user.phone);
    const code = t.sms.lastCodeFor(user.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await smsLogin(user.phone, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(SERVER_MESSAGES.smsCodeInvalid);
    }
    const right = await smsLogin(user.phone, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().msg).toBe(SERVER_MESSAGES.smsCodeInvalid);
  });

  it('a newer code replaces the older one', async () => {
    const user = await userFactory(t.ctx.db);
    await send(user.phone);
    const old = t.sms.lastCodeFor(user.phone);
    t.clock.advance(61_000);
    await send(user.phone);
    const fresh = t.sms.lastCodeFor(user.phone);
    if (old !== fresh) expect((await smsLogin(user.phone, old)).statusCode).toBe(400);
    expect((await smsLogin(user.phone, fresh)).statusCode).toBe(200);
  });

  it('login and reset codes only go to registered phones; register codes only to new ones (same answer, no text)', async () => {
    const user = await userFactory(t.ctx.db);
    const before = t.sms.sent.length;
    const unknown = await send('13312345678', 'login');
    expect(unknown.statusCode).toBe(200);
    const taken = await send(user.phone, 'register');
    expect(taken.statusCode).toBe(200);
    expect(t.sms.sent.length).toBe(before);
  });

  it.each([
    ['12345', 'login', MESSAGES.mobileInvalid],
    ['12800000000', 'login', MESSAGES.mobileInvalid],
    ['13800000000', 'bogus', SERVER_MESSAGES.badRequest],
    ["1380000000'", 'login', MESSAGES.mobileInvalid],
  ])('bad input (%s, %s) answers 400', async (mobile, type, msg) => {
    const res = await send(encodeURIComponent(mobile), type);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
  });

  it('SMS login bad input answers 400 with the spec messages', async () => {
    const bad = await smsLogin('123', '123456');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(MESSAGES.mobileInvalid);
    const missing = await t.app.inject({
      method: 'POST',
      url: api(API_PATHS.smsToken),
      ...form({ grant_type: 'mobile' }),
    });
    expect(missing.json().msg).toBe(MESSAGES.required);
    const letters = await smsLogin('13800000009', 'abcdef');
    expect(letters.statusCode).toBe(400);
  });

  it('a provider failure is reported and the limit is not left half-used', async () => {
    const user = await userFactory(t.ctx.db);
    t.sms.failNext = true;
    const res = await send(user.phone);
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe(1);
  });

  it('SMS login works while password login is locked (account-lock.test.ts has the rest)', async () => {
    const user = await userFactory(t.ctx.db);
    for (let i = 0; i < 5; i++) {
      await t.app.inject({
        method: 'POST',
        url: api(API_PATHS.oauthToken),
        ...form({ grant_type: 'password', username: user.username, password: 'Wrong1234' }),
      });
    }
    await send(user.phone);
    const res = await smsLogin(user.phone, t.sms.lastCodeFor(user.phone));
    expect(res.statusCode).toBe(200);
    expect(res.json().user_id).toBe(user.id);
  });
});
