import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionCountdown, splitDuration } from './session-countdown';

const NOW = new Date('2026-03-01T10:00:00Z').getTime();

describe('SessionCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('reloads once when start + 10 s is reached, not at the start itself', () => {
    const onZero = vi.fn();
    render(<SessionCountdown startAt={new Date(NOW + 5_000).toISOString()} onZero={onZero} />);
    // 5 s to the start plus the spec's 10 s: 15 s on the clock.
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:15');
    act(() => vi.advanceTimersByTime(5_000));
    expect(onZero).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(9_000));
    expect(onZero).not.toHaveBeenCalled();
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:01');
    act(() => vi.advanceTimersByTime(1_000));
    expect(onZero).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  it('counts on the server clock when the device clock is off', () => {
    const onZero = vi.fn();
    // The server is 60 s ahead of this device: a session starting in 65 s (server time) is 15 s away here.
    render(<SessionCountdown startAt={new Date(NOW + 65_000).toISOString()} offsetMs={60_000} onZero={onZero} />);
    act(() => vi.advanceTimersByTime(14_000));
    expect(onZero).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  it('shows days for sessions further away', () => {
    render(<SessionCountdown startAt={new Date(NOW + 2 * 86_400_000 + 3_600_000).toISOString()} onZero={vi.fn()} />);
    expect(screen.getByRole('timer')).toHaveTextContent('2天01:00:10');
  });

  it('splits durations', () => {
    expect(splitDuration(90_061_000)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(splitDuration(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
