import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  REFERRAL_ERRORS,
  REFERRAL_WITHDRAWAL_STATUS_TEXT,
  rewardAfterWithdrawal,
  type ConsoleReferralReviewRequest,
  type ConsoleReferralWithdrawal,
  type ConsoleReferralWithdrawalQuery,
  type Page,
  type ReferralPageQuery,
  type ReferralWithdrawal,
  type ReferralWithdrawalStatus,
} from '@salt/domain';
import { referralRewards, referrals, referralWithdrawals, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import type { Actor } from '../../platform/auth/actor';
import { appError } from '../../platform/errors';
import { recordAudit } from '../console';
import { maskedName } from './share-code.service';

type WithdrawalRow = typeof referralWithdrawals.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** All but the last 4 characters hidden: the pupil recognises their account, a screenshot does not give it away. */
const maskedAccount = (a: string) => (a.length <= 4 ? a : `${'*'.repeat(Math.min(6, a.length - 4))}${a.slice(-4)}`);

export function withdrawalOf(w: WithdrawalRow): ReferralWithdrawal {
  const status = w.status as ReferralWithdrawalStatus;
  return {
    id: w.id,
    rewardId: w.rewardId,
    amountFen: w.amountFen,
    status,
    statusText: REFERRAL_WITHDRAWAL_STATUS_TEXT[status],
    payeeName: w.payeeName,
    payeeAccount: maskedAccount(w.payeeAccount),
    createdAt: w.createdAt.toISOString(),
    reviewedAt: iso(w.reviewedAt),
    rejectReason: w.rejectReason,
  };
}

/** 提现记录: the pupil's cash withdrawals, newest first. */
export async function withdrawalPage(
  ctx: AppContext,
  userId: number,
  q: ReferralPageQuery,
): Promise<Page<ReferralWithdrawal>> {
  const where = eq(referralWithdrawals.userId, userId);
  const [total] = await ctx.db.select({ n: count() }).from(referralWithdrawals).where(where);
  const base = ctx.db.select().from(referralWithdrawals).where(where).orderBy(desc(referralWithdrawals.id));
  const rows = q.size === -1 ? await base : await base.limit(q.size).offset((q.current - 1) * q.size);
  return { records: rows.map(withdrawalOf), total: total?.n ?? 0, current: q.current, size: q.size };
}

const friend = alias(users, 'friend');
const reviewer = alias(users, 'reviewer');

/** The console's list: by status (default 审核中), oldest waiting first so none is forgotten; others newest first. */
export async function consoleWithdrawalPage(
  ctx: AppContext,
  q: ConsoleReferralWithdrawalQuery,
): Promise<Page<ConsoleReferralWithdrawal>> {
  const status = q.status ?? 'applied';
  const where = eq(referralWithdrawals.status, status);
  const [total] = await ctx.db.select({ n: count() }).from(referralWithdrawals).where(where);
  const base = ctx.db
    .select({
      w: referralWithdrawals,
      user: {
        id: users.id,
        realname: users.realname,
        nickname: users.nickname,
        username: users.username,
        phone: users.phone,
      },
      friend: { realname: friend.realname, nickname: friend.nickname, phone: friend.phone },
      reviewer: { realname: reviewer.realname, username: reviewer.username },
    })
    .from(referralWithdrawals)
    .innerJoin(users, eq(users.id, referralWithdrawals.userId))
    .innerJoin(referralRewards, eq(referralRewards.id, referralWithdrawals.rewardId))
    .innerJoin(referrals, eq(referrals.id, referralRewards.referralId))
    .innerJoin(friend, eq(friend.id, referrals.refereeId))
    .leftJoin(reviewer, eq(reviewer.id, referralWithdrawals.reviewerId))
    .where(where)
    .orderBy(status === 'applied' ? referralWithdrawals.id : desc(referralWithdrawals.id));
  const rows = q.size === -1 ? await base : await base.limit(q.size).offset((q.current - 1) * q.size);
  return {
    records: rows.map((r) => ({
      ...withdrawalOf(r.w),
      payeeAccount: r.w.payeeAccount,
      user: { id: r.user.id, name: r.user.realname || r.user.nickname || r.user.username, mobile: r.user.phone },
      friendName: maskedName(r.friend),
      reviewerName: r.reviewer ? r.reviewer.realname || r.reviewer.username : null,
    })),
    total: total?.n ?? 0,
    current: q.current,
    size: q.size,
  };
}

/**
 * 审核 a waiting withdrawal, once: 已打款 (staff paid it out), or 驳回 with a reason, which gives the reward back to
 * choose again. Audited in the same transaction.
 */
export async function reviewWithdrawal(
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: ConsoleReferralReviewRequest,
): Promise<ReferralWithdrawal> {
  const reason = body.reason?.trim();
  if (!body.approve && !reason) throw appError(REFERRAL_ERRORS.rejectReasonRequired);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [w] = await tx.select().from(referralWithdrawals).where(eq(referralWithdrawals.id, id)).for('update');
    if (!w) throw appError(REFERRAL_ERRORS.withdrawalNotFound);
    if (w.status !== 'applied') throw appError(REFERRAL_ERRORS.withdrawalDone);
    const [after] = await tx
      .update(referralWithdrawals)
      .set({
        status: body.approve ? 'paid' : 'rejected',
        reviewedAt: now,
        reviewerId: actor.userId,
        rejectReason: body.approve ? null : reason!,
      })
      .where(eq(referralWithdrawals.id, id))
      .returning();
    if (!body.approve)
      await tx
        .update(referralRewards)
        .set({
          status: rewardAfterWithdrawal('rejected'),
          choice: null,
          receivedAt: null,
          remark: `提现被驳回：${reason}`.slice(0, 200),
        })
        .where(and(eq(referralRewards.id, w.rewardId), eq(referralRewards.status, 'received')));
    await recordAudit(tx, actor, {
      action: body.approve ? 'referralWithdrawal.pay' : 'referralWithdrawal.reject',
      entity: 'referralWithdrawal',
      entityId: id,
      before: { status: w.status },
      after: { status: after!.status, amountFen: w.amountFen, rejectReason: after!.rejectReason },
    });
    return withdrawalOf(after!);
  });
}
