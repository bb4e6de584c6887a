import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ADMIN_ROLE_ID,
  API_PATHS,
  CONSOLE_ERRORS,
  fillPath,
  type ConsoleExamCreate,
  type ConsoleExamPage,
} from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { enrol, liveClassFactory } from '../../test/live-factories';
import { examFactory, examPaperFactory } from '../../test/exam-factories';
import { examCalls } from '../../test/exam-requests';
import { api } from '../../test/requests';
import { consoleAuditLog, exams } from '../../db/schema';

/** 考试 in the console: admins schedule exams on papers; pupils see them as scheduled; sat exams keep their terms. */
let t: TestApp;
let admin: Record<string, string>;
let paperId: number;
let otherPaperId: number;
let cls: Awaited<ReturnType<typeof liveClassFactory>>;
let pupil: Record<string, string>;
let calls: ReturnType<typeof examCalls>;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url: api(url), payload: payload as never, headers });
const iso = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000).toISOString();
const form = (o: Partial<ConsoleExamCreate> = {}): ConsoleExamCreate => ({
  kind: 'jieke',
  title: '第一单元结课考试',
  paperId,
  offeringId: cls.offering.id,
  opensAt: iso(-1),
  closesAt: iso(120),
  durationMinutes: 45,
  maxAttempts: 1,
  ...o,
});
const create = async (o: Partial<ConsoleExamCreate> = {}) => {
  const res = await call('POST', API_PATHS.consoleExamCreate, form(o));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
};
const rowOf = async (id: number, headers = admin) => {
  const page = (await call('GET', `${API_PATHS.consoleExamPage}?size=100`, undefined, headers)).json()
    .data as ConsoleExamPage;
  return page.records.find((r) => r.id === id);
};

beforeAll(async () => {
  t = await createTestApp();
  calls = examCalls(t.app);
  admin = await sessionFor(t.ctx, await userFactory(t.ctx.db, { roles: [ADMIN_ROLE_ID] }));
  paperId = (await examPaperFactory(t.ctx.db, { durationSeconds: 3600 })).paperId;
  otherPaperId = (await examPaperFactory(t.ctx.db)).paperId;
  cls = await liveClassFactory(t.ctx.db);
  const u = await userFactory(t.ctx.db);
  await enrol(t.ctx.db, u.id, cls.offering.id);
  pupil = await sessionFor(t.ctx, u);
}, 30_000);
afterAll(() => t?.close());

describe('console 考试: schedule', () => {
  it("a class exam reaches the class's pupils with the limit set here, not the paper's; audited", async () => {
    const id = await create();
    const mine = (await calls.myPage(pupil, 'type=jieke&size=50')).json().data.records as {
      examId: number;
      durationSeconds: number;
      canStart: boolean;
    }[];
    expect(mine.find((e) => e.examId === id)).toMatchObject({ durationSeconds: 45 * 60, canStart: true });
    const started = (await calls.start(pupil, id)).json().data;
    const limit = Date.parse(started.deadline) - Date.parse(started.startedAt ?? t.clock.now().toISOString());
    expect(Math.round(limit / 60_000)).toBe(45);
    const stranger = await sessionFor(t.ctx, await userFactory(t.ctx.db));
    expect((await calls.start(stranger, id)).statusCode).toBe(403);

    expect(await rowOf(id)).toMatchObject({ kind: 'jieke', durationMinutes: 45, attempts: 1, committed: 0 });
    const [audit] = await t.ctx.db
      .select()
      .from(consoleAuditLog)
      .where(and(eq(consoleAuditLog.action, 'exam.schedule'), eq(consoleAuditLog.entityId, id)));
    expect(audit?.after).toMatchObject({ paperId, offeringId: cls.offering.id, durationSeconds: 2700 });
  });

  it('refuses a bad schedule with its message and creates nothing', async () => {
    const before = (await t.ctx.db.select({ id: exams.id }).from(exams)).length;
    const tries: [Partial<ConsoleExamCreate>, { status: number; msg: string }][] = [
      [{ offeringId: null }, CONSOLE_ERRORS.examClassRequired],
      [{ opensAt: null, closesAt: null }, CONSOLE_ERRORS.examWindowRequired],
      [{ opensAt: null }, { status: 400, msg: '请选择考试时间' }],
      [{ kind: 'mock' }, CONSOLE_ERRORS.examClassNotAllowed],
      [{ opensAt: iso(-120), closesAt: iso(-60) }, CONSOLE_ERRORS.examEndInPast],
      [{ closesAt: iso(30) }, CONSOLE_ERRORS.examWindowTooShort],
      [{ paperId: 99_999_999 }, CONSOLE_ERRORS.examPaperNotFound],
      [{ closesAt: iso(-2) }, { status: 400, msg: '结束时间须晚于开始时间' }],
      [{ durationMinutes: 2 }, { status: 400, msg: '答题时长须在5到300分钟之间' }],
      [{ maxAttempts: 0 }, { status: 400, msg: '可考次数须在1到10次之间，留空为不限' }],
      [{ title: '  ' }, { status: 400, msg: '请填写考试名称' }],
    ];
    for (const [patch, err] of tries) {
      const res = await call('POST', API_PATHS.consoleExamCreate, form(patch));
      expect([res.statusCode, res.json().msg], JSON.stringify(patch)).toEqual([err.status, err.msg]);
    }
    expect((await t.ctx.db.select({ id: exams.id }).from(exams)).length).toBe(before);
  });

  it('a mock exam for everyone, unlimited attempts; an assessment always open', async () => {
    const id = await create({ kind: 'mock', offeringId: null, maxAttempts: null, title: '期末模拟卷（一）' });
    expect(await rowOf(id)).toMatchObject({ kind: 'mock', className: null, maxAttempts: null });
    const open = await create({
      kind: 'outdoor',
      offeringId: null,
      opensAt: null,
      closesAt: null,
      title: '知识点诊断',
    });
    expect(await rowOf(open)).toMatchObject({ kind: 'outdoor', opensAt: null, closesAt: null });
  });
});

describe('console 考试: reschedule', () => {
  it('before anyone sat it anything may change; a stale form is refused', async () => {
    const id = await create({ opensAt: iso(60), closesAt: iso(300) });
    const row = (await rowOf(id))!;
    const path = fillPath(API_PATHS.consoleExamUpdate, { id });
    const saved = await call('PUT', path, {
      ...form({ opensAt: iso(90), closesAt: iso(300) }),
      paperId: otherPaperId,
      version: row.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await rowOf(id)).toMatchObject({ paperId: otherPaperId, version: row.version + 1 });
    const stale = await call('PUT', path, { ...form({ opensAt: iso(90), closesAt: iso(400) }), version: row.version });
    expect([stale.statusCode, stale.json().errorCode]).toEqual([409, CONSOLE_ERRORS.staleVersion.errorCode]);
  });

  it('once sat: the end moves, but paper, start, limit and fewer attempts are refused', async () => {
    const exam = await examFactory(t.ctx.db, {
      paperId,
      offeringId: cls.offering.id,
      now: t.clock.now(),
      maxAttempts: 2,
    });
    const s = (await calls.start(pupil, exam.id)).json().data;
    await calls.commit(pupil, s.sessionId);
    await calls.start(pupil, exam.id);
    const row = (await rowOf(exam.id))!;
    expect(row).toMatchObject({ attempts: 2, committed: 1, mostByOnePupil: 2 });
    const path = fillPath(API_PATHS.consoleExamUpdate, { id: exam.id });
    const base = {
      ...form(),
      opensAt: row.opensAt,
      closesAt: row.closesAt,
      durationMinutes: row.durationMinutes,
      maxAttempts: 2,
      version: row.version,
    };
    const refused: [Record<string, unknown>, string][] = [
      [{ paperId: otherPaperId }, CONSOLE_ERRORS.examPaperLocked.errorCode],
      [{ opensAt: iso(-30) }, CONSOLE_ERRORS.examStartLocked.errorCode],
      [{ durationMinutes: 30 }, CONSOLE_ERRORS.examStartLocked.errorCode],
      [{ maxAttempts: 1 }, CONSOLE_ERRORS.examAttemptsBelowUsed.errorCode],
    ];
    for (const [patch, code] of refused) {
      const res = await call('PUT', path, { ...base, ...patch });
      expect(res.json().errorCode, JSON.stringify(patch)).toBe(code);
    }
    const newEnd = iso(48 * 60);
    const later = await call('PUT', path, { ...base, closesAt: newEnd, maxAttempts: 3 });
    expect(later.statusCode, later.body).toBe(200);
    expect(await rowOf(exam.id)).toMatchObject({ maxAttempts: 3, closesAt: newEnd });
  });
});

describe('console 考试: who', () => {
  it("a teacher lists their classes' exams and those for everyone, and may not schedule", async () => {
    const mineId = await create({ title: '本班考试' });
    const other = await liveClassFactory(t.ctx.db);
    const othersId = await create({ title: '别班考试', offeringId: other.offering.id });
    const mockId = await create({ kind: 'mock', offeringId: null, title: '公共模拟' });
    const teacher = await sessionFor(t.ctx, cls.teacher);
    expect(await rowOf(mineId, teacher)).toBeDefined();
    expect(await rowOf(mockId, teacher)).toBeDefined();
    expect(await rowOf(othersId, teacher)).toBeUndefined();
    const res = await call('POST', API_PATHS.consoleExamCreate, form(), teacher);
    expect(res.statusCode).toBe(403);
    expect((await call('GET', API_PATHS.consoleExamOptions, undefined, teacher)).statusCode).toBe(403);
    const options = (await call('GET', API_PATHS.consoleExamOptions)).json().data;
    expect(options.papers.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([paperId, otherPaperId]));
    expect(options.classes.map((c: { offeringId: number }) => c.offeringId)).toContain(cls.offering.id);
  });
});
