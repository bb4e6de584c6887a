import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { REFERRAL_CASH_REWARD_FEN, referralRewardDueAt } from '@salt/domain';
import type { Transaction } from '../../db/client';
import { orders, referralRewards, referrals, referralWithdrawals, refundRequests, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { ruleOf, spendPoints } from '../points';

/*
 * Where a referral stands, moved forward by `settleReferrals` (the sweep job, and for one referrer whenever they
 * read their pages, so the pages are never behind): registered → paid when the friend's first paid order is found
 * (the reward is due a refund window after it); paid → rewarded when that is reached and the order was not
 * refunded (a reward to receive is made). A refund moves it back (`revokeReferralForOrder`).
 */

/** Orders that count as paid: paid, shipped, completed (not unpaid, not closed); 补差价 orders do not count. */
const PAID_STATUSES = ['1', '2', '3'];

export async function settleReferrals(ctx: AppContext, only?: { referrerId: number }): Promise<number> {
  const now = ctx.clock.now();
  const scope = only ? eq(referrals.referrerId, only.referrerId) : undefined;
  // registered → paid: the friend's earliest paid purchase order.
  const firstPaid = await ctx.db
    .selectDistinctOn([referrals.id], { id: referrals.id, orderId: orders.id, paidAt: orders.paidAt })
    .from(referrals)
    .innerJoin(orders, eq(orders.userId, referrals.refereeId))
    .where(
      and(
        scope,
        eq(referrals.status, 'registered'),
        eq(orders.kind, 'purchase'),
        inArray(orders.status, PAID_STATUSES),
        isNotNull(orders.paidAt),
        sql`not exists (select 1 from ${refundRequests} rr where rr.order_id = ${orders.id} and rr.status = 'refunded')`,
      ),
    )
    .orderBy(referrals.id, asc(orders.paidAt), asc(orders.id));
  let moved = 0;
  for (const f of firstPaid) {
    const due = referralRewardDueAt(f.paidAt!, ctx.config.referralRewardDelayHours);
    const done = await ctx.db
      .update(referrals)
      .set({ status: 'paid', orderId: f.orderId, paidAt: f.paidAt, rewardDueAt: due })
      .where(and(eq(referrals.id, f.id), eq(referrals.status, 'registered')))
      .returning({ id: referrals.id });
    moved += done.length;
  }
  // paid → rewarded: the window has passed and the order still stands.
  const due = await ctx.db
    .select({ id: referrals.id, referrerId: referrals.referrerId, orderId: referrals.orderId })
    .from(referrals)
    .where(and(scope, eq(referrals.status, 'paid'), lte(referrals.rewardDueAt, now)));
  for (const d of due) {
    moved += await ctx.db.transaction(async (tx) => {
      const [r] = await tx.select().from(referrals).where(eq(referrals.id, d.id)).for('update');
      if (!r || r.status !== 'paid') return 0;
      if (!(await orderStands(tx, r.orderId!))) {
        await backToRegistered(tx, r.id);
        return 0;
      }
      const rule = await ruleOf(tx, 'referral');
      await tx.update(referrals).set({ status: 'rewarded', rewardedAt: now }).where(eq(referrals.id, r.id));
      await tx
        .insert(referralRewards)
        .values({
          userId: r.referrerId,
          referralId: r.id,
          pointsAmount: rule.amount,
          cashFen: REFERRAL_CASH_REWARD_FEN,
          createdAt: now,
        })
        .onConflictDoNothing();
      return 1;
    });
  }
  return moved;
}

async function orderStands(tx: Transaction, orderId: number): Promise<boolean> {
  const [o] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        sql`not exists (select 1 from ${refundRequests} rr where rr.order_id = ${orders.id} and rr.status = 'refunded')`,
      ),
    );
  return o !== undefined && PAID_STATUSES.includes(o.status);
}

const backToRegistered = (tx: Transaction, id: number) =>
  tx
    .update(referrals)
    .set({ status: 'registered', orderId: null, paidAt: null, rewardDueAt: null })
    .where(eq(referrals.id, id));

/**
 * A refund (or a failed group's full refund) of a referred friend's order, in the refund's transaction: before the
 * reward, the referral waits for another paid order; after it, the reward is taken back: not yet received, it is
 * withdrawn; received as 盐值, they are taken back as far as the balance allows; as cash, a waiting withdrawal is
 * cancelled (one already paid out is noted for staff).
 */
export async function revokeReferralForOrder(tx: Transaction, o: { orderId: number; now: Date }): Promise<void> {
  const [r] = await tx.select().from(referrals).where(eq(referrals.orderId, o.orderId)).for('update');
  if (!r) return;
  if (r.status === 'paid') {
    await backToRegistered(tx, r.id);
    return;
  }
  if (r.status !== 'rewarded') return;
  await tx.update(referrals).set({ status: 'revoked', revokedAt: o.now }).where(eq(referrals.id, r.id));
  const [reward] = await tx.select().from(referralRewards).where(eq(referralRewards.referralId, r.id)).for('update');
  if (!reward || reward.status === 'revoked') return;
  let remark = '好友订单已退费，奖励已撤回';
  if (reward.status === 'received' && reward.choice === 'points') {
    const [u] = await tx.select({ points: users.points }).from(users).where(eq(users.id, reward.userId)).for('update');
    const taken = Math.min(reward.pointsAmount, Math.max(0, u?.points ?? 0));
    if (taken > 0)
      await spendPoints(tx, {
        userId: reward.userId,
        amount: taken,
        ruleCode: 'referralRevoke',
        bizKey: `referralRevoke:reward:${reward.id}`,
        now: o.now,
        remark:
          taken < reward.pointsAmount
            ? `推荐奖励撤回，余额不足，${reward.pointsAmount - taken} 盐值未扣回`
            : '推荐奖励撤回',
      });
    if (taken < reward.pointsAmount) remark = `好友订单已退费，已扣回 ${taken} 盐值（余额不足）`;
  }
  if (reward.status === 'received' && reward.choice === 'cash') {
    const cancelled = await tx
      .update(referralWithdrawals)
      .set({ status: 'cancelled', reviewedAt: o.now })
      .where(and(eq(referralWithdrawals.rewardId, reward.id), eq(referralWithdrawals.status, 'applied')))
      .returning({ id: referralWithdrawals.id });
    if (cancelled.length === 0) remark = '好友订单已退费，现金已打款，待工作人员追回';
  }
  await tx
    .update(referralRewards)
    .set({ status: 'revoked', revokedAt: o.now, remark })
    .where(eq(referralRewards.id, reward.id));
}
