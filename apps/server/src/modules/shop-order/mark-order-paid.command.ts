import { and, eq, sql } from 'drizzle-orm';
import { GROUP_STATUS, payEventOf } from '@salt/domain';
import type { Transaction } from '../../db/client';
import { groupBuys, groupMembers } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { settleSupplementOrder } from '../class-change';
import { enrolForOrder } from '../learning';
import { grantPurchasePoints } from '../points';
import { useOrderCoupon } from '../shop-coupon';
import { moveOrder } from './move-order.command';

/**
 * Moves an unpaid order to paid inside the caller's transaction: courses without materials are complete at
 * once ('pay-digital'), orders with materials wait for delivery ('pay'). The coupon becomes used (coupon module)
 * and a group counts the member; the group completes when its last place is paid; the buyer is enrolled in the
 * classes bought (learning); a 补差价 order only settles its 调班 (class-change). Returns false when the order was not unpaid.
 */
export async function markOrderPaid(
  _ctx: AppContext,
  tx: Transaction,
  orderId: number,
  payType: string,
  now: Date,
): Promise<boolean> {
  const order = await moveOrder(tx, orderId, (o) => payEventOf(o.needLogistics), {
    payType,
    paidAt: now,
    updatedAt: now,
  });
  if (!order) return false;
  // A 补差价 order settles its 调班 (the pupil was moved at approval): nothing to enrol, no coupon, no group.
  if (order.kind === 'supplement') {
    await settleSupplementOrder(tx, orderId, now);
    return true;
  }
  await useOrderCoupon(tx, orderId, now);
  await enrolForOrder(tx, order.id, order.userId, now);
  // 盐值 per whole yuan paid (rule 'purchase'), once per order.
  await grantPurchasePoints(tx, { userId: order.userId, orderId: order.id, payFen: order.payFen, now });
  if (order.groupId) {
    await tx.update(groupMembers).set({ paid: true }).where(eq(groupMembers.orderId, orderId));
    await tx
      .update(groupBuys)
      .set({
        joinedCount: sql`${groupBuys.joinedCount} + 1`,
        status: sql`case when ${groupBuys.joinedCount} + 1 >= ${groupBuys.memberNum} then ${GROUP_STATUS.complete} else ${groupBuys.status} end`,
        completedAt: sql`case when ${groupBuys.joinedCount} + 1 >= ${groupBuys.memberNum} then ${now.toISOString()}::timestamptz else null end`,
      })
      .where(and(eq(groupBuys.id, order.groupId), eq(groupBuys.status, GROUP_STATUS.forming)));
  }
  return true;
}
