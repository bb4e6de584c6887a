import { AUTH_ERRORS } from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { burnPasswordCheck, verifyPassword } from '../../platform/auth/password';
import { findUserByLogin } from '../account';
import { accountLocked, clearFailedLogins, passwordLoginLocked, recordFailedLogin } from './account-lock.service';

/**
 * Username or mobile plus password from a client address; returns the user id or throws the answer the client
 * should see. Wrong passwords are counted per account and address (see account-lock.service.ts).
 */
export async function checkPasswordLogin(
  ctx: AppContext,
  login: string,
  password: string,
  address: string,
): Promise<number> {
  const user = await findUserByLogin(ctx.db, login);
  if (!user) {
    await burnPasswordCheck(password);
    throw appError(AUTH_ERRORS.badCredentials);
  }
  // An admin's lock refuses before the password is checked, like the wrong-password lock.
  if (user.adminLockedAt || (await passwordLoginLocked(ctx, user, address))) throw accountLocked();
  if (!(await verifyPassword(user.passwordHash, password))) {
    if (await recordFailedLogin(ctx, user.id, address)) throw accountLocked();
    throw appError(AUTH_ERRORS.badCredentials);
  }
  await clearFailedLogins(ctx, user.id, address);
  return user.id;
}
