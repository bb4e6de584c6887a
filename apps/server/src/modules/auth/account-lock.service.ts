import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_LOCK_MS, LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES, MESSAGES } from '@salt/domain';
import { users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';

/** Existing clients expect exactly this: HTTP 500 with msg '账号已被锁定'. */
export const accountLocked = () => new AppError(500, MESSAGES.accountLocked);

export function isLocked(lockedUntil: Date | null, now: Date): boolean {
  return lockedUntil !== null && lockedUntil.getTime() > now.getTime();
}

/**
 * Counts a wrong password inside a 15-minute window, in one atomic UPDATE so concurrent guesses are all
 * counted; the fifth within the window locks the account for 30 minutes. Returns true when now locked.
 */
export async function recordFailedLogin(ctx: AppContext, userId: number): Promise<boolean> {
  const now = ctx.clock.now();
  const windowStart = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const lockUntil = new Date(now.getTime() + ACCOUNT_LOCK_MS);
  const fresh = sql`(${users.failedWindowStart} is null or ${users.failedWindowStart} <= ${windowStart})`;
  const nextCount = sql`case when ${fresh} then 1 else ${users.failedLogins} + 1 end`;
  const [row] = await ctx.db
    .update(users)
    .set({
      failedLogins: sql`case when ${nextCount} >= ${LOGIN_MAX_FAILURES} then 0 else ${nextCount} end`,
      failedWindowStart: sql`case when ${nextCount} >= ${LOGIN_MAX_FAILURES} then null when ${fresh} then ${now} else ${users.failedWindowStart} end`,
      lockedUntil: sql`case when ${nextCount} >= ${LOGIN_MAX_FAILURES} then ${lockUntil} else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, userId))
    .returning({ lockedUntil: users.lockedUntil });
  return isLocked(row?.lockedUntil ?? null, now);
}

export async function clearFailedLogins(ctx: AppContext, userId: number, alsoUnlock = false): Promise<void> {
  await ctx.db
    .update(users)
    .set(
      alsoUnlock
        ? { failedLogins: 0, failedWindowStart: null, lockedUntil: null }
        : { failedLogins: 0, failedWindowStart: null },
    )
    .where(
      sql`${users.id} = ${userId} and (${users.failedLogins} <> 0 ${alsoUnlock ? sql`or ${users.lockedUntil} is not null` : sql``})`,
    );
}
