import { describe, expect, it } from 'vitest';
import { HLL_REGISTERS, hllEstimate, hllPosition, hllUpdates } from './hyperloglog';

function sketch(ids: Iterable<string>): number[] {
  const regs = new Array<number>(HLL_REGISTERS).fill(0);
  for (const [i, r] of hllUpdates(ids)) regs[i - 1] = Math.max(regs[i - 1]!, r);
  return regs;
}

describe('HyperLogLog sketch of visitors', () => {
  it('a visitor always lands on the same register, 1-based, with a rank of at least 1', () => {
    const a = hllPosition('visitor-1');
    expect(hllPosition('visitor-1')).toEqual(a);
    expect(a.index).toBeGreaterThanOrEqual(1);
    expect(a.index).toBeLessThanOrEqual(HLL_REGISTERS);
    expect(a.rank).toBeGreaterThanOrEqual(1);
  });

  it('counts nothing as 0 and the same visitor many times as 1', () => {
    expect(hllEstimate(new Array(HLL_REGISTERS).fill(0))).toBe(0);
    expect(hllEstimate(sketch(Array.from({ length: 50 }, () => 'same')))).toBe(1);
  });

  it.each([100, 5_000, 100_000])('estimates %i distinct visitors within 5 %', (n) => {
    const estimate = hllEstimate(sketch(Array.from({ length: n }, (_, i) => `v-${n}-${i}`)));
    expect(Math.abs(estimate - n) / n).toBeLessThan(0.05);
  });

  it('merging two days of registers with max is the sketch of the union', () => {
    const a = sketch(Array.from({ length: 3000 }, (_, i) => `a${i}`));
    const b = sketch(Array.from({ length: 3000 }, (_, i) => `a${i + 1500}`));
    const merged = a.map((r, i) => Math.max(r, b[i]!));
    expect(Math.abs(hllEstimate(merged) - 4500) / 4500).toBeLessThan(0.05);
  });
});
