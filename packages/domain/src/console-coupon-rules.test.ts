import { describe, expect, it } from 'vitest';
import { REDEEM_CODE_ALPHABET, couponTemplateProblem, couponTemplateState, redeemCodeRoom } from './coupon-rules';
import { consoleCouponFormSchema, consoleCouponIssueSchema } from './contract/console-coupon';

const base = {
  amountFen: 3000,
  thresholdFen: 10000,
  perUserLimit: 1,
  totalQuantity: 100,
  validFrom: '2026-11-01T00:00:00Z',
  validTo: '2026-12-01T00:00:00Z',
};

describe('console coupon rules', () => {
  it('names the field of the first broken rule', () => {
    expect(couponTemplateProblem(base)).toBeNull();
    expect(couponTemplateProblem({ ...base, amountFen: 0 })?.field).toBe('amountFen');
    expect(couponTemplateProblem({ ...base, amountFen: 1.5 })?.field).toBe('amountFen');
    expect(couponTemplateProblem({ ...base, thresholdFen: -1 })?.field).toBe('thresholdFen');
    expect(couponTemplateProblem({ ...base, perUserLimit: 0 })?.field).toBe('perUserLimit');
    expect(couponTemplateProblem({ ...base, totalQuantity: 0 })?.field).toBe('totalQuantity');
    expect(couponTemplateProblem({ ...base, totalQuantity: 10 }, 11)?.error.msg).toBe(
      '发放总量不能少于已领取和未兑换的数量',
    );
    expect(couponTemplateProblem({ ...base, totalQuantity: 11 }, 11)).toBeNull();
    expect(couponTemplateProblem({ ...base, validTo: base.validFrom })?.field).toBe('validTo');
  });

  it('tells the state from the valid window', () => {
    expect(couponTemplateState(base, new Date('2026-10-31T23:59:59Z'))).toBe('notStarted');
    expect(couponTemplateState(base, new Date('2026-11-01T00:00:00Z'))).toBe('ongoing');
    expect(couponTemplateState(base, new Date('2026-12-01T00:00:00Z'))).toBe('ended');
  });

  it('leaves room for codes only within the total, and the alphabet has no look-alikes', () => {
    expect(redeemCodeRoom(100, 30, 20)).toBe(50);
    expect(redeemCodeRoom(100, 90, 20)).toBe(0);
    expect(REDEEM_CODE_ALPHABET).not.toMatch(/[0O1IL]/);
  });

  it('checks the form and the issue request with Chinese messages', () => {
    const bad = consoleCouponFormSchema.safeParse({ ...base, name: '满100减30', validTo: base.validFrom });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['validTo'], message: '结束时间须晚于开始时间' });
    const ok = consoleCouponFormSchema.parse({ ...base, name: '满100减30', redeemCode: 'spring2026' });
    expect(ok.redeemCode).toBe('SPRING2026');
    expect(consoleCouponIssueSchema.safeParse({}).error?.issues[0]?.message).toBe('请填写要发放的用户');
    const many = consoleCouponIssueSchema.safeParse({ userIds: Array.from({ length: 501 }, (_, i) => i + 1) });
    expect(many.error?.issues[0]?.message).toBe('每次最多向500位用户发放');
  });
});
