import { REFERRAL_SHARE_PARAM, isShareCode, normaliseShareCode, touchStillCounts } from '@salt/domain';

/**
 * The first share link a visitor opened ({code, at}), kept in this browser: registration sends it, so a friend who
 * comes back days later to register is still attributed. First touch wins: a later link does not replace one that
 * still counts (30 days). Tiny and free of React and antd: the app shell loads it on every first page.
 */
export const SHARE_TOUCH_KEY = 'salt-referral-touch';

export interface ShareTouch {
  code: string;
  /** ISO time the link was first opened. */
  at: string;
}

/** The stored touch if it is well-formed and still counts at `now`; null otherwise. */
export function readShareTouch(now = new Date()): ShareTouch | null {
  try {
    const raw = localStorage.getItem(SHARE_TOUCH_KEY);
    if (!raw) return null;
    const t = JSON.parse(raw) as Partial<ShareTouch>;
    if (typeof t.code !== 'string' || typeof t.at !== 'string' || !isShareCode(t.code)) return null;
    const at = new Date(t.at);
    if (Number.isNaN(at.getTime()) || !touchStillCounts(at, now)) return null;
    return { code: t.code, at: t.at };
  } catch {
    // Storage off (private mode) or a value someone else wrote: as if there were none.
    return null;
  }
}

/**
 * Records `?share=CODE` of `search` as the first touch unless one that still counts is stored. Answers whether the
 * address carried a well-formed share code at all (the caller then offers registration).
 */
export function captureShareTouch(search: string, now = new Date()): boolean {
  const raw = new URLSearchParams(search).get(REFERRAL_SHARE_PARAM);
  if (!raw || !isShareCode(raw)) return false;
  if (!readShareTouch(now)) {
    try {
      const touch: ShareTouch = { code: normaliseShareCode(raw), at: now.toISOString() };
      localStorage.setItem(SHARE_TOUCH_KEY, JSON.stringify(touch));
    } catch {
      // Without storage the code still reaches the register form through this visit's dialog.
    }
  }
  return true;
}
