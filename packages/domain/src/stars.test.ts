import { describe, expect, it } from 'vitest';
import { scoreToStars } from './stars';

describe('score to stars', () => {
  it.each([
    [100, 5],
    [80, 4],
    [50, 2.5],
    [20, 1],
    [1, 0.05],
    [0, 0],
    [-3, 0],
    [NaN, 0],
    [150, 5],
  ])('%d -> %d', (score, stars) => expect(scoreToStars(score)).toBeCloseTo(stars));
  it('a score between 0 and 1 shows half a star', () => {
    expect(scoreToStars(0.4)).toBe(0.5);
    expect(scoreToStars(0.99)).toBe(0.5);
  });
});
