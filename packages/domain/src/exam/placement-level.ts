/**
 * The placement test (分班测试): a score as a share of the paper maps to a class level of the shop's level
 * dictionary (1 基础班, 2 提高班, 3 培优班, 4 尖子班), whose classes the result page lists.
 */

export interface LevelThreshold {
  /** The lowest percentage (0-100) that reaches this level. */
  minPercent: number;
  level: string;
}

export const DEFAULT_PLACEMENT_THRESHOLDS: readonly LevelThreshold[] = [
  { minPercent: 0, level: '1' },
  { minPercent: 60, level: '2' },
  { minPercent: 80, level: '3' },
  { minPercent: 93, level: '4' },
];

export function scorePercent(earned: number, possible: number): number {
  if (possible <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((earned / possible) * 100 + 1e-9)));
}

/** The highest level whose threshold the score reaches (thresholds in any order; the lowest level otherwise). */
export function placementLevel(
  earned: number,
  possible: number,
  thresholds: readonly LevelThreshold[] = DEFAULT_PLACEMENT_THRESHOLDS,
): string {
  const percent = scorePercent(earned, possible);
  const sorted = [...thresholds].sort((a, b) => a.minPercent - b.minPercent);
  let level = sorted[0]?.level ?? '1';
  for (const t of sorted) if (percent >= t.minPercent) level = t.level;
  return level;
}
