import type { ConsoleUserDetail } from '@salt/domain';
import type { Transaction } from '../../db/client';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { hashPassword } from '../../platform/auth/password';
import {
  assertUserForUpdate,
  bindParent,
  setAdminLock,
  setPasswordHash,
  setUserRoles,
  staffUserProfile,
  temporaryPassword,
  unbindParent,
  userInfoChanged,
  type FieldChange,
} from '../account';
import { revokeUserSessionsIn, unlockAccount } from '../auth';
import { userClassesAndSessions } from '../learning';
import { latestOrdersOf } from '../shop-order';
import { recordAudit, type AuditChange } from '../console';

/**
 * The console's 用户 page: reads gather one account from the modules that own its parts (account, shop-order,
 * learning); each write runs the owning module's change, ends sessions where it must (auth) and records the audit
 * entry, all in one transaction. After the commit, every write drops the user's cached GET /admin/user/info answer
 * (account/user-info-cache.ts): roles show in it; the others do not today, but one place for all keeps it exact.
 */

export async function userDetail(ctx: AppContext, userId: number): Promise<ConsoleUserDetail> {
  const profile = await staffUserProfile(ctx.db, userId);
  const [orders, learning] = await Promise.all([
    latestOrdersOf(ctx.db, userId, 20),
    userClassesAndSessions(ctx.db, userId, ctx.clock.now()),
  ]);
  return { ...profile, orders, ...learning };
}

async function audited(
  ctx: AppContext,
  actor: Actor,
  action: AuditChange['action'],
  entityId: number,
  write: (tx: Transaction, now: Date) => Promise<FieldChange>,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const change = await write(tx, ctx.clock.now());
    await recordAudit(tx, actor, { action, entity: 'user', entityId, ...change });
  });
  await userInfoChanged(ctx, [entityId]);
}

/** PUT /console/user/roles. Sessions keep their old roles until the access token's next refresh (minutes). */
export const changeUserRoles = (ctx: AppContext, actor: Actor, userId: number, roleIds: number[]) =>
  audited(ctx, actor, 'user.roles', userId, (tx, now) => setUserRoles(tx, actor.userId, userId, roleIds, now));

/** POST /console/user/lock: every session ends now (the next request or refresh is refused) and logins too. */
export async function lockUser(ctx: AppContext, actor: Actor, userId: number): Promise<void> {
  await audited(ctx, actor, 'user.lock', userId, async (tx, now) => {
    const change = await setAdminLock(tx, actor.userId, userId, true, now);
    await revokeUserSessionsIn(tx, userId, 'admin-lock', now);
    return change;
  });
  // After the commit: every instance stops accepting the user's access tokens before this answers.
  await ctx.sessions.revoked({ users: [userId] });
}

/** POST /console/user/unlock: also clears the wrong-password locks, so the user can log in at once. */
export const unlockUser = (ctx: AppContext, actor: Actor, userId: number) =>
  audited(ctx, actor, 'user.unlock', userId, async (tx, now) => {
    const change = await setAdminLock(tx, actor.userId, userId, false, now);
    await unlockAccount(tx, userId);
    return change;
  });

/**
 * POST /console/user/reset-password: a random temporary password replaces the old one and is answered once to
 * the admin, who hands it to the family; every session ends and the wrong-password locks are lifted. Only its
 * hash is stored and the audit entry records that a reset happened, never the password.
 */
export async function forcePasswordReset(ctx: AppContext, actor: Actor, userId: number) {
  const plain = temporaryPassword();
  const passwordHash = await hashPassword(plain);
  await audited(ctx, actor, 'user.resetPassword', userId, async (tx, now) => {
    await assertUserForUpdate(tx, userId);
    await setPasswordHash(tx, userId, passwordHash, now);
    await unlockAccount(tx, userId);
    await revokeUserSessionsIn(tx, userId, 'admin-reset', now);
    return { before: { password: 'old' }, after: { password: 'temporary' } };
  });
  await ctx.sessions.revoked({ users: [userId] });
  return { temporaryPassword: plain };
}

/** POST /console/parent/bind: the entry is the pupil's (whose family changed). */
export const bindParentToPupil = (ctx: AppContext, actor: Actor, parentId: number, studentId: number) =>
  audited(ctx, actor, 'user.bindParent', studentId, (tx) => bindParent(tx, parentId, studentId));

export const unbindParentFromPupil = (ctx: AppContext, actor: Actor, parentId: number, studentId: number) =>
  audited(ctx, actor, 'user.unbindParent', studentId, (tx) => unbindParent(tx, parentId, studentId));
