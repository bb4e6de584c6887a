import { describe, expect, it } from 'vitest';
import {
  TUTOR_WB_MESSAGES,
  chinaRangeInstants,
  daysInRange,
  followUpDue,
  isChinaDate,
  sharePercent,
  summaryRangeProblem,
} from './tutor-workbench-rules';

describe('tutor workbench rules', () => {
  it('takes real days only', () => {
    expect(isChinaDate('2026-11-25')).toBe(true);
    expect(isChinaDate('2026-02-30')).toBe(false);
    expect(isChinaDate('2026-1-5')).toBe(false);
    expect(isChinaDate('x')).toBe(false);
  });

  it('checks a summary range', () => {
    expect(summaryRangeProblem('2026-11-01', '2026-11-30')).toBeNull();
    expect(summaryRangeProblem('2026-11-30', '2026-11-01')).toBe(TUTOR_WB_MESSAGES.rangeInvalid);
    expect(summaryRangeProblem('2025-01-01', '2026-11-01')).toBe(TUTOR_WB_MESSAGES.rangeTooLong);
    expect(summaryRangeProblem('2026-13-01', '2026-11-01')).toBe(TUTOR_WB_MESSAGES.dateInvalid);
    expect(daysInRange('2026-11-01', '2026-11-01')).toBe(1);
  });

  it('turns China days into instants', () => {
    const r = chinaRangeInstants('2026-11-01', '2026-11-30');
    expect(r.start.toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(r.end.toISOString()).toBe('2026-11-30T16:00:00.000Z');
  });

  it('shares and due follow-ups', () => {
    expect(sharePercent(1, 3)).toBe(33);
    expect(sharePercent(0, 0)).toBeNull();
    expect(followUpDue('2026-11-25', '2026-11-25')).toBe(true);
    expect(followUpDue('2026-11-26', '2026-11-25')).toBe(false);
    expect(followUpDue(null, '2026-11-25')).toBe(false);
  });
});
