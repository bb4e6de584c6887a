import { and, eq, inArray } from 'drizzle-orm';
import { ORDER_STATUS, type OwnedSku } from '@salt/domain';
import { offerings, orderSeats, orders, skus } from '../../db/schema';
import type { AppContext } from '../../platform/context';

/**
 * The classes among `spuId`'s skus (or `skuIds`) the user already holds a seat in: the very rows the repeat-buy
 * rule of createOrder reads (an active seat, unpaid or paid), so the shop can say 已报名 before checkout rather
 * than at 提交订单. Each with its order and, once paid, the class to open in the learning centre.
 */
export async function ownedSkus(
  ctx: AppContext,
  userId: number,
  query: { spuId?: number; skuIds?: number[] },
): Promise<OwnedSku[]> {
  const rows = await ctx.db
    .select({
      skuId: orderSeats.skuId,
      orderId: orderSeats.orderId,
      status: orders.status,
      offeringId: offerings.id,
    })
    .from(orderSeats)
    .innerJoin(orders, eq(orders.id, orderSeats.orderId))
    .innerJoin(skus, eq(skus.id, orderSeats.skuId))
    .leftJoin(offerings, eq(offerings.skuId, orderSeats.skuId))
    .where(
      and(
        eq(orderSeats.userId, userId),
        eq(orderSeats.active, true),
        query.spuId !== undefined ? eq(skus.spuId, query.spuId) : undefined,
        query.skuIds !== undefined ? inArray(orderSeats.skuId, query.skuIds) : undefined,
      ),
    )
    .orderBy(orderSeats.skuId);
  return rows.map((r) => {
    const paid = r.status !== ORDER_STATUS.pendingPayment;
    return { skuId: r.skuId, orderId: r.orderId, paid, offeringId: paid ? r.offeringId : null };
  });
}
