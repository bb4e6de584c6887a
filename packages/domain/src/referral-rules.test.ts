import { describe, expect, it } from 'vitest';
import {
  attributionRefusal,
  isShareCode,
  normaliseShareCode,
  referralRewardDueAt,
  referralRulesText,
  rewardAfterWithdrawal,
  touchStillCounts,
} from './referral-rules';

const DAY = 86_400_000;

describe('share codes', () => {
  it('are typed in any case with spaces around; look-alike characters are not codes', () => {
    expect(normaliseShareCode(' ab3k9mxz ')).toBe('AB3K9MXZ');
    expect(isShareCode('ab3k9mxz')).toBe(true);
    expect(isShareCode('AB3K9MX0')).toBe(false);
    expect(isShareCode('AB3K9MX')).toBe(false);
  });
});

describe('touchStillCounts (first touch within 30 days)', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  it('counts a link opened up to 30 days ago, not 30 days and a minute', () => {
    expect(touchStillCounts(new Date(now.getTime() - 30 * DAY), now)).toBe(true);
    expect(touchStillCounts(new Date(now.getTime() - 30 * DAY - 60_000), now)).toBe(false);
  });
  it('forgives a clock a few minutes ahead, not a touch from tomorrow', () => {
    expect(touchStillCounts(new Date(now.getTime() + 5 * 60_000), now)).toBe(true);
    expect(touchStillCounts(new Date(now.getTime() + DAY), now)).toBe(false);
  });
});

describe('attributionRefusal', () => {
  it('refuses one’s own mobile and a mobile referred before; attributes the rest', () => {
    const base = { referrerPhone: '13800000001', refereePhone: '13800000002', phoneReferredBefore: false };
    expect(attributionRefusal(base)).toBeNull();
    expect(attributionRefusal({ ...base, refereePhone: '13800000001' })).toBe('self');
    expect(attributionRefusal({ ...base, phoneReferredBefore: true })).toBe('repeat');
  });
});

describe('the reward', () => {
  it('is due the refund window after the first payment', () => {
    const paid = new Date('2026-11-01T00:00:00Z');
    expect(referralRewardDueAt(paid, 168).toISOString()).toBe('2026-11-08T00:00:00.000Z');
    expect(referralRewardDueAt(paid, 0)).toEqual(paid);
  });
  it('comes back to choose after a rejected or cancelled withdrawal, stays received otherwise', () => {
    expect(rewardAfterWithdrawal('rejected')).toBe('available');
    expect(rewardAfterWithdrawal('cancelled')).toBe('available');
    expect(rewardAfterWithdrawal('applied')).toBe('received');
    expect(rewardAfterWithdrawal('paid')).toBe('received');
  });
  it('rules name the figures of the moment, leaving out 盐值 when the rule is off', () => {
    const on = referralRulesText({ pointsAmount: 200, pointsEnabled: true, cashFen: 2000, delayDays: 7 });
    expect(on[1]).toContain('200 盐值 或 20 元现金');
    expect(on[1]).toContain('7 天退费期');
    const off = referralRulesText({ pointsAmount: 200, pointsEnabled: false, cashFen: 2000, delayDays: 7 });
    expect(off[1]).not.toContain('盐值');
  });
});
