import { describe, expect, it } from 'vitest';
import { pupilsOption, salesOption } from './trend-options';

const days = [
  { day: '2026-11-22', orders: 0, revenueFen: 0, newPupils: 0 },
  { day: '2026-11-23', orders: 3, revenueFen: 12345, newPupils: 2 },
];

describe('dashboard trend options', () => {
  it('sales: orders as bars, revenue in yuan on the right axis, days as MM-DD', () => {
    const o = salesOption(days, false);
    expect(o.xAxis.data).toEqual(['11-22', '11-23']);
    expect(o.series[0]!.data).toEqual([0, 3]);
    expect(o.series[1]).toMatchObject({ yAxisIndex: 1, data: [0, 123.45] });
  });

  it('new pupils: one line per day', () => {
    expect(pupilsOption(days, true).series[0]!.data).toEqual([0, 2]);
  });
});
