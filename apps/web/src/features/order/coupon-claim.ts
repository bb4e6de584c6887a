import type { CouponTemplateView as ClaimableCoupon } from '@salt/domain';

export type ClaimState = 'claim' | 'held' | 'gone';

/** A coupon open for claiming: claimable, held up to the per-person limit, or all given out. */
export function claimStateOf(c: ClaimableCoupon): ClaimState {
  if (c.received >= c.perUserLimit) return 'held';
  if (c.left <= 0) return 'gone';
  return 'claim';
}

/** The claim button's words: 立即领取 / 再领一张, 已领取 (limit reached) or 已抢光. */
export function claimLabelOf(c: ClaimableCoupon): string {
  const state = claimStateOf(c);
  if (state === 'claim') return c.received > 0 ? '再领一张' : '立即领取';
  return state === 'held' ? '已领取' : '已抢光';
}

export const CLAIMED_TEXT = '领取成功';
