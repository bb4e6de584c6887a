import { HOMEWORK_DUE_AFTER_MS } from './constants';
import { isPastQuizEnd } from './homework-flow';

/** Where a pupil's homework of one session stands, as the session list shows it. */
export const HOMEWORK_STATUSES = ['todo', 'submitted', 'marked', 'missed'] as const;
export type HomeworkStatus = (typeof HOMEWORK_STATUSES)[number];

export const HOMEWORK_STATUS_LABELS: Record<HomeworkStatus, string> = {
  todo: '待完成',
  submitted: '待批改',
  marked: '已批改',
  missed: '未提交',
};

export interface HomeworkRecordState {
  quizAnswerType: string;
  endTime: string | Date;
  /** The tutor has written feedback. */
  replied: boolean;
}

/**
 * A session's homework for a pupil: submitted and marked ('marked'), submitted and waiting ('submitted'), not
 * submitted while still open ('todo') or after the deadline and its grace ('missed'). Without an answer record
 * (never opened) the deadline is the session's end plus the week homework stays open.
 */
export function homeworkStatus(
  record: HomeworkRecordState | null,
  sessionEnd: string | Date,
  now: Date,
): HomeworkStatus {
  if (record?.quizAnswerType === '2') return record.replied ? 'marked' : 'submitted';
  const due = record ? record.endTime : new Date(new Date(sessionEnd).getTime() + HOMEWORK_DUE_AFTER_MS);
  return isPastQuizEnd(due, now) ? 'missed' : 'todo';
}
