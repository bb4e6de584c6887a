import { z } from 'zod';
import { SERVER_MESSAGES } from '../messages';
import {
  AUDIENCE_KINDS,
  QUESTION_KINDS,
  QUESTION_OPTION_MAX,
  QUESTIONNAIRE_MESSAGES as M,
  QUESTIONNAIRE_PHASES,
  QUESTIONNAIRE_QUESTION_MAX,
  QUESTIONNAIRE_STATUSES,
  QUESTIONNAIRE_TABS,
  RATING_MAX,
  RATING_MIN,
  TEXT_ANSWER_MAX,
} from '../questionnaire-rules';
import { idParam, optionalText, safeString } from './fields';
import { pageCurrentField, pageOf, pageSizeField } from './shop';

/**
 * 问卷调查: a pupil's questionnaires (进行中 / 已填写 / 已结束), one with my answer, the answer (a second one
 * replaces the first until the close), the results; the console's designer, publish / close / delete and results.
 */

const bad = SERVER_MESSAGES.badRequest;
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const questionKindSchema = z.enum(QUESTION_KINDS, { error: bad });
export const questionnairePhaseSchema = z.enum(QUESTIONNAIRE_PHASES);
export const questionnaireIdParamsSchema = z.object({ id: idParam });

export const questionOptionSchema = z.object({ id: z.number().int(), label: z.string() });

/** A question as the pupil answers it. */
export const questionSchema = z.object({
  id: z.number().int(),
  kind: questionKindSchema,
  title: z.string(),
  required: z.boolean(),
  options: z.array(questionOptionSchema),
  minChoices: z.number().int().nullable(),
  maxChoices: z.number().int().nullable(),
  maxLength: z.number().int().nullable(),
});
export type Question = z.infer<typeof questionSchema>;

/** One answer: the field of its question's kind. */
export const answerSchema = z.object({
  questionId: idParam,
  optionIds: z.array(idParam).max(QUESTION_OPTION_MAX, { error: bad }).optional(),
  text: safeString()
    .max(TEXT_ANSWER_MAX * 2, { error: SERVER_MESSAGES.textTooLong })
    .optional(),
  rating: z
    .number({ error: bad })
    .int({ error: bad })
    .min(RATING_MIN, { error: bad })
    .max(RATING_MAX, { error: bad })
    .optional(),
});
export type Answer = z.infer<typeof answerSchema>;

/** An answer as saved (and read back). */
export const storedAnswerSchema = z.object({
  questionId: z.number().int(),
  optionIds: z.array(z.number().int()).optional(),
  text: z.string().optional(),
  rating: z.number().int().optional(),
});

export const answerRequestSchema = z.object({
  answers: z.array(answerSchema, { error: bad }).max(QUESTIONNAIRE_QUESTION_MAX, { error: bad }),
});
export type AnswerRequest = z.infer<typeof answerRequestSchema>;

export const audienceSchema = z.object({
  kind: z.enum(AUDIENCE_KINDS, { error: bad }),
  offeringId: idParam.nullable(),
  grade: safeString().max(16, { error: bad }).nullable(),
});

/** A card of the pupil's list. */
export const questionnaireCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  intro: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  anonymous: z.boolean(),
  resultsPublic: z.boolean(),
  questionCount: z.number().int(),
  phase: questionnairePhaseSchema,
  answered: z.boolean(),
  answeredAt: z.string().nullable(),
});
export type QuestionnaireCard = z.infer<typeof questionnaireCardSchema>;
export const questionnairePageSchema = pageOf(questionnaireCardSchema);

export const questionnairePageQuerySchema = z.object({
  tab: z.preprocess(blankToUndefined, z.enum(QUESTIONNAIRE_TABS, { error: bad }).default('open')),
  current: pageCurrentField,
  size: pageSizeField,
});
export type QuestionnairePageQuery = z.input<typeof questionnairePageQuerySchema>;

/** One questionnaire to answer (or read back), with my answers and whether I may answer / see the results now. */
export const questionnaireDetailSchema = questionnaireCardSchema.extend({
  questions: z.array(questionSchema),
  myAnswers: z.array(storedAnswerSchema),
  canAnswer: z.boolean(),
  canSeeResult: z.boolean(),
});
export type QuestionnaireDetail = z.infer<typeof questionnaireDetailSchema>;

export const answerReceiptSchema = z.object({ answeredAt: z.string(), updated: z.boolean() });
export type AnswerReceipt = z.infer<typeof answerReceiptSchema>;

/** The aggregate of one question. */
export const questionResultSchema = z.object({
  questionId: z.number().int(),
  kind: questionKindSchema,
  title: z.string(),
  /** How many respondents answered this question. */
  answered: z.number().int(),
  /** 单选/多选: each option's count and percent of those who answered. */
  options: z.array(z.object({ id: z.number().int(), label: z.string(), count: z.number().int(), percent: z.number() })),
  /** 评分: the average and the count of each score 1..5. */
  average: z.number().nullable(),
  distribution: z.array(z.object({ score: z.number().int(), count: z.number().int(), percent: z.number() })),
  /** 填空: the newest answers (named ones carry the pupil's name for staff only). */
  texts: z.array(z.object({ text: z.string(), name: z.string().nullable() })),
  textTotal: z.number().int(),
});
export type QuestionResult = z.infer<typeof questionResultSchema>;

export const questionnaireResultSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  anonymous: z.boolean(),
  phase: questionnairePhaseSchema,
  respondents: z.number().int(),
  questions: z.array(questionResultSchema),
});
export type QuestionnaireResult = z.infer<typeof questionnaireResultSchema>;

// ---- console

const title = safeString(M.titleRequired).trim().min(1, { error: M.titleRequired }).max(100, { error: bad });
const instant = z
  .string({ error: M.windowInvalid })
  .refine((v) => !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}T/.test(v), { error: M.windowInvalid });

export const questionDesignInputSchema = z.object({
  kind: questionKindSchema,
  title: safeString().trim().max(200, { error: bad }),
  required: z.boolean({ error: bad }),
  options: z
    .array(z.object({ label: safeString().trim().max(100, { error: bad }) }), { error: bad })
    .max(QUESTION_OPTION_MAX, { error: bad }),
  minChoices: z
    .number({ error: bad })
    .int({ error: bad })
    .min(1, { error: bad })
    .max(QUESTION_OPTION_MAX, { error: bad })
    .nullable(),
  maxChoices: z
    .number({ error: bad })
    .int({ error: bad })
    .min(1, { error: bad })
    .max(QUESTION_OPTION_MAX, { error: bad })
    .nullable(),
  maxLength: z
    .number({ error: bad })
    .int({ error: bad })
    .min(1, { error: bad })
    .max(TEXT_ANSWER_MAX, { error: bad })
    .nullable(),
});
export type QuestionDesignInput = z.infer<typeof questionDesignInputSchema>;

/** The designer's save (create or edit a draft): the whole questionnaire, questions in order. */
export const questionnaireDesignSchema = z.object({
  title,
  intro: optionalText(1000).default(''),
  audience: audienceSchema,
  opensAt: instant,
  closesAt: instant,
  anonymous: z.boolean({ error: bad }),
  resultsPublic: z.boolean({ error: bad }),
  questions: z.array(questionDesignInputSchema, { error: bad }).max(QUESTIONNAIRE_QUESTION_MAX, { error: bad }),
});
export type QuestionnaireDesign = z.infer<typeof questionnaireDesignSchema>;
export type QuestionnaireDesignInput = z.input<typeof questionnaireDesignSchema>;

export const consoleQuestionnaireQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(QUESTIONNAIRE_STATUSES, { error: bad }).optional()),
  keyword: z.preprocess(blankToUndefined, optionalText(50).optional()),
  current: pageCurrentField,
  size: pageSizeField,
});
export type ConsoleQuestionnaireQuery = z.input<typeof consoleQuestionnaireQuerySchema>;

export const consoleQuestionnaireRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(QUESTIONNAIRE_STATUSES),
  phase: questionnairePhaseSchema,
  audienceText: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  anonymous: z.boolean(),
  resultsPublic: z.boolean(),
  questionCount: z.number().int(),
  respondents: z.number().int(),
  updatedAt: z.string(),
});
export type ConsoleQuestionnaireRow = z.infer<typeof consoleQuestionnaireRowSchema>;
export const consoleQuestionnairePageSchema = pageOf(consoleQuestionnaireRowSchema);

/** One questionnaire in the designer: its design as saved (questions with their ids). */
export const consoleQuestionnaireSchema = consoleQuestionnaireRowSchema.extend({
  intro: z.string(),
  audience: z.object({
    kind: z.enum(AUDIENCE_KINDS),
    offeringId: z.number().int().nullable(),
    grade: z.string().nullable(),
  }),
  questions: z.array(questionSchema),
});
export type ConsoleQuestionnaire = z.infer<typeof consoleQuestionnaireSchema>;

/** The audience picker: the classes (running ones first) and the grades. */
export const consoleQuestionnaireOptionsSchema = z.object({
  classes: z.array(z.object({ offeringId: z.number().int(), name: z.string(), grade: z.string() })),
  grades: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type ConsoleQuestionnaireOptions = z.infer<typeof consoleQuestionnaireOptionsSchema>;

/** Results in the console: the aggregates and, for a named questionnaire, each respondent's answers. */
export const consoleQuestionnaireResultSchema = questionnaireResultSchema.extend({
  responses: z.array(
    z.object({
      userId: z.number().int(),
      name: z.string(),
      answeredAt: z.string(),
      /** One text per question in design order ('' when skipped). */
      answers: z.array(z.string()),
    }),
  ),
});
export type ConsoleQuestionnaireResult = z.infer<typeof consoleQuestionnaireResultSchema>;

export const consoleQuestionnaireDeletedSchema = z.object({ id: z.number().int() });
