import { QUIZ_END_GRACE_MS } from './constants';

/**
 * 学习报告 (/report): one pupil's month (or whole class, at its end) in one class. The figures are a snapshot taken
 * when the report is made (monthly by a job on the 1st, China time; at a class's end; on demand by the tutor), so
 * a report a parent was sent does not change under them; only the tutor's comment is edited later.
 */

export const REPORT_KINDS = ['monthly', 'final'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_KIND_TEXT: Record<ReportKind, string> = { monthly: '月度报告', final: '结课报告' };

/** The tutor's comment: at most this many characters. */
export const REPORT_COMMENT_MAX = 500;
/** A recording counts as watched once this share of it has been played (the position reached). */
export const PLAYBACK_WATCHED_RATIO = 0.8;

export const REPORT_MESSAGES = {
  notFound: '报告不存在',
  notYours: '无权查看该报告',
  notTutor: '只有本班的辅导老师或教务可以生成报告',
  commentTooLong: `评语不能超过 ${REPORT_COMMENT_MAX} 字`,
  monthInvalid: '请选择正确的月份',
  monthNotOver: '该月尚未结束，月度报告将在下月 1 日生成',
  classNotOver: '课程尚未全部结束，暂不能生成结课报告',
  noPupils: '本班暂无在读学员',
} as const;

const CHINA_OFFSET_MS = 8 * 3600_000;
const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** 'YYYY-MM' or null: the month a report covers. */
export function parseReportMonth(month: string): { year: number; month: number } | null {
  const m = MONTH_RE.exec(month);
  return m ? { year: Number(m[1]), month: Number(m[2]) } : null;
}

/** The instants a China calendar month begins and ends (end exclusive): 2026-11 = [2026-10-31T16:00Z, 2026-11-30T16:00Z). */
export function chinaMonthRange(month: string): { start: Date; end: Date } {
  const p = parseReportMonth(month);
  if (!p) throw new Error(`not a month: ${month}`);
  const start = new Date(Date.UTC(p.year, p.month - 1, 1) - CHINA_OFFSET_MS);
  const end = new Date(Date.UTC(p.year, p.month, 1) - CHINA_OFFSET_MS);
  return { start, end };
}

/** The China month an instant falls in, 'YYYY-MM'. */
export function chinaMonthOf(at: Date): string {
  const d = new Date(at.getTime() + CHINA_OFFSET_MS);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The month before the one `now` is in (China time): what the job on the 1st reports on. */
export function previousChinaMonth(now: Date): string {
  const { start } = chinaMonthRange(chinaMonthOf(now));
  return chinaMonthOf(new Date(start.getTime() - 1));
}

/** Whether a monthly report of `month` may be made at `now`: only once the month is over in China. */
export function monthIsOver(month: string, now: Date): boolean {
  return chinaMonthRange(month).end.getTime() <= now.getTime();
}

export type SessionAttendance = 'live' | 'playback' | 'absent';

/** A session that has ended: in the room while live, else the recording watched to 80 %, else absent. */
export function sessionAttendance(s: {
  presentLive: boolean;
  watchedSec: number;
  durationSec: number | null;
}): SessionAttendance {
  if (s.presentLive) return 'live';
  if (s.durationSec && s.durationSec > 0 && s.watchedSec >= s.durationSec * PLAYBACK_WATCHED_RATIO) return 'playback';
  return 'absent';
}

export interface AttendanceSummary {
  sessions: number;
  live: number;
  playback: number;
  absent: number;
  /** Live or playback over sessions, whole percent; null with no session in the period. */
  ratePercent: number | null;
}

export function summariseAttendance(list: readonly SessionAttendance[]): AttendanceSummary {
  const live = list.filter((a) => a === 'live').length;
  const playback = list.filter((a) => a === 'playback').length;
  const sessions = list.length;
  return {
    sessions,
    live,
    playback,
    absent: sessions - live - playback,
    ratePercent: sessions === 0 ? null : Math.round(((live + playback) / sessions) * 100),
  };
}

export type HomeworkState = 'onTime' | 'late' | 'missing' | 'open';

/**
 * One homework: submitted by its deadline (+ the 10 s grace every quiz has) is on time; submitted after it, late
 * (re-uploads are allowed after the deadline); not submitted and the deadline passed, missing; else still open.
 */
export function homeworkState(h: { deadline: Date; submittedAt: Date | null }, now: Date): HomeworkState {
  const due = h.deadline.getTime() + QUIZ_END_GRACE_MS;
  if (h.submittedAt) return h.submittedAt.getTime() <= due ? 'onTime' : 'late';
  return now.getTime() > due ? 'missing' : 'open';
}

export interface HomeworkSummary {
  set: number;
  onTime: number;
  late: number;
  missing: number;
  open: number;
  /** On time over those due (not open), whole percent; null when none was due. */
  onTimePercent: number | null;
  /** Mean of the marked scores (0-100), one decimal; null when none is marked. */
  averageScore: number | null;
}

export function summariseHomework(list: readonly { state: HomeworkState; score: number | null }[]): HomeworkSummary {
  const count = (s: HomeworkState) => list.filter((h) => h.state === s).length;
  const due = list.length - count('open');
  const scores = list.map((h) => h.score).filter((s): s is number => s !== null);
  return {
    set: list.length,
    onTime: count('onTime'),
    late: count('late'),
    missing: count('missing'),
    open: count('open'),
    onTimePercent: due === 0 ? null : Math.round((count('onTime') / due) * 100),
    averageScore:
      scores.length === 0 ? null : Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10,
  };
}

/** An exam's score as a percentage of the paper (tenths of points stored), one decimal. */
export function examScorePercent(earnedTenths: number, possibleTenths: number): number | null {
  if (possibleTenths <= 0) return null;
  return Math.round((earnedTenths / possibleTenths) * 1000) / 10;
}

/**
 * The line a report opens with, from the figures: what a parent reads first. Attendance, then homework, then the
 * weakest knowledge point if any is under 60 %.
 */
export function reportHeadline(f: {
  attendance: AttendanceSummary;
  homework: HomeworkSummary;
  weakest: { point: string; percent: number } | null;
}): string {
  const parts: string[] = [];
  const a = f.attendance;
  if (a.sessions === 0) parts.push('本期没有课次');
  else if (a.absent === 0) parts.push(`${a.sessions} 节课全勤`);
  else parts.push(`${a.sessions} 节课出勤 ${a.live + a.playback} 节`);
  const h = f.homework;
  if (h.set > 0) parts.push(h.missing === 0 && h.late === 0 ? '作业全部按时完成' : `作业按时完成 ${h.onTime}/${h.set}`);
  if (f.weakest && f.weakest.percent < 60) parts.push(`「${f.weakest.point}」需要加强`);
  return parts.join('，');
}
