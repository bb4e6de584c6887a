import { describe, expect, it } from 'vitest';
import { chinaDay, toServiceTime } from './server-time';

describe('server time in UTC+8', () => {
  it('rolls the day over at 16:00 UTC', () => {
    const t = Date.UTC(2026, 11, 31, 16, 0, 0); // 2027-01-01 00:00 in China
    expect(toServiceTime(t)).toEqual({ timestamp: t, year: 2027, month: 1, day: 1, date: '2027-01-01' });
    expect(chinaDay(t - 1)).toBe('2026-12-31');
  });
  it('months are 1-12', () => {
    expect(toServiceTime(Date.UTC(2026, 0, 15)).month).toBe(1);
    expect(toServiceTime(Date.UTC(2026, 11, 15)).month).toBe(12);
  });
});
