import { describe, expect, it } from 'vitest';
import { inTerm, schoolTerm, termAfter, termOf } from './school-terms';

describe('school terms', () => {
  it('the date of the issue (2026-11-23) is in the autumn term, which runs to the winter holiday', () => {
    expect(termOf('2026-11-23')).toEqual({ kind: '秋季', year: 2026, start: '2026-09-01', end: '2027-01-19' });
    expect(termOf(new Date('2026-11-23T02:00:00Z')).kind).toBe('秋季');
  });

  it('each date falls in one term: winter holiday to February, spring to June, summer July and August', () => {
    expect(termOf('2027-01-19').kind).toBe('秋季');
    expect(termOf('2027-01-20')).toEqual({ kind: '寒假', year: 2027, start: '2027-01-20', end: '2027-02-28' });
    expect(termOf('2028-02-29')).toMatchObject({ kind: '寒假', end: '2028-02-29' });
    expect(termOf('2027-03-01')).toEqual({ kind: '春季', year: 2027, start: '2027-03-01', end: '2027-06-30' });
    expect(termOf('2026-07-15')).toEqual({ kind: '暑期', year: 2026, start: '2026-07-01', end: '2026-08-31' });
    expect(termOf('2026-01-05')).toMatchObject({ kind: '秋季', year: 2025 });
  });

  it('steps to the next and previous terms', () => {
    const autumn = schoolTerm('秋季', 2026);
    expect(termAfter(autumn)).toMatchObject({ kind: '寒假', year: 2027 });
    expect(termAfter(autumn, 2)).toMatchObject({ kind: '春季', year: 2027 });
    expect(termAfter(autumn, -1)).toMatchObject({ kind: '暑期', year: 2026 });
    expect(termAfter(autumn, 4)).toMatchObject({ kind: '秋季', year: 2027 });
    expect(inTerm(autumn, '2026-12-31')).toBe(true);
    expect(inTerm(autumn, '2027-01-20')).toBe(false);
  });
});
