import type { AppContext } from '../../platform/context';
import { ExactCache } from '../../platform/exact-cache';

/**
 * The app asks for the user (GET /admin/user/info) on every start and page refresh, and the answer changes only
 * when the user, an admin or a WeChat binding writes to it: each user's answer is kept per instance as the JSON text
 * sent (USER_INFO_CACHE_MS, 0 = off), and every write that changes what getUserInfo answers calls `userInfoChanged`
 * after it commits. Those writes: the own profile (phone, avatar, grade, names, school ...), the client version,
 * WeChat bind and rebind, and every console user write (roles, and for safety lock, unlock, password reset and
 * parent binds, which the answer does not show). Password changes, wrong-password locks and points do not change
 * the answer; a new account has no entry (a missing user is never cached).
 */
export function userInfoCache(ctx: AppContext): ExactCache<string> | null {
  return ctx.config.userInfoCacheMs > 0 ? new ExactCache(ctx.caches, 'userInfo', ctx.config.userInfoCacheMs) : null;
}

/** After a committed write that changes these users' GET /admin/user/info: drops their answers on every instance. */
export async function userInfoChanged(ctx: Pick<AppContext, 'caches'>, userIds: readonly number[]): Promise<void> {
  if (userIds.length > 0) await ctx.caches.invalidate('userInfo', userIds.map(String));
}
