import { z } from 'zod';
import {
  QUESTION_BANK_MESSAGES as M,
  QUESTION_OPTION_LABELS,
  paperFormProblems,
  questionFormProblems,
  type FormProblem,
} from '../exam/question-bank-rules';
import { SERVER_MESSAGES } from '../messages';
import { safeString } from './fields';
import { pageCurrentField, pageOf, pageSizeField } from './shop';

/**
 * 题库 and 试卷 in the console: the bank's questions of every type (with knowledge points, difficulty, analysis
 * and its files) and the papers built from them. Staff (admins and teachers) read and write both. The web form
 * parses with these same schemas, so a rule's message shows under its field before saving (question-bank-rules.ts).
 */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const text = (max: number) => safeString().max(max, { error: SERVER_MESSAGES.textTooLong });
const optionalText = (max: number) => z.preprocess(blankToUndefined, text(max).trim().optional());
const addProblems = (problems: FormProblem[], ctx: z.RefinementCtx) => {
  for (const p of problems) ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
};

export const BANK_QUESTION_TYPES = ['0', '1', '2', '3', '4', '100'] as const;
const typeField = z.enum(BANK_QUESTION_TYPES, { error: M.type });
const scoreField = z.number({ error: M.score });

export const consoleQuestionQuerySchema = z.object({
  current: pageCurrentField,
  size: pageSizeField,
  subject: optionalText(2),
  grade: optionalText(16),
  type: z.preprocess(blankToUndefined, typeField.optional()),
  difficulty: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: M.difficulty }).int(M.difficulty).min(1, M.difficulty).max(5, M.difficulty).optional(),
  ),
  /** Part of a knowledge point. */
  knowledgePoint: optionalText(30),
  /** Part of the stem. */
  keyword: optionalText(50),
});
export type ConsoleQuestionQuery = z.input<typeof consoleQuestionQuerySchema>;
export type ConsoleQuestionFilter = z.infer<typeof consoleQuestionQuerySchema>;

export const consoleQuestionRowSchema = z.object({
  id: z.number().int(),
  type: typeField,
  stem: z.string(),
  subject: z.string(),
  grade: z.string(),
  /** Points (a combined question's: its sub-questions' sum). */
  score: z.number(),
  difficulty: z.number().int(),
  knowledgePoints: z.array(z.string()),
  childCount: z.number().int(),
  /** Papers that use it (it cannot be deleted while any does). */
  paperCount: z.number().int(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type ConsoleQuestionRow = z.infer<typeof consoleQuestionRowSchema>;
export const consoleQuestionPageSchema = pageOf(consoleQuestionRowSchema);
export type ConsoleQuestionPage = z.infer<typeof consoleQuestionPageSchema>;

export const consoleQuestionFileSchema = z.object({
  fileName: text(100).trim().min(1, SERVER_MESSAGES.badRequest),
  fileType: text(10).trim(),
  url: text(500)
    .min(1, SERVER_MESSAGES.badRequest)
    .refine((u) => !u.includes('..') && !/\s/.test(u), SERVER_MESSAGES.badRequest),
});

const partFields = {
  type: typeField,
  stem: text(4000),
  /** Choice questions: A-D in order. */
  options: z
    .array(z.object({ text: text(500), isRight: z.boolean({ error: SERVER_MESSAGES.badRequest }) }))
    .max(QUESTION_OPTION_LABELS.length, M.optionCount)
    .default([]),
  /** Fill-in: per blank, the accepted answers. */
  blanks: z
    .array(z.array(text(200)).max(10, SERVER_MESSAGES.badRequest))
    .max(20, M.blanksMatch)
    .default([]),
  isTrue: z.boolean({ error: M.verdict }).nullable().default(null),
  reference: text(4000).nullable().default(null),
  /** 拍照作答 (fill-in only): answered with photos, marked by a teacher against `reference`. */
  manual: z.boolean({ error: SERVER_MESSAGES.badRequest }).default(false),
  score: scoreField,
  analysis: text(5000).default(''),
};
/** A sub-question of a combined one: its id when it already exists (kept, so its practice history stays). */
export const consoleSubQuestionSchema = z.object({
  ...partFields,
  id: z.number().int().positive().nullable().default(null),
});

const questionFields = {
  ...partFields,
  subject: safeString(M.subject).min(1, M.subject).max(2, M.subject),
  grade: safeString(M.grade).min(1, M.grade).max(16, M.grade),
  difficulty: z.number({ error: M.difficulty }).int(M.difficulty).min(1, M.difficulty).max(5, M.difficulty),
  knowledgePoints: z.array(text(30).trim(), { error: M.knowledgePoint }).max(10, M.knowledgePoint).default([]),
  analysisFiles: z.array(consoleQuestionFileSchema).max(10, SERVER_MESSAGES.badRequest).default([]),
  children: z.array(consoleSubQuestionSchema).max(20, M.children).default([]),
};
// A combined question's own points are its parts' sum: its `score` is not checked (the form may send 0).
export const consoleQuestionCreateSchema = z
  .object(questionFields)
  .superRefine((q, ctx) => addProblems(questionFormProblems(q), ctx));
export type ConsoleQuestionCreate = z.infer<typeof consoleQuestionCreateSchema>;
export const consoleQuestionUpdateSchema = z
  .object({ ...questionFields, version: z.number({ error: SERVER_MESSAGES.badRequest }).int().positive() })
  .superRefine((q, ctx) => addProblems(questionFormProblems(q), ctx));
export type ConsoleQuestionUpdate = z.infer<typeof consoleQuestionUpdateSchema>;

/** One question as the form edits it, with its sub-questions' ids. */
export const consoleQuestionDetailSchema = z.object({
  id: z.number().int(),
  ...questionFields,
  options: z.array(z.object({ text: z.string(), isRight: z.boolean() })),
  analysisFiles: z.array(z.object({ fileName: z.string(), fileType: z.string(), url: z.string() })),
  children: z.array(z.object({ ...partFields, id: z.number().int().nullable() })),
  paperCount: z.number().int(),
  version: z.number().int(),
});
export type ConsoleQuestionDetail = z.infer<typeof consoleQuestionDetailSchema>;

// ---- 试卷 ----

export const consolePaperQuerySchema = z.object({
  current: pageCurrentField,
  size: pageSizeField,
  subject: optionalText(2),
  grade: optionalText(16),
  keyword: optionalText(50),
});
export type ConsolePaperQuery = z.input<typeof consolePaperQuerySchema>;
export type ConsolePaperFilter = z.infer<typeof consolePaperQuerySchema>;

export const consolePaperRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subject: z.string(),
  grade: z.string(),
  durationMinutes: z.number().int(),
  totalScore: z.number(),
  questionCount: z.number().int(),
  /** Exams on it, and attempts of those (attempts keep their own copy of the paper). */
  examCount: z.number().int(),
  attemptCount: z.number().int(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type ConsolePaperRow = z.infer<typeof consolePaperRowSchema>;
export const consolePaperPageSchema = pageOf(consolePaperRowSchema);
export type ConsolePaperPage = z.infer<typeof consolePaperPageSchema>;

const paperFields = {
  title: text(200).trim(),
  subject: safeString(M.subject).min(1, M.subject).max(2, M.subject),
  grade: safeString(M.grade).min(1, M.grade).max(16, M.grade),
  durationMinutes: z.number({ error: M.duration }),
  sections: z
    .array(
      z.object({
        title: text(100).trim(),
        items: z
          .array(z.object({ questionId: z.number().int().positive(SERVER_MESSAGES.badRequest), score: scoreField }))
          .max(200, SERVER_MESSAGES.badRequest),
      }),
      { error: M.noSection },
    )
    .max(20, SERVER_MESSAGES.badRequest),
};
export const consolePaperCreateSchema = z
  .object(paperFields)
  .superRefine((p, ctx) => addProblems(paperFormProblems(p), ctx));
export type ConsolePaperCreate = z.infer<typeof consolePaperCreateSchema>;
export const consolePaperUpdateSchema = z
  .object({ ...paperFields, version: z.number({ error: SERVER_MESSAGES.badRequest }).int().positive() })
  .superRefine((p, ctx) => addProblems(paperFormProblems(p), ctx));
export type ConsolePaperUpdate = z.infer<typeof consolePaperUpdateSchema>;

/** A paper as the builder edits it: each item with the question's type, stem and bank points for display. */
export const consolePaperDetailSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subject: z.string(),
  grade: z.string(),
  durationMinutes: z.number().int(),
  totalScore: z.number(),
  sections: z.array(
    z.object({
      title: z.string(),
      items: z.array(z.object({ questionId: z.number().int(), score: z.number(), type: typeField, stem: z.string() })),
    }),
  ),
  attemptCount: z.number().int(),
  version: z.number().int(),
});
export type ConsolePaperDetail = z.infer<typeof consolePaperDetailSchema>;
