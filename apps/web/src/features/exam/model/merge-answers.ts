import type { ExamAnswerValue, ExamSavedAnswer } from '@salt/domain';
import type { SaveSnapshot } from './save-store';

export type AnswerMap = Record<number, ExamAnswerValue>;

/**
 * A resumed attempt's answers: the server's, except where this tab holds a queued answer newer than the stored
 * one (written while offline, or in flight when the page reloaded), which wins and stays queued for resending.
 * Queued answers the server already has (same or newer seq) are dropped; the seq counters never fall below the
 * server's, so the next save is always newer than anything stored.
 */
export function mergeResumed(
  server: readonly ExamSavedAnswer[],
  local: SaveSnapshot,
): { answers: AnswerMap; snapshot: SaveSnapshot } {
  const answers: AnswerMap = {};
  const seq: Record<string, number> = { ...local.seq };
  const pending = { ...local.pending };
  for (const saved of server) {
    answers[saved.questionId] = saved.answer;
    const key = String(saved.questionId);
    seq[key] = Math.max(seq[key] ?? 0, saved.seq);
    const queued = pending[key];
    if (queued && queued.seq <= saved.seq) delete pending[key];
  }
  for (const [key, queued] of Object.entries(pending)) {
    answers[Number(key)] = queued.answer;
    seq[key] = Math.max(seq[key] ?? 0, queued.seq);
  }
  return { answers, snapshot: { seq, pending } };
}
