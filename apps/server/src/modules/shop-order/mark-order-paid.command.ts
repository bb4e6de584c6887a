import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { couponUsers, groupBuys, groupMembers, orders } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { enrolForOrder } from '../learning';

/**
 * Moves an unpaid order to paid inside the caller's transaction: courses without materials are complete at
 * once ('3'), orders with materials wait for delivery ('1'). The coupon becomes used and a group counts the
 * member; the group completes when its last place is paid; the buyer is enrolled in the classes bought.
 * Returns false when the order was not unpaid.
 */
export async function markOrderPaid(
  _ctx: AppContext,
  tx: Transaction,
  orderId: number,
  payType: string,
  now: Date,
): Promise<boolean> {
  const [order] = await tx
    .update(orders)
    .set({
      status: sql`case when ${orders.needLogistics} then '1' else '3' end`,
      payType,
      paidAt: now,
      updatedAt: now,
    })
    .where(and(eq(orders.id, orderId), eq(orders.status, '0')))
    .returning({ id: orders.id, groupId: orders.groupId, userId: orders.userId });
  if (!order) return false;
  await tx
    .update(couponUsers)
    .set({ status: 'used', usedAt: now })
    .where(and(eq(couponUsers.orderId, orderId), eq(couponUsers.status, 'locked')));
  await enrolForOrder(tx, order.id, order.userId, now);
  if (order.groupId) {
    await tx.update(groupMembers).set({ paid: true }).where(eq(groupMembers.orderId, orderId));
    await tx
      .update(groupBuys)
      .set({
        joinedCount: sql`${groupBuys.joinedCount} + 1`,
        status: sql`case when ${groupBuys.joinedCount} + 1 >= ${groupBuys.memberNum} then '1' else ${groupBuys.status} end`,
        completedAt: sql`case when ${groupBuys.joinedCount} + 1 >= ${groupBuys.memberNum} then ${now.toISOString()}::timestamptz else null end`,
      })
      .where(and(eq(groupBuys.id, order.groupId), eq(groupBuys.status, '0')));
  }
  return true;
}
