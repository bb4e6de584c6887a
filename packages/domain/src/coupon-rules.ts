import { CONSOLE_COUPON_ERRORS, ORDER_ERRORS, type ErrorEntry } from './errors';

/**
 * Coupon rules shared by the order service (which enforces them) and the checkout page (which suggests the
 * best coupon). A coupon takes a fixed amount off when the goods it applies to reach its threshold.
 */
export interface CouponLike {
  amountFen: number;
  thresholdFen: number;
  /** Sku ids it applies to; empty = all. */
  skuIds: readonly number[];
  validFrom: Date | string;
  validTo: Date | string;
}

export interface CartLine {
  skuId: number;
  /** Price of the line (unit price x quantity) in fen. */
  amountFen: number;
}

export type CouponRejection = 'notStarted' | 'expired' | 'notApplicable' | 'belowThreshold';

/** The catalogue entry each rejection answers (the order service throws these). */
export const COUPON_REJECTION_ERRORS = {
  notStarted: ORDER_ERRORS.couponNotStarted,
  expired: ORDER_ERRORS.couponExpired,
  notApplicable: ORDER_ERRORS.couponNotApplicable,
  belowThreshold: ORDER_ERRORS.couponBelowThreshold,
} as const satisfies Record<CouponRejection, ErrorEntry>;

export const COUPON_REJECTION_TEXT: Record<CouponRejection, string> = {
  notStarted: COUPON_REJECTION_ERRORS.notStarted.msg,
  expired: COUPON_REJECTION_ERRORS.expired.msg,
  notApplicable: COUPON_REJECTION_ERRORS.notApplicable.msg,
  belowThreshold: COUPON_REJECTION_ERRORS.belowThreshold.msg,
};

/** The part of the order a coupon applies to. */
export function applicableAmount(coupon: CouponLike, lines: readonly CartLine[]): number {
  const all = coupon.skuIds.length === 0;
  return lines.filter((l) => all || coupon.skuIds.includes(l.skuId)).reduce((s, l) => s + l.amountFen, 0);
}

/** Why a coupon cannot be used on these lines now, or null when it can. */
export function couponRejection(coupon: CouponLike, lines: readonly CartLine[], now: Date): CouponRejection | null {
  if (now.getTime() < new Date(coupon.validFrom).getTime()) return 'notStarted';
  if (now.getTime() >= new Date(coupon.validTo).getTime()) return 'expired';
  const base = applicableAmount(coupon, lines);
  if (base === 0) return 'notApplicable';
  if (base < coupon.thresholdFen) return 'belowThreshold';
  return null;
}

/** Fen taken off: never more than the goods it applies to, so a price never goes below zero. */
export function couponDiscount(coupon: CouponLike, lines: readonly CartLine[]): number {
  return Math.min(coupon.amountFen, applicableAmount(coupon, lines));
}

/** The usable coupon with the largest discount (ties: the one expiring first), or null. */
export function bestCoupon<T extends CouponLike>(
  coupons: readonly T[],
  lines: readonly CartLine[],
  now: Date,
): T | null {
  let best: T | null = null;
  for (const c of coupons) {
    if (couponRejection(c, lines, now)) continue;
    if (
      !best ||
      couponDiscount(c, lines) > couponDiscount(best, lines) ||
      (couponDiscount(c, lines) === couponDiscount(best, lines) && new Date(c.validTo) < new Date(best.validTo))
    ) {
      best = c;
    }
  }
  return best;
}

/**
 * The coupon worth claiming for this order: of the ones the buyer could claim now, the usable one with the largest
 * discount (ties: expiring first), but only when it saves more than the best coupon they already hold, so checkout
 * never offers a claim that changes nothing. Null when nothing to claim beats what they hold.
 */
export function couponToClaim<T extends CouponLike>(
  claimable: readonly T[],
  held: readonly CouponLike[],
  lines: readonly CartLine[],
  now: Date,
): T | null {
  const best = bestCoupon(claimable, lines, now);
  if (!best) return null;
  const heldBest = bestCoupon(held, lines, now);
  return heldBest && couponDiscount(heldBest, lines) >= couponDiscount(best, lines) ? null : best;
}

/** Where a coupon template stands by its valid window: 未开始, 进行中 or 已结束. */
export type CouponTemplateState = 'notStarted' | 'ongoing' | 'ended';
export const COUPON_TEMPLATE_STATE_TEXT: Record<CouponTemplateState, string> = {
  notStarted: '未开始',
  ongoing: '进行中',
  ended: '已结束',
};

export function couponTemplateState(window: { validFrom: Date | string; validTo: Date | string }, now: Date) {
  if (now.getTime() < new Date(window.validFrom).getTime()) return 'notStarted' as const;
  if (now.getTime() >= new Date(window.validTo).getTime()) return 'ended' as const;
  return 'ongoing' as const;
}

export interface CouponTemplateNumbers {
  amountFen: number;
  thresholdFen: number;
  perUserLimit: number;
  totalQuantity: number;
  validFrom: Date | string;
  validTo: Date | string;
}

export type CouponTemplateField = 'amountFen' | 'thresholdFen' | 'perUserLimit' | 'totalQuantity' | 'validTo';

/**
 * The first rule a coupon template breaks, with the form field it is about, or null. `committed` is what the
 * template can no longer take back: coupons received plus redeem codes still outstanding.
 */
export function couponTemplateProblem(
  t: CouponTemplateNumbers,
  committed = 0,
): { field: CouponTemplateField; error: (typeof CONSOLE_COUPON_ERRORS)[keyof typeof CONSOLE_COUPON_ERRORS] } | null {
  const isInt = Number.isInteger;
  if (!isInt(t.amountFen) || t.amountFen <= 0)
    return { field: 'amountFen', error: CONSOLE_COUPON_ERRORS.amountPositive };
  if (!isInt(t.thresholdFen) || t.thresholdFen < 0)
    return { field: 'thresholdFen', error: CONSOLE_COUPON_ERRORS.thresholdNegative };
  if (!isInt(t.perUserLimit) || t.perUserLimit < 1)
    return { field: 'perUserLimit', error: CONSOLE_COUPON_ERRORS.limitTooSmall };
  if (!isInt(t.totalQuantity) || t.totalQuantity < 1)
    return { field: 'totalQuantity', error: CONSOLE_COUPON_ERRORS.totalTooSmall };
  if (t.totalQuantity < committed) return { field: 'totalQuantity', error: CONSOLE_COUPON_ERRORS.totalBelowReceived };
  if (!(new Date(t.validTo).getTime() > new Date(t.validFrom).getTime()))
    return { field: 'validTo', error: CONSOLE_COUPON_ERRORS.windowOrder };
  return null;
}

/** Redeem-code letters: no 0 O 1 I L, which people misread when they type a printed code. */
export const REDEEM_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REDEEM_CODE_LENGTH = 12;

/** How many more codes a template can take: its total less what was received and codes still unredeemed. */
export function redeemCodeRoom(total: number, received: number, outstanding: number): number {
  return Math.max(0, total - received - outstanding);
}
