import { describe, expect, it } from 'vitest';
import {
  CLASS_MARK_GOOD_TAGS,
  CLASS_MARK_LOW_TAGS,
  CLASS_MARK_MORE_MESSAGES,
  classMarkDaysLeft,
  classMarkTagsError,
  classMarkTagsFor,
  classMarkTagsForRating,
  starAverage,
} from './class-mark-rules';

describe('class-mark rules', () => {
  it('offers praise from 4 stars, complaints up to 2, both at 3', () => {
    expect(classMarkTagsFor(5)).toEqual(CLASS_MARK_GOOD_TAGS);
    expect(classMarkTagsFor(1)).toEqual(CLASS_MARK_LOW_TAGS);
    expect(classMarkTagsFor(3)).toHaveLength(CLASS_MARK_GOOD_TAGS.length + CLASS_MARK_LOW_TAGS.length);
    expect(classMarkTagsForRating(5, 1)).toContain('没听懂');
    expect(classMarkTagsForRating(5, 4)).not.toContain('没听懂');
  });

  it('refuses tags that do not go with the stars, repeats and too many', () => {
    expect(classMarkTagsError(['讲解清晰', '互动有趣'], 5, 5)).toBeNull();
    expect(classMarkTagsError([], 1, 1)).toBeNull();
    expect(classMarkTagsError(['没听懂'], 5, 5)).toBe(CLASS_MARK_MORE_MESSAGES.tag);
    expect(classMarkTagsError(['不存在'], 3, 3)).toBe(CLASS_MARK_MORE_MESSAGES.tag);
    expect(classMarkTagsError(['讲解清晰', '讲解清晰'], 5, 5)).toBe(CLASS_MARK_MORE_MESSAGES.tag);
    expect(classMarkTagsError([...CLASS_MARK_GOOD_TAGS, '没听懂'], 3, 3)).toBe(CLASS_MARK_MORE_MESSAGES.tooManyTags);
  });

  it('counts the days left, rounded up, and averages to one decimal', () => {
    const end = new Date('2026-01-01T10:00:00Z');
    expect(classMarkDaysLeft(end, new Date('2026-01-01T11:00:00Z'))).toBe(7);
    expect(classMarkDaysLeft(end, new Date('2026-01-08T09:00:00Z'))).toBe(1);
    expect(classMarkDaysLeft(end, new Date('2026-01-08T10:00:01Z'))).toBe(0);
    expect(starAverage(14, 3)).toBe(4.7);
    expect(starAverage(0, 0)).toBeNull();
  });
});
