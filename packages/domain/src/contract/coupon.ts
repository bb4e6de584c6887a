import { z } from 'zod';
import { SERVER_MESSAGES } from '../messages';
import { ORDER_MESSAGES } from '../order-messages';
import { idParam, safeString } from './fields';

export const couponTemplateViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  amountFen: z.number().int(),
  thresholdFen: z.number().int(),
  skuIds: z.array(z.number().int()),
  validFrom: z.string(),
  validTo: z.string(),
  left: z.number().int(),
  perUserLimit: z.number().int(),
  /** How many of this the caller holds. */
  received: z.number().int(),
});

export type CouponTemplateView = z.infer<typeof couponTemplateViewSchema>;
export const couponTemplateListSchema = z.array(couponTemplateViewSchema);

export const myCouponSchema = z.object({
  couponUserId: z.number().int(),
  templateId: z.number().int(),
  name: z.string(),
  amountFen: z.number().int(),
  thresholdFen: z.number().int(),
  skuIds: z.array(z.number().int()),
  validFrom: z.string(),
  validTo: z.string(),
  /** unused | locked | used | expired */
  status: z.string(),
});
export type MyCoupon = z.infer<typeof myCouponSchema>;
export const myCouponListSchema = z.array(myCouponSchema);

export const receiveCouponRequestSchema = z.object({ templateId: idParam });
export const redeemCouponRequestSchema = z.object({
  code: safeString(ORDER_MESSAGES.couponCodeInvalid)
    .trim()
    .min(1, { error: '必填项' })
    .max(32, { error: ORDER_MESSAGES.couponCodeInvalid }),
});
export const myCouponsQuerySchema = z.object({
  status: z.enum(['unused', 'used', 'expired', 'all'], { error: SERVER_MESSAGES.badRequest }).default('unused'),
});

export const promotionRequestSchema = z.object({
  items: z
    .array(z.object({ skuId: idParam }), { error: ORDER_MESSAGES.itemsRequired })
    .min(1, { error: ORDER_MESSAGES.itemsRequired })
    .max(20),
});

/** Coupons for a prospective order, each with whether it applies, and the suggested best one. */
export const promotionResultSchema = z.object({
  totalFen: z.number().int(),
  coupons: z.array(
    myCouponSchema.extend({ usable: z.boolean(), reason: z.string().nullable(), discountFen: z.number().int() }),
  ),
  bestCouponUserId: z.number().int().nullable(),
  couponFen: z.number().int(),
  payFen: z.number().int(),
  /**
   * Coupons the caller could still claim now (open, not all given out, under their per-person limit), rated
   * against these lines like the held ones, so checkout offers them without a trip to 领券中心.
   */
  claimable: z.array(
    couponTemplateViewSchema.extend({
      usable: z.boolean(),
      reason: z.string().nullable(),
      discountFen: z.number().int(),
    }),
  ),
  /** The claimable coupon that saves more than the best one held (couponToClaim), or null. */
  bestClaimTemplateId: z.number().int().nullable(),
});
export type PromotionResult = z.infer<typeof promotionResultSchema>;
export type ClaimableForOrder = PromotionResult['claimable'][number];
