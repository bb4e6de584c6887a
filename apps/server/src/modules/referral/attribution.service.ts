import { eq } from 'drizzle-orm';
import { REFERRAL_ERRORS, attributionRefusal, touchStillCounts } from '@salt/domain';
import { appError } from '../../platform/errors';
import type { Database } from '../../db/client';
import { referrals } from '../../db/schema';
import { referrerOfCode } from './share-code.service';

/**
 * Registration with a share code. `checkShareCode` runs first, before the SMS code is spent (a forged code is
 * 邀请码无效, one's own code 不能使用自己的邀请码, and nothing changes); `attributeReferral` runs once the account exists and never fails
 * the registration: a stale link (past 30 days), one's own code or a mobile referred before is simply not
 * attributed. First touch: the web keeps the first link opened and sends when it was opened (`sharedAt`); a code
 * typed at registration counts from the registration.
 */
export async function checkShareCode(db: Database, code: string | undefined, mobile: string): Promise<void> {
  if (code === undefined) return;
  const referrer = await referrerOfCode(db, code);
  // One's own code (the mobile is the code owner's): said as such, before 手机号已注册 would say it less clearly.
  if (referrer.phone === mobile) throw appError(REFERRAL_ERRORS.selfReferral);
}

export async function attributeReferral(
  db: Database,
  r: { refereeId: number; refereePhone: string; code: string; sharedAt: Date | undefined; now: Date },
): Promise<'attributed' | 'stale' | 'self' | 'repeat'> {
  const touchedAt = r.sharedAt ?? r.now;
  if (!touchStillCounts(touchedAt, r.now)) return 'stale';
  const referrer = await referrerOfCode(db, r.code);
  const [before] = await db
    .select({ id: referrals.id })
    .from(referrals)
    .where(eq(referrals.refereePhone, r.refereePhone));
  const refusal = attributionRefusal({
    referrerPhone: referrer.phone,
    refereePhone: r.refereePhone,
    phoneReferredBefore: before !== undefined,
  });
  if (refusal || referrer.id === r.refereeId) return refusal ?? 'self';
  const [row] = await db
    .insert(referrals)
    .values({
      referrerId: referrer.id,
      refereeId: r.refereeId,
      refereePhone: r.refereePhone,
      code: r.code,
      touchedAt: touchedAt > r.now ? r.now : touchedAt,
      registeredAt: r.now,
    })
    // Two registrations of one mobile at once: the first is attributed, the second is a repeat.
    .onConflictDoNothing()
    .returning({ id: referrals.id });
  return row ? 'attributed' : 'repeat';
}
