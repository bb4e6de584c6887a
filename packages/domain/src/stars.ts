/**
 * Score 0-100 shown as stars: score / 20, so 100 = 5 stars. A score strictly between 0 and 1 still
 * shows half a star, so a tiny non-zero score is not displayed as nothing.
 */
export function scoreToStars(score: number): number {
  if (!Number.isFinite(score) || score <= 0) return 0;
  if (score < 1) return 0.5;
  return Math.min(score, 100) / 20;
}
