import { desc, eq } from 'drizzle-orm';
import { EXAM_ERRORS, type ExamAttemptRow } from '@salt/domain';
import { examAttempts, users } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { attemptLeaveCount, loadExam } from './attempt-store';
import { examPolicy } from './exam.policy';

/** A class's exam has at most a few hundred attempts; the cap keeps a runaway exam's answer bounded. */
const MOST_ROWS = 1000;
const points = (tenths: number | null) => (tenths === null ? null : tenths / 10);

/**
 * GET /em/exam/{id}/attempts: one exam's attempts, newest start first, for whoever may give its pupils extra time
 * (the class's teacher and tutor, teachers for exams without a class, staff); with how often each pupil left the
 * exam page. An unknown exam is a 404; someone else's class's exam a 403.
 */
export async function examAttemptList(ctx: AppContext, actor: Actor, examId: number): Promise<ExamAttemptRow[]> {
  const exam = await loadExam(ctx.db, examId);
  if (!exam) throw appError(EXAM_ERRORS.examNotFound);
  await examPolicy.authorize(actor, 'exam.attempts', { offeringId: exam.offeringId });
  const rows = await ctx.db
    .select({
      attempt: examAttempts,
      realname: users.realname,
      username: users.username,
      leaveCount: attemptLeaveCount,
    })
    .from(examAttempts)
    .innerJoin(users, eq(users.id, examAttempts.userId))
    .where(eq(examAttempts.examId, examId))
    .orderBy(desc(examAttempts.startedAt), desc(examAttempts.id))
    .limit(MOST_ROWS);
  return rows.map(({ attempt: a, realname, username, leaveCount }) => ({
    sessionId: a.id,
    pupilId: a.userId,
    pupilName: realname ?? username,
    pupilUsername: username,
    attemptNo: a.attemptNo,
    status: a.status as ExamAttemptRow['status'],
    startedAt: a.startedAt.toISOString(),
    deadline: a.deadline.toISOString(),
    extraSeconds: a.extraSeconds,
    committedAt: a.committedAt?.toISOString() ?? null,
    score: a.status === 'committed' ? points(a.earnedTenths) : null,
    totalScore: a.status === 'committed' ? points(a.possibleTenths) : null,
    pendingScore: a.status === 'committed' ? points(a.pendingTenths) : null,
    leaveCount: Number(leaveCount),
  }));
}
