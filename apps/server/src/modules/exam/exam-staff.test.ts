import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ADMIN_ROLE_ID, EXAM_ERRORS, PARENT_ROLE_ID, TEACHER_ROLE_ID, TUTOR_ROLE_IDS } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { enrol, liveClassFactory } from '../../test/live-factories';
import { examFactory, examPaperFactory, type PaperFixture } from '../../test/exam-factories';
import { examCalls } from '../../test/exam-requests';
import { errorBodyOf } from '../../test/requests';
import { consoleAuditLog, examAttemptEvents, examAttempts, parentStudents, pointsLedger } from '../../db/schema';

let t: TestApp;
let calls: ReturnType<typeof examCalls>;
type Headers = Record<string, string>;
const h: Record<string, Headers> = {};
let cls: Awaited<ReturnType<typeof liveClassFactory>>;
let paper: PaperFixture;
let examId: number;
let pupil: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  calls = examCalls(t.app);
  const db = t.ctx.db;
  cls = await liveClassFactory(db);
  const other = await liveClassFactory(db);
  paper = await examPaperFactory(db);
  examId = (
    await examFactory(db, {
      paperId: paper.paperId,
      offeringId: cls.offering.id,
      now: t.clock.now(),
      maxAttempts: null,
    })
  ).id;
  pupil = await userFactory(db, { realname: '王小明' });
  const classmate = await userFactory(db);
  const otherPupil = await userFactory(db);
  const parent = await userFactory(db, { roles: [PARENT_ROLE_ID] });
  const admin = await userFactory(db, { roles: [ADMIN_ROLE_ID] });
  await enrol(db, pupil.id, cls.offering.id);
  await enrol(db, classmate.id, cls.offering.id);
  await enrol(db, otherPupil.id, other.offering.id);
  await db.insert(parentStudents).values({ parentId: parent.id, studentId: pupil.id });
  Object.assign(people, { pupil, classmate, otherPupil, parent, admin, teacher: cls.teacher, tutor: cls.tutor });
  Object.assign(people, { otherTeacher: other.teacher, otherTutor: other.tutor });
  await renew();
});

const people: Record<string, { id: number }> = {};
/** Sessions for everyone (again after the clock moved past the tokens' hour). */
async function renew() {
  for (const [who, u] of Object.entries(people)) h[who] = await sessionFor(t.ctx, u);
}
afterAll(() => t.close());

/** The console audit entries of one attempt for one action, oldest first. */
const auditOf = (attemptId: number, action: string) =>
  t.ctx.db
    .select()
    .from(consoleAuditLog)
    .where(and(eq(consoleAuditLog.entityId, attemptId), eq(consoleAuditLog.action, action)))
    .orderBy(consoleAuditLog.id);

async function ok<T = Record<string, unknown>>(res: { statusCode: number; body: string; json(): { data: T } }) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** The pupil's attempt with the oral answer recorded and everything else as in the lifecycle test: 16 of 31, 10 pending. */
async function committedAttempt(who = 'pupil', userId = pupil.id) {
  const s = await ok<{ sessionId: number }>(await calls.start(h[who]!, examId));
  const save = (questionId: number, answer: unknown) =>
    calls.answer(h[who]!, s.sessionId, { questionId, answer, seq: 1 });
  await save(paper.single.id, String(paper.single.options.B));
  await save(paper.fill.id, ['3', 'x']);
  await save(paper.judge.id, 'true');
  await save(paper.oral.id, [`/api/file/private/audio/${userId}/r.webm`]);
  await save(paper.part1.id, String(paper.part1.options.A));
  await save(paper.part2.id, 'false');
  await calls.time(h[who]!, s.sessionId, 'leave');
  await calls.time(h[who]!, s.sessionId, 'return');
  await calls.time(h[who]!, s.sessionId, 'leave');
  await ok(await calls.commit(h[who]!, s.sessionId));
  return s.sessionId;
}

describe('marking', () => {
  it('the marking list: the class staff see the pending attempt with leave count; pupils are refused', async () => {
    const id = await committedAttempt();
    for (const who of ['teacher', 'tutor', 'admin']) {
      const page = await ok<{ records: { sessionId: number }[] }>(await calls.markingPage(h[who]!, 'status=pending'));
      expect(
        page.records.find((r) => r.sessionId === id),
        who,
      ).toMatchObject({
        pupilName: '王小明',
        className: cls.offering.title,
        pendingCount: 1,
        leaveCount: 2,
      });
    }
    const others = await ok<{ records: { sessionId: number }[] }>(await calls.markingPage(h.otherTeacher!, ''));
    expect(others.records.find((r) => r.sessionId === id)).toBeUndefined();
    const refused = await calls.markingPage(h.pupil!, '');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(errorBodyOf(EXAM_ERRORS.staffOnly));
  });

  it("the teacher's mark and comment update the report; wrong marks are refused and change nothing", async () => {
    const id = await committedAttempt();
    const mark = (who: string, body: object) => calls.mark(h[who]!, id, body);
    const refusals: [string, object, number, object][] = [
      ['otherTeacher', { questionId: paper.oral.id, score: 8 }, 403, EXAM_ERRORS.markerOnly],
      ['otherTutor', { questionId: paper.oral.id, score: 8 }, 403, EXAM_ERRORS.markerOnly],
      ['pupil', { questionId: paper.oral.id, score: 10 }, 403, EXAM_ERRORS.markerOnly],
      ['tutor', { questionId: paper.oral.id, score: 10.5 }, 400, EXAM_ERRORS.scoreTooHigh],
      ['tutor', { questionId: paper.single.id, score: 1 }, 400, EXAM_ERRORS.notManual],
      ['tutor', { questionId: 99_999_999, score: 1 }, 400, EXAM_ERRORS.questionNotInPaper],
    ];
    for (const [who, body, status, entry] of refusals) {
      const res = await mark(who, body);
      expect(res.statusCode, `${who} ${JSON.stringify(body)}`).toBe(status);
      expect(res.json()).toEqual(errorBodyOf(entry as never));
    }
    expect((await ok<{ score: number | null }>(await calls.report(h.pupil!, id))).score).toBeNull();
    // Refused marks wrote nothing to the console's audit log either.
    expect(await auditOf(id, 'exam.mark')).toEqual([]);

    // 结课考试 盐值 wait for the last mark: 10 points were pending at the commit.
    const examPoints = () =>
      t.ctx.db
        .select({ amount: pointsLedger.amount })
        .from(pointsLedger)
        .where(and(eq(pointsLedger.userId, pupil.id), eq(pointsLedger.ruleCode, 'examPassed')));
    expect(await examPoints()).toEqual([]);
    const marked = await ok<Record<string, unknown>>(
      await mark('tutor', { questionId: paper.oral.id, score: 8.5, comment: '朗读流利，注意停顿' }),
    );
    expect(marked).toMatchObject({ score: 24.5, earned: 24.5, pendingPoints: 0 });
    // 24.5 of 31 is a pass: the 盐值 come with the mark, once (marking again pays nothing more).
    expect(await examPoints()).toEqual([{ amount: 50 }]);
    const report = await ok<Record<string, unknown>>(await calls.report(h.pupil!, id));
    expect(report).toMatchObject({
      score: 24.5,
      pendingPoints: 0,
      feedback: [
        {
          questionId: paper.oral.id,
          number: '5',
          score: 8.5,
          comment: '朗读流利，注意停顿',
          markedBy: expect.any(String),
        },
      ],
      rank: { rank: expect.any(Number), of: expect.any(Number) },
    });
    expect((report.questions as { verdict: string }[])[4]!.verdict).toBe('partial');
    expect((report.mastery as { point: string; percent: number }[]).find((m) => m.point === '朗读')).toMatchObject({
      percent: 85,
    });
    const analysis = await ok<{ sections: { questions: { teacherComment: string | null }[] }[] }>(
      await calls.analysis(h.pupil!, id),
    );
    expect(analysis.sections[1]!.questions[0]!.teacherComment).toBe('朗读流利，注意停顿');
    const history = await ok<{ records: { sessionId: number; hasFeedback: boolean; score: number }[] }>(
      await calls.history(h.pupil!, ''),
    );
    expect(history.records.find((r) => r.sessionId === id)).toMatchObject({ hasFeedback: true, score: 24.5 });
    const events = await t.ctx.db
      .select()
      .from(examAttemptEvents)
      .where(and(eq(examAttemptEvents.attemptId, id), eq(examAttemptEvents.kind, 'mark')));
    expect(events).toHaveLength(1);
    // The console's audit log: who (name snapshot), what, before and after, from which request.
    expect(await auditOf(id, 'exam.mark')).toEqual([
      expect.objectContaining({
        actorId: cls.tutor.id,
        actorName: expect.any(String),
        entity: 'examAttempt',
        before: { questionId: paper.oral.id, score: null, comment: null, earned: 16 },
        after: { questionId: paper.oral.id, score: 8.5, comment: '朗读流利，注意停顿', earned: 24.5 },
        requestId: expect.any(String),
        ip: expect.any(String),
      }),
    ]);
    const pending = await ok<{ records: { sessionId: number }[] }>(await calls.markingPage(h.tutor!, 'status=pending'));
    expect(pending.records.map((r) => r.sessionId)).not.toContain(id);
    const done = await ok<{ records: { sessionId: number }[] }>(await calls.markingPage(h.tutor!, 'status=marked'));
    expect(done.records.map((r) => r.sessionId)).toContain(id);
  });

  it('rank: among the latest marked attempt of everyone on the paper', async () => {
    const mine = await committedAttempt();
    await ok(await calls.mark(h.teacher!, mine, { questionId: paper.oral.id, score: 10 }));
    const theirs = await committedAttempt('classmate', 0);
    // The classmate's recording names another user's folder: refused, so their oral answer is blank and not pending.
    const theirReport = await ok<{ score: number; rank: { rank: number } }>(await calls.report(h.classmate!, theirs));
    expect(theirReport.score).toBe(16);
    const mineReport = await ok<{ rank: { rank: number; of: number; percentile: number } }>(
      await calls.report(h.pupil!, mine),
    );
    expect(mineReport.rank).toMatchObject({ rank: 1, percentile: 100 });
    expect(theirReport.rank.rank).toBe(2);
  });

  it('reports: the pupil, a bound parent and the class staff read them; anyone else gets 404', async () => {
    const id = await committedAttempt();
    for (const who of ['pupil', 'parent', 'teacher', 'tutor', 'admin'])
      expect((await calls.report(h[who]!, id)).statusCode, who).toBe(200);
    for (const who of ['classmate', 'otherPupil', 'otherTeacher', 'otherTutor']) {
      const res = await calls.analysis(h[who]!, id);
      expect(res.statusCode, who).toBe(404);
      expect(res.json()).toEqual(errorBodyOf(EXAM_ERRORS.sessionNotFound));
    }
  });
});

describe('extra time and reopening', () => {
  it("extra time moves one pupil's deadline, audited; only the class's staff may, and only while open", async () => {
    const s = await ok<{ sessionId: number; deadline: string }>(await calls.start(h.pupil!, examId));
    const refused = await calls.extraTime(h.otherTeacher!, s.sessionId, { seconds: 600 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(errorBodyOf(EXAM_ERRORS.markerOnly));
    const given = await ok<{ deadline: string; remainingSeconds: number }>(
      await calls.extraTime(h.tutor!, s.sessionId, { seconds: 600, reason: '网络中断\uD800' }),
    );
    expect(new Date(given.deadline).getTime() - new Date(s.deadline).getTime()).toBe(600_000);
    t.clock.advance(3600_000 + 60_000);
    await renew();
    // Past the old deadline, the pupil still answers.
    const saved = await calls.answer(h.pupil!, s.sessionId, { questionId: paper.judge.id, answer: 'true', seq: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await t.ctx.db.select().from(examAttempts).where(eq(examAttempts.id, s.sessionId));
    expect(row!.extraSeconds).toBe(600);
    const [event] = await t.ctx.db
      .select()
      .from(examAttemptEvents)
      .where(and(eq(examAttemptEvents.attemptId, s.sessionId), eq(examAttemptEvents.kind, 'extraTime')));
    expect(event).toMatchObject({
      actorId: cls.tutor.id,
      detail: { seconds: 600, reason: '网络中断\uFFFD', deadlineBefore: s.deadline },
    });
    expect(await auditOf(s.sessionId, 'exam.extraTime')).toEqual([
      expect.objectContaining({
        actorId: cls.tutor.id,
        before: { deadline: s.deadline, extraSeconds: 0 },
        after: { deadline: given.deadline, extraSeconds: 600, reason: '网络中断\uFFFD' },
      }),
    ]);
    await ok(await calls.commit(h.pupil!, s.sessionId));
    const late = await calls.extraTime(h.tutor!, s.sessionId, { seconds: 60 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual(errorBodyOf(EXAM_ERRORS.committed));
  });

  it('reopening a handed-in attempt: staff only, audited, answers kept and marked again at the next commit', async () => {
    const id = await committedAttempt();
    await ok(await calls.mark(h.teacher!, id, { questionId: paper.oral.id, score: 6, comment: '再练练' }));
    const refused = await calls.reopen(h.teacher!, id, { seconds: 300 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(errorBodyOf(EXAM_ERRORS.adminOnly));
    const reopened = await ok<{ status: string; remainingSeconds: number }>(
      await calls.reopen(h.admin!, id, { seconds: 300, reason: '系统故障' }),
    );
    expect(reopened).toMatchObject({ status: 'open', remainingSeconds: expect.closeTo(300, -1) });
    const again = await calls.reopen(h.admin!, id, { seconds: 300 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(errorBodyOf(EXAM_ERRORS.stillOpen));
    // The pupil resumes the same attempt with the answers kept, fixes one and hands in again.
    const resumed = await ok<{ sessionId: number; resumed: boolean; answers: unknown[]; remainingSeconds: number }>(
      await calls.start(h.pupil!, examId),
    );
    expect(resumed).toMatchObject({ sessionId: id, resumed: true, remainingSeconds: expect.closeTo(300, -1) });
    expect(resumed.answers).toHaveLength(6);
    await calls.answer(h.pupil!, id, {
      questionId: paper.multiple.id,
      answer: [String(paper.multiple.options.A), String(paper.multiple.options.C)],
      seq: 2,
    });
    const report = await ok<{ score: number; feedback: unknown[] }>(await calls.commit(h.pupil!, id));
    // 16 + 5 (the multiple now right) + 6 (the teacher's mark, kept).
    expect(report.score).toBe(27);
    const [event] = await t.ctx.db
      .select()
      .from(examAttemptEvents)
      .where(and(eq(examAttemptEvents.attemptId, id), eq(examAttemptEvents.kind, 'reopen')));
    expect(event!.detail).toMatchObject({
      seconds: 300,
      reason: '系统故障',
      previous: { committedBy: 'pupil', earnedTenths: 220 },
    });
    // Refused and repeated reopens left one audit entry: the admin's.
    expect(await auditOf(id, 'exam.reopen')).toEqual([
      expect.objectContaining({
        actorId: people.admin!.id,
        before: expect.objectContaining({ status: 'committed', earned: 22 }),
        after: expect.objectContaining({ status: 'open', committedAt: null, earned: null, reason: '系统故障' }),
      }),
    ]);
  });

  it('an exam without a class is marked by teachers and staff, not by tutors', async () => {
    const mockExam = await examFactory(t.ctx.db, {
      paperId: paper.paperId,
      kind: 'mock',
      now: t.clock.now(),
      maxAttempts: null,
    });
    const s = await ok<{ sessionId: number }>(await calls.start(h.pupil!, mockExam.id));
    await calls.answer(h.pupil!, s.sessionId, {
      questionId: paper.oral.id,
      answer: [`/api/file/private/audio/${pupil.id}/m.webm`],
      seq: 1,
    });
    await ok(await calls.commit(h.pupil!, s.sessionId));
    const tutor = await sessionFor(t.ctx, await userFactory(t.ctx.db, { roles: [TUTOR_ROLE_IDS[0]] }));
    const teacher = await sessionFor(t.ctx, await userFactory(t.ctx.db, { roles: [TEACHER_ROLE_ID] }));
    expect((await calls.mark(tutor, s.sessionId, { questionId: paper.oral.id, score: 5 })).statusCode).toBe(403);
    expect((await calls.mark(teacher, s.sessionId, { questionId: paper.oral.id, score: 5 })).statusCode).toBe(200);
  });
});
