import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { TokenResponse } from '@salt/domain';
import type { Transaction } from '../../db/client';
import { refreshTokens, tokenFamilies } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { newOpaqueToken, sha256Hex } from '../../platform/auth/opaque-token';
import { refreshRejected } from '../../platform/errors';
import { getUserInfo, isAdminLocked } from '../account';
import { accountLocked } from './account-lock.service';

/**
 * Starts a login session (a token family) and answers OAuth style. Every grant (password, SMS, WeChat, register)
 * ends here, so an account an admin locked is refused here whatever proved the caller's identity.
 */
export async function startSession(ctx: AppContext, userId: number, clientId: string): Promise<TokenResponse> {
  if (await isAdminLocked(ctx.db, userId)) throw accountLocked();
  const mark = ctx.sessions.beginStart();
  const [family] = await ctx.db.insert(tokenFamilies).values({ userId, clientId }).returning({ id: tokenFamilies.id });
  // Remembered as live here, so the first request after a login does not read the family back.
  ctx.sessions.started(mark, family!.id, userId);
  return issueTokens(ctx, userId, clientId, family!.id);
}

async function issueTokens(
  ctx: AppContext,
  userId: number,
  clientId: string,
  familyId: string,
): Promise<TokenResponse> {
  const now = ctx.clock.now();
  const refresh = newOpaqueToken();
  await ctx.db.insert(refreshTokens).values({
    tokenHash: refresh.hash,
    familyId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ctx.config.refreshTokenTtlSeconds * 1000),
  });
  const user = await getUserInfo(ctx.db, userId);
  const access = await ctx.accessTokens.sign({
    userId,
    username: user.sysUser.username,
    roles: user.roles,
    familyId,
    clientId,
  });
  return {
    access_token: access,
    refresh_token: refresh.plain,
    token_type: 'bearer',
    expires_in: ctx.accessTokens.expiresIn,
    scope: 'server',
    user_id: userId,
    username: user.sysUser.username,
    user,
  };
}

/**
 * Rotation: the conditional UPDATE lets exactly one caller consume a refresh token, however many race.
 * A token presented again after it was rotated means it leaked (or a client misbehaves): the whole family
 * is revoked, so neither the thief nor the victim keeps a session, and the victim logs in again.
 */
export async function refreshSession(ctx: AppContext, plain: string, clientId: string): Promise<TokenResponse> {
  const now = ctx.clock.now();
  const hash = sha256Hex(plain);
  const consumed = await ctx.db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, hash),
        isNull(refreshTokens.rotatedAt),
        gt(refreshTokens.expiresAt, now),
        sql`exists (select 1 from ${tokenFamilies} f where f.id = ${refreshTokens.familyId} and f.revoked_at is null and f.client_id = ${clientId})`,
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  const won = consumed[0];
  if (!won) {
    const [seen] = await ctx.db
      .select({ familyId: refreshTokens.familyId, rotatedAt: refreshTokens.rotatedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hash))
      .limit(1);
    if (seen?.rotatedAt) await revokeFamily(ctx, seen.familyId, 'reuse');
    throw refreshRejected();
  }
  const [family] = await ctx.db
    .select({ userId: tokenFamilies.userId })
    .from(tokenFamilies)
    .where(eq(tokenFamilies.id, won.familyId))
    .limit(1);
  // Locking revokes the user's families in the same transaction; this covers a refresh that raced the lock.
  if (await isAdminLocked(ctx.db, family!.userId)) {
    await revokeFamily(ctx, won.familyId, 'locked');
    throw refreshRejected();
  }
  return issueTokens(ctx, family!.userId, clientId, won.familyId);
}

/**
 * Every revocation commits in PostgreSQL first and then drops the sessions from every instance's cache of live
 * families (`ctx.sessions.revoked`, which resolves once the other instances have been sent it): whoever revokes
 * answers only after that, so no instance accepts the session's access token afterwards.
 */
export async function revokeFamily(ctx: AppContext, familyId: string, reason: string): Promise<void> {
  await ctx.db
    .update(tokenFamilies)
    .set({ revokedAt: ctx.clock.now(), revokeReason: reason })
    .where(and(eq(tokenFamilies.id, familyId), isNull(tokenFamilies.revokedAt)));
  await ctx.sessions.revoked({ families: [familyId] });
}

/** Ends every session of a user (password reset), or every other one (password change). */
export async function revokeUserSessions(ctx: AppContext, userId: number, reason: string, exceptFamilyId?: string) {
  await ctx.db
    .update(tokenFamilies)
    .set({ revokedAt: ctx.clock.now(), revokeReason: reason })
    .where(
      and(
        eq(tokenFamilies.userId, userId),
        isNull(tokenFamilies.revokedAt),
        exceptFamilyId ? ne(tokenFamilies.id, exceptFamilyId) : undefined,
      ),
    );
  await ctx.sessions.revoked({ users: [userId] });
}

/**
 * Ends every session of a user inside the caller's transaction (the console's lock and forced reset). The caller
 * MUST call `ctx.sessions.revoked({ users: [userId] })` after the transaction commits (not before: a request could
 * cache the family as live again between the two).
 */
export async function revokeUserSessionsIn(tx: Transaction, userId: number, reason: string, now: Date) {
  await tx
    .update(tokenFamilies)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(tokenFamilies.userId, userId), isNull(tokenFamilies.revokedAt)));
}
