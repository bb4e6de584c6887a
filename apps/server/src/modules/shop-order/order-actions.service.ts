import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ORDER_ERRORS, orderTransition } from '@salt/domain';
import { deliveries, orderItems, orders } from '../../db/schema';
import type { Transaction } from '../../db/client';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { closeOrder } from './close-order.command';
import { closePendingPayments } from './close-pending-payments';
import { moveOrder } from './move-order.command';

async function ownOrder(ctx: AppContext, userId: number, orderId: number) {
  const [o] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!o) throw appError(ORDER_ERRORS.orderNotFound);
  return o;
}

/** The buyer cancels an unpaid order; seats and coupon go back at once. */
export async function cancelOrder(ctx: AppContext, userId: number, orderId: number): Promise<void> {
  await ownOrder(ctx, userId, orderId);
  const now = ctx.clock.now();
  const ok = await ctx.db.transaction((tx) => closeOrder(tx, orderId, 'cancel', now));
  if (!ok) throw appError(ORDER_ERRORS.notCancelable);
  await closePendingPayments(ctx, [orderId]);
}

/** The buyer confirms the materials arrived: 已发货 → 已完成. */
export async function confirmReceipt(ctx: AppContext, userId: number, orderId: number): Promise<void> {
  await ownOrder(ctx, userId, orderId);
  const now = ctx.clock.now();
  const done = await ctx.db.transaction((tx) => moveOrder(tx, orderId, 'receive', { receivedAt: now, updatedAt: now }));
  if (!done) throw appError(ORDER_ERRORS.notReceivable);
}

/** What one ship call did, for a caller that records it (the console's audit log) in the same transaction. */
export interface ShippedParcel {
  orderId: number;
  deliveryId: number;
  itemIds: number[];
  before: { status: string; deliveryStatus: string };
  after: { status: string; deliveryStatus: string };
}

/**
 * Staff ship some or all materials of a paid order as one parcel. Partly shipped orders show 部分发货; when every
 * item with materials is shipped the order becomes 已发货 (shown 待收货). `inTransaction` runs inside the ship's
 * transaction after the parcel is written, so whatever it records commits or rolls back with the ship.
 */
export async function shipOrder(
  ctx: AppContext,
  orderId: number,
  parcel: { expressCompany: string; trackingNo: string; itemIds?: number[] | undefined },
  inTransaction?: (tx: Transaction, shipped: ShippedParcel) => Promise<void>,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [o] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!o) throw appError(ORDER_ERRORS.orderNotFound);
    if (orderTransition(o.status, 'ship') === null || !o.needLogistics) throw appError(ORDER_ERRORS.notShippable);
    const items = await tx
      .select()
      .from(orderItems)
      .where(
        and(
          eq(orderItems.orderId, orderId),
          eq(orderItems.needLogistics, true),
          eq(orderItems.shipped, false),
          // A refunded line's materials are not posted (退费).
          isNull(orderItems.refundedAt),
        ),
      );
    const chosen = parcel.itemIds?.length ? items.filter((i) => parcel.itemIds!.includes(i.id)) : items;
    if (chosen.length === 0) throw appError(ORDER_ERRORS.nothingToShip);
    await tx
      .update(orderItems)
      .set({ shipped: true })
      .where(
        inArray(
          orderItems.id,
          chosen.map((i) => i.id),
        ),
      );
    const [delivery] = await tx
      .insert(deliveries)
      .values({
        orderId,
        expressCompany: parcel.expressCompany,
        trackingNo: parcel.trackingNo,
        itemIds: chosen.map((i) => i.id),
        traces: [{ time: now.toISOString(), text: '商家已发货' }],
        shippedAt: now,
      })
      .returning({ id: deliveries.id });
    const [{ left }] = (await tx
      .select({ left: sql<number>`count(*)` })
      .from(orderItems)
      .where(
        and(
          eq(orderItems.orderId, orderId),
          eq(orderItems.needLogistics, true),
          eq(orderItems.shipped, false),
          isNull(orderItems.refundedAt),
        ),
      )) as [{ left: number }];
    // The last parcel ships the order; an earlier one leaves it paid and only marks the delivery partial.
    const all = Number(left) === 0;
    if (all) await moveOrder(tx, orderId, 'ship', { deliveryStatus: 'all', updatedAt: now });
    else await tx.update(orders).set({ deliveryStatus: 'partial', updatedAt: now }).where(eq(orders.id, orderId));
    if (inTransaction) {
      const [after] = await tx
        .select({ status: orders.status, deliveryStatus: orders.deliveryStatus })
        .from(orders)
        .where(eq(orders.id, orderId));
      await inTransaction(tx, {
        orderId,
        deliveryId: delivery!.id,
        itemIds: chosen.map((i) => i.id),
        before: { status: o.status, deliveryStatus: o.deliveryStatus },
        after: after!,
      });
    }
  });
}
