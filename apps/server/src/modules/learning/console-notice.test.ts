import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ADMIN_ROLE_ID,
  API_PATHS,
  CONSOLE_ERRORS,
  CONSOLE_NOTICE_MESSAGES,
  type ConsoleNoticeAudiences,
  type ConsoleNoticePage,
} from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { enrol, liveClassFactory } from '../../test/live-factories';
import { api, errorBodyOf } from '../../test/requests';
import { consoleAuditLog } from '../../db/schema';

/** The console's 通知 page: staff post notices to everyone, a class or a user; the site's notice list shows them. */
let t: TestApp;
let admin: Record<string, string>;
let teacher: Record<string, string>;
let pupil: Record<string, string>;
let outsider: Record<string, string>;
let pupilId: number;
let mine: number;
let theirs: number;

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url: api(url), payload: payload as never, headers });
const post = (body: unknown, headers = admin) => call('POST', API_PATHS.consoleNoticeCreate, headers, body);
const titlesSeenBy = async (headers: Record<string, string>) =>
  (
    (await call('GET', `${API_PATHS.learnNoticePage}?current=1&size=50`, headers)).json().data.records as {
      title: string;
    }[]
  ).map((r) => r.title);
const noticeCount = async () =>
  (await t.database.pool.query(`select count(*)::int as n from learn_notice`)).rows[0].n as number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  const cls = await liveClassFactory(db);
  const other = await liveClassFactory(db);
  mine = cls.offering.id;
  theirs = other.offering.id;
  admin = await sessionFor(t.ctx, await userFactory(db, { roles: [ADMIN_ROLE_ID] }));
  teacher = await sessionFor(t.ctx, cls.teacher);
  const p = await userFactory(db, { realname: '通知学生' });
  pupilId = p.id;
  await enrol(db, p.id, mine);
  pupil = await sessionFor(t.ctx, p);
  outsider = await sessionFor(t.ctx, await userFactory(db));
});
afterAll(() => t.close());

describe('console notices', () => {
  it('an admin posts to a class: its enrolled pupil sees it, a pupil elsewhere does not; audited', async () => {
    const res = await post({
      title: '调课通知',
      content: '周六的课改到周日上午',
      audience: { kind: 'class', offeringId: mine },
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id as number;
    expect(await titlesSeenBy(pupil)).toContain('调课通知');
    expect(await titlesSeenBy(outsider)).not.toContain('调课通知');
    const audit = await t.ctx.db
      .select()
      .from(consoleAuditLog)
      .where(and(eq(consoleAuditLog.entity, 'notice'), eq(consoleAuditLog.entityId, id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.action).toBe('notice.create');
    expect(audit[0]!.after).toMatchObject({ title: '调课通知', offeringId: mine, userId: null });
  });

  it('to one user and to everyone; the console list labels the audience, newest first, filtered by kind', async () => {
    expect(
      (await post({ title: '单独提醒', content: '请补交作业', audience: { kind: 'user', userId: pupilId } }))
        .statusCode,
    ).toBe(200);
    expect((await post({ title: '全员公告', content: '国庆放假安排', audience: { kind: 'all' } })).statusCode).toBe(
      200,
    );
    expect(await titlesSeenBy(pupil)).toEqual(expect.arrayContaining(['单独提醒', '全员公告']));
    expect(await titlesSeenBy(outsider)).toContain('全员公告');
    expect(await titlesSeenBy(outsider)).not.toContain('单独提醒');
    const page = (await call('GET', `${API_PATHS.consoleNoticePage}?current=1&size=10`, admin)).json()
      .data as ConsoleNoticePage;
    expect(page.records.slice(0, 3).map((r) => [r.title, r.audience])).toEqual([
      ['全员公告', '全体'],
      ['单独提醒', '通知学生'],
      ['调课通知', expect.any(String)],
    ]);
    const users = (await call('GET', `${API_PATHS.consoleNoticePage}?kind=user`, admin)).json()
      .data as ConsoleNoticePage;
    expect(users.records.every((r) => r.kind === 'user')).toBe(true);
  });

  it('a teacher posts to their own class only, and lists only their classes’ notices', async () => {
    expect(
      (await post({ title: '老师提醒', content: '带好尺规', audience: { kind: 'class', offeringId: mine } }, teacher))
        .statusCode,
    ).toBe(200);
    const refused = await post(
      { title: '越权', content: '别的班', audience: { kind: 'class', offeringId: theirs } },
      teacher,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(errorBodyOf(CONSOLE_ERRORS.notYourClass));
    expect((await post({ title: '越权', content: '全体', audience: { kind: 'all' } }, teacher)).statusCode).toBe(403);
    expect(
      (await post({ title: '越权', content: '单人', audience: { kind: 'user', userId: pupilId } }, teacher)).statusCode,
    ).toBe(403);
    const page = (await call('GET', API_PATHS.consoleNoticePage, teacher)).json().data as ConsoleNoticePage;
    expect(page.records.map((r) => r.title).sort()).toEqual(['老师提醒', '调课通知'].sort());
    const aud = (await call('GET', API_PATHS.consoleNoticeAudiences, teacher)).json().data as ConsoleNoticeAudiences;
    expect(aud.classes.map((c) => c.id)).toEqual([mine]);
    expect(aud.users).toEqual([]);
    const adminAud = (await call('GET', `${API_PATHS.consoleNoticeAudiences}?keyword=通知学`, admin)).json()
      .data as ConsoleNoticeAudiences;
    expect(adminAud.users.map((u) => u.id)).toEqual([pupilId]);
    expect(adminAud.classes.map((c) => c.id)).toEqual(expect.arrayContaining([mine, theirs]));
  });

  it('refuses bad input with Chinese messages and writes nothing', async () => {
    const before = await noticeCount();
    const cases: [unknown, string][] = [
      [{ title: ' ', content: '内容', audience: { kind: 'all' } }, CONSOLE_NOTICE_MESSAGES.title],
      [{ title: '标题', content: '', audience: { kind: 'all' } }, CONSOLE_NOTICE_MESSAGES.content],
      [{ title: '标题', content: '内容', audience: { kind: 'class' } }, CONSOLE_NOTICE_MESSAGES.offering],
      [{ title: '标题', content: '内容', audience: { kind: 'user' } }, CONSOLE_NOTICE_MESSAGES.user],
    ];
    for (const [body, msg] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    expect((await post({ title: '标题'.repeat(26), content: '内容', audience: { kind: 'all' } })).statusCode).toBe(400);
    const ghost = await post({ title: '标题', content: '内容', audience: { kind: 'class', offeringId: 99999999 } });
    expect(ghost.statusCode).toBe(400);
    expect(ghost.json()).toEqual(errorBodyOf(CONSOLE_ERRORS.badNoticeAudience));
    const nobody = await post({ title: '标题', content: '内容', audience: { kind: 'user', userId: 99999999 } });
    expect(nobody.json()).toEqual(errorBodyOf(CONSOLE_ERRORS.badNoticeAudience));
    expect(await noticeCount()).toBe(before);
  });

  it('edits a notice in place and withdraws it from the pupil; stale, withdrawn and foreign edits are refused', async () => {
    const created = await post({
      title: '停课通知',
      content: '周六停课一次',
      audience: { kind: 'class', offeringId: mine },
    });
    const id = created.json().data.id as number;
    const put = (body: unknown, headers = admin) =>
      t.app.inject({ method: 'PUT', url: api(`/console/notice/${id}`), payload: body as never, headers });
    const withdraw = (version: number, headers = admin) =>
      call('POST', `/console/notice/${id}/withdraw`, headers, { version });
    const unread = async () => (await call('GET', API_PATHS.learnNoticeUnread, pupil)).json().data as number;

    // The class's teacher corrects it; the pupil sees the new wording.
    const edited = await put({ title: '停课通知（更正）', content: '周日停课一次', version: 1 }, teacher);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await titlesSeenBy(pupil)).toContain('停课通知（更正）');
    expect(await titlesSeenBy(pupil)).not.toContain('停课通知');
    // The form read before the edit is stale: 409 and nothing changes.
    const stale = await put({ title: '旧稿', content: '旧稿', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(errorBodyOf(CONSOLE_ERRORS.staleVersion));
    // Bad wording: the field's message.
    expect((await put({ title: ' ', content: '内容', version: 2 })).json().msg).toBe(CONSOLE_NOTICE_MESSAGES.title);

    // A teacher of another class may not touch it; an everyone-notice is not a teacher's either.
    const outsiderTeacher = await sessionFor(t.ctx, (await liveClassFactory(t.ctx.db)).teacher);
    expect((await put({ title: '别人', content: '别人', version: 2 }, outsiderTeacher)).statusCode).toBe(403);
    expect((await withdraw(2, outsiderTeacher)).statusCode).toBe(403);

    const unreadBefore = await unread();
    const gone = await withdraw(2);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await titlesSeenBy(pupil)).not.toContain('停课通知（更正）');
    expect(await unread()).toBe(unreadBefore - 1);
    // Kept in the console, marked; no more edits.
    const rows = (await call('GET', `${API_PATHS.consoleNoticePage}?size=50`, admin)).json().data as ConsoleNoticePage;
    expect(rows.records.find((r) => r.id === id)).toMatchObject({ withdrawn: true, version: 3 });
    expect((await put({ title: '再改', content: '再改', version: 3 })).json()).toEqual(
      errorBodyOf(CONSOLE_ERRORS.noticeWithdrawn),
    );
    expect((await withdraw(3)).json()).toEqual(errorBodyOf(CONSOLE_ERRORS.noticeWithdrawn));
    const audit = await t.ctx.db
      .select()
      .from(consoleAuditLog)
      .where(and(eq(consoleAuditLog.entity, 'notice'), eq(consoleAuditLog.entityId, id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['notice.create', 'notice.update', 'notice.withdraw']);
    const update = audit.find((a) => a.action === 'notice.update')!;
    expect(update.before).toEqual({ title: '停课通知', content: '周六停课一次' });
    expect(update.after).toEqual({ title: '停课通知（更正）', content: '周日停课一次' });
  });
});
