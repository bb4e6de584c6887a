import { SERVER_MESSAGES } from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { burnPasswordCheck, verifyPassword } from '../../platform/auth/password';
import { findUserByLogin } from '../account/user.service';
import { accountLocked, clearFailedLogins, isLocked, recordFailedLogin } from './account-lock.service';

/** Username or mobile plus password; returns the user id or throws the answer the client should see. */
export async function checkPasswordLogin(ctx: AppContext, login: string, password: string): Promise<number> {
  const user = await findUserByLogin(ctx.db, login);
  if (!user) {
    await burnPasswordCheck(password);
    throw badRequest(SERVER_MESSAGES.badCredentials);
  }
  if (isLocked(user.lockedUntil, ctx.clock.now())) throw accountLocked();
  if (!(await verifyPassword(user.passwordHash, password))) {
    if (await recordFailedLogin(ctx, user.id)) throw accountLocked();
    throw badRequest(SERVER_MESSAGES.badCredentials);
  }
  if (user.failedLogins > 0) await clearFailedLogins(ctx, user.id);
  return user.id;
}
