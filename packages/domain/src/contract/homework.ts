import { z } from 'zod';
import { SERVER_MESSAGES } from '../messages';
import { HOMEWORK_MESSAGES } from '../homework-validation';
import { idParam, safeString, unsafeInput } from './fields';

/** An explanation file of quizAnalysis (JSON text `{files: [...]}`). */
export const quizAnalysisFileSchema = z.object({ fileName: z.string(), fileType: z.string(), url: z.string() });
export type QuizAnalysisFile = z.infer<typeof quizAnalysisFileSchema>;

export const quizOptionSchema = z.object({
  optionId: z.number().int(),
  optionTitle: z.string(),
  /** Only once the answers may be shown (submitted or past endTime + 10 s; always for the class's staff). */
  optionIsRight: z.boolean().optional(),
});
export type QuizOption = z.infer<typeof quizOptionSchema>;

export const quizUserAnswerSchema = z.object({
  answer: z.string(),
  /** null until marked, for subjective questions, and while the answers are hidden. */
  isRight: z.boolean().nullable(),
});

export const quizQuestionSchema = z.object({
  questionId: z.number().int(),
  questionType: z.string(),
  questionNumber: z.string(),
  questionTitle: z.string(),
  score: z.number().int(),
  options: z.array(quizOptionSchema),
  /** Fill-in / true-false right answer, only once the answers may be shown. */
  rightAnswer: z.string().nullable().optional(),
  /** The caller's saved answer (null when none). */
  answer: quizUserAnswerSchema.nullable(),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const quizAnswerSchema = z.object({
  quizAnswerId: z.number().int(),
  quizId: z.number().int(),
  userId: z.number().int(),
  chapterId: z.number().int().nullable(),
  quizAnswerType: z.enum(['1', '2']),
  endTime: z.string(),
  overTime: z.string().nullable(),
  quizAnswerScore: z.number().int().nullable(),
  quizAnswerAutoScore: z.number().int().nullable(),
  /** JSON text {text, img[]}: the tutor's feedback. */
  quizAnswerReplyOver: z.string().nullable(),
  quizAnswerReplyOverTime: z.string().nullable(),
  quizAnswerReplyOverBy: z.number().int().nullable(),
  /** quizAnswerScore / 20 (half a star for a score between 0 and 1); null without a score. */
  stars: z.number().nullable(),
});
export type QuizAnswer = z.infer<typeof quizAnswerSchema>;

export const homeworkQuizSchema = z.object({
  quizId: z.number().int(),
  quizTitle: z.string(),
  /** JSON text {files: [{fileName, fileType, url}]}; null until the answers may be shown. */
  quizAnalysis: z.string().nullable(),
  totalScore: z.number().int(),
  chapterId: z.number().int(),
  sections: z.array(
    z.object({ sectionId: z.number().int(), title: z.string(), questions: z.array(quizQuestionSchema) }),
  ),
  /** The caller's answer record; null for the class's teacher/tutor. */
  quizAnswer: quizAnswerSchema.nullable(),
  /** Server time of the answer, so the client decides the flow on the server's clock. */
  now: z.string(),
  /**
   * For a pupil: the session was over before they joined the class (入班前课次). The homework is optional
   * practice (选做): its endTime is a week after joining, and not doing it is no mark against them.
   */
  beforeEnrolment: z.boolean().optional(),
});
export type HomeworkQuiz = z.infer<typeof homeworkQuizSchema>;

export const homeworkByChapterQuerySchema = z.object({ chapterId: idParam });

export const homeworkAnswerItemSchema = z.object({
  answer: safeString(HOMEWORK_MESSAGES.fillAnswer).max(20_000, { error: SERVER_MESSAGES.textTooLong }),
  questionId: idParam,
  quizAnswerId: idParam,
  quizId: idParam,
});
export type HomeworkAnswerItem = z.infer<typeof homeworkAnswerItemSchema>;

export const homeworkSaveRequestSchema = z
  .array(homeworkAnswerItemSchema, { error: SERVER_MESSAGES.badRequest })
  .min(1, { error: HOMEWORK_MESSAGES.fillAnswer })
  .max(200, { error: SERVER_MESSAGES.badRequest });

/** What a save stored: each question's answer as kept. */
export const savedAnswersSchema = z.array(z.object({ questionId: z.number().int(), answer: z.string() }));

export const homeworkSendQuerySchema = z.object({ quizAnswerId: idParam });

export const homeworkSendResultSchema = z.object({
  /** '本次作业得分{score}分' with the score filled. */
  msg: z.string(),
  score: z.number().int(),
  quizAnswer: quizAnswerSchema,
});
export type HomeworkSendResult = z.infer<typeof homeworkSendResultSchema>;

export const homeworkSubmissionSchema = z.object({
  student: z.object({ id: z.number().int(), name: z.string(), avatar: z.string() }),
  quizAnswer: quizAnswerSchema.nullable(),
  answers: z.array(z.object({ questionId: z.number().int(), answer: z.string(), isRight: z.boolean().nullable() })),
});
export type HomeworkSubmission = z.infer<typeof homeworkSubmissionSchema>;

export const homeworkSubmissionsSchema = z.object({
  quiz: homeworkQuizSchema,
  submissions: z.array(homeworkSubmissionSchema),
  /** Whether the caller marks this session's homework (its tutor; the teacher of a class without one). */
  canMark: z.boolean(),
});
export type HomeworkSubmissions = z.infer<typeof homeworkSubmissionsSchema>;

/**
 * Upload URLs this site issued: private answer files (`/api/file/private/...`; the server turns a signed link back
 * into this path before validating) or, for older data, `/uploads/...`. The server checks whose they are.
 */
export const uploadedImageUrl = safeString()
  .max(500)
  .regex(/^\/(?:uploads|api\/file\/private)\/[A-Za-z0-9/_.-]+$/, { error: HOMEWORK_MESSAGES.imageUrlInvalid })
  .refine((s) => !s.includes('..'), { error: HOMEWORK_MESSAGES.imageUrlInvalid });

export const homeworkReplyRequestSchema = z.object({
  quizAnswerId: idParam,
  text: safeString().max(2000, { error: SERVER_MESSAGES.textTooLong }).default(''),
  img: z.array(uploadedImageUrl).max(9, { error: SERVER_MESSAGES.badRequest }).default([]),
  score: z.coerce
    .number({ error: SERVER_MESSAGES.badRequest })
    .int({ error: SERVER_MESSAGES.badRequest })
    .min(0, { error: SERVER_MESSAGES.badRequest })
    .max(100, { error: SERVER_MESSAGES.badRequest }),
});
export type HomeworkReplyRequest = z.infer<typeof homeworkReplyRequestSchema>;

/** The image-question answer JSON as the server accepts it. */
export const imageAnswerInputSchema = z.object({
  img: z.array(uploadedImageUrl).max(9, { error: SERVER_MESSAGES.badRequest }).default([]),
  text: safeString().max(5000, { error: SERVER_MESSAGES.textTooLong }).default(''),
  file: z
    .array(z.unknown())
    .max(10, { error: SERVER_MESSAGES.badRequest })
    // Stored as JSON text: a deeply nested value would overflow JSON.stringify (a 500), NUL breaks the column.
    .refine((f) => unsafeInput(f, 8) === null, { error: SERVER_MESSAGES.badRequest })
    .default([]),
});
