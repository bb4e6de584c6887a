import { siteState } from '../site-store';

/**
 * How the API client talks to the person. The client itself never imports React or a widget library: the phone
 * theme answers with antd-mobile (feedback-mobile.ts), the desktop theme with antd (the antd scope's
 * context-aware instances, so the zh_CN locale and theme apply, else feedback-antd.ts). Both are loaded when
 * first needed, so a phone page's first load carries neither antd nor the other theme's widgets. Tests swap in
 * spies with setFeedback.
 */
export interface Feedback {
  /** Notification: default title '错误提示', 3000 ms. */
  error(text: string, title?: string): void;
  /** Short message: 1000 ms. */
  info(text: string, kind?: 'success' | 'warning' | 'error'): void;
  /** Account locked: a warning the user must acknowledge; it has no close button and ignores the mask. */
  locked(text: string): void;
  /** Refresh token rejected with a reason: dialog titled '登录已失效'. */
  expired(text: string, onOk: () => void): void;
}

/** A Feedback whose every call waits for `load` (a dynamic import, fetched once) and then forwards. */
function loadedOnUse(load: () => Promise<Feedback>): Feedback {
  const call =
    <K extends keyof Feedback>(key: K) =>
    (...args: Parameters<Feedback[K]>) =>
      void load().then((target) => (target[key] as (...a: Parameters<Feedback[K]>) => void)(...args));
  return { error: call('error'), info: call('info'), locked: call('locked'), expired: call('expired') };
}

const phone = loadedOnUse(() => import('./feedback-mobile').then((m) => m.mobileFeedback));
const desktopFallback = loadedOnUse(() => import('./feedback-antd').then((m) => m.staticFeedback));

let override: Feedback | null = null;
let desktop: Feedback | null = null;

/** Replaces the choice by theme (tests). */
export function setFeedback(next: Feedback | null): void {
  override = next;
}

/** The antd scope's context-aware instances, for the desktop theme; null when it unmounts. */
export function setDesktopFeedback(next: Feedback | null): void {
  desktop = next;
}

export function feedback(): Feedback {
  if (override) return override;
  if (siteState().showMobileTheme) return phone;
  return desktop ?? desktopFallback;
}
