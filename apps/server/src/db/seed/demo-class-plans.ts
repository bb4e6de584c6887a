import {
  addDays,
  chinaDateOf,
  chinaWeekdayOf,
  termAfter,
  termOf,
  type ClassSchedule,
  type SchoolTerm,
  type Weekday,
} from '@salt/domain';

/**
 * When a demo class meets, said the way a timetabler would ("weekly on Wednesday evenings from the second week
 * of next term"), turned into a `ClassSchedule` for the day the seed runs. The schedule is the one source of
 * truth: the class-schedule service makes the sessions from it and the shop's class period from the sessions.
 * Terms come from the domain's school-terms (today 2026-11-23 is in 秋季 2026; 1 is 寒假 2027, -1 暑期 2026).
 */
export type ClassPlan =
  /**
   * Every week on these days, in the term `term` steps from the seed's, from about its second week; in a holiday
   * (寒假, 暑期) every day instead.
   */
  | { layout: 'weekly'; term: number; weekdays: Weekday[]; startTime: string; endTime: string; lessons: number }
  /** Every day (holiday courses), from the term's fourth day plus `fromDay`. */
  | { layout: 'daily'; term: number; startTime: string; endTime: string; lessons: number; fromDay?: number }
  /**
   * The demo student's class this term: weekly on today's weekday, one session live at the moment of seeding
   * (from 20 minutes before to 70 after), begun early in the term so sessions, recordings and homework lie behind.
   */
  | { layout: 'liveNow'; lessons: number }
  /** A class of this term on sale that a pupil can still join: weekly on yesterday's weekday, held yesterday. */
  | { layout: 'heldYesterday'; startTime: string; endTime: string; lessons: number }
  /** One session `inDays` from today (an open lesson). */
  | { layout: 'once'; inDays: number; startTime: string; endTime: string };

const DAY_MINUTES = 24 * 60;
const LIVE_LENGTH_MIN = 90;
/** Term classes start in the term's second week. */
const FIRST_WEEK_DAYS = 5;

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The first date on or after `date` that falls on one of `weekdays`. */
export function firstOnOrAfter(date: string, weekdays: readonly Weekday[]): string {
  let d = date;
  while (!weekdays.includes(chinaWeekdayOf(d))) d = addDays(d, 1);
  return d;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export const termAt = (now: Date, steps: number): SchoolTerm => termAfter(termOf(now), steps);

/** The term a plan's class belongs to (what the goods are labelled with). */
export function planTerm(plan: ClassPlan, now: Date): SchoolTerm {
  return plan.layout === 'weekly' || plan.layout === 'daily' ? termAt(now, plan.term) : termOf(now);
}

/** Holiday courses meet every day (集训); a weekly term course would not fit in the holiday. */
const isHoliday = (term: SchoolTerm) => term.kind === '寒假' || term.kind === '暑期';
const EVERY_DAY: Weekday[] = [0, 1, 2, 3, 4, 5, 6];

/**
 * A class of this term that has met up to `lastHeld`, at least `minHeld` sessions before it, and runs at least
 * `minAhead` sessions more. In term time it meets weekly on `lastHeld`'s weekday from the term's second week (early
 * in a term it began a little before the term); in a holiday every day, from
 * the holiday's fourth day but at most a week back.
 */
function runningClass(now: Date, lastHeld: string, lessons: number, minHeld: number, minAhead: number) {
  const term = termOf(now);
  if (isHoliday(term)) {
    const inTerm = addDays(term.start, 3);
    const latest = addDays(lastHeld, -minHeld);
    const firstDate = inTerm < latest ? (addDays(lastHeld, -7) > inTerm ? addDays(lastHeld, -7) : inTerm) : latest;
    const held = daysBetween(firstDate, lastHeld) + 1;
    return { firstDate, weekdays: EVERY_DAY, lessonCount: Math.max(Math.min(lessons, 10), held + minAhead) };
  }
  const weekday = chinaWeekdayOf(lastHeld);
  const inTerm = firstOnOrAfter(addDays(term.start, FIRST_WEEK_DAYS), [weekday]);
  const latest = addDays(lastHeld, -7 * minHeld);
  const firstDate = inTerm < latest ? inTerm : latest;
  const held = daysBetween(firstDate, lastHeld) / 7 + 1;
  return { firstDate, weekdays: [weekday], lessonCount: Math.max(lessons, held + minAhead) };
}

/** The schedule a plan makes when the seed runs at `now`. */
export function planSchedule(plan: ClassPlan, now: Date): ClassSchedule {
  const today = chinaDateOf(now);
  switch (plan.layout) {
    case 'weekly': {
      const term = termAt(now, plan.term);
      if (isHoliday(term)) return planSchedule({ ...plan, layout: 'daily' }, now);
      const firstDate = firstOnOrAfter(addDays(term.start, FIRST_WEEK_DAYS), plan.weekdays);
      return {
        firstDate,
        weekdays: plan.weekdays,
        startTime: plan.startTime,
        endTime: plan.endTime,
        lessonCount: plan.lessons,
      };
    }
    case 'daily': {
      const term = termAt(now, plan.term);
      const firstDate = addDays(term.start, 3 + (plan.fromDay ?? 0));
      return {
        firstDate,
        weekdays: EVERY_DAY,
        startTime: plan.startTime,
        endTime: plan.endTime,
        lessonCount: plan.lessons,
      };
    }
    case 'liveNow': {
      // Live from 20 minutes before now, kept within the day (a session never runs past midnight).
      const nowMin = minutesOf(new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(11, 16));
      const start = Math.min(Math.max(nowMin - 20, 0), DAY_MINUTES - 1 - LIVE_LENGTH_MIN);
      const run = runningClass(now, today, plan.lessons, 3, 4);
      return { ...run, startTime: hhmm(start), endTime: hhmm(start + LIVE_LENGTH_MIN) };
    }
    case 'heldYesterday': {
      const run = runningClass(now, addDays(today, -1), plan.lessons, 2, 4);
      return { ...run, startTime: plan.startTime, endTime: plan.endTime };
    }
    case 'once': {
      const day = addDays(today, plan.inDays);
      return {
        firstDate: day,
        weekdays: [chinaWeekdayOf(day)],
        startTime: plan.startTime,
        endTime: plan.endTime,
        lessonCount: 1,
      };
    }
  }
}
