import { z } from 'zod';
import { SERVER_MESSAGES } from '../messages';
import { REFUND_ERRORS } from '../errors/refund';
import { REFUND_REASON_CODES, REFUND_REQUEST_STATUSES } from '../refund-rules';
import { idParam, optionalText } from './fields';
import { pageCurrentField, pageOf, pageSizeField } from './shop';

/**
 * 退费 (refunds): the pupil's refundable classes with what each would return and how that was computed, the
 * application, their requests with a timeline; the console's review (admins). Money is integer fen.
 */
export const refundComputationSchema = z.object({
  lineId: z.number().int(),
  paidShareFen: z.number().int(),
  sessionsTotal: z.number().int(),
  sessionsLeft: z.number().int(),
  stage: z.enum(['beforeStart', 'midTerm', 'finished']),
  baseFen: z.number().int(),
  materialDeductionFen: z.number().int(),
  amountFen: z.number().int(),
  refundable: z.boolean(),
  notRefundableReason: z.string().nullable(),
  steps: z.array(z.string()),
});
export type RefundComputationView = z.infer<typeof refundComputationSchema>;

const statusEnum = z.enum(REFUND_REQUEST_STATUSES);

/** One class the pupil paid for, with the refund it would give now. */
export const refundLineSchema = z.object({
  orderItemId: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
  title: z.string(),
  skuName: z.string(),
  coverUrl: z.string().nullable(),
  paidAt: z.string().nullable(),
  computation: refundComputationSchema,
  /** Whether 申请退费 is offered: refundable, not refunded, no open request. */
  canApply: z.boolean(),
  /** Why not, in Chinese (null when canApply). */
  blockedReason: z.string().nullable(),
  openRequest: z.object({ id: z.number().int(), status: statusEnum }).nullable(),
});
export type RefundLine = z.infer<typeof refundLineSchema>;
export const refundLineListSchema = z.array(refundLineSchema);

export const refundLinesQuerySchema = z.object({
  orderItemId: z.preprocess((v) => (v === '' ? undefined : v), idParam.optional()),
  orderId: z.preprocess((v) => (v === '' ? undefined : v), idParam.optional()),
});
export type RefundLinesQuery = z.infer<typeof refundLinesQuerySchema>;

export const refundApplySchema = z.object({
  orderItemId: idParam,
  reasonCode: z.enum(REFUND_REASON_CODES, { error: REFUND_ERRORS.reasonUnknown.msg }),
  reasonText: optionalText(200).max(200, { error: REFUND_ERRORS.reasonTooLong.msg }).optional().default(''),
});
export type RefundApplyRequest = z.input<typeof refundApplySchema>;

export const refundTimelineStepSchema = z.object({
  status: statusEnum,
  title: z.string(),
  at: z.string(),
  note: z.string().nullable(),
});

export const refundRequestViewSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
  orderItemId: z.number().int(),
  title: z.string(),
  skuName: z.string(),
  computedFen: z.number().int(),
  approvedFen: z.number().int().nullable(),
  reasonCode: z.string(),
  reasonLabel: z.string(),
  reasonText: z.string(),
  status: statusEnum,
  statusText: z.string(),
  /** A pupil with a bound parent: waiting for the guardian's consent (家长审批) before staff review. */
  awaitingGuardian: z.boolean().optional(),
  rejectReason: z.string().nullable(),
  failReason: z.string().nullable(),
  computation: refundComputationSchema,
  timeline: z.array(refundTimelineStepSchema),
  createdAt: z.string(),
  version: z.number().int(),
});
export type RefundRequestView = z.infer<typeof refundRequestViewSchema>;
export const refundRequestListSchema = z.array(refundRequestViewSchema);

// Console (admins)

export const consoleRefundQuerySchema = z.object({
  current: pageCurrentField,
  size: pageSizeField,
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(REFUND_REQUEST_STATUSES, { error: SERVER_MESSAGES.badRequest }).optional(),
  ),
});
export type ConsoleRefundQuery = z.infer<typeof consoleRefundQuerySchema>;

export const consoleRefundRowSchema = refundRequestViewSchema.extend({
  user: z.object({ id: z.number().int(), name: z.string(), mobile: z.string().nullable() }),
  /** The rule's answer now (sessions may have started since the application). */
  current: refundComputationSchema,
  reviewerName: z.string().nullable(),
});
export type ConsoleRefundRow = z.infer<typeof consoleRefundRowSchema>;
export const consoleRefundPageSchema = pageOf(consoleRefundRowSchema);
export type ConsoleRefundPage = z.infer<typeof consoleRefundPageSchema>;

export const consoleRefundApproveSchema = z.object({
  /** Another amount than the rule's, fen: at most the line's paid share. */
  overrideFen: z
    .number({ error: REFUND_ERRORS.overrideInvalid.msg })
    .int({ error: REFUND_ERRORS.overrideInvalid.msg })
    .min(1, { error: REFUND_ERRORS.overrideInvalid.msg })
    .optional(),
});
export type ConsoleRefundApprove = z.infer<typeof consoleRefundApproveSchema>;

export const consoleRefundRejectSchema = z.object({
  reason: z
    .string({ error: REFUND_ERRORS.rejectReasonRequired.msg })
    .trim()
    .min(1, { error: REFUND_ERRORS.rejectReasonRequired.msg })
    .max(200, { error: SERVER_MESSAGES.textTooLong }),
});
export type ConsoleRefundReject = z.infer<typeof consoleRefundRejectSchema>;
