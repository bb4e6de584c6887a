import { describe, expect, it } from 'vitest';
import { classPhaseAt, consoleClassQuerySchema, maskedMobile } from './console-classes';

const at = (s: string) => new Date(`2026-11-${s}:00+08:00`);

describe('classPhaseAt', () => {
  const first = at('10T19:00');
  const last = at('30T21:00');
  it('is 未开课 before the first session starts, and for a class without sessions', () => {
    expect(classPhaseAt(first, last, at('10T18:59'))).toBe('upcoming');
    expect(classPhaseAt(null, null, at('10T18:59'))).toBe('upcoming');
  });
  it('is 上课中 from the first start until the last end', () => {
    expect(classPhaseAt(first, last, first)).toBe('running');
    expect(classPhaseAt(first, last, at('30T20:59'))).toBe('running');
  });
  it('is 已结课 once the last session has ended', () => {
    expect(classPhaseAt(first, last, last)).toBe('finished');
  });
});

describe('consoleClassQuerySchema', () => {
  it('takes a blank filter as none and refuses an unknown phase', () => {
    expect(consoleClassQuerySchema.parse({ keyword: '', phase: '' })).toMatchObject({ current: 1 });
    expect(consoleClassQuerySchema.safeParse({ phase: 'soon' }).success).toBe(false);
  });
});

describe('maskedMobile', () => {
  it('keeps the first three and last four digits of a mobile', () => {
    expect(maskedMobile('13800135678')).toBe('138****5678');
  });
  it('hides anything else whole and keeps a missing one missing', () => {
    expect(maskedMobile('12345')).toBe('****');
    expect(maskedMobile(null)).toBeNull();
  });
});
