import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, MESSAGES, SERVER_MESSAGES, ACCOUNT_ERRORS, FIELD_ERRORS } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userFactory } from '../../test/factories';
import { BASIC, api, bearer, passwordLogin, errorBodyOf } from '../../test/requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let phoneSeq = 0;
const newPhone = () => `137${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(5, '0')}`;
const sendCode = async (mobile: string, type: string) => {
  t.clock.advance(61_000);
  const res = await t.app.inject({ method: 'POST', url: `${api(`/admin/mobile/${mobile}`)}?type=${type}` });
  expect(res.statusCode).toBe(200);
  return t.sms.lastCodeFor(mobile);
};
const countUsers = async () => Number((await t.database.pool.query('select count(*) from sys_user')).rows[0].count);

describe('register', () => {
  it('registers with mobile + code, then the user logs in by mobile', async () => {
    const mobile = newPhone();
    const code = await sendCode(mobile, 'register');
    const res = await t.app.inject({
      method: 'POST',
      url: api(API_PATHS.register),
      payload: { mobile, code, password: 'Abc12345', realname: '陈小红' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ username: mobile, realname: '陈小红' });
    const tokens = await passwordLogin(t.app, mobile, 'Abc12345');
    expect(tokens.user.roles).toEqual([2]);
  });

  it('registerAndLogin answers tokens directly', async () => {
    const mobile = newPhone();
    const code = await sendCode(mobile, 'register');
    const res = await t.app.inject({
      method: 'POST',
      url: api(API_PATHS.registerAndLogin),
      headers: { authorization: BASIC },
      payload: { mobile, code, password: 'Abc12345', username: `reg_${phoneSeq}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe(`reg_${phoneSeq}`);
    const info = await t.app.inject({
      method: 'GET',
      url: api(API_PATHS.userInfo),
      headers: bearer(res.json().access_token),
    });
    expect(info.json().data.sysUser.phone).toBe(mobile);
  });

  it("saves the pupil's grade from the register form; a grade outside the dictionary spends no code", async () => {
    const mobile = newPhone();
    const code = await sendCode(mobile, 'register');
    const bad = await t.app.inject({
      method: 'POST',
      url: api(API_PATHS.registerAndLogin),
      headers: { authorization: BASIC },
      payload: { mobile, code, password: 'Abc12345', grade: '99' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(SERVER_MESSAGES.gradeInvalid);
    const res = await t.app.inject({
      method: 'POST',
      url: api(API_PATHS.registerAndLogin),
      headers: { authorization: BASIC },
      payload: { mobile, code, password: 'Abc12345', grade: '7' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.sysUser.grade).toBe('7');
  });

  it('registerAndLogin needs the client header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api(API_PATHS.registerAndLogin),
      payload: { mobile: newPhone(), code: '123456', password: 'Abc12345' },
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [{ code: '123456', password: 'Abc12345' }, FIELD_ERRORS.required],
    [{ mobile: '1234', code: '123456', password: 'Abc12345' }, ACCOUNT_ERRORS.mobileInvalid],
    [{ mobile: '13700000001', code: '123456', password: 'abcdefgh' }, ACCOUNT_ERRORS.passwordRule],
    [{ mobile: '13700000001', code: '123456', password: 'a1' }, ACCOUNT_ERRORS.passwordRule],
    [{ mobile: '13700000001', code: '123456', password: 'a1'.repeat(11) }, ACCOUNT_ERRORS.passwordRule],
    [
      { mobile: '13700000001', code: '123456', password: 'Abc12345', realname: 'x'.repeat(33) },
      FIELD_ERRORS.textTooLong,
    ],
    [{ mobile: 13700000001, code: '123456', password: 'Abc12345' }, FIELD_ERRORS.required],
  ])('bad input %j answers 400 and creates nobody', async (payload, entry) => {
    const before = await countUsers();
    const res = await t.app.inject({ method: 'POST', url: api(API_PATHS.register), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBodyOf(entry));
    expect(await countUsers()).toBe(before);
  });

  it('a wrong code creates nobody', async () => {
    const mobile = newPhone();
    const code = await sendCode(mobile, 'register');
    const before = await countUsers();
    const res = await t.app.inject({
      method: 'POST',
      url: api(API_PATHS.register),
      payload: { mobile, code: code === '999999' ? '888888' : '999999', password: 'Abc12345' },
    });
    expect(res.statusCode).toBe(400);
    expect(await countUsers()).toBe(before);
  });

  it('a taken phone answers 手机号已存在', async () => {
    const user = await userFactory(t.ctx.db);
    const res = await t.app.inject({
      method: 'POST',
      url: api(API_PATHS.register),
      payload: { mobile: user.phone, code: '123456', password: 'Abc12345' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(MESSAGES.mobileExists);
  });

  it('HTML in the name is stored as text, never interpreted', async () => {
    const mobile = newPhone();
    const code = await sendCode(mobile, 'register');
    const res = await t.app.inject({
      method: 'POST',
      url: api(API_PATHS.register),
      payload: { mobile, code, password: 'Abc12345', realname: '<b>x</b>' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.realname).toBe('<b>x</b>');
    expect(res.headers['content-type']).toContain('application/json');
  });
});

describe('phone and username exist', () => {
  it('answers booleans', async () => {
    const user = await userFactory(t.ctx.db);
    const yes = await t.app.inject({ method: 'GET', url: `${api(API_PATHS.phoneExist)}?phone=${user.phone}` });
    expect(yes.json()).toEqual({ code: 0, msg: null, data: true });
    const no = await t.app.inject({ method: 'GET', url: `${api(API_PATHS.phoneExist)}?phone=13999999998` });
    expect(no.json().data).toBe(false);
    const uname = await t.app.inject({
      method: 'GET',
      url: `${api(API_PATHS.usernameExist)}?username=${user.username.toUpperCase()}`,
    });
    expect(uname.json().data).toBe(true);
    const free = await t.app.inject({ method: 'GET', url: `${api(API_PATHS.usernameExist)}?username=nobody_here` });
    expect(free.json().data).toBe(false);
  });

  it('validates the phone', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${api(API_PATHS.phoneExist)}?phone=abc` });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(MESSAGES.mobileInvalid);
    const missing = await t.app.inject({ method: 'GET', url: api(API_PATHS.usernameExist) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe(MESSAGES.required);
  });
});

describe('reset password by phone', () => {
  it('sets the new password, unlocks and ends old sessions', async () => {
    const user = await userFactory(t.ctx.db);
    const old = await passwordLogin(t.app, user.username, user.password);
    for (let i = 0; i < 5; i++) {
      await t.app.inject({
        method: 'POST',
        url: api(API_PATHS.oauthToken),
        headers: { authorization: BASIC },
        payload: { grant_type: 'password', username: user.username, password: 'Wrong1234' },
      });
    }
    const code = await sendCode(user.phone, 'reset');
    const res = await t.app.inject({
      method: 'PUT',
      url: api(API_PATHS.resetPassword),
      payload: { mobile: user.phone, code, password: 'NewPass99' },
    });
    expect(res.statusCode).toBe(200);
    await passwordLogin(t.app, user.username, 'NewPass99');
    expect(
      (await t.app.inject({ method: 'GET', url: api(API_PATHS.userInfo), headers: bearer(old.access_token) }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses a bad password or unknown phone without changing anything', async () => {
    const user = await userFactory(t.ctx.db);
    const weak = await t.app.inject({
      method: 'PUT',
      url: api(API_PATHS.resetPassword),
      payload: { mobile: user.phone, code: '123456', password: 'weak' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().msg).toBe(MESSAGES.passwordRule);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: api(API_PATHS.resetPassword),
      payload: { mobile: '13911112222', code: '123456', password: 'Abc12345' },
    });
    expect(unknown.statusCode).toBe(400);
    await passwordLogin(t.app, user.username, user.password);
  });
});
