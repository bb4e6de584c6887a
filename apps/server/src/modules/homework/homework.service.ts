import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  HOMEWORK_MESSAGES,
  autoScore,
  fillScore,
  imageAnswerInputSchema,
  isPastQuizEnd,
  markAnswer,
  markingKindOf,
  mergeImageResubmission,
  parseImageAnswer,
  scoreToStars,
  splitOptionIds,
  type HomeworkAnswerItem,
  type HomeworkQuiz,
  type HomeworkReplyRequest,
  type HomeworkSendResult,
  type HomeworkSubmissions,
  type QuizAnswer,
  type QuizQuestion,
  DEFAULT_AVATAR,
  HOMEWORK_ERRORS,
} from '@salt/domain';
import { enrolments, quizAnswerItems, quizAnswers, users } from '../../db/schema';
import type { Database, Transaction } from '../../db/client';
import type { AppContext } from '../../platform/context';
import { grantPoints } from '../points';
import { badRequest, appError, validationError } from '../../platform/errors';
import { homeworkMarkerOf, noticeHomeworkMarked, requireChapterAccess } from '../learning';
import { assertOwnUploads } from '../file';
import { homeworkPolicy } from './homework.policy';
import { loadHomeworkQuizOfChapter, loadQuiz, type LoadedQuestion, type LoadedQuiz } from './quiz-loader';

type AnswerRow = typeof quizAnswers.$inferSelect;
type ItemRow = typeof quizAnswerItems.$inferSelect;
type Db = Database | Transaction;

const excluded = (column: string) => sql.raw(`excluded."${column}"`);

export function quizAnswerView(a: AnswerRow): QuizAnswer {
  return {
    quizAnswerId: a.id,
    quizId: a.quizId,
    userId: a.userId,
    chapterId: a.chapterId,
    quizAnswerType: a.quizAnswerType === '2' ? '2' : '1',
    endTime: a.endTime.toISOString(),
    overTime: a.overTime?.toISOString() ?? null,
    quizAnswerScore: a.quizAnswerScore,
    quizAnswerAutoScore: a.quizAnswerAutoScore,
    quizAnswerReplyOver: a.replyOver,
    quizAnswerReplyOverTime: a.replyOverTime?.toISOString() ?? null,
    quizAnswerReplyOverBy: a.replyOverBy,
    stars: a.quizAnswerScore === null ? null : scoreToStars(a.quizAnswerScore),
  };
}

/** Right answers, marks and the analysis are shown once submitted or past the deadline, and always to staff. */
export function mayReveal(
  answer: Pick<AnswerRow, 'quizAnswerType' | 'endTime'> | null,
  staff: boolean,
  now: Date,
): boolean {
  if (staff) return true;
  if (!answer) return false;
  return answer.quizAnswerType === '2' || isPastQuizEnd(answer.endTime, now);
}

export function quizView(
  quiz: LoadedQuiz,
  chapterId: number,
  answer: AnswerRow | null,
  items: Pick<ItemRow, 'questionId' | 'answer' | 'isRight'>[],
  reveal: boolean,
  now: Date,
): HomeworkQuiz {
  const byQuestion = new Map(items.map((i) => [i.questionId, i]));
  const question = (q: LoadedQuestion): QuizQuestion => {
    const item = byQuestion.get(q.id);
    return {
      questionId: q.id,
      questionType: q.questionType,
      questionNumber: q.questionNumber,
      questionTitle: q.title,
      score: q.score,
      options: q.options.map((o) =>
        reveal
          ? { optionId: o.optionId, optionTitle: o.optionTitle, optionIsRight: o.optionIsRight }
          : { optionId: o.optionId, optionTitle: o.optionTitle },
      ),
      ...(reveal ? { rightAnswer: q.rightAnswer } : {}),
      answer: item ? { answer: item.answer, isRight: reveal ? item.isRight : null } : null,
    };
  };
  return {
    quizId: quiz.id,
    quizTitle: quiz.title,
    quizAnalysis: reveal ? quiz.analysis : null,
    totalScore: quiz.totalScore,
    chapterId,
    sections: quiz.sections.map((s) => ({
      sectionId: s.id,
      title: s.title,
      questions: quiz.questions.filter((q) => q.sectionId === s.id).map(question),
    })),
    quizAnswer: answer ? quizAnswerView(answer) : null,
    now: now.toISOString(),
  };
}

async function itemsOf(db: Db, quizAnswerIds: number[]): Promise<ItemRow[]> {
  if (quizAnswerIds.length === 0) return [];
  return db.select().from(quizAnswerItems).where(inArray(quizAnswerItems.quizAnswerId, quizAnswerIds));
}

/** The caller's own answer record, locked; anyone else's is indistinguishable from an unknown one (404). */
async function lockOwnAnswer(tx: Transaction, userId: number, quizAnswerId: number): Promise<AnswerRow> {
  const [row] = await tx
    .select()
    .from(quizAnswers)
    .where(and(eq(quizAnswers.id, quizAnswerId), eq(quizAnswers.userId, userId)))
    .for('update')
    .limit(1);
  if (!row) throw appError(HOMEWORK_ERRORS.answerNotFound);
  return row;
}

function checkChoice(q: LoadedQuestion, answer: string): string {
  const ids = splitOptionIds(answer);
  const known = new Set(q.options.map((o) => String(o.optionId)));
  const kind = markingKindOf(q.questionType);
  if (ids.length === 0 || !ids.every((id) => known.has(id))) throw appError(HOMEWORK_ERRORS.optionInvalid);
  if (kind !== 'multi' && ids.length !== 1) throw appError(HOMEWORK_ERRORS.optionInvalid);
  return ids.join(',');
}

function parseImageInput(answer: string, resubmission: boolean) {
  let raw: unknown;
  try {
    raw = JSON.parse(answer);
  } catch {
    throw badRequest();
  }
  const parsed = imageAnswerInputSchema.safeParse(raw);
  if (!parsed.success) {
    const msg = parsed.error.issues.find((i) => /[\u4e00-\u9fff]/.test(i.message))?.message;
    throw msg ? validationError(msg) : badRequest();
  }
  const value = { img: parsed.data.img, text: parsed.data.text, file: parsed.data.file };
  if (resubmission && value.img.length === 0) throw appError(HOMEWORK_ERRORS.submitImage);
  if (value.img.length === 0 && value.text.trim() === '') throw appError(HOMEWORK_ERRORS.submitPhoto);
  return value;
}

/**
 * Saves answers to the caller's own answer record (all items must name one quizAnswerId and its quizId). Before
 * submission any question may be saved; after submission only image questions (the re-upload), whose first
 * photos and time are kept as firstImg/firstTime. Nothing is saved past endTime + 10 s. All or nothing.
 */
export async function saveAnswers(
  ctx: AppContext,
  userId: number,
  items: HomeworkAnswerItem[],
): Promise<{ questionId: number; answer: string }[]> {
  const quizAnswerId = items[0]!.quizAnswerId;
  const quizId = items[0]!.quizId;
  if (items.some((i) => i.quizAnswerId !== quizAnswerId || i.quizId !== quizId)) throw badRequest();
  for (const i of items) if (i.answer.trim() === '') throw appError(HOMEWORK_ERRORS.fillAnswer);

  return ctx.db.transaction(async (tx) => {
    const answer = await lockOwnAnswer(tx, userId, quizAnswerId);
    if (answer.quizId !== quizId) throw appError(HOMEWORK_ERRORS.questionNotInQuiz);
    const now = ctx.clock.now();
    if (isPastQuizEnd(answer.endTime, now)) throw appError(HOMEWORK_ERRORS.late);
    const submitted = answer.quizAnswerType === '2';
    const quiz = await loadQuiz(tx, quizId);
    if (!quiz) throw appError(HOMEWORK_ERRORS.noQuiz);
    const questions = new Map(quiz.questions.map((q) => [q.id, q]));
    const existing = new Map((await itemsOf(tx, [answer.id])).map((i) => [i.questionId, i]));

    const toSave = new Map<number, string>();
    for (const item of items) {
      const q = questions.get(item.questionId);
      if (!q) throw appError(HOMEWORK_ERRORS.questionNotInQuiz);
      const kind = markingKindOf(q.questionType);
      if (submitted && q.questionType !== 'image_question') throw appError(HOMEWORK_ERRORS.alreadySubmitted);
      if (q.questionType === 'image_question') {
        const next = parseImageInput(item.answer, submitted);
        assertOwnUploads(ctx, userId, next.img);
        const prev = existing.get(q.id);
        const value =
          submitted && prev
            ? mergeImageResubmission(parseImageAnswer(prev.answer), next, prev.updatedAt.toISOString())
            : next;
        toSave.set(q.id, JSON.stringify(value));
      } else if (kind === 'single' || kind === 'multi' || (kind === 'trueFalse' && q.options.length > 0)) {
        toSave.set(q.id, checkChoice(q, item.answer));
      } else {
        toSave.set(q.id, item.answer.trim());
      }
    }

    const rows = [...toSave].map(([questionId, value]) => ({
      quizAnswerId: answer.id,
      questionId,
      answer: value,
      isRight: null,
      updatedAt: now,
    }));
    await tx
      .insert(quizAnswerItems)
      .values(rows)
      .onConflictDoUpdate({
        target: [quizAnswerItems.quizAnswerId, quizAnswerItems.questionId],
        set: { answer: excluded('answer'), isRight: null, updatedAt: now },
      });
    return rows.map((r) => ({ questionId: r.questionId, answer: r.answer }));
  });
}

/**
 * Submits: marks the objective answers, sets '2', overTime and the scores. Under the row lock and with a
 * conditional update from '1', so of concurrent sends exactly one wins; the others answer 409. Refused past
 * endTime + 10 s.
 */
export async function sendQuiz(ctx: AppContext, userId: number, quizAnswerId: number): Promise<HomeworkSendResult> {
  return ctx.db.transaction(async (tx) => {
    const answer = await lockOwnAnswer(tx, userId, quizAnswerId);
    if (answer.quizAnswerType === '2') throw appError(HOMEWORK_ERRORS.alreadySubmitted);
    const now = ctx.clock.now();
    if (isPastQuizEnd(answer.endTime, now)) throw appError(HOMEWORK_ERRORS.late);
    const quiz = await loadQuiz(tx, answer.quizId);
    if (!quiz) throw appError(HOMEWORK_ERRORS.noQuiz);
    const items = new Map((await itemsOf(tx, [answer.id])).map((i) => [i.questionId, i]));
    const marked = quiz.questions.map((q) => {
      const item = items.get(q.id);
      const isRight = markAnswer(q, item?.answer);
      return { q, item, isRight, score: q.score, subjective: isRight === null };
    });
    for (const m of marked) {
      if (m.item)
        await tx
          .update(quizAnswerItems)
          .set({ isRight: m.isRight })
          .where(and(eq(quizAnswerItems.quizAnswerId, answer.id), eq(quizAnswerItems.questionId, m.q.id)));
    }
    const score = autoScore(marked);
    const [updated] = await tx
      .update(quizAnswers)
      .set({ quizAnswerType: '2', overTime: now, quizAnswerAutoScore: score, quizAnswerScore: score })
      .where(and(eq(quizAnswers.id, answer.id), eq(quizAnswers.quizAnswerType, '1')))
      .returning();
    if (!updated) throw appError(HOMEWORK_ERRORS.alreadySubmitted);
    // 盐值: handed in on time (a late send was refused above), once per answer record, within the rule's daily cap.
    await grantPoints(tx, { userId, rule: 'homeworkOnTime', sourceKey: `quizAnswer:${answer.id}`, now });
    return { msg: fillScore(HOMEWORK_MESSAGES.sendScore, score), score, quizAnswer: quizAnswerView(updated) };
  });
}

/** Every student's answer record of a session's homework, for the class's teacher and tutor only. */
export async function submissions(ctx: AppContext, userId: number, chapterId: number): Promise<HomeworkSubmissions> {
  const { chapter, role, markerId } = await requireChapterAccess(ctx, { userId }, chapterId);
  await homeworkPolicy.authorize({ userId }, 'homework.submissions', { relation: role });
  const quiz = await loadHomeworkQuizOfChapter(ctx.db, chapterId);
  if (!quiz) throw appError(HOMEWORK_ERRORS.noQuiz);
  const now = ctx.clock.now();
  const answers = await ctx.db
    .select()
    .from(quizAnswers)
    .where(and(eq(quizAnswers.quizId, quiz.id), eq(quizAnswers.chapterId, chapterId)));
  const enrolled = await ctx.db
    .select({ userId: enrolments.userId })
    .from(enrolments)
    .where(and(eq(enrolments.offeringId, chapter.offeringId), eq(enrolments.status, 'active')));
  const studentIds = [...new Set([...enrolled.map((e) => e.userId), ...answers.map((a) => a.userId)])];
  const people = studentIds.length
    ? await ctx.db
        .select({ id: users.id, realname: users.realname, username: users.username, avatar: users.avatar })
        .from(users)
        .where(inArray(users.id, studentIds))
    : [];
  const items = await itemsOf(
    ctx.db,
    answers.map((a) => a.id),
  );
  const answerOf = new Map(answers.map((a) => [a.userId, a]));
  return {
    quiz: quizView(quiz, chapterId, null, [], true, now),
    canMark: await homeworkPolicy.can({ userId }, 'homework.mark', { markerId }),
    submissions: people
      .sort((a, b) => a.id - b.id)
      .map((p) => {
        const a = answerOf.get(p.id) ?? null;
        return {
          student: { id: p.id, name: p.realname ?? p.username, avatar: p.avatar || DEFAULT_AVATAR },
          quizAnswer: a ? quizAnswerView(a) : null,
          answers: a
            ? items
                .filter((i) => i.quizAnswerId === a.id)
                .map((i) => ({ questionId: i.questionId, answer: i.answer, isRight: i.isRight }))
            : [],
        };
      }),
  };
}

/** The session's tutor (the teacher of a class without one) writes feedback {text, img} and the score 0-100. */
export async function replyToAnswer(ctx: AppContext, userId: number, body: HomeworkReplyRequest): Promise<QuizAnswer> {
  const [answer] = await ctx.db.select().from(quizAnswers).where(eq(quizAnswers.id, body.quizAnswerId)).limit(1);
  if (!answer) throw appError(HOMEWORK_ERRORS.answerNotFound);
  const markerId = answer.chapterId === null ? null : await homeworkMarkerOf(ctx, answer.chapterId);
  // The owner, classmates and the teacher of a class with a tutor learn nothing more than a stranger would.
  await homeworkPolicy.authorize({ userId }, 'homework.mark', { markerId });
  if (answer.quizAnswerType !== '2') throw appError(HOMEWORK_ERRORS.notSubmittedYet);
  assertOwnUploads(ctx, userId, body.img);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    // The row's state before this reply, read under its lock: only the first marking tells the pupil.
    const [before] = await tx
      .select({ replyOver: quizAnswers.replyOver })
      .from(quizAnswers)
      .where(eq(quizAnswers.id, answer.id))
      .for('update');
    const [updated] = await tx
      .update(quizAnswers)
      .set({
        replyOver: JSON.stringify({ text: body.text, img: body.img }),
        replyOverTime: now,
        replyOverBy: userId,
        quizAnswerScore: body.score,
      })
      .where(eq(quizAnswers.id, answer.id))
      .returning();
    if (before?.replyOver === null && answer.chapterId !== null) {
      await noticeHomeworkMarked(tx, { userId: answer.userId, chapterId: answer.chapterId, at: now });
    }
    return quizAnswerView(updated!);
  });
}
