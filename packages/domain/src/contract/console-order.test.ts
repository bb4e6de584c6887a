import { describe, expect, it } from 'vitest';
import { orderDisplayStatus } from '../order-display-status';
import {
  CONSOLE_ORDER_RAW_STATUSES,
  CONSOLE_ORDER_STATUS_KEYS,
  consoleOrderQuerySchema,
  fenToYuan,
} from './console-order';

describe('console order status filter', () => {
  it('each display status lists exactly the raw statuses it can come from (the search narrows by them first)', () => {
    const seen = new Map<string, Set<string>>();
    for (const status of ['0', '1', '2', '3', '5'])
      for (const payType of [null, 'wechat', 'failed'])
        for (const closeReason of [null, 'timeout', 'cancel', 'refund'])
          for (const deliveryStatus of ['none', 'partial', 'all'])
            for (const needLogistics of [false, true])
              for (const group of [null, '0', '1', '2']) {
                const { key } = orderDisplayStatus({
                  status,
                  payType,
                  closeReason,
                  deliveryStatus,
                  needLogistics,
                  orderGroupVO: group === null ? null : { status: group, number: 1, memberNum: 3 },
                });
                seen.set(key, (seen.get(key) ?? new Set()).add(status));
              }
    for (const key of CONSOLE_ORDER_STATUS_KEYS) {
      expect([...(seen.get(key) ?? [])].sort(), key).toEqual([...CONSOLE_ORDER_RAW_STATUSES[key]].sort());
    }
  });

  it('query: blanks are no filter; a bad status, day or order number is refused', () => {
    expect(consoleOrderQuerySchema.parse({ orderNo: '', status: '', from: '' })).toEqual({
      current: 1,
      size: 10,
      sort: 'createdDesc',
    });
    expect(consoleOrderQuerySchema.safeParse({ status: 'unknown' }).success).toBe(false);
    expect(consoleOrderQuerySchema.safeParse({ from: '2026-13-01' }).success).toBe(false);
    expect(consoleOrderQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' }).success).toBe(false);
    expect(consoleOrderQuerySchema.safeParse({ orderNo: "1' or 1=1" }).success).toBe(false);
    expect(consoleOrderQuerySchema.safeParse({ mobile: '1391234567890' }).success).toBe(false);
  });

  it('fen to yuan with two decimals', () => {
    expect([0, 1, 10, 12_345, 100_000, -250].map(fenToYuan)).toEqual([
      '0.00',
      '0.01',
      '0.10',
      '123.45',
      '1000.00',
      '-2.50',
    ]);
  });
});
