import { and, count, eq, isNull } from 'drizzle-orm';
import { CLOSE_REASON_OF } from '@salt/domain';
import type { Transaction } from '../../db/client';
import { orderItems, orderSeats, orders } from '../../db/schema';
import { returnStock } from '../shop-catalogue';
import { moveOrder } from './move-order.command';

/**
 * What a refunded class gives back, inside the caller's transaction (退费): the buyer's seat in it (so they may buy
 * it again) and the class's place in stock (the catalogue owns stock). Only an active seat is released, so a
 * repeated call returns stock once. The line is marked refunded, so its materials are not posted any more
 * (`shipOrder` skips it), and an order still waiting for parcels settles its delivery.
 */
export async function releaseRefundedLine(
  tx: Transaction,
  line: { orderId: number; skuId: number; orderItemId: number },
  now: Date,
): Promise<void> {
  const released = await tx
    .update(orderSeats)
    .set({ active: false })
    .where(and(eq(orderSeats.orderId, line.orderId), eq(orderSeats.skuId, line.skuId), eq(orderSeats.active, true)))
    .returning({ id: orderSeats.id });
  if (released.length > 0) await returnStock(tx, line.skuId);
  await tx
    .update(orderItems)
    .set({ refundedAt: now })
    .where(and(eq(orderItems.id, line.orderItemId), isNull(orderItems.refundedAt)));
  await settleDeliveryAfterRefund(tx, line.orderId, now);
}

/**
 * A paid order waiting for parcels whose refunded lines took the last materials still to post: when some were
 * posted it is shipped (shown 待收货), when none were it is complete (its classes need no parcel). Otherwise, or
 * when the order is not waiting for parcels, nothing changes.
 */
async function settleDeliveryAfterRefund(tx: Transaction, orderId: number, now: Date): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order?.needLogistics || order.status !== '1') return;
  const lines = await tx
    .select({ shipped: orderItems.shipped, refunded: orderItems.refundedAt, n: count() })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.needLogistics, true)))
    .groupBy(orderItems.shipped, orderItems.refundedAt);
  const toPost = lines.some((l) => !l.shipped && l.refunded === null);
  if (toPost) return;
  if (lines.some((l) => l.shipped)) await moveOrder(tx, orderId, 'ship', { deliveryStatus: 'all', updatedAt: now });
  else await moveOrder(tx, orderId, 'nothing-to-post', { updatedAt: now });
}

/** Every line of a paid order was refunded: the order closes as refunded (display 已退款). False when refused. */
export async function closeRefundedOrder(tx: Transaction, orderId: number, now: Date): Promise<boolean> {
  const moved = await moveOrder(tx, orderId, 'refund', {
    closeReason: CLOSE_REASON_OF.refund,
    closedAt: now,
    updatedAt: now,
  });
  return moved !== null;
}
