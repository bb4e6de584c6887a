import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { clearSession, saveTokens, showToast, useDict, useSiteStore, withPageLoading } from './site-store';

describe('site store', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    clearSession();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps tokens in localStorage when remembered, else only for the tab', () => {
    saveTokens({ accessToken: 'A', refreshToken: 'R' }, true);
    expect(localStorage.getItem('salt-classes-token')).not.toBeNull();
    saveTokens({ accessToken: 'B', refreshToken: 'S' }, false);
    expect(localStorage.getItem('salt-classes-token')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('salt-classes-token')!)).toEqual({ accessToken: 'B', refreshToken: 'S' });
  });

  it('clears the full-screen toast after 3000 ms', () => {
    vi.useFakeTimers();
    showToast('报名成功');
    expect(useSiteStore.getState().toastTitle).toBe('报名成功');
    vi.advanceTimersByTime(2999);
    expect(useSiteStore.getState().toastTitle).toBe('报名成功');
    vi.advanceTimersByTime(1);
    expect(useSiteStore.getState().toastTitle).toBe('');
  });

  it('shows the loading overlay while work runs, also when it fails', async () => {
    let finish!: () => void;
    const work = withPageLoading(new Promise<void>((r) => (finish = r)));
    expect(useSiteStore.getState().pageLoading).toBe(true);
    finish();
    await work;
    expect(useSiteStore.getState().pageLoading).toBe(false);
    await expect(withPageLoading(Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(useSiteStore.getState().pageLoading).toBe(false);
  });

  it('gives a stable empty dictionary when one is missing', () => {
    useSiteStore.setState({ dic: {} });
    const { result, rerender } = renderHook(() => useDict('grade'));
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    expect(first).toEqual([]);
  });

  it('follows tokens another tab writes', () => {
    localStorage.setItem('salt-classes-token', JSON.stringify({ accessToken: 'T2', refreshToken: 'R2' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'salt-classes-token' }));
    expect(useSiteStore.getState().token).toEqual({ accessToken: 'T2', refreshToken: 'R2' });
  });
});
