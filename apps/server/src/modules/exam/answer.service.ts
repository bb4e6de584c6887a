import { and, eq, sql } from 'drizzle-orm';
import {
  acceptsAnswers,
  EXAM_ERRORS,
  remainingSeconds,
  type ExamAnswerRequest,
  type ExamAnswerResult,
  type ExamTimeResult,
} from '@salt/domain';
import { examAnswers, examAttemptEvents } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { isOwnPrivateUpload } from '../file';
import { checkAnswer } from './answer-check';
import { loadAttempt, paperOfAttempt, type AttemptHead } from './attempt-store';
import { commitIfExpired, isExpired } from './commit.service';
import { playsOf } from './session-view';

/** A saved answer, serialised, is at most this long (a blank is short; a few file URLs). */
export const MAX_ANSWER_JSON = 4000;

/**
 * The caller's own private uploads (`/api/file/private/<images|audio>/<own id>/<file>`; a signed link the client
 * echoed was turned back into this stable path when the body came in): naming someone else's file must not copy it in.
 */
export function ownUploadCheck(_ctx: AppContext, userId: number): (url: string) => boolean {
  return (url) => isOwnPrivateUpload(userId, url);
}

function assertAnswering(attempt: AttemptHead, now: Date): void {
  if (attempt.status !== 'open') throw appError(EXAM_ERRORS.committed);
  if (!acceptsAnswers(attempt.deadline, now)) throw appError(EXAM_ERRORS.pastDeadline);
}

/**
 * Saves one answer of the caller's open attempt. The save holds a share lock on the attempt, so it cannot
 * interleave with the commit's update: a save either lands before the commit marks, or finds the attempt
 * committed. The upsert applies only a newer sequence number (`WHERE seq < excluded.seq`): a late autosave retried
 * after a newer one changes nothing and says so (`applied: false`).
 */
export async function saveAnswer(
  ctx: AppContext,
  userId: number,
  attemptId: number,
  body: ExamAnswerRequest & { questionId: number; seq: number },
): Promise<ExamAnswerResult> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const attempt = await loadAttempt(tx, attemptId, { ownerId: userId, lock: 'share' });
    assertAnswering(attempt, now);
    const { index } = await paperOfAttempt(ctx, attemptId, tx);
    const answer = checkAnswer(index.get(body.questionId), body.answer, ownUploadCheck(ctx, userId));
    if (JSON.stringify(answer).length > MAX_ANSWER_JSON) throw appError(EXAM_ERRORS.answerTooLarge);
    const [stored] = await tx
      .insert(examAnswers)
      .values({ attemptId, questionId: body.questionId, answer, seq: body.seq, savedAt: now })
      .onConflictDoUpdate({
        target: [examAnswers.attemptId, examAnswers.questionId],
        set: { answer: sql`excluded.answer`, seq: sql`excluded.seq`, savedAt: sql`excluded.saved_at` },
        setWhere: sql`${examAnswers.seq} < excluded.seq`,
      })
      .returning({ seq: examAnswers.seq, savedAt: examAnswers.savedAt });
    const kept =
      stored ??
      (
        await tx
          .select({ seq: examAnswers.seq, savedAt: examAnswers.savedAt })
          .from(examAnswers)
          .where(and(eq(examAnswers.attemptId, attemptId), eq(examAnswers.questionId, body.questionId)))
      )[0]!;
    return {
      questionId: body.questionId,
      seq: kept.seq,
      applied: stored !== undefined,
      savedAt: kept.savedAt.toISOString(),
      remainingSeconds: remainingSeconds(attempt.deadline, now),
    };
  });
}

/**
 * The answering page's heartbeat: the server's clock and the attempt's deadline (extra time shows up here). A
 * `leave` or `return` is logged for staff (a signal, never a verdict). An attempt found past its deadline plus the
 * grace is committed on the spot, so the page learns it was handed in.
 */
export async function heartbeat(
  ctx: AppContext,
  userId: number,
  attemptId: number,
  event: 'heartbeat' | 'leave' | 'return',
): Promise<ExamTimeResult> {
  const now = ctx.clock.now();
  let attempt = await loadAttempt(ctx.db, attemptId, { ownerId: userId });
  if (attempt.status === 'open' && isExpired(attempt.deadline, now)) {
    await commitIfExpired(ctx, attemptId, now);
    attempt = await loadAttempt(ctx.db, attemptId, { ownerId: userId });
  }
  if (attempt.status === 'open' && event !== 'heartbeat')
    await ctx.db.insert(examAttemptEvents).values({ attemptId, kind: event, actorId: userId, detail: {}, at: now });
  return timeResult(attempt, now);
}

export const timeResult = (attempt: AttemptHead, now: Date): ExamTimeResult => ({
  status: attempt.status === 'committed' ? 'committed' : 'open',
  deadline: attempt.deadline.toISOString(),
  remainingSeconds: attempt.status === 'open' ? remainingSeconds(attempt.deadline, now) : 0,
  now: now.toISOString(),
});

/**
 * One play of a listening passage: counted as an event, refused beyond the question's play limit. The attempt's
 * row lock makes two plays at once count one after the other.
 */
export async function playListening(
  ctx: AppContext,
  userId: number,
  attemptId: number,
  questionId: number,
): Promise<{ questionId: number; playsLeft: number }> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const attempt = await loadAttempt(tx, attemptId, { ownerId: userId, lock: 'update' });
    assertAnswering(attempt, now);
    const { index } = await paperOfAttempt(ctx, attemptId, tx);
    const question = index.get(questionId)?.question;
    if (!question) throw appError(EXAM_ERRORS.questionNotInPaper);
    const listening = question.listening;
    if (!listening) throw appError(EXAM_ERRORS.notListening);
    const used = (await playsOf(tx, attemptId)).get(questionId) ?? 0;
    if (used >= listening.playLimit) throw appError(EXAM_ERRORS.playsUsedUp);
    await tx
      .insert(examAttemptEvents)
      .values({ attemptId, kind: 'play', actorId: userId, detail: { questionId }, at: now });
    return { questionId, playsLeft: listening.playLimit - used - 1 };
  });
}
