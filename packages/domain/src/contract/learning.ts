import { z } from 'zod';
import { MESSAGES, SERVER_MESSAGES } from '../messages';
import { idParam, optionalText, safeString } from './fields';
import { pageOf } from './shop';
import { HOMEWORK_STATUSES } from '../homework-status';
import { LEARNING_ERRORS, messagesOf } from '../errors';

export const CHAPTER_STATES = ['upcoming', 'live', 'finished'] as const;
export type ChapterState = (typeof CHAPTER_STATES)[number];

/** A session's state at `now`: before start upcoming, until end live, then finished. */
export function chapterStateAt(startAt: Date | string, endAt: Date | string, now: Date): ChapterState {
  if (now.getTime() < new Date(startAt).getTime()) return 'upcoming';
  if (now.getTime() < new Date(endAt).getTime()) return 'live';
  return 'finished';
}

const personSchema = z.object({ id: z.number().int(), name: z.string(), avatar: z.string() });

/** A session's homework as its class's session list shows it; the fields for the other side are null. */
export const chapterHomeworkSchema = z.object({
  /** For a pupil: where their homework stands (homework-status.ts), and the score once submitted. */
  status: z.enum(HOMEWORK_STATUSES).nullable(),
  score: z.number().int().nullable(),
  /** For the class's teacher and tutor: submissions so far, and those still without feedback. */
  submitted: z.number().int().nullable(),
  toMark: z.number().int().nullable(),
});
export type ChapterHomework = z.infer<typeof chapterHomeworkSchema>;

export const chapterViewSchema = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  title: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  state: z.enum(CHAPTER_STATES),
  hasPlayback: z.boolean(),
  /** The live room lets the caller in now (提前入场 of the class; absent: only while live). */
  mayEnter: z.boolean().optional(),
  /** The caller may watch the class's recordings (学员可看回放 for pupils; absent: yes). */
  playbackOpen: z.boolean().optional(),
  /** Only in a class's detail: null when the session has no homework. */
  homework: chapterHomeworkSchema.nullable().optional(),
  /**
   * Only in a class's detail, for a pupil: the session was over before they joined the class (入班前课次); its
   * homework is optional practice (选做), due a week after joining.
   */
  beforeEnrolment: z.boolean().optional(),
});
export type ChapterView = z.infer<typeof chapterViewSchema>;

/** A session of a class whose submitted homework still waits for feedback (the teacher's and tutor's to-do). */
export const sessionToMarkSchema = z.object({
  chapterId: z.number().int(),
  seq: z.number().int(),
  title: z.string(),
  /** Submitted, not yet marked. */
  toMark: z.number().int(),
});
export type SessionToMark = z.infer<typeof sessionToMarkSchema>;

export const myClassSchema = z.object({
  offeringId: z.number().int(),
  spuId: z.number().int(),
  title: z.string(),
  subject: z.string(),
  grade: z.string(),
  /** How the caller relates to the class. */
  role: z.enum(['student', 'teacher', 'tutor']),
  teacher: personSchema.nullable(),
  tutor: personSchema.nullable(),
  total: z.number().int(),
  finished: z.number().int(),
  nextChapter: chapterViewSchema.nullable(),
  /** For the class's teacher and tutor in their class list: sessions with homework waiting for feedback. */
  toMark: z.array(sessionToMarkSchema).optional(),
});
export type MyClass = z.infer<typeof myClassSchema>;
export const myClassListSchema = z.array(myClassSchema);

/**
 * My classes, or with `studentId` a bound child's (a parent reading for the child: the parent_student binding is
 * checked; anyone else is refused).
 */
export const myClassesQuerySchema = z.object({ studentId: idParam.optional() });

/** A pupil bound to the calling parent account. */
export const childSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  grade: z.string().nullable(),
});
export type Child = z.infer<typeof childSchema>;
export const childListSchema = z.array(childSchema);

/** The learning catalogue's texts by key (see `../errors/learning.ts`). */
export const LEARNING_MESSAGES = messagesOf(LEARNING_ERRORS);

/**
 * A pupil moved by 调班, in a class's detail: in the class they left ('left': only its sessions held before the move,
 * kept to review with their homework and recordings) the class they went to; in the class they joined ('joined')
 * the class they came from.
 */
export const classMoveSchema = z.object({
  direction: z.enum(['left', 'joined']),
  /** When the move happened (ISO). */
  at: z.string(),
  otherOfferingId: z.number().int(),
  otherTitle: z.string(),
});
export type ClassMove = z.infer<typeof classMoveSchema>;

export const offeringDetailSchema = myClassSchema.extend({
  chapters: z.array(chapterViewSchema),
  classMove: classMoveSchema.nullable().optional(),
});
export type OfferingDetail = z.infer<typeof offeringDetailSchema>;

export const noticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticePageQuerySchema = z.object({
  current: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
});
export const noticePageSchema = pageOf(noticeSchema);
export type NoticePage = z.infer<typeof noticePageSchema>;

export const noticeReadRequestSchema = z.object({
  ids: z.array(idParam, { error: SERVER_MESSAGES.badRequest }).min(1).max(100),
});

export const myTutorSchema = z.object({
  tutorId: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  phone: z.string().nullable(),
  intro: z.string().nullable(),
  classes: z.array(z.object({ offeringId: z.number().int(), title: z.string() })),
});
export type MyTutor = z.infer<typeof myTutorSchema>;
export const myTutorListSchema = z.array(myTutorSchema);

export const FEEDBACK_CATEGORIES = ['course', 'teacher', 'app', 'other'] as const;

export const feedbackRequestSchema = z.object({
  category: z.enum(FEEDBACK_CATEGORIES, { error: MESSAGES.required }),
  content: safeString(MESSAGES.required)
    .trim()
    .min(1, { error: MESSAGES.required })
    .max(1000, { error: SERVER_MESSAGES.textTooLong }),
  contact: optionalText(64).optional(),
  images: z
    .array(
      z.string().regex(/^\/(?:uploads|api\/file\/private)\/[A-Za-z0-9/._-]+$/, { error: SERVER_MESSAGES.badRequest }),
    )
    .max(9)
    .default([]),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;
/** What the web sends (images may be left out). */
export type FeedbackInput = z.input<typeof feedbackRequestSchema>;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
