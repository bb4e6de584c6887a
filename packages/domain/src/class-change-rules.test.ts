import { describe, expect, it } from 'vitest';
import {
  CLASS_CHANGE_MESSAGES as M,
  MAX_CLASS_CHANGES,
  classChangeApprovalProblem,
  classChangeCancelProblem,
  classChangeProblem,
  classChangeReviewProblem,
  isDefaultTarget,
  priceDifferenceFen,
  renewalPriceFen,
  settlementOf,
  supplementPayProblem,
  type ChangeClass,
} from './class-change-rules';

const from: ChangeClass = {
  skuId: 1,
  spuId: 10,
  level: '1',
  priceFen: 100000,
  seatsLeft: 0,
  lastSessionStarted: false,
};
const target: ChangeClass = { ...from, skuId: 2, seatsLeft: 3 };
const ok = {
  orderPaid: true,
  inClass: true,
  approvedChanges: 0,
  hasPending: false,
  from,
  target,
  alreadyInTarget: false,
};

describe('classChangeProblem', () => {
  it('allows a move to another class of the course with seats', () => {
    expect(classChangeProblem(ok)).toBeNull();
    expect(classChangeProblem({ ...ok, approvedChanges: MAX_CLASS_CHANGES - 1 })).toBeNull();
  });
  it('refuses an unpaid order line', () => expect(classChangeProblem({ ...ok, orderPaid: false })).toBe(M.notPaid));
  it('refuses a pupil no longer in the class', () =>
    expect(classChangeProblem({ ...ok, inClass: false })).toBe(M.notInClass));
  it('refuses a second pending request', () => expect(classChangeProblem({ ...ok, hasPending: true })).toBe(M.pending));
  it('refuses a fourth change', () =>
    expect(classChangeProblem({ ...ok, approvedChanges: MAX_CLASS_CHANGES })).toBe(M.limit));
  it('refuses once the last session has started', () =>
    expect(classChangeProblem({ ...ok, from: { ...from, lastSessionStarted: true } })).toBe(M.started));
  it('refuses the class the pupil is in', () =>
    expect(classChangeProblem({ ...ok, target: { ...target, skuId: from.skuId } })).toBe(M.sameClass));
  it('refuses another course', () =>
    expect(classChangeProblem({ ...ok, target: { ...target, spuId: 11 } })).toBe(M.otherCourse));
  it('refuses a class the pupil already attends', () =>
    expect(classChangeProblem({ ...ok, alreadyInTarget: true })).toBe(M.alreadyInTarget));
  it('refuses a finished target', () =>
    expect(classChangeProblem({ ...ok, target: { ...target, lastSessionStarted: true } })).toBe(M.targetFinished));
  it('refuses a full class', () =>
    expect(classChangeProblem({ ...ok, target: { ...target, seatsLeft: 0 } })).toBe(M.full));
});

describe('classChangeApprovalProblem', () => {
  const a = { inClass: true, approvedChanges: 0, from, target, alreadyInTarget: false };
  it('approves what still holds', () => expect(classChangeApprovalProblem(a)).toBeNull());
  it('refuses when the pupil left the class meanwhile', () =>
    expect(classChangeApprovalProblem({ ...a, inClass: false })).toBe(M.notInClass));
  it('refuses when the target filled up meanwhile', () =>
    expect(classChangeApprovalProblem({ ...a, target: { ...target, seatsLeft: 0 } })).toBe(M.full));
  it('refuses when the limit was reached meanwhile', () =>
    expect(classChangeApprovalProblem({ ...a, approvedChanges: 3 })).toBe(M.limit));
});

describe('status rules', () => {
  it('cancels only pending requests', () => {
    expect(classChangeCancelProblem('pending')).toBeNull();
    for (const s of ['approved', 'rejected', 'cancelled'] as const)
      expect(classChangeCancelProblem(s)).toBe(M.notPending);
  });
  it('reviews only pending requests', () => {
    expect(classChangeReviewProblem('pending')).toBeNull();
    expect(classChangeReviewProblem('approved')).toBe(M.notPendingReview);
  });
});

describe('targets and money', () => {
  it('offers same course and level, not the own class, not finished', () => {
    expect(isDefaultTarget(from, target)).toBe(true);
    expect(isDefaultTarget(from, from)).toBe(false);
    expect(isDefaultTarget(from, { ...target, level: '2' })).toBe(false);
    expect(isDefaultTarget(from, { ...target, spuId: 11 })).toBe(false);
    expect(isDefaultTarget(from, { ...target, lastSessionStarted: true })).toBe(false);
    expect(isDefaultTarget(from, { ...target, seatsLeft: 0 })).toBe(true);
  });
  it('settles the price difference', () => {
    expect(priceDifferenceFen(100000, 100000)).toBe(0);
    expect(settlementOf(0)).toEqual({ kind: 'none', amountFen: 0 });
    expect(settlementOf(priceDifferenceFen(100000, 80000))).toEqual({ kind: 'refund', amountFen: 20000 });
    expect(settlementOf(priceDifferenceFen(80000, 100000))).toEqual({ kind: 'supplement', amountFen: 20000 });
  });
  it('prices a renewal at the discount, rounded down to the fen', () => {
    expect(renewalPriceFen(100000)).toBe(90000);
    expect(renewalPriceFen(99999)).toBe(89999);
  });
});

describe('supplementPayProblem', () => {
  it('sends to pay only an approved, unsettled supplement', () => {
    expect(supplementPayProblem({ status: 'approved', settlement: 'supplement', settled: false })).toBeNull();
    expect(supplementPayProblem({ status: 'approved', settlement: 'supplement', settled: true })).toBe('差价已支付');
    expect(supplementPayProblem({ status: 'approved', settlement: 'refund', settled: false })).toBe(
      '该调班申请无需补差价',
    );
    expect(supplementPayProblem({ status: 'pending', settlement: 'supplement', settled: false })).toBe(
      '该调班申请无需补差价',
    );
  });
});
