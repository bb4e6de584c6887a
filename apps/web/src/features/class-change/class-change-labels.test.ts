import { describe, expect, it } from 'vitest';
import type { ClassChangeRequest } from '@salt/domain';
import {
  changePagePath,
  choosable,
  diffText,
  owesSupplement,
  requestNote,
  scheduleText,
  seatsText,
} from './class-change-labels';

const request = (over: Partial<ClassChangeRequest>): ClassChangeRequest => ({
  id: 1,
  kind: 'change',
  orderItemId: 7,
  orderNo: 'NO1',
  userId: 3,
  pupilName: '王小明',
  courseTitle: '初二数学',
  fromSkuId: 1,
  fromName: '周六班',
  toSkuId: 2,
  toName: '周日班',
  reason: '时间冲突',
  status: 'pending',
  priceDiffFen: 0,
  settlement: 'none',
  settled: false,
  supplementOrderId: null,
  reviewerName: null,
  rejectReason: null,
  createdAt: '2026-11-24T00:00:00.000Z',
  reviewedAt: null,
  ...over,
});

describe('class change labels', () => {
  it('words the price difference', () => {
    expect(diffText(0)).toBe('无差价');
    expect(diffText(-5000)).toBe('退还差价 ¥50.00');
    expect(diffText(12000)).toBe('需补差价 ¥120.00');
  });
  it('words seats and whether a class can be chosen', () => {
    expect(seatsText({ seatsLeft: 3, lastSessionStarted: false })).toBe('剩余 3 个名额');
    expect(seatsText({ seatsLeft: 0, lastSessionStarted: false })).toBe('名额已满');
    expect(seatsText({ seatsLeft: 3, lastSessionStarted: true })).toBe('已结课');
    expect(choosable({ seatsLeft: 1, lastSessionStarted: false })).toBe(true);
    expect(choosable({ seatsLeft: 0, lastSessionStarted: false })).toBe(false);
  });
  it('shows the schedule in the shop’s words', () => {
    const p = { startDate: '2026-11-28', endDate: '2027-01-16', startTime: '09:00', endTime: '10:30', lessonCount: 8 };
    expect(scheduleText({ classPeriods: [p] })).toBe('11月28日-1月16日 09:00-10:30');
  });
  it('explains each state of a request', () => {
    expect(requestNote(request({}))).toContain('审核前可以撤销');
    expect(requestNote(request({ status: 'approved' }))).toBe('已调入「周日班」');
    expect(requestNote(request({ status: 'approved', settlement: 'refund', priceDiffFen: -100, settled: true }))).toBe(
      '已调入「周日班」，已退还差价 ¥1.00',
    );
    expect(requestNote(request({ status: 'approved', settlement: 'refund', priceDiffFen: -100 }))).toBe(
      '已调入「周日班」，差价 ¥1.00 退款处理中',
    );
    const owing = request({ status: 'approved', settlement: 'supplement', priceDiffFen: 5000, supplementOrderId: 9 });
    expect(requestNote(owing)).toBe('已调入「周日班」，请支付差价 ¥50.00');
    expect(owesSupplement(owing)).toBe(true);
    expect(requestNote({ ...owing, settled: true })).toBe('已调入「周日班」，已补差价 ¥50.00');
    expect(owesSupplement({ ...owing, settled: true })).toBe(false);
    expect(requestNote(request({ status: 'rejected', rejectReason: '名额已满' }))).toBe('驳回原因：名额已满');
    expect(requestNote(request({ status: 'cancelled' }))).toBe('您已撤销该申请');
  });
  it('opens the page of the device', () => {
    expect(changePagePath(7, true)).toBe('/m-shop/transfer-class?orderItemId=7');
    expect(changePagePath(7, false)).toBe('/refund/change/7');
  });
});
