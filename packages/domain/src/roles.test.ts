import { describe, expect, it } from 'vitest';
import { canSeeConsole, centreKindOf, isAdmin, roleCodeOf } from './roles';

describe('roles', () => {
  it('6 is teacher', () => expect(roleCodeOf([6])).toBe('te'));
  it.each([[7], [10], [130]])('%j is tutor', (...r) => expect(roleCodeOf(r)).toBe('tu'));
  it.each([[[]], [[2]], [[3]], [[1, 5]]])('%j is student', (r) => expect(roleCodeOf(r)).toBe('st'));
  it('teacher wins over tutor', () => expect(roleCodeOf([7, 6])).toBe('te'));
  it('only role 6 and the admin role see the console', () => {
    expect(canSeeConsole([6])).toBe(true);
    expect(canSeeConsole([1])).toBe(true);
    expect(canSeeConsole([7, 10, 130, 2])).toBe(false);
  });
  it('role 1 is the school admin, nothing else is', () => {
    expect(isAdmin([1, 6])).toBe(true);
    expect(isAdmin([6, 7, 10, 130, 2, 3])).toBe(false);
  });
  it('the learning centre: teacher, tutor, parent, else pupil', () => {
    expect(centreKindOf([6])).toBe('teacher');
    expect(centreKindOf([10])).toBe('tutor');
    expect(centreKindOf([3])).toBe('parent');
    expect(centreKindOf([2])).toBe('pupil');
    expect(centreKindOf([])).toBe('pupil');
    // Staff who are parents too see the staff centre.
    expect(centreKindOf([3, 7])).toBe('tutor');
  });
});
