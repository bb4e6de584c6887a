import { z } from 'zod';
import { TUTOR_NOTE_MAX, TUTOR_WB_MESSAGES as M, isChinaDate, summaryRangeProblem } from '../tutor-workbench-rules';
import { safeString } from './fields';

/**
 * 辅导老师工作台 (/tutor): the tutor's (a teacher's, staff's) day, classes with their figures, a class's roster, one
 * pupil's timeline and follow-up notes, 续报 per class and a summary over a China-date range. Percentages are whole
 * numbers, null when there is nothing to count; dates 'YYYY-MM-DD' (China), instants ISO.
 */

const percent = z.number().int().nullable();
const dateField = safeString(M.dateInvalid).refine(isChinaDate, { error: M.dateInvalid });

/** A class with its figures over every session held so far. */
export const tutorClassSchema = z.object({
  offeringId: z.number().int(),
  title: z.string(),
  subject: z.string(),
  grade: z.string(),
  teacherName: z.string().nullable(),
  tutorName: z.string().nullable(),
  pupils: z.number().int(),
  sessionsHeld: z.number().int(),
  sessionsTotal: z.number().int(),
  /** Sessions attended (live or playback) of every pupil over sessions held × pupils. */
  attendanceRate: percent,
  /** Homework handed in (on time or late) over homework due. */
  homeworkRate: percent,
  /** Mean score of marked homework. */
  averageScore: percent,
});
export type TutorClass = z.infer<typeof tutorClassSchema>;
export const tutorClassListSchema = z.array(tutorClassSchema);

/** A pupil's latest follow-up note: what the tutor last wrote and when to contact again. */
export const followUpStateSchema = z.object({
  noteId: z.number().int(),
  text: z.string(),
  writtenAt: z.string(),
  nextContactOn: z.string().nullable(),
  due: z.boolean(),
});
export type FollowUpState = z.infer<typeof followUpStateSchema>;

export const tutorPupilRefSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  /** 138****1234 for the class's tutor and teacher; staff see the whole number. */
  mobile: z.string().nullable(),
});
export type TutorPupilRef = z.infer<typeof tutorPupilRefSchema>;

export const tutorRosterRowSchema = tutorPupilRefSchema.extend({
  attended: z.number().int(),
  sessionsHeld: z.number().int(),
  attendanceRate: percent,
  homeworkDone: z.number().int(),
  homeworkDue: z.number().int(),
  homeworkRate: percent,
  averageScore: percent,
  /** The last time the pupil entered a live session or watched a recording of the class. */
  lastVisitAt: z.string().nullable(),
  followUp: followUpStateSchema.nullable(),
});
export type TutorRosterRow = z.infer<typeof tutorRosterRowSchema>;

export const tutorClassDetailSchema = z.object({
  cls: tutorClassSchema,
  roster: z.array(tutorRosterRowSchema),
});
export type TutorClassDetail = z.infer<typeof tutorClassDetailSchema>;

export const tutorSessionSchema = z.object({
  chapterId: z.number().int(),
  offeringId: z.number().int(),
  classTitle: z.string(),
  seq: z.number().int(),
  title: z.string(),
  startAt: z.string(),
  endAt: z.string(),
});
export type TutorSession = z.infer<typeof tutorSessionSchema>;

/** The workbench's first page: today's sessions and what waits for the tutor. */
export const tutorOverviewSchema = z.object({
  today: z.string(),
  classes: z.number().int(),
  sessionsToday: z.array(tutorSessionSchema),
  homeworkToMark: z.number().int(),
  examsToMark: z.number().int(),
  /** Per class, the pupils absent (neither live nor playback) from its last session held. */
  absentLast: z.array(z.object({ session: tutorSessionSchema, pupils: z.array(tutorPupilRefSchema) })),
  /** Homework past its deadline and not handed in. */
  overdueHomework: z.array(z.object({ pupil: tutorPupilRefSchema, session: tutorSessionSchema })),
  /** 调班 requests into or out of my classes waiting for review. */
  changeRequests: z.number().int(),
  followUpsDue: z.array(z.object({ pupil: tutorPupilRefSchema, followUp: followUpStateSchema })),
});
export type TutorOverview = z.infer<typeof tutorOverviewSchema>;

export const TIMELINE_KINDS = ['order', 'session', 'homework', 'exam', 'report', 'classChange', 'note'] as const;
export const timelineItemSchema = z.object({
  kind: z.enum(TIMELINE_KINDS),
  at: z.string(),
  title: z.string(),
  detail: z.string(),
});
export type TimelineItem = z.infer<typeof timelineItemSchema>;

export const followUpNoteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  nextContactOn: z.string().nullable(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type FollowUpNote = z.infer<typeof followUpNoteSchema>;

export const tutorStudentSchema = tutorPupilRefSchema.extend({
  grade: z.string().nullable(),
  classes: z.array(z.object({ offeringId: z.number().int(), title: z.string() })),
  timeline: z.array(timelineItemSchema),
  notes: z.array(followUpNoteSchema),
  followUp: followUpStateSchema.nullable(),
});
export type TutorStudent = z.infer<typeof tutorStudentSchema>;

export const followUpNoteRequestSchema = z.object({
  text: safeString(M.noteRequired)
    .trim()
    .min(1, { error: M.noteRequired })
    .max(TUTOR_NOTE_MAX, { error: M.noteTooLong }),
  nextContactOn: dateField.nullable().optional(),
});
export type FollowUpNoteRequest = z.infer<typeof followUpNoteRequestSchema>;

/** 续报 of one class: its pupils who hold a class of the next term, and those who do not yet. */
export const renewalClassSchema = z.object({
  offeringId: z.number().int(),
  title: z.string(),
  /** '2027 寒假' */
  nextTerm: z.string(),
  nextClasses: z.array(z.object({ offeringId: z.number().int(), title: z.string() })),
  pupils: z.number().int(),
  renewed: z.number().int(),
  ratePercent: percent,
  notRenewed: z.array(tutorPupilRefSchema.extend({ followUp: followUpStateSchema.nullable() })),
});
export type RenewalClass = z.infer<typeof renewalClassSchema>;
export const tutorRenewalSchema = z.object({
  classes: z.array(renewalClassSchema),
  pupils: z.number().int(),
  renewed: z.number().int(),
  ratePercent: percent,
});
export type TutorRenewal = z.infer<typeof tutorRenewalSchema>;

export const tutorSummaryQuerySchema = z.object({ from: dateField, to: dateField }).superRefine((q, c) => {
  const problem = summaryRangeProblem(q.from, q.to);
  if (problem) c.addIssue({ code: 'custom', message: problem, path: ['to'] });
});
export type TutorSummaryQuery = z.infer<typeof tutorSummaryQuerySchema>;

export const summaryFiguresSchema = z.object({
  newPupils: z.number().int(),
  changesIn: z.number().int(),
  changesOut: z.number().int(),
  refunds: z.number().int(),
  attendanceRate: percent,
  homeworkRate: percent,
});
export type SummaryFigures = z.infer<typeof summaryFiguresSchema>;

export const tutorSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: summaryFiguresSchema,
  classes: z.array(summaryFiguresSchema.extend({ offeringId: z.number().int(), title: z.string() })),
  /** New pupils per China day of the range. */
  days: z.array(z.object({ day: z.string(), newPupils: z.number().int() })),
});
export type TutorSummary = z.infer<typeof tutorSummarySchema>;
