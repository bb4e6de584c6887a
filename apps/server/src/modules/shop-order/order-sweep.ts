import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { groupBuys, groupMembers, orders, payments } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { closeOrder } from './close-order.command';
import { closePendingPayments } from './close-pending-payments';
import { refundPayment } from './refund-order.service';

const BATCH = 100;

/**
 * Closes unpaid orders past their deadline. FOR UPDATE SKIP LOCKED lets any number of instances sweep at
 * once without waiting on or double-closing each other's rows. Pending vendor trades are closed too, so a
 * payer cannot pay an order that is gone (a payment that slips through is refunded on notification).
 */
export async function sweepUnpaidOrders(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const closedIds = await ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, '0'), lt(orders.payDeadline, now)))
      .orderBy(asc(orders.payDeadline))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const done: number[] = [];
    for (const { id } of due) if (await closeOrder(tx, id, 'timeout', now)) done.push(id);
    return done;
  });
  await closePendingPayments(ctx, closedIds);
  return closedIds.length;
}

/**
 * Fails groups that did not fill in time: unpaid member orders close, paid ones close as refunded and their
 * payments are refunded in full.
 */
export async function sweepExpiredGroups(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const { failed, toRefund } = await ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: groupBuys.id })
      .from(groupBuys)
      .where(and(eq(groupBuys.status, '0'), lt(groupBuys.expiresAt, now)))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const refundOrders: number[] = [];
    for (const g of due) {
      await tx.update(groupBuys).set({ status: '2' }).where(eq(groupBuys.id, g.id));
      const members = await tx
        .select({ orderId: groupMembers.orderId, status: orders.status })
        .from(groupMembers)
        .innerJoin(orders, eq(orders.id, groupMembers.orderId))
        .where(eq(groupMembers.groupId, g.id));
      for (const m of members) {
        if (m.status === '0') await closeOrder(tx, m.orderId, 'timeout', now);
        else if (await closeOrder(tx, m.orderId, 'refund', now, ['1', '3'])) refundOrders.push(m.orderId);
      }
    }
    return { failed: due.length, toRefund: refundOrders };
  });
  if (toRefund.length > 0) {
    const paid = await ctx.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(inArray(payments.orderId, toRefund), eq(payments.status, 'paid')));
    for (const p of paid) await refundPayment(ctx, p.id, 'group-failed');
  }
  return failed;
}

/** Runs both sweeps every `intervalMs` on this instance; returns a stop function. */
export function startOrderSweeps(ctx: AppContext, intervalMs: number): () => void {
  if (intervalMs <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    Promise.all([sweepUnpaidOrders(ctx), sweepExpiredGroups(ctx)])
      .catch((err) => ctx.log.error({ err }, 'order sweep failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
