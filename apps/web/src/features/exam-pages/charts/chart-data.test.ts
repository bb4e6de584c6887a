import { describe, expect, it } from 'vitest';
import type { ExamMastery } from '@salt/domain';
import { historyItem } from '../test-kit';
import { radarData, trendPoints, weakestOf } from './chart-data';

const m = (point: string, percent: number, questions = 2): ExamMastery => ({
  point,
  percent,
  earned: percent / 10,
  possible: 10,
  questions,
});

describe('radar data', () => {
  it('one axis per knowledge point, 0-100, values in the same order as the report', () => {
    const data = radarData([m('一次函数', 80), m('三角形', 40), m('勾股定理', 100), m('分式', 55)]);
    expect(data).not.toBeNull();
    expect(data!.indicators).toEqual([
      { name: '一次函数', max: 100 },
      { name: '三角形', max: 100 },
      { name: '勾股定理', max: 100 },
      { name: '分式', max: 100 },
    ]);
    expect(data!.values).toEqual([80, 40, 100, 55]);
  });

  it('marks the three weakest points, lowest first, and never a mastered one', () => {
    const data = radarData([m('一次函数', 80), m('三角形', 40), m('勾股定理', 100), m('分式', 55)]);
    expect(data!.weakest).toEqual(['三角形', '分式', '一次函数']);
    expect(weakestOf([m('a', 100), m('b', 100), m('c', 90)])).toEqual(['c']);
  });

  it('on a tie the point asked more often is weaker', () => {
    expect(weakestOf([m('a', 50, 1), m('b', 50, 3), m('c', 90)])).toEqual(['b', 'a', 'c']);
  });

  it('keeps values on the axis range and draws no radar for fewer than three points', () => {
    expect(radarData([m('a', 120), m('b', -5), m('c', 50)])!.values).toEqual([100, 0, 50]);
    expect(radarData([m('a', 50), m('b', 60)])).toBeNull();
    expect(radarData([])).toBeNull();
  });
});

describe('trend points', () => {
  it('oldest first, as a share of each paper, leaving out attempts still being marked', () => {
    const points = trendPoints([
      historyItem({ sessionId: 3, committedAt: '2025-03-03T02:00:00.000Z', score: 45, possible: 50 }),
      historyItem({ sessionId: 1, committedAt: '2025-03-01T02:00:00.000Z', score: 60, possible: 100 }),
      historyItem({ sessionId: 2, committedAt: '2025-03-02T02:00:00.000Z', score: null, pendingPoints: 12 }),
    ]);
    expect(points.map((p) => [p.sessionId, p.label, p.percent])).toEqual([
      [1, '03-01', 60],
      [3, '03-03', 90],
    ]);
  });
});
