import { couponTemplates, pointsGoods } from '../db/schema';
import type { Database } from '../db/client';
import { creditPoints } from '../modules/points';

let seq = 0;

/** A mall item, on the shelf, 100 in stock at 100 points unless told. */
export async function pointsGoodsFactory(db: Database, o: Partial<typeof pointsGoods.$inferInsert> = {}) {
  seq += 1;
  const [row] = await db
    .insert(pointsGoods)
    .values({
      kind: 'virtual',
      title: `测试商品${seq}`,
      category: '课程',
      pointsCost: 100,
      stock: 100,
      ...o,
    })
    .returning();
  return row!;
}

/** A coupon template the mall can issue (not claimable on the coupon page, room for 1000). */
export async function mallCouponTemplate(db: Database, o: Partial<typeof couponTemplates.$inferInsert> = {}) {
  const [tpl] = await db
    .insert(couponTemplates)
    .values({
      name: '盐值兑换券20元',
      amountFen: 2000,
      thresholdFen: 10000,
      totalQuantity: 1000,
      claimable: false,
      validFrom: new Date(Date.now() - 86_400_000),
      validTo: new Date(Date.now() + 90 * 86_400_000),
      ...o,
    })
    .returning();
  return tpl!;
}

/** Gives a user points through the ledger (a staff adjustment row). */
export async function givePoints(db: Database, userId: number, amount: number): Promise<void> {
  seq += 1;
  await db.transaction((tx) =>
    creditPoints(tx, { userId, amount, ruleCode: 'adjust', bizKey: `test:${process.pid}:${seq}`, now: new Date() }),
  );
}
