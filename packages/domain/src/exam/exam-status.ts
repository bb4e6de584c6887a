import type { ExamPhase } from './attempt-clock';

/** What a pupil's exam list says of each exam (/api/em/exam/my/page). */
export const EXAM_STATUS_TEXT = {
  notStarted: '未开始',
  inProgress: '进行中',
  submitted: '已交卷',
  marked: '已批改',
  ended: '已结束',
} as const;
export type ExamStatus = keyof typeof EXAM_STATUS_TEXT;

/**
 * A committed attempt speaks first (已批改 once nothing waits for a teacher, 已交卷 before); otherwise the exam's
 * window does: 未开始 before it opens, 进行中 while open (with or without an attempt under way), 已结束 after it
 * closed without a paper handed in.
 */
export function examStatus(
  phase: ExamPhase,
  latest: { committed: boolean; pendingManual: boolean } | null,
): ExamStatus {
  if (latest?.committed) return latest.pendingManual ? 'submitted' : 'marked';
  if (phase === 'notOpen') return 'notStarted';
  if (phase === 'open') return 'inProgress';
  return 'ended';
}
