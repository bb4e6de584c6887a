import { and, eq } from 'drizzle-orm';
import { ORDER_ERRORS } from '@salt/domain';
import { offerings, orderItems, orders } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import type { ShipScope } from './order.policy';

/** The classes of an order's materials, for the ship decision (order.policy.ts); 404 for an unknown order. */
export async function shipScopeOf(ctx: AppContext, orderId: number): Promise<ShipScope> {
  const [order] = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw appError(ORDER_ERRORS.orderNotFound);
  const rows = await ctx.db
    .select({ classId: offerings.id })
    .from(orderItems)
    .leftJoin(offerings, eq(offerings.skuId, orderItems.skuId))
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.needLogistics, true)));
  return { classIds: rows.map((r) => r.classId) };
}
