import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
// Components ask which pages are built; the app registers its route table the same way at start.
import './app/routes/route-built';
import { setFeedback, staticFeedback } from './lib/api/feedback';
import { useSiteStore } from './lib/site-store';

afterEach(() => cleanup());

/*
 * Most web test files share their worker's jsdom and modules (vitest.config.ts, `isolate: false`). After each file,
 * put back what a fresh jsdom and freshly loaded modules would have: storage, cookies, the address, the site store
 * (its first state was read from the then empty storage), the API client's feedback, timers and stubbed globals.
 * The page itself is already empty: Testing Library unmounts after every test.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  document.title = '';
  useSiteStore.setState(useSiteStore.getInitialState(), true);
  setFeedback(staticFeedback);
});

// antd's responsive helpers ask matchMedia, which jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// antd's Tabs and overflow helpers observe sizes; jsdom has no layout, so a no-op observer is enough.
if (!('ResizeObserver' in window)) {
  class NoopResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = NoopResizeObserver;
  (globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = NoopResizeObserver;
}

// antd-mobile's sheets track drags with pointer capture (use-gesture); jsdom has no pointer capture.
if (!Element.prototype.setPointerCapture) {
  Element.prototype.setPointerCapture = () => undefined;
  Element.prototype.releasePointerCapture = () => undefined;
  Element.prototype.hasPointerCapture = () => false;
}
