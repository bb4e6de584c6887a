import { and, eq } from 'drizzle-orm';
import { COUPON_REJECTION_ERRORS, ORDER_ERRORS, couponDiscount, couponRejection } from '@salt/domain';
import type { Transaction } from '../../db/client';
import { couponTemplates, couponUsers } from '../../db/schema';
import { appError } from '../../platform/errors';

/**
 * A held coupon's life with an order, the only writes to shop_coupon_user outside claiming: unused → locked when
 * an order is created with it → used when the order is paid, or back to unused when the order closes unpaid. All
 * run inside the order's own transaction (the caller passes `tx`), so an order and its coupon never disagree.
 */

/**
 * Locks the user's unused coupon for an order being created and answers its discount on these lines. The row
 * lock stops one coupon paying for two orders created at once; the second sees it locked and is refused.
 */
export async function lockCoupon(
  tx: Transaction,
  userId: number,
  couponUserId: number,
  lines: { skuId: number; amountFen: number }[],
  now: Date,
): Promise<number> {
  const [row] = await tx
    .select({ cu: couponUsers, tpl: couponTemplates })
    .from(couponUsers)
    .innerJoin(couponTemplates, eq(couponTemplates.id, couponUsers.templateId))
    .where(and(eq(couponUsers.id, couponUserId), eq(couponUsers.userId, userId)))
    .for('update', { of: couponUsers });
  if (!row || row.cu.status !== 'unused') throw appError(ORDER_ERRORS.couponUnavailable);
  const rejection = couponRejection(row.tpl, lines, now);
  if (rejection) throw appError(COUPON_REJECTION_ERRORS[rejection]);
  await tx.update(couponUsers).set({ status: 'locked' }).where(eq(couponUsers.id, couponUserId));
  return couponDiscount(row.tpl, lines);
}

/** Ties a coupon locked by `lockCoupon` to the order created with it (known only once the order row exists). */
export async function attachCouponToOrder(tx: Transaction, couponUserId: number, orderId: number): Promise<void> {
  await tx.update(couponUsers).set({ orderId }).where(eq(couponUsers.id, couponUserId));
}

/** The order was paid: its locked coupon is spent. */
export async function useOrderCoupon(tx: Transaction, orderId: number, now: Date): Promise<void> {
  await tx
    .update(couponUsers)
    .set({ status: 'used', usedAt: now })
    .where(and(eq(couponUsers.orderId, orderId), eq(couponUsers.status, 'locked')));
}

/** The order closed: a coupon it still held locked is free again; a used one stays used (a refund keeps it spent). */
export async function releaseOrderCoupon(tx: Transaction, orderId: number): Promise<void> {
  await tx
    .update(couponUsers)
    .set({ status: 'unused', orderId: null })
    .where(and(eq(couponUsers.orderId, orderId), eq(couponUsers.status, 'locked')));
}
