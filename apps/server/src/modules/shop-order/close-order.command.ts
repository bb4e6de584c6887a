import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { orderItems, orderSeats, orders, couponUsers, skus } from '../../db/schema';
import { endEnrolmentsForOrder } from '../learning';

export type CloseReason = 'timeout' | 'cancel' | 'refund';

/**
 * Closes an order inside the caller's transaction and gives back what it held: seats return to stock, the
 * seat rows stop blocking a new purchase, a locked coupon is free again (a used one stays used on refund).
 * `fromStatuses` guards the transition, so two sweeps or a sweep and a payment never both act.
 */
export async function closeOrder(
  tx: Transaction,
  orderId: number,
  reason: CloseReason,
  now: Date,
  fromStatuses: string[] = ['0'],
): Promise<boolean> {
  const [closed] = await tx
    .update(orders)
    .set({ status: '5', closeReason: reason, closedAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), inArray(orders.status, fromStatuses)))
    .returning({ id: orders.id });
  if (!closed) return false;
  const items = await tx.select({ skuId: orderItems.skuId }).from(orderItems).where(eq(orderItems.orderId, orderId));
  for (const item of items) {
    await tx
      .update(skus)
      .set({ stock: sql`${skus.stock} + 1`, sold: sql`greatest(${skus.sold} - 1, 0)` })
      .where(eq(skus.id, item.skuId));
  }
  await tx
    .update(orderSeats)
    .set({ active: false })
    .where(and(eq(orderSeats.orderId, orderId), eq(orderSeats.active, true)));
  if (reason === 'refund') await endEnrolmentsForOrder(tx, orderId, 'refund', now);
  await tx
    .update(couponUsers)
    .set({ status: 'unused', orderId: null })
    .where(and(eq(couponUsers.orderId, orderId), eq(couponUsers.status, 'locked')));
  return true;
}
