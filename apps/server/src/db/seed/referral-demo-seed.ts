import { eq } from 'drizzle-orm';
import { REFERRAL_CASH_REWARD_FEN } from '@salt/domain';
import type { Database } from '../client';
import { referralRewards, referrals, referralWithdrawals, users } from '../schema';
import { createUser } from '../../modules/account';
import { grantPoints } from '../../modules/points';
import { shareCodeOf } from '../../modules/referral';
import { AppError } from '../../platform/errors';

const DAY = 86_400_000;

/**
 * The demo student's 推荐有礼: five classmates' families they brought, at every stage — one just registered, one
 * whose reward is waiting to be received, one received as 盐值, one as cash paid out, one as cash waiting for staff
 * (so the console's 推荐提现 has work). Idempotent: friends are found again by username.
 */
const FRIENDS = [
  { username: 'demo_ref_li', realname: '李子涵', phone: '13900001101', registeredDaysAgo: 3, reward: null },
  { username: 'demo_ref_liu', realname: '刘思远', phone: '13900001102', registeredDaysAgo: 16, reward: 'available' },
  { username: 'demo_ref_chen', realname: '陈一诺', phone: '13900001103', registeredDaysAgo: 41, reward: 'points' },
  { username: 'demo_ref_zhao', realname: '赵梓萱', phone: '13900001104', registeredDaysAgo: 58, reward: 'cashPaid' },
  { username: 'demo_ref_sun', realname: '孙浩然', phone: '13900001105', registeredDaysAgo: 24, reward: 'cashApplied' },
] as const;

async function friendId(db: Database, f: (typeof FRIENDS)[number]): Promise<number | null> {
  const [have] = await db.select({ id: users.id }).from(users).where(eq(users.username, f.username));
  if (have) return null; // seeded before: leave it as it is now
  try {
    return (
      await createUser(db, { username: f.username, phone: f.phone, password: 'Friend1234', realname: f.realname })
    ).id;
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 409) return null; // the phone was registered for real
    throw err;
  }
}

export async function seedReferralDemo(db: Database, now: Date = new Date()): Promise<void> {
  const [student] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'student'));
  if (!student) return;
  const code = await shareCodeOf(db, student.id);
  for (const f of FRIENDS) {
    const id = await friendId(db, f);
    if (id === null) continue;
    const registeredAt = new Date(now.getTime() - f.registeredDaysAgo * DAY);
    const paidAt = new Date(registeredAt.getTime() + 2 * DAY);
    const rewardedAt = new Date(paidAt.getTime() + 7 * DAY);
    const [r] = await db
      .insert(referrals)
      .values({
        referrerId: student.id,
        refereeId: id,
        refereePhone: f.phone,
        code,
        touchedAt: new Date(registeredAt.getTime() - 3_600_000),
        registeredAt,
        ...(f.reward ? { status: 'rewarded', paidAt, rewardDueAt: rewardedAt, rewardedAt } : {}),
      })
      .onConflictDoNothing()
      .returning();
    if (!r || !f.reward) continue;
    const receivedAt = new Date(rewardedAt.getTime() + DAY);
    const received = f.reward !== 'available';
    const choice = f.reward === 'points' ? 'points' : f.reward === 'available' ? null : 'cash';
    const [reward] = await db
      .insert(referralRewards)
      .values({
        userId: student.id,
        referralId: r.id,
        status: received ? 'received' : 'available',
        pointsAmount: 200,
        cashFen: REFERRAL_CASH_REWARD_FEN,
        choice,
        createdAt: rewardedAt,
        receivedAt: received ? receivedAt : null,
      })
      .returning();
    if (f.reward === 'points')
      await grantPoints(db, {
        userId: student.id,
        rule: 'referral',
        sourceKey: `reward:${reward!.id}`,
        amount: 200,
        now: receivedAt,
        remark: '推荐好友奖励',
      });
    if (f.reward === 'cashPaid' || f.reward === 'cashApplied')
      await db.insert(referralWithdrawals).values({
        userId: student.id,
        rewardId: reward!.id,
        amountFen: REFERRAL_CASH_REWARD_FEN,
        status: f.reward === 'cashPaid' ? 'paid' : 'applied',
        payeeName: '王建国',
        payeeAccount: '13800138000',
        createdAt: receivedAt,
        reviewedAt: f.reward === 'cashPaid' ? new Date(receivedAt.getTime() + 2 * DAY) : null,
      });
  }
}
