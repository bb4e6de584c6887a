import { sql } from 'drizzle-orm';
import { ACTIVE_INTEGRAL_POINTS, chinaDay, type ActiveIntegralRule } from '@salt/domain';
import { pointsLedger, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';

/**
 * Awards the daily activity points once per user, rule and China day. The ledger's unique (user, bizKey)
 * decides the race: only the insert that lands adds to the balance, in the same transaction.
 */
export async function addActiveIntegral(
  ctx: AppContext,
  userId: number,
  ruleCode: ActiveIntegralRule,
  remark?: string,
) {
  const day = chinaDay(ctx.clock.now().getTime());
  const amount = ACTIVE_INTEGRAL_POINTS[ruleCode];
  return ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(pointsLedger)
      .values({ userId, amount, ruleCode, bizKey: `active:${ruleCode}:${day}`, remark: remark ?? null })
      .onConflictDoNothing()
      .returning({ id: pointsLedger.id });
    if (inserted.length === 0) {
      const [u] = await tx
        .select({ points: users.points })
        .from(users)
        .where(sql`${users.id} = ${userId}`);
      return { added: false, amount: 0, points: u?.points ?? 0 };
    }
    const [u] = await tx
      .update(users)
      .set({ points: sql`${users.points} + ${amount}` })
      .where(sql`${users.id} = ${userId}`)
      .returning({ points: users.points });
    return { added: true, amount, points: u?.points ?? 0 };
  });
}
