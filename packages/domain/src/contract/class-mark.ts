import { z } from 'zod';
import { SERVER_MESSAGES } from '../messages';
import { CLASS_MARK_COMMENT_MAX, CLASS_MARK_MAX_TAGS, CLASS_MARK_MORE_MESSAGES } from '../class-mark-rules';
import { CLASS_MARK_MESSAGES } from '../exam-upload-rules';
import { idParam, safeString } from './fields';
import { pageCurrentField, pageOf, pageSizeField } from './shop';

/**
 * 课堂评价 (/classMark): the sessions a pupil may rate now and those rated, one session's form, the evaluation
 * itself; the console's averages per class and per session and the comments (admins all classes, a teacher their
 * own, without anonymous comments).
 */

const stars = (error: string) => z.number({ error }).int({ error }).min(1, { error }).max(5, { error });

/** One evaluation as its author sees it. */
export const classMarkSchema = z.object({
  id: z.number().int(),
  teacherStars: z.number().int(),
  tutorStars: z.number().int(),
  tags: z.array(z.string()),
  comment: z.string().nullable(),
  anonymous: z.boolean(),
  createdAt: z.string(),
});
export type ClassMark = z.infer<typeof classMarkSchema>;

/** A finished session of one of my classes, with the rating window and my evaluation if given. */
export const classMarkSessionSchema = z.object({
  chapterId: z.number().int(),
  offeringId: z.number().int(),
  classTitle: z.string(),
  title: z.string(),
  seq: z.number().int(),
  startAt: z.string(),
  endAt: z.string(),
  teacherName: z.string().nullable(),
  tutorName: z.string().nullable(),
  /** The last moment it may be rated (7 days after its end). */
  deadline: z.string(),
  daysLeft: z.number().int(),
  /** Null when it may be rated now; else why not (not ended, closed, already rated). */
  refusal: z.string().nullable(),
  mark: classMarkSchema.nullable(),
});
export type ClassMarkSession = z.infer<typeof classMarkSessionSchema>;

export const classMarkMySchema = z.object({
  toRate: z.array(classMarkSessionSchema),
  rated: z.array(classMarkSessionSchema),
});
export type ClassMarkMy = z.infer<typeof classMarkMySchema>;

export const classMarkSessionParamsSchema = z.object({ chapterId: idParam });

export const classMarkCreateSchema = z.object({
  chapterId: idParam,
  teacherStars: stars(CLASS_MARK_MESSAGES.stars),
  tutorStars: stars(CLASS_MARK_MORE_MESSAGES.tutorStars),
  tags: z
    .array(safeString(CLASS_MARK_MORE_MESSAGES.tag).max(20, { error: CLASS_MARK_MORE_MESSAGES.tag }), {
      error: CLASS_MARK_MORE_MESSAGES.tag,
    })
    .max(CLASS_MARK_MAX_TAGS, { error: CLASS_MARK_MORE_MESSAGES.tooManyTags })
    .default([]),
  comment: safeString()
    .trim()
    .max(CLASS_MARK_COMMENT_MAX, { error: CLASS_MARK_MORE_MESSAGES.comment })
    .nullish()
    .transform((v) => (v ? v : null)),
  anonymous: z.boolean({ error: SERVER_MESSAGES.badRequest }).default(false),
});
export type ClassMarkCreate = z.input<typeof classMarkCreateSchema>;

// ---- console ----

export const classMarkTagCountSchema = z.object({ tag: z.string(), count: z.number().int() });

/** Averages of a set of evaluations (null averages when none). */
const averagesShape = {
  count: z.number().int(),
  teacherAvg: z.number().nullable(),
  tutorAvg: z.number().nullable(),
};

export const consoleClassMarkClassSchema = z.object({
  offeringId: z.number().int(),
  title: z.string(),
  teacherName: z.string().nullable(),
  tutorName: z.string().nullable(),
  ...averagesShape,
});
export type ConsoleClassMarkClass = z.infer<typeof consoleClassMarkClassSchema>;

export const consoleClassMarkClassQuerySchema = z.object({
  current: pageCurrentField,
  size: pageSizeField,
  keyword: safeString().trim().max(50).optional(),
});
export const consoleClassMarkClassPageSchema = pageOf(consoleClassMarkClassSchema);

export const consoleClassMarkSessionSchema = z.object({
  chapterId: z.number().int(),
  seq: z.number().int(),
  title: z.string(),
  endAt: z.string(),
  ...averagesShape,
  tagCounts: z.array(classMarkTagCountSchema),
});
export type ConsoleClassMarkSession = z.infer<typeof consoleClassMarkSessionSchema>;

export const consoleClassMarkDetailSchema = consoleClassMarkClassSchema.extend({
  tagCounts: z.array(classMarkTagCountSchema),
  sessions: z.array(consoleClassMarkSessionSchema),
});
export type ConsoleClassMarkDetail = z.infer<typeof consoleClassMarkDetailSchema>;

export const consoleClassMarkParamsSchema = z.object({ offeringId: idParam });

export const consoleClassMarkCommentQuerySchema = z.object({
  current: pageCurrentField,
  size: pageSizeField,
  offeringId: idParam,
  chapterId: idParam.optional(),
});

/** One evaluation in the console: the pupil's name is null on an anonymous one (teachers never see those). */
export const consoleClassMarkCommentSchema = z.object({
  id: z.number().int(),
  chapterId: z.number().int(),
  sessionTitle: z.string(),
  teacherStars: z.number().int(),
  tutorStars: z.number().int(),
  tags: z.array(z.string()),
  comment: z.string().nullable(),
  anonymous: z.boolean(),
  pupilName: z.string().nullable(),
  createdAt: z.string(),
});
export type ConsoleClassMarkComment = z.infer<typeof consoleClassMarkCommentSchema>;
export const consoleClassMarkCommentPageSchema = pageOf(consoleClassMarkCommentSchema);
