import type { AuthProvider } from '@refinedev/core';
import { canSeeConsole, type UserInfo } from '@salt/domain';
import { ApiError } from '../../lib/api/client';
import { siteState } from '../../lib/site-store';
import { passwordLogin } from '../../features/auth/api/password-login';
import { fetchUserInfo } from '../../features/auth/api/user-info';
import { applyTokenResponse, logout } from '../../features/auth/session';

/** Who is in the console: the server's user info, and whether their roles open the console. */
export interface ConsoleIdentity {
  id: number;
  name: string;
  roles: number[];
  canEnter: boolean;
}

export function identityOf(info: UserInfo): ConsoleIdentity {
  return {
    id: info.sysUser.userId,
    name: info.realname || info.sysUser.realname || info.sysUser.username,
    roles: info.roles,
    canEnter: canSeeConsole(info.roles),
  };
}

/**
 * Refine's auth provider over the main site's session: the same token storage (`salt-classes-token`), the same
 * password grant and refresh, so a teacher logged in on the site is logged in here and the other way round.
 * The server checks every call's roles; the console's own gate only decides what to draw.
 */
export const consoleAuthProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    try {
      const res = await passwordLogin({ username, password });
      applyTokenResponse(res, true, username);
      return { success: true };
    } catch (err) {
      const message = err instanceof ApiError ? err.message : '登录失败';
      return { success: false, error: { name: '登录失败', message } };
    }
  },
  async logout() {
    await logout();
    return { success: true };
  },
  async check() {
    return siteState().token ? { authenticated: true } : { authenticated: false, logout: true };
  },
  async getIdentity() {
    if (!siteState().token) return null;
    return identityOf(await fetchUserInfo());
  },
  async onError(error: unknown) {
    // The API client already tried a refresh; a 401 reaching here means the session is over.
    if (error instanceof ApiError && error.status === 401) return { logout: true };
    return {};
  },
};
