import { and, count, eq, sql } from 'drizzle-orm';
import { acceptsAnswers, attemptDeadline, EXAM_ERRORS, examPhase, type ExamSession } from '@salt/domain';
import { examAttempts } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { appError, conflict } from '../../platform/errors';
import { isUniqueViolation } from '../../platform/database-errors';
import { activeOfferingIds } from '../learning';
import {
  attemptHeadColumns as headColumns,
  currentPaper,
  loadExam,
  paperOfAttempt,
  rememberPaper,
  windowOf,
  type AttemptHead,
  type ExamRow,
} from './attempt-store';
import { scheduleDueSweep } from './attempt-sweep';
import { commitIfExpired } from './commit.service';
import { examPolicy } from './exam.policy';
import type { PaperSnapshot } from './paper-snapshot';
import { sessionView } from './session-view';

/** The caller's unfinished attempt of an exam (the partial unique index allows one). */
async function openAttemptOf(ctx: AppContext, examId: number, userId: number): Promise<AttemptHead | null> {
  const [row] = await ctx.db
    .select(headColumns)
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, examId), eq(examAttempts.userId, userId), eq(examAttempts.status, 'open')));
  return row ?? null;
}

/**
 * Resumes the caller's unfinished attempt of an exam if answers still count, else commits it (its time ran out
 * while the pupil was away) and answers null, so a new attempt may start.
 */
export async function resumable(ctx: AppContext, exam: ExamRow, userId: number, now: Date) {
  const open = await openAttemptOf(ctx, exam.id, userId);
  if (!open) return null;
  if (acceptsAnswers(open.deadline, now)) return open;
  await commitIfExpired(ctx, open.id, now);
  return null;
}

/**
 * Inserts a new attempt with its snapshot and deadline (start + the paper's duration, never past the exam's
 * close). Two starts at once: one insert wins, the other hits the one-open-attempt index (or the attempt number)
 * and answers null, and the caller resumes the winner's attempt.
 */
export async function insertAttempt(
  ctx: AppContext,
  exam: ExamRow,
  userId: number,
  snapshot: PaperSnapshot,
  now: Date,
): Promise<AttemptHead | null> {
  const { deadline, setBy } = attemptDeadline(windowOf(exam, snapshot.durationSeconds), now);
  try {
    const [row] = await ctx.db
      .insert(examAttempts)
      .values({
        examId: exam.id,
        userId,
        attemptNo: sql`(select coalesce(max(${examAttempts.attemptNo}), 0) + 1 from ${examAttempts}
          where ${examAttempts.examId} = ${exam.id} and ${examAttempts.userId} = ${userId})`,
        status: 'open',
        paper: snapshot,
        startedAt: now,
        deadline,
        setBy,
        updatedAt: now,
      })
      .returning(headColumns);
    rememberPaper(ctx, row!.id, snapshot);
    await scheduleDueSweep(ctx, deadline);
    return row!;
  } catch (err) {
    if (isUniqueViolation(err, 'exam_attempt_open_uq') || isUniqueViolation(err, 'exam_attempt_no_uq')) return null;
    throw err;
  }
}

/** Whether the caller may sit this exam: a class's exam only its actively enrolled pupils (403 otherwise). */
export async function authorizeSitting(ctx: AppContext, actor: Actor, exam: ExamRow): Promise<void> {
  const enrolled =
    exam.offeringId !== null && (await activeOfferingIds(ctx, actor.userId, [exam.offeringId])).length > 0;
  await examPolicy.authorize(actor, 'exam.sit', { offeringId: exam.offeringId, enrolled });
}

/**
 * POST /em/quiz/session: the caller's unfinished attempt of the exam (same id, answers kept, the time left by the
 * server's clock), or a new one. Refused when the exam is unknown (404), not the caller's class (403), not open
 * yet or closed, out of attempts, or an AI practice exam (its sets start from the practice page) (409).
 */
export async function startOrResume(ctx: AppContext, actor: Actor, examId: number): Promise<ExamSession> {
  const exam = await loadExam(ctx.db, examId);
  if (!exam) throw appError(EXAM_ERRORS.examNotFound);
  await authorizeSitting(ctx, actor, exam);
  const now = ctx.clock.now();
  for (let tries = 0; tries < 3; tries++) {
    const open = await resumable(ctx, exam, actor.userId, now);
    if (open) {
      const { snapshot } = await paperOfAttempt(ctx, open.id);
      return sessionView(ctx.db, exam, open, snapshot, { resumed: true, now });
    }
    if (exam.kind === 'ai') throw appError(EXAM_ERRORS.practiceOnly);
    const phase = examPhase(windowOf(exam, 1), now);
    if (phase === 'notOpen') throw appError(EXAM_ERRORS.notOpen);
    if (phase === 'closed') throw appError(EXAM_ERRORS.closed);
    if (exam.maxAttempts !== null) {
      const [used] = await ctx.db
        .select({ n: count(), open: sql<number>`count(*) filter (where ${examAttempts.status} = 'open')::int` })
        .from(examAttempts)
        .where(and(eq(examAttempts.examId, exam.id), eq(examAttempts.userId, actor.userId)));
      // An attempt a concurrent start made in the meantime is resumed, not counted against the pupil.
      if ((used?.open ?? 0) > 0) continue;
      if ((used?.n ?? 0) >= exam.maxAttempts) throw appError(EXAM_ERRORS.noAttemptsLeft);
    }
    const snapshot = await currentPaper(ctx, exam);
    if (!snapshot) throw appError(EXAM_ERRORS.examNotFound);
    const created = await insertAttempt(ctx, exam, actor.userId, snapshot, now);
    if (created) return sessionView(ctx.db, exam, created, snapshot, { resumed: false, now });
    // Lost a race with a concurrent start: resume the attempt it made.
  }
  throw conflict();
}
