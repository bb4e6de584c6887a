import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_PLACEMENT_THRESHOLDS, EXAM_ERRORS } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { enrol, liveClassFactory } from '../../test/live-factories';
import { skuFactory } from '../../test/shop-factories';
import { bankFactory, examFactory, examPaperFactory, questionFactory } from '../../test/exam-factories';
import { examCalls } from '../../test/exam-requests';
import { errorBodyOf } from '../../test/requests';
import { examPapers, examPracticeChecks, users } from '../../db/schema';

let t: TestApp;
let calls: ReturnType<typeof examCalls>;
beforeAll(async () => {
  t = await createTestApp();
  calls = examCalls(t.app);
});
afterAll(() => t.close());

async function data<T = Record<string, unknown>>(res: { statusCode: number; body: string; json(): { data: T } }) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

interface Item {
  examId: number;
  status: string;
  statusText: string;
  canStart: boolean;
  openSessionId: number | null;
  attemptsUsed: number;
  latestScore: number | null;
}

const byExam = (page: { records: Item[] }, examId: number) => page.records.find((r) => r.examId === examId);

/** A paper of `n` single-choice questions (B right), 10 points each, with placement levels. */
async function singlesPaper(n: number, points: string[] = ['一次函数']) {
  const qs = [];
  for (let i = 0; i < n; i++)
    qs.push(
      await questionFactory(t.ctx.db, {
        type: '0',
        rights: [false, true, false, false],
        knowledgePoints: [points[i % points.length]!],
      }),
    );
  const [paper] = await t.ctx.db
    .insert(examPapers)
    .values({
      key: `singles-${process.pid}-${Math.random()}`,
      title: '分班测试卷',
      subject: '2',
      grade: '8',
      durationSeconds: 1200,
      totalTenths: n * 100,
      sections: [{ title: '选择题', items: qs.map((q) => ({ questionId: q.id, scoreTenths: 100 })) }],
      levels: [...DEFAULT_PLACEMENT_THRESHOLDS],
    })
    .returning();
  return { paperId: paper!.id, qs };
}

describe('my exams', () => {
  it("jieke: my classes' exams with their status; another class's are not listed", async () => {
    const now = t.clock.now();
    const cls = await liveClassFactory(t.ctx.db);
    const paper = await examPaperFactory(t.ctx.db);
    const hour = 3600_000;
    const mk = (o: Partial<Parameters<typeof examFactory>[1]>) =>
      examFactory(t.ctx.db, { paperId: paper.paperId, offeringId: cls.offering.id, now, ...o });
    const open = await mk({ title: '进行中' });
    const upcoming = await mk({
      opensAt: new Date(now.getTime() + hour),
      closesAt: new Date(now.getTime() + 3 * hour),
    });
    const ended = await mk({ opensAt: new Date(now.getTime() - 3 * hour), closesAt: new Date(now.getTime() - hour) });
    const handedIn = await mk({});
    const marked = await mk({});
    const pupil = await userFactory(t.ctx.db);
    await enrol(t.ctx.db, pupil.id, cls.offering.id);
    const h = await sessionFor(t.ctx, pupil);
    const resumable = await data<{ sessionId: number }>(await calls.start(h, open.id));
    // Handed in with the oral answer waiting for the teacher (已交卷), and one with nothing to mark (已批改).
    const a = await data<{ sessionId: number }>(await calls.start(h, handedIn.id));
    await calls.answer(h, a.sessionId, {
      questionId: paper.oral.id,
      answer: [`/api/file/private/audio/${pupil.id}/a.webm`],
      seq: 1,
    });
    await calls.commit(h, a.sessionId);
    const b = await data<{ sessionId: number }>(await calls.start(h, marked.id));
    await calls.answer(h, b.sessionId, { questionId: paper.judge.id, answer: 'true', seq: 1 });
    await calls.commit(h, b.sessionId);

    const page = await data<{ records: Item[]; total: number }>(await calls.myPage(h, 'type=jieke&size=20'));
    expect(page.total).toBe(5);
    expect(byExam(page, open.id)).toMatchObject({
      status: 'inProgress',
      statusText: '进行中',
      canStart: true,
      openSessionId: resumable.sessionId,
    });
    expect(byExam(page, upcoming.id)).toMatchObject({ status: 'notStarted', statusText: '未开始', canStart: false });
    expect(byExam(page, ended.id)).toMatchObject({ status: 'ended', statusText: '已结束', canStart: false });
    expect(byExam(page, handedIn.id)).toMatchObject({
      status: 'submitted',
      statusText: '已交卷',
      canStart: false,
      latestScore: null,
      attemptsUsed: 1,
    });
    expect(byExam(page, marked.id)).toMatchObject({ status: 'marked', statusText: '已批改', latestScore: 2 });
    // Open and upcoming exams first.
    expect(page.records.at(-1)!.examId).toBe(ended.id);
    expect(page.records[0]).toMatchObject({
      className: cls.offering.title,
      totalScore: 31,
      questionCount: 6,
      durationSeconds: 3600,
    });

    const stranger = await sessionFor(t.ctx, await userFactory(t.ctx.db));
    expect((await data<{ total: number }>(await calls.myPage(stranger, 'type=jieke'))).total).toBe(0);
    const bad = await calls.myPage(h, 'type=exam');
    expect(bad.statusCode).toBe(400);
  });

  it("mock exams by the pupil's grade when known, else all; repeatable", async () => {
    const paper = await examPaperFactory(t.ctx.db);
    const now = t.clock.now();
    const g8 = await examFactory(t.ctx.db, {
      paperId: paper.paperId,
      kind: 'mock',
      grade: '8',
      now,
      maxAttempts: null,
    });
    const g7 = await examFactory(t.ctx.db, {
      paperId: paper.paperId,
      kind: 'mock',
      grade: '7',
      now,
      maxAttempts: null,
    });
    const eighth = await userFactory(t.ctx.db);
    await t.ctx.db.update(users).set({ grade: '8' }).where(eq(users.id, eighth.id));
    const h8 = await sessionFor(t.ctx, eighth);
    const listed = await data<{ records: Item[] }>(await calls.myPage(h8, 'type=mock&size=-1'));
    expect(byExam(listed, g8.id)).toBeDefined();
    expect(byExam(listed, g7.id)).toBeUndefined();
    const unknown = await sessionFor(t.ctx, await userFactory(t.ctx.db));
    const all = await data<{ records: Item[] }>(await calls.myPage(unknown, 'type=mock&size=-1'));
    expect(byExam(all, g7.id)).toBeDefined();
    for (let i = 0; i < 2; i++) {
      const s = await data<{ sessionId: number }>(await calls.start(h8, g8.id));
      await calls.commit(h8, s.sessionId);
    }
    const after = await data<{ records: Item[] }>(await calls.myPage(h8, 'type=mock&size=-1'));
    expect(byExam(after, g8.id)).toMatchObject({ attemptsUsed: 2, canStart: true, status: 'marked' });
    const history = await data<{ records: { examId: number; kind: string }[] }>(await calls.history(h8, 'type=mock'));
    expect(history.records.filter((r) => r.examId === g8.id)).toHaveLength(2);
    expect(await data<{ total: number }>(await calls.history(h8, 'type=jieke'))).toMatchObject({ total: 0 });
  });
});

describe('placement and recommendations', () => {
  it('a placement score maps to a level with its dictionary text and lists that level’s classes', async () => {
    const { paperId, qs } = await singlesPaper(10);
    const exam = await examFactory(t.ctx.db, { paperId, kind: 'placement', now: t.clock.now(), maxAttempts: null });
    const top = await skuFactory(t.ctx.db, { level: '4', priceFen: 39900 });
    const basic = await skuFactory(t.ctx.db, { level: '1', priceFen: 9900 });
    const h = await sessionFor(t.ctx, await userFactory(t.ctx.db));
    const s = await data<{
      sessionId: number;
      sections: { questions: { options: { optionId: number; label: string }[] }[] }[];
    }>(await calls.start(h, exam.id));
    // 9 of 10 right: 90 %, 培优班 (level 3)... then all 10 right: 100 %, 尖子班.
    for (const [i, q] of s.sections[0]!.questions.entries()) {
      const label = i === 0 ? 'A' : 'B';
      await calls.answer(h, s.sessionId, {
        questionId: qs[i]!.id,
        answer: String(q.options.find((o) => o.label === label)!.optionId),
        seq: 1,
      });
    }
    const report = await data<{
      placement: object;
      recommendations: { spuId: number; level: string; reason: string }[];
    }>(await calls.commit(h, s.sessionId));
    expect(report.placement).toEqual({ level: '3', levelText: '培优班', percent: 90 });
    expect(report.recommendations.every((r) => r.level === '3')).toBe(true);
    const again = await data<{ sessionId: number }>(await calls.start(h, exam.id));
    for (const q of qs)
      await calls.answer(h, again.sessionId, { questionId: q.id, answer: String(q.options.B), seq: 1 });
    const best = await data<{
      placement: object;
      recommendations: { spuId: number; level: string; reason: string; price: number }[];
    }>(await calls.commit(h, again.sessionId));
    expect(best.placement).toEqual({ level: '4', levelText: '尖子班', percent: 100 });
    expect(best.recommendations).toContainEqual(
      expect.objectContaining({ spuId: top.spu.id, level: '4', price: 39900, reason: '分班测试结果：尖子班' }),
    );
    expect(best.recommendations.map((r) => r.spuId)).not.toContain(basic.spu.id);
  });

  it('an assessment recommends classes for the weakest points', async () => {
    const { paperId, qs } = await singlesPaper(4, ['勾股定理', '一次函数']);
    const exam = await examFactory(t.ctx.db, { paperId, kind: 'outdoor', now: t.clock.now(), maxAttempts: null });
    await skuFactory(t.ctx.db, { level: '2' });
    const h = await sessionFor(t.ctx, await userFactory(t.ctx.db));
    const s = await data<{ sessionId: number }>(await calls.start(h, exam.id));
    // Both 勾股定理 questions right (0 and 2), both 一次函数 ones wrong.
    await calls.answer(h, s.sessionId, { questionId: qs[0]!.id, answer: String(qs[0]!.options.B), seq: 1 });
    await calls.answer(h, s.sessionId, { questionId: qs[2]!.id, answer: String(qs[2]!.options.B), seq: 1 });
    await calls.answer(h, s.sessionId, { questionId: qs[1]!.id, answer: String(qs[1]!.options.A), seq: 1 });
    const report = await data<{
      mastery: { point: string; percent: number }[];
      recommendations: { reason: string }[];
      placement: null;
    }>(await calls.commit(h, s.sessionId));
    expect(report.mastery).toEqual([
      expect.objectContaining({ point: '勾股定理', percent: 100 }),
      expect.objectContaining({ point: '一次函数', percent: 0 }),
    ]);
    expect(report.placement).toBeNull();
    expect(report.recommendations.length).toBeGreaterThan(0);
    expect(report.recommendations.every((r) => r.reason === '薄弱知识点：一次函数')).toBe(true);
  });
});

describe('AI practice', () => {
  it('picks a set from the bank toward the weak points, resumes it, commits with costTime and reports the mastery change', async () => {
    const bank = await bankFactory(t.ctx.db, {
      subject: '3',
      grade: '7',
      points: ['时态', '词汇', '语法'],
      perPoint: 8,
    });
    const user = await userFactory(t.ctx.db);
    const h = await sessionFor(t.ctx, user);
    // Practice history long ago (not "recently seen"): 40 checks a point, 时态 always wrong, the rest always right,
    // so 时态 weighs 41/42 and the others 1/42 (the pick is random; this makes the test's outcome near certain).
    const pointOf = (i: number) => ['时态', '词汇', '语法'][Math.floor(i / 8)]!;
    await t.ctx.db.insert(examPracticeChecks).values(
      bank.flatMap((questionId, i) =>
        Array.from({ length: 5 }, () => ({
          userId: user.id,
          questionId,
          right: pointOf(i) !== '时态',
          at: new Date(0),
        })),
      ),
    );
    const first = await data<{
      sessionId: number;
      kind: string;
      remainingSeconds: number;
      examId: number;
      sections: { questions: { questionId: number; knowledgePoints: string[] }[] }[];
    }>(await calls.aiSession(h, { subject: '3', grade: '7', count: 6 }));
    expect(first).toMatchObject({ kind: 'ai', remainingSeconds: expect.closeTo(1800, -1) });
    const picked = first.sections[0]!.questions;
    expect(picked).toHaveLength(6);
    expect(picked.every((q) => bank.includes(q.questionId))).toBe(true);
    // At most half the set from one point, and the weak point fills its half.
    expect(picked.filter((q) => q.knowledgePoints[0] === '时态')).toHaveLength(3);
    const resumed = await data<{ sessionId: number; resumed: boolean }>(
      await calls.aiSession(h, { subject: '3', grade: '7', count: 10 }),
    );
    expect(resumed).toMatchObject({ sessionId: first.sessionId, resumed: true });
    const viaExam = await data<{ sessionId: number }>(await calls.start(h, first.examId));
    expect(viaExam.sessionId).toBe(first.sessionId);

    // Right on everything but the first question.
    const options = await t.ctx.db.query.examQuestionOptions.findMany();
    const rightOf = (qid: number) => String(options.find((o) => o.questionId === qid && o.isRight)!.id);
    for (const q of picked.slice(1))
      await calls.answer(h, first.sessionId, { questionId: q.questionId, answer: rightOf(q.questionId), seq: 1 });
    const report = await data<{ costTime: number; masteryChange: { before: number | null }[]; rank: null }>(
      await calls.commit(h, first.sessionId, 95),
    );
    expect(report).toMatchObject({ costTime: 95, rank: null });
    expect(report.masteryChange.every((m) => m.before === null)).toBe(true);

    // Starting from the exam's id is the practice page's job once nothing is open.
    const refused = await calls.start(h, first.examId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(errorBodyOf(EXAM_ERRORS.practiceOnly));

    const second = await data<{ sessionId: number; sections: { questions: { questionId: number }[] }[] }>(
      await calls.aiSession(h, { subject: '3', grade: '7', count: 6 }),
    );
    // The last set's questions are left out while others remain.
    const again = new Set(picked.map((q) => q.questionId));
    expect(second.sections[0]!.questions.some((q) => again.has(q.questionId))).toBe(false);
    for (const q of second.sections[0]!.questions)
      await calls.answer(h, second.sessionId, { questionId: q.questionId, answer: rightOf(q.questionId), seq: 1 });
    const secondReport = await data<{
      masteryChange: { point: string; before: number | null; after: number; change: number | null }[];
    }>(await calls.commit(h, second.sessionId));
    // All right this time: every point seen before went up or stayed at 100.
    const seenBefore = secondReport.masteryChange.filter((m) => m.before !== null);
    expect(seenBefore.length).toBeGreaterThan(0);
    for (const m of seenBefore) expect(m.change).toBe(m.after - m.before!);
    expect(seenBefore.every((m) => m.change! >= 0)).toBe(true);
  });

  it('an empty bank is a 404 with a message', async () => {
    const h = await sessionFor(t.ctx, await userFactory(t.ctx.db));
    const res = await calls.aiSession(h, { subject: '8', grade: '12', count: 5 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(errorBodyOf(EXAM_ERRORS.bankEmpty));
  });
});
