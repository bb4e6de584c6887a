import { QUIZ_END_GRACE_MS } from '../constants';

/**
 * The server is the clock of an exam attempt. An attempt's deadline is its start plus the paper's duration, never
 * past the exam's close; staff may give one pupil extra time on top. Answers are taken until the deadline plus
 * the spec's quiz end grace (10 s, for a last autosave in flight); after that the sweep commits the attempt.
 */

export interface ExamWindow {
  opensAt: Date;
  closesAt: Date;
  /** How long one attempt may take, in seconds. */
  durationSeconds: number;
}

/** What sets an attempt's deadline, so the start screen can say it: the paper's duration or the exam's close. */
export type DeadlineSetBy = 'duration' | 'close';

export type ExamPhase = 'notOpen' | 'open' | 'closed';

export function examPhase(window: Pick<ExamWindow, 'opensAt' | 'closesAt'>, now: Date): ExamPhase {
  if (now.getTime() < window.opensAt.getTime()) return 'notOpen';
  if (now.getTime() >= window.closesAt.getTime()) return 'closed';
  return 'open';
}

export function attemptDeadline(
  window: ExamWindow,
  startedAt: Date,
  extraSeconds = 0,
): { deadline: Date; setBy: DeadlineSetBy } {
  const byDuration = startedAt.getTime() + window.durationSeconds * 1000;
  const byClose = window.closesAt.getTime();
  const setBy: DeadlineSetBy = byDuration <= byClose ? 'duration' : 'close';
  const extra = Math.max(0, Math.floor(extraSeconds)) * 1000;
  return { deadline: new Date(Math.min(byDuration, byClose) + extra), setBy };
}

/** Whole seconds left, never negative; rounded up so the page never shows 0 while answers are still taken. */
export function remainingSeconds(deadline: Date, now: Date): number {
  return Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / 1000));
}

/** Whether an answer or a commit by the pupil still counts: until the deadline plus the grace. */
export function acceptsAnswers(deadline: Date, now: Date): boolean {
  return now.getTime() <= deadline.getTime() + QUIZ_END_GRACE_MS;
}

/** The moment the sweep commits an attempt left open: the first instant answers are no longer taken. */
export function autoCommitAt(deadline: Date): Date {
  return new Date(deadline.getTime() + QUIZ_END_GRACE_MS + 1);
}

/**
 * Autosaves carry a sequence number per attempt and question; a save applies only when it is newer than the one
 * stored, so a late retry of an old autosave never overwrites a newer answer.
 */
export function isNewerAnswer(storedSeq: number | null | undefined, incomingSeq: number): boolean {
  return storedSeq === null || storedSeq === undefined || incomingSeq > storedSeq;
}
