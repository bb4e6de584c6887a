import { z } from 'zod';
import { SERVER_MESSAGES } from '../messages';
import { EXAM_QUESTION_TYPE } from '../exam/paper-marking';
import { EXAM_STATUS_TEXT } from '../exam/exam-status';
import { idParam, optionalText, safeString } from './fields';
import { pageCurrentField, pageOf, pageSizeField, subjectField } from './shop';

/**
 * Exams and practice (issue 13): one attempt engine (a "quiz session") for every kind of paper. The server is the
 * clock: a session carries its deadline and the server's now, and answers stop counting 10 s after the deadline.
 * Question views never carry the right answers; the analysis does, once the session is committed.
 */

/** jieke 结课考试, mock 模拟考试, outdoor 课外测评, placement 分班测试, listening 听力练习, ai AI 练习. */
export const EXAM_KINDS = ['jieke', 'mock', 'outdoor', 'placement', 'listening', 'ai'] as const;
export const examKindSchema = z.enum(EXAM_KINDS, { error: SERVER_MESSAGES.badRequest });
export type ExamKind = z.infer<typeof examKindSchema>;

const questionTypes = Object.values(EXAM_QUESTION_TYPE) as [string, ...string[]];
export const examQuestionTypeSchema = z.enum(questionTypes);

export const examOptionViewSchema = z.object({
  optionId: z.number().int(),
  /** 'A'-'D'. */
  label: z.string(),
  text: z.string(),
});

/** A listening passage: the audio and how many more times the pupil may play it in this session. */
export const examListeningSchema = z.object({
  audioUrl: z.string(),
  playLimit: z.number().int(),
  playsLeft: z.number().int(),
});

const questionViewFields = {
  questionId: z.number().int(),
  type: examQuestionTypeSchema,
  /** Shown number: '1', '2', ...; sub-questions '13(1)'. */
  number: z.string(),
  stem: z.string(),
  /** Points on this paper. */
  score: z.number(),
  options: z.array(examOptionViewSchema),
  /** Fill-in: how many blanks to show (answers are one text per blank). */
  blanks: z.number().int(),
  knowledgePoints: z.array(z.string()),
  difficulty: z.number().int(),
  /**
   * Answered with photos (uploaded image URLs) and marked by a teacher. Oral questions are recorded instead and
   * need no flag. Optional so answers written before it stay valid; absent means false.
   */
  manual: z.boolean().optional(),
};

export const examSubQuestionViewSchema = z.object(questionViewFields);
export type ExamSubQuestionView = z.infer<typeof examSubQuestionViewSchema>;

/** A question as the pupil sees it while answering; a combined question's sub-questions are answered by their ids. */
export const examQuestionViewSchema = z.object({
  ...questionViewFields,
  listening: examListeningSchema.nullable(),
  children: z.array(examSubQuestionViewSchema),
});
export type ExamQuestionView = z.infer<typeof examQuestionViewSchema>;

/** An answer: an option id, option ids, one text per blank, 'true'/'false', or uploaded file URLs (oral, photo). */
export const examAnswerValueSchema = z.union([
  safeString().max(2000, { error: SERVER_MESSAGES.textTooLong }),
  z
    .array(safeString().max(2000, { error: SERVER_MESSAGES.textTooLong }))
    .max(20, { error: SERVER_MESSAGES.badRequest }),
]);
export type ExamAnswerValue = z.infer<typeof examAnswerValueSchema>;

export const examSavedAnswerSchema = z.object({
  questionId: z.number().int(),
  answer: z.union([z.string(), z.array(z.string())]),
  seq: z.number().int(),
  savedAt: z.string(),
});
export type ExamSavedAnswer = z.infer<typeof examSavedAnswerSchema>;

export const examSessionStatusSchema = z.enum(['open', 'committed']);

/** An attempt as the answering page needs it: the paper as it was at the start, the saved answers, the clock. */
export const examSessionSchema = z.object({
  sessionId: z.number().int(),
  examId: z.number().int(),
  kind: examKindSchema,
  title: z.string(),
  subject: z.string(),
  grade: z.string(),
  status: examSessionStatusSchema,
  /** True when POST /session answered an unfinished attempt instead of starting one. */
  resumed: z.boolean(),
  startedAt: z.string(),
  deadline: z.string(),
  /** What sets the deadline, for the start screen: the paper's duration or the exam's close. */
  setBy: z.enum(['duration', 'close']),
  durationSeconds: z.number().int(),
  closesAt: z.string().nullable(),
  extraSeconds: z.number().int(),
  remainingSeconds: z.number().int(),
  /** The server's clock when this was answered. */
  now: z.string(),
  totalScore: z.number(),
  sections: z.array(z.object({ title: z.string(), questions: z.array(examQuestionViewSchema) })),
  answers: z.array(examSavedAnswerSchema),
});
export type ExamSession = z.infer<typeof examSessionSchema>;

export const examSessionCreateRequestSchema = z.object({ examId: idParam });

/**
 * GET /em/quiz/exam/:id, what the start screen shows before the pupil presses 开始考试: the paper's size, score and
 * time, the window, the attempts, why it cannot start now, and the unfinished attempt with its real time left.
 * Reading it never starts an attempt (only POST /session does, and with it the clock).
 */
export const examBriefSchema = z.object({
  examId: z.number().int(),
  kind: examKindSchema,
  title: z.string(),
  subject: z.string(),
  grade: z.string(),
  /** Class-completion exams: the class it closes. */
  className: z.string().nullable(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  /** The unfinished attempt's paper when there is one, else the paper a start would take. */
  durationSeconds: z.number().int(),
  totalScore: z.number(),
  /** Top-level questions, and the answerable parts (a combined question's sub-questions count one each). */
  questionCount: z.number().int(),
  partCount: z.number().int(),
  /** Null = unlimited. */
  maxAttempts: z.number().int().nullable(),
  attemptsUsed: z.number().int(),
  /** Why 开始考试 would be refused now (not open yet, closed, no attempts left, AI practice); null when it may start. */
  blocked: z.string().nullable(),
  /** A start now: what would end it (the duration, or the exam's close when that comes first). */
  setByIfStarted: z.enum(['duration', 'close']),
  /** The unfinished attempt (继续考试): its clock is already running. */
  open: z
    .object({
      sessionId: z.number().int(),
      startedAt: z.string(),
      deadline: z.string(),
      setBy: z.enum(['duration', 'close']),
      extraSeconds: z.number().int(),
      remainingSeconds: z.number().int(),
      /** Parts with a saved, non-blank answer. */
      answered: z.number().int(),
    })
    .nullable(),
  /** The server's clock when this was answered. */
  now: z.string(),
});
export type ExamBrief = z.infer<typeof examBriefSchema>;

export const examAnswerRequestSchema = z.object({
  questionId: idParam,
  answer: examAnswerValueSchema,
  /** Per attempt and question, increasing: a save older than the stored one is ignored (a late autosave). */
  seq: z.number({ error: SERVER_MESSAGES.badRequest }).int().min(0).max(2_147_483_647),
});
export type ExamAnswerRequest = z.input<typeof examAnswerRequestSchema>;

export const examAnswerResultSchema = z.object({
  questionId: z.number().int(),
  seq: z.number().int(),
  /** False when a newer save was already stored (this one changed nothing). */
  applied: z.boolean(),
  savedAt: z.string(),
  remainingSeconds: z.number().int(),
});
export type ExamAnswerResult = z.infer<typeof examAnswerResultSchema>;

/** The page's heartbeat; `leave`/`return` log the page losing or regaining focus (a signal for staff, no verdict). */
export const examTimeRequestSchema = z.object({ event: z.enum(['heartbeat', 'leave', 'return']).default('heartbeat') });
export type ExamTimeRequest = z.input<typeof examTimeRequestSchema>;
export const examTimeResultSchema = z.object({
  status: examSessionStatusSchema,
  deadline: z.string(),
  remainingSeconds: z.number().int(),
  now: z.string(),
});
export type ExamTimeResult = z.infer<typeof examTimeResultSchema>;

export const examPlayRequestSchema = z.object({ questionId: idParam });
export const examPlayResultSchema = z.object({ questionId: z.number().int(), playsLeft: z.number().int() });
export type ExamPlayResult = z.infer<typeof examPlayResultSchema>;

export const examCommitRequestSchema = z.object({
  /** AI practice: seconds the pupil spent, as the page measured it (kept beside the server's own figure). */
  costTime: z.number({ error: SERVER_MESSAGES.badRequest }).int().min(0).max(86_400).optional(),
});
export type ExamCommitRequest = z.input<typeof examCommitRequestSchema>;

export const examVerdictSchema = z.enum(['right', 'partial', 'wrong', 'unanswered', 'pending']);

const questionMarkFields = {
  questionId: z.number().int(),
  number: z.string(),
  verdict: examVerdictSchema,
  earned: z.number().nullable(),
  possible: z.number(),
};
export const examQuestionMarkSchema = z.object({
  ...questionMarkFields,
  children: z.array(z.object(questionMarkFields)),
});

export const examMasterySchema = z.object({
  point: z.string(),
  percent: z.number().int(),
  earned: z.number(),
  possible: z.number(),
  questions: z.number().int(),
});
export type ExamMastery = z.infer<typeof examMasterySchema>;

export const examFeedbackSchema = z.object({
  questionId: z.number().int(),
  number: z.string(),
  score: z.number(),
  comment: z.string(),
  markedAt: z.string(),
  markedBy: z.string(),
});
export type ExamFeedback = z.infer<typeof examFeedbackSchema>;

/** A shop class recommended by a report (weakest points, or the placement level). */
export const examRecommendationSchema = z.object({
  spuId: z.number().int(),
  title: z.string(),
  subject: z.string(),
  grade: z.string(),
  level: z.string().nullable(),
  /** Fen. */
  price: z.number().int(),
  reason: z.string(),
});
export type ExamRecommendation = z.infer<typeof examRecommendationSchema>;

export const examReportSchema = z.object({
  sessionId: z.number().int(),
  examId: z.number().int(),
  kind: examKindSchema,
  title: z.string(),
  subject: z.string(),
  grade: z.string(),
  startedAt: z.string(),
  committedAt: z.string(),
  /** pupil: handed in; auto: committed by the sweep after the deadline. */
  committedBy: z.enum(['pupil', 'auto']),
  timeUsedSeconds: z.number().int(),
  costTime: z.number().int().nullable(),
  /** Null while oral or photo answers wait for the teacher (pendingPoints > 0). */
  score: z.number().nullable(),
  earned: z.number(),
  possible: z.number(),
  pendingPoints: z.number(),
  questions: z.array(examQuestionMarkSchema),
  mastery: z.array(examMasterySchema),
  /** AI practice: per point, mastery before this set and after it. */
  masteryChange: z.array(
    z.object({ point: z.string(), before: z.number().nullable(), after: z.number(), change: z.number().nullable() }),
  ),
  /** Among the latest committed attempt of everyone who took the same paper; null until marked. */
  rank: z.object({ rank: z.number().int(), of: z.number().int(), percentile: z.number().int() }).nullable(),
  /** Placement tests: the class level reached. */
  placement: z.object({ level: z.string(), levelText: z.string(), percent: z.number().int() }).nullable(),
  recommendations: z.array(examRecommendationSchema),
  feedback: z.array(examFeedbackSchema),
});
export type ExamReport = z.infer<typeof examReportSchema>;

const analysisFields = {
  ...questionViewFields,
  options: z.array(examOptionViewSchema.extend({ isRight: z.boolean() })),
  /** Fill-in: accepted answers per blank; true/false: ['true'] or ['false']; choice: the right labels. */
  rightAnswer: z.array(z.string()),
  myAnswer: z.union([z.string(), z.array(z.string())]).nullable(),
  verdict: examVerdictSchema,
  earned: z.number().nullable(),
  analysis: z.string(),
  analysisFiles: z.array(z.object({ fileName: z.string(), fileType: z.string(), url: z.string() })),
  teacherComment: z.string().nullable(),
};
export const examAnalysisQuestionSchema = z.object({
  ...analysisFields,
  /** Listening: the passage's text, shown after the test. */
  transcript: z.string().nullable(),
  audioUrl: z.string().nullable(),
  children: z.array(z.object(analysisFields)),
});
export type ExamAnalysisQuestion = z.infer<typeof examAnalysisQuestionSchema>;

export const examAnalysisSchema = z.object({
  sessionId: z.number().int(),
  title: z.string(),
  sections: z.array(z.object({ title: z.string(), questions: z.array(examAnalysisQuestionSchema) })),
});
export type ExamAnalysis = z.infer<typeof examAnalysisSchema>;

const statusKeys = Object.keys(EXAM_STATUS_TEXT) as [
  keyof typeof EXAM_STATUS_TEXT,
  ...(keyof typeof EXAM_STATUS_TEXT)[],
];

export const examMyPageQuerySchema = z.object({
  type: examKindSchema,
  current: pageCurrentField,
  size: pageSizeField,
  subject: z.preprocess((v) => (v === '' ? undefined : v), subjectField.optional()),
});

/** One exam in the pupil's list, with its status (未开始 / 进行中 / 已交卷 / 已批改 / 已结束). */
export const examListItemSchema = z.object({
  examId: z.number().int(),
  kind: examKindSchema,
  title: z.string(),
  subject: z.string(),
  grade: z.string(),
  /** Class-completion exams: the class it closes. */
  className: z.string().nullable(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  durationSeconds: z.number().int(),
  totalScore: z.number(),
  questionCount: z.number().int(),
  status: z.enum(statusKeys),
  statusText: z.string(),
  /** Null = unlimited (mock exams are repeatable). */
  maxAttempts: z.number().int().nullable(),
  attemptsUsed: z.number().int(),
  /** The unfinished attempt to resume, if any. */
  openSessionId: z.number().int().nullable(),
  latestSessionId: z.number().int().nullable(),
  latestScore: z.number().nullable(),
  /** Whether POST /session would start or resume an attempt now. */
  canStart: z.boolean(),
});
export type ExamListItem = z.infer<typeof examListItemSchema>;
export const examMyPageSchema = pageOf(examListItemSchema);
export type ExamMyPage = z.infer<typeof examMyPageSchema>;
export type ExamMyPageQuery = z.infer<typeof examMyPageQuerySchema>;

export const examHistoryQuerySchema = z.object({
  type: examKindSchema.optional(),
  examId: z.preprocess((v) => (v === '' ? undefined : v), idParam.optional()),
  current: pageCurrentField,
  size: pageSizeField,
});
/** A committed attempt of the caller (data pages: history and trend). */
export const examHistoryItemSchema = z.object({
  sessionId: z.number().int(),
  examId: z.number().int(),
  kind: examKindSchema,
  title: z.string(),
  subject: z.string(),
  startedAt: z.string(),
  committedAt: z.string(),
  timeUsedSeconds: z.number().int(),
  score: z.number().nullable(),
  possible: z.number(),
  pendingPoints: z.number(),
  /** Whether a teacher left comments (feedBack pages). */
  hasFeedback: z.boolean(),
});
export type ExamHistoryItem = z.infer<typeof examHistoryItemSchema>;
export const examHistoryPageSchema = pageOf(examHistoryItemSchema);
export type ExamHistoryPage = z.infer<typeof examHistoryPageSchema>;
export type ExamHistoryQuery = z.infer<typeof examHistoryQuerySchema>;

// ---- staff ----

/** 阅卷's 题型 filter: answers by recording (口述) or by photo (拍照), both oral questions (type 2) a teacher marks. */
export const MARKING_ANSWER_TYPES = ['oral', 'photo'] as const;
export type MarkingAnswerType = (typeof MARKING_ANSWER_TYPES)[number];
const optionalId = z.preprocess((v) => (v === '' ? undefined : v), idParam.optional());

export const examMarkingQuerySchema = z.object({
  status: z.enum(['pending', 'marked'], { error: SERVER_MESSAGES.badRequest }).default('pending'),
  examId: optionalId,
  /** The exam's class (offering). */
  offeringId: optionalId,
  /** Attempts with an answer of this kind waiting for a teacher (`pending`) or marked by one (`marked`). */
  answerType: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(MARKING_ANSWER_TYPES, { error: SERVER_MESSAGES.badRequest }).optional(),
  ),
  current: pageCurrentField,
  size: pageSizeField,
});
/** The 阅卷 filters' choices: the exams and classes with handed-in attempts the caller may mark. */
export const examMarkingOptionsSchema = z.object({
  exams: z.array(z.object({ examId: z.number().int(), title: z.string() })),
  classes: z.array(z.object({ offeringId: z.number().int(), title: z.string() })),
});
export type ExamMarkingOptions = z.infer<typeof examMarkingOptionsSchema>;
export const examMarkingItemSchema = z.object({
  sessionId: z.number().int(),
  examId: z.number().int(),
  title: z.string(),
  pupilId: z.number().int(),
  pupilName: z.string(),
  className: z.string().nullable(),
  committedAt: z.string(),
  pendingCount: z.number().int(),
  /** Times the pupil left the exam page (a signal, never a verdict). */
  leaveCount: z.number().int(),
});
export type ExamMarkingItem = z.infer<typeof examMarkingItemSchema>;
export const examMarkingPageSchema = pageOf(examMarkingItemSchema);
export type ExamMarkingQuery = z.input<typeof examMarkingQuerySchema>;

export const examMarkRequestSchema = z.object({
  questionId: idParam,
  score: z.number({ error: SERVER_MESSAGES.badRequest }).min(0).max(1000),
  comment: optionalText(500).default(''),
});
export const examExtraTimeRequestSchema = z.object({
  /** Added to this pupil's deadline (1 s - 2 h). */
  seconds: z.number({ error: SERVER_MESSAGES.badRequest }).int().min(1).max(7200),
  reason: optionalText(200).default(''),
});
export const examReopenRequestSchema = z.object({
  /** The reopened attempt's new time to finish (1 s - 2 h from now). */
  seconds: z.number({ error: SERVER_MESSAGES.badRequest }).int().min(1).max(7200),
  reason: optionalText(200).default(''),
});

/**
 * GET /em/exam/{id}/attempts: one exam's attempts for whoever may give its pupils extra time (the class's teacher
 * and tutor, teachers for exams without a class, staff), newest start first, so staff can extend or reopen one.
 */
export const examAttemptRowSchema = z.object({
  sessionId: z.number().int(),
  pupilId: z.number().int(),
  pupilName: z.string(),
  /** The pupil's account (two pupils may share a name). */
  pupilUsername: z.string(),
  attemptNo: z.number().int(),
  status: examSessionStatusSchema,
  startedAt: z.string(),
  deadline: z.string(),
  /** Seconds staff added to this attempt's deadline so far. */
  extraSeconds: z.number().int(),
  committedAt: z.string().nullable(),
  /** Points earned and possible (null while open); pending: points still waiting for a teacher. */
  score: z.number().nullable(),
  totalScore: z.number().nullable(),
  pendingScore: z.number().nullable(),
  /** How often the pupil left the exam page (a signal for staff, never a verdict). */
  leaveCount: z.number().int(),
});
export type ExamAttemptRow = z.infer<typeof examAttemptRowSchema>;
export const examAttemptListSchema = z.array(examAttemptRowSchema);

// ---- question bank ----

export const qbScopeQuerySchema = z.object({
  subject: subjectField,
  grade: safeString().regex(/^\d{1,2}$/, { error: SERVER_MESSAGES.badRequest }),
});
/** GET /qb/subject/list: a subject and grade the bank has practice questions for, and how many (top-level). */
export const qbBankScopeSchema = z.object({
  subject: z.string(),
  grade: z.string(),
  questions: z.number().int(),
});
export const qbBankScopeListSchema = z.array(qbBankScopeSchema);
export type QbBankScope = z.infer<typeof qbBankScopeSchema>;

export const qbKnowledgePointSchema = z.object({
  point: z.string(),
  questions: z.number().int(),
  /** The caller's practice on this point: right share in percent, null before any. */
  percent: z.number().int().nullable(),
  wrongCount: z.number().int(),
});
export const qbKnowledgePointListSchema = z.array(qbKnowledgePointSchema);
export type QbKnowledgePoint = z.infer<typeof qbKnowledgePointSchema>;
export type QbScopeQuery = z.infer<typeof qbScopeQuerySchema>;

export const qbQuestionPageQuerySchema = qbScopeQuerySchema.extend({
  knowledgePoint: z.preprocess((v) => (v === '' ? undefined : v), optionalText(40).optional()),
  current: pageCurrentField,
  size: pageSizeField,
});
export const qbQuestionSchema = examQuestionViewSchema.extend({
  /** The caller's last check of it: right or wrong, null if never practised. */
  lastRight: z.boolean().nullable(),
});
export const qbQuestionPageSchema = pageOf(qbQuestionSchema);
export type QbQuestion = z.infer<typeof qbQuestionSchema>;
export type QbQuestionPage = z.infer<typeof qbQuestionPageSchema>;
export type QbQuestionPageQuery = z.infer<typeof qbQuestionPageQuerySchema>;

export const qbCheckRequestSchema = z.object({
  answer: examAnswerValueSchema,
  /** Combined questions: the answers of its sub-questions, by id. */
  parts: z
    .array(z.object({ questionId: idParam, answer: examAnswerValueSchema }))
    .max(20, { error: SERVER_MESSAGES.badRequest })
    .optional(),
});
export const qbCheckResultSchema = examAnalysisQuestionSchema;
export type QbCheckRequest = z.input<typeof qbCheckRequestSchema>;
export type QbCheckResult = z.infer<typeof qbCheckResultSchema>;

export const qbWrongQuerySchema = z.object({
  subject: z.preprocess((v) => (v === '' ? undefined : v), subjectField.optional()),
  current: pageCurrentField,
  size: pageSizeField,
});
export const qbWrongItemSchema = z.object({
  question: examAnalysisQuestionSchema,
  subject: z.string(),
  grade: z.string(),
  wrongCount: z.number().int(),
  lastWrongAt: z.string(),
});
export const qbWrongPageSchema = pageOf(qbWrongItemSchema);
export type QbWrongItem = z.infer<typeof qbWrongItemSchema>;
export type QbWrongPage = z.infer<typeof qbWrongPageSchema>;
export type QbWrongQuery = z.infer<typeof qbWrongQuerySchema>;

export const qbAiSessionRequestSchema = z.object({
  subject: subjectField,
  grade: safeString().regex(/^\d{1,2}$/, { error: SERVER_MESSAGES.badRequest }),
  /** Questions in the set (5-20, default 10). */
  count: z.number({ error: SERVER_MESSAGES.badRequest }).int().min(5).max(20).default(10),
});
export type QbAiSessionRequest = z.input<typeof qbAiSessionRequestSchema>;
