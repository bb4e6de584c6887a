import { type RegisterRequest, ACCOUNT_ERRORS } from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { consumeSmsCode } from './sms-code.service';
import { loadDictionaries } from '../system';
import { assertRegistrable, createUser } from './user.service';
import { attributeReferral, checkShareCode } from '../referral';

/**
 * Registers a pupil (register and registerAndLogin alike): every check that can fail before the SMS code is spent
 * (free phone and username, a grade of the `grade` dictionary), then the code, then the account with its grade,
 * so the learning centre knows the pupil's grade from the first visit. Answers the new user's id.
 */
export async function registerPupil(ctx: AppContext, body: RegisterRequest): Promise<number> {
  // A forged or one's own share code is refused before anything; a good one is attributed once the account exists.
  await checkShareCode(ctx.db, body.shareCode, body.mobile);
  await assertRegistrable(ctx.db, body.mobile, body.username);
  if (body.grade !== undefined) {
    const grades = (await loadDictionaries(ctx)).grade;
    if (!grades.some((g) => g.value === body.grade)) throw appError(ACCOUNT_ERRORS.gradeInvalid);
  }
  await consumeSmsCode(ctx, body.mobile, ['register'], body.code);
  const user = await createUser(ctx.db, {
    phone: body.mobile,
    password: body.password,
    username: body.username,
    realname: body.realname,
    grade: body.grade,
  });
  if (body.shareCode !== undefined) {
    await attributeReferral(ctx.db, {
      refereeId: user.id,
      refereePhone: body.mobile,
      code: body.shareCode,
      sharedAt: body.sharedAt ? new Date(body.sharedAt) : undefined,
      now: ctx.clock.now(),
    });
  }
  return user.id;
}
