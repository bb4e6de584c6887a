import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { AppVersionRefresh } from './app-version-refresh';

const w = window as Window & { appVersion?: string };

describe('header refresh icon', () => {
  afterEach(() => {
    delete w.appVersion;
    vi.useRealTimers();
  });

  it('appears when the app-version marker shows within 10 polls', () => {
    vi.useFakeTimers();
    render(<AppVersionRefresh />);
    expect(screen.queryByRole('button', { name: '刷新页面' })).toBeNull();
    act(() => vi.advanceTimersByTime(3000));
    w.appVersion = '2.1.0';
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '刷新页面' })).toBeInTheDocument();
  });

  it('stops polling after 10 attempts', () => {
    vi.useFakeTimers();
    render(<AppVersionRefresh />);
    act(() => vi.advanceTimersByTime(10_000));
    w.appVersion = '2.1.0';
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('button', { name: '刷新页面' })).toBeNull();
  });
});
