import { and, eq } from 'drizzle-orm';
import { CLOSE_REASON_OF } from '@salt/domain';
import type { Transaction } from '../../db/client';
import { orderSeats } from '../../db/schema';
import { returnStock } from '../shop-catalogue';
import { moveOrder } from './move-order.command';

/**
 * What a refunded class gives back, inside the caller's transaction (退费): the buyer's seat in it (so they may buy
 * it again) and the class's place in stock (the catalogue owns stock). Only an active seat is released, so a
 * repeated call returns stock once.
 */
export async function releaseRefundedLine(tx: Transaction, line: { orderId: number; skuId: number }): Promise<void> {
  const released = await tx
    .update(orderSeats)
    .set({ active: false })
    .where(and(eq(orderSeats.orderId, line.orderId), eq(orderSeats.skuId, line.skuId), eq(orderSeats.active, true)))
    .returning({ id: orderSeats.id });
  if (released.length > 0) await returnStock(tx, line.skuId);
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
