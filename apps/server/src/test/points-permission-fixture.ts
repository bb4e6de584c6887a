import { eq } from 'drizzle-orm';
import { pointsExchanges, userAddresses } from '../db/schema';
import { exchangeGoods } from '../modules/points';
import type { TestApp } from './test-app';
import { givePoints, pointsGoodsFactory } from './points-factories';

/**
 * 盐值商城 rows of the permission matrix: a virtual item everyone may exchange (`fund` tops a caller up first), a
 * posted item, and the pupil's exchanges: `toShip()` and `shipped()` make a fresh one for each cancel, receive or
 * ship call; `goods()` a fresh item at version 1 for each console edit.
 */
export async function pointsPermissionFixture(t: TestApp, pupilId: number) {
  const db = t.ctx.db;
  const virtual = await pointsGoodsFactory(db, { kind: 'virtual', pointsCost: 1, stock: 100_000 });
  const physical = await pointsGoodsFactory(db, { kind: 'physical', pointsCost: 1, stock: 100_000 });
  // Not the default: the matrix's pupil has one already.
  const [address] = await db
    .insert(userAddresses)
    .values({
      userId: pupilId,
      receiverName: '王建国',
      mobile: '13800000004',
      province: '北京市',
      city: '北京市',
      district: '海淀区',
      detail: '中关村大街1号',
      isDefault: false,
    })
    .returning();
  const fund = (userId: number) => givePoints(db, userId, 10);
  const toShip = async () => {
    await fund(pupilId);
    return (await exchangeGoods(t.ctx, pupilId, { goodsId: physical.id, quantity: 1, addressId: address!.id }, null))
      .id;
  };
  const shipped = async () => {
    const id = await toShip();
    await db
      .update(pointsExchanges)
      .set({ status: 'shipped', shippedAt: new Date(), logisticsCompany: '顺丰', trackingNo: 'SF1' })
      .where(eq(pointsExchanges.id, id));
    return id;
  };
  const goods = async () => (await pointsGoodsFactory(db)).id;
  return { virtualGoodsId: virtual.id, exchangeId: await toShip(), fund, toShip, shipped, goods };
}
