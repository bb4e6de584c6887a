import { describe, expect, it } from 'vitest';
import { CLASS_EDIT_MESSAGES, classSeatsProblem } from './class-edit-rules';

describe('class seats', () => {
  it('takes a total at or above the places sold', () => {
    expect(classSeatsProblem(30, 30)).toBeNull();
    expect(classSeatsProblem(40, 12)).toBeNull();
  });
  it('refuses a total below the places sold', () => {
    expect(classSeatsProblem(11, 12)).toBe(CLASS_EDIT_MESSAGES.seats);
  });
});
