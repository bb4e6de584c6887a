import { AUTH_ERRORS } from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { hashPassword } from '../../platform/auth/password';
import { consumeSmsCode, findUserByPhone, setPasswordHash } from '../account';
import { unlockAccount } from './account-lock.service';
import { revokeUserSessions } from './session.service';

/**
 * Resets a password by phone: the SMS code (type reset or common) proves ownership, which also lifts every password
 * lock and ends every old session.
 */
export async function resetPasswordBySms(ctx: AppContext, mobile: string, code: string, password: string) {
  const user = await findUserByPhone(ctx.db, mobile);
  // An unknown number answers like a wrong code: no reset code was ever sent to it (see sendSmsCode).
  if (!user) throw appError(AUTH_ERRORS.smsCodeInvalid);
  await consumeSmsCode(ctx, mobile, ['reset', 'common'], code);
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash, ctx.clock.now());
    await unlockAccount(tx, user.id);
  });
  await revokeUserSessions(ctx, user.id, 'password-reset');
}
