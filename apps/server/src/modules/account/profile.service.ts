import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { type UpdateUserRequest, type UserInfo, ACCOUNT_ERRORS, FIELD_ERRORS } from '@salt/domain';
import { users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { consumeSmsCode } from './sms-code.service';
import { assertOwnAvatar } from '../file';
import { getUserInfo, phoneExists, translateUserWriteError } from './user.service';
import { userInfoChanged } from './user-info-cache';

/**
 * Updates the caller's own profile. A new phone needs a code sent to that number; register codes are the ones
 * that go to numbers without an account ('common' codes only reach the caller's current number).
 * A username that was the old phone moves to the new one in the same UPDATE (right-hand sides see the old row):
 * otherwise the old number, free for someone else to register, would still be this account's username, which
 * the database refuses (sys_user_username_not_mobile).
 */
export async function updateUserProfile(ctx: AppContext, userId: number, body: UpdateUserRequest): Promise<UserInfo> {
  const { phone, code, ...profile } = body;
  // An avatar is shown to the pupil's tutors and teachers: a link to another host would hand that host their
  // addresses, someone else's photo is not theirs to show. Own uploads only; '' puts the default back.
  if (profile.avatar) assertOwnAvatar(ctx, userId, profile.avatar);
  const patch: PgUpdateSetSource<typeof users> = { ...profile, updatedAt: ctx.clock.now() };
  if (phone !== undefined) {
    const current = await getUserInfo(ctx.db, userId);
    if (phone !== current.sysUser.phone) {
      if (await phoneExists(ctx.db, phone)) throw appError(ACCOUNT_ERRORS.mobileExists);
      if (!code) throw appError(FIELD_ERRORS.required);
      await consumeSmsCode(ctx, phone, ['register'], code);
      patch.phone = phone;
      patch.username = sql`case when ${users.username} = ${users.phone} then ${phone} else ${users.username} end`;
    }
  }
  try {
    await ctx.db.update(users).set(patch).where(eq(users.id, userId));
  } catch (err) {
    throw translateUserWriteError(err) ?? err;
  }
  await userInfoChanged(ctx, [userId]);
  return getUserInfo(ctx.db, userId);
}
