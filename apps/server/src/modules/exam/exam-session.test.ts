import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EXAM_ERRORS } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { enrol, liveClassFactory } from '../../test/live-factories';
import { examFactory, examPaperFactory, type PaperFixture } from '../../test/exam-factories';
import { examCalls } from '../../test/exam-requests';
import { errorBodyOf } from '../../test/requests';
import { examAnswers, examAttempts, examQuestionOptions, examQuestions } from '../../db/schema';

let t: TestApp;
let calls: ReturnType<typeof examCalls>;
beforeAll(async () => {
  t = await createTestApp();
  calls = examCalls(t.app);
});
afterAll(() => t.close());

type Headers = Record<string, string>;

async function pupilIn(offeringId: number | null) {
  const user = await userFactory(t.ctx.db);
  if (offeringId !== null) await enrol(t.ctx.db, user.id, offeringId);
  return { user, h: await sessionFor(t.ctx, user) };
}

/** A class, its exam (open from an hour ago for a day, one attempt) of the every-type paper, a pupil in it. */
async function classExam(o: Partial<Parameters<typeof examFactory>[1]> = {}) {
  const cls = await liveClassFactory(t.ctx.db);
  const paper = await examPaperFactory(t.ctx.db);
  const exam = await examFactory(t.ctx.db, {
    paperId: paper.paperId,
    offeringId: cls.offering.id,
    now: t.clock.now(),
    ...o,
  });
  const pupil = await pupilIn(cls.offering.id);
  return { cls, paper, exam, pupil };
}

/** Access tokens live an hour on the moved clock: a new one after moving it far. */
const renewed = (user: { id: number }) => sessionFor(t.ctx, user);

async function started(h: Headers, examId: number) {
  const res = await calls.start(h, examId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function saved(h: Headers, id: number, questionId: number, answer: unknown, seq: number) {
  const res = await calls.answer(h, id, { questionId, answer, seq });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** Every question answered right except the oral one (recorded, for the teacher) and the multiple (one of two). */
async function answerAll(h: Headers, sessionId: number, p: PaperFixture, userId: number) {
  await saved(h, sessionId, p.single.id, String(p.single.options.B), 1);
  await saved(h, sessionId, p.multiple.id, [String(p.multiple.options.A)], 1);
  await saved(h, sessionId, p.fill.id, ['3', ' X '], 1);
  await saved(h, sessionId, p.judge.id, '对', 1);
  await saved(h, sessionId, p.oral.id, [`/api/file/private/audio/${userId}/reading.webm`], 1);
  await saved(h, sessionId, p.part1.id, String(p.part1.options.A), 1);
  await saved(h, sessionId, p.part2.id, 'false', 1);
}

describe('the attempt lifecycle', () => {
  it('start → answer → heartbeat → commit → report and analysis', async () => {
    const { paper, exam, pupil } = await classExam();
    const s = await started(pupil.h, exam.id);
    expect(s).toMatchObject({ examId: exam.id, kind: 'jieke', status: 'open', resumed: false, setBy: 'duration' });
    expect(s.remainingSeconds).toBe(3600);
    expect(s.totalScore).toBe(31);
    expect(s.sections.map((x: { questions: unknown[] }) => x.questions.length)).toEqual([4, 2]);
    const listening = s.sections[1].questions[1];
    expect(listening).toMatchObject({ number: '6', type: '100', listening: { playLimit: 2, playsLeft: 2 } });
    expect(listening.children.map((c: { number: string; score: number }) => [c.number, c.score])).toEqual([
      ['6(1)', 3],
      ['6(2)', 3],
    ]);
    // The answering page never sees what is right.
    expect(JSON.stringify(s)).not.toMatch(/isRight|reference|analysis|朗读课文/);
    expect(s.sections[0].questions[2].blanks).toBe(2);

    await answerAll(pupil.h, s.sessionId, paper, pupil.user.id);
    const beat = await calls.time(pupil.h, s.sessionId);
    // The test clock runs with real time: saving seven answers may take a few seconds on a loaded machine.
    expect(beat.json().data).toMatchObject({ status: 'open' });
    expect(beat.json().data.remainingSeconds).toBeGreaterThan(3600 - 30);
    expect(beat.json().data.remainingSeconds).toBeLessThanOrEqual(3600);
    expect((await calls.play(pupil.h, s.sessionId, paper.listening.id)).json().data.playsLeft).toBe(1);

    t.clock.advance(20 * 60_000);
    const committed = await calls.commit(pupil.h, s.sessionId);
    expect(committed.statusCode, committed.body).toBe(200);
    const report = committed.json().data;
    // 4 + 0 (one of two options) + 4 + 2 + (oral pending) + 3 + 3 = 16 of 31, 10 waiting for the teacher.
    expect(report).toMatchObject({
      sessionId: s.sessionId,
      committedBy: 'pupil',
      score: null,
      earned: 16,
      possible: 31,
      pendingPoints: 10,
      rank: null,
    });
    // 20 minutes on the moved clock plus the real seconds the saves took (the test clock runs with real time).
    expect(report.timeUsedSeconds).toBeGreaterThanOrEqual(1200);
    expect(report.timeUsedSeconds).toBeLessThan(1200 + 30);
    expect(report.questions.map((q: { verdict: string }) => q.verdict)).toEqual([
      'right',
      'wrong',
      'right',
      'right',
      'pending',
      'right',
    ]);
    expect(report.mastery.find((m: { point: string }) => m.point === '勾股定理')).toMatchObject({ percent: 100 });
    expect(report.mastery.find((m: { point: string }) => m.point === '朗读')).toBeUndefined();

    const analysis = (await calls.analysis(pupil.h, s.sessionId)).json().data;
    const [first, second] = analysis.sections;
    expect(first.questions[0]).toMatchObject({
      rightAnswer: ['B'],
      verdict: 'right',
      myAnswer: String(paper.single.options.B),
    });
    expect(first.questions[1]).toMatchObject({ rightAnswer: ['A', 'C'], verdict: 'wrong' });
    expect(first.questions[2].rightAnswer).toEqual(['3', 'x / X']);
    expect(second.questions[0]).toMatchObject({ rightAnswer: ['朗读课文第一段'], verdict: 'pending' });
    expect(second.questions[1]).toMatchObject({
      transcript: 'M: Where are you going?\nW: To the library.',
      audioUrl: '/uploads/demo/listening/t.mp3',
    });
    expect(second.questions[1].children[1]).toMatchObject({ rightAnswer: ['false'], verdict: 'right' });

    // After the commit nothing changes the paper.
    const late = await calls.answer(pupil.h, s.sessionId, { questionId: paper.single.id, answer: '1', seq: 9 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual(errorBodyOf(EXAM_ERRORS.committed));
  });

  it('analysis and report wait for the commit', async () => {
    const { exam, pupil } = await classExam();
    const s = await started(pupil.h, exam.id);
    for (const res of [await calls.report(pupil.h, s.sessionId), await calls.analysis(pupil.h, s.sessionId)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(errorBodyOf(EXAM_ERRORS.notCommitted));
    }
  });
});

describe('resume', () => {
  it('answers the same attempt with its answers and the time left by the server clock', async () => {
    const { paper, exam, pupil } = await classExam();
    const s = await started(pupil.h, exam.id);
    await saved(pupil.h, s.sessionId, paper.fill.id, ['3', ''], 4);
    t.clock.advance(25 * 60_000);
    const again = await started(pupil.h, exam.id);
    expect(again).toMatchObject({
      sessionId: s.sessionId,
      resumed: true,
      deadline: s.deadline,
      remainingSeconds: expect.closeTo(2100, -1),
    });
    expect(again.answers).toEqual([
      { questionId: paper.fill.id, answer: ['3', ''], seq: 4, savedAt: expect.any(String) },
    ]);
  });

  it('concurrent starts make one attempt', async () => {
    const { exam, pupil } = await classExam();
    const all = await Promise.all(Array.from({ length: 10 }, () => calls.start(pupil.h, exam.id)));
    expect(all.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(all.map((r) => r.json().data.sessionId)).size).toBe(1);
    expect(all.filter((r) => !r.json().data.resumed)).toHaveLength(1);
    const rows = await t.ctx.db.select().from(examAttempts).where(eq(examAttempts.examId, exam.id));
    expect(rows).toHaveLength(1);
  });

  it("the deadline is the exam's close when that comes first, and says so", async () => {
    const closesAt = new Date(t.clock.now().getTime() + 10 * 60_000);
    const { exam, pupil } = await classExam({ closesAt });
    const s = await started(pupil.h, exam.id);
    expect(s).toMatchObject({
      setBy: 'close',
      deadline: closesAt.toISOString(),
      remainingSeconds: expect.closeTo(600, -1),
    });
  });
});

describe('the deadline', () => {
  it('answers count until deadline + 10 s, then are refused and nothing changes', async () => {
    const { paper, exam, pupil } = await classExam();
    const s = await started(pupil.h, exam.id);
    t.clock.advance(3600_000 + 9_000);
    pupil.h = await renewed(pupil.user);
    expect((await saved(pupil.h, s.sessionId, paper.single.id, String(paper.single.options.B), 1)).applied).toBe(true);
    t.clock.advance(2_000);
    const late = await calls.answer(pupil.h, s.sessionId, { questionId: paper.judge.id, answer: 'true', seq: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual(errorBodyOf(EXAM_ERRORS.pastDeadline));
    const rows = await t.ctx.db.select().from(examAnswers).where(eq(examAnswers.attemptId, s.sessionId));
    expect(rows.map((r) => r.questionId)).toEqual([paper.single.id]);
    // The heartbeat finds it past its time and hands it in with what was saved.
    const beat = (await calls.time(pupil.h, s.sessionId)).json().data;
    expect(beat).toMatchObject({ status: 'committed', remainingSeconds: 0 });
    const report = (await calls.report(pupil.h, s.sessionId)).json().data;
    expect(report).toMatchObject({ committedBy: 'auto', earned: 4, timeUsedSeconds: 3600 });
  });

  it('a late commit still hands the paper in, as the sweep would', async () => {
    const { exam, pupil } = await classExam();
    const s = await started(pupil.h, exam.id);
    t.clock.advance(2 * 3600_000);
    const res = await calls.commit(await renewed(pupil.user), s.sessionId, 100);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ committedBy: 'auto', earned: 0, timeUsedSeconds: 3600 });
  });
});

describe('autosave order', () => {
  it('a late autosave with a lower seq never overwrites a newer answer', async () => {
    const { paper, exam, pupil } = await classExam();
    const s = await started(pupil.h, exam.id);
    const newer = await saved(pupil.h, s.sessionId, paper.single.id, String(paper.single.options.C), 5);
    expect(newer).toMatchObject({ seq: 5, applied: true });
    const older = await saved(pupil.h, s.sessionId, paper.single.id, String(paper.single.options.B), 3);
    expect(older).toMatchObject({ seq: 5, applied: false, savedAt: newer.savedAt });
    const same = await saved(pupil.h, s.sessionId, paper.single.id, String(paper.single.options.A), 5);
    expect(same.applied).toBe(false);
    const [row] = await t.ctx.db.select().from(examAnswers).where(eq(examAnswers.attemptId, s.sessionId));
    expect(row).toMatchObject({ answer: [String(paper.single.options.C)], seq: 5 });
  });
});

describe('the snapshot', () => {
  it('a question edited mid-exam changes later attempts only', async () => {
    const cls = await liveClassFactory(t.ctx.db);
    const paper = await examPaperFactory(t.ctx.db);
    const exam = await examFactory(t.ctx.db, {
      paperId: paper.paperId,
      offeringId: cls.offering.id,
      now: t.clock.now(),
    });
    const early = await pupilIn(cls.offering.id);
    const late = await pupilIn(cls.offering.id);
    const first = await started(early.h, exam.id);
    // The teacher fixes the question: C is right now, and the stem changes.
    await t.ctx.db.update(examQuestions).set({ stem: '修改后的题干' }).where(eq(examQuestions.id, paper.single.id));
    await t.ctx.db
      .update(examQuestionOptions)
      .set({ isRight: false })
      .where(eq(examQuestionOptions.id, paper.single.options.B!));
    await t.ctx.db
      .update(examQuestionOptions)
      .set({ isRight: true })
      .where(eq(examQuestionOptions.id, paper.single.options.C!));
    const second = await started(late.h, exam.id);
    expect(first.sections[0].questions[0].stem).not.toBe('修改后的题干');
    expect(second.sections[0].questions[0].stem).toBe('修改后的题干');
    // Resuming keeps the old paper too.
    expect((await started(early.h, exam.id)).sections[0].questions[0].stem).toBe(first.sections[0].questions[0].stem);
    await saved(early.h, first.sessionId, paper.single.id, String(paper.single.options.B), 1);
    await saved(late.h, second.sessionId, paper.single.id, String(paper.single.options.B), 1);
    const a = (await calls.commit(early.h, first.sessionId)).json().data;
    const b = (await calls.commit(late.h, second.sessionId)).json().data;
    expect(a.questions[0].verdict).toBe('right');
    expect(b.questions[0].verdict).toBe('wrong');
  });
});

describe('refusals change nothing', () => {
  it('start: unknown exam 404, not open yet, closed, out of attempts 409, another class 403', async () => {
    const { exam, pupil, paper, cls } = await classExam();
    const now = t.clock.now();
    const cases: [unknown, number, object][] = [
      [99_999_999, 404, EXAM_ERRORS.examNotFound],
      [
        (
          await examFactory(t.ctx.db, {
            paperId: paper.paperId,
            offeringId: cls.offering.id,
            now,
            opensAt: new Date(now.getTime() + 3600_000),
          })
        ).id,
        409,
        EXAM_ERRORS.notOpen,
      ],
      [
        (
          await examFactory(t.ctx.db, {
            paperId: paper.paperId,
            offeringId: cls.offering.id,
            now,
            opensAt: new Date(now.getTime() - 7200_000),
            closesAt: new Date(now.getTime() - 3600_000),
          })
        ).id,
        409,
        EXAM_ERRORS.closed,
      ],
    ];
    for (const [examId, status, entry] of cases) {
      const res = await calls.start(pupil.h, examId);
      expect(res.statusCode, String(examId)).toBe(status);
      expect(res.json()).toEqual(errorBodyOf(entry as never));
    }
    const s = await started(pupil.h, exam.id);
    await calls.commit(pupil.h, s.sessionId);
    const again = await calls.start(pupil.h, exam.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(errorBodyOf(EXAM_ERRORS.noAttemptsLeft));
    const stranger = await pupilIn(null);
    const refused = await calls.start(stranger.h, exam.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(errorBodyOf(EXAM_ERRORS.notYours));
    const attempts = await t.ctx.db.select().from(examAttempts).where(eq(examAttempts.examId, exam.id));
    expect(attempts).toHaveLength(1);
  });

  it('answers: every bad input is a 4xx with a message and the stored answer stays', async () => {
    const { paper, exam, pupil } = await classExam();
    const other = await classExam();
    const s = await started(pupil.h, exam.id);
    await saved(pupil.h, s.sessionId, paper.single.id, String(paper.single.options.B), 1);
    await saved(pupil.h, s.sessionId, paper.fill.id, ['3', 'x'], 1);
    const q = (questionId: number, answer: unknown, seq = 7) => ({ questionId, answer, seq });
    const cases: [object, number, object][] = [
      [q(other.paper.single.id, String(other.paper.single.options.B)), 400, EXAM_ERRORS.questionNotInPaper],
      [q(paper.single.id, String(paper.multiple.options.A)), 400, EXAM_ERRORS.optionInvalid],
      [
        q(paper.multiple.id, [String(paper.multiple.options.A), String(paper.single.options.B)]),
        400,
        EXAM_ERRORS.optionInvalid,
      ],
      [q(paper.single.id, 'B'), 400, EXAM_ERRORS.answerInvalid],
      [
        q(paper.single.id, [String(paper.single.options.A), String(paper.single.options.B)]),
        400,
        EXAM_ERRORS.answerInvalid,
      ],
      [q(paper.judge.id, '也许'), 400, EXAM_ERRORS.answerInvalid],
      [q(paper.fill.id, ['1', '2', '3']), 400, EXAM_ERRORS.answerInvalid],
      [q(paper.fill.id, ['3', 'x'.repeat(500)]), 413, EXAM_ERRORS.answerTooLarge],
      [q(paper.listening.id, 'A'), 400, EXAM_ERRORS.answerBySubQuestion],
      [q(paper.fill.id, ['3', 'a\uD800b']), 400, EXAM_ERRORS.answerInvalid],
      [q(paper.oral.id, ['/api/file/private/audio/1/someone-else.webm']), 400, EXAM_ERRORS.fileUrlInvalid],
      [q(paper.oral.id, ['https://example.com/a.webm']), 400, EXAM_ERRORS.fileUrlInvalid],
    ];
    for (const [body, status, entry] of cases) {
      const res = await calls.answer(pupil.h, s.sessionId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json()).toEqual(errorBodyOf(entry as never));
    }
    // Schema-level refusals: a 400 envelope with a message.
    for (const body of [
      {},
      q(paper.single.id, { a: 1 }),
      q(paper.single.id, '1', -1),
      q(0, '1'),
      q(paper.single.id, '1', 1.5),
    ]) {
      const res = await calls.answer(pupil.h, s.sessionId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 1, msg: expect.stringMatching(/[\u4e00-\u9fff]/) });
    }
    // Another pupil's attempt is an unknown one.
    const res = await calls.answer(other.pupil.h, s.sessionId, q(paper.single.id, String(paper.single.options.A)));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(errorBodyOf(EXAM_ERRORS.sessionNotFound));
    const rows = await t.ctx.db.select().from(examAnswers).where(eq(examAnswers.attemptId, s.sessionId));
    expect(rows.map((r) => [r.questionId, r.answer, r.seq]).sort()).toEqual(
      [
        [paper.single.id, [String(paper.single.options.B)], 1],
        [paper.fill.id, ['3', 'x'], 1],
      ].sort(),
    );
  });

  it('plays: counted, refused beyond the limit and for a question without audio', async () => {
    const { paper, exam, pupil } = await classExam();
    const s = await started(pupil.h, exam.id);
    const plays = await Promise.all([1, 2, 3].map(() => calls.play(pupil.h, s.sessionId, paper.listening.id)));
    expect(plays.map((p) => p.statusCode).sort()).toEqual([200, 200, 409]);
    expect(plays.find((p) => p.statusCode === 409)!.json()).toEqual(errorBodyOf(EXAM_ERRORS.playsUsedUp));
    const none = await calls.play(pupil.h, s.sessionId, paper.single.id);
    expect(none.json()).toEqual(errorBodyOf(EXAM_ERRORS.notListening));
    const resumed = await started(pupil.h, exam.id);
    expect(resumed.sections[1].questions[1].listening.playsLeft).toBe(0);
  });
});
