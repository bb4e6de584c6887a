import { create } from 'zustand';

/**
 * What a tab remembers across WeChat's OAuth round trip, kept free of the API client so the app shell can check
 * every page load for a return cheaply. `state` is the OAuth CSRF guard: a `code` is only acted on when it comes
 * back with the random state this tab sent, once.
 */
export type WechatPurpose = 'login' | 'bind' | 'change';

interface Pending {
  state: string;
  purpose: WechatPurpose;
}

export type WechatReturn = { kind: 'code'; code: string; purpose: WechatPurpose } | { kind: 'stale' };

const PENDING_KEY = 'salt-wechat-oauth';
const OAUTH_PARAMS = ['code', 'state'];

/** Set when a WeChat login found no account: the next login by mobile or password binds this WeChat. */
export const useWechatOAuthStore = create<{ unbound: boolean }>(() => ({ unbound: false }));

export function rememberPending(purpose: WechatPurpose): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const state = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  sessionStorage.setItem(PENDING_KEY, JSON.stringify({ state, purpose } satisfies Pending));
  return state;
}

function readPending(): Pending | null {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    return raw ? (JSON.parse(raw) as Pending) : null;
  } catch {
    return null;
  }
}

/**
 * The WeChat return in `search` when this tab started an authorisation: its code and purpose when the state
 * matches, `stale` when it does not (an old or forged link). Consumed: a reload does not replay it. Null when
 * the page was not a WeChat return for this tab (another page's own `?code=`, or no authorisation pending).
 */
export function takeWechatReturn(search: string): WechatReturn | null {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const state = params.get('state');
  const pending = readPending();
  if (!code || !state || !pending) return null;
  sessionStorage.removeItem(PENDING_KEY);
  if (state !== pending.state) return { kind: 'stale' };
  return { kind: 'code', code, purpose: pending.purpose };
}

/** `path` (with its query) without WeChat's `code` and `state`, to come back to or to clean the address bar. */
export function withoutOAuthParams(path: string): string {
  const url = new URL(path, 'http://x');
  for (const name of OAUTH_PARAMS) url.searchParams.delete(name);
  return url.pathname + url.search + url.hash;
}
