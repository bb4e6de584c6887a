import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import {
  ACCOUNT_ERRORS,
  ADMIN_ROLE_ID,
  API_PATHS,
  AUTH_ERRORS,
  CONSOLE_ERRORS,
  CONSOLE_USER_ERRORS,
  PARENT_ROLE_ID,
  PASSWORD_PATTERN,
  STUDENT_ROLE_ID,
  TEACHER_ROLE_ID,
  type ConsoleUserDetail,
  type ConsoleUserPage,
} from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory, type UserFixture } from '../../test/factories';
import { enrol, liveClassFactory } from '../../test/live-factories';
import { addressFactory, skuFactory } from '../../test/shop-factories';
import { placeOrder } from '../../test/shop-requests';
import { api, bearer, errorBodyOf, form, passwordLogin } from '../../test/requests';
import { consoleAuditLog } from '../../db/schema';

/** The console's 用户 page: admin-only search and detail, audited role, lock, reset and family writes. */
let t: TestApp;
let adminUser: UserFixture;
let admin: Record<string, string>;
let teacher: Record<string, string>;
const tag = `cu${process.pid}`;
beforeAll(async () => {
  t = await createTestApp();
  adminUser = await userFactory(t.ctx.db, { roles: [ADMIN_ROLE_ID, TEACHER_ROLE_ID] });
  admin = await sessionFor(t.ctx, adminUser);
  teacher = await sessionFor(t.ctx, await userFactory(t.ctx.db, { roles: [TEACHER_ROLE_ID] }));
});
afterAll(() => t?.close());

const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url: api(url), headers });
const write = (method: 'POST' | 'PUT', url: string, payload: object, headers = admin) =>
  t.app.inject({ method, url: api(url), headers, payload });
const page = async (query: string) => {
  const res = await get(`${API_PATHS.consoleUserPage}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ConsoleUserPage;
};
const detail = async (id: number) => {
  const res = await get(API_PATHS.consoleUserDetail.replace(':id', String(id)));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ConsoleUserDetail;
};
const lastAudit = async (entityId: number) => {
  const [row] = await t.ctx.db
    .select()
    .from(consoleAuditLog)
    .where(and(eq(consoleAuditLog.entity, 'user'), eq(consoleAuditLog.entityId, entityId)))
    .orderBy(desc(consoleAuditLog.id))
    .limit(1);
  return row;
};
const refresh = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: api(API_PATHS.oauthToken),
    ...form({ grant_type: 'refresh_token', refresh_token: token }),
  });
const loginRes = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: api(API_PATHS.oauthToken),
    ...form({ grant_type: 'password', username, password }),
  });
const me = (token: string) => t.app.inject({ method: 'GET', url: api(API_PATHS.userInfo), headers: bearer(token) });

describe('admins only', () => {
  it('a teacher is refused every users route with CONSOLE_ADMIN_ONLY, before the input is read', async () => {
    for (const res of [
      await get(API_PATHS.consoleUserPage, teacher),
      await get(API_PATHS.consoleUserDetail.replace(':id', String(adminUser.id)), teacher),
      await write('PUT', API_PATHS.consoleUserRoles, {}, teacher),
      await write('POST', API_PATHS.consoleUserLock, { userId: adminUser.id }, teacher),
      await write('POST', API_PATHS.consoleParentBind, {}, teacher),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(errorBodyOf(CONSOLE_ERRORS.adminOnly));
    }
  });
});

describe('search', () => {
  it('finds by username, real name or phone, filters by kind and lock state, newest first and paged', async () => {
    const a = await userFactory(t.ctx.db, { username: `${tag}_alpha`, realname: '搜索甲' });
    const b = await userFactory(t.ctx.db, { username: `${tag}_beta`, realname: '搜索乙', roles: [PARENT_ROLE_ID] });
    const all = await page(`keyword=${tag}&current=1&size=10`);
    expect(all.records.map((r) => r.id)).toEqual([b.id, a.id]);
    expect(all.records[1]).toMatchObject({ username: `${tag}_alpha`, realname: '搜索甲', roles: [STUDENT_ROLE_ID] });
    expect((await page(`keyword=${encodeURIComponent('搜索乙')}`)).records.map((r) => r.id)).toEqual([b.id]);
    expect((await page(`keyword=${a.phone}`)).records.map((r) => r.id)).toEqual([a.id]);
    expect((await page(`keyword=${tag}&role=parent`)).records.map((r) => r.id)).toEqual([b.id]);
    expect((await page(`keyword=${tag}&role=pupil`)).records.map((r) => r.id)).toEqual([a.id]);
    const second = await page(`keyword=${tag}&current=2&size=1`);
    expect(second).toMatchObject({ total: 2, current: 2, size: 1 });
    expect(second.records.map((r) => r.id)).toEqual([a.id]);
    expect((await write('POST', API_PATHS.consoleUserLock, { userId: a.id })).statusCode).toBe(200);
    expect((await page(`keyword=${tag}&state=locked`)).records.map((r) => [r.id, r.locked])).toEqual([[a.id, true]]);
    expect((await page(`keyword=${tag}&state=active`)).records.map((r) => r.id)).toEqual([b.id]);
    // A LIKE wildcard in the keyword is a plain character.
    expect((await page(`keyword=${tag}%25`)).total).toBe(0);
    expect((await get(`${API_PATHS.consoleUserPage}?role=boss`)).statusCode).toBe(400);
  });
});

describe('detail', () => {
  it("shows the profile, family, latest orders, classes and coming sessions; a teacher's sessions as teacher", async () => {
    const cls = await liveClassFactory(t.ctx.db);
    const pupil = await userFactory(t.ctx.db, { realname: '详情学生' });
    const parent = await userFactory(t.ctx.db, { roles: [PARENT_ROLE_ID] });
    await enrol(t.ctx.db, pupil.id, cls.offering.id);
    expect(
      (await write('POST', API_PATHS.consoleParentBind, { parentId: parent.id, studentId: pupil.id })).statusCode,
    ).toBe(200);
    const { sku } = await skuFactory(t.ctx.db, { needLogistics: true });
    const address = await addressFactory(t.ctx.db, pupil.id);
    const placed = await placeOrder(t.app, await sessionFor(t.ctx, pupil), {
      items: [{ skuId: sku.id }],
      addressId: address.id,
    });
    expect(placed.statusCode).toBe(200);

    const d = await detail(pupil.id);
    expect(d).toMatchObject({
      id: pupil.id,
      realname: '详情学生',
      roles: [STUDENT_ROLE_ID],
      locked: false,
      lockedAt: null,
    });
    expect(d.parents.map((p) => p.id)).toEqual([parent.id]);
    expect(d.children).toEqual([]);
    expect(d.orders).toEqual([
      expect.objectContaining({ id: placed.order.id, payFen: placed.order.payFen, statusText: '待付款' }),
    ]);
    expect(d.orders[0]!.goods).not.toBe('');
    expect(d.classes).toEqual([expect.objectContaining({ offeringId: cls.offering.id, status: 'active' })]);
    // The finished session is left out; the live one and the coming one are listed, soonest first.
    expect(d.sessions.map((s) => [s.chapterId, s.as])).toEqual([
      [cls.chapters[1]!.id, 'pupil'],
      [cls.chapters[2]!.id, 'pupil'],
    ]);
    expect((await detail(parent.id)).children.map((c) => c.id)).toEqual([pupil.id]);
    expect((await detail(cls.teacher.id)).sessions.map((s) => s.as)).toEqual(['teacher', 'teacher']);
    expect((await detail(cls.tutor.id)).sessions.map((s) => s.as)).toEqual(['tutor', 'tutor']);
    const missing = await get(API_PATHS.consoleUserDetail.replace(':id', '999999999'));
    expect(missing.json()).toEqual(errorBodyOf(ACCOUNT_ERRORS.userNotFound));
  });
});

describe('roles', () => {
  it('replaces the roles with an audit entry; unknown or no roles 400; an admin keeps their own admin role', async () => {
    const u = await userFactory(t.ctx.db);
    const set = (userId: number, roleIds: unknown) => write('PUT', API_PATHS.consoleUserRoles, { userId, roleIds });
    const res = await set(u.id, [TEACHER_ROLE_ID, STUDENT_ROLE_ID, TEACHER_ROLE_ID]);
    expect(res.json()).toEqual({ code: 0, msg: null, data: null });
    expect((await detail(u.id)).roles).toEqual([STUDENT_ROLE_ID, TEACHER_ROLE_ID]);
    expect(await lastAudit(u.id)).toMatchObject({
      action: 'user.roles',
      actorId: adminUser.id,
      before: { roles: [STUDENT_ROLE_ID] },
      after: { roles: [STUDENT_ROLE_ID, TEACHER_ROLE_ID] },
    });
    expect((await set(u.id, [99])).json()).toEqual(errorBodyOf(CONSOLE_USER_ERRORS.roleUnknown));
    expect((await set(u.id, [])).json()).toMatchObject({ msg: CONSOLE_USER_ERRORS.rolesEmpty.msg });
    expect((await set(adminUser.id, [TEACHER_ROLE_ID])).json()).toEqual(errorBodyOf(CONSOLE_USER_ERRORS.ownAdminRole));
    expect((await detail(adminUser.id)).roles).toEqual([ADMIN_ROLE_ID, TEACHER_ROLE_ID]);
    expect((await set(999999999, [STUDENT_ROLE_ID])).json()).toEqual(errorBodyOf(ACCOUNT_ERRORS.userNotFound));
  });
});

describe('lock', () => {
  it('ends every session and refuses password and SMS logins with the lock message until unlocked', async () => {
    const u = await userFactory(t.ctx.db);
    const tokens = await passwordLogin(t.app, u.username, u.password);
    expect((await me(tokens.access_token)).statusCode).toBe(200);

    expect((await write('POST', API_PATHS.consoleUserLock, { userId: u.id })).statusCode).toBe(200);
    expect(await lastAudit(u.id)).toMatchObject({
      action: 'user.lock',
      before: { locked: false },
      after: { locked: true },
    });
    expect((await me(tokens.access_token)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(426);
    const login = await loginRes(u.username, u.password);
    expect(login.statusCode).toBe(500);
    expect(login.json()).toMatchObject({ msg: AUTH_ERRORS.accountLocked.msg });
    await t.app.inject({
      method: 'POST',
      url: `${api(`/admin/mobile/${u.phone}`)}?type=login`,
      remoteAddress: '10.9.9.9',
    });
    const sms = await t.app.inject({
      method: 'POST',
      url: api(API_PATHS.smsToken),
      ...form({ mobile: u.phone, code: t.sms.lastCodeFor(u.phone)!, grant_type: 'mobile' }),
    });
    expect(sms.json()).toMatchObject({ msg: AUTH_ERRORS.accountLocked.msg });
    expect((await write('POST', API_PATHS.consoleUserLock, { userId: u.id })).json()).toEqual(
      errorBodyOf(CONSOLE_USER_ERRORS.alreadyLocked),
    );
    expect((await detail(u.id)).locked).toBe(true);

    expect((await write('POST', API_PATHS.consoleUserUnlock, { userId: u.id })).statusCode).toBe(200);
    expect(await lastAudit(u.id)).toMatchObject({ action: 'user.unlock', after: { locked: false, lockedAt: null } });
    expect((await loginRes(u.username, u.password)).statusCode).toBe(200);
    expect((await write('POST', API_PATHS.consoleUserUnlock, { userId: u.id })).json()).toEqual(
      errorBodyOf(CONSOLE_USER_ERRORS.notLocked),
    );
  });

  it('an admin cannot lock themselves', async () => {
    const res = await write('POST', API_PATHS.consoleUserLock, { userId: adminUser.id });
    expect(res.json()).toEqual(errorBodyOf(CONSOLE_USER_ERRORS.ownLock));
  });
});

describe('forced password reset', () => {
  it('answers a temporary password once: the old one and old sessions stop working, the new one logs in', async () => {
    const u = await userFactory(t.ctx.db);
    const tokens = await passwordLogin(t.app, u.username, u.password);
    const res = await write('POST', API_PATHS.consoleUserResetPassword, { userId: u.id });
    expect(res.statusCode).toBe(200);
    const temporary: string = res.json().data.temporaryPassword;
    expect(temporary).toMatch(PASSWORD_PATTERN);
    expect((await me(tokens.access_token)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(426);
    expect((await loginRes(u.username, u.password)).json()).toMatchObject({ msg: AUTH_ERRORS.badCredentials.msg });
    expect((await loginRes(u.username, temporary)).statusCode).toBe(200);
    const audit = await lastAudit(u.id);
    expect(audit).toMatchObject({ action: 'user.resetPassword' });
    expect(JSON.stringify(audit)).not.toContain(temporary);
    const again = await write('POST', API_PATHS.consoleUserResetPassword, { userId: u.id });
    expect(again.json().data.temporaryPassword).not.toBe(temporary);
  });
});

describe('parent binding', () => {
  it('binds a parent to a pupil once, with audit; wrong roles and repeats answer clearly; unbinds', async () => {
    const pupil = await userFactory(t.ctx.db);
    const parent = await userFactory(t.ctx.db, { roles: [PARENT_ROLE_ID] });
    const notParent = await userFactory(t.ctx.db);
    const staff = await userFactory(t.ctx.db, { roles: [TEACHER_ROLE_ID] });
    const bind = (parentId: number, studentId: number) =>
      write('POST', API_PATHS.consoleParentBind, { parentId, studentId });
    const unbind = (parentId: number, studentId: number) =>
      write('POST', API_PATHS.consoleParentUnbind, { parentId, studentId });
    expect((await bind(notParent.id, pupil.id)).json()).toEqual(errorBodyOf(CONSOLE_USER_ERRORS.notParent));
    expect((await bind(parent.id, staff.id)).json()).toEqual(errorBodyOf(CONSOLE_USER_ERRORS.notPupil));
    expect((await bind(parent.id, parent.id)).json()).toEqual(errorBodyOf(CONSOLE_USER_ERRORS.sameAccount));
    expect((await bind(parent.id, 999999999)).json()).toEqual(errorBodyOf(ACCOUNT_ERRORS.userNotFound));
    expect((await bind(parent.id, pupil.id)).statusCode).toBe(200);
    expect(await lastAudit(pupil.id)).toMatchObject({
      action: 'user.bindParent',
      before: { parentId: parent.id, bound: false },
      after: { parentId: parent.id, studentId: pupil.id, bound: true },
    });
    const twice = await bind(parent.id, pupil.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual(errorBodyOf(CONSOLE_USER_ERRORS.bindExists));
    // The parent's own session now sees the child (the learning centre's family list).
    const children = await get('/learn/children', await sessionFor(t.ctx, parent));
    expect(JSON.stringify(children.json())).toContain(String(pupil.id));

    expect((await unbind(parent.id, pupil.id)).statusCode).toBe(200);
    expect(await lastAudit(pupil.id)).toMatchObject({ action: 'user.unbindParent', after: { bound: false } });
    expect((await detail(pupil.id)).parents).toEqual([]);
    expect((await unbind(parent.id, pupil.id)).json()).toEqual(errorBodyOf(CONSOLE_USER_ERRORS.bindMissing));
  });
});
