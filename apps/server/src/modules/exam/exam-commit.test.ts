import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { enrol, liveClassFactory } from '../../test/live-factories';
import { examFactory, examPaperFactory } from '../../test/exam-factories';
import { examCalls } from '../../test/exam-requests';
import { examAnswers, examAttemptEvents, examAttempts, exams } from '../../db/schema';
import { EXAM_SWEEP_JOB, sweepExpiredAttempts } from './index';

let t: TestApp;
let calls: ReturnType<typeof examCalls>;
beforeAll(async () => {
  t = await createTestApp();
  calls = examCalls(t.app);
});
afterAll(() => t.close());

async function classWithPupils(n: number) {
  const cls = await liveClassFactory(t.ctx.db);
  const paper = await examPaperFactory(t.ctx.db);
  const exam = await examFactory(t.ctx.db, { paperId: paper.paperId, offeringId: cls.offering.id, now: t.clock.now() });
  const pupils = [];
  for (let i = 0; i < n; i++) {
    const user = await userFactory(t.ctx.db);
    await enrol(t.ctx.db, user.id, cls.offering.id);
    pupils.push({ user, h: await sessionFor(t.ctx, user) });
  }
  return { paper, exam, pupils };
}

async function start(h: Record<string, string>, examId: number) {
  const res = await calls.start(h, examId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { sessionId: number; deadline: string };
}

const eventsOf = (attemptIds: number[], kind: string) =>
  t.ctx.db
    .select()
    .from(examAttemptEvents)
    .where(and(inArray(examAttemptEvents.attemptId, attemptIds), eq(examAttemptEvents.kind, kind)));

describe('commit', () => {
  it('20 concurrent commits give one result', async () => {
    const { paper, exam, pupils } = await classWithPupils(1);
    const [pupil] = pupils;
    const s = await start(pupil!.h, exam.id);
    await calls.answer(pupil!.h, s.sessionId, {
      questionId: paper.single.id,
      answer: String(paper.single.options.B),
      seq: 1,
    });
    const all = await Promise.all(Array.from({ length: 20 }, (_, i) => calls.commit(pupil!.h, s.sessionId, 100 + i)));
    expect(all.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const bodies = all.map((r) => r.json().data);
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(bodies[0]).toMatchObject({ earned: 4, committedBy: 'pupil' });
    const [row] = await t.ctx.db.select().from(examAttempts).where(eq(examAttempts.id, s.sessionId));
    // One commit won: its costTime is the one kept, and every answer's report says so.
    expect(row!.status).toBe('committed');
    expect(bodies[0].costTime).toBe(row!.costTime);
  });

  it('a save racing the commit either lands in the marks or is refused', async () => {
    const { paper, exam, pupils } = await classWithPupils(1);
    const [pupil] = pupils;
    // A repeatable mock exam of the same paper: one attempt per round.
    const mock = await examFactory(t.ctx.db, {
      paperId: paper.paperId,
      now: t.clock.now(),
      kind: 'mock',
      maxAttempts: null,
    });
    for (const examId of [exam.id, mock.id, mock.id, mock.id, mock.id]) {
      const s = await start(pupil!.h, examId);
      const [saved, committed] = await Promise.all([
        calls.answer(pupil!.h, s.sessionId, {
          questionId: paper.single.id,
          answer: String(paper.single.options.B),
          seq: 1,
        }),
        calls.commit(pupil!.h, s.sessionId),
      ]);
      const report = committed.json().data;
      const rows = await t.ctx.db.select().from(examAnswers).where(eq(examAnswers.attemptId, s.sessionId));
      if (saved.statusCode === 200) {
        expect(report.questions[0].verdict).toBe('right');
      } else {
        expect(saved.statusCode).toBe(409);
        expect(report.questions[0].verdict).toBe('unanswered');
        expect(rows).toEqual([]);
      }
    }
  });
});

describe('the sweep', () => {
  it('commits every attempt open at deadline + 10 s, with what was saved, by auto', async () => {
    const { paper, exam, pupils } = await classWithPupils(3);
    const sessions = [];
    for (const p of pupils) sessions.push(await start(p.h, exam.id));
    await calls.answer(pupils[0]!.h, sessions[0]!.sessionId, { questionId: paper.judge.id, answer: 'true', seq: 1 });
    // Another pupil hands in on time: the sweep leaves that one alone.
    await calls.commit(pupils[2]!.h, sessions[2]!.sessionId);
    // Each pupil's clock started a few milliseconds apart: the first due and the last due.
    const deadlines = sessions.slice(0, 2).map((s) => new Date(s.deadline).getTime());
    const ids = sessions.map((s) => s.sessionId);
    expect(await sweepExpiredAttempts(t.ctx, new Date(Math.min(...deadlines) + 10_000))).toBe(0);
    expect(await sweepExpiredAttempts(t.ctx, new Date(Math.max(...deadlines) + 10_001))).toBe(2);
    expect(await sweepExpiredAttempts(t.ctx, new Date(Math.max(...deadlines) + 20_000))).toBe(0);
    const rows = await t.ctx.db.select().from(examAttempts).where(inArray(examAttempts.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(ids[0]!)).toMatchObject({ status: 'committed', committedBy: 'auto', earnedTenths: 20 });
    expect(byId.get(ids[1]!)).toMatchObject({ status: 'committed', committedBy: 'auto', earnedTenths: 0 });
    expect(byId.get(ids[2]!)).toMatchObject({ committedBy: 'pupil' });
    expect((await eventsOf(ids, 'autoCommit')).map((e) => e.attemptId).sort()).toEqual([ids[0], ids[1]].sort());
  });

  it('runs on several instances at once and commits each attempt once', async () => {
    const other = await createTestApp({ shareDatabaseWith: t });
    try {
      const { paper } = await classWithPupils(0);
      const user = await userFactory(t.ctx.db);
      const now = t.clock.now();
      // 250 pupils' worth of attempts (more than two batches), made directly: one per exam for one user.
      const examRows = await t.ctx.db
        .insert(exams)
        .values(
          Array.from({ length: 250 }, (_, i) => ({
            paperId: paper.paperId,
            kind: 'mock',
            title: `模拟${i}`,
            subject: '2',
            grade: '8',
            maxAttempts: null,
          })),
        )
        .returning({ id: exams.id });
      // The snapshot an attempt of this paper gets, from a real start; the others copy it.
      const started = await calls.start(await sessionFor(t.ctx, user), examRows[0]!.id);
      const [{ paper: snapshot }] = (await t.ctx.db
        .select({ paper: examAttempts.paper })
        .from(examAttempts)
        .where(eq(examAttempts.id, started.json().data.sessionId))) as [{ paper: unknown }];
      await t.ctx.db.update(examAttempts).set({ deadline: now }).where(eq(examAttempts.userId, user.id));
      await t.ctx.db.insert(examAttempts).values(
        examRows.slice(1).map((e) => ({
          examId: e.id,
          userId: user.id,
          attemptNo: 1,
          paper: snapshot,
          startedAt: now,
          deadline: now,
          setBy: 'duration',
        })),
      );
      const later = new Date(now.getTime() + 60_000);
      const counts = await Promise.all([
        sweepExpiredAttempts(t.ctx, later),
        sweepExpiredAttempts(t.ctx, later),
        sweepExpiredAttempts(other.ctx, later),
        sweepExpiredAttempts(other.ctx, later),
      ]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(250);
      const rows = await t.ctx.db.select().from(examAttempts).where(eq(examAttempts.userId, user.id));
      expect(rows.every((r) => r.status === 'committed' && r.committedBy === 'auto' && r.possibleTenths === 310)).toBe(
        true,
      );
      const ids = rows.map((r) => r.id);
      expect(await eventsOf(ids, 'autoCommit')).toHaveLength(250);
    } finally {
      await other.close();
    }
  });

  it('is the job exam-attempt-sweep, on the server clock', async () => {
    const { exam, pupils } = await classWithPupils(1);
    const s = await start(pupils[0]!.h, exam.id);
    t.clock.advance(3600_000 + 11_000);
    await t.ctx.jobs.send(EXAM_SWEEP_JOB, {});
    expect(await t.ctx.jobs.runQueued(EXAM_SWEEP_JOB)).toBe(1);
    const [row] = await t.ctx.db.select().from(examAttempts).where(eq(examAttempts.id, s.sessionId));
    expect(row).toMatchObject({ status: 'committed', committedBy: 'auto' });
    const page = await t.ctx.jobs.recent({ current: 1, size: 5, name: EXAM_SWEEP_JOB });
    expect(page.records[0]).toMatchObject({ state: 'completed', output: { committed: expect.any(Number) } });
  });
});
