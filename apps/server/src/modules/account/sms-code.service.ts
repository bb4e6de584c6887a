import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  CHINA_OFFSET_MS,
  SMS_CODE_TTL_MS,
  SMS_DAILY_LIMIT,
  SMS_MAX_WRONG_TRIES,
  SMS_RESEND_INTERVAL_MS,
  smsRecipientQualifies,
  type SmsCodeType,
  AUTH_ERRORS,
} from '@salt/domain';
import { smsCodes, smsSends, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { unauthorized, appError } from '../../platform/errors';
import { sha256Hex } from '../../platform/auth/opaque-token';
import { safeEqual } from '../../platform/auth/basic-client';
import { phoneExists } from './user.service';
import { accountPolicy } from './account.policy';

const hashCode = (mobile: string, type: string, code: string) => sha256Hex(`${mobile}:${type}:${code}`);
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Midnight of the current day in UTC+8, as an instant. */
function startOfChinaDay(now: Date): Date {
  const shifted = now.getTime() + CHINA_OFFSET_MS;
  return new Date(shifted - (shifted % DAY_MS) - CHINA_OFFSET_MS);
}

/** Who asks: the client address (behind a proxy only with TRUST_PROXY) and the logged-in user, if any. */
export interface SmsRequester {
  address: string;
  userId: number | null;
}

/** Whether a code of `type` may be texted to `mobile`; throws for 'common' asked by the wrong person. */
async function shouldIssue(ctx: AppContext, mobile: string, type: SmsCodeType, userId: number | null) {
  if (type !== 'common') return smsRecipientQualifies(type, await phoneExists(ctx.db, mobile));
  if (userId === null) throw unauthorized();
  const [me] = await ctx.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId)).limit(1);
  await accountPolicy.authorize({ userId }, 'sms.toOwnPhone', { ownPhone: me?.phone ?? null, mobile });
  return true;
}

/**
 * Issues a 6-digit code. Limits, in order: one per mobile per 60 s and SMS_DAILY_LIMIT per China day, whatever
 * the type; config.smsAddressDailyLimit per client address per China day; config.smsHourlyBudget for the whole service.
 * All are counted from auth_sms_send under one advisory lock, so they hold across instances and races.
 * Register codes go only to numbers without an account, login and reset codes only to numbers with one; a
 * number that does not qualify gets the same answer and counts against the same limits, but no code is stored
 * and no text is sent, so this call never tells whether a number is registered. 'common' codes are for the
 * logged-in user's own number only (401 without a login, 403 for another number).
 */
export async function sendSmsCode(
  ctx: AppContext,
  mobile: string,
  type: SmsCodeType,
  requester: SmsRequester,
): Promise<void> {
  const issue = await shouldIssue(ctx, mobile, type, requester.userId);
  const now = ctx.clock.now();
  const dayStart = startOfChinaDay(now);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.transaction(async (tx) => {
    // Sends are rare; one lock for all of them keeps every count below exact.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sms:send'))`);
    const since = (from: Date) => sql`${smsSends.createdAt} >= ${from}`;
    const { rows } = await tx.execute<{
      last: Date | null;
      mobile_today: number;
      address_today: number;
      last_hour: number;
    }>(sql`
      select
        (select max(${smsSends.createdAt}) from ${smsSends}
          where ${smsSends.mobile} = ${mobile} and ${since(new Date(now.getTime() - DAY_MS))}) as last,
        (select count(*) from ${smsSends} where ${smsSends.mobile} = ${mobile} and ${since(dayStart)}) as mobile_today,
        (select count(*) from ${smsSends}
          where ${smsSends.address} = ${requester.address} and ${since(dayStart)}) as address_today,
        (select count(*) from ${smsSends} where ${since(new Date(now.getTime() - HOUR_MS))}) as last_hour`);
    const stats = rows[0];
    const last = stats?.last ? new Date(stats.last) : null;
    if (last && now.getTime() - last.getTime() < SMS_RESEND_INTERVAL_MS) throw appError(AUTH_ERRORS.smsTooFrequent);
    if (Number(stats?.mobile_today ?? 0) >= SMS_DAILY_LIMIT) throw appError(AUTH_ERRORS.smsDailyLimit);
    if (Number(stats?.address_today ?? 0) >= ctx.config.smsAddressDailyLimit)
      throw appError(AUTH_ERRORS.smsAddressDailyLimit);
    if (Number(stats?.last_hour ?? 0) >= ctx.config.smsHourlyBudget) throw appError(AUTH_ERRORS.smsBusy);
    await tx.delete(smsSends).where(lt(smsSends.createdAt, new Date(now.getTime() - 2 * DAY_MS)));
    await tx.insert(smsSends).values({ mobile, type, address: requester.address, issued: issue, createdAt: now });
    if (!issue) return;
    // A new code replaces any earlier one of the same kind.
    await tx
      .update(smsCodes)
      .set({ usedAt: now })
      .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.type, type), isNull(smsCodes.usedAt)));
    await tx.insert(smsCodes).values({
      mobile,
      type,
      codeHash: hashCode(mobile, type, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
    });
  });
  if (!issue) return;
  try {
    await ctx.sms.sendCode(mobile, code, type);
  } catch (err) {
    ctx.log.error({ err, mobile }, 'sms provider failed');
    throw appError(AUTH_ERRORS.smsSendFailed);
  }
}

/**
 * Consumes a code: single use, 5-minute life, at most 5 wrong tries (then the code is dead). The row lock
 * makes two simultaneous uses of one code impossible. `types`: the kinds this action accepts.
 */
export async function consumeSmsCode(
  ctx: AppContext,
  mobile: string,
  types: SmsCodeType[],
  code: string,
): Promise<void> {
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(smsCodes)
      .where(
        and(
          eq(smsCodes.mobile, mobile),
          inArray(smsCodes.type, types),
          isNull(smsCodes.usedAt),
          gt(smsCodes.expiresAt, now),
        ),
      )
      .orderBy(desc(smsCodes.createdAt))
      .limit(1)
      .for('update');
    if (!row) return 'invalid' as const;
    if (row.wrongTries >= SMS_MAX_WRONG_TRIES) return 'exhausted' as const;
    if (safeEqual(row.codeHash, hashCode(mobile, row.type, code))) {
      await tx.update(smsCodes).set({ usedAt: now }).where(eq(smsCodes.id, row.id));
      return 'ok' as const;
    }
    // After the fifth wrong try the code stays dead (even the right digits fail) until a new one is sent.
    await tx
      .update(smsCodes)
      .set({ wrongTries: row.wrongTries + 1 })
      .where(eq(smsCodes.id, row.id));
    return 'invalid' as const;
  });
  // A code worn out by wrong tries answers like a wrong one: a distinct answer would tell whether a number got a
  // code at all, i.e. whether it has an account (login and reset codes go only to registered numbers).
  if (outcome !== 'ok') throw appError(AUTH_ERRORS.smsCodeInvalid);
}
