import { chinaInstant, type SessionTime } from './class-schedule';

/**
 * Moving, adding and removing one session (课次) of a class that is already on sale. A school reschedules a
 * session; it does not reorder the syllabus: the numbers (第n讲) follow the order the sessions are taught in, so a
 * moved session stays between its neighbours, and only sessions that have not started change at all (a pupil who
 * attended, watched the recording or handed in homework keeps what happened).
 */
export const SESSION_EDIT_MESSAGES = {
  date: '上课日期无效',
  time: '上课时间无效',
  endAfterStart: '下课时间须晚于上课时间',
  started: '已开始或已结束的课次不能调整',
  inPast: '上课时间须晚于现在',
  outOfOrder: '调整后的时间须在前后两讲之间',
  afterLast: '新增课次须排在最后一讲之后',
  hasHomework: '该课次已布置作业或考试，不能删除',
  lastOne: '班级至少保留一讲',
} as const;

export type SessionState = 'upcoming' | 'live' | 'done';

export function sessionState(now: Date, s: SessionTime): SessionState {
  if (now < s.startAt) return 'upcoming';
  return now < s.endAt ? 'live' : 'done';
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The session a form's China wall-clock date and times describe, or the form's problem. */
export function sessionTimeOf(form: { date: string; startTime: string; endTime: string }): SessionTime | string {
  if (!DATE_RE.test(form.date) || Number.isNaN(Date.parse(`${form.date}T00:00:00Z`))) return SESSION_EDIT_MESSAGES.date;
  if (!TIME_RE.test(form.startTime) || !TIME_RE.test(form.endTime)) return SESSION_EDIT_MESSAGES.time;
  if (form.endTime <= form.startTime) return SESSION_EDIT_MESSAGES.endAfterStart;
  return { startAt: chinaInstant(form.date, form.startTime), endAt: chinaInstant(form.date, form.endTime) };
}

/** Why a session may not move to `to` (null: it may): it has begun, the new time is past, or it would pass a neighbour. */
export function sessionMoveProblem(p: {
  now: Date;
  session: SessionTime;
  to: SessionTime;
  previous: SessionTime | null;
  next: SessionTime | null;
}): string | null {
  if (sessionState(p.now, p.session) !== 'upcoming') return SESSION_EDIT_MESSAGES.started;
  if (p.to.startAt <= p.now) return SESSION_EDIT_MESSAGES.inPast;
  if (p.previous && p.to.startAt < p.previous.endAt) return SESSION_EDIT_MESSAGES.outOfOrder;
  if (p.next && p.to.endAt > p.next.startAt) return SESSION_EDIT_MESSAGES.outOfOrder;
  return null;
}

/** Why a session may not be added at `to` after the class's last one (null: it may). */
export function sessionAddProblem(p: { now: Date; to: SessionTime; last: SessionTime | null }): string | null {
  if (p.to.startAt <= p.now) return SESSION_EDIT_MESSAGES.inPast;
  if (p.last && p.to.startAt < p.last.endAt) return SESSION_EDIT_MESSAGES.afterLast;
  return null;
}

/** Why a session may not be removed (null: it may): it has begun, work is bound to it, or it is the only one. */
export function sessionRemoveProblem(p: {
  now: Date;
  session: SessionTime;
  boundWork: boolean;
  sessionsInClass: number;
}): string | null {
  if (sessionState(p.now, p.session) !== 'upcoming') return SESSION_EDIT_MESSAGES.started;
  if (p.boundWork) return SESSION_EDIT_MESSAGES.hasHomework;
  if (p.sessionsInClass <= 1) return SESSION_EDIT_MESSAGES.lastOne;
  return null;
}

/** A session's title: 第n讲 and its topic (the topic survives renumbering). */
export const sessionTitle = (seq: number, topic: string | null) => (topic ? `第${seq}讲 ${topic}` : `第${seq}讲`);

/** The topic of a stored title (`第3讲 一元一次方程` → `一元一次方程`; a title without the prefix is all topic). */
export function sessionTopicOf(title: string): string | null {
  const topic = title.replace(/^第\d+讲\s*/, '').trim();
  return topic === '' ? null : topic;
}
