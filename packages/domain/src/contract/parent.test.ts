import { describe, expect, it } from 'vitest';
import { MAX_PARENTS_PER_CHILD, mayBindAnotherParent, parentBindRequestSchema } from './parent';

describe('parent binding rules', () => {
  it('lets a pupil have at most two parents', () => {
    expect(MAX_PARENTS_PER_CHILD).toBe(2);
    expect(mayBindAnotherParent(0)).toBe(true);
    expect(mayBindAnotherParent(1)).toBe(true);
    expect(mayBindAnotherParent(2)).toBe(false);
  });

  it('takes a bind by SMS or by password, nothing else', () => {
    expect(parentBindRequestSchema.safeParse({ way: 'sms', mobile: '13800000001', code: '123456' }).success).toBe(true);
    expect(parentBindRequestSchema.safeParse({ way: 'password', username: 'student', password: 'x' }).success).toBe(
      true,
    );
    expect(parentBindRequestSchema.safeParse({ way: 'sms', mobile: '123', code: '123456' }).success).toBe(false);
    expect(parentBindRequestSchema.safeParse({ way: 'other' }).success).toBe(false);
  });
});
