import type { TokenResponse } from '@salt/domain';
import {
  clearSession,
  closeLoginDialog,
  openLoginDialog,
  saveTokens,
  saveUser,
  setRememberUser,
  siteState,
  toSiteUser,
  useSiteStore,
} from '../../lib/site-store';
import { readItem, writeItem } from '../../lib/storage';
import { fetchUserInfo } from './api/user-info';
import { logoutRequest } from './api/logout';

const RELOADED_KEY = 'session-reloaded';
const REMEMBERED_NAME_KEY = 'remembered-username';

/** Keeps tokens and user from a token answer; asks for a name when the account has none yet. */
export function applyTokenResponse(res: TokenResponse, remember: boolean, username?: string): void {
  setRememberUser(remember);
  writeItem(REMEMBERED_NAME_KEY, remember && username ? username : null);
  saveTokens({ accessToken: res.access_token, refreshToken: res.refresh_token }, remember);
  saveUser(toSiteUser(res.user, siteState().showMobileTheme));
  useSiteStore.setState({ loginSuccessStatus: 1 });
  if (!res.user.realname) openLoginDialog('perfectName');
  else closeLoginDialog();
}

export function rememberedUsername(): string {
  return readItem<string>(REMEMBERED_NAME_KEY) ?? '';
}

/**
 * Session start (spec section 4): with a token, fetch and store the user; when no user was cached (the
 * token came from the native app or another tab) reload once so every page starts from a logged-in state.
 * Without a token, stored user info is cleared.
 */
export async function startSession(reload: () => void = () => window.location.reload()): Promise<void> {
  const { token, user: cached } = siteState();
  if (!token) {
    clearSession();
    useSiteStore.setState({ loginSuccessStatus: 0 });
    return;
  }
  try {
    const info = await fetchUserInfo();
    saveUser(toSiteUser(info, siteState().showMobileTheme));
    if (!cached && !sessionStorage.getItem(RELOADED_KEY)) {
      sessionStorage.setItem(RELOADED_KEY, '1');
      reload();
    }
  } catch {
    // The API client already logged out on a dead session; other failures keep the cached user.
  }
}

export async function logout(): Promise<void> {
  if (siteState().token) await logoutRequest().catch(() => undefined);
  clearSession();
}
