/**
 * Mastery of knowledge points from marked answers: for each point, the points earned over the points possible on
 * the questions tagged with it (a question with two points counts for both). Answers still waiting for a teacher
 * count for neither side until they are marked. Reports show it as a percentage; the radar chart draws it.
 */

export interface MarkedItem {
  knowledgePoints: readonly string[];
  possible: number;
  /** Null while a teacher has not marked it. */
  earned: number | null;
}

export interface PointMastery {
  point: string;
  earned: number;
  possible: number;
  /** 0-100, whole percent (rounded down: mastery is never overstated). */
  percent: number;
  questions: number;
}

export function knowledgeMastery(items: readonly MarkedItem[]): PointMastery[] {
  const byPoint = new Map<string, PointMastery>();
  for (const item of items) {
    if (item.earned === null || item.possible <= 0) continue;
    for (const point of new Set(item.knowledgePoints)) {
      const m = byPoint.get(point) ?? { point, earned: 0, possible: 0, percent: 0, questions: 0 };
      m.earned += Math.min(item.earned, item.possible);
      m.possible += item.possible;
      m.questions += 1;
      byPoint.set(point, m);
    }
  }
  return [...byPoint.values()]
    .map((m) => ({ ...m, percent: Math.floor((m.earned / m.possible) * 100 + 1e-9) }))
    .sort((a, b) => a.point.localeCompare(b.point, 'zh-CN'));
}

/** The `count` weakest points (lowest percent; on a tie, the one asked more often first), for recommendations. */
export function weakestPoints(mastery: readonly PointMastery[], count: number): PointMastery[] {
  return [...mastery]
    .sort((a, b) => a.percent - b.percent || b.questions - a.questions || a.point.localeCompare(b.point, 'zh-CN'))
    .slice(0, Math.max(0, count));
}

/** Mastery change between two reports of the same pupil (AI practice result): per point, after minus before. */
export function masteryChange(
  before: readonly PointMastery[],
  after: readonly PointMastery[],
): { point: string; before: number | null; after: number; change: number | null }[] {
  const old = new Map(before.map((m) => [m.point, m.percent]));
  return after.map((m) => {
    const was = old.get(m.point);
    return {
      point: m.point,
      before: was ?? null,
      after: m.percent,
      change: was === undefined ? null : m.percent - was,
    };
  });
}
