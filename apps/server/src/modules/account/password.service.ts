import { eq } from 'drizzle-orm';
import { ACCOUNT_ERRORS } from '@salt/domain';
import type { Transaction } from '../../db/client';
import { users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/auth/password';

/**
 * Changes a logged-in user's own password after checking the old one. Ending the user's other sessions is the
 * caller's (auth's) part: sessions belong to auth, which builds on accounts, never the other way round.
 */
export async function changeOwnPassword(
  ctx: AppContext,
  userId: number,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const [row] = await ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row || !(await verifyPassword(row.hash, oldPassword))) throw appError(ACCOUNT_ERRORS.oldPasswordWrong);
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), updatedAt: ctx.clock.now() })
    .where(eq(users.id, userId));
}

/** Stores a new password hash inside the caller's transaction (reset by SMS: auth unlocks the account in the same one). */
export async function setPasswordHash(tx: Transaction, userId: number, passwordHash: string, now: Date): Promise<void> {
  await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}
