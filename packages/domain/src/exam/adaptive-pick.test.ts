import { describe, expect, it } from 'vitest';
import { pickAdaptiveSet, pointWeight, questionWeight, type PickableQuestion } from './adaptive-pick';

/** A small seeded generator (mulberry32), so each draw is repeatable. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const bank: PickableQuestion[] = [
  ...Array.from({ length: 20 }, (_, i) => ({ id: 100 + i, knowledgePoints: ['分数'] })),
  ...Array.from({ length: 20 }, (_, i) => ({ id: 200 + i, knowledgePoints: ['方程'] })),
  ...Array.from({ length: 20 }, (_, i) => ({ id: 300 + i, knowledgePoints: ['几何'] })),
];
const history = new Map([
  ['分数', { attempts: 20, wrong: 16 }],
  ['方程', { attempts: 20, wrong: 2 }],
]);

describe('weights', () => {
  it('are the smoothed error rate of a point: 0.5 untried, towards 1 when missed, towards 0 when right', () => {
    expect(pointWeight(undefined)).toBe(0.5);
    expect(pointWeight({ attempts: 8, wrong: 8 })).toBe(0.9);
    expect(pointWeight({ attempts: 8, wrong: 0 })).toBe(0.1);
    expect(pointWeight({ attempts: 2, wrong: 9 })).toBe(0.75);
  });
  it('of a question is that of its weakest point', () => {
    expect(questionWeight({ id: 1, knowledgePoints: ['分数', '方程'] }, history)).toBeCloseTo(17 / 22);
    expect(questionWeight({ id: 1, knowledgePoints: [] }, history)).toBe(0.5);
  });
});

describe('the adaptive set', () => {
  it('leans toward the points missed most, over many draws', () => {
    const counts = new Map<string, number>();
    const random = seeded(7);
    for (let i = 0; i < 300; i++) {
      for (const q of pickAdaptiveSet(bank, history, { count: 10, random })) {
        const p = q.knowledgePoints[0]!;
        counts.set(p, (counts.get(p) ?? 0) + 1);
      }
    }
    expect(counts.get('分数')!).toBeGreaterThan(counts.get('几何')!);
    expect(counts.get('几何')!).toBeGreaterThan(counts.get('方程')!);
  });
  it('takes no more than half the set from one point, and never a question twice', () => {
    const set = pickAdaptiveSet(bank, history, { count: 10, random: seeded(1) });
    expect(set).toHaveLength(10);
    expect(new Set(set.map((q) => q.id)).size).toBe(10);
    expect(set.filter((q) => q.knowledgePoints[0] === '分数').length).toBeLessThanOrEqual(5);
  });
  it('leaves out recently seen questions while enough others remain', () => {
    const recentlySeen = new Set(bank.filter((q) => q.id < 300).map((q) => q.id));
    const set = pickAdaptiveSet(bank, history, { count: 8, recentlySeen, random: seeded(3) });
    expect(set.every((q) => q.id >= 300)).toBe(true);
  });
  it('still fills the set from a narrow bank, recently seen ones last', () => {
    const narrow = bank.slice(0, 6);
    const set = pickAdaptiveSet(narrow, history, { count: 6, recentlySeen: new Set([100]), random: seeded(5) });
    expect(set).toHaveLength(6);
    expect(set.at(-1)!.id).toBe(100);
  });
  it('is repeatable for the same random source', () => {
    const a = pickAdaptiveSet(bank, history, { count: 10, random: seeded(42) }).map((q) => q.id);
    const b = pickAdaptiveSet(bank, history, { count: 10, random: seeded(42) }).map((q) => q.id);
    expect(a).toEqual(b);
  });
});
