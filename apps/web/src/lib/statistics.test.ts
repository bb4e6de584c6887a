import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStatsBatcher } from './statistics';

describe('pv/uv batching', () => {
  beforeEach(() => localStorage.clear());

  it('counts uv once per China day and sends in batches', () => {
    const send = vi.fn();
    const stats = createStatsBatcher({ send, maxBatch: 4 });
    const day1 = Date.UTC(2026, 0, 1, 3); // 11:00 in UTC+8
    stats.pageView('/', day1);
    stats.pageView('/course', day1 + 1000);
    expect(stats.pending()).toBe(3);
    expect(send).not.toHaveBeenCalled();
    stats.pageView('/center', day1 + 2000);
    expect(send).toHaveBeenCalledTimes(1);
    const events = send.mock.calls[0]![0] as { type: string }[];
    expect(events.map((e) => e.type)).toEqual(['pv', 'uv', 'pv', 'pv']);
    // 16:30 UTC is 00:30 the next day in UTC+8: a new uv.
    stats.pageView('/', Date.UTC(2026, 0, 1, 16, 30));
    expect(stats.pending()).toBe(2);
  });

  it('uses the beacon on page hide when available', () => {
    const send = vi.fn();
    const beacon = vi.fn(() => true);
    const stats = createStatsBatcher({ send, beacon });
    stats.pageView('/', 0);
    stats.flush(true);
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
    expect(stats.pending()).toBe(0);
  });
});
