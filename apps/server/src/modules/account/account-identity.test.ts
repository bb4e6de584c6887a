import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, MESSAGES, SERVER_MESSAGES, ACCOUNT_ERRORS } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userFactory } from '../../test/factories';
import { BASIC, api, bearer, passwordLogin, errorBodyOf } from '../../test/requests';
import { MIGRATIONS_DIR } from '../../db/migrate';

/**
 * Security issue 10, item 3: a username equal to someone's phone must never hijack that person's login. One
 * rule (a username looks like a mobile number only when it is the account's own phone) for every way an account
 * is made or changed, held by the database, and login looks a mobile-shaped identifier up by phone only.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let phoneSeq = 0;
const newPhone = () => `136${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(5, '0')}`;
const sendCode = async (mobile: string, type: string) => {
  t.clock.advance(61_000);
  const res = await t.app.inject({ method: 'POST', url: `${api(`/admin/mobile/${mobile}`)}?type=${type}` });
  expect(res.statusCode).toBe(200);
  return t.sms.lastCodeFor(mobile);
};
const registerAndLogin = (payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: api(API_PATHS.registerAndLogin), headers: { authorization: BASIC }, payload });
const usernameOf = async (id: number) =>
  (await t.database.pool.query('select username from sys_user where id = $1', [id])).rows[0].username as string;

describe('a username never looks like somebody else’s phone', () => {
  it('registerAndLogin with another user’s mobile as username is a 400, and the owner’s phone login still works', async () => {
    const teacher = await userFactory(t.ctx.db, { username: `teacher_${process.pid}`, password: 'Teacher123' });
    const mobile = newPhone();
    const code = await sendCode(mobile, 'register');
    const res = await registerAndLogin({ mobile, code, password: 'Impost0r1', username: teacher.phone });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBodyOf(ACCOUNT_ERRORS.usernameLooksLikeMobile));
    const login = await passwordLogin(t.app, teacher.phone, 'Teacher123');
    expect(login.user_id).toBe(teacher.id);
  });

  it('register refuses a mobile-shaped username that is not the new account’s own number', async () => {
    const mobile = newPhone();
    const code = await sendCode(mobile, 'register');
    const res = await t.app.inject({
      method: 'POST',
      url: api(API_PATHS.register),
      payload: { mobile, code, password: 'Abc12345', username: newPhone() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(SERVER_MESSAGES.usernameLooksLikeMobile);
  });

  it('the account’s own mobile is allowed as its username', async () => {
    const mobile = newPhone();
    const code = await sendCode(mobile, 'register');
    const res = await registerAndLogin({ mobile, code, password: 'Abc12345', username: mobile });
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe(mobile);
  });

  it('a username taken in another case is a 409 用户名已存在', async () => {
    const other = await userFactory(t.ctx.db, { username: `Taken_${process.pid}` });
    const mobile = newPhone();
    const code = await sendCode(mobile, 'register');
    const res = await registerAndLogin({ mobile, code, password: 'Abc12345', username: other.username.toLowerCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(SERVER_MESSAGES.usernameExists);
  });

  it('two registrations racing for one username: one wins, the other is a 409', async () => {
    const username = `race_${process.pid}`;
    const a = newPhone();
    const b = newPhone();
    const codeA = await sendCode(a, 'register');
    const codeB = await sendCode(b, 'register');
    const results = await Promise.all([
      registerAndLogin({ mobile: a, code: codeA, password: 'Abc12345', username }),
      registerAndLogin({ mobile: b, code: codeB, password: 'Abc12345', username: username.toUpperCase() }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().msg).toBe(SERVER_MESSAGES.usernameExists);
  });

  it('asking whether a mobile-shaped username exists always answers taken (it cannot be chosen)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${api(API_PATHS.usernameExist)}?username=${newPhone()}` });
    expect(res.json().data).toBe(true);
  });
});

describe('the database holds the rule', () => {
  it('refuses a username equal to another user’s phone, however the row is written', async () => {
    const owner = await userFactory(t.ctx.db);
    const other = await userFactory(t.ctx.db);
    await expect(
      t.database.pool.query('update sys_user set username = $1 where id = $2', [owner.phone, other.id]),
    ).rejects.toThrow(/sys_user_username_not_mobile/);
    await expect(
      t.database.pool.query(`insert into sys_user (username, phone, password_hash) values ($1, null, 'x')`, [
        newPhone(),
      ]),
    ).rejects.toThrow(/sys_user_username_not_mobile/);
  });

  it('refuses a phone that is not a mobile number', async () => {
    await expect(
      t.database.pool.query(`insert into sys_user (username, phone, password_hash) values ('odd_phone', '12345', 'x')`),
    ).rejects.toThrow(/sys_user_phone_mobile/);
  });
});

describe('the migration puts old rows right before adding the constraints', () => {
  it('clears junk phones and renames mobile-shaped usernames that are not the own phone to u<id>', async () => {
    const file = (await fs.readdir(MIGRATIONS_DIR)).find((f) => f.endsWith('_username_not_phone.sql'))!;
    const statements = (await fs.readFile(path.join(MIGRATIONS_DIR, file), 'utf8')).split('--> statement-breakpoint');
    const victim = await userFactory(t.ctx.db);
    // One transaction, rolled back: the constraints come off, old-style rows go in, the migration runs again.
    const client = await t.database.pool.connect();
    try {
      await client.query('begin');
      await client.query(
        'alter table sys_user drop constraint sys_user_phone_mobile, drop constraint sys_user_username_not_mobile',
      );
      const q = (sql: string, params: unknown[]) => client.query<{ id: number }>(sql, params);
      const ins = `insert into sys_user (username, phone, password_hash) values ($1, $2, 'x') returning id`;
      const impostor = (await q(ins, [victim.phone, newPhone()])).rows[0]!.id;
      const ownPhone = newPhone();
      const honest = (await q(ins, [ownPhone, ownPhone])).rows[0]!.id;
      const junk = (await q(ins, ['junk_phone', ''])).rows[0]!.id;
      const noPhone = (await q(ins, [newPhone(), null])).rows[0]!.id;
      // u<id> taken already: the offender becomes u-<id>
      const squatted = (await q(ins, [newPhone(), newPhone()])).rows[0]!.id;
      await q(ins, [`U${squatted}`, newPhone()]);
      for (const statement of statements) await client.query(statement);
      const rows = await client.query<{ id: number; username: string; phone: string | null }>(
        'select id, username, phone from sys_user where id = any($1)',
        [[impostor, honest, junk, noPhone, squatted]],
      );
      const byId = new Map(rows.rows.map((r) => [r.id, r]));
      expect(byId.get(impostor)!.username).toBe(`u${impostor}`);
      expect(byId.get(honest)!.username).toBe(ownPhone);
      expect(byId.get(junk)).toMatchObject({ username: 'junk_phone', phone: null });
      expect(byId.get(noPhone)!.username).toBe(`u${noPhone}`);
      expect(byId.get(squatted)!.username).toBe(`u-${squatted}`);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});

describe('changing the phone', () => {
  const loggedIn = async (overrides: { username?: string; phone?: string } = {}) => {
    const user = await userFactory(t.ctx.db, overrides);
    const tokens = await passwordLogin(t.app, user.username, user.password);
    return { user, headers: bearer(tokens.access_token) };
  };
  const changePhone = async (headers: Record<string, string>, phone: string) => {
    const code = await sendCode(phone, 'register');
    return t.app.inject({ method: 'PUT', url: api(API_PATHS.userUpdate), headers, payload: { phone, code } });
  };

  it('a username that was the old phone moves to the new phone, and the old number is free again', async () => {
    const old = newPhone();
    const { user, headers } = await loggedIn({ username: old, phone: old });
    expect(await usernameOf(user.id)).toBe(old);
    const fresh = newPhone();
    const res = await changePhone(headers, fresh);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sysUser).toMatchObject({ phone: fresh, username: fresh });
    expect((await passwordLogin(t.app, fresh, user.password)).user_id).toBe(user.id);
    const reuse = await registerAndLogin({ mobile: old, code: await sendCode(old, 'register'), password: 'Abc12345' });
    expect(reuse.statusCode).toBe(200);
    expect(reuse.json().user_id).not.toBe(user.id);
  });

  it('a chosen username stays when the phone changes', async () => {
    const { user, headers } = await loggedIn();
    const fresh = newPhone();
    expect((await changePhone(headers, fresh)).statusCode).toBe(200);
    expect(await usernameOf(user.id)).toBe(user.username);
    expect((await passwordLogin(t.app, user.username, user.password)).user_id).toBe(user.id);
  });

  it('a taken number is still 手机号已存在', async () => {
    const { headers } = await loggedIn();
    const taken = await userFactory(t.ctx.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: api(API_PATHS.userUpdate),
      headers,
      payload: { phone: taken.phone, code: '123456' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(MESSAGES.mobileExists);
  });
});

describe('password login resolves an identifier to one account', () => {
  it('by username case-insensitively, by mobile through the phone only', async () => {
    const user = await userFactory(t.ctx.db, { username: `Case_${process.pid}` });
    expect((await passwordLogin(t.app, user.username.toUpperCase(), user.password)).user_id).toBe(user.id);
    expect((await passwordLogin(t.app, user.phone, user.password)).user_id).toBe(user.id);
  });
});
