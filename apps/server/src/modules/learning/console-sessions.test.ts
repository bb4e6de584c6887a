import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ADMIN_ROLE_ID,
  API_PATHS,
  CONSOLE_ERRORS,
  chinaDateOf,
  chinaInstant,
  chinaTimeOf,
  fillPath,
  type ConsoleClassSessions,
} from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { enrol, liveClassFactory } from '../../test/live-factories';
import { homeworkQuizFactory } from '../../test/homework-factories';
import { api } from '../../test/requests';
import { chapters, consoleAuditLog, notices } from '../../db/schema';
import { classScheduleMismatches } from './class-schedule.service';

/** 课次 in the console: admins reschedule, add and remove sessions of a class on sale; the shop and pupils follow. */
let t: TestApp;
let admin: Record<string, string>;
let teacher: Record<string, string>;
let skuId: number;
let skuCode: string;
let offeringId: number;
let ids: number[];

const DAY_MIN = 24 * 60;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url: api(url), payload: payload as never, headers });
const list = async () =>
  (await call('GET', fillPath(API_PATHS.consoleClassSessions, { skuId }))).json().data as ConsoleClassSessions;
/** A form for the China wall-clock day and hour of `minutes` from now, lasting 90 minutes. */
const formAt = (minutes: number, topic?: string) => {
  const start = new Date(t.clock.now().getTime() + minutes * 60_000);
  const end = new Date(start.getTime() + 90 * 60_000);
  return {
    date: chinaDateOf(start),
    startTime: chinaTimeOf(start),
    endTime: chinaTimeOf(end),
    ...(topic ? { topic } : {}),
  };
};
const sessionPath = (id: number) => fillPath(API_PATHS.consoleClassSession, { id });
const versionOf = async (id: number) =>
  (await t.ctx.db.select({ v: chapters.version }).from(chapters).where(eq(chapters.id, id)))[0]!.v;
const noticesOfClass = async () =>
  (await t.ctx.db.select().from(notices).where(eq(notices.offeringId, offeringId))).map((n) => n.title);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  // The app's clock stands at 10:00 China time of today: a form's 90 minutes never run past midnight (a session
  // ends on the day it starts), whenever the suite runs (at 22:34 China time they did, and the form was refused).
  const real = Date.now();
  t.clock.advance(chinaInstant(chinaDateOf(new Date(real)), '10:00').getTime() - real);
  // A finished session, then three to come (in 2, 4 and 6 days), the third with homework bound to it.
  // Whole minutes, as the console's forms give them (a topic-only edit keeps the time it reads).
  const now = new Date(Math.floor(t.clock.now().getTime() / 60_000) * 60_000);
  const cls = await liveClassFactory(db, { now, offsetsMin: [-DAY_MIN, 2 * DAY_MIN, 4 * DAY_MIN, 6 * DAY_MIN] });
  offeringId = cls.offering.id;
  skuId = cls.offering.skuId;
  ids = cls.chapters.map((c) => c.id);
  skuCode = (await t.database.pool.query(`select sku_code from shop_sku where id = $1`, [skuId])).rows[0].sku_code;
  await homeworkQuizFactory(db, ids[2]!);
  const pupil = await userFactory(db);
  await enrol(db, pupil.id, offeringId);
  admin = await sessionFor(t.ctx, await userFactory(db, { roles: [ADMIN_ROLE_ID] }));
  teacher = await sessionFor(t.ctx, cls.teacher);
});
afterAll(() => t.close());

describe('console class sessions', () => {
  it('lists the sessions with their state and bound work; the class teacher reads them but cannot add one', async () => {
    const data = await list();
    expect(data.enrolled).toBe(1);
    expect(data.sessions.map((s) => [s.seq, s.state, s.hasWork])).toEqual([
      [1, 'done', false],
      [2, 'upcoming', false],
      [3, 'upcoming', true],
      [4, 'upcoming', false],
    ]);
    const read = await call('GET', fillPath(API_PATHS.consoleClassSessions, { skuId }), undefined, teacher);
    expect(read.statusCode).toBe(200);
    const refused = await call(
      'POST',
      fillPath(API_PATHS.consoleClassSessionAdd, { skuId }),
      formAt(8 * DAY_MIN),
      teacher,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe(CONSOLE_ERRORS.adminAction.errorCode);
  });

  it('reschedules an upcoming session between its neighbours: shop period, pupils notice and audit follow', async () => {
    const version = await versionOf(ids[1]!);
    const res = await call('PUT', sessionPath(ids[1]!), { ...formAt(3 * DAY_MIN, '一元一次方程'), version });
    expect(res.statusCode).toBe(200);
    const moved = (await list()).sessions[1]!;
    expect(moved).toMatchObject({ title: '第2讲 一元一次方程', topic: '一元一次方程', version: version + 1 });
    expect(chinaDateOf(moved.startAt)).toBe(formAt(3 * DAY_MIN).date);
    expect(await classScheduleMismatches(t.ctx.db, [skuCode])).toEqual([]);
    expect(await noticesOfClass()).toContain('上课时间调整');
    const [audit] = await t.ctx.db
      .select()
      .from(consoleAuditLog)
      .where(and(eq(consoleAuditLog.action, 'session.update'), eq(consoleAuditLog.entityId, ids[1]!)));
    expect(audit).toMatchObject({ entity: 'session', before: expect.objectContaining({ title: '第2讲' }) });

    // The form read before that save is stale now: 409 and nothing changes.
    const stale = await call('PUT', sessionPath(ids[1]!), { ...formAt(2 * DAY_MIN), version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe('数据已被他人修改，请刷新后重试');
    expect(await versionOf(ids[1]!)).toBe(version + 1);
  });

  it('refuses a begun session, a time in the past and a time past a neighbour, changing nothing', async () => {
    const cases: [number, object, string][] = [
      [ids[0]!, formAt(DAY_MIN), CONSOLE_ERRORS.sessionStarted.errorCode],
      [ids[3]!, formAt(-60), CONSOLE_ERRORS.sessionInPast.errorCode],
      [ids[3]!, formAt(3 * DAY_MIN + 30), CONSOLE_ERRORS.sessionOutOfOrder.errorCode],
    ];
    for (const [id, form, code] of cases) {
      const before = await versionOf(id);
      const res = await call('PUT', sessionPath(id), { ...form, version: before });
      expect(res.json().errorCode, code).toBe(code);
      expect(await versionOf(id)).toBe(before);
    }
    const badForm = await call('PUT', sessionPath(ids[3]!), {
      date: '2027-02-30',
      startTime: '19:00',
      endTime: '18:00',
      version: 1,
    });
    expect(badForm.statusCode).toBe(400);
    // A topic alone may change on a finished session (a typo in the syllabus).
    const first = (await list()).sessions[0]!;
    const date = {
      date: chinaDateOf(first.startAt),
      startTime: chinaTimeOf(first.startAt),
      endTime: chinaTimeOf(first.endAt),
    };
    const renamed = await call('PUT', sessionPath(ids[0]!), { ...date, topic: '开学第一课', version: first.version });
    expect(renamed.statusCode).toBe(200);
    expect((await list()).sessions[0]!.title).toBe('第1讲 开学第一课');
  });

  it('adds sessions after the last one only; two admins adding at once get two numbers', async () => {
    const early = await call('POST', fillPath(API_PATHS.consoleClassSessionAdd, { skuId }), formAt(5 * DAY_MIN));
    expect(early.json().errorCode).toBe(CONSOLE_ERRORS.sessionAfterLast.errorCode);
    // Two admins add the same evening at once: one session is added, the other is refused as no longer after the last.
    const [a, b] = await Promise.all([
      call('POST', fillPath(API_PATHS.consoleClassSessionAdd, { skuId }), formAt(8 * DAY_MIN, '期末复习')),
      call('POST', fillPath(API_PATHS.consoleClassSessionAdd, { skuId }), formAt(8 * DAY_MIN, '期末复习')),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const later = await call(
      'POST',
      fillPath(API_PATHS.consoleClassSessionAdd, { skuId }),
      formAt(10 * DAY_MIN, '期末测验'),
    );
    expect(later.statusCode).toBe(200);
    const titles = (await list()).sessions.map((s) => s.title);
    expect(titles.slice(4)).toEqual(['第5讲 期末复习', '第6讲 期末测验']);
    expect(await classScheduleMismatches(t.ctx.db, [skuCode])).toEqual([]);
  });

  it('removes an upcoming session without homework and renumbers the later ones, keeping their topics', async () => {
    const withWork = await call('DELETE', `${sessionPath(ids[2]!)}?version=${await versionOf(ids[2]!)}`);
    expect(withWork.json().errorCode).toBe(CONSOLE_ERRORS.sessionHasWork.errorCode);
    const res = await call('DELETE', `${sessionPath(ids[1]!)}?version=${await versionOf(ids[1]!)}`);
    expect(res.statusCode).toBe(200);
    const after = (await list()).sessions;
    expect(after.map((s) => s.title)).toEqual([
      '第1讲 开学第一课',
      '第2讲',
      '第3讲',
      '第4讲 期末复习',
      '第5讲 期末测验',
    ]);
    expect(after[1]!.id).toBe(ids[2]);
    expect(await noticesOfClass()).toContain('课程安排调整');
    expect(await classScheduleMismatches(t.ctx.db, [skuCode])).toEqual([]);
    const gone = await call('PUT', sessionPath(ids[1]!), { ...formAt(3 * DAY_MIN), version: 9 });
    expect(gone.statusCode).toBe(404);
  });
});
