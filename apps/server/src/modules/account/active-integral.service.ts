import { chinaDay, type ActiveIntegralRule } from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { grantPoints } from '../points';

/**
 * Awards the daily activity points once per user, rule and China day through the points ledger (its unique
 * (user, biz_key) decides a race: only the row that lands moves the balance).
 */
export async function addActiveIntegral(
  ctx: AppContext,
  userId: number,
  ruleCode: ActiveIntegralRule,
  remark?: string,
) {
  const now = ctx.clock.now();
  const r = await grantPoints(ctx.db, {
    userId,
    rule: ruleCode,
    sourceKey: chinaDay(now.getTime()),
    now,
    remark: remark ?? null,
  });
  return { added: r.granted, amount: r.amount, points: r.balance };
}
