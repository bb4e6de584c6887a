import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleDailyTopUp, untilNextChinaDay } from './demo-daily-top-up';

describe("the demo's daily top-up", () => {
  afterEach(() => vi.useRealTimers());

  it('waits until just after the next midnight in China', () => {
    // 2026-11-25 23:58 in Beijing is 15:58 UTC: two minutes and five seconds to wait.
    expect(untilNextChinaDay(Date.parse('2026-11-25T15:58:00Z'))).toBe(2 * 60_000 + 5_000);
    // Just after midnight in Beijing (16:00:10 UTC) the next one is a whole day away.
    expect(untilNextChinaDay(Date.parse('2026-11-25T16:00:10Z'))).toBe(24 * 3600_000 - 10_000 + 5_000);
    // 08:00 UTC is 16:00 in Beijing.
    expect(untilNextChinaDay(Date.parse('2026-11-25T08:00:00Z'))).toBe(8 * 3600_000 + 5_000);
  });

  it('tops up after each midnight until stopped, and a failure does not end the schedule', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-25T15:59:00Z') });
    const log = { info: vi.fn(), warn: vi.fn() };
    const topUp = vi.fn().mockRejectedValueOnce(new Error('数据库忙')).mockResolvedValue(undefined);
    const stop = scheduleDailyTopUp(topUp, log);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(topUp).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(topUp).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith('[demo-seed] daily top-up failed: 数据库忙');

    await vi.advanceTimersByTimeAsync(24 * 3600_000);
    expect(topUp).toHaveBeenCalledTimes(2);
    expect(log.info).toHaveBeenCalledWith('[demo-seed] topped up for the new day');

    stop();
    await vi.advanceTimersByTimeAsync(3 * 24 * 3600_000);
    expect(topUp).toHaveBeenCalledTimes(2);
  });
});
