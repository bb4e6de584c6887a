import { describe, expect, it } from 'vitest';
import { likePattern, likePrefix } from './like-pattern';

describe('LIKE patterns for typed keywords', () => {
  it('matches the keyword anywhere, with its wildcards and backslash taken literally', () => {
    expect(likePattern('数学')).toBe('%数学%');
    expect(likePattern('100%_满分\\')).toBe('%100\\%\\_满分\\\\%');
  });

  it('matches a prefix for order numbers and phones typed from their start', () => {
    expect(likePrefix('2026')).toBe('2026%');
    expect(likePrefix('13_%')).toBe('13\\_\\%%');
  });
});
