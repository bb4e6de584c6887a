/**
 * The adaptive practice set (AI 练习): questions from the bank weighted toward the knowledge points the pupil
 * gets wrong most.
 *
 * - A point's weight is its smoothed error rate, (wrong + 1) / (attempts + 2): a point never tried weighs 0.5, one
 *   always missed approaches 1, one always right approaches 0 but never reaches it (it still comes up now and
 *   then, so mastery is checked again).
 * - A question weighs as its weakest point (the highest weight among its points).
 * - Questions the pupil saw recently are left out while enough others remain.
 * - The set is drawn without replacement in proportion to weight (Efraimidis–Spirakis: key = u^(1/w), largest keys
 *   win), with at most half the set (rounded up) from any one point, so one weak point cannot fill a whole set.
 * - `random` is passed in, so the server draws with Math.random and tests with a seeded source.
 */

export interface PickableQuestion {
  id: number;
  knowledgePoints: readonly string[];
}

export interface PointHistory {
  attempts: number;
  wrong: number;
}

export function pointWeight(history: PointHistory | undefined): number {
  const attempts = Math.max(0, history?.attempts ?? 0);
  const wrong = Math.min(attempts, Math.max(0, history?.wrong ?? 0));
  return (wrong + 1) / (attempts + 2);
}

export function questionWeight(q: PickableQuestion, history: ReadonlyMap<string, PointHistory>): number {
  if (q.knowledgePoints.length === 0) return pointWeight(undefined);
  return Math.max(...q.knowledgePoints.map((p) => pointWeight(history.get(p))));
}

export function pickAdaptiveSet(
  bank: readonly PickableQuestion[],
  history: ReadonlyMap<string, PointHistory>,
  options: { count: number; recentlySeen?: ReadonlySet<number>; random: () => number },
): PickableQuestion[] {
  const count = Math.max(0, Math.floor(options.count));
  const recent = options.recentlySeen ?? new Set<number>();
  const fresh = bank.filter((q) => !recent.has(q.id));
  // Recently seen questions come back only when the fresh ones cannot fill the set.
  const pool = fresh.length >= count ? fresh : [...fresh, ...bank.filter((q) => recent.has(q.id))];
  const keyed = pool
    .map((q) => {
      const u = Math.min(Math.max(options.random(), Number.MIN_VALUE), 1);
      return { q, key: Math.log(u) / questionWeight(q, history), fresh: !recent.has(q.id) };
    })
    .sort((a, b) => Number(b.fresh) - Number(a.fresh) || b.key - a.key);
  const perPointCap = Math.ceil(count / 2);
  const perPoint = new Map<string, number>();
  const chosen: PickableQuestion[] = [];
  const skipped: PickableQuestion[] = [];
  for (const { q } of keyed) {
    if (chosen.length >= count) break;
    if (q.knowledgePoints.some((p) => (perPoint.get(p) ?? 0) >= perPointCap)) {
      skipped.push(q);
      continue;
    }
    chosen.push(q);
    for (const p of q.knowledgePoints) perPoint.set(p, (perPoint.get(p) ?? 0) + 1);
  }
  // A bank too narrow for the cap still fills the set.
  for (const q of skipped) if (chosen.length < count) chosen.push(q);
  return chosen;
}
