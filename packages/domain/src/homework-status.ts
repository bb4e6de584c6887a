import { HOMEWORK_DUE_AFTER_MS } from './constants';
import { isPastQuizEnd } from './homework-flow';

/** Where a pupil's homework of one session stands, as the session list shows it. */
export const HOMEWORK_STATUSES = ['todo', 'submitted', 'marked', 'missed', 'optional'] as const;
export type HomeworkStatus = (typeof HOMEWORK_STATUSES)[number];

export const HOMEWORK_STATUS_LABELS: Record<HomeworkStatus, string> = {
  todo: '待完成',
  submitted: '待批改',
  marked: '已批改',
  missed: '未提交',
  optional: '选做',
};

/** The session list's tag on sessions held before the pupil joined the class. */
export const BEFORE_ENROLMENT_LABEL = '入班前课次';

/** What the homework dialog says about the homework of a session held before the pupil joined. */
export const OPTIONAL_HOMEWORK_TEXT = {
  /** Beside the deadline while it is open. */
  open: '入班前课次 · 选做练习，不计入缺交',
  /** In the review once its week is over without a submission (instead of '超时未提交'). */
  notDone: '选做练习，未提交',
} as const;

export interface HomeworkRecordState {
  quizAnswerType: string;
  endTime: string | Date;
  /** The tutor has written feedback. */
  replied: boolean;
}

const ms = (d: string | Date) => new Date(d).getTime();

/**
 * Whether a session was over before the pupil joined the class (a pupil who joins a running class, 插班). Its
 * homework is optional practice: never overdue, never a black mark.
 */
export function isBeforeEnrolment(sessionEnd: string | Date, enrolledAt: string | Date | null | undefined): boolean {
  return enrolledAt !== null && enrolledAt !== undefined && ms(sessionEnd) <= ms(enrolledAt);
}

/**
 * When a pupil's homework of a session is due: a week after the session ends, or for a session held before the
 * pupil joined, a week after joining (counted from enrolment, so joining late never starts with overdue work).
 */
export function homeworkDueAt(sessionEnd: string | Date, enrolledAt?: string | Date | null): Date {
  const from = enrolledAt ? Math.max(ms(sessionEnd), ms(enrolledAt)) : ms(sessionEnd);
  return new Date(from + HOMEWORK_DUE_AFTER_MS);
}

/**
 * A session's homework for a pupil: submitted and marked ('marked'), submitted and waiting ('submitted'); not
 * submitted: for a session held before the pupil joined 'optional' (选做, open until a week after joining, and
 * neutral after that), otherwise 'todo' while open and 'missed' after the deadline and its grace. Without an
 * answer record (never opened) the deadline is `homeworkDueAt`.
 */
export function homeworkStatus(
  record: HomeworkRecordState | null,
  sessionEnd: string | Date,
  now: Date,
  enrolledAt?: string | Date | null,
): HomeworkStatus {
  if (record?.quizAnswerType === '2') return record.replied ? 'marked' : 'submitted';
  if (isBeforeEnrolment(sessionEnd, enrolledAt)) return 'optional';
  const due = record ? record.endTime : homeworkDueAt(sessionEnd, enrolledAt);
  return isPastQuizEnd(due, now) ? 'missed' : 'todo';
}
