import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE_ID, API_PATHS, MESSAGES, PARENT_ROLE_ID, SERVER_MESSAGES, TEACHER_ROLE_ID } from '@salt/domain';
import { enrolments, parentStudents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userFactory } from '../../test/factories';
import { teacherFactory } from '../../test/catalogue-factories';
import { enrol, liveClassFactory } from '../../test/live-factories';
import { api, bearer, passwordLogin } from '../../test/requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function loggedIn(overrides: Parameters<typeof userFactory>[1] = {}) {
  const user = await userFactory(t.ctx.db, overrides);
  const tokens = await passwordLogin(t.app, user.username, user.password);
  return { user, tokens, headers: bearer(tokens.access_token) };
}

describe('user info', () => {
  it('answers sysUser, numeric roles, realname and a default avatar', async () => {
    const { user, headers } = await loggedIn({ realname: '孙悟空', roles: [6, 7] });
    const res = await t.app.inject({ method: 'GET', url: api(API_PATHS.userInfo), headers });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.roles).toEqual([6, 7]);
    expect(data.realname).toBe('孙悟空');
    expect(data.avatar).toBeTruthy();
    expect(data.sysUser).toMatchObject({ userId: user.id, username: user.username, phone: user.phone, wxBound: false });
    expect(JSON.stringify(data)).not.toMatch(/password|hash/i);
  });
});

describe('update profile', () => {
  it('updates own fields only', async () => {
    const { user, headers } = await loggedIn();
    const other = await userFactory(t.ctx.db, { realname: '别人' });
    const res = await t.app.inject({
      method: 'PUT',
      url: api(API_PATHS.userUpdate),
      headers,
      payload: { realname: '新名字', grade: '8', school: '实验中学', gender: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sysUser).toMatchObject({
      userId: user.id,
      realname: '新名字',
      grade: '8',
      school: '实验中学',
      gender: 1,
    });
    const otherRow = await t.database.pool.query('select realname from sys_user where id = $1', [other.id]);
    expect(otherRow.rows[0].realname).toBe('别人');
  });

  it("an avatar is one of the own uploads: another host or another user's photo is refused and changes nothing", async () => {
    const { user, headers } = await loggedIn();
    const put = (avatar: string) =>
      t.app.inject({ method: 'PUT', url: api(API_PATHS.userUpdate), headers, payload: { avatar } });
    const photo = `${'c'.repeat(64)}.jpg`;
    for (const avatar of [
      'https://evil.example/track.png',
      '//evil.example/track.png',
      `/uploads/images/${user.id + 1}/${photo}`,
      `/uploads/images/${user.id}/../${user.id + 1}/${photo}`,
      '/api/admin/user/info',
    ]) {
      const res = await put(avatar);
      expect(res.statusCode, avatar).toBe(400);
      expect(res.json().msg).toBe('图片地址无效');
    }
    const row = await t.database.pool.query('select avatar from sys_user where id = $1', [user.id]);
    expect(row.rows[0].avatar).toBeNull();
    expect((await put(`/uploads/images/${user.id}/${photo}`)).json().data.avatar).toBe(
      `/uploads/images/${user.id}/${photo}`,
    );
    expect((await put('')).json().data.avatar).toBe('/static/default-avatar.png');
  });

  it('migration 0012 puts the default back for avatars stored before the rule, keeping own uploads', async () => {
    const outside = await userFactory(t.ctx.db);
    const own = await userFactory(t.ctx.db);
    await t.database.pool.query('update sys_user set avatar = $2 where id = $1', [outside.id, 'http://evil/x.png']);
    const ownUrl = `/uploads/images/${own.id}/${'d'.repeat(64)}.png`;
    await t.database.pool.query('update sys_user set avatar = $2 where id = $1', [own.id, ownUrl]);
    const sqlText = await fs.readFile(
      path.join(import.meta.dirname, '../../db/migrations/0012_avatars_own_uploads_only.sql'),
      'utf8',
    );
    await t.database.pool.query(sqlText);
    const rows = await t.database.pool.query('select id, avatar from sys_user where id = any($1) order by id', [
      [outside.id, own.id],
    ]);
    expect(rows.rows).toEqual([
      { id: outside.id, avatar: null },
      { id: own.id, avatar: ownUrl },
    ]);
  });

  it.each([
    [{ realname: 'x'.repeat(33) }, SERVER_MESSAGES.textTooLong],
    [{ gender: 7 }, SERVER_MESSAGES.badRequest],
    [{ phone: '123' }, MESSAGES.mobileInvalid],
    [{ realname: 'a\u0000b' }, SERVER_MESSAGES.invalidText],
  ])('bad input %j is refused and changes nothing', async (payload, msg) => {
    const { user, headers } = await loggedIn({ realname: '原名' });
    const res = await t.app.inject({ method: 'PUT', url: api(API_PATHS.userUpdate), headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
    const row = await t.database.pool.query('select realname, phone from sys_user where id = $1', [user.id]);
    expect(row.rows[0]).toEqual({ realname: '原名', phone: user.phone });
  });

  it('changing the phone needs a code for the new number and a free number', async () => {
    const { headers } = await loggedIn();
    const taken = await userFactory(t.ctx.db);
    const dup = await t.app.inject({
      method: 'PUT',
      url: api(API_PATHS.userUpdate),
      headers,
      payload: { phone: taken.phone, code: '123456' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().msg).toBe(MESSAGES.mobileExists);
    const newPhone = '13566667777';
    const noCode = await t.app.inject({
      method: 'PUT',
      url: api(API_PATHS.userUpdate),
      headers,
      payload: { phone: newPhone },
    });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().msg).toBe(MESSAGES.required);
    // A code for a number without an account is a register code ('common' ones reach only the current number).
    await t.app.inject({ method: 'POST', url: `${api(`/admin/mobile/${newPhone}`)}?type=register` });
    const ok = await t.app.inject({
      method: 'PUT',
      url: api(API_PATHS.userUpdate),
      headers,
      payload: { phone: newPhone, code: t.sms.lastCodeFor(newPhone) },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.sysUser.phone).toBe(newPhone);
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'PUT', url: api(API_PATHS.userUpdate), payload: { realname: 'x' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('change password', () => {
  it('checks the old password and the rule, then logs out other sessions only', async () => {
    const { user, headers } = await loggedIn();
    const otherSession = await passwordLogin(t.app, user.username, user.password);
    const wrongOld = await t.app.inject({
      method: 'PUT',
      url: api(API_PATHS.userUpdatePassword),
      headers,
      payload: { password: 'nope1234', newpassword1: 'Better123' },
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().msg).toBe(SERVER_MESSAGES.oldPasswordWrong);
    const weak = await t.app.inject({
      method: 'PUT',
      url: api(API_PATHS.userUpdatePassword),
      headers,
      payload: { password: user.password, newpassword1: '123456' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().msg).toBe(MESSAGES.passwordRule);
    const ok = await t.app.inject({
      method: 'PUT',
      url: api(API_PATHS.userUpdatePassword),
      headers,
      payload: { password: user.password, newpassword1: 'Better123' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: api(API_PATHS.userInfo), headers })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: api(API_PATHS.userInfo), headers: bearer(otherSession.access_token) }))
        .statusCode,
    ).toBe(401);
    await passwordLogin(t.app, user.username, 'Better123');
  });
});

describe('user by id', () => {
  it('answers name and avatar, never the login name, for a public teacher', async () => {
    const { headers } = await loggedIn();
    const teacher = await teacherFactory(t.ctx.db, { realname: '周老师' });
    const res = await t.app.inject({ method: 'GET', url: api(`/admin/user/${teacher.id}`), headers });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().data).sort()).toEqual(['avatar', 'realname', 'userId']);
    expect(res.json().data.realname).toBe('周老师');
  });

  it('a pupil is visible only to themselves, their class staff, their parent and admins', async () => {
    const cls = await liveClassFactory(t.ctx.db);
    const pupil = await userFactory(t.ctx.db, { realname: '王小明' });
    await enrol(t.ctx.db, pupil.id, cls.offering.id);
    const classmateOfNobody = await userFactory(t.ctx.db);
    const parent = await userFactory(t.ctx.db, { roles: [PARENT_ROLE_ID] });
    await t.ctx.db.insert(parentStudents).values({ parentId: parent.id, studentId: pupil.id });
    const otherClass = await liveClassFactory(t.ctx.db);
    const admin = await userFactory(t.ctx.db, { roles: [ADMIN_ROLE_ID, TEACHER_ROLE_ID] });
    const status = async (viewer: { username: string; password: string }, id: number) => {
      const token = (await passwordLogin(t.app, viewer.username, viewer.password)).access_token;
      return (await t.app.inject({ method: 'GET', url: api(`/admin/user/${id}`), headers: bearer(token) })).statusCode;
    };
    expect(await status(pupil, pupil.id)).toBe(200);
    expect(await status(cls.teacher, pupil.id)).toBe(200);
    expect(await status(cls.tutor, pupil.id)).toBe(200);
    expect(await status(parent, pupil.id)).toBe(200);
    expect(await status(admin, pupil.id)).toBe(200);
    // The probe read every minor's name through this route: strangers, other staff and other pupils get 404.
    expect(await status(classmateOfNobody, pupil.id)).toBe(404);
    expect(await status(otherClass.teacher, pupil.id)).toBe(404);
    expect(await status(otherClass.tutor, pupil.id)).toBe(404);
    // The pupil sees their own class's staff and their parent, not other staff without a public profile.
    expect(await status(pupil, cls.tutor.id)).toBe(200);
    expect(await status(pupil, parent.id)).toBe(200);
    expect(await status(pupil, otherClass.tutor.id)).toBe(404);
    // An ended enrolment ends it.
    await t.ctx.db.update(enrolments).set({ status: 'ended' }).where(eq(enrolments.userId, pupil.id));
    expect(await status(cls.tutor, pupil.id)).toBe(404);
  });

  it.each(['abc', '-1', '0', '1.5', '99999999999', "1' or '1'='1"])('bad id %s is a 400', async (id) => {
    const { headers } = await loggedIn();
    const res = await t.app.inject({ method: 'GET', url: api(`/admin/user/${encodeURIComponent(id)}`), headers });
    expect(res.statusCode).toBe(400);
  });

  it('unknown id is a 404', async () => {
    const { headers } = await loggedIn();
    const res = await t.app.inject({ method: 'GET', url: api('/admin/user/999999'), headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(SERVER_MESSAGES.userNotFound);
  });
});

describe('client info and version', () => {
  it('records client info and version', async () => {
    const { user, headers } = await loggedIn();
    const info = await t.app.inject({
      method: 'POST',
      url: api(API_PATHS.userClientInfo),
      headers,
      payload: {
        app: 'salt',
        brand: 'Huawei',
        brandInfo: 'Mate 60',
        brandVersion: '1',
        systemVersion: 'Android 14',
        clientCode: 5,
        client: 'h5',
        clientVersion: '3.2.1',
      },
    });
    expect(info.statusCode).toBe(200);
    const rows = await t.database.pool.query('select brand, client_code from user_client_info where user_id = $1', [
      user.id,
    ]);
    expect(rows.rows).toEqual([{ brand: 'Huawei', client_code: 5 }]);
    const ver = await t.app.inject({
      method: 'PUT',
      url: api(API_PATHS.clientVersion),
      headers,
      payload: { clientVersion: '3.2.1', client: 'pc' },
    });
    expect(ver.statusCode).toBe(200);
    const info2 = await t.app.inject({ method: 'GET', url: api(API_PATHS.userInfo), headers });
    expect(info2.json().data.sysUser.clientVersion).toBe('3.2.1');
  });

  it('refuses bad input', async () => {
    const { headers } = await loggedIn();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: api(API_PATHS.userClientInfo),
          headers,
          payload: { clientCode: 'x' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: api(API_PATHS.userClientInfo),
          headers,
          payload: { brand: 'x'.repeat(65) },
        })
      ).statusCode,
    ).toBe(400);
    const noVersion = await t.app.inject({ method: 'PUT', url: api(API_PATHS.clientVersion), headers, payload: {} });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().msg).toBe(MESSAGES.required);
  });
});

describe('active integral', () => {
  const add = (headers: Record<string, string>, ruleCode: string) =>
    t.app.inject({
      method: 'POST',
      url: api(API_PATHS.activeIntegral),
      headers,
      payload: { ruleCode, remark: 'home' },
    });

  it('pays once per user, rule and day', async () => {
    const { user, headers } = await loggedIn();
    const first = await add(headers, 'viewOfficialWebsites');
    expect(first.json().data).toEqual({ added: true, amount: 5, points: 5 });
    expect((await add(headers, 'viewOfficialWebsites')).json().data).toEqual({ added: false, amount: 0, points: 5 });
    expect((await add(headers, 'viewWechatPub')).json().data.points).toBe(10);
    t.clock.advance(24 * 3600_000);
    const nextDay = bearer((await passwordLogin(t.app, user.username, user.password)).access_token);
    expect((await add(nextDay, 'viewOfficialWebsites')).json().data).toEqual({ added: true, amount: 5, points: 15 });
  });

  it('concurrent requests pay once', async () => {
    const { user, headers } = await loggedIn();
    const results = await Promise.all(Array.from({ length: 8 }, () => add(headers, 'viewWechatPub')));
    expect(results.filter((r) => r.json().data.added)).toHaveLength(1);
    const row = await t.database.pool.query('select points from sys_user where id = $1', [user.id]);
    expect(row.rows[0].points).toBe(5);
  });

  it('refuses unknown rules', async () => {
    const { headers } = await loggedIn();
    const res = await add(headers, 'freeMoney');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(SERVER_MESSAGES.ruleCodeInvalid);
  });
});

describe('WeChat', () => {
  const social = (code: string) =>
    t.app.inject({
      method: 'POST',
      url: api(`${API_PATHS.socialToken}?mobile=${encodeURIComponent(`WX@${code}`)}&grant_type=mobile`),
      headers: { authorization: `Basic ${Buffer.from('web:web').toString('base64')}` },
    });

  it('an unbound WeChat user gets 401 盐课堂微信未绑定。; after binding the social login works', async () => {
    const { user, headers } = await loggedIn();
    const before = await social('local:alice');
    expect(before.statusCode).toBe(401);
    expect(before.json().msg).toBe(MESSAGES.wechatNotBound);
    const bind = await t.app.inject({
      method: 'POST',
      url: api(API_PATHS.wechatBind),
      headers,
      payload: { code: 'local:alice' },
    });
    expect(bind.statusCode).toBe(200);
    const after = await social('local:alice');
    expect(after.statusCode).toBe(200);
    expect(after.json().user_id).toBe(user.id);
    expect(after.json().user.sysUser.wxBound).toBe(true);
  });

  it('one WeChat cannot be bound to two accounts; changeBind replaces the binding', async () => {
    const a = await loggedIn();
    const b = await loggedIn();
    await t.app.inject({
      method: 'POST',
      url: api(API_PATHS.wechatBind),
      headers: a.headers,
      payload: { code: 'local:bob' },
    });
    const clash = await t.app.inject({
      method: 'POST',
      url: api(API_PATHS.wechatBind),
      headers: b.headers,
      payload: { code: 'local:bob' },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().msg).toBe(SERVER_MESSAGES.wechatAlreadyBound);
    const change = await t.app.inject({
      method: 'PUT',
      url: api(API_PATHS.wechatChangeBind),
      headers: a.headers,
      payload: { code: 'local:bob2' },
    });
    expect(change.statusCode).toBe(200);
    expect((await social('local:bob')).statusCode).toBe(401);
    expect((await social('local:bob2')).json().user_id).toBe(a.user.id);
  });

  it('invalid codes are a 400', async () => {
    const { headers } = await loggedIn();
    const res = await t.app.inject({
      method: 'POST',
      url: api(API_PATHS.wechatBind),
      headers,
      payload: { code: 'forged' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(SERVER_MESSAGES.wechatCodeInvalid);
    expect((await social('<script>')).statusCode).toBe(400);
  });
});
