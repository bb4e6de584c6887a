import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  PHONE_EXIST_PER_MINUTE,
  SERVER_MESSAGES,
  SMS_ADDRESS_DAILY_LIMIT,
  SMS_HOURLY_BUDGET,
  GENERIC_ERRORS,
} from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userFactory } from '../../test/factories';
import { BASIC, api, bearer, form, passwordLogin, errorBodyOf } from '../../test/requests';

/**
 * Security issue 10, item 4: the SMS send call was an open relay and told anyone whether a number had an account.
 * Now each type says who may ask, every address and the whole service have caps, and a number that does not
 * qualify gets the same answer as one that does, without a text.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let seq = 0;
const newPhone = () => `135${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(5, '0')}`;
let addressSeq = 0;
const newAddress = () => `10.9.${Math.floor(++addressSeq / 250)}.${addressSeq % 250}`;

const send = (mobile: string, type: string, opts: { address?: string; token?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `${api(`/admin/mobile/${mobile}`)}?type=${type}`,
    remoteAddress: opts.address ?? newAddress(),
    headers: opts.token ? bearer(opts.token) : {},
  });
const textsTo = (mobile: string) => t.sms.sent.filter((s) => s.mobile === mobile).length;
const storedCodes = async (mobile: string) =>
  Number((await t.database.pool.query('select count(*) from auth_sms_code where mobile = $1', [mobile])).rows[0].count);

describe('no account enumeration through the send call', () => {
  it.each([
    ['login', false],
    ['reset', false],
    ['register', true],
  ])('%s to a number that does not qualify: the same answer, no text, no code', async (type, registered) => {
    const mobile = registered ? (await userFactory(t.ctx.db)).phone : newPhone();
    const qualifying = registered ? newPhone() : (await userFactory(t.ctx.db)).phone;
    const yes = await send(qualifying, type);
    const no = await send(mobile, type);
    expect(no.statusCode).toBe(yes.statusCode);
    expect(no.json()).toEqual(yes.json());
    expect(no.json()).toEqual({ code: 0, msg: null, data: null });
    expect(textsTo(qualifying)).toBe(1);
    expect(textsTo(mobile)).toBe(0);
    expect(await storedCodes(mobile)).toBe(0);
    // the per-mobile limits still apply to both alike
    expect((await send(mobile, type)).json()).toEqual((await send(qualifying, type)).json());
  });

  it('a code for an unknown number answers like a wrong code at login and reset', async () => {
    const unknown = newPhone();
    await send(unknown, 'login');
    const user = await userFactory(t.ctx.db);
    await send(user.phone, 'login');
    const right = t.sms.lastCodeFor(user.phone);
    const wrong = right === '000000' ? '111111' : '000000';
    const smsLogin = (mobile: string, code: string) =>
      t.app.inject({ method: 'POST', url: api(API_PATHS.smsToken), ...form({ mobile, code, grant_type: 'mobile' }) });
    for (let i = 0; i < 6; i++) {
      const known = await smsLogin(user.phone, wrong);
      const nobody = await smsLogin(unknown, wrong);
      expect(nobody.statusCode).toBe(400);
      // also after the known number's code is worn out by wrong tries
      expect(nobody.json()).toEqual(known.json());
      expect(nobody.json().msg).toBe(SERVER_MESSAGES.smsCodeInvalid);
    }
    const reset = await t.app.inject({
      method: 'PUT',
      url: api(API_PATHS.resetPassword),
      payload: { mobile: unknown, code: '123456', password: 'Abc12345' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().msg).toBe(SERVER_MESSAGES.smsCodeInvalid);
  });
});

describe('common codes: the logged-in user’s own number only', () => {
  it('401 without a login, 403 for another number, a text for the own number', async () => {
    const user = await userFactory(t.ctx.db);
    const other = await userFactory(t.ctx.db);
    const stranger = newPhone();
    const anonymous = await send(stranger, 'common');
    expect(anonymous.statusCode).toBe(401);
    const { access_token: token } = await passwordLogin(t.app, user.username, user.password);
    for (const mobile of [stranger, other.phone]) {
      const res = await send(mobile, 'common', { token });
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe(SERVER_MESSAGES.smsNotOwnMobile);
      expect(textsTo(mobile)).toBe(0);
    }
    expect((await send(user.phone, 'common', { token })).statusCode).toBe(200);
    expect(textsTo(user.phone)).toBe(1);
  });

  it('a type left out means common, so it needs a login too', async () => {
    const res = await t.app.inject({ method: 'POST', url: api(`/admin/mobile/${newPhone()}`) });
    expect(res.statusCode).toBe(401);
  });
});

describe('caps per address and for the whole service', () => {
  it(`one address gets ${SMS_ADDRESS_DAILY_LIMIT} codes a China day, whatever the numbers; others are unaffected`, async () => {
    const address = newAddress();
    for (let i = 0; i < SMS_ADDRESS_DAILY_LIMIT; i++) {
      expect((await send(newPhone(), 'register', { address })).statusCode).toBe(200);
    }
    const over = await send(newPhone(), 'register', { address });
    expect(over.statusCode).toBe(429);
    expect(over.json().msg).toBe(SERVER_MESSAGES.smsAddressDailyLimit);
    // numbers with an account count the same, so the cap answers them alike
    expect((await send((await userFactory(t.ctx.db)).phone, 'register', { address })).json()).toEqual(over.json());
    expect((await send(newPhone(), 'register')).statusCode).toBe(200);
    t.clock.advance(24 * 3600_000);
    expect((await send(newPhone(), 'register', { address })).statusCode).toBe(200);
  });

  it(`the service sends at most ${SMS_HOURLY_BUDGET} codes an hour, from all addresses and instances`, async () => {
    t.clock.advance(2 * 3600_000);
    const now = t.clock.now();
    // Another instance (or many addresses) used the budget: the rows are what every instance counts.
    await t.database.pool.query(
      `insert into auth_sms_send (mobile, type, address, issued, created_at)
       select '13000000000', 'register', '10.1.' || (g / 250) || '.' || (g % 250), true, $1::timestamptz - interval '30 minutes'
       from generate_series(1, $2::int) g`,
      [now, SMS_HOURLY_BUDGET],
    );
    const res = await send(newPhone(), 'register');
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toBe(SERVER_MESSAGES.smsBusy);
    t.clock.advance(31 * 60_000);
    expect((await send(newPhone(), 'register')).statusCode).toBe(200);
  });

  it('a second instance on the same database sees the same counts', async () => {
    const peer = await createTestApp({ shareDatabaseWith: t });
    try {
      peer.clock.advance(t.clock.now().getTime() - peer.clock.now().getTime());
      const mobile = newPhone();
      expect((await send(mobile, 'register')).statusCode).toBe(200);
      const again = await peer.app.inject({
        method: 'POST',
        url: `${api(`/admin/mobile/${mobile}`)}?type=register`,
        remoteAddress: newAddress(),
      });
      expect(again.statusCode).toBe(429);
      expect(again.json().msg).toBe(SERVER_MESSAGES.smsTooFrequent);
    } finally {
      await peer.close();
    }
  });
});

describe('phone exists stays (register form), with a tight per-address limit', () => {
  it(`${PHONE_EXIST_PER_MINUTE} lookups a minute per address, then 429; other addresses unaffected`, async () => {
    const user = await userFactory(t.ctx.db);
    const ask = (address: string) =>
      t.app.inject({ method: 'GET', url: `${api(API_PATHS.phoneExist)}?phone=${user.phone}`, remoteAddress: address });
    const address = newAddress();
    for (let i = 0; i < PHONE_EXIST_PER_MINUTE; i++) expect((await ask(address)).json().data).toBe(true);
    const over = await ask(address);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual(errorBodyOf(GENERIC_ERRORS.tooManyRequests));
    expect((await ask(newAddress())).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await ask(address)).statusCode).toBe(200);
  });
});

describe('registerAndLogin still works end to end', () => {
  it('with a register code', async () => {
    const mobile = newPhone();
    await send(mobile, 'register');
    const res = await t.app.inject({
      method: 'POST',
      url: api(API_PATHS.registerAndLogin),
      headers: { authorization: BASIC },
      payload: { mobile, code: t.sms.lastCodeFor(mobile), password: 'Abc12345' },
    });
    expect(res.statusCode).toBe(200);
  });
});
