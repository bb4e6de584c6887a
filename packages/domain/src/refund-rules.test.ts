import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeLineRefund,
  lineHoldsFen,
  splitAcrossPayments,
  computeOrderRefunds,
  REFUND_NOT_REFUNDABLE_FINISHED,
  REFUND_NOT_REFUNDABLE_ZERO,
  spreadFen,
  type RefundLineInput,
} from './refund-rules';

const line = (o: Partial<RefundLineInput> = {}): RefundLineInput => ({
  lineId: 1,
  listFen: 100_00,
  sessionsTotal: 10,
  sessionsStarted: 0,
  materialsShipped: false,
  materialPriceFen: 0,
  ...o,
});

describe('spreadFen', () => {
  it('spreads in proportion and gives the leftover fen to the largest remainders', () => {
    expect(spreadFen(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spreadFen(1000, [300, 700])).toEqual([300, 700]);
    expect(spreadFen(999, [1, 2])).toEqual([333, 666]);
    expect(spreadFen(10, [2, 1])).toEqual([7, 3]);
  });
  it('spreads evenly when every weight is 0, and nothing over no lines', () => {
    expect(spreadFen(5, [0, 0])).toEqual([3, 2]);
    expect(spreadFen(5, [])).toEqual([]);
  });
  it('stays exact beyond 2^53', () => {
    expect(spreadFen(900_000_000, [900_000_000, 900_000_001])).toEqual([450_000_000, 450_000_000]);
  });
});

describe('computeLineRefund', () => {
  it('returns the whole paid share before the first session', () => {
    const r = computeLineRefund(8000, line());
    expect(r).toMatchObject({ stage: 'beforeStart', amountFen: 8000, refundable: true, sessionsLeft: 10 });
    expect(r.steps.join('')).toContain('尚未开课，全额退还 ¥80.00');
  });
  it('returns the sessions not yet started, rounded down, mid-term', () => {
    const r = computeLineRefund(10000, line({ sessionsTotal: 3, sessionsStarted: 1 }));
    expect(r).toMatchObject({ stage: 'midTerm', baseFen: 6666, amountFen: 6666, sessionsLeft: 2 });
    expect(r.steps.join('')).toContain('按未上 2 节退还 ¥66.66');
  });
  it('refuses once the last session has started, saying why', () => {
    const r = computeLineRefund(10000, line({ sessionsStarted: 10 }));
    expect(r).toMatchObject({ stage: 'finished', amountFen: 0, refundable: false });
    expect(r.notRefundableReason).toBe(REFUND_NOT_REFUNDABLE_FINISHED);
  });
  it('takes off posted materials at their listed price, only when posted', () => {
    expect(computeLineRefund(10000, line({ materialsShipped: true, materialPriceFen: 1500 })).amountFen).toBe(8500);
    expect(computeLineRefund(10000, line({ materialsShipped: false, materialPriceFen: 1500 })).amountFen).toBe(10000);
  });
  it('never goes below 0 for materials', () => {
    const r = computeLineRefund(1000, line({ materialsShipped: true, materialPriceFen: 1500 }));
    expect(r).toMatchObject({ amountFen: 0, materialDeductionFen: 1000, refundable: false });
    expect(r.notRefundableReason).toBe(REFUND_NOT_REFUNDABLE_ZERO);
  });
  it('treats a sku without sessions as not started', () => {
    expect(computeLineRefund(500, line({ sessionsTotal: 0 })).amountFen).toBe(500);
  });
});

describe('class changes on a line', () => {
  it('takes a refunded difference off and adds a paid supplement, and says so', () => {
    const cheaper = computeLineRefund(10000, line({ classChange: { refundedFen: 2000, supplementFen: 0 } }));
    expect(cheaper).toMatchObject({ paidShareFen: 8000, amountFen: 8000 });
    expect(cheaper.steps[1]).toBe('调班已退差价 ¥20.00，本班实付 ¥80.00');
    const dearer = computeLineRefund(10000, line({ classChange: { refundedFen: 0, supplementFen: 3000 } }));
    expect(dearer).toMatchObject({ paidShareFen: 13000, amountFen: 13000 });
    expect(dearer.steps[1]).toBe('调班已补差价 ¥30.00，本班实付 ¥130.00');
  });
  it('never holds less than nothing', () => {
    expect(lineHoldsFen(1000, { refundedFen: 5000, supplementFen: 0 })).toBe(0);
    expect(lineHoldsFen(1000, undefined)).toBe(1000);
  });
  it('never loses or creates a fen over a change: change refund + line refund + kept == paid + supplement (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 40 }),
        (share, refundedPct, supplement, total, started) => {
          const refunded = Math.floor((share * refundedPct) / 100);
          const r = computeLineRefund(
            share,
            line({
              sessionsTotal: total,
              sessionsStarted: Math.min(started, total),
              classChange: { refundedFen: refunded, supplementFen: supplement },
            }),
          );
          const kept = r.paidShareFen - r.amountFen;
          expect(kept).toBeGreaterThanOrEqual(0);
          expect(refunded + r.amountFen + kept).toBe(share + supplement);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('splitAcrossPayments', () => {
  it('takes from each payment in turn what it can still return', () => {
    expect(splitAcrossPayments(5000, [3000, 10000])).toEqual([3000, 2000]);
    expect(splitAcrossPayments(2000, [3000, 10000])).toEqual([2000, 0]);
  });
  it('refuses what the payments cannot cover', () => {
    expect(splitAcrossPayments(5000, [1000, 3000])).toBeNull();
  });
});

describe('computeOrderRefunds', () => {
  it('spreads a coupon-reduced payment over the lines by list price', () => {
    const rs = computeOrderRefunds(15000, [line({ lineId: 1, listFen: 10000 }), line({ lineId: 2, listFen: 10000 })]);
    expect(rs.map((r) => r.paidShareFen)).toEqual([7500, 7500]);
  });

  const lineArb = fc
    .record({
      listFen: fc.integer({ min: 0, max: 5_000_000 }),
      sessionsTotal: fc.integer({ min: 0, max: 60 }),
      started: fc.integer({ min: 0, max: 60 }),
      materialsShipped: fc.boolean(),
      materialPriceFen: fc.integer({ min: 0, max: 100_000 }),
    })
    .map((l) => ({ ...l, sessionsStarted: Math.min(l.started, l.sessionsTotal) }));

  it('never loses or creates a fen: refunded + kept == paid, nothing negative (property)', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 1 }), (ls, seed) => {
        const listTotal = ls.reduce((s, l) => s + l.listFen, 0);
        // What was paid: the list total less some coupon/promotion (never more than listed).
        const payFen = Math.floor(listTotal * (seed === 0 ? 1 : 0.83));
        const lines = ls.map((l, i) => ({ ...l, lineId: i + 1 }));
        const rs = computeOrderRefunds(payFen, lines);
        const shares = rs.reduce((s, r) => s + r.paidShareFen, 0);
        expect(shares).toBe(payFen);
        let refunded = 0;
        let kept = 0;
        for (const r of rs) {
          expect(Number.isInteger(r.amountFen)).toBe(true);
          expect(r.amountFen).toBeGreaterThanOrEqual(0);
          expect(r.amountFen).toBeLessThanOrEqual(r.paidShareFen);
          expect(r.paidShareFen).toBeGreaterThanOrEqual(0);
          refunded += r.amountFen;
          kept += r.paidShareFen - r.amountFen;
        }
        expect(refunded + kept).toBe(payFen);
      }),
      { numRuns: 500 },
    );
  });
});
