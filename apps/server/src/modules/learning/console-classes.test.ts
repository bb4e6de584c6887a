import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ADMIN_ROLE_ID,
  API_PATHS,
  CONSOLE_ERRORS,
  TEACHER_ROLE_ID,
  fillPath,
  type ConsoleClassPage,
  type ConsoleClassPupilPage,
  type ConsoleClassSessions,
} from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { enrol, liveClassFactory } from '../../test/live-factories';
import { api } from '../../test/requests';
import { chapters, users } from '../../db/schema';

/** 班级: admins see every class, a teacher theirs (the class's or a session's), and reads 课次 and 学员 of theirs. */
let t: TestApp;
let admin: Record<string, string>;
let teacher: Record<string, string>;
let sessionTeacher: Record<string, string>;
let stranger: Record<string, string>;
let running: Awaited<ReturnType<typeof liveClassFactory>>;
let upcoming: Awaited<ReturnType<typeof liveClassFactory>>;
let finished: Awaited<ReturnType<typeof liveClassFactory>>;

const get = async <T>(path: string, headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: api(path), headers });
  return { status: res.statusCode, body: res.json() as { data: T; errorCode?: string; msg: string } };
};
const page = (query: string, headers = admin) =>
  get<ConsoleClassPage>(`${API_PATHS.consoleClassPage}?${query}`, headers);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  const day = 24 * 60;
  running = await liveClassFactory(db, { offsetsMin: [-2 * day, -30, 2 * day] });
  upcoming = await liveClassFactory(db, { offsetsMin: [day, 3 * day] });
  finished = await liveClassFactory(db, { offsetsMin: [-9 * day, -7 * day] });
  const pupil = await userFactory(db, { phone: '13800135678' });
  await enrol(db, pupil.id, running.offering.id);
  admin = await sessionFor(t.ctx, await userFactory(db, { roles: [ADMIN_ROLE_ID] }));
  teacher = await sessionFor(t.ctx, running.teacher);
  // A teacher who only takes one session of the upcoming class still teaches it.
  const stand = await userFactory(db, { roles: [TEACHER_ROLE_ID], realname: '代课老师' });
  await db.update(chapters).set({ teacherId: stand.id }).where(eq(chapters.id, upcoming.chapters[0]!.id));
  sessionTeacher = await sessionFor(t.ctx, stand);
  stranger = await sessionFor(t.ctx, await userFactory(db, { roles: [TEACHER_ROLE_ID] }));
});
afterAll(() => t.close());

describe('班级 list', () => {
  it('gives an admin every class with its sessions, pupils and where it stands', async () => {
    const { status, body } = await page('size=100');
    expect(status).toBe(200);
    const row = body.data.records.find((r) => r.offeringId === running.offering.id)!;
    expect(row).toMatchObject({
      skuId: running.offering.skuId,
      sessions: 3,
      held: 1,
      pupils: 1,
      phase: 'running',
      manage: true,
      teacherName: expect.stringMatching(/^李老师/),
      tutorName: expect.stringMatching(/^周辅导/),
    });
    // The next session is the one live now (it has not ended).
    expect(row.nextStartAt).toBe(running.chapters[1]!.startAt.toISOString());
    const phases = body.data.records.map((r) => r.phase);
    // Classes under way come first, then those to come, then the finished.
    expect(phases.indexOf('running')).toBeLessThan(phases.lastIndexOf('upcoming'));
    expect(phases.lastIndexOf('upcoming')).toBeLessThan(phases.indexOf('finished'));
  });

  it('filters by where a class stands and by name', async () => {
    const ids = async (q: string) => (await page(`size=100&${q}`)).body.data.records.map((r) => r.offeringId);
    expect(await ids('phase=finished')).toContain(finished.offering.id);
    expect(await ids('phase=finished')).not.toContain(running.offering.id);
    expect(await ids('phase=upcoming')).toContain(upcoming.offering.id);
    expect(await ids('phase=running')).toEqual(expect.arrayContaining([running.offering.id]));
    const none = await page('keyword=%25_没有这个班');
    expect(none.body.data).toMatchObject({ records: [], total: 0 });
  });

  it('gives a teacher only the classes they teach, read-only', async () => {
    const mine = (await page('size=100', teacher)).body.data;
    expect(mine.records.map((r) => r.offeringId)).toEqual([running.offering.id]);
    expect(mine.records[0]!.manage).toBe(false);
    const stand = (await page('size=100', sessionTeacher)).body.data;
    expect(stand.records.map((r) => r.offeringId)).toEqual([upcoming.offering.id]);
    expect((await page('', stranger)).body.data).toMatchObject({ records: [], total: 0 });
  });

  it('refuses a bad filter with a Chinese message and no 5xx', async () => {
    const { status, body } = await page('phase=soon&size=1000');
    expect(status).toBe(400);
    expect(body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe("a teacher reads their class's 课次 and 学员", () => {
  const sessionsOf = (skuId: number, h: Record<string, string>) =>
    get<ConsoleClassSessions>(fillPath(API_PATHS.consoleClassSessions, { skuId }), h);
  const pupilsOf = (skuId: number, h: Record<string, string>) =>
    get<ConsoleClassPupilPage>(fillPath(API_PATHS.consoleClassPupils, { skuId }), h);

  it('lets the class teacher read the sessions, and refuses another teacher', async () => {
    const mine = await sessionsOf(running.offering.skuId, teacher);
    expect(mine.status).toBe(200);
    expect(mine.body.data.sessions).toHaveLength(3);
    const other = await sessionsOf(running.offering.skuId, stranger);
    expect(other.status).toBe(403);
    expect(other.body.errorCode).toBe(CONSOLE_ERRORS.classNotTaught.errorCode);
  });

  it('shows the teacher the pupils without mobiles, order numbers or classes to move them to', async () => {
    const mine = await pupilsOf(running.offering.skuId, teacher);
    expect(mine.status).toBe(200);
    expect(mine.body.data.records[0]).toMatchObject({ phone: '138****5678', orderNo: null });
    expect(mine.body.data.moveTargets).toEqual([]);
    const full = await pupilsOf(running.offering.skuId, admin);
    expect(full.body.data.records[0]!.phone).toBe('13800135678');
    expect((await pupilsOf(running.offering.skuId, stranger)).status).toBe(403);
    // Nor can they find a pupil by the digits the list hides.
    const byMobile = await get<ConsoleClassPupilPage>(
      `${fillPath(API_PATHS.consoleClassPupils, { skuId: running.offering.skuId })}?keyword=13800135678`,
      teacher,
    );
    expect(byMobile.body.data.total).toBe(0);
  });

  it('still keeps the timetable and the pupils admins’ to change', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api(fillPath(API_PATHS.consoleClassSessionAdd, { skuId: running.offering.skuId })),
      headers: teacher,
      payload: { date: '2030-01-01', startTime: '19:00', endTime: '20:00' },
    });
    expect(res.statusCode).toBe(403);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, running.teacher.id));
    expect(row).toBeDefined();
  });
});
