import type { ExamHistoryItem, ExamMastery } from '@salt/domain';
import { weakestPoints } from '@salt/domain';
import { formatChinaTime } from '../../../lib/china-time';
import { scorePercent } from '../exam-format';

/**
 * What the charts draw, as plain data: the pages map the API's answers here (and tests check the mapping) and the
 * chart modules only turn it into ECharts options, so nothing of the chart library is needed to know what is shown.
 */

export interface RadarData {
  /** One axis per knowledge point, each 0-100 (mastery is a percentage). */
  indicators: { name: string; max: number }[];
  values: number[];
  /** The points the report recommends courses for: drawn in the warning colour. */
  weakest: string[];
}

/** How many weakest points a report names (and recommends courses for). */
export const WEAKEST_COUNT = 3;

/**
 * Knowledge-point mastery as a radar: the points in the report's order (alphabetical in Chinese, as the server
 * sorts them) so two reports of the same paper draw the same shape; a radar needs three axes, so fewer points
 * draw none (the page lists them instead).
 */
export function radarData(mastery: readonly ExamMastery[]): RadarData | null {
  if (mastery.length < 3) return null;
  return {
    indicators: mastery.map((m) => ({ name: m.point, max: 100 })),
    values: mastery.map((m) => Math.max(0, Math.min(100, m.percent))),
    weakest: weakestOf(mastery),
  };
}

/** The weakest points (lowest percent; on a tie the one asked more often), below 100 % only: mastered is not weak. */
export function weakestOf(mastery: readonly ExamMastery[]): string[] {
  return weakestPoints(
    mastery.filter((m) => m.percent < 100),
    WEAKEST_COUNT,
  ).map((m) => m.point);
}

export interface TrendPoint {
  sessionId: number;
  /** 'MM-DD' of the hand-in. */
  label: string;
  title: string;
  /** Score as a share of the paper, so papers of different totals compare. */
  percent: number;
  score: number;
  possible: number;
}

/** The score trend: handed-in attempts oldest first; attempts still being marked have no score yet and are left out. */
export function trendPoints(history: readonly ExamHistoryItem[]): TrendPoint[] {
  return [...history]
    .sort((a, b) => a.committedAt.localeCompare(b.committedAt))
    .flatMap((h) => {
      const percent = scorePercent(h.score, h.possible);
      if (percent === null || h.score === null) return [];
      return [
        {
          sessionId: h.sessionId,
          label: formatChinaTime(h.committedAt, 'MM-DD'),
          title: h.title,
          percent,
          score: h.score,
          possible: h.possible,
        },
      ];
    });
}
