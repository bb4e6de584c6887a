import { z } from 'zod';
import { SERVER_MESSAGES } from '../messages';
import { CONSOLE_USER_ERRORS } from '../errors/console-user';
import { ADMIN_ROLE_ID, PARENT_ROLE_ID, STUDENT_ROLE_ID, TEACHER_ROLE_ID, TUTOR_ROLE_IDS } from '../roles';
import { idParam, optionalText } from './fields';
import { pageCurrentField, pageOf, pageSizeField } from './shop';

/**
 * The console's 用户 page (admins only): search pupils, parents and staff; set roles; lock and unlock; force a
 * password reset; bind a parent to a pupil; see a user's orders, classes and sessions.
 */

/** The roles an admin may hand out, with the labels the console shows (tutors have three ids in the spec). */
export const CONSOLE_ROLE_LABELS: Readonly<Record<number, string>> = {
  [ADMIN_ROLE_ID]: '管理员',
  [STUDENT_ROLE_ID]: '学生',
  [PARENT_ROLE_ID]: '家长',
  [TEACHER_ROLE_ID]: '老师',
  7: '辅导老师',
  10: '辅导老师(10)',
  130: '辅导老师(130)',
};
export const ASSIGNABLE_ROLE_IDS: readonly number[] = [
  ADMIN_ROLE_ID,
  STUDENT_ROLE_ID,
  PARENT_ROLE_ID,
  TEACHER_ROLE_ID,
  ...TUTOR_ROLE_IDS,
];
export const roleLabelOf = (id: number) => CONSOLE_ROLE_LABELS[id] ?? `角色${id}`;

/** The list's 角色 filter: a kind of user, each one or more role ids. */
export const CONSOLE_USER_KINDS = {
  pupil: { label: '学生', roleIds: [STUDENT_ROLE_ID] },
  parent: { label: '家长', roleIds: [PARENT_ROLE_ID] },
  teacher: { label: '老师', roleIds: [TEACHER_ROLE_ID] },
  tutor: { label: '辅导老师', roleIds: [...TUTOR_ROLE_IDS] },
  admin: { label: '管理员', roleIds: [ADMIN_ROLE_ID] },
} as const satisfies Record<string, { label: string; roleIds: readonly number[] }>;
export type ConsoleUserKind = keyof typeof CONSOLE_USER_KINDS;
export const CONSOLE_USER_STATES = { locked: '已锁定', active: '正常' } as const;
export type ConsoleUserState = keyof typeof CONSOLE_USER_STATES;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const keysOf = <T extends Record<string, unknown>>(o: T) =>
  Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

export const consoleUserQuerySchema = z.object({
  current: pageCurrentField,
  size: pageSizeField,
  /** Part of the username, real name or phone (case-insensitive). */
  keyword: z.preprocess(blankToUndefined, optionalText(50).optional()),
  role: z.preprocess(
    blankToUndefined,
    z.enum(keysOf(CONSOLE_USER_KINDS), { error: SERVER_MESSAGES.badRequest }).optional(),
  ),
  state: z.preprocess(
    blankToUndefined,
    z.enum(keysOf(CONSOLE_USER_STATES), { error: SERVER_MESSAGES.badRequest }).optional(),
  ),
});
export type ConsoleUserQuery = z.input<typeof consoleUserQuerySchema>;

export const consoleUserRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  realname: z.string().nullable(),
  phone: z.string().nullable(),
  roles: z.array(z.number().int()),
  /** Locked by an admin (every login refused until unlocked). */
  locked: z.boolean(),
  /** ISO instant. */
  createdAt: z.string(),
});
export type ConsoleUserRow = z.infer<typeof consoleUserRowSchema>;
export const consoleUserPageSchema = pageOf(consoleUserRowSchema);
export type ConsoleUserPage = z.infer<typeof consoleUserPageSchema>;

const personSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  realname: z.string().nullable(),
  phone: z.string().nullable(),
});
export type ConsoleUserPerson = z.infer<typeof personSchema>;

export const consoleUserOrderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  /** The order's goods, titles joined. */
  goods: z.string(),
  payFen: z.number().int(),
  statusText: z.string(),
  createdAt: z.string(),
});
export const consoleUserClassSchema = z.object({
  enrolmentId: z.number().int(),
  offeringId: z.number().int(),
  title: z.string(),
  /** 'active' | 'ended' (refund) | 'moved' (class change). */
  status: z.string(),
  enrolledAt: z.string(),
});
export const consoleUserSessionSchema = z.object({
  chapterId: z.number().int(),
  offeringId: z.number().int(),
  classTitle: z.string(),
  title: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  /** How the user takes part: a pupil of the class, or its (session's) teacher or tutor. */
  as: z.enum(['pupil', 'teacher', 'tutor']),
});
export type ConsoleUserOrder = z.infer<typeof consoleUserOrderSchema>;
export type ConsoleUserClass = z.infer<typeof consoleUserClassSchema>;
export type ConsoleUserSession = z.infer<typeof consoleUserSessionSchema>;

export const consoleUserDetailSchema = consoleUserRowSchema.extend({
  nickname: z.string().nullable(),
  grade: z.string().nullable(),
  school: z.string().nullable(),
  /** When an admin locked the account (null: not locked). */
  lockedAt: z.string().nullable(),
  /** Password login refused after wrong passwords until then (the automatic lock; null or past: none). */
  loginLockedUntil: z.string().nullable(),
  parents: z.array(personSchema),
  children: z.array(personSchema),
  /** The latest 20, newest first. */
  orders: z.array(consoleUserOrderSchema),
  /** Enrolments, newest first. */
  classes: z.array(consoleUserClassSchema),
  /** Upcoming sessions (not yet ended), soonest first, at most 20. */
  sessions: z.array(consoleUserSessionSchema),
});
export type ConsoleUserDetail = z.infer<typeof consoleUserDetailSchema>;

export const consoleUserIdParamsSchema = z.object({ id: idParam });
export const consoleUserTargetSchema = z.object({ userId: idParam });
export type ConsoleUserTarget = z.infer<typeof consoleUserTargetSchema>;

export const consoleUserRolesSchema = z.object({
  userId: idParam,
  roleIds: z
    .array(
      z.number({ error: CONSOLE_USER_ERRORS.roleUnknown.msg }).int({ error: CONSOLE_USER_ERRORS.roleUnknown.msg }),
      {
        error: SERVER_MESSAGES.badRequest,
      },
    )
    .min(1, { error: CONSOLE_USER_ERRORS.rolesEmpty.msg })
    .max(20, { error: SERVER_MESSAGES.badRequest }),
});
export type ConsoleUserRolesInput = z.infer<typeof consoleUserRolesSchema>;

export const consoleParentBindSchema = z.object({ parentId: idParam, studentId: idParam });
export type ConsoleParentBindInput = z.infer<typeof consoleParentBindSchema>;

/** A forced reset's answer: the temporary password, shown once to the admin (only its hash is kept). */
export const consoleUserResetPasswordResultSchema = z.object({ temporaryPassword: z.string() });
export type ConsoleUserResetPasswordResult = z.infer<typeof consoleUserResetPasswordResultSchema>;
