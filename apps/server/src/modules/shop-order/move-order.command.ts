import { eq, and } from 'drizzle-orm';
import { orderTransition, type OrderEvent } from '@salt/domain';
import type { Transaction } from '../../db/client';
import { orders } from '../../db/schema';

type OrderRow = typeof orders.$inferSelect;
type OrderChanges = Omit<Partial<typeof orders.$inferInsert>, 'id' | 'status'>;

/**
 * The one way the server changes an order's status: under the order's row lock it reads the status, asks the
 * domain's `orderTransition` where `event` leads, and writes that with `WHERE status = <what it read>`. Answers the
 * moved row, or null when the order does not exist or the event is refused in its status; racing callers
 * (a sweep and a payment, two cancels) queue on the lock, and the later one sees the new status and is refused.
 * `event` may depend on the row (payment: whether there is something to post). `changes` go in the same UPDATE.
 */
export async function moveOrder(
  tx: Transaction,
  orderId: number,
  event: OrderEvent | ((order: OrderRow) => OrderEvent),
  changes: OrderChanges = {},
): Promise<OrderRow | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return null;
  const next = orderTransition(order.status, typeof event === 'function' ? event(order) : event);
  if (next === null) return null;
  const [moved] = await tx
    .update(orders)
    .set({ ...changes, status: next })
    .where(and(eq(orders.id, orderId), eq(orders.status, order.status)))
    .returning();
  return moved ?? null;
}
