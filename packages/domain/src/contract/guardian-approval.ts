import { z } from 'zod';
import { SERVER_MESSAGES } from '../messages';
import { idParam, safeString } from './fields';

/**
 * 家长审批 (/guardian): what waits for a parent. A pupil asks a bound parent to pay an unpaid order (请家长付款);
 * the parent agrees (and pays the order through the same payment providers: the order stays the child's, the
 * payment records the parent as payer) or declines with a reason the child sees on the order.
 */

export const GUARDIAN_KINDS = ['purchase', 'refund', 'class_change'] as const;
export type GuardianKind = (typeof GUARDIAN_KINDS)[number];
export const GUARDIAN_STATUSES = ['pending', 'approved', 'declined', 'cancelled'] as const;
export type GuardianStatus = (typeof GUARDIAN_STATUSES)[number];

export const GUARDIAN_KIND_TEXT: Record<GuardianKind, string> = {
  purchase: '代付购买',
  refund: '退费申请',
  class_change: '调班申请',
};
export const GUARDIAN_STATUS_TEXT: Record<GuardianStatus, string> = {
  pending: '待审批',
  approved: '已同意',
  declined: '已拒绝',
  cancelled: '已关闭',
};
export const GUARDIAN_REASON_MAX = 100;

export const guardianPurchaseRequestSchema = z.object({ orderId: idParam });

/** A parent's filter: one child (the portal's chosen child) or all bound children. */
export const guardianChildQuerySchema = z.object({ studentId: idParam.optional() });

export const guardianDeclineRequestSchema = z.object({
  reason: safeString().trim().max(GUARDIAN_REASON_MAX, { error: '拒绝原因不能超过100个字' }).default(''),
});

/** One request as the parent (or the child) sees it, with what a parent needs to decide. */
export const guardianRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(GUARDIAN_KINDS),
  kindText: z.string(),
  status: z.enum(GUARDIAN_STATUSES),
  statusText: z.string(),
  studentId: z.number().int(),
  studentName: z.string(),
  targetId: z.number().int(),
  /** The course (or goods) names of the order concerned; a refund's class; a class change's from → to. */
  title: z.string(),
  /** The child's reason (refund, class change). */
  detail: z.string().nullable(),
  orderNo: z.string().nullable(),
  amountFen: z.number().int().nullable(),
  payDeadline: z.string().nullable(),
  orderPaid: z.boolean(),
  /** The parent's reason when declined. */
  reason: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type GuardianRequestView = z.infer<typeof guardianRequestSchema>;

export const guardianRequestListSchema = z.object({
  pending: z.array(guardianRequestSchema),
  history: z.array(guardianRequestSchema),
});
export type GuardianRequestList = z.infer<typeof guardianRequestListSchema>;

/** What the pupil's order shows: whether a parent can be asked, and the latest request for it. */
export const guardianOrderStateSchema = z.object({
  hasParent: z.boolean(),
  request: guardianRequestSchema.nullable(),
});
export type GuardianOrderState = z.infer<typeof guardianOrderStateSchema>;

/** One unpaid order of a bound child, for /parent/payment. */
export const guardianOrderSchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  studentId: z.number().int(),
  studentName: z.string(),
  title: z.string(),
  amountFen: z.number().int(),
  payDeadline: z.string(),
  createdAt: z.string(),
  /** The child's pending 请家长付款 on it, if any. */
  requestId: z.number().int().nullable(),
});
export type GuardianOrder = z.infer<typeof guardianOrderSchema>;
export const guardianOrderListSchema = z.array(guardianOrderSchema);

export const guardianDecisionSchema = z.object({ request: guardianRequestSchema });

export const guardianStatusFieldSchema = z.enum(GUARDIAN_STATUSES, { error: SERVER_MESSAGES.badRequest });
