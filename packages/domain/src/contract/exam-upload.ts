import { z } from 'zod';
import { SERVER_MESSAGES } from '../messages';
import {
  EXAM_UPLOAD_KINDS,
  EXAM_UPLOAD_MAX_PAGES,
  EXAM_UPLOAD_MESSAGES,
  EXAM_UPLOAD_STATUSES,
} from '../exam-upload-rules';
import { idParam, optionalText, safeString } from './fields';
import { pageCurrentField, pageOf, pageSizeField } from './shop';

/**
 * 试卷上传 / 作文上传 (/examupload): a pupil's photographed exam paper or essay, its ordered pages (private images,
 * served by signed links), its approval and the review (a paper's lost points by knowledge point and advice; an
 * essay's score, comment and marks drawn over each page as data, never burned into the image).
 */

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const bad = { error: SERVER_MESSAGES.badRequest };

export const examUploadKindSchema = z.enum(EXAM_UPLOAD_KINDS, bad);
export const examUploadStatusSchema = z.enum(EXAM_UPLOAD_STATUSES, bad);

export const EXAM_UPLOAD_ROTATIONS = [0, 90, 180, 270] as const;
export const examUploadRotationSchema = z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)], bad);

/** A page as the pupil sends it: the URL the image upload answered (its own private upload) and a quarter turn. */
export const examUploadPageInputSchema = z.object({
  url: safeString().max(400, bad),
  rotation: examUploadRotationSchema.default(0),
});

const pagesField = z
  .array(examUploadPageInputSchema, bad)
  .min(1, { error: EXAM_UPLOAD_MESSAGES.noPages })
  .max(EXAM_UPLOAD_MAX_PAGES, { error: EXAM_UPLOAD_MESSAGES.tooManyPages });

const dateField = z.preprocess(
  blankToUndefined,
  safeString()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: '考试日期格式错误' })
    .optional(),
);
const scoreField = z.preprocess(blankToUndefined, z.number(bad).min(0, bad).max(1000, bad).optional());

/** What the pupil fills in: a paper's subject, exam, date, score and full marks; an essay's title, genre, words. */
export const examUploadFieldsSchema = z.object({
  subject: z.preprocess(blankToUndefined, optionalText(20).optional()),
  examName: z.preprocess(blankToUndefined, optionalText(60).optional()),
  examDate: dateField,
  score: scoreField,
  fullMarks: z.preprocess(blankToUndefined, z.number(bad).int(bad).min(1, bad).max(1000, bad).optional()),
  title: z.preprocess(blankToUndefined, optionalText(60).optional()),
  genre: z.preprocess(blankToUndefined, optionalText(20).optional()),
  wordCount: z.preprocess(blankToUndefined, z.number(bad).int(bad).min(0, bad).max(100_000, bad).optional()),
  pages: pagesField,
});

/** 上传 = submit for approval. */
export const examUploadSubmitRequestSchema = examUploadFieldsSchema.extend({ kind: examUploadKindSchema });
export type ExamUploadSubmitRequest = z.infer<typeof examUploadSubmitRequestSchema>;
/** 修改后重新提交 (a rejected or revoked upload; its kind stays). */
export const examUploadUpdateRequestSchema = examUploadFieldsSchema;
export type ExamUploadUpdateRequest = z.infer<typeof examUploadUpdateRequestSchema>;

export const examUploadParamsSchema = z.object({ id: idParam });

export const examUploadMineQuerySchema = z.object({
  current: pageCurrentField,
  size: pageSizeField,
  kind: z.preprocess(blankToUndefined, examUploadKindSchema.optional()),
  status: z.preprocess(blankToUndefined, examUploadStatusSchema.optional()),
});
export type ExamUploadMineQuery = z.infer<typeof examUploadMineQuerySchema>;

/** Staff and tutors: the same filters and a pupil's name or mobile. */
export const examUploadReviewQuerySchema = examUploadMineQuerySchema.extend({
  keyword: z.preprocess(blankToUndefined, optionalText(40).optional()),
});
export type ExamUploadReviewQuery = z.infer<typeof examUploadReviewQuerySchema>;

/** The images the batch upload stored (stable private paths; answers sign them). */
export const examUploadImagesResultSchema = z.object({
  images: z.array(z.object({ url: z.string(), mimeType: z.string() })),
});
export type ExamUploadImagesResult = z.infer<typeof examUploadImagesResultSchema>;

export const examUploadPageSchema = z.object({
  seq: z.number().int(),
  url: z.string(),
  rotation: z.number().int(),
});
export type ExamUploadPage = z.infer<typeof examUploadPageSchema>;

/** A mark drawn on a page: a freehand stroke or a circle, points normalised to 0..1 of the page as shown. */
export const examUploadStrokeSchema = z.object({
  tool: z.enum(['pen', 'circle'], bad),
  color: safeString()
    .regex(/^#[0-9a-fA-F]{6}$/, bad)
    .default('#e53935'),
  width: z.number(bad).min(1, bad).max(20, bad).default(3),
  points: z
    .array(z.object({ x: z.number(bad).min(0, bad).max(1, bad), y: z.number(bad).min(0, bad).max(1, bad) }), bad)
    .min(1, bad)
    .max(2000, bad),
});
export type ExamUploadStroke = z.infer<typeof examUploadStrokeSchema>;
export const examUploadAnnotationSchema = z.object({
  /** The page's seq (1-based). */
  page: z.number(bad).int(bad).min(1, bad).max(EXAM_UPLOAD_MAX_PAGES, bad),
  strokes: z.array(examUploadStrokeSchema, bad).max(200, bad),
});
export type ExamUploadAnnotation = z.infer<typeof examUploadAnnotationSchema>;

export const examUploadAnalysisRowSchema = z.object({
  knowledgePoint: safeString(SERVER_MESSAGES.badRequest).trim().min(1, { error: '请填写知识点' }).max(60, bad),
  lostPoints: z.number(bad).min(0, bad).max(1000, bad),
});
export type ExamUploadAnalysisRow = z.infer<typeof examUploadAnalysisRowSchema>;

/** 通过: a paper's analysis rows and advice; an essay's score, comment and marks per page. */
export const examUploadApproveRequestSchema = z.object({
  analysis: z.array(examUploadAnalysisRowSchema, bad).max(50, bad).default([]),
  advice: z.preprocess(blankToUndefined, optionalText(2000).optional()),
  score: scoreField,
  comment: z.preprocess(blankToUndefined, optionalText(2000).optional()),
  annotations: z.array(examUploadAnnotationSchema, bad).max(EXAM_UPLOAD_MAX_PAGES, bad).default([]),
});
export type ExamUploadApproveRequest = z.infer<typeof examUploadApproveRequestSchema>;

/** 驳回: a reason is required. */
export const examUploadRejectRequestSchema = z.object({
  reason: safeString(EXAM_UPLOAD_MESSAGES.rejectReasonRequired)
    .trim()
    .min(1, { error: EXAM_UPLOAD_MESSAGES.rejectReasonRequired })
    .max(200, { error: SERVER_MESSAGES.textTooLong }),
});
export type ExamUploadRejectRequest = z.infer<typeof examUploadRejectRequestSchema>;

export const examUploadReviewSchema = z.object({
  analysis: z.array(z.object({ knowledgePoint: z.string(), lostPoints: z.number() })),
  advice: z.string().nullable(),
  score: z.number().nullable(),
  comment: z.string().nullable(),
  annotations: z.array(
    z.object({
      page: z.number().int(),
      strokes: z.array(
        z.object({
          tool: z.enum(['pen', 'circle']),
          color: z.string(),
          width: z.number(),
          points: z.array(z.object({ x: z.number(), y: z.number() })),
        }),
      ),
    }),
  ),
});
export type ExamUploadReview = z.infer<typeof examUploadReviewSchema>;

/** One upload in a list: what it is, where it stands, its first page. */
export const examUploadSummarySchema = z.object({
  id: z.number().int(),
  kind: examUploadKindSchema,
  status: examUploadStatusSchema,
  statusText: z.string(),
  /** A paper's exam name (with its subject), an essay's title. */
  title: z.string(),
  pageCount: z.number().int(),
  coverUrl: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  revisionCount: z.number().int(),
  pupil: z.object({ id: z.number().int(), name: z.string() }),
});
export type ExamUploadSummary = z.infer<typeof examUploadSummarySchema>;
export const examUploadPageOfSchema = pageOf(examUploadSummarySchema);
export type ExamUploadPageOf = z.infer<typeof examUploadPageOfSchema>;

/** One upload in full: the fields, the pages (signed links), the review once approved, who reviewed. */
export const examUploadDetailSchema = examUploadSummarySchema.extend({
  subject: z.string().nullable(),
  examName: z.string().nullable(),
  examDate: z.string().nullable(),
  score: z.number().nullable(),
  fullMarks: z.number().nullable(),
  essayTitle: z.string().nullable(),
  genre: z.string().nullable(),
  wordCount: z.number().int().nullable(),
  pages: z.array(examUploadPageSchema),
  review: examUploadReviewSchema.nullable(),
  reviewerName: z.string().nullable(),
  /** Whether the caller may approve or reject it now (pending, and the caller the pupil's tutor or staff). */
  canReview: z.boolean(),
});
export type ExamUploadDetail = z.infer<typeof examUploadDetailSchema>;
