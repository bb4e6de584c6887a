import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ADMIN_ROLE_ID,
  API_PATHS,
  CLASS_MARK_ERRORS,
  fillPath,
  type ClassMarkMy,
  type ClassMarkSession,
  type ConsoleClassMarkClass,
  type ConsoleClassMarkComment,
  type ConsoleClassMarkDetail,
} from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { enrol, liveClassFactory } from '../../test/live-factories';
import { api } from '../../test/requests';
import { classMarks } from '../../db/schema';

/** 课堂评价: the window, once per pupil and session, the class's pupils only, the console's averages and comments. */
let t: TestApp;
let cls: Awaited<ReturnType<typeof liveClassFactory>>;
let pupils: Record<string, string>[];
let outsider: Record<string, string>;
let admin: Record<string, string>;
let teacher: Record<string, string>;
let otherTeacher: Record<string, string>;

const call = (method: 'GET' | 'POST', headers: Record<string, string>, url: string, payload?: unknown) =>
  t.app.inject({ method, url: api(url), headers, ...(payload === undefined ? {} : { payload: payload as never }) });
const rate = (headers: Record<string, string>, chapterId: number, over: Record<string, unknown> = {}) =>
  call('POST', headers, API_PATHS.classMarkCreate, {
    chapterId,
    teacherStars: 5,
    tutorStars: 4,
    tags: ['讲解清晰'],
    comment: '老师讲得很好',
    anonymous: false,
    ...over,
  });
const chapter = (i: number) => cls.chapters[i]!.id;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  // Ended 10 days ago (closed), ended yesterday (open), ended 20 minutes ago (open), tomorrow (not ended).
  cls = await liveClassFactory(db, { offsetsMin: [-10 * 1440, -1440, -80, 1440] });
  pupils = [];
  for (let i = 0; i < 4; i++) {
    const p = await userFactory(db, { realname: `评价学生${i}` });
    await enrol(db, p.id, cls.offering.id);
    pupils.push(await sessionFor(t.ctx, p));
  }
  outsider = await sessionFor(t.ctx, await userFactory(db));
  admin = await sessionFor(t.ctx, await userFactory(db, { roles: [ADMIN_ROLE_ID] }));
  teacher = await sessionFor(t.ctx, cls.teacher);
  otherTeacher = await sessionFor(t.ctx, (await liveClassFactory(db)).teacher);
});
afterAll(() => t.close());

describe('the pupil rates a session', () => {
  it('lists the sessions open to rating, soonest to close first', async () => {
    const my = (await call('GET', pupils[0]!, API_PATHS.classMarkMy)).json().data as ClassMarkMy;
    expect(my.toRate.map((s) => s.chapterId)).toEqual([chapter(1), chapter(2)]);
    expect(my.toRate[0]!.daysLeft).toBe(7); // ended 23 hours ago: 6 days and an hour left
    expect(my.toRate[0]!.teacherName).toMatch(/^李老师/);
    expect(my.rated).toEqual([]);
    const outside = (await call('GET', outsider, API_PATHS.classMarkMy)).json().data as ClassMarkMy;
    expect(outside.toRate).toEqual([]);
  });

  it('rates once; a second attempt is refused and the form shows the evaluation', async () => {
    const first = await rate(pupils[0]!, chapter(1));
    expect(first.statusCode).toBe(200);
    expect((first.json().data as ClassMarkSession).mark).toMatchObject({ teacherStars: 5, tutorStars: 4 });
    const again = await rate(pupils[0]!, chapter(1), { teacherStars: 1, tags: [] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ msg: CLASS_MARK_ERRORS.twice.msg, errorCode: 'CLASS_MARK_TWICE' });
    const form = (await call('GET', pupils[0]!, fillPath(API_PATHS.classMarkSession, { chapterId: chapter(1) }))).json()
      .data as ClassMarkSession;
    expect(form.mark).toMatchObject({ teacherStars: 5, comment: '老师讲得很好' });
    expect(form.refusal).toBe(CLASS_MARK_ERRORS.twice.msg);
    const my = (await call('GET', pupils[0]!, API_PATHS.classMarkMy)).json().data as ClassMarkMy;
    expect(my.toRate.map((s) => s.chapterId)).toEqual([chapter(2)]);
    expect(my.rated.map((s) => s.chapterId)).toEqual([chapter(1)]);
  });

  it('keeps one row when the same pupil submits twice at once', async () => {
    const both = await Promise.all([rate(pupils[1]!, chapter(2)), rate(pupils[1]!, chapter(2))]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.ctx.db
      .select()
      .from(classMarks)
      .where(eq(classMarks.chapterId, chapter(2)));
    expect(rows).toHaveLength(1);
  });

  it('refuses a session not ended, one closed over 7 days ago, and a pupil not in the class', async () => {
    const notEnded = await rate(pupils[2]!, chapter(3));
    expect(notEnded.statusCode).toBe(409);
    expect(notEnded.json().msg).toBe(CLASS_MARK_ERRORS.notEnded.msg);
    const closed = await rate(pupils[2]!, chapter(0));
    expect(closed.statusCode).toBe(409);
    expect(closed.json().msg).toBe(CLASS_MARK_ERRORS.closed.msg);
    const outside = await rate(outsider, chapter(1));
    expect(outside.statusCode).toBe(403);
    expect(outside.json().msg).toBe(CLASS_MARK_ERRORS.notEnrolled.msg);
    const form = await call('GET', outsider, fillPath(API_PATHS.classMarkSession, { chapterId: chapter(1) }));
    expect(form.statusCode).toBe(403);
    const asTeacher = await rate(teacher, chapter(1));
    expect(asTeacher.statusCode).toBe(403);
    const missing = await rate(pupils[2]!, 99_999_999);
    expect(missing.statusCode).toBe(404);
  });

  it('refuses bad stars, tags that do not go with them and a long comment', async () => {
    expect((await rate(pupils[2]!, chapter(1), { teacherStars: 0 })).statusCode).toBe(400);
    expect((await rate(pupils[2]!, chapter(1), { tutorStars: 6 })).statusCode).toBe(400);
    const tag = await rate(pupils[2]!, chapter(1), { tags: ['没听懂'] });
    expect(tag.statusCode).toBe(400);
    expect(tag.json().msg).toBe(CLASS_MARK_ERRORS.tag.msg);
    expect((await rate(pupils[2]!, chapter(1), { comment: '长'.repeat(201) })).statusCode).toBe(400);
    const rows = await t.ctx.db
      .select()
      .from(classMarks)
      .where(eq(classMarks.chapterId, chapter(1)));
    expect(rows).toHaveLength(1);
  });
});

describe('the console', () => {
  beforeAll(async () => {
    // chapter 1 now: pupil 0 (5/4, named), pupil 2 (2/1, anonymous with a comment), pupil 3 (4/4, no comment).
    expect(
      (
        await rate(pupils[2]!, chapter(1), {
          teacherStars: 2,
          tutorStars: 1,
          tags: ['没听懂', '语速太快'],
          comment: '太快了',
          anonymous: true,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await rate(pupils[3]!, chapter(1), {
          teacherStars: 4,
          tutorStars: 4,
          tags: ['讲解清晰', '节奏合适'],
          comment: null,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('gives the averages per class and per session, with tag counts', async () => {
    const page = (await call('GET', admin, `${API_PATHS.consoleClassMarkClasses}?current=1&size=100`)).json().data
      .records as ConsoleClassMarkClass[];
    const row = page.find((r) => r.offeringId === cls.offering.id)!;
    // chapter 1: 5, 2, 4 / 4, 1, 4; chapter 2: 5 / 4
    expect(row).toMatchObject({ count: 4, teacherAvg: 4, tutorAvg: 3.3 });
    const detail = (
      await call('GET', admin, fillPath(API_PATHS.consoleClassMarkClass, { offeringId: cls.offering.id }))
    ).json().data as ConsoleClassMarkDetail;
    const s1 = detail.sessions.find((s) => s.chapterId === chapter(1))!;
    expect(s1).toMatchObject({ count: 3, teacherAvg: 3.7, tutorAvg: 3 });
    expect(s1.tagCounts).toContainEqual({ tag: '讲解清晰', count: 2 });
    expect(s1.tagCounts).toContainEqual({ tag: '没听懂', count: 1 });
    expect(detail.sessions.find((s) => s.chapterId === chapter(3))).toMatchObject({ count: 0, teacherAvg: null });
    expect(detail.tagCounts[0]).toEqual({ tag: '讲解清晰', count: 3 });
  });

  it('shows admins the anonymous evaluation without its name, and teachers not at all', async () => {
    const url = `${API_PATHS.consoleClassMarkComments}?offeringId=${cls.offering.id}&chapterId=${chapter(1)}`;
    const staff = (await call('GET', admin, url)).json().data.records as ConsoleClassMarkComment[];
    expect(staff).toHaveLength(3);
    const anon = staff.find((c) => c.anonymous)!;
    expect(anon).toMatchObject({ comment: '太快了', pupilName: null });
    expect(staff.find((c) => c.comment === '老师讲得很好')!.pupilName).toBe('评价学生0');
    const own = await call('GET', teacher, url);
    expect(own.statusCode).toBe(200);
    const seen = own.json().data.records as ConsoleClassMarkComment[];
    expect(seen).toHaveLength(2);
    expect(seen.some((c) => c.anonymous || c.comment === '太快了')).toBe(false);
    expect(own.json().data.total).toBe(2);
  });

  it('keeps a teacher to the classes they teach', async () => {
    const url = `${API_PATHS.consoleClassMarkComments}?offeringId=${cls.offering.id}`;
    const other = await call('GET', otherTeacher, url);
    expect(other.statusCode).toBe(403);
    expect(other.json().msg).toBe(CLASS_MARK_ERRORS.notYourClass.msg);
    const detail = await call(
      'GET',
      otherTeacher,
      fillPath(API_PATHS.consoleClassMarkClass, { offeringId: cls.offering.id }),
    );
    expect(detail.statusCode).toBe(403);
    const page = (await call('GET', otherTeacher, `${API_PATHS.consoleClassMarkClasses}?size=100`)).json().data
      .records as ConsoleClassMarkClass[];
    expect(page.some((r) => r.offeringId === cls.offering.id)).toBe(false);
    const mine = (await call('GET', teacher, `${API_PATHS.consoleClassMarkClasses}?size=100`)).json().data
      .records as ConsoleClassMarkClass[];
    expect(mine.map((r) => r.offeringId)).toEqual([cls.offering.id]);
    expect((await call('GET', pupils[0]!, url)).statusCode).toBe(403);
  });
});
