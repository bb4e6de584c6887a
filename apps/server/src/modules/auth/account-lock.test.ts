import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_LOCK_MS,
  API_PATHS,
  LOGIN_ACCOUNT_MAX_FAILURES,
  LOGIN_MAX_FAILURES,
  MESSAGES,
  AUTH_ERRORS,
} from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userFactory, type UserFixture } from '../../test/factories';
import { api, form, errorBodyOf } from '../../test/requests';

/**
 * Security issue 10, item 11: five wrong passwords locked the account itself, so anyone could keep a pupil out of
 * their account by guessing. Now failures lock the (account, address) pair; only many failures across addresses
 * lock the account, and then for password login only. SMS login and reset by SMS always work.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STRANGER = '203.0.113.7';
const OWNER = '198.51.100.20';

const passwordLogin = (user: UserFixture, password: string, address: string) =>
  t.app.inject({
    method: 'POST',
    url: api(API_PATHS.oauthToken),
    remoteAddress: address,
    ...form({ grant_type: 'password', username: user.username, password }),
  });
const guess = (user: UserFixture, address: string) => passwordLogin(user, 'Wrong1234', address);
const smsCode = async (user: UserFixture, type: string) => {
  t.clock.advance(61_000);
  const res = await t.app.inject({ method: 'POST', url: `${api(`/admin/mobile/${user.phone}`)}?type=${type}` });
  expect(res.statusCode).toBe(200);
  return t.sms.lastCodeFor(user.phone);
};
const smsLogin = async (user: UserFixture) =>
  t.app.inject({
    method: 'POST',
    url: api(API_PATHS.smsToken),
    remoteAddress: STRANGER,
    ...form({ mobile: user.phone, code: await smsCode(user, 'login'), grant_type: 'mobile' }),
  });

async function lockOutFrom(user: UserFixture, address: string) {
  for (let i = 1; i < LOGIN_MAX_FAILURES; i++) expect((await guess(user, address)).statusCode).toBe(400);
  const last = await guess(user, address);
  expect(last.statusCode).toBe(500);
  expect(last.json()).toEqual(errorBodyOf(AUTH_ERRORS.accountLocked));
}

describe('a stranger guessing from one address', () => {
  it('locks that address out (500 账号已被锁定, even with the right password), not the owner elsewhere', async () => {
    const user = await userFactory(t.ctx.db);
    await lockOutFrom(user, STRANGER);
    const right = await passwordLogin(user, user.password, STRANGER);
    expect(right.statusCode).toBe(500);
    expect(right.json().msg).toBe(MESSAGES.accountLocked);
    const owner = await passwordLogin(user, user.password, OWNER);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user_id).toBe(user.id);
    // the pair stays locked for 30 minutes, then opens again
    t.clock.advance(ACCOUNT_LOCK_MS - 60_000);
    expect((await passwordLogin(user, user.password, STRANGER)).statusCode).toBe(500);
    t.clock.advance(2 * 60_000);
    expect((await passwordLogin(user, user.password, STRANGER)).statusCode).toBe(200);
  });

  it('does not stop SMS login, from any address, while locked', async () => {
    const user = await userFactory(t.ctx.db);
    await lockOutFrom(user, STRANGER);
    const res = await smsLogin(user);
    expect(res.statusCode).toBe(200);
    expect(res.json().user_id).toBe(user.id);
  });

  it('a reset by SMS lifts the lock', async () => {
    const user = await userFactory(t.ctx.db);
    await lockOutFrom(user, STRANGER);
    const reset = await t.app.inject({
      method: 'PUT',
      url: api(API_PATHS.resetPassword),
      remoteAddress: STRANGER,
      payload: { mobile: user.phone, code: await smsCode(user, 'reset'), password: 'NewPass99' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await passwordLogin(user, 'NewPass99', STRANGER)).statusCode).toBe(200);
  });
});

describe('guessing spread over many addresses', () => {
  it(`${LOGIN_ACCOUNT_MAX_FAILURES} failures in the window lock password login everywhere; SMS login still works`, async () => {
    const user = await userFactory(t.ctx.db);
    const perAddress = LOGIN_MAX_FAILURES - 1;
    let failures = 0;
    let last = null as Awaited<ReturnType<typeof guess>> | null;
    for (let a = 0; failures < LOGIN_ACCOUNT_MAX_FAILURES; a++) {
      for (let i = 0; i < perAddress && failures < LOGIN_ACCOUNT_MAX_FAILURES; i++, failures++) {
        last = await guess(user, `192.0.2.${a + 1}`);
        if (failures < LOGIN_ACCOUNT_MAX_FAILURES - 1) expect(last.statusCode).toBe(400);
      }
    }
    expect(last!.statusCode).toBe(500);
    const owner = await passwordLogin(user, user.password, OWNER);
    expect(owner.statusCode).toBe(500);
    expect(owner.json().msg).toBe(MESSAGES.accountLocked);
    expect((await smsLogin(user)).statusCode).toBe(200);
    t.clock.advance(ACCOUNT_LOCK_MS + 60_000);
    expect((await passwordLogin(user, user.password, OWNER)).statusCode).toBe(200);
  });

  it('the owner’s successful login clears their own address’s count only', async () => {
    const user = await userFactory(t.ctx.db);
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) await guess(user, OWNER);
    expect((await passwordLogin(user, user.password, OWNER)).statusCode).toBe(200);
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) expect((await guess(user, OWNER)).statusCode).toBe(400);
  });
});
