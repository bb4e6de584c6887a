import { CHINA_OFFSET_MS, PHONE_EXIST_PER_DAY, PHONE_EXIST_PER_MINUTE } from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { tooManyRequests } from '../../platform/errors';
import { hitRateCounter } from '../../platform/rate-counter';
import { phoneExists } from './user.service';

/**
 * 'Phone exists' for the register form (spec: '手机号已存在' on blur). It tells anyone whether a number has an
 * account, which the SMS send call no longer does, so it is the one place left to sweep number ranges: a tight
 * per-address limit per minute and per China day, shared by every instance, keeps that slow.
 */
export async function phoneExistsLimited(ctx: AppContext, phone: string, address: string): Promise<boolean> {
  const now = ctx.clock.now();
  const minute = await hitRateCounter(ctx.db, `phone-exist:minute:${address}`, 60_000, now);
  const day = await hitRateCounter(ctx.db, `phone-exist:day:${address}`, 86_400_000, now, CHINA_OFFSET_MS);
  if (minute > PHONE_EXIST_PER_MINUTE || day > PHONE_EXIST_PER_DAY) throw tooManyRequests();
  return phoneExists(ctx.db, phone);
}
