import { afterAll, vi } from 'vitest';
import { act } from '@testing-library/react';
import { message, Modal, notification } from 'antd';
import { Dialog, Modal as MobileModal, Toast } from 'antd-mobile';
import { setFeedback } from './lib/api/feedback';
import { staticFeedback } from './lib/api/feedback-antd';
import { useSiteStore } from './lib/site-store';

/*
 * For the web project, whose test files share their worker's jsdom and loaded modules (vitest.config.ts,
 * `isolate: false`). After each file, put back what a fresh jsdom and freshly loaded modules would have, so no file
 * passes (or fails) because of what an earlier one left: storage, cookies, the address, window geometry a test
 * faked, the site store (its first state was read from the then empty storage), the API client's feedback, timers
 * and stubbed globals (the fake server is a stubbed fetch). The page itself is already empty: Testing Library unmounts after every
 * test, antd's static notices and dialogs are closed here. Files that mock modules also get fresh app modules
 * (test-setup-mocking-files.ts).
 */

const GEOMETRY = ['scrollX', 'scrollY', 'pageXOffset', 'pageYOffset', 'innerWidth', 'innerHeight'] as const;

interface Fresh {
  geometry: Map<string, PropertyDescriptor | undefined>;
}
// Taken when the first file of the worker starts, before any test ran; kept on the (shared) global.
const holder = globalThis as { __saltFreshState?: Fresh };
const fresh = (holder.__saltFreshState ??= {
  geometry: new Map(GEOMETRY.map((k) => [k, Object.getOwnPropertyDescriptor(window, k)])),
});

// Tests see antd's static feedback synchronously from the first test on (the app picks by theme, lazily).
setFeedback(staticFeedback);

afterAll(async () => {
  // antd's and antd-mobile's static notices, messages, dialogs and toasts live in containers of their own that
  // Testing Library does not unmount: a file's 上传失败 or 邀请好友拼团 would still be on the page for the next file.
  await act(async () => {
    notification.destroy();
    message.destroy();
    Modal.destroyAll();
    Dialog.clear();
    MobileModal.clear();
    Toast.clear();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  document.body.replaceChildren();
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
  for (const [key, descriptor] of fresh.geometry) {
    if (descriptor) Object.defineProperty(window, key, descriptor);
    else delete (window as unknown as Record<string, unknown>)[key];
  }
  useSiteStore.setState(useSiteStore.getInitialState(), true);
  setFeedback(staticFeedback);
});
