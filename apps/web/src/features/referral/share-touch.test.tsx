import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { clearSession, saveTokens, useSiteStore } from '../../lib/site-store';
import { SHARE_TOUCH_KEY, captureShareTouch, readShareTouch } from './share-touch';
import { useShareTouch } from './use-share-touch';

const DAY = 86_400_000;
const now = new Date('2026-11-24T02:00:00Z');
const stored = () => JSON.parse(localStorage.getItem(SHARE_TOUCH_KEY) ?? 'null') as unknown;

beforeEach(() => {
  localStorage.clear();
  clearSession();
  useSiteStore.setState({ showLoginDialog: false, loginDialogType: 'login' });
});
afterEach(() => localStorage.clear());

describe('share link first touch', () => {
  it('stores the code (upper-cased) and the time; a later link does not replace it within 30 days', () => {
    expect(captureShareTouch('?share=k7m2xp9q', now)).toBe(true);
    expect(stored()).toEqual({ code: 'K7M2XP9Q', at: now.toISOString() });
    const later = new Date(now.getTime() + 10 * DAY);
    expect(captureShareTouch('?share=ABCDEFGH', later)).toBe(true);
    expect(readShareTouch(later)).toEqual({ code: 'K7M2XP9Q', at: now.toISOString() });
  });

  it('after 30 days the old touch no longer counts and a new link is the first touch again', () => {
    captureShareTouch('?share=K7M2XP9Q', now);
    const later = new Date(now.getTime() + 31 * DAY);
    expect(readShareTouch(later)).toBeNull();
    captureShareTouch('?share=ABCDEFGH', later);
    expect(readShareTouch(later)).toEqual({ code: 'ABCDEFGH', at: later.toISOString() });
  });

  it('ignores addresses without a well-formed code and stored values that are not touches', () => {
    expect(captureShareTouch('?from=ad', now)).toBe(false);
    expect(captureShareTouch('?share=<script>', now)).toBe(false);
    expect(captureShareTouch('?share=K7M2XP90', now)).toBe(false); // 0 is not in the alphabet
    expect(localStorage.getItem(SHARE_TOUCH_KEY)).toBeNull();
    localStorage.setItem(SHARE_TOUCH_KEY, '{oops');
    expect(readShareTouch(now)).toBeNull();
  });
});

function Probe() {
  useShareTouch();
  return null;
}

describe('useShareTouch (app shell)', () => {
  it('opens registration for a visitor who is not logged in', () => {
    render(
      <MemoryRouter initialEntries={['/?share=K7M2XP9Q']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(readShareTouch()?.code).toBe('K7M2XP9Q');
    expect(useSiteStore.getState()).toMatchObject({ showLoginDialog: true, loginDialogType: 'register' });
  });

  it('records the touch but leaves a logged-in pupil alone; pages without the code do nothing', () => {
    saveTokens({ accessToken: 'a', refreshToken: 'r' });
    render(
      <MemoryRouter initialEntries={['/course?share=K7M2XP9Q']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(readShareTouch()?.code).toBe('K7M2XP9Q');
    expect(useSiteStore.getState().showLoginDialog).toBe(false);
    clearSession();
    localStorage.clear();
    render(
      <MemoryRouter initialEntries={['/course']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(localStorage.getItem(SHARE_TOUCH_KEY)).toBeNull();
    expect(useSiteStore.getState().showLoginDialog).toBe(false);
  });
});
