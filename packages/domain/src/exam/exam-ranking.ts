/**
 * Where one score stands among everyone who took the same paper: rank 1 is the best, equal scores share a rank
 * (1, 2, 2, 4), and "beat" is the share of the others who scored lower (超过了 X% 的同学), whole percent rounded
 * down; alone on a paper, a pupil beats nobody and is first.
 */
export function rankAmong(
  scores: readonly number[],
  mine: number,
): { rank: number; takers: number; beatPercent: number } {
  const takers = Math.max(1, scores.length);
  const better = scores.filter((s) => s > mine).length;
  const lower = scores.filter((s) => s < mine).length;
  const others = takers - 1;
  return { rank: better + 1, takers, beatPercent: others === 0 ? 0 : Math.floor((lower / others) * 100 + 1e-9) };
}
