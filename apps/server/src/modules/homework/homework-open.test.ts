import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { HOMEWORK_ERRORS, LIVE_ERRORS } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userFactory } from '../../test/factories';
import { skuFactory } from '../../test/shop-factories';
import { offeringFactory } from '../../test/learning-factories';
import { homeworkQuizFactory } from '../../test/homework-factories';
import { chapterQuizzes, enrolments } from '../../db/schema';
import { canAccessChapter } from '../learning';
import { homeworkByChapter } from './homework-open';
import { saveAnswers } from './homework.service';
import { loadHomeworkQuizOfChapter, type HomeworkQuizSource, type LoadedQuiz } from './quiz-loader';

/*
 * Opening homework reads the session, the caller's enrolments, the bound quiz's answer record and its items in one
 * statement (homework-open.ts), and decides access with learning's rule on what it read. These check that the rule
 * is exactly learning's (`canAccessChapter`, which reads the same facts its own way) for every kind of caller, that
 * nothing is cached (a refund stops access at once), and that a returning pupil costs one statement.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 3600_000;
const open = (userId: number, chapterId: number, quizOf?: HomeworkQuizSource) =>
  homeworkByChapter(t.ctx, userId, chapterId, quizOf);
const refusal = async (userId: number, chapterId: number) =>
  open(userId, chapterId).then(
    () => null,
    (err: { errorCode?: string; statusCode?: number }) => ({ errorCode: err.errorCode, statusCode: err.statusCode }),
  );
const notEnrolled = { errorCode: LIVE_ERRORS.notEnrolled.errorCode, statusCode: 403 };

/** A class with sessions a week ago, 20 minutes ago and in a week, homework bound on each, a teacher and a tutor. */
async function homeworkClass() {
  const teacher = await userFactory(t.ctx.db, { roles: [6] });
  const tutor = await userFactory(t.ctx.db, { roles: [7] });
  const { sku, spu } = await skuFactory(t.ctx.db);
  const { offering, chapters } = await offeringFactory(t.ctx.db, {
    skuId: sku.id,
    spuId: spu.id,
    teacherId: teacher.id,
    tutorId: tutor.id,
    now: t.clock.now(),
  });
  const quizzes = [];
  for (const c of chapters) quizzes.push(await homeworkQuizFactory(t.ctx.db, c.id));
  return { teacher, tutor, offering, chapters, quizzes };
}

const enrol = async (userId: number, offeringId: number, o: Partial<typeof enrolments.$inferInsert> = {}) =>
  (
    await t.ctx.db
      .insert(enrolments)
      .values({ userId, offeringId, ...o })
      .returning()
  )[0]!;

describe('opening homework: who may', () => {
  it('decides exactly as learning does for teacher, tutor, pupil, stranger, other class, refunded and moved pupils', async () => {
    const { teacher, tutor, offering, chapters } = await homeworkClass();
    const other = await homeworkClass();
    const now = t.clock.now().getTime();
    const pupil = await userFactory(t.ctx.db);
    await enrol(pupil.id, offering.id);
    const stranger = await userFactory(t.ctx.db);
    const elsewhere = await userFactory(t.ctx.db);
    await enrol(elsewhere.id, other.offering.id);
    const refunded = await userFactory(t.ctx.db);
    await enrol(refunded.id, offering.id, { status: 'ended', endReason: 'refund', endedAt: new Date(now - DAY_MS) });
    // 调班 a day ago: after the first session started, before the second.
    const moved = await userFactory(t.ctx.db);
    await enrol(moved.id, offering.id, { status: 'moved', endedAt: new Date(now - DAY_MS) });
    // A moved row without its moment (never written so, but the rule reads it as no move).
    const movedNoTime = await userFactory(t.ctx.db);
    await enrol(movedNoTime.id, offering.id, { status: 'moved', endedAt: null });

    const expected: Record<string, (string | null)[]> = {
      teacher: ['teacher', 'teacher', 'teacher'],
      tutor: ['tutor', 'tutor', 'tutor'],
      pupil: ['student', 'student', 'student'],
      stranger: [null, null, null],
      elsewhere: [null, null, null],
      refunded: [null, null, null],
      moved: ['student', null, null],
      movedNoTime: [null, null, null],
    };
    const who = { teacher, tutor, pupil, stranger, elsewhere, refunded, moved, movedNoTime };
    for (const [name, user] of Object.entries(who)) {
      for (const [i, chapter] of chapters.entries()) {
        const role = await canAccessChapter(t.ctx, { userId: user.id }, chapter.id);
        expect([name, i, role]).toEqual([name, i, expected[name]![i]]);
        if (role === null) {
          expect([name, i, await refusal(user.id, chapter.id)]).toEqual([name, i, notEnrolled]);
        } else {
          const quiz = await open(user.id, chapter.id);
          // Pupils get their own record; staff see the answers and none.
          expect([name, i, quiz.quizAnswer?.userId ?? null]).toEqual([name, i, role === 'student' ? user.id : null]);
        }
      }
    }
  });

  it('a refund stops access at the next open; an unknown session is 404, a session without homework 当前课次没有绑定试卷', async () => {
    const { offering, chapters } = await homeworkClass();
    const pupil = await userFactory(t.ctx.db);
    const enrolment = await enrol(pupil.id, offering.id);
    expect((await open(pupil.id, chapters[1]!.id)).quizAnswer).not.toBeNull();
    await t.ctx.db
      .update(enrolments)
      .set({ status: 'ended', endReason: 'refund', endedAt: t.clock.now() })
      .where(eq(enrolments.id, enrolment.id));
    expect(await refusal(pupil.id, chapters[1]!.id)).toEqual(notEnrolled);

    expect(await refusal(pupil.id, 99_999_999)).toEqual({
      errorCode: LIVE_ERRORS.chapterNotFound.errorCode,
      statusCode: 404,
    });
    await t.ctx.db.delete(chapterQuizzes).where(eq(chapterQuizzes.chapterId, chapters[0]!.id));
    // Access is decided first: a stranger learns nothing about the session's homework.
    expect(await refusal(pupil.id, chapters[0]!.id)).toEqual(notEnrolled);
    await enrol(pupil.id, offering.id);
    expect(await refusal(pupil.id, chapters[0]!.id)).toEqual({
      errorCode: HOMEWORK_ERRORS.noQuiz.errorCode,
      statusCode: HOMEWORK_ERRORS.noQuiz.status,
    });
  });
});

describe('opening homework: what is read', () => {
  it('a returning pupil with a cached quiz costs one statement and gets the saved answers', async () => {
    const { offering, chapters, quizzes } = await homeworkClass();
    const pupil = await userFactory(t.ctx.db);
    await enrol(pupil.id, offering.id);
    const chapterId = chapters[1]!.id;
    const hw = quizzes[1]!;
    const cached = (await loadHomeworkQuizOfChapter(t.ctx.db, chapterId))!;
    const quizOf = () => Promise.resolve(cached);
    const first = await open(pupil.id, chapterId, quizOf);
    const quizAnswerId = first.quizAnswer!.quizAnswerId;
    const item = (questionId: number, answer: string) => ({ questionId, answer, quizAnswerId, quizId: hw.quizId });
    await saveAnswers(t.ctx, pupil.id, [item(hw.single.id, String(hw.single.right)), item(hw.blanks[1]!.id, '41')]);

    const query = vi.spyOn(t.database.pool, 'query');
    try {
      const again = await open(pupil.id, chapterId, quizOf);
      expect(query).toHaveBeenCalledTimes(1);
      expect(again.quizAnswer!.quizAnswerId).toBe(quizAnswerId);
      const answers = new Map(
        again.sections.flatMap((s) => s.questions).map((q) => [q.questionId, q.answer?.answer ?? null]),
      );
      expect(answers.get(hw.single.id)).toBe(String(hw.single.right));
      expect(answers.get(hw.blanks[1]!.id)).toBe('41');
      expect(answers.get(hw.multi.id)).toBeNull();
    } finally {
      query.mockRestore();
    }
  });

  it('a quiz cached from before a rebinding still gets its own record, never the new quiz’s', async () => {
    const { offering, chapters, quizzes } = await homeworkClass();
    const pupil = await userFactory(t.ctx.db);
    await enrol(pupil.id, offering.id);
    const chapterId = chapters[1]!.id;
    const old = (await loadHomeworkQuizOfChapter(t.ctx.db, chapterId)) as LoadedQuiz;
    const stale = () => Promise.resolve(old);
    const before = await open(pupil.id, chapterId, stale);
    const hw = quizzes[1]!;
    const saved = { quizAnswerId: before.quizAnswer!.quizAnswerId, quizId: hw.quizId };
    await saveAnswers(t.ctx, pupil.id, [{ ...saved, questionId: hw.blanks[0]!.id, answer: 'paris' }]);

    const next = await homeworkQuizFactory(t.ctx.db, null);
    await t.ctx.db
      .update(chapterQuizzes)
      .set({ quizId: next.quizId })
      .where(and(eq(chapterQuizzes.chapterId, chapterId), eq(chapterQuizzes.kind, 'homework')));

    const cachedOpen = await open(pupil.id, chapterId, stale);
    expect(cachedOpen.quizId).toBe(hw.quizId);
    expect(cachedOpen.quizAnswer!.quizAnswerId).toBe(saved.quizAnswerId);
    const blank = cachedOpen.sections.flatMap((s) => s.questions).find((q) => q.questionId === hw.blanks[0]!.id);
    expect(blank!.answer?.answer).toBe('paris');

    const fresh = await open(pupil.id, chapterId);
    expect(fresh.quizId).toBe(next.quizId);
    expect(fresh.quizAnswer!.quizId).toBe(next.quizId);
    expect(fresh.quizAnswer!.quizAnswerId).not.toBe(saved.quizAnswerId);
  });
});
