import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SUBJECT_COLOUR,
  SUBJECT_COLOURS,
  SUBJECT_VALUES,
  isSubjectValue,
  subjectColour,
  subjectLabel,
} from './subject-colours';

describe('subject colours', () => {
  it('has a distinct colour for each subject 1-8', () => {
    const colours = SUBJECT_VALUES.map((s) => subjectColour(s));
    expect(colours).toHaveLength(8);
    expect(new Set(colours).size).toBe(8);
    colours.forEach((c) => expect(c).toMatch(/^#[0-9A-F]{6}$/));
    expect(colours).not.toContain(DEFAULT_SUBJECT_COLOUR);
  });

  it('reads numbers and strings alike', () => {
    expect(subjectColour(2)).toBe(SUBJECT_COLOURS['2']);
    expect(subjectColour(' 2 ')).toBe(SUBJECT_COLOURS['2']);
  });

  it.each([null, undefined, '', '0', '9', 'abc', 10])('falls back to the default for %j', (v) => {
    expect(subjectColour(v)).toBe(DEFAULT_SUBJECT_COLOUR);
  });

  it('labels subjects by the dictionary', () => {
    expect(subjectLabel('1')).toBe('语文');
    expect(subjectLabel('8')).toBe('地理');
    expect(subjectLabel('9')).toBe('');
    expect(isSubjectValue('3')).toBe(true);
    expect(isSubjectValue(3)).toBe(false);
  });
});
