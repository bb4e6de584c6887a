import { and, count, desc, eq, inArray } from 'drizzle-orm';
import {
  REFERRAL_ERRORS,
  type Page,
  type ReferralPageQuery,
  type ReferralReceiveRequest,
  type ReferralReceiveResult,
  type ReferralReward,
} from '@salt/domain';
import type { Database, Transaction } from '../../db/client';
import { referralRewards, referrals, referralWithdrawals, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { grantPoints, ruleOf } from '../points';
import { maskedName } from './share-code.service';
import { withdrawalOf } from './withdrawal.service';
import { settleReferrals } from './progress.service';

type Db = Database | Transaction;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function rewardsOf(
  db: Db,
  userId: number,
  o: { ids?: number[]; page?: ReferralPageQuery } = {},
): Promise<ReferralReward[]> {
  const query = db
    .select({
      reward: referralRewards,
      friend: { realname: users.realname, nickname: users.nickname, phone: users.phone },
    })
    .from(referralRewards)
    .innerJoin(referrals, eq(referrals.id, referralRewards.referralId))
    .innerJoin(users, eq(users.id, referrals.refereeId))
    .where(and(eq(referralRewards.userId, userId), o.ids ? inArray(referralRewards.id, o.ids) : undefined))
    .orderBy(desc(referralRewards.createdAt), desc(referralRewards.id));
  const p = o.page;
  const rows = !p || p.size === -1 ? await query : await query.limit(p.size).offset((p.current - 1) * p.size);
  if (rows.length === 0) return [];
  const withdrawals = await db
    .select()
    .from(referralWithdrawals)
    .where(
      inArray(
        referralWithdrawals.rewardId,
        rows.map((r) => r.reward.id),
      ),
    )
    .orderBy(desc(referralWithdrawals.id));
  const rule = await ruleOf(db, 'referral');
  return rows.map(({ reward: w, friend }) => {
    const last = withdrawals.find((x) => x.rewardId === w.id);
    return {
      id: w.id,
      friendName: maskedName(friend),
      status: w.status as ReferralReward['status'],
      pointsAmount: w.pointsAmount,
      pointsEnabled: rule.enabled && w.pointsAmount > 0,
      cashFen: w.cashFen,
      choice: (w.choice as ReferralReward['choice']) ?? null,
      createdAt: w.createdAt.toISOString(),
      receivedAt: iso(w.receivedAt),
      revokedAt: iso(w.revokedAt),
      remark: w.remark,
      withdrawal: last ? withdrawalOf(last) : null,
    };
  });
}

/** 我的奖励, newest first (a page of them; `size` -1 is all). */
export async function rewardPage(ctx: AppContext, userId: number, q: ReferralPageQuery): Promise<Page<ReferralReward>> {
  await settleReferrals(ctx, { referrerId: userId });
  const [total] = await ctx.db.select({ n: count() }).from(referralRewards).where(eq(referralRewards.userId, userId));
  const records = await rewardsOf(ctx.db, userId, { page: q });
  return { records, total: total?.n ?? 0, current: q.current, size: q.size };
}

/**
 * 领取 a reward, once (the row is locked; a second click finds it received): 盐值 through the `referral` rule
 * (source: the reward), or cash as a withdrawal request for staff, which needs a payee.
 */
export async function receiveReward(
  ctx: AppContext,
  userId: number,
  rewardId: number,
  body: ReferralReceiveRequest,
): Promise<ReferralReceiveResult> {
  const now = ctx.clock.now();
  const payeeName = body.payeeName?.trim();
  const payeeAccount = body.payeeAccount?.trim();
  if (body.choice === 'cash' && (!payeeName || !payeeAccount)) throw appError(REFERRAL_ERRORS.payeeRequired);
  return ctx.db.transaction(async (tx) => {
    const [w] = await tx
      .select()
      .from(referralRewards)
      .where(and(eq(referralRewards.id, rewardId), eq(referralRewards.userId, userId)))
      .for('update');
    if (!w) throw appError(REFERRAL_ERRORS.rewardNotFound);
    if (w.status !== 'available') throw appError(REFERRAL_ERRORS.rewardNotAvailable);
    let balance: number | null = null;
    if (body.choice === 'points') {
      const rule = await ruleOf(tx, 'referral');
      if (!rule.enabled || w.pointsAmount <= 0) throw appError(REFERRAL_ERRORS.pointsOff);
      const g = await grantPoints(tx, {
        userId,
        rule: 'referral',
        sourceKey: `reward:${w.id}`,
        amount: w.pointsAmount,
        now,
        remark: '推荐好友奖励',
      });
      balance = g.balance;
    } else {
      await tx.insert(referralWithdrawals).values({
        userId,
        rewardId: w.id,
        amountFen: w.cashFen,
        payeeName: payeeName!,
        payeeAccount: payeeAccount!,
        createdAt: now,
      });
    }
    await tx
      .update(referralRewards)
      .set({ status: 'received', choice: body.choice, receivedAt: now, remark: null })
      .where(eq(referralRewards.id, w.id));
    const [reward] = await rewardsOf(tx, userId, { ids: [w.id] });
    return { reward: reward!, balance };
  });
}
