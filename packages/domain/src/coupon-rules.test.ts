import { describe, expect, it } from 'vitest';
import {
  applicableAmount,
  bestCoupon,
  couponDiscount,
  couponRejection,
  couponToClaim,
  type CouponLike,
} from './coupon-rules';

const now = new Date('2026-11-21T12:00:00Z');
const c = (o: Partial<CouponLike>): CouponLike => ({
  amountFen: 1000,
  thresholdFen: 0,
  skuIds: [],
  validFrom: '2026-11-01T00:00:00Z',
  validTo: '2026-12-01T00:00:00Z',
  ...o,
});
const lines = [
  { skuId: 1, amountFen: 19900 },
  { skuId: 2, amountFen: 500 },
];

describe('coupon rules', () => {
  it('applies to all skus or the listed ones', () => {
    expect(applicableAmount(c({}), lines)).toBe(20400);
    expect(applicableAmount(c({ skuIds: [2] }), lines)).toBe(500);
  });
  it('refuses outside the window', () => {
    expect(couponRejection(c({ validFrom: '2026-11-22T00:00:00Z' }), lines, now)).toBe('notStarted');
    expect(couponRejection(c({ validTo: '2026-11-21T12:00:00Z' }), lines, now)).toBe('expired');
  });
  it('refuses when no line applies or the threshold is not met', () => {
    expect(couponRejection(c({ skuIds: [9] }), lines, now)).toBe('notApplicable');
    expect(couponRejection(c({ skuIds: [2], thresholdFen: 1000 }), lines, now)).toBe('belowThreshold');
    expect(couponRejection(c({ thresholdFen: 20400 }), lines, now)).toBeNull();
  });
  it('never takes off more than the applicable amount', () => {
    expect(couponDiscount(c({ skuIds: [2], amountFen: 2000 }), lines)).toBe(500);
    expect(couponDiscount(c({ amountFen: 2000 }), lines)).toBe(2000);
  });
  it('suggests the largest usable discount, then the one expiring first', () => {
    const small = { ...c({ amountFen: 500 }), id: 'small' };
    const big = { ...c({ amountFen: 3000, thresholdFen: 99999 }), id: 'big-unusable' };
    const mid = { ...c({ amountFen: 1500 }), id: 'mid' };
    const midSooner = { ...c({ amountFen: 1500, validTo: '2026-11-25T00:00:00Z' }), id: 'mid-sooner' };
    expect(bestCoupon([small, big, mid, midSooner], lines, now)?.id).toBe('mid-sooner');
    expect(bestCoupon([big], lines, now)).toBeNull();
  });
  it('offers to claim the best claimable coupon only when it beats the best one held', () => {
    const welcome = { ...c({ amountFen: 3000, thresholdFen: 10000 }), id: 'welcome' };
    const autumn = { ...c({ amountFen: 5000, thresholdFen: 19900 }), id: 'autumn' };
    const small = { ...c({ amountFen: 500 }), id: 'small' };
    const cheap = [{ skuId: 1, amountFen: 14900 }];
    // Nothing held: the largest that applies (¥50 needs ¥199, so ¥30 on a ¥149 class).
    expect(couponToClaim([small, welcome, autumn], [], cheap, now)?.id).toBe('welcome');
    expect(couponToClaim([small, welcome, autumn], [], lines, now)?.id).toBe('autumn');
    // Holding as much or more: nothing worth claiming; holding less: still worth it.
    expect(couponToClaim([welcome], [c({ amountFen: 3000 })], cheap, now)).toBeNull();
    expect(couponToClaim([welcome], [small], cheap, now)?.id).toBe('welcome');
    // Nothing that applies to these lines.
    expect(couponToClaim([autumn], [], cheap, now)).toBeNull();
  });
});
