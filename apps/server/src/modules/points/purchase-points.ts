import { and, eq } from 'drizzle-orm';
import { pointsTakenBack, purchasePoints } from '@salt/domain';
import type { Transaction } from '../../db/client';
import { pointsLedger, pointsShortfalls, users } from '../../db/schema';
import { grantPoints, ruleOf, spendPoints } from './ledger';

/*
 * 购课奖励: a paid purchase earns points per whole yuan (rule 'purchase', amount = points per yuan), once per order;
 * a refund takes back the refunded share of them, as far as the balance allows (it may not go negative): the
 * shortfall is written in the take-back row's remark, so staff can see what could not be recovered.
 */

export async function grantPurchasePoints(
  tx: Transaction,
  o: { userId: number; orderId: number; payFen: number; now: Date },
): Promise<void> {
  const rule = await ruleOf(tx, 'purchase');
  const amount = purchasePoints(o.payFen, rule.amount);
  if (amount <= 0) return;
  await grantPoints(tx, { userId: o.userId, rule: 'purchase', sourceKey: `order:${o.orderId}`, amount, now: o.now });
}

export async function takeBackPurchasePoints(
  tx: Transaction,
  r: { userId: number; orderId: number; paidFen: number; refundFen: number; sourceKey: string; now: Date },
): Promise<{ taken: number; shortfall: number }> {
  const [grant] = await tx
    .select({ amount: pointsLedger.amount })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, r.userId), eq(pointsLedger.bizKey, `purchase:order:${r.orderId}`)));
  if (!grant) return { taken: 0, shortfall: 0 };
  const [u] = await tx.select({ points: users.points }).from(users).where(eq(users.id, r.userId)).for('update');
  const { taken, shortfall } = pointsTakenBack(grant.amount, r.refundFen, r.paidFen, u?.points ?? 0);
  if (taken > 0)
    await spendPoints(tx, {
      userId: r.userId,
      amount: taken,
      ruleCode: 'purchaseRefund',
      bizKey: `purchaseRefund:${r.sourceKey}`,
      now: r.now,
      remark: shortfall > 0 ? `退费扣回购课奖励，余额不足，${shortfall} 盐值未扣回` : '退费扣回购课奖励',
    });
  if (shortfall > 0)
    await tx
      .insert(pointsShortfalls)
      .values({ userId: r.userId, sourceKey: r.sourceKey, amount: shortfall, createdAt: r.now })
      .onConflictDoNothing();
  return { taken, shortfall };
}
