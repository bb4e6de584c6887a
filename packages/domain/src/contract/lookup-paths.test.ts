import { describe, expect, it } from 'vitest';
import { joinLookupIds } from './lookup-paths';

describe('joinLookupIds', () => {
  it('dedupes and drops invalid ids, keeping first-seen order', () => {
    expect(joinLookupIds([3, 1, 3, 0, -2, 1.5, 2])).toBe('3,1,2');
    expect(joinLookupIds([])).toBe('');
  });
});
