import { and, eq } from 'drizzle-orm';
import {
  acceptsAnswers,
  AUTH_ERRORS,
  EXAM_ERRORS,
  QUIZ_END_GRACE_MS,
  remainingSeconds,
  type ExamAnswerRequest,
  type ExamAnswerResult,
  type ExamTimeResult,
} from '@salt/domain';
import { examAnswers, examAttemptEvents } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { assertTokenFamilyLive } from '../../platform/auth/guard';
import { appError } from '../../platform/errors';
import { isOwnPrivateUpload } from '../file';
import { checkAnswer } from './answer-check';
import { runSaveAnswer } from './answer-save-statement';
import { cachedPaperOf, loadAttempt, paperOfAttempt, type AttemptHead } from './attempt-store';
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

function assertAnswering(attempt: Pick<AttemptHead, 'status' | 'deadline'>, now: Date): void {
  if (attempt.status !== 'open') throw appError(EXAM_ERRORS.committed);
  if (!acceptsAnswers(attempt.deadline, now)) throw appError(EXAM_ERRORS.pastDeadline);
}

/** Who saves: the pupil and the token family their access token belongs to (checked by the save itself). */
export interface Saver {
  userId: number;
  familyId: string;
}

/**
 * Saves one answer of the caller's open attempt, in one round trip (answer-save-statement.ts) when this instance
 * has the attempt's paper: the answer is checked against the paper first, then one statement checks the token
 * family, the attempt (the caller's, open, within deadline plus grace, share-locked against the commit) and
 * upserts. The upsert applies only a newer sequence number: a late autosave retried after a newer one changes
 * nothing and says so (`applied: false`). The errors and their order are those of reading the attempt first:
 * 401 revoked token, 404 not mine, committed, past deadline, then what is wrong with the answer.
 */
export async function saveAnswer(
  ctx: AppContext,
  saver: Saver,
  attemptId: number,
  body: ExamAnswerRequest & { questionId: number; seq: number },
): Promise<ExamAnswerResult> {
  const now = ctx.clock.now();
  let paper = cachedPaperOf(ctx, attemptId);
  if (!paper) {
    // Once per attempt and instance: reading the paper may already answer 404, which a revoked token must not get.
    await assertTokenFamilyLive(ctx, saver.familyId);
    paper = await paperOfAttempt(ctx, attemptId);
  }
  let answer: string[];
  try {
    answer = checkAnswer(paper.index.get(body.questionId), body.answer, ownUploadCheck(ctx, saver.userId));
    if (JSON.stringify(answer).length > MAX_ANSWER_JSON) throw appError(EXAM_ERRORS.answerTooLarge);
  } catch (err) {
    // The token and the attempt's state speak first, as when the attempt was read before the answer was checked.
    await assertTokenFamilyLive(ctx, saver.familyId);
    assertAnswering(await loadAttempt(ctx.db, attemptId, { ownerId: saver.userId }), now);
    throw err;
  }
  const row = await runSaveAnswer(ctx.db, {
    familyId: saver.familyId,
    attemptId,
    userId: saver.userId,
    questionId: body.questionId,
    answer,
    seq: body.seq,
    now,
    deadlineFrom: new Date(now.getTime() - QUIZ_END_GRACE_MS),
  });
  if (!row.live) throw appError(AUTH_ERRORS.tokenInvalid);
  if (row.status === null || row.deadline === null) throw appError(EXAM_ERRORS.sessionNotFound);
  assertAnswering({ status: row.status, deadline: row.deadline }, now);
  const applied = row.applied_seq !== null;
  let kept = applied
    ? { seq: row.applied_seq!, savedAt: row.applied_at! }
    : row.kept_seq !== null && row.kept_seq >= body.seq
      ? { seq: row.kept_seq, savedAt: row.kept_at! }
      : null;
  // Another save of this question landed while this one ran (the statement's own read predates it): read it now.
  kept ??= (
    await ctx.db
      .select({ seq: examAnswers.seq, savedAt: examAnswers.savedAt })
      .from(examAnswers)
      .where(and(eq(examAnswers.attemptId, attemptId), eq(examAnswers.questionId, body.questionId)))
  )[0]!;
  return {
    questionId: body.questionId,
    seq: kept.seq,
    applied,
    savedAt: kept.savedAt.toISOString(),
    remainingSeconds: remainingSeconds(row.deadline, now),
  };
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
