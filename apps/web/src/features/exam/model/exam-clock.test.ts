import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { formatClock, formatDuration, secondsLeft, syncFrom } from './exam-clock';
import { useExamClock } from '../hooks/use-exam-clock';

describe('countdown from the server clock', () => {
  afterEach(() => vi.useRealTimers());

  it('counts down from the server figure by the monotonic time since it was received', () => {
    const sync = { remainingSeconds: 90, at: 10_000 };
    expect(secondsLeft(sync, 10_000)).toBe(90);
    expect(secondsLeft(sync, 10_001)).toBe(90); // rounded up like the server's figure
    expect(secondsLeft(sync, 11_000)).toBe(89);
    expect(secondsLeft(sync, 100_000)).toBe(0);
    expect(secondsLeft(sync, 10_000 + 95_000)).toBe(0);
  });

  it('takes the sync point mid-way through the request (the server measured while it was in flight)', () => {
    expect(syncFrom(60, 1_000, 1_400)).toEqual({ remainingSeconds: 60, at: 1_200 });
  });

  it('ignores the device wall clock: moving Date does not move the countdown', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-01T02:00:00Z'));
    let mono = 0;
    const { result } = renderHook(() => useExamClock({ remainingSeconds: 600, at: 0 }, () => mono));
    expect(result.current.left).toBe(600);
    act(() => {
      // The device clock jumps an hour ahead; only 2 s really pass.
      vi.setSystemTime(new Date('2025-03-01T03:00:00Z'));
      mono = 2_000;
      vi.advanceTimersByTime(250);
    });
    expect(result.current.left).toBe(598);
  });

  it('re-syncs to a heartbeat’s figure', () => {
    vi.useFakeTimers();
    let mono = 0;
    const { result } = renderHook(() => useExamClock({ remainingSeconds: 600, at: 0 }, () => mono));
    act(() => {
      mono = 30_000;
      vi.advanceTimersByTime(250);
    });
    expect(result.current.left).toBe(570);
    // Staff gave 5 minutes more: the heartbeat says so.
    act(() => result.current.resync({ remainingSeconds: 870, at: 30_000 }));
    act(() => {
      mono = 31_000;
      vi.advanceTimersByTime(250);
    });
    expect(result.current.left).toBe(869);
  });

  it('formats the clock and durations', () => {
    expect(formatClock(5399)).toBe('01:29:59');
    expect(formatClock(59)).toBe('00:59');
    expect(formatClock(-3)).toBe('00:00');
    expect(formatDuration(5400)).toBe('90 分钟');
    expect(formatDuration(3600)).toBe('1 小时');
  });
});
