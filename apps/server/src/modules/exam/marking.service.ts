import { and, eq, sql } from 'drizzle-orm';
import { EXAM_ERRORS, type ExamReport, type ExamTimeResult } from '@salt/domain';
import { examAnswers, examAttemptEvents, examAttempts } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { isUniqueViolation } from '../../platform/database-errors';
import { recordAudit } from '../console';
import { jsonSafe } from './answer-check';
import { timeResult } from './answer.service';
import { loadAttempt, loadExam, paperOfAttempt } from './attempt-store';
import { scheduleDueSweep } from './attempt-sweep';
import { grantExamPoints, markAttempt } from './commit.service';
import { examPolicy } from './exam.policy';
import { isManual } from './paper-snapshot';
import { buildReport } from './report.service';

async function staffTarget(
  ctx: AppContext,
  actor: Actor,
  attemptId: number,
  action: 'session.mark' | 'session.extraTime',
) {
  const attempt = await loadAttempt(ctx.db, attemptId);
  const exam = (await loadExam(ctx.db, attempt.examId))!;
  await examPolicy.authorize(actor, action, { offeringId: exam.offeringId });
  return { attempt, exam };
}

/**
 * PUT /em/quiz/session/{id}/mark: the teacher's points and comment on one oral or photo answer; the attempt is
 * marked again with them, so the report's score, mastery and rank follow. Marking again replaces the mark.
 */
export async function markAnswer(
  ctx: AppContext,
  actor: Actor,
  attemptId: number,
  body: { questionId: number; score: number; comment: string },
): Promise<ExamReport> {
  const { attempt, exam } = await staffTarget(ctx, actor, attemptId, 'session.mark');
  if (attempt.status !== 'committed') throw appError(EXAM_ERRORS.notCommitted);
  const question = (await paperOfAttempt(ctx, attemptId)).index.get(body.questionId)?.question;
  if (!question) throw appError(EXAM_ERRORS.questionNotInPaper);
  if (!isManual(question)) throw appError(EXAM_ERRORS.notManual);
  const tenths = Math.round(body.score * 10);
  if (tenths > question.scoreTenths) throw appError(EXAM_ERRORS.scoreTooHigh);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const locked = await loadAttempt(tx, attemptId, { lock: 'update' });
    // Reopened in the meantime: marks wait for the new commit.
    if (locked.status !== 'committed') throw appError(EXAM_ERRORS.notCommitted);
    const [previous] = await tx
      .select({ tenths: examAnswers.teacherTenths, comment: examAnswers.teacherComment })
      .from(examAnswers)
      .where(and(eq(examAnswers.attemptId, attemptId), eq(examAnswers.questionId, body.questionId)));
    const [answered] = await tx
      .update(examAnswers)
      .set({ teacherTenths: tenths, teacherComment: body.comment, markedBy: actor.userId, markedAt: now })
      .where(
        and(
          eq(examAnswers.attemptId, attemptId),
          eq(examAnswers.questionId, body.questionId),
          sql`jsonb_typeof(${examAnswers.answer}) = 'array' and jsonb_array_length(${examAnswers.answer}) > 0`,
        ),
      )
      .returning({ questionId: examAnswers.questionId });
    if (!answered) throw appError(EXAM_ERRORS.nothingToMark);
    const result = await markAttempt(ctx, tx, attemptId);
    // The last mark may complete a passed 结课考试: its 盐值 are granted now (once per exam and pupil).
    await grantExamPoints(tx, locked, result, now);
    await tx.insert(examAttemptEvents).values({
      attemptId,
      kind: 'mark',
      actorId: actor.userId,
      detail: { questionId: body.questionId, tenths, comment: jsonSafe(body.comment) },
      at: now,
    });
    // Points as the console shows them (tenths / 10); the attempt's earned points follow the mark.
    await recordAudit(tx, actor, {
      action: 'exam.mark',
      entity: 'examAttempt',
      entityId: attemptId,
      before: {
        questionId: body.questionId,
        score: previous?.tenths == null ? null : previous.tenths / 10,
        comment: previous?.comment ?? null,
        earned: locked.earnedTenths == null ? null : locked.earnedTenths / 10,
      },
      after: { questionId: body.questionId, score: tenths / 10, comment: body.comment, earned: result.earned },
    });
  });
  return buildReport(ctx, exam, await loadAttempt(ctx.db, attemptId));
}

/** POST /em/quiz/session/{id}/extra-time: more time for one pupil's open attempt (audited, with the reason). */
export async function giveExtraTime(
  ctx: AppContext,
  actor: Actor,
  attemptId: number,
  body: { seconds: number; reason: string },
): Promise<ExamTimeResult> {
  await staffTarget(ctx, actor, attemptId, 'session.extraTime');
  const now = ctx.clock.now();
  const updated = await ctx.db.transaction(async (tx) => {
    const attempt = await loadAttempt(tx, attemptId, { lock: 'update' });
    if (attempt.status !== 'open') throw appError(EXAM_ERRORS.committed);
    const deadline = new Date(attempt.deadline.getTime() + body.seconds * 1000);
    await tx
      .update(examAttempts)
      .set({ deadline, extraSeconds: attempt.extraSeconds + body.seconds, updatedAt: now })
      .where(eq(examAttempts.id, attemptId));
    await tx.insert(examAttemptEvents).values({
      attemptId,
      kind: 'extraTime',
      actorId: actor.userId,
      detail: {
        seconds: body.seconds,
        reason: jsonSafe(body.reason),
        deadlineBefore: attempt.deadline.toISOString(),
        deadlineAfter: deadline.toISOString(),
      },
      at: now,
    });
    await recordAudit(tx, actor, {
      action: 'exam.extraTime',
      entity: 'examAttempt',
      entityId: attemptId,
      before: { deadline: attempt.deadline.toISOString(), extraSeconds: attempt.extraSeconds },
      after: {
        deadline: deadline.toISOString(),
        extraSeconds: attempt.extraSeconds + body.seconds,
        reason: body.reason,
      },
    });
    return { ...attempt, deadline };
  });
  // The run asked for the old deadline finds nothing due; this one commits at the new one.
  await scheduleDueSweep(ctx, updated.deadline);
  return timeResult(updated, now);
}

/**
 * POST /em/quiz/session/{id}/reopen (staff): a handed-in attempt back to open, to finish by now + seconds. The
 * answers and any teacher marks stay; its result is worked out again at the next commit. Audited with what it
 * undid.
 */
export async function reopenAttempt(
  ctx: AppContext,
  actor: Actor,
  attemptId: number,
  body: { seconds: number; reason: string },
): Promise<ExamTimeResult> {
  await loadAttempt(ctx.db, attemptId);
  await examPolicy.authorize(actor, 'session.reopen');
  const now = ctx.clock.now();
  try {
    const reopened = await ctx.db.transaction(async (tx) => {
      const attempt = await loadAttempt(tx, attemptId, { lock: 'update' });
      if (attempt.status !== 'committed') throw appError(EXAM_ERRORS.stillOpen);
      const deadline = new Date(now.getTime() + body.seconds * 1000);
      await tx
        .update(examAttempts)
        .set({
          status: 'open',
          deadline,
          committedAt: null,
          committedBy: null,
          marks: null,
          earnedTenths: null,
          possibleTenths: null,
          pendingTenths: null,
          updatedAt: now,
        })
        .where(eq(examAttempts.id, attemptId));
      await tx.insert(examAttemptEvents).values({
        attemptId,
        kind: 'reopen',
        actorId: actor.userId,
        detail: {
          seconds: body.seconds,
          reason: jsonSafe(body.reason),
          deadline: deadline.toISOString(),
          previous: {
            committedAt: attempt.committedAt?.toISOString() ?? null,
            committedBy: attempt.committedBy,
            deadline: attempt.deadline.toISOString(),
            earnedTenths: attempt.earnedTenths,
            pendingTenths: attempt.pendingTenths,
          },
        },
        at: now,
      });
      await recordAudit(tx, actor, {
        action: 'exam.reopen',
        entity: 'examAttempt',
        entityId: attemptId,
        before: {
          status: attempt.status,
          deadline: attempt.deadline.toISOString(),
          committedAt: attempt.committedAt?.toISOString() ?? null,
          earned: attempt.earnedTenths == null ? null : attempt.earnedTenths / 10,
        },
        after: {
          status: 'open',
          deadline: deadline.toISOString(),
          committedAt: null,
          earned: null,
          reason: body.reason,
        },
      });
      return { ...attempt, status: 'open', deadline };
    });
    await scheduleDueSweep(ctx, reopened.deadline);
    return timeResult(reopened, now);
  } catch (err) {
    if (isUniqueViolation(err, 'exam_attempt_open_uq')) throw appError(EXAM_ERRORS.otherAttemptOpen);
    throw err;
  }
}
