import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { EXAM_ERRORS } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { enrol, liveClassFactory } from '../../test/live-factories';
import { examFactory, examPaperFactory } from '../../test/exam-factories';
import { examCalls } from '../../test/exam-requests';
import { errorBodyOf } from '../../test/requests';
import { examAttempts } from '../../db/schema';

let t: TestApp;
let calls: ReturnType<typeof examCalls>;
beforeAll(async () => {
  t = await createTestApp();
  calls = examCalls(t.app);
});
afterAll(() => t.close());

/** A class's exam (open from an hour ago for a day, one attempt) and a pupil enrolled in the class. */
async function classExam(o: Partial<Parameters<typeof examFactory>[1]> = {}) {
  const cls = await liveClassFactory(t.ctx.db);
  const paper = await examPaperFactory(t.ctx.db);
  const exam = await examFactory(t.ctx.db, {
    paperId: paper.paperId,
    offeringId: cls.offering.id,
    now: t.clock.now(),
    ...o,
  });
  const user = await userFactory(t.ctx.db);
  await enrol(t.ctx.db, user.id, cls.offering.id);
  return { cls, paper, exam, user, h: await sessionFor(t.ctx, user) };
}

const attemptsOf = (examId: number, userId: number) =>
  t.ctx.db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, examId), eq(examAttempts.userId, userId)));

const briefOf = async (h: Record<string, string>, examId: number) => {
  const res = await calls.brief(h, examId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('GET /em/quiz/exam/:id (the start screen before 开始考试)', () => {
  it('answers the exam’s facts and creates no attempt, however often it is read', async () => {
    const { exam, user, h } = await classExam();
    const brief = await briefOf(h, exam.id);
    await briefOf(h, exam.id);
    expect(brief).toMatchObject({
      examId: exam.id,
      kind: 'jieke',
      durationSeconds: 3600,
      totalScore: 31,
      questionCount: 6,
      maxAttempts: 1,
      attemptsUsed: 0,
      blocked: null,
      setByIfStarted: 'duration',
      open: null,
    });
    expect(brief.partCount).toBeGreaterThan(brief.questionCount);
    expect(brief.className).toBeTruthy();
    expect(await attemptsOf(exam.id, user.id)).toHaveLength(0);
  });

  it('after 开始考试 shows the unfinished attempt with the time the server clock left and what was answered', async () => {
    const { paper, exam, user, h } = await classExam();
    const start = await calls.start(h, exam.id);
    expect(start.statusCode, start.body).toBe(200);
    const s = start.json().data;
    const saved = await calls.answer(h, s.sessionId, { questionId: paper.judge.id, answer: '对', seq: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    t.clock.advance(10 * 60_000);
    const h2 = await sessionFor(t.ctx, user);
    const brief = await briefOf(h2, exam.id);
    expect(brief.open).toMatchObject({
      sessionId: s.sessionId,
      remainingSeconds: expect.closeTo(3000, -1),
      answered: 1,
    });
    expect(brief.attemptsUsed).toBe(1);
    // The one attempt is under way: resuming it is still allowed.
    expect(brief.blocked).toBeNull();
    expect(await attemptsOf(exam.id, user.id)).toHaveLength(1);
  });

  it('says why a start would be refused: not open yet, closed, out of attempts', async () => {
    const now = t.clock.now();
    const soon = await classExam({ opensAt: new Date(now.getTime() + 3600_000) });
    expect((await briefOf(soon.h, soon.exam.id)).blocked).toBe(EXAM_ERRORS.notOpen.msg);
    const over = await classExam({
      opensAt: new Date(now.getTime() - 7200_000),
      closesAt: new Date(now.getTime() - 60_000),
    });
    expect((await briefOf(over.h, over.exam.id)).blocked).toBe(EXAM_ERRORS.closed.msg);
    const done = await classExam();
    const s = (await calls.start(done.h, done.exam.id)).json().data;
    expect((await calls.commit(done.h, s.sessionId)).statusCode).toBe(200);
    const brief = await briefOf(done.h, done.exam.id);
    expect(brief).toMatchObject({ blocked: EXAM_ERRORS.noAttemptsLeft.msg, open: null, attemptsUsed: 1 });
  });

  it('says when the exam’s close, not the duration, would end an attempt started now', async () => {
    const now = t.clock.now();
    const { exam, h } = await classExam({ closesAt: new Date(now.getTime() + 30 * 60_000) });
    expect((await briefOf(h, exam.id)).setByIfStarted).toBe('close');
  });

  it('refuses a class’s exam to a pupil of another class (403) and an unknown exam (404)', async () => {
    const { exam } = await classExam();
    const stranger = await userFactory(t.ctx.db);
    const res = await calls.brief(await sessionFor(t.ctx, stranger), exam.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(errorBodyOf(EXAM_ERRORS.notYours));
    expect(await attemptsOf(exam.id, stranger.id)).toHaveLength(0);
    expect((await calls.brief(await sessionFor(t.ctx, stranger), 987_654)).statusCode).toBe(404);
  });
});
