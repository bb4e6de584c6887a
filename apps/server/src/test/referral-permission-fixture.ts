import { referralRewards, referrals, referralWithdrawals } from '../db/schema';
import type { TestApp } from './test-app';
import { userFactory } from './factories';
import { shareCodeOf } from '../modules/referral';

/**
 * 推荐有礼 rows of the permission matrix: `reward()` makes the pupil a fresh reward to receive (a new friend each
 * call), `withdrawal()` a fresh waiting cash withdrawal of the pupil's for each review call.
 */
export async function referralPermissionFixture(t: TestApp, pupilId: number) {
  const db = t.ctx.db;
  const reward = async () => {
    const friend = await userFactory(db);
    const [r] = await db
      .insert(referrals)
      .values({
        referrerId: pupilId,
        refereeId: friend.id,
        refereePhone: friend.phone,
        code: 'MATRIX22',
        touchedAt: new Date(),
        registeredAt: new Date(),
        status: 'rewarded',
        rewardedAt: new Date(),
      })
      .returning();
    const [w] = await db
      .insert(referralRewards)
      .values({ userId: pupilId, referralId: r!.id, pointsAmount: 200, cashFen: 2000 })
      .returning();
    return w!.id;
  };
  const withdrawal = async () => {
    const rewardId = await reward();
    const [w] = await db
      .insert(referralWithdrawals)
      .values({ userId: pupilId, rewardId, amountFen: 2000, payeeName: '王建国', payeeAccount: '13800001234' })
      .returning();
    return w!.id;
  };
  return { code: await shareCodeOf(db, pupilId), reward, withdrawal };
}
