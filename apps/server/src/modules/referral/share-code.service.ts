import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH, REFERRAL_ERRORS, maskedMobile } from '@salt/domain';
import type { Database, Transaction } from '../../db/client';
import { referralCodes, users } from '../../db/schema';
import { appError } from '../../platform/errors';
import { isUniqueViolation } from '../../platform/database-errors';

type Db = Database | Transaction;

/** A pupil's name as others see it: the first character and stars (王**), else the masked mobile. */
export function maskedName(u: { realname: string | null; nickname: string | null; phone: string | null }): string {
  const name = u.realname?.trim() || u.nickname?.trim();
  if (name) return `${[...name][0]}${'*'.repeat(Math.min(2, Math.max(1, [...name].length - 1)))}`;
  return maskedMobile(u.phone) ?? '新同学';
}

const newCode = () =>
  Array.from(
    { length: REFERRAL_CODE_LENGTH },
    () => REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)],
  ).join('');

/** The user's share code, made on first use (random; a clash with another's code draws again). */
export async function shareCodeOf(db: Db, userId: number): Promise<string> {
  const [have] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.userId, userId));
  if (have) return have.code;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const [row] = await db
        .insert(referralCodes)
        .values({ userId, code: newCode() })
        .onConflictDoNothing({ target: referralCodes.userId })
        .returning({ code: referralCodes.code });
      if (row) return row.code;
      // Made at the same moment by another request of the same user.
      const [again] = await db
        .select({ code: referralCodes.code })
        .from(referralCodes)
        .where(eq(referralCodes.userId, userId));
      if (again) return again.code;
    } catch (err) {
      if (!isUniqueViolation(err, 'referral_code_code_unique')) throw err;
    }
  }
  throw new Error('shareCodeOf: no free code after 5 draws');
}

/** The owner of a share code (already normalised), or 邀请码无效. */
export async function referrerOfCode(db: Db, code: string) {
  const [row] = await db
    .select({ id: users.id, phone: users.phone, realname: users.realname, nickname: users.nickname })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.userId))
    .where(eq(referralCodes.code, code));
  if (!row) throw appError(REFERRAL_ERRORS.codeInvalid);
  return row;
}

/** What the register form shows for a code: 邀请人：王**. */
export async function shareCodeInfo(db: Db, code: string) {
  const referrer = await referrerOfCode(db, code);
  return { code, referrerName: maskedName(referrer) };
}
