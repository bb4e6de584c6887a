import { CHINA_OFFSET_MS } from './server-time';
import type { ClassPeriod } from './contract/shop';

/**
 * A class's timetable has one source of truth: its sessions. A schedule definition (first date, weekdays,
 * times, number of sessions) generates the sessions; the class period the shop advertises is derived from the
 * sessions (`periodsOfSessions`), never typed in beside them; `periodMismatches` says where an advertised period
 * and the sessions disagree. Dates and times are Asia/Shanghai wall time (UTC+8, no daylight saving).
 */

/** 0 = Sunday … 6 = Saturday, as Date#getUTCDay. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const WEEKDAY_CHARS = ['日', '一', '二', '三', '四', '五', '六'] as const;

export interface ClassSchedule {
  /** 'YYYY-MM-DD', the first session's day; it must fall on one of `weekdays`. */
  firstDate: string;
  /** The days sessions fall on, e.g. [3] every Wednesday, [0,1,2,3,4,5,6] every day. */
  weekdays: Weekday[];
  /** 'HH:mm' */
  startTime: string;
  /** 'HH:mm', later than startTime on the same day. */
  endTime: string;
  lessonCount: number;
}

export interface SessionTime {
  startAt: Date;
  endAt: Date;
}

const DAY_MS = 86_400_000;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The instant of a China wall-clock date and time. */
export function chinaInstant(date: string, time: string): Date {
  return new Date(new Date(`${date}T${time.slice(0, 5)}:00Z`).getTime() - CHINA_OFFSET_MS);
}

const shifted = (d: Date | string) => new Date(new Date(d).getTime() + CHINA_OFFSET_MS);

/** 'YYYY-MM-DD' of an instant in China. */
export const chinaDateOf = (d: Date | string): string => shifted(d).toISOString().slice(0, 10);

/** 'HH:mm' of an instant in China. */
export const chinaTimeOf = (d: Date | string): string => shifted(d).toISOString().slice(11, 16);

/** The weekday of an instant in China, or of a 'YYYY-MM-DD' date. */
export function chinaWeekdayOf(d: Date | string): Weekday {
  const day = typeof d === 'string' && DATE_RE.test(d) ? new Date(`${d}T00:00:00Z`) : shifted(d);
  return day.getUTCDay() as Weekday;
}

/** 'YYYY-MM-DD' `days` after a date. */
export function addDays(date: string, days: number): string {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Why a schedule cannot generate sessions, or null when it can. */
export function scheduleProblem(s: ClassSchedule): string | null {
  if (!DATE_RE.test(s.firstDate) || Number.isNaN(Date.parse(`${s.firstDate}T00:00:00Z`))) return '首次上课日期无效';
  if (!TIME_RE.test(s.startTime) || !TIME_RE.test(s.endTime)) return '上课时间无效';
  if (s.endTime <= s.startTime) return '下课时间须晚于上课时间';
  if (!Number.isInteger(s.lessonCount) || s.lessonCount < 1 || s.lessonCount > 200) return '课次数无效';
  if (s.weekdays.length === 0 || s.weekdays.some((w) => !Number.isInteger(w) || w < 0 || w > 6)) return '上课星期无效';
  if (!s.weekdays.includes(chinaWeekdayOf(s.firstDate))) return '首次上课日期不在上课星期内';
  return null;
}

/** The sessions a schedule makes: from the first date, every listed weekday, until lessonCount sessions. */
export function scheduleSessions(s: ClassSchedule): SessionTime[] {
  const problem = scheduleProblem(s);
  if (problem) throw new Error(problem);
  const out: SessionTime[] = [];
  for (let date = s.firstDate; out.length < s.lessonCount; date = addDays(date, 1)) {
    if (!s.weekdays.includes(chinaWeekdayOf(date))) continue;
    out.push({ startAt: chinaInstant(date, s.startTime), endAt: chinaInstant(date, s.endTime) });
  }
  return out;
}

/**
 * The class periods sessions make, as the shop shows them: sessions grouped by their time of day (most classes
 * have one group), each group's first and last date and its number of sessions; earliest first.
 */
export function periodsOfSessions(sessions: SessionTime[]): ClassPeriod[] {
  const sorted = [...sessions].sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
  const groups = new Map<string, ClassPeriod>();
  for (const s of sorted) {
    const startTime = chinaTimeOf(s.startAt);
    const endTime = chinaTimeOf(s.endAt);
    const key = `${startTime}-${endTime}`;
    const date = chinaDateOf(s.startAt);
    const group = groups.get(key);
    if (group) {
      group.endDate = date;
      group.lessonCount += 1;
    } else groups.set(key, { startDate: date, endDate: date, startTime, endTime, lessonCount: 1 });
  }
  return [...groups.values()].sort((a, b) => a.startDate.localeCompare(b.startDate));
}

/** Session weekdays in week order from Monday, each once. */
export function weekdaysOfSessions(sessions: SessionTime[]): Weekday[] {
  const set = new Set(sessions.map((s) => chinaWeekdayOf(s.startAt)));
  return ([1, 2, 3, 4, 5, 6, 0] as Weekday[]).filter((w) => set.has(w));
}

/** '周三', '周二、周四', '周六、周日', '每天'. */
export function weekdayLabel(weekdays: readonly Weekday[]): string {
  const set = new Set(weekdays);
  if (set.size === 7) return '每天';
  return ([1, 2, 3, 4, 5, 6, 0] as Weekday[])
    .filter((w) => set.has(w))
    .map((w) => `周${WEEKDAY_CHARS[w]}`)
    .join('、');
}

/** 上午 before noon, 下午 before six, 晚 after. */
export function dayPartLabel(startTime: string): string {
  if (startTime < '12:00') return '上午';
  if (startTime < '18:00') return '下午';
  return '晚';
}

/** What a class's name says about when it meets: '周三晚', '周六上午', '每天下午'. */
export function scheduleLabel(s: Pick<ClassSchedule, 'weekdays' | 'startTime'>): string {
  return `${weekdayLabel(s.weekdays)}${dayPartLabel(s.startTime)}`;
}

/**
 * The weekdays a text names ('周三', '周二、四', '周六、日', '周末', '每天'), in week order from Monday like
 * `weekdaysOfSessions`, or null when it names none. Used to check that a class's name agrees with its sessions.
 */
export function weekdaysNamedIn(text: string): Weekday[] | null {
  if (/每天|每日/.test(text)) return [1, 2, 3, 4, 5, 6, 0];
  const found = new Set<Weekday>();
  if (/周末/.test(text)) {
    found.add(6);
    found.add(0);
  }
  // '周三', '周二、四', '周六、周日', '星期五'
  for (const m of text.matchAll(/(?:周|星期)([一二三四五六日天])((?:[、和及,，/](?:周|星期)?[一二三四五六日天])*)/g)) {
    for (const ch of `${m[1]}${m[2]}`.replace(/周|星期|[、和及,，/]/g, '')) {
      const w = ch === '天' ? 0 : WEEKDAY_CHARS.indexOf(ch as (typeof WEEKDAY_CHARS)[number]);
      if (w >= 0) found.add(w as Weekday);
    }
  }
  return found.size === 0 ? null : ([1, 2, 3, 4, 5, 6, 0] as Weekday[]).filter((w) => found.has(w));
}

const periodText = (p: ClassPeriod) => `${p.startDate}~${p.endDate} ${p.startTime}-${p.endTime} 共${p.lessonCount}讲`;

/**
 * Where what the shop shows for a class (its periods and its name) disagrees with the class's sessions: the
 * number of sessions, the first and last date, the start and end times, and any weekday the name states. An
 * empty list means the class sold is the class delivered.
 */
export function periodMismatches(advertised: ClassPeriod[], sessions: SessionTime[], name = ''): string[] {
  const problems: string[] = [];
  const actual = periodsOfSessions(sessions);
  const norm = (p: ClassPeriod) => ({ ...p, startTime: p.startTime.slice(0, 5), endTime: p.endTime.slice(0, 5) });
  const shown = [...advertised].map(norm).sort((a, b) => a.startDate.localeCompare(b.startDate));
  if (sessions.length === 0 && shown.length > 0) problems.push('班级没有课次，却展示了开课时间');
  const total = shown.reduce((n, p) => n + p.lessonCount, 0);
  if (sessions.length > 0 && total !== sessions.length) problems.push(`展示共${total}讲，实际${sessions.length}个课次`);
  const key = (p: ClassPeriod) => periodText(p);
  const actualKeys = new Set(actual.map(key));
  const shownKeys = new Set(shown.map(key));
  for (const p of shown) if (!actualKeys.has(key(p))) problems.push(`展示的时间 ${key(p)} 与课次不符`);
  for (const p of actual) if (!shownKeys.has(key(p))) problems.push(`课次 ${key(p)} 未如实展示`);
  const named = weekdaysNamedIn(name);
  if (named && sessions.length > 0) {
    const days = weekdaysOfSessions(sessions);
    if (named.join() !== days.join()) problems.push(`班级名称写${weekdayLabel(named)}，课次在${weekdayLabel(days)}`);
  }
  return problems;
}
