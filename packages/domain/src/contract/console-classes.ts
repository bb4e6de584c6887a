import { z } from 'zod';
import { SERVER_MESSAGES } from '../messages';
import { optionalText } from './fields';
import { pageCurrentField, pageOf, pageSizeField } from './shop';

/**
 * The console's 班级 page: every class (a sku with its offering) for admins, the classes they teach for a
 * teacher (role 6), whose way to a class's 课次, 录像, 作业 and 学员 it is (the 课程 pages are admins').
 */
export const CLASS_PHASES = ['upcoming', 'running', 'finished'] as const;
export type ClassPhase = (typeof CLASS_PHASES)[number];
export const CLASS_PHASE_LABELS: Record<ClassPhase, string> = {
  upcoming: '未开课',
  running: '上课中',
  finished: '已结课',
};

/**
 * Where a class stands by its sessions: 未开课 before the first starts (or with none), 已结课 once the last has
 * ended, 上课中 between (a class runs for weeks; a session being live is the session's own state).
 */
export function classPhaseAt(firstStart: Date | null, lastEnd: Date | null, now: Date): ClassPhase {
  if (!firstStart || !lastEnd || now.getTime() < firstStart.getTime()) return 'upcoming';
  if (now.getTime() >= lastEnd.getTime()) return 'finished';
  return 'running';
}

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const consoleClassQuerySchema = z.object({
  current: pageCurrentField,
  size: pageSizeField,
  /** Part of the course's or the class's name. */
  keyword: z.preprocess(blankToUndefined, optionalText(50).optional()),
  phase: z.preprocess(blankToUndefined, z.enum(CLASS_PHASES, { error: SERVER_MESSAGES.badRequest }).optional()),
});
export type ConsoleClassQuery = z.input<typeof consoleClassQuerySchema>;
export type ConsoleClassFilter = z.infer<typeof consoleClassQuerySchema>;

export const consoleClassRowSchema = z.object({
  skuId: z.number().int(),
  offeringId: z.number().int(),
  spuId: z.number().int(),
  courseTitle: z.string(),
  className: z.string(),
  subject: z.string(),
  grade: z.string(),
  teacherName: z.string().nullable(),
  tutorName: z.string().nullable(),
  /** Pupils in the class now. */
  pupils: z.number().int(),
  sessions: z.number().int(),
  /** Sessions already over. */
  held: z.number().int(),
  /** The next session to start (or the one live now), null once the class is over. */
  nextStartAt: z.string().nullable(),
  phase: z.enum(CLASS_PHASES),
  /** The caller may change the timetable and the pupils (admins); a teacher reads them, sets work, uploads recordings. */
  manage: z.boolean(),
});
export type ConsoleClassRow = z.infer<typeof consoleClassRowSchema>;
export const consoleClassPageSchema = pageOf(consoleClassRowSchema);
export type ConsoleClassPage = z.infer<typeof consoleClassPageSchema>;

/** A mobile as a teacher sees it in their class list: 138****5678 (they teach the pupil, the school rings them). */
export function maskedMobile(phone: string | null): string | null {
  if (!phone) return null;
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '****';
}
