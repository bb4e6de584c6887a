import { and, eq } from 'drizzle-orm';
import { CLOSE_REASON_OF, type CloseEvent } from '@salt/domain';
import type { Transaction } from '../../db/client';
import { orderItems, orderSeats } from '../../db/schema';
import { endEnrolmentsForOrder } from '../learning';
import { takeBackPurchasePoints } from '../points';
import { revokeReferralForOrder } from '../referral';
import { returnStock } from '../shop-catalogue';
import { releaseOrderCoupon } from '../shop-coupon';
import { moveOrder } from './move-order.command';

/**
 * Closes an order inside the caller's transaction and gives back what it held: seats return to stock (catalogue),
 * the seat rows stop blocking a new purchase, a locked coupon is free again (coupon module; a used one stays used
 * on refund), a refunded order's enrolments end (learning). The event decides which statuses may close
 * (`orderTransition`), so two sweeps or a sweep and a payment never both act. False when the event was refused.
 */
export async function closeOrder(tx: Transaction, orderId: number, event: CloseEvent, now: Date): Promise<boolean> {
  const closed = await moveOrder(tx, orderId, event, {
    closeReason: CLOSE_REASON_OF[event],
    closedAt: now,
    updatedAt: now,
  });
  if (!closed) return false;
  // A 补差价 order held no seat: nothing goes back to stock (its 调班 stays owed, shown to the pupil and staff).
  if (closed.kind === 'supplement') return true;
  const items = await tx.select({ skuId: orderItems.skuId }).from(orderItems).where(eq(orderItems.orderId, orderId));
  for (const item of items) await returnStock(tx, item.skuId);
  await tx
    .update(orderSeats)
    .set({ active: false })
    .where(and(eq(orderSeats.orderId, orderId), eq(orderSeats.active, true)));
  if (event === 'group-fail') {
    await endEnrolmentsForOrder(tx, orderId, CLOSE_REASON_OF[event], now);
    // The whole payment goes back: so do the purchase's 盐值 (as far as the balance allows).
    await takeBackPurchasePoints(tx, {
      userId: closed.userId,
      orderId,
      paidFen: closed.payFen,
      refundFen: closed.payFen,
      sourceKey: `groupFail:${orderId}`,
      now,
    });
    await revokeReferralForOrder(tx, { orderId, now });
  }
  await releaseOrderCoupon(tx, orderId);
  return true;
}
