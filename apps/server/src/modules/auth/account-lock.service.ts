import { and, eq, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  ACCOUNT_LOCK_MS,
  LOGIN_ACCOUNT_MAX_FAILURES,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES,
  AUTH_ERRORS,
} from '@salt/domain';
import type { Database, Transaction } from '../../db/client';
import { loginFailures, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';

/**
 * Password lockout, built so that it cannot be turned against the account's owner:
 * - Wrong passwords are counted per (account, client address). LOGIN_MAX_FAILURES within LOGIN_FAILURE_WINDOW_MS
 *   lock password login for that pair for ACCOUNT_LOCK_MS. A stranger guessing from their address locks only
 *   themselves; the owner, from another address, still logs in with the right password.
 * - The same failures are also counted per account across all addresses, with the higher
 *   LOGIN_ACCOUNT_MAX_FAILURES: guessing spread over many addresses then locks password login for everyone.
 *   The owner's successful login does not reset this count, so it cannot be used to buy guessers more tries.
 * - Neither lock applies to SMS login or reset by SMS: holding the phone proves more than a password, and a
 *   reset lifts both locks. So the worst a stranger can do is make the owner use a text message.
 * The address is request.ip: behind a proxy, set TRUST_PROXY, or every client shares the proxy's address and the
 * pair lock becomes an account lock again.
 */

/** Existing clients expect exactly this: HTTP 500 with msg '账号已被锁定'. */
export const accountLocked = () => appError(AUTH_ERRORS.accountLocked);

export function isLocked(lockedUntil: Date | null, now: Date): boolean {
  return lockedUntil !== null && lockedUntil.getTime() > now.getTime();
}

interface FailureColumns {
  failures: AnyPgColumn;
  windowStart: AnyPgColumn;
  lockedUntil: AnyPgColumn;
}

/**
 * One more failure inside a window that started at the first one; reaching `max` sets the lock and starts the
 * count over. Plain SQL expressions over the current row, so concurrent failures are all counted.
 */
function countFailure(c: FailureColumns, max: number, now: Date): Record<keyof FailureColumns, SQL> {
  const windowStart = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const lockUntil = new Date(now.getTime() + ACCOUNT_LOCK_MS);
  const fresh = sql`(${c.windowStart} is null or ${c.windowStart} <= ${windowStart})`;
  const next = sql`case when ${fresh} then 1 else ${c.failures} + 1 end`;
  return {
    failures: sql`case when ${next} >= ${max} then 0 else ${next} end`,
    windowStart: sql`case when ${next} >= ${max} then null when ${fresh} then ${now} else ${c.windowStart} end`,
    lockedUntil: sql`case when ${next} >= ${max} then ${lockUntil} else ${c.lockedUntil} end`,
  };
}

/** Whether password login for this account from this address is refused right now. */
export async function passwordLoginLocked(
  ctx: AppContext,
  user: { id: number; lockedUntil: Date | null },
  address: string,
): Promise<boolean> {
  const now = ctx.clock.now();
  if (isLocked(user.lockedUntil, now)) return true;
  const [pair] = await ctx.db
    .select({ lockedUntil: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(and(eq(loginFailures.userId, user.id), eq(loginFailures.address, address)))
    .limit(1);
  return isLocked(pair?.lockedUntil ?? null, now);
}

/** Counts a wrong password for the pair and for the account; true when either is now locked. */
export async function recordFailedLogin(ctx: AppContext, userId: number, address: string): Promise<boolean> {
  const now = ctx.clock.now();
  // This account's pairs whose window and lock are over carry nothing; dropping them keeps the table small.
  await ctx.db
    .delete(loginFailures)
    .where(
      and(
        eq(loginFailures.userId, userId),
        or(sql`${loginFailures.lockedUntil} is null`, lte(loginFailures.lockedUntil, now)),
        or(
          sql`${loginFailures.windowStart} is null`,
          lte(loginFailures.windowStart, new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS)),
        ),
      ),
    );
  const [pair] = await ctx.db
    .insert(loginFailures)
    .values({ userId, address, failures: 1, windowStart: now })
    .onConflictDoUpdate({
      target: [loginFailures.userId, loginFailures.address],
      set: countFailure(loginFailures, LOGIN_MAX_FAILURES, now),
    })
    .returning({ lockedUntil: loginFailures.lockedUntil });
  const perAccount = countFailure(
    { failures: users.failedLogins, windowStart: users.failedWindowStart, lockedUntil: users.lockedUntil },
    LOGIN_ACCOUNT_MAX_FAILURES,
    now,
  );
  const [account] = await ctx.db
    .update(users)
    .set({
      failedLogins: perAccount.failures,
      failedWindowStart: perAccount.windowStart,
      lockedUntil: perAccount.lockedUntil,
    })
    .where(eq(users.id, userId))
    .returning({ lockedUntil: users.lockedUntil });
  return isLocked(pair?.lockedUntil ?? null, now) || isLocked(account?.lockedUntil ?? null, now);
}

/** A right password from this address: its count starts over (the account-wide count runs out by itself). */
export async function clearFailedLogins(ctx: AppContext, userId: number, address: string): Promise<void> {
  await ctx.db.delete(loginFailures).where(and(eq(loginFailures.userId, userId), eq(loginFailures.address, address)));
}

/** Proof of the phone (reset by SMS): every lock and count of the account goes. */
export async function unlockAccount(db: Database | Transaction, userId: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.userId, userId));
  await db
    .update(users)
    .set({ failedLogins: 0, failedWindowStart: null, lockedUntil: null })
    .where(and(eq(users.id, userId), or(sql`${users.failedLogins} <> 0`, isNotNull(users.lockedUntil))));
}
