import { z } from 'zod';
import {
  EXAM_DURATION_MINUTES,
  EXAM_MAX_ATTEMPTS_LIMIT,
  EXAM_SCHEDULE_MESSAGES as M,
  SCHEDULED_EXAM_KINDS,
} from '../exam/exam-schedule-rules';
import { SERVER_MESSAGES } from '../messages';
import { pageCurrentField, pageOf, pageSizeField } from './shop';

/**
 * 考试 in the console: the scheduled exams (结课考试 of a class, 模拟考试 and 课外测评 for everyone) with how many
 * have sat them; admins schedule one on a paper of the bank and move its window. Teachers see those of their
 * classes and those for everyone.
 */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const kindField = z.enum(SCHEDULED_EXAM_KINDS, { error: M.kind });

export const consoleExamQuerySchema = z.object({
  current: pageCurrentField,
  size: pageSizeField,
  kind: z.preprocess(blankToUndefined, kindField.optional()),
  subject: z.preprocess(blankToUndefined, z.string().max(2, SERVER_MESSAGES.badRequest).optional()),
  grade: z.preprocess(blankToUndefined, z.string().max(16, SERVER_MESSAGES.badRequest).optional()),
  /** Part of the title. */
  keyword: z.preprocess(blankToUndefined, z.string().trim().max(50, SERVER_MESSAGES.badRequest).optional()),
});
export type ConsoleExamQuery = z.input<typeof consoleExamQuerySchema>;
export type ConsoleExamFilter = z.infer<typeof consoleExamQuerySchema>;

export const consoleExamRowSchema = z.object({
  id: z.number().int(),
  kind: kindField,
  title: z.string(),
  subject: z.string(),
  grade: z.string(),
  paperId: z.number().int(),
  paperTitle: z.string(),
  /** The exam's time limit (its own, else the paper's), in minutes. */
  durationMinutes: z.number().int(),
  offeringId: z.number().int().nullable(),
  className: z.string().nullable(),
  /** ISO instants; both null: always open. */
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  /** null: as often as a pupil likes. */
  maxAttempts: z.number().int().nullable(),
  /** Attempts started, and handed in. */
  attempts: z.number().int(),
  committed: z.number().int(),
  /** The most attempts one pupil has used (the attempts allowed cannot go below it). */
  mostByOnePupil: z.number().int(),
  version: z.number().int(),
});
export type ConsoleExamRow = z.infer<typeof consoleExamRowSchema>;
export const consoleExamPageSchema = pageOf(consoleExamRowSchema);
export type ConsoleExamPage = z.infer<typeof consoleExamPageSchema>;

/** What the form offers: the papers of the bank and the classes (with their course, subject and grade). */
export const consoleExamOptionsSchema = z.object({
  papers: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      subject: z.string(),
      grade: z.string(),
      durationMinutes: z.number().int(),
      totalScore: z.number(),
      questionCount: z.number().int(),
    }),
  ),
  classes: z.array(
    z.object({ offeringId: z.number().int(), name: z.string(), subject: z.string(), grade: z.string() }),
  ),
});
export type ConsoleExamOptions = z.infer<typeof consoleExamOptionsSchema>;

const instant = (message: string) =>
  z.string({ error: message }).refine((v) => !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}T/.test(v), message);

const examFields = {
  kind: kindField,
  title: z.string({ error: M.title }).trim().min(1, M.title).max(100, '考试名称不能超过100个字'),
  paperId: z.number({ error: M.paper }).int().positive(M.paper),
  offeringId: z.number({ error: SERVER_MESSAGES.badRequest }).int().positive().nullable(),
  /** Both null: always open (not for a class exam). */
  opensAt: instant(M.window).nullable(),
  closesAt: instant(M.window).nullable(),
  durationMinutes: z
    .number({ error: M.duration })
    .int(M.duration)
    .min(EXAM_DURATION_MINUTES.min, M.duration)
    .max(EXAM_DURATION_MINUTES.max, M.duration),
  maxAttempts: z
    .number({ error: M.attempts })
    .int(M.attempts)
    .min(1, M.attempts)
    .max(EXAM_MAX_ATTEMPTS_LIMIT, M.attempts)
    .nullable(),
};
const endAfterStart = (f: { opensAt: string | null; closesAt: string | null }, ctx: z.RefinementCtx) => {
  if ((f.opensAt === null) !== (f.closesAt === null))
    ctx.addIssue({ code: 'custom', path: ['closesAt'], message: M.window });
  else if (f.opensAt !== null && f.closesAt !== null && Date.parse(f.closesAt) <= Date.parse(f.opensAt))
    ctx.addIssue({ code: 'custom', path: ['closesAt'], message: M.endAfterStart });
};

export const consoleExamCreateSchema = z.object(examFields).superRefine(endAfterStart);
export type ConsoleExamCreate = z.infer<typeof consoleExamCreateSchema>;

export const consoleExamUpdateSchema = z
  .object({ ...examFields, version: z.number({ error: SERVER_MESSAGES.badRequest }).int().positive() })
  .superRefine(endAfterStart);
export type ConsoleExamUpdate = z.infer<typeof consoleExamUpdateSchema>;
