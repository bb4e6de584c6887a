import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import {
  CHINA_OFFSET_MS,
  MESSAGES,
  SERVER_MESSAGES,
  SMS_CODE_TTL_MS,
  SMS_DAILY_LIMIT,
  SMS_MAX_WRONG_TRIES,
  SMS_RESEND_INTERVAL_MS,
  type SmsCodeType,
} from '@salt/domain';
import { smsCodes } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { AppError, badRequest, conflict, tooManyRequests } from '../../platform/errors';
import { sha256Hex } from '../../platform/auth/opaque-token';
import { safeEqual } from '../../platform/auth/basic-client';
import { phoneExists } from '../account/user.service';

const hashCode = (mobile: string, type: string, code: string) => sha256Hex(`${mobile}:${type}:${code}`);

/** Midnight of the current day in UTC+8, as an instant. */
function startOfChinaDay(now: Date): Date {
  const shifted = now.getTime() + CHINA_OFFSET_MS;
  return new Date(shifted - (shifted % 86_400_000) - CHINA_OFFSET_MS);
}

/**
 * Issues a 6-digit code: one per mobile per 60 s and 10 per China day, whatever the type. An advisory lock per
 * mobile makes the limit hold when requests race. Login and reset codes only go to registered phones,
 * register codes only to new ones, so nobody is texted for nothing.
 */
export async function sendSmsCode(ctx: AppContext, mobile: string, type: SmsCodeType): Promise<void> {
  if (type === 'login' || type === 'reset') {
    if (!(await phoneExists(ctx.db, mobile))) throw badRequest(SERVER_MESSAGES.mobileNotRegistered);
  } else if (type === 'register') {
    if (await phoneExists(ctx.db, mobile)) throw conflict(MESSAGES.mobileExists);
  }
  const now = ctx.clock.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'sms:' + mobile}))`);
    const [stats] = await tx
      .select({
        last: sql<Date | null>`max(${smsCodes.createdAt})`,
        today: sql<number>`count(*) filter (where ${smsCodes.createdAt} >= ${startOfChinaDay(now)})`,
      })
      .from(smsCodes)
      .where(and(eq(smsCodes.mobile, mobile), gte(smsCodes.createdAt, new Date(now.getTime() - 86_400_000))));
    const last = stats?.last ? new Date(stats.last) : null;
    if (last && now.getTime() - last.getTime() < SMS_RESEND_INTERVAL_MS)
      throw tooManyRequests(SERVER_MESSAGES.smsTooFrequent);
    if (Number(stats?.today ?? 0) >= SMS_DAILY_LIMIT) throw tooManyRequests(SERVER_MESSAGES.smsDailyLimit);
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
  try {
    await ctx.sms.sendCode(mobile, code, type);
  } catch (err) {
    ctx.log.error({ err, mobile }, 'sms provider failed');
    throw new AppError(503, '短信发送失败，请稍后再试');
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
  if (outcome === 'exhausted') throw badRequest(SERVER_MESSAGES.smsTooManyTries);
  if (outcome === 'invalid') throw badRequest(SERVER_MESSAGES.smsCodeInvalid);
}
