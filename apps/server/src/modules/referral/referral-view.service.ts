import { count, desc, eq, sql } from 'drizzle-orm';
import {
  REFERRAL_ATTRIBUTION_DAYS,
  REFERRAL_CASH_REWARD_FEN,
  REFERRAL_STATUS_TEXT,
  maskedMobile,
  referralRulesText,
  type Page,
  type ReferralFriend,
  type ReferralPageQuery,
  type ReferralShare,
  type ReferralStatus,
} from '@salt/domain';
import { referralRewards, referrals, referralWithdrawals, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { ruleOf } from '../points';
import { maskedName, shareCodeOf } from './share-code.service';
import { settleReferrals } from './progress.service';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** /recommend: my code (made on first visit), what it has brought, the rules with today's figures. */
export async function referralShare(ctx: AppContext, userId: number): Promise<ReferralShare> {
  await settleReferrals(ctx, { referrerId: userId });
  const code = await shareCodeOf(ctx.db, userId);
  const [me] = await ctx.db
    .select({ realname: users.realname, nickname: users.nickname, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  const [byStatus] = await ctx.db
    .select({
      invited: count(),
      paid: sql<number>`count(*) filter (where ${referrals.status} in ('paid', 'rewarded'))::int`,
      rewarded: sql<number>`count(*) filter (where ${referrals.status} = 'rewarded')::int`,
    })
    .from(referrals)
    .where(eq(referrals.referrerId, userId));
  const [rewards] = await ctx.db
    .select({
      available: sql<number>`count(*) filter (where ${referralRewards.status} = 'available')::int`,
      points: sql<number>`coalesce(sum(${referralRewards.pointsAmount}) filter (where ${referralRewards.status} = 'received' and ${referralRewards.choice} = 'points'), 0)::int`,
    })
    .from(referralRewards)
    .where(eq(referralRewards.userId, userId));
  const [cash] = await ctx.db
    .select({ fen: sql<number>`coalesce(sum(${referralWithdrawals.amountFen}), 0)::int` })
    .from(referralWithdrawals)
    .where(sql`${referralWithdrawals.userId} = ${userId} and ${referralWithdrawals.status} = 'paid'`);
  const rule = await ruleOf(ctx.db, 'referral');
  const delayDays = Math.round((ctx.config.referralRewardDelayHours / 24) * 10) / 10;
  const figures = {
    pointsAmount: rule.amount,
    pointsEnabled: rule.enabled,
    cashFen: REFERRAL_CASH_REWARD_FEN,
    delayDays,
  };
  return {
    code,
    name: me?.realname || me?.nickname || maskedMobile(me?.phone ?? null) || '盐课堂学员',
    invited: byStatus?.invited ?? 0,
    paid: byStatus?.paid ?? 0,
    rewarded: byStatus?.rewarded ?? 0,
    available: rewards?.available ?? 0,
    pointsEarned: rewards?.points ?? 0,
    cashEarnedFen: cash?.fen ?? 0,
    rules: { ...figures, attributionDays: REFERRAL_ATTRIBUTION_DAYS, text: referralRulesText(figures) },
  };
}

/** /recommend/list: the friends I referred, newest first, masked. */
export async function friendPage(ctx: AppContext, userId: number, q: ReferralPageQuery): Promise<Page<ReferralFriend>> {
  await settleReferrals(ctx, { referrerId: userId });
  const where = eq(referrals.referrerId, userId);
  const [total] = await ctx.db.select({ n: count() }).from(referrals).where(where);
  const base = ctx.db
    .select({ r: referrals, u: { realname: users.realname, nickname: users.nickname, phone: users.phone } })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.refereeId))
    .where(where)
    .orderBy(desc(referrals.registeredAt), desc(referrals.id));
  const rows = q.size === -1 ? await base : await base.limit(q.size).offset((q.current - 1) * q.size);
  return {
    records: rows.map(({ r, u }) => {
      const status = r.status as ReferralStatus;
      return {
        id: r.id,
        name: maskedName(u),
        mobile: maskedMobile(r.refereePhone) ?? '****',
        registeredAt: r.registeredAt.toISOString(),
        status,
        statusText: REFERRAL_STATUS_TEXT[status],
        paidAt: iso(r.paidAt),
        rewardDueAt: status === 'paid' ? iso(r.rewardDueAt) : null,
      };
    }),
    total: total?.n ?? 0,
    current: q.current,
    size: q.size,
  };
}
