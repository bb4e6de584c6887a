import { z } from 'zod';
import { MESSAGES } from '../messages';
import { idParam, loginPasswordField, mobileField, requiredText, smsCodeField } from './fields';
import { HOMEWORK_STATUSES } from '../homework-status';
import { childSchema } from './learning';

/** One pupil has at most two parents bound (the family's two guardians); a third bind is refused. */
export const MAX_PARENTS_PER_CHILD = 2;

/** Whether one more parent may bind a pupil who has `boundParents` already. */
export function mayBindAnotherParent(boundParents: number): boolean {
  return boundParents < MAX_PARENTS_PER_CHILD;
}

/** The key under which the web keeps the child the parent picked (loginList). */
export const PARENT_CHILD_STORAGE_KEY = 'salt.parent.childId';

/**
 * 绑定孩子: by the child's mobile and an SMS login code sent to it (the child's phone is in the family's hands),
 * or by the child's account (username or mobile) and password.
 */
export const parentBindRequestSchema = z.discriminatedUnion(
  'way',
  [
    z.object({ way: z.literal('sms'), mobile: mobileField, code: smsCodeField }),
    z.object({ way: z.literal('password'), username: requiredText(64), password: loginPasswordField }),
  ],
  { error: MESSAGES.required },
);
export type ParentBindRequest = z.input<typeof parentBindRequestSchema>;
export const parentBindResultSchema = childSchema;

export const parentStudentParamsSchema = z.object({ studentId: idParam });
export const parentClassParamsSchema = z.object({ studentId: idParam, offeringId: idParam });

const sessionSchema = z.object({
  chapterId: z.number().int(),
  offeringId: z.number().int(),
  classTitle: z.string(),
  seq: z.number().int(),
  title: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  /** For a session held: whether the child was in the live room or watched the recording; null before it ends. */
  attended: z.boolean().nullable(),
  homework: z.enum(HOMEWORK_STATUSES).nullable(),
  homeworkScore: z.number().int().nullable(),
});
export type ParentSession = z.infer<typeof sessionSchema>;

const classSchema = z.object({
  offeringId: z.number().int(),
  title: z.string(),
  subject: z.string(),
  grade: z.string(),
  teacherName: z.string().nullable(),
  tutorName: z.string().nullable(),
  sessionsHeld: z.number().int(),
  sessionsTotal: z.number().int(),
  /** Sessions held that the child attended live or by the recording. */
  attended: z.number().int(),
  nextSession: z.object({ chapterId: z.number().int(), title: z.string(), startAt: z.string() }).nullable(),
});
export type ParentClass = z.infer<typeof classSchema>;

const homeworkMarkSchema = z.object({
  chapterId: z.number().int(),
  offeringId: z.number().int(),
  classTitle: z.string(),
  seq: z.number().int(),
  sessionTitle: z.string(),
  status: z.enum(HOMEWORK_STATUSES),
  score: z.number().int().nullable(),
  /** The tutor's feedback text once marked. */
  comment: z.string().nullable(),
  markedAt: z.string().nullable(),
});
export type ParentHomeworkMark = z.infer<typeof homeworkMarkSchema>;

const examScoreSchema = z.object({
  attemptId: z.number().int(),
  title: z.string(),
  kind: z.string(),
  /** Points earned and possible, in tenths (exam marks have halves). */
  earnedTenths: z.number().int().nullable(),
  possibleTenths: z.number().int().nullable(),
  committedAt: z.string(),
});
export type ParentExamScore = z.infer<typeof examScoreSchema>;

const reportSchema = z.object({
  id: z.number().int(),
  offeringId: z.number().int(),
  classTitle: z.string(),
  kind: z.string(),
  period: z.string(),
  tutorComment: z.string().nullable(),
  generatedAt: z.string(),
});
export type ParentReport = z.infer<typeof reportSchema>;

/** 家长端首页: one call with what the family wants to see of the child. */
export const parentOverviewSchema = z.object({
  child: childSchema,
  classes: z.array(classSchema),
  /** This week's sessions (Monday to Sunday, China time). */
  week: z.array(sessionSchema),
  homework: z.array(homeworkMarkSchema),
  exams: z.array(examScoreSchema),
  reports: z.array(reportSchema),
});
export type ParentOverview = z.infer<typeof parentOverviewSchema>;

/** 课程详情 for a parent: one class of the child, every session with attendance and homework, its reports. */
export const parentClassDetailSchema = z.object({
  child: childSchema,
  class: classSchema,
  sessions: z.array(sessionSchema),
  reports: z.array(reportSchema),
});
export type ParentClassDetail = z.infer<typeof parentClassDetailSchema>;

export const PARENT_TODAY_KINDS = ['homeworkSet', 'homeworkMarked', 'report', 'notice'] as const;
export type ParentTodayKind = (typeof PARENT_TODAY_KINDS)[number];
export const PARENT_TODAY_LABELS: Record<ParentTodayKind, string> = {
  homeworkSet: '新作业',
  homeworkMarked: '作业批改',
  report: '学习报告',
  notice: '通知',
};

/** 今日新增: what happened today (China time) for the child, newest first. */
export const parentTodaySchema = z.object({
  date: z.string(),
  items: z.array(
    z.object({
      kind: z.enum(PARENT_TODAY_KINDS),
      at: z.string(),
      title: z.string(),
      detail: z.string(),
      score: z.number().int().nullable(),
      offeringId: z.number().int().nullable(),
    }),
  ),
});
export type ParentToday = z.infer<typeof parentTodaySchema>;
