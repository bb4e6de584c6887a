import { addDays, chinaDateOf } from './class-schedule';

/**
 * The school year's terms as classes are sold: 秋季 from September to the winter holiday (late January), 寒假 the
 * winter holiday until the end of February, 春季 March to June, 暑期 July and August. A term is named by its
 * kind and the year it starts in; dates are China dates.
 */
export const TERM_KINDS = ['秋季', '寒假', '春季', '暑期'] as const;
export type TermKind = (typeof TERM_KINDS)[number];

export interface SchoolTerm {
  kind: TermKind;
  /** The calendar year the term starts in. */
  year: number;
  /** 'YYYY-MM-DD', first and last day. */
  start: string;
  end: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const day = (year: number, month: number, d: number) => `${year}-${pad(month)}-${pad(d)}`;
/** The day before the first of a month. */
const lastDayBefore = (year: number, month: number) =>
  month === 1 ? day(year - 1, 12, 31) : addDays(day(year, month, 1), -1);

/** The winter holiday starts on this day of January (schools break up in the third or fourth week). */
const WINTER_START_DAY = 20;

export function schoolTerm(kind: TermKind, year: number): SchoolTerm {
  switch (kind) {
    case '秋季':
      return { kind, year, start: day(year, 9, 1), end: day(year + 1, 1, WINTER_START_DAY - 1) };
    case '寒假':
      return { kind, year, start: day(year, 1, WINTER_START_DAY), end: lastDayBefore(year, 3) };
    case '春季':
      return { kind, year, start: day(year, 3, 1), end: day(year, 6, 30) };
    case '暑期':
      return { kind, year, start: day(year, 7, 1), end: day(year, 8, 31) };
  }
}

/** The term a China date ('YYYY-MM-DD') or an instant falls in. */
export function termOf(date: string | Date): SchoolTerm {
  const d = typeof date === 'string' ? date : chinaDateOf(date);
  const year = Number(d.slice(0, 4));
  const md = d.slice(5);
  if (md >= '09-01') return schoolTerm('秋季', year);
  if (md >= '07-01') return schoolTerm('暑期', year);
  if (md >= '03-01') return schoolTerm('春季', year);
  if (md >= `01-${pad(WINTER_START_DAY)}`) return schoolTerm('寒假', year);
  return schoolTerm('秋季', year - 1);
}

/** The term `steps` terms after (or, negative, before) this one. */
export function termAfter(term: SchoolTerm, steps = 1): SchoolTerm {
  let t = term;
  for (let i = 0; i < Math.abs(steps); i += 1) t = termOf(steps > 0 ? addDays(t.end, 1) : addDays(t.start, -1));
  return t;
}

/** Whether a China date lies within the term. */
export const inTerm = (term: SchoolTerm, date: string): boolean => date >= term.start && date <= term.end;
