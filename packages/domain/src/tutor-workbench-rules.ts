import { addDays } from './class-schedule';

/** 辅导老师工作台 (/tutor): messages, limits and the date-range rule of its summary. */
export const TUTOR_WB_MESSAGES = {
  notStaff: '只有辅导老师、主讲老师或教务可以使用工作台',
  notYourClass: '这不是你负责的班级',
  notYourPupil: '该学生不在你负责的班级中',
  classNotFound: '班级不存在',
  pupilNotFound: '学生不存在',
  dateInvalid: '请选择正确的日期',
  rangeInvalid: '开始日期不能晚于结束日期',
  rangeTooLong: '统计区间最长 366 天',
  noteRequired: '请填写跟进内容',
  noteTooLong: '跟进内容不能超过 500 字',
} as const;

export const TUTOR_NOTE_MAX = 500;
export const SUMMARY_MAX_DAYS = 366;

const DATE_RE = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A real calendar day 'YYYY-MM-DD' (2026-02-30 is not). */
export function isChinaDate(s: string): boolean {
  if (!DATE_RE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** Days from `from` to `to`, both counted; 0 or less when `to` is before `from`. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** What is wrong with a summary range, or null: both real days, in order, at most a year. */
export function summaryRangeProblem(from: string, to: string): string | null {
  if (!isChinaDate(from) || !isChinaDate(to)) return TUTOR_WB_MESSAGES.dateInvalid;
  const days = daysInRange(from, to);
  if (days < 1) return TUTOR_WB_MESSAGES.rangeInvalid;
  if (days > SUMMARY_MAX_DAYS) return TUTOR_WB_MESSAGES.rangeTooLong;
  return null;
}

/** The instants a China-date range covers: from its first day's midnight to the midnight after its last day. */
export function chinaRangeInstants(from: string, to: string): { start: Date; end: Date } {
  return {
    start: new Date(`${from}T00:00:00+08:00`),
    end: new Date(`${addDays(to, 1)}T00:00:00+08:00`),
  };
}

/** A share as a whole percent, null when there is nothing to share. */
export const sharePercent = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part / whole) * 100);

/** A follow-up is due when its next-contact day is today or past (China dates) and nobody wrote a later note. */
export const followUpDue = (nextContactOn: string | null, today: string): boolean =>
  nextContactOn !== null && nextContactOn <= today;
