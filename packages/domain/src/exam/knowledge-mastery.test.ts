import { describe, expect, it } from 'vitest';
import { knowledgeMastery, masteryChange, weakestPoints } from './knowledge-mastery';

const items = [
  { knowledgePoints: ['一次函数', '坐标'], possible: 4, earned: 4 },
  { knowledgePoints: ['一次函数'], possible: 6, earned: 2 },
  { knowledgePoints: ['三角形'], possible: 5, earned: 0 },
  { knowledgePoints: ['三角形'], possible: 5, earned: null },
  { knowledgePoints: ['坐标', '坐标'], possible: 3, earned: 3 },
];

describe('knowledge mastery', () => {
  it('is earned over possible per point, a question counting for each of its points once', () => {
    expect(knowledgeMastery(items)).toEqual([
      { point: '三角形', earned: 0, possible: 5, percent: 0, questions: 1 },
      { point: '一次函数', earned: 6, possible: 10, percent: 60, questions: 2 },
      { point: '坐标', earned: 7, possible: 7, percent: 100, questions: 2 },
    ]);
  });
  it('leaves answers waiting for a teacher out of both sides', () => {
    const m = knowledgeMastery([{ knowledgePoints: ['听力'], possible: 10, earned: null }]);
    expect(m).toEqual([]);
  });
  it('rounds down and never counts more than a question is worth', () => {
    const m = knowledgeMastery([
      { knowledgePoints: ['p'], possible: 3, earned: 2 },
      { knowledgePoints: ['q'], possible: 2, earned: 5 },
    ]);
    expect(m.map((x) => x.percent)).toEqual([66, 100]);
  });
});

describe('weakest points', () => {
  it('are the lowest percentages, the more often asked first on a tie', () => {
    const m = knowledgeMastery([
      ...items,
      { knowledgePoints: ['方程'], possible: 2, earned: 0 },
      { knowledgePoints: ['三角形'], possible: 1, earned: 0 },
    ]);
    expect(weakestPoints(m, 2).map((x) => x.point)).toEqual(['三角形', '方程']);
    expect(weakestPoints(m, 0)).toEqual([]);
  });
});

describe('mastery change', () => {
  it('is after minus before, null for a point new in this report', () => {
    const before = knowledgeMastery([{ knowledgePoints: ['a'], possible: 10, earned: 5 }]);
    const after = knowledgeMastery([
      { knowledgePoints: ['a'], possible: 10, earned: 8 },
      { knowledgePoints: ['b'], possible: 10, earned: 10 },
    ]);
    expect(masteryChange(before, after)).toEqual([
      { point: 'a', before: 50, after: 80, change: 30 },
      { point: 'b', before: null, after: 100, change: null },
    ]);
  });
});
