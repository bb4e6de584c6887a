import { z } from 'zod';
import { SERVER_MESSAGES } from '../messages';
import { REPORT_COMMENT_MAX, REPORT_KINDS, REPORT_MESSAGES, parseReportMonth } from '../learning-report-rules';
import { idParam, safeString } from './fields';
import { pageCurrentField, pageOf, pageSizeField } from './shop';

/**
 * 学习报告 (/report): a pupil's (or a parent's child's) reports, one report with its figures, a class's reports for
 * its tutor, making reports on demand and the tutor's comment. The figures are the snapshot the server took.
 */

export const reportKindSchema = z.enum(REPORT_KINDS, { error: SERVER_MESSAGES.badRequest });

const percent = z.number().nullable();

export const reportAttendanceSchema = z.object({
  sessions: z.number().int(),
  live: z.number().int(),
  playback: z.number().int(),
  absent: z.number().int(),
  ratePercent: percent,
});

export const reportHomeworkSchema = z.object({
  set: z.number().int(),
  onTime: z.number().int(),
  late: z.number().int(),
  missing: z.number().int(),
  open: z.number().int(),
  onTimePercent: percent,
  averageScore: percent,
});

/** One session of the period: how the pupil attended and how its homework went. */
export const reportSessionSchema = z.object({
  chapterId: z.number().int(),
  seq: z.number().int(),
  title: z.string(),
  startAt: z.string(),
  attendance: z.enum(['live', 'playback', 'absent']),
  /** 'none': the session set no homework. */
  homework: z.enum(['onTime', 'late', 'missing', 'open', 'none']),
  homeworkScore: z.number().int().nullable(),
});

/** A committed exam attempt of the period (class-completion exams of this class, and the pupil's practice exams). */
export const reportExamSchema = z.object({
  attemptId: z.number().int(),
  title: z.string(),
  kind: z.string(),
  committedAt: z.string(),
  scorePercent: percent,
  /** Parts still waiting for a teacher: the score is not final. */
  pending: z.boolean(),
});

export const reportMasterySchema = z.object({
  point: z.string(),
  percent: z.number().int(),
  questions: z.number().int(),
});

export const learningReportFiguresSchema = z.object({
  headline: z.string(),
  attendance: reportAttendanceSchema,
  homework: reportHomeworkSchema,
  sessions: z.array(reportSessionSchema),
  exams: z.array(reportExamSchema),
  mastery: z.array(reportMasterySchema),
  /** The class over the same period, to compare against. */
  classAverage: z.object({
    attendanceRate: percent,
    homeworkOnTimePercent: percent,
    homeworkAverage: percent,
    pupils: z.number().int(),
  }),
});
export type LearningReportFigures = z.infer<typeof learningReportFiguresSchema>;

export const learningReportSummarySchema = z.object({
  id: z.number().int(),
  kind: reportKindSchema,
  /** 'YYYY-MM' or 'final'. */
  period: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  offeringId: z.number().int(),
  classTitle: z.string(),
  subject: z.string(),
  userId: z.number().int(),
  pupilName: z.string(),
  headline: z.string(),
  attendanceRate: percent,
  homeworkAverage: percent,
  commented: z.boolean(),
  generatedAt: z.string(),
});
export type LearningReportSummary = z.infer<typeof learningReportSummarySchema>;

export const learningReportSchema = learningReportSummarySchema.extend({
  figures: learningReportFiguresSchema,
  teacherName: z.string().nullable(),
  tutorName: z.string().nullable(),
  tutorComment: z.string().nullable(),
  commentByName: z.string().nullable(),
  commentedAt: z.string().nullable(),
  /** The caller is the class's tutor (or staff): may write the comment and make the report again. */
  mayEdit: z.boolean(),
});
export type LearningReport = z.infer<typeof learningReportSchema>;

export const learningReportPageSchema = pageOf(learningReportSummarySchema);
export type LearningReportPage = z.infer<typeof learningReportPageSchema>;

export const learningReportMineQuerySchema = z.object({
  current: pageCurrentField,
  size: pageSizeField,
  /** A parent reads a bound child's reports; a pupil leaves it out (or names themself). */
  userId: idParam.optional(),
  offeringId: idParam.optional(),
});
export type LearningReportMineQuery = z.infer<typeof learningReportMineQuerySchema>;

const monthField = safeString(REPORT_MESSAGES.monthInvalid)
  .max(7, { error: REPORT_MESSAGES.monthInvalid })
  .refine((m) => parseReportMonth(m) !== null, { error: REPORT_MESSAGES.monthInvalid });

export const learningReportClassParamsSchema = z.object({ offeringId: idParam });
export const learningReportClassQuerySchema = z.object({
  period: z.union([monthField, z.literal('final')]).optional(),
});

/** A class's pupils and, for the period asked (default: the latest with reports), each one's report if made. */
export const learningReportClassSchema = z.object({
  offeringId: z.number().int(),
  classTitle: z.string(),
  period: z.string().nullable(),
  /** Periods that have reports, newest first. */
  periods: z.array(z.string()),
  /** Months that may be reported now (ended, with sessions), newest first; 'final' once the class is over. */
  reportable: z.array(z.string()),
  pupils: z.array(
    z.object({ userId: z.number().int(), name: z.string(), report: learningReportSummarySchema.nullable() }),
  ),
});
export type LearningReportClass = z.infer<typeof learningReportClassSchema>;

export const learningReportGenerateRequestSchema = z
  .object({
    offeringId: idParam,
    kind: reportKindSchema.optional(),
    /** 'YYYY-MM' for monthly reports. */
    month: monthField.optional(),
    /** One pupil only; all the class's pupils without it. */
    userId: idParam.optional(),
  })
  .refine((b) => (b.kind ?? 'monthly') === 'final' || b.month !== undefined, {
    error: REPORT_MESSAGES.monthInvalid,
    path: ['month'],
  });
export type LearningReportGenerateRequest = z.infer<typeof learningReportGenerateRequestSchema>;

export const learningReportGenerateResultSchema = z.object({ made: z.number().int(), period: z.string() });

export const learningReportCommentRequestSchema = z.object({
  comment: safeString(SERVER_MESSAGES.badRequest).max(REPORT_COMMENT_MAX, { error: REPORT_MESSAGES.commentTooLong }),
});
