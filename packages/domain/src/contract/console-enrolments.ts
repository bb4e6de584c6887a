import { z } from 'zod';
import { ENROLMENT_EDIT_MESSAGES } from '../enrolment-rules';
import { SERVER_MESSAGES } from '../messages';
import { idParam } from './fields';
import { pageCurrentField, pageOf, pageSizeField } from './shop';

/**
 * 学员: the pupils of one class (a sku's offering) as admins manage them: the list (in the class now, or its whole
 * history), put a pupil in, move one to another class of the course, end one's place. Each write takes or frees a
 * seat of the class and tells the pupil in their notices.
 */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const consoleClassPupilQuerySchema = z.object({
  current: pageCurrentField,
  size: pageSizeField,
  /** 'active' (default): in the class now; 'all': with those who left or moved out. */
  scope: z.preprocess(blankToUndefined, z.enum(['active', 'all'], { error: SERVER_MESSAGES.badRequest }).optional()),
  /** Part of the username, real name or phone. */
  keyword: z.preprocess(blankToUndefined, z.string().trim().max(50, SERVER_MESSAGES.badRequest).optional()),
});
export type ConsoleClassPupilQuery = z.input<typeof consoleClassPupilQuerySchema>;
export type ConsoleClassPupilFilter = z.infer<typeof consoleClassPupilQuerySchema>;

export const consoleClassPupilSchema = z.object({
  /** The enrolment's id (the move and end calls take it). */
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  realname: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(['active', 'ended', 'moved']),
  /** The order that bought the place; null for a place staff gave. */
  orderNo: z.string().nullable(),
  /** ISO instants. */
  createdAt: z.string(),
  endedAt: z.string().nullable(),
});
export type ConsoleClassPupil = z.infer<typeof consoleClassPupilSchema>;

export const consoleClassPupilPageSchema = pageOf(consoleClassPupilSchema).extend({
  className: z.string(),
  /** Seats still free (the shop sells these) and places taken. */
  seatsLeft: z.number().int(),
  active: z.number().int(),
  /** The other classes of the course a pupil may be moved to, with their seats left. */
  moveTargets: z.array(
    z.object({ skuId: z.number().int(), name: z.string(), seatsLeft: z.number().int(), finished: z.boolean() }),
  ),
});
export type ConsoleClassPupilPage = z.infer<typeof consoleClassPupilPageSchema>;

const reasonField = z
  .string({ error: ENROLMENT_EDIT_MESSAGES.reason })
  .trim()
  .min(1, ENROLMENT_EDIT_MESSAGES.reason)
  .max(100, '原因不能超过100个字');

/** 添加学员: by username or phone; the reason (线下缴费, 赠课 …) goes to the audit log. */
export const consoleClassPupilAddSchema = z.object({
  account: z
    .string({ error: ENROLMENT_EDIT_MESSAGES.account })
    .trim()
    .min(1, ENROLMENT_EDIT_MESSAGES.account)
    .max(50, ENROLMENT_EDIT_MESSAGES.account),
  reason: reasonField,
});
export type ConsoleClassPupilAdd = z.infer<typeof consoleClassPupilAddSchema>;

/** 调班: to another class of the same course. */
export const consoleEnrolmentMoveSchema = z.object({
  toSkuId: z.number({ error: '请选择要调入的班级' }).int().positive('请选择要调入的班级'),
  reason: reasonField,
});
export type ConsoleEnrolmentMove = z.infer<typeof consoleEnrolmentMoveSchema>;

/** 结束: the pupil leaves the class; their seat is freed (a refund, if any, is the order's business). */
export const consoleEnrolmentEndSchema = z.object({ reason: reasonField });
export type ConsoleEnrolmentEnd = z.infer<typeof consoleEnrolmentEndSchema>;

export const consoleEnrolmentParamsSchema = z.object({ id: idParam });
