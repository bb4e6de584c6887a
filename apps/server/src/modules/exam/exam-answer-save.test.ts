import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_PATHS, AUTH_ERRORS, autoCommitAt, EXAM_ERRORS } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { enrol, liveClassFactory } from '../../test/live-factories';
import { examFactory, examPaperFactory } from '../../test/exam-factories';
import { examCalls } from '../../test/exam-requests';
import { api, errorBodyOf } from '../../test/requests';
import { examAnswers, examAttempts } from '../../db/schema';
import { EXAM_SWEEP_JOB } from './index';

/**
 * The answer save as one statement (answer-save-statement.ts): the token family checked inside it (the route skips
 * requireAuth's own check), an instance without the paper in memory, and the sweep run asked for at each deadline.
 */
let t: TestApp;
let calls: ReturnType<typeof examCalls>;
beforeAll(async () => {
  t = await createTestApp();
  calls = examCalls(t.app);
});
afterAll(() => t.close());

type Headers = Record<string, string>;

async function classExam(app: TestApp, o: { closesAt?: Date } = {}) {
  const cls = await liveClassFactory(app.ctx.db);
  const paper = await examPaperFactory(app.ctx.db);
  const exam = await examFactory(app.ctx.db, {
    paperId: paper.paperId,
    offeringId: cls.offering.id,
    now: app.clock.now(),
    ...o,
  });
  const pupil = async () => {
    const user = await userFactory(app.ctx.db);
    await enrol(app.ctx.db, user.id, cls.offering.id);
    return { user, h: await sessionFor(app.ctx, user) };
  };
  return { paper, exam, pupil };
}

async function started(c: ReturnType<typeof examCalls>, h: Headers, examId: number) {
  const res = await c.start(h, examId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { sessionId: number; deadline: string };
}

const storedOf = (attemptId: number) =>
  t.ctx.db
    .select({ questionId: examAnswers.questionId, seq: examAnswers.seq, answer: examAnswers.answer })
    .from(examAnswers)
    .where(eq(examAnswers.attemptId, attemptId));

describe('saving with a logged-out token', () => {
  it('is refused with 401 before anything else is said, and nothing is stored', async () => {
    const { paper, exam, pupil } = await classExam(t);
    const me = await pupil();
    const s = await started(calls, me.h, exam.id);
    const first = await calls.answer(me.h, s.sessionId, {
      questionId: paper.single.id,
      answer: String(paper.single.options.B),
      seq: 1,
    });
    expect(first.statusCode, first.body).toBe(200);
    const out = await t.app.inject({ method: 'DELETE', url: api(API_PATHS.logout), headers: me.h });
    expect(out.statusCode).toBe(200);

    const refused = errorBodyOf(AUTH_ERRORS.tokenInvalid);
    for (const [what, id, body] of [
      ['a good save', s.sessionId, { questionId: paper.single.id, answer: String(paper.single.options.C), seq: 2 }],
      ['a body the schema refuses', s.sessionId, { questionId: paper.single.id }],
      ['a question not in the paper', s.sessionId, { questionId: 99_999_999, answer: 'x', seq: 3 }],
      ['an answer the question refuses', s.sessionId, { questionId: paper.single.id, answer: '-1', seq: 4 }],
      ['an unknown attempt', 99_999_999, { questionId: paper.single.id, answer: 'x', seq: 5 }],
    ] as const) {
      const res = await calls.answer(me.h, id, body);
      expect(res.statusCode, what).toBe(401);
      expect(res.json(), what).toEqual(refused);
    }
    expect(await storedOf(s.sessionId)).toEqual([
      { questionId: paper.single.id, seq: 1, answer: [String(paper.single.options.B)] },
    ]);
  });
});

describe('saving on an instance that has not read the paper yet', () => {
  it('saves the same way, and someone else is told 404 whatever they send', async () => {
    const other = await createTestApp({ shareDatabaseWith: t });
    try {
      const otherCalls = examCalls(other.app);
      const { paper, exam, pupil } = await classExam(t);
      const [owner, stranger] = [await pupil(), await pupil()];
      const s = await started(calls, owner.h, exam.id);
      // The stranger asks first, so neither instance holds the paper because of the owner's own save.
      for (const c of [otherCalls, calls]) {
        for (const body of [
          { questionId: paper.single.id, answer: String(paper.single.options.B), seq: 9 },
          { questionId: 99_999_999, answer: 'x', seq: 9 },
        ]) {
          const res = await c.answer(stranger.h, s.sessionId, body);
          expect(res.statusCode, res.body).toBe(404);
          expect(res.json()).toEqual(errorBodyOf(EXAM_ERRORS.sessionNotFound));
        }
      }
      const saved = await otherCalls.answer(owner.h, s.sessionId, {
        questionId: paper.judge.id,
        answer: 'true',
        seq: 2,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data).toMatchObject({ questionId: paper.judge.id, seq: 2, applied: true });
      const older = await calls.answer(owner.h, s.sessionId, { questionId: paper.judge.id, answer: 'false', seq: 1 });
      expect(older.json().data).toMatchObject({ seq: 2, applied: false, savedAt: saved.json().data.savedAt });
      const bad = await otherCalls.answer(owner.h, s.sessionId, { questionId: 99_999_999, answer: 'x', seq: 3 });
      expect(bad.json()).toEqual(errorBodyOf(EXAM_ERRORS.questionNotInPaper));
      expect(await storedOf(s.sessionId)).toEqual([{ questionId: paper.judge.id, seq: 2, answer: ['true'] }]);
    } finally {
      await other.close();
    }
  });
});

describe('the sweep run at the deadline', () => {
  it('commits attempts left open once deadline + grace passes, without the periodic sweep', async () => {
    // Real time and a working queue; SWEEP_INTERVAL_MS is 0 here, so no periodic run exists to do it.
    const worker = await createTestApp({ config: { jobs: { work: true, pollSeconds: 0.5 } } });
    try {
      const c = examCalls(worker.app);
      const { exam, pupil } = await classExam(worker, { closesAt: new Date(Date.now() + 1_000) });
      const pupils = [await pupil(), await pupil()];
      const ids = [];
      for (const p of pupils) ids.push((await started(c, p.h, exam.id)).sessionId);
      const rows = () => worker.ctx.db.select().from(examAttempts).where(eq(examAttempts.examId, exam.id));
      const deadline = (await rows())[0]!.deadline;
      const due = autoCommitAt(deadline).getTime();
      // One run for the shared deadline, waiting for its moment.
      const jobs = (await worker.ctx.jobs.recent({ current: 1, size: 10, name: EXAM_SWEEP_JOB })).records;
      expect(jobs).toEqual([
        expect.objectContaining({ state: 'created', startAfter: new Date(Math.ceil(due / 1000) * 1000).toISOString() }),
      ]);
      let committed: Awaited<ReturnType<typeof rows>> = [];
      const giveUp = due + 8_000;
      while (Date.now() < giveUp) {
        committed = (await rows()).filter((r) => r.status === 'committed');
        if (committed.length === ids.length) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(committed.map((r) => r.id).sort()).toEqual([...ids].sort());
      for (const r of committed) {
        expect(r.committedBy).toBe('auto');
        // Within a second (the rounding) plus a worker poll or two of the due moment, never before it.
        expect(r.committedAt!.getTime()).toBeGreaterThanOrEqual(due);
        expect(r.committedAt!.getTime()).toBeLessThan(due + 4_000);
      }
      const done = (await worker.ctx.jobs.recent({ current: 1, size: 10, name: EXAM_SWEEP_JOB })).records;
      expect(done).toEqual([expect.objectContaining({ state: 'completed', output: { committed: 2 } })]);
    } finally {
      await worker.close();
    }
  }, 30_000);
});
