import { describe, expect, it } from 'vitest';
import {
  examPassed,
  expiringPoints,
  exchangeCancellable,
  pointsExpiryOf,
  pointsRuleName,
  pointsTakenBack,
  purchasePoints,
  POINTS_EARN_RULE_CODES,
} from './points-rules';

describe('pointsExpiryOf', () => {
  it('is the end of the next calendar year in China', () => {
    expect(pointsExpiryOf(new Date('2026-03-01T04:00:00Z')).toISOString()).toBe('2027-12-31T16:00:00.000Z');
  });
  it('uses the China date: 31 December 20:00 UTC is already 1 January in China', () => {
    expect(pointsExpiryOf(new Date('2026-12-31T20:00:00Z')).toISOString()).toBe('2028-12-31T16:00:00.000Z');
    expect(pointsExpiryOf(new Date('2026-12-31T15:59:59Z')).toISOString()).toBe('2027-12-31T16:00:00.000Z');
  });
});

describe('expiringPoints', () => {
  it('expires what is left of the old grants, oldest spent first', () => {
    // 300 old + 200 later granted, 100 spent: 200 of the old are left.
    expect(expiringPoints(400, 200)).toBe(200);
    // Spent into the later grants: nothing old is left.
    expect(expiringPoints(150, 200)).toBe(0);
  });
});

describe('purchasePoints', () => {
  it('pays per whole yuan, never for fen or a negative amount', () => {
    expect(purchasePoints(25_990, 1)).toBe(259);
    expect(purchasePoints(99, 1)).toBe(0);
    expect(purchasePoints(-100, 1)).toBe(0);
    expect(purchasePoints(10_000, 2)).toBe(200);
  });
});

describe('pointsTakenBack', () => {
  it('takes back the refunded share of the purchase points', () => {
    expect(pointsTakenBack(259, 25_900, 25_900, 1000)).toEqual({ taken: 259, shortfall: 0 });
    expect(pointsTakenBack(200, 5_000, 20_000, 1000)).toEqual({ taken: 50, shortfall: 0 });
  });
  it('never takes the balance below zero: the rest is a shortfall', () => {
    expect(pointsTakenBack(259, 25_900, 25_900, 100)).toEqual({ taken: 100, shortfall: 159 });
    expect(pointsTakenBack(259, 25_900, 25_900, 0)).toEqual({ taken: 0, shortfall: 259 });
  });
  it('takes nothing when nothing was granted or refunded', () => {
    expect(pointsTakenBack(0, 100, 100, 50)).toEqual({ taken: 0, shortfall: 0 });
    expect(pointsTakenBack(10, 0, 100, 50)).toEqual({ taken: 0, shortfall: 0 });
  });
});

describe('examPassed', () => {
  it('passes at 60 % of the points once nothing waits for a teacher', () => {
    expect(examPassed({ earned: 60, possible: 100, pending: 0 })).toBe(true);
    expect(examPassed({ earned: 59.5, possible: 100, pending: 0 })).toBe(false);
    expect(examPassed({ earned: 90, possible: 100, pending: 10 })).toBe(false);
    expect(examPassed({ earned: 0, possible: 0, pending: 0 })).toBe(false);
  });
});

describe('names and states', () => {
  it('names every earning rule and the other rows', () => {
    for (const code of POINTS_EARN_RULE_CODES) expect(pointsRuleName(code)).not.toBe(code);
    expect(pointsRuleName('exchange')).toBe('兑换商品');
    expect(pointsRuleName('retired')).toBe('retired');
  });
  it('cancels only what has not shipped', () => {
    expect(exchangeCancellable('toShip')).toBe(true);
    expect(exchangeCancellable('shipped')).toBe(false);
    expect(exchangeCancellable('completed')).toBe(false);
  });
});
