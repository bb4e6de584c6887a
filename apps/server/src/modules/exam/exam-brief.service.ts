import { and, count, eq } from 'drizzle-orm';
import {
  attemptDeadline,
  EXAM_ERRORS,
  examPhase,
  remainingSeconds,
  type ExamBrief,
  type ExamSavedAnswer,
} from '@salt/domain';
import { examAttempts, offerings } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { currentPaper, loadExam, paperOfAttempt, windowOf } from './attempt-store';
import { authorizeSitting, resumable } from './attempt.service';
import { indexSnapshot, leavesOf, topQuestionsOf } from './paper-snapshot';
import { savedAnswersOf } from './session-view';

const isBlank = (a: ExamSavedAnswer['answer']) =>
  Array.isArray(a) ? a.every((v) => v.trim() === '') : a.trim() === '';

/**
 * GET /em/quiz/exam/:id: the start screen's facts, read without starting anything, so opening the page and
 * reading the rules costs the pupil neither time nor an attempt. Same checks as POST /session (unknown 404, a
 * class's exam of another class 403); what would refuse a start now comes back as `blocked`, not as an error, so
 * the page can still show the exam. An unfinished attempt whose time ran out is committed here as the start would.
 */
export async function examBrief(ctx: AppContext, actor: Actor, examId: number): Promise<ExamBrief> {
  const exam = await loadExam(ctx.db, examId);
  if (!exam) throw appError(EXAM_ERRORS.examNotFound);
  await authorizeSitting(ctx, actor, exam);
  const now = ctx.clock.now();
  const open = await resumable(ctx, exam, actor.userId, now);
  const snapshot = open ? (await paperOfAttempt(ctx, open.id)).snapshot : await currentPaper(ctx, exam);
  if (!snapshot) throw appError(EXAM_ERRORS.examNotFound);
  const [[used], className, answers] = await Promise.all([
    ctx.db
      .select({ n: count() })
      .from(examAttempts)
      .where(and(eq(examAttempts.examId, exam.id), eq(examAttempts.userId, actor.userId))),
    exam.offeringId === null
      ? null
      : ctx.db
          .select({ title: offerings.title })
          .from(offerings)
          .where(eq(offerings.id, exam.offeringId))
          .then(([o]) => o?.title ?? null),
    open ? savedAnswersOf(ctx.db, open.id, indexSnapshot(snapshot)) : [],
  ]);
  const attemptsUsed = used?.n ?? 0;
  const window = windowOf(exam, snapshot.durationSeconds);
  const phase = examPhase(window, now);
  // The order POST /session checks in, so the screen says what pressing the button would answer.
  const blocked = open
    ? null
    : exam.kind === 'ai'
      ? EXAM_ERRORS.practiceOnly.msg
      : phase === 'notOpen'
        ? EXAM_ERRORS.notOpen.msg
        : phase === 'closed'
          ? EXAM_ERRORS.closed.msg
          : exam.maxAttempts !== null && attemptsUsed >= exam.maxAttempts
            ? EXAM_ERRORS.noAttemptsLeft.msg
            : null;
  return {
    examId: exam.id,
    kind: exam.kind,
    title: exam.title,
    subject: exam.subject,
    grade: exam.grade,
    className,
    opensAt: exam.opensAt?.toISOString() ?? null,
    closesAt: exam.closesAt?.toISOString() ?? null,
    durationSeconds: snapshot.durationSeconds,
    totalScore: snapshot.totalTenths / 10,
    questionCount: topQuestionsOf(snapshot).length,
    partCount: leavesOf(snapshot).length,
    maxAttempts: exam.maxAttempts,
    attemptsUsed,
    blocked,
    setByIfStarted: attemptDeadline(window, now).setBy,
    open: open && {
      sessionId: open.id,
      startedAt: open.startedAt.toISOString(),
      deadline: open.deadline.toISOString(),
      setBy: open.setBy === 'close' ? 'close' : 'duration',
      extraSeconds: open.extraSeconds,
      remainingSeconds: remainingSeconds(open.deadline, now),
      answered: answers.filter((a) => !isBlank(a.answer)).length,
    },
    now: now.toISOString(),
  };
}
