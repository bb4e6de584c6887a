import { and, desc, eq, inArray } from 'drizzle-orm';
import { orderDisplayStatus, orderTabOf, type OrderView, ORDER_ERRORS } from '@salt/domain';
import { deliveries, groupBuys, orderItems, orders } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';

type OrderRow = typeof orders.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Orders with their items and group, shaped for the client, with the display status from @salt/domain. */
async function viewsOf(ctx: AppContext, rows: OrderRow[]): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const items = await ctx.db.select().from(orderItems).where(inArray(orderItems.orderId, ids));
  const groupIds = rows.map((r) => r.groupId).filter((g): g is number => g !== null);
  const groups = groupIds.length ? await ctx.db.select().from(groupBuys).where(inArray(groupBuys.id, groupIds)) : [];
  return rows.map((o) => {
    const g = groups.find((x) => x.id === o.groupId);
    const orderGroupVO = g
      ? {
          id: g.id,
          status: g.status,
          number: g.joinedCount,
          memberNum: g.memberNum,
          expiresAt: g.expiresAt.toISOString(),
        }
      : null;
    return {
      id: o.id,
      orderNo: o.orderNo,
      status: o.status,
      payType: o.payType,
      closeReason: o.closeReason,
      deliveryStatus: o.deliveryStatus,
      needLogistics: o.needLogistics,
      totalFen: o.totalFen,
      couponFen: o.couponFen,
      promotionFen: o.promotionFen,
      payFen: o.payFen,
      remark: o.remark,
      payDeadline: o.payDeadline.toISOString(),
      paidAt: iso(o.paidAt),
      closedAt: iso(o.closedAt),
      createdAt: o.createdAt.toISOString(),
      items: items
        .filter((i) => i.orderId === o.id)
        .map((i) => ({
          id: i.id,
          skuId: i.skuId,
          spuId: i.spuId,
          title: i.title,
          skuName: i.skuName,
          coverUrl: i.coverUrl,
          priceFen: i.priceFen,
          quantity: i.quantity,
          needLogistics: i.needLogistics,
          shipped: i.shipped,
        })),
      address: (o.address as OrderView['address']) ?? null,
      orderGroupVO,
      display: orderDisplayStatus({ ...o, orderGroupVO }),
    };
  });
}

/** One of the caller's orders; another user's order is "not found", never "forbidden" (no existence leak). */
export async function getOwnOrder(ctx: AppContext, userId: number, orderId: number): Promise<OrderView> {
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  const [view] = await viewsOf(ctx, rows);
  if (!view) throw appError(ORDER_ERRORS.orderNotFound);
  return view;
}

/** Tabs filter on the display status, which lives in @salt/domain; a family's order list is small enough. */
const MAX_LISTED = 500;

export async function myOrdersPage(ctx: AppContext, userId: number, tab: string, current: number, size: number) {
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(MAX_LISTED);
  const views = await viewsOf(ctx, rows);
  const filtered = tab === 'all' ? views : views.filter((v) => orderTabOf(v.display.key as never) === tab);
  return {
    records: filtered.slice((current - 1) * size, current * size),
    total: filtered.length,
    current,
    size,
  };
}

export async function expressListOf(ctx: AppContext, userId: number, orderId: number) {
  await getOwnOrder(ctx, userId, orderId);
  const rows = await ctx.db.select().from(deliveries).where(eq(deliveries.orderId, orderId));
  return rows.map((d) => ({
    id: d.id,
    expressCompany: d.expressCompany,
    trackingNo: d.trackingNo,
    itemIds: d.itemIds,
    traces: d.traces as { time: string; text: string }[],
    shippedAt: d.shippedAt.toISOString(),
  }));
}
