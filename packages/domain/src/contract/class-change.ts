import { z } from 'zod';
import {
  CLASS_CHANGE_KINDS,
  CLASS_CHANGE_MESSAGES,
  CLASS_CHANGE_STATUSES,
  MAX_CLASS_CHANGES,
} from '../class-change-rules';
import { SERVER_MESSAGES } from '../messages';
import { idParam } from './fields';
import { classPeriodSchema, pageCurrentField, pageOf, pageSizeField } from './shop';

/**
 * 调班 (class change) and 老生续报 (renewal): a pupil's requests to move an order line's class, the classes they
 * may move to, the review by the class's tutor or staff, per-class statistics, and the next term's class offered to
 * a current pupil. Spec: "Change-class request: orderSkuId, targetSkuCode, level, subject, reason".
 */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A class as a pupil chooses it: teacher, when it meets, seats left, price. */
export const changeClassCardSchema = z.object({
  skuId: z.number().int(),
  spuId: z.number().int(),
  /** The class's name ('提高班（周六上午）'). */
  name: z.string(),
  courseTitle: z.string(),
  subject: z.string(),
  grade: z.string(),
  level: z.string().nullable(),
  teacherName: z.string().nullable(),
  tutorName: z.string().nullable(),
  classPeriods: z.array(classPeriodSchema),
  seatsLeft: z.number().int(),
  priceFen: z.number().int(),
  /** Its last session has started: no moving into (or out of) it. */
  lastSessionStarted: z.boolean(),
});
export type ChangeClassCard = z.infer<typeof changeClassCardSchema>;

export const classChangeSettlementSchema = z.enum(['none', 'refund', 'supplement']);

export const classChangeRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CLASS_CHANGE_KINDS),
  orderItemId: z.number().int(),
  orderNo: z.string(),
  userId: z.number().int(),
  /** The pupil's name (real name, else username): reviewers see whose request it is. */
  pupilName: z.string(),
  courseTitle: z.string(),
  fromSkuId: z.number().int(),
  fromName: z.string(),
  toSkuId: z.number().int(),
  toName: z.string(),
  reason: z.string(),
  status: z.enum(CLASS_CHANGE_STATUSES),
  /** A pupil with a bound parent: pending waits for the guardian's consent (家长审批) before review. */
  awaitingGuardian: z.boolean().optional(),
  /** Target price − current price (fen) and what it means (refund to the pupil or a supplement they owe). */
  priceDiffFen: z.number().int(),
  settlement: classChangeSettlementSchema,
  /** The difference was settled: refunded to the pupil, or the 补差价 order paid. */
  settled: z.boolean(),
  /** The 补差价 order of a dearer target (the latest one; null before approval or when nothing is owed). */
  supplementOrderId: z.number().int().nullable(),
  reviewerName: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** ISO instants. */
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type ClassChangeRequest = z.infer<typeof classChangeRequestSchema>;

/** 去支付 of an approved change's 补差价: the order to pay (an open one, or a new one when the last closed unpaid). */
export const classChangeSupplementSchema = z.object({ orderId: z.number().int(), orderNo: z.string() });
export type ClassChangeSupplement = z.infer<typeof classChangeSupplementSchema>;

/** `/…/{orderItemId}`: one order line (orderSkuId). */
export const classChangeLineParamsSchema = z.object({ orderItemId: idParam });
export const classChangeIdParamsSchema = z.object({ id: idParam });

export const classChangeOptionsQuerySchema = z.object({
  /** 'all': every class of the course; default: the same level only. */
  level: z.preprocess(blankToUndefined, z.enum(['same', 'all'], { error: SERVER_MESSAGES.badRequest }).optional()),
});

/** What the pupil sees for one order line: their class, the classes they may move to, their requests. */
export const classChangeOptionsSchema = z.object({
  orderItemId: z.number().int(),
  orderNo: z.string(),
  current: changeClassCardSchema,
  approvedChanges: z.number().int(),
  maxChanges: z.literal(MAX_CLASS_CHANGES),
  /** Why no request can be made now (null: it can). */
  problem: z.string().nullable(),
  targets: z.array(changeClassCardSchema.extend({ priceDiffFen: z.number().int() })),
  requests: z.array(classChangeRequestSchema),
});
export type ClassChangeOptions = z.infer<typeof classChangeOptionsSchema>;

export const classChangeApplySchema = z.object({
  /** The order line (shop_order_item id). */
  orderSkuId: idParam,
  targetSkuId: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: CLASS_CHANGE_MESSAGES.target })
      .int(CLASS_CHANGE_MESSAGES.target)
      .positive(CLASS_CHANGE_MESSAGES.target)
      .max(2147483647, CLASS_CHANGE_MESSAGES.target),
  ),
  reason: z
    .string({ error: CLASS_CHANGE_MESSAGES.reason })
    .trim()
    .min(1, CLASS_CHANGE_MESSAGES.reason)
    .max(200, '调班原因不能超过200个字'),
});
export type ClassChangeApply = z.infer<typeof classChangeApplySchema>;

export const classChangeRejectSchema = z.object({
  reason: z
    .string({ error: CLASS_CHANGE_MESSAGES.rejectReason })
    .trim()
    .min(1, CLASS_CHANGE_MESSAGES.rejectReason)
    .max(200, '驳回原因不能超过200个字'),
});
export type ClassChangeReject = z.infer<typeof classChangeRejectSchema>;

export const classChangeListSchema = z.array(classChangeRequestSchema);

/** A paid order line and the class it puts the pupil in now (after changes, not the line's own sku). */
export const classChangeLineSchema = z.object({
  orderItemId: z.number().int(),
  offeringId: z.number().int(),
  skuId: z.number().int(),
  className: z.string(),
  courseTitle: z.string(),
});
export type ClassChangeLine = z.infer<typeof classChangeLineSchema>;
export const classChangeLinesSchema = z.array(classChangeLineSchema);

/** The reviewers' list: admins every request, a tutor those of the classes they tutor. */
export const classChangeReviewQuerySchema = z.object({
  current: pageCurrentField,
  size: pageSizeField,
  status: z.preprocess(
    blankToUndefined,
    z.enum(CLASS_CHANGE_STATUSES, { error: SERVER_MESSAGES.badRequest }).optional(),
  ),
  /** A class (sku) the request leaves or enters. */
  skuId: z.preprocess(blankToUndefined, idParam.optional()),
});
export type ClassChangeReviewQuery = z.input<typeof classChangeReviewQuerySchema>;
export type ClassChangeReviewFilter = z.infer<typeof classChangeReviewQuerySchema>;
export const classChangeReviewRowSchema = classChangeRequestSchema.extend({
  /** The caller may approve or reject it now (pending, and they tutor the class it leaves, or are an admin). */
  canReview: z.boolean(),
});
export type ClassChangeReviewRow = z.infer<typeof classChangeReviewRowSchema>;
export const classChangeReviewPageSchema = pageOf(classChangeReviewRowSchema);
export type ClassChangeReviewPage = z.infer<typeof classChangeReviewPageSchema>;

/** Per class: approved moves in and out, requests waiting, and (老生续报) pupils who renewed into the next term. */
export const classChangeStatSchema = z.object({
  skuId: z.number().int(),
  className: z.string(),
  courseTitle: z.string(),
  changeIn: z.number().int(),
  changeOut: z.number().int(),
  pending: z.number().int(),
  /** Pupils of this class who bought its next-term class through 老生续报. */
  renewed: z.number().int(),
});
export type ClassChangeStat = z.infer<typeof classChangeStatSchema>;
export const classChangeStatsSchema = z.array(classChangeStatSchema);

/** 老生续报: a current class and its next-term class, with the held seat and the renewal price. */
export const renewalOfferSchema = z.object({
  orderItemId: z.number().int(),
  current: changeClassCardSchema,
  next: changeClassCardSchema.nullable(),
  renewalPriceFen: z.number().int().nullable(),
  /** ISO instant until which a seat is held for the pupil; null when no seat could be held (class full). */
  holdUntil: z.string().nullable(),
  /** Already bought (the pupil holds a seat of the next class). */
  renewed: z.boolean(),
});
export type RenewalOffer = z.infer<typeof renewalOfferSchema>;
export const renewalOffersSchema = z.array(renewalOfferSchema);

/** 预留名额: hold a seat of the order line's next-term class at the renewal price. */
export const renewalHoldSchema = z.object({ orderItemId: idParam });
