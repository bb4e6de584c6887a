import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { ORDER_ERRORS, ORDER_TAB_STATUSES, orderDisplayStatus, type OrderTabKey, type OrderView } from '@salt/domain';
import { deliveries, groupBuys, orderItems, orders } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { orderTabSql } from './order-display-sql';

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
      kind: o.kind as 'purchase' | 'supplement',
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

/**
 * A page of orders, newest first, in one display-status tab: the tab is a SQL expression of the same rule as the
 * domain's display status (order-display-sql.ts), so filtering, counting and paging happen in PostgreSQL and a
 * console can page every order (no `userId`) as cheaply as a family its own. The raw statuses a tab can hold
 * narrow the rows first (an index on status serves them), then the rule itself decides.
 */
export async function ordersPage(
  ctx: AppContext,
  query: { userId?: number; tab: OrderTabKey; current: number; size: number },
) {
  const { userId, tab, current, size } = query;
  const where = and(
    userId === undefined ? undefined : eq(orders.userId, userId),
    tab === 'all' ? undefined : inArray(orders.status, ORDER_TAB_STATUSES[tab]),
    tab === 'all' ? undefined : eq(orderTabSql(), tab),
  );
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({ order: orders })
      .from(orders)
      .leftJoin(groupBuys, eq(groupBuys.id, orders.groupId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ total: count() }).from(orders).leftJoin(groupBuys, eq(groupBuys.id, orders.groupId)).where(where),
  ]);
  return {
    records: await viewsOf(
      ctx,
      rows.map((r) => r.order),
    ),
    total: counted?.total ?? 0,
    current,
    size,
  };
}

export async function myOrdersPage(ctx: AppContext, userId: number, tab: OrderTabKey, current: number, size: number) {
  return ordersPage(ctx, { userId, tab, current, size });
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
