import { z } from 'zod';
import { SERVER_MESSAGES } from '../messages';
import {
  HOMEWORK_EDIT_MESSAGES,
  HOMEWORK_MAX_OPTIONS,
  HOMEWORK_MAX_QUESTIONS,
  HOMEWORK_QUESTION_TYPES,
  homeworkQuestionsProblems,
} from '../homework-edit-rules';
import { safeString } from './fields';

/**
 * 布置作业: a class session's homework as the console edits it (GET for the editor, PUT to create or replace, DELETE
 * to unbind). The web form parses with the same schema, so a field's message shows beside the field before the
 * save and the server's 400 says the same thing.
 */
const text = (max: number, required: string) =>
  safeString(required).trim().min(1, { error: required }).max(max, { error: SERVER_MESSAGES.textTooLong });

export const consoleHomeworkOptionSchema = z.object({
  title: safeString(HOMEWORK_EDIT_MESSAGES.optionText).trim().max(500, { error: SERVER_MESSAGES.textTooLong }),
  right: z.boolean({ error: SERVER_MESSAGES.badRequest }),
});

export const consoleHomeworkQuestionSchema = z.object({
  type: z.enum(HOMEWORK_QUESTION_TYPES, { error: HOMEWORK_EDIT_MESSAGES.type }),
  number: text(16, HOMEWORK_EDIT_MESSAGES.number),
  title: text(5000, HOMEWORK_EDIT_MESSAGES.stem),
  score: z.number({ error: HOMEWORK_EDIT_MESSAGES.score }),
  options: z
    .array(consoleHomeworkOptionSchema, { error: SERVER_MESSAGES.badRequest })
    .max(HOMEWORK_MAX_OPTIONS, { error: HOMEWORK_EDIT_MESSAGES.tooManyOptions })
    .default([]),
  rightAnswer: safeString().trim().max(500, { error: SERVER_MESSAGES.textTooLong }).nullish(),
});
export type ConsoleHomeworkQuestion = z.infer<typeof consoleHomeworkQuestionSchema>;

/** An explanation file (PDF or picture) shown to the class's pupils once they have handed the homework in. */
export const consoleHomeworkFileSchema = z.object({
  fileName: text(100, HOMEWORK_EDIT_MESSAGES.fileName),
  fileType: safeString().trim().max(10, { error: SERVER_MESSAGES.textTooLong }),
  url: safeString(HOMEWORK_EDIT_MESSAGES.fileUrl)
    .min(1, { error: HOMEWORK_EDIT_MESSAGES.fileUrl })
    .max(500, { error: HOMEWORK_EDIT_MESSAGES.fileUrl })
    .refine((u) => !u.includes('..') && !/\s/.test(u), { error: HOMEWORK_EDIT_MESSAGES.fileUrl }),
});
export type ConsoleHomeworkFile = z.infer<typeof consoleHomeworkFileSchema>;

/** 保存作业: creates the session's homework (`version` null) or replaces it at the version the editor read. */
export const consoleHomeworkSaveSchema = z
  .object({
    title: text(200, HOMEWORK_EDIT_MESSAGES.title),
    questions: z
      .array(consoleHomeworkQuestionSchema, { error: HOMEWORK_EDIT_MESSAGES.noQuestion })
      .max(HOMEWORK_MAX_QUESTIONS, { error: HOMEWORK_EDIT_MESSAGES.tooManyQuestions }),
    files: z.array(consoleHomeworkFileSchema, { error: SERVER_MESSAGES.badRequest }).max(10).default([]),
    version: z.number({ error: SERVER_MESSAGES.badRequest }).int().positive().nullable(),
  })
  .superRefine((form, ctx) => {
    for (const issue of homeworkQuestionsProblems(form.questions))
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type ConsoleHomeworkSave = z.infer<typeof consoleHomeworkSaveSchema>;
export type ConsoleHomeworkSaveInput = z.input<typeof consoleHomeworkSaveSchema>;

export const consoleHomeworkRemoveQuerySchema = z.object({
  version: z.coerce.number({ error: SERVER_MESSAGES.badRequest }).int().positive(),
});

/** The editor's view of a session and its homework (null: none set yet). */
export const consoleSessionHomeworkSchema = z.object({
  chapterId: z.number().int(),
  sessionTitle: z.string(),
  className: z.string(),
  state: z.enum(['upcoming', 'live', 'done']),
  endAt: z.string(),
  /** Pupils actively in the class (they are told when homework is set on a session that has ended). */
  enrolled: z.number().int(),
  homework: z
    .object({
      quizId: z.number().int(),
      title: z.string(),
      version: z.number().int(),
      totalScore: z.number().int(),
      questions: z.array(
        z.object({
          type: z.string(),
          number: z.string(),
          title: z.string(),
          score: z.number().int(),
          options: z.array(z.object({ title: z.string(), right: z.boolean() })),
          rightAnswer: z.string().nullable(),
        }),
      ),
      files: z.array(z.object({ fileName: z.string(), fileType: z.string(), url: z.string() })),
      /** Pupils who have handed it in: from the first one on, its questions stay as they are. */
      submitted: z.number().int(),
    })
    .nullable(),
});
export type ConsoleSessionHomework = z.infer<typeof consoleSessionHomeworkSchema>;

export const consoleHomeworkSavedSchema = z.object({ quizId: z.number().int(), version: z.number().int() });
export type ConsoleHomeworkSaved = z.infer<typeof consoleHomeworkSavedSchema>;
