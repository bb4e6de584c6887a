import { and, eq } from 'drizzle-orm';
import { acceptsAnswers, autoCommitAt, examPassed, markPaper, type ExamAnswer, type PaperResult } from '@salt/domain';
import type { Transaction } from '../../db/client';
import { examAnswers, examAttemptEvents, examAttempts, exams } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { grantPoints } from '../points';
import { loadAttempt, paperOfAttempt } from './attempt-store';
import { markingQuestionsOf, type PaperSnapshot } from './paper-snapshot';

const toTenths = (points: number) => Math.round(points * 10);

/**
 * Marks an attempt against its snapshot with the answers saved and the teacher's marks so far, and stores the
 * marks, points earned, possible and pending (tenths). Called at commit and after each teacher mark.
 */
export async function markAttempt(ctx: AppContext, tx: Transaction, attemptId: number): Promise<PaperResult> {
  const { snapshot } = await paperOfAttempt(ctx, attemptId, tx);
  return markAttemptWith(tx, attemptId, snapshot, ctx.clock.now());
}

/** `markAttempt` with the snapshot at hand (seeds have no app context). */
export async function markAttemptWith(
  tx: Transaction,
  attemptId: number,
  snapshot: PaperSnapshot,
  now: Date,
): Promise<PaperResult> {
  const rows = await tx
    .select({
      questionId: examAnswers.questionId,
      answer: examAnswers.answer,
      teacherTenths: examAnswers.teacherTenths,
    })
    .from(examAnswers)
    .where(eq(examAnswers.attemptId, attemptId));
  const answers = new Map<number, ExamAnswer>(rows.map((r) => [r.questionId, r.answer as ExamAnswer]));
  const teacherMarks = new Map<number, number>();
  for (const r of rows) if (r.teacherTenths !== null) teacherMarks.set(r.questionId, r.teacherTenths / 10);
  const result = markPaper(markingQuestionsOf(snapshot), answers, {
    multiPartial: snapshot.multiPartial,
    teacherMarks,
  });
  await tx
    .update(examAttempts)
    .set({
      marks: result.marks,
      earnedTenths: toTenths(result.earned),
      possibleTenths: toTenths(result.possible),
      pendingTenths: toTenths(result.pendingPoints),
      updatedAt: now,
    })
    .where(eq(examAttempts.id, attemptId));
  return result;
}

/**
 * 盐值 for a passed 结课考试 (examPassed: 60 % of the points, nothing left for a teacher to mark), once per exam and
 * pupil, within the rule's daily cap: at the commit, or at the teacher's last mark when questions waited for one.
 * Practice kinds earn nothing.
 */
export async function grantExamPoints(
  tx: Transaction,
  attempt: { userId: number; examId: number },
  result: PaperResult,
  now: Date,
): Promise<void> {
  const [exam] = await tx.select({ kind: exams.kind }).from(exams).where(eq(exams.id, attempt.examId));
  if (exam?.kind !== 'jieke') return;
  if (!examPassed({ earned: result.earned, possible: result.possible, pending: result.pendingPoints })) return;
  await grantPoints(tx, { userId: attempt.userId, rule: 'examPassed', sourceKey: `exam:${attempt.examId}`, now });
}

/**
 * Hands an attempt in, once: `UPDATE ... WHERE status = 'open'` lets exactly one of any number of concurrent
 * commits (the pupil's taps, a retry, the sweep) through; the others change nothing and read the same result.
 * Answers the attempt was committed by this call.
 */
export async function commitInTx(
  ctx: AppContext,
  tx: Transaction,
  attemptId: number,
  o: { by: 'pupil' | 'auto'; now: Date; costTime?: number | null },
): Promise<boolean> {
  const [row] = await tx
    .update(examAttempts)
    .set({
      status: 'committed',
      committedAt: o.now,
      committedBy: o.by,
      ...(o.costTime === undefined ? {} : { costTime: o.costTime }),
      updatedAt: o.now,
    })
    .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.status, 'open')))
    .returning({
      id: examAttempts.id,
      deadline: examAttempts.deadline,
      userId: examAttempts.userId,
      examId: examAttempts.examId,
    });
  if (!row) return false;
  const result = await markAttempt(ctx, tx, attemptId);
  await grantExamPoints(tx, row, result, o.now);
  if (o.by === 'auto')
    await tx.insert(examAttemptEvents).values({
      attemptId,
      kind: 'autoCommit',
      detail: { deadline: row.deadline.toISOString() },
      at: o.now,
    });
  return true;
}

/**
 * The pupil's commit (交卷). Repeated or concurrent commits give one result; a commit arriving after the deadline
 * plus the grace still hands the paper in with what was saved, as the sweep would (committed by 'auto').
 */
export async function commitOwn(
  ctx: AppContext,
  userId: number,
  attemptId: number,
  costTime: number | undefined,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const attempt = await loadAttempt(tx, attemptId, { ownerId: userId });
    if (attempt.status !== 'open') return;
    const by = acceptsAnswers(attempt.deadline, now) ? 'pupil' : 'auto';
    await commitInTx(ctx, tx, attemptId, { by, now, costTime: costTime ?? null });
  });
}

/**
 * Commits an attempt left open past its deadline plus the grace (the sweep's rule), when a pupil-facing call finds
 * one before the sweep did: the answer is then the same whichever runs first. Answers whether it is committed now.
 */
export async function commitIfExpired(ctx: AppContext, attemptId: number, now: Date): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    // Skip one being committed right now (the pupil's commit or the sweep holds it): that one decides.
    const [row] = await tx
      .select({ status: examAttempts.status, deadline: examAttempts.deadline })
      .from(examAttempts)
      .where(eq(examAttempts.id, attemptId))
      .for('update', { skipLocked: true });
    if (!row || row.status !== 'open' || !isExpired(row.deadline, now)) return false;
    return commitInTx(ctx, tx, attemptId, { by: 'auto', now });
  });
}

/** Whether an open attempt is due for the sweep at `now`. */
export const isExpired = (deadline: Date, now: Date): boolean => now.getTime() >= autoCommitAt(deadline).getTime();

/** Commits the caller's own attempts whose time ran out (before a list shows them as unfinished). */
export async function commitExpiredOf(ctx: AppContext, userId: number, now: Date): Promise<void> {
  const open = await ctx.db
    .select({ id: examAttempts.id, deadline: examAttempts.deadline })
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, userId), eq(examAttempts.status, 'open')));
  for (const a of open) if (isExpired(a.deadline, now)) await commitIfExpired(ctx, a.id, now);
}
