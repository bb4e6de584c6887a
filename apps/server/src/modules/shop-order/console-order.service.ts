import { and, asc, desc, eq, gte, ilike, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  CONSOLE_ORDER_RAW_STATUSES,
  ORDER_DISPLAY_TEXT,
  ORDER_ERRORS,
  type ConsoleOrderDetail,
  type ConsoleOrderFilters,
  type ConsoleOrderPage,
  type OrderDisplayKey,
} from '@salt/domain';
import {
  deliveries,
  groupBuys,
  orderItems,
  orders,
  paymentNotifications,
  payments,
  refunds,
  users,
} from '../../db/schema';
import type { Database } from '../../db/client';
import { likePattern, likePrefix } from '../../platform/like-pattern';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { orderDisplayKeySql } from './order-display-sql';

/**
 * The staff console's order search and detail (admins; the routes live in modules/console). Filters and paging run
 * in PostgreSQL; the display status is the SQL twin of the domain rule (order-display-sql.ts), so 待发货 here is
 * what the pupil's page shows.
 */

/** Days are Asia/Shanghai (UTC+8 all year): from its midnight to the next day's. */
const shanghaiMidnight = (day: string, plusDays = 0) =>
  new Date(new Date(`${day}T00:00:00+08:00`).getTime() + plusDays * 86_400_000);

/** The buyer's name as the console shows it: real name, else nickname, else login name. */
export const buyerNameSql = sql<string>`coalesce(nullif(${users.realname}, ''), nullif(${users.nickname}, ''), ${users.username})`;

/** Goods titles on an order, joined (a correlated subquery: only the page's or the cursor's rows pay for it). */
export const goodsTitlesSql = sql<string>`coalesce((select string_agg(${orderItems.title}, '、' order by ${orderItems.id})
  from ${orderItems} where ${orderItems.orderId} = ${orders.id}), '')`;

/** The WHERE of the search; the query must left join the order's group (the display rule reads its status). */
export function consoleOrderWhere(q: ConsoleOrderFilters): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (q.orderNo) conds.push(like(orders.orderNo, likePrefix(q.orderNo)));
  if (q.mobile) {
    const byPhone = q.mobile.length === 11 ? eq(users.phone, q.mobile) : like(users.phone, likePrefix(q.mobile));
    conds.push(inArray(orders.userId, sql`(select ${users.id} from ${users} where ${byPhone})`));
  }
  if (q.goods) {
    const part = likePattern(q.goods);
    conds.push(
      sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id}
        and (${or(ilike(orderItems.title, part), ilike(orderItems.skuName, part))}))`,
    );
  }
  if (q.status) {
    // The raw statuses first (the (status, created_at) index), then the display rule itself.
    conds.push(inArray(orders.status, CONSOLE_ORDER_RAW_STATUSES[q.status]));
    conds.push(eq(orderDisplayKeySql(), q.status));
  }
  if (q.from) conds.push(gte(orders.createdAt, shanghaiMidnight(q.from)));
  if (q.to) conds.push(lt(orders.createdAt, shanghaiMidnight(q.to, 1)));
  return and(...conds);
}

export const consoleOrderOrder = (q: ConsoleOrderFilters) =>
  q.sort === 'createdAsc' ? [asc(orders.createdAt), asc(orders.id)] : [desc(orders.createdAt), desc(orders.id)];

/** The buyer's name and phone for one order row (scalar subqueries: only the page's 20 rows pay for them). */
const pageBuyerNameSql = sql<string>`(select coalesce(nullif(u.realname, ''), nullif(u.nickname, ''), u.username)
  from ${users} u where u.id = ${orders.userId})`;
const pageMobileSql = sql<string | null>`(select u.phone from ${users} u where u.id = ${orders.userId})`;

/**
 * The page query itself (also what the bench EXPLAINs). The buyer is read per output row, not joined: a join ran
 * for every matching order before the sort and limit (1,200 index lookups for a month of 待发货 in the bench).
 */
export function consoleOrderPageQuery(db: Database, q: ConsoleOrderFilters, size: number, offset: number) {
  return db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      createdAt: orders.createdAt,
      userId: orders.userId,
      buyerName: pageBuyerNameSql,
      mobile: pageMobileSql,
      goods: goodsTitlesSql,
      payFen: orders.payFen,
      status: orders.status,
      displayKey: orderDisplayKeySql(),
    })
    .from(orders)
    .leftJoin(groupBuys, eq(groupBuys.id, orders.groupId))
    .where(consoleOrderWhere(q))
    .orderBy(...consoleOrderOrder(q))
    .limit(size)
    .offset(offset);
}

/** The total of the search (same WHERE as the page; every order has its buyer, so no join to users). */
export function consoleOrderCountQuery(db: Database, q: ConsoleOrderFilters) {
  return db
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .leftJoin(groupBuys, eq(groupBuys.id, orders.groupId))
    .where(consoleOrderWhere(q));
}

const display = (key: string) => ({
  key,
  text: ORDER_DISPLAY_TEXT[key as OrderDisplayKey] ?? ORDER_DISPLAY_TEXT.unknown,
});

/** GET /console/order/page. */
export async function consoleOrderPage(
  ctx: AppContext,
  q: ConsoleOrderFilters & { current: number; size: number },
): Promise<ConsoleOrderPage> {
  const size = q.size === -1 ? 100 : q.size;
  const current = q.size === -1 ? 1 : q.current;
  const [rows, [counted]] = await Promise.all([
    consoleOrderPageQuery(ctx.db, q, size, (current - 1) * size),
    consoleOrderCountQuery(ctx.db, q),
  ]);
  return {
    records: rows.map((r) => ({
      id: r.id,
      orderNo: r.orderNo,
      createdAt: r.createdAt.toISOString(),
      buyer: { id: r.userId, name: r.buyerName ?? '', mobile: r.mobile },
      goods: r.goods,
      payFen: r.payFen,
      status: r.status,
      display: display(r.displayKey),
    })),
    total: counted?.total ?? 0,
    current,
    size,
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** GET /console/order/detail/:id: the order with its buyer, items and money trail. */
export async function consoleOrderDetail(ctx: AppContext, orderId: number): Promise<ConsoleOrderDetail> {
  const [row] = await ctx.db
    .select({
      order: orders,
      buyerName: buyerNameSql,
      mobile: users.phone,
      displayKey: orderDisplayKeySql(),
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(groupBuys, eq(groupBuys.id, orders.groupId))
    .where(eq(orders.id, orderId));
  if (!row) throw appError(ORDER_ERRORS.orderNotFound);
  const o = row.order;
  const [items, pays, refundRows, parcels] = await Promise.all([
    ctx.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
    ctx.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id)),
    ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id)),
    ctx.db.select().from(deliveries).where(eq(deliveries.orderId, orderId)).orderBy(asc(deliveries.id)),
  ]);
  const tradeNos = pays.map((p) => p.outTradeNo);
  // The body stays out: it is the vendor's raw text (signatures, the buyer's details), not for the console page.
  const notes = tradeNos.length
    ? await ctx.db
        .select({
          id: paymentNotifications.id,
          provider: paymentNotifications.provider,
          outTradeNo: paymentNotifications.outTradeNo,
          verified: paymentNotifications.verified,
          outcome: paymentNotifications.outcome,
          sourceIp: paymentNotifications.sourceIp,
          createdAt: paymentNotifications.createdAt,
        })
        .from(paymentNotifications)
        .where(inArray(paymentNotifications.outTradeNo, tradeNos))
        .orderBy(asc(paymentNotifications.id))
    : [];
  return {
    id: o.id,
    orderNo: o.orderNo,
    status: o.status,
    display: display(row.displayKey),
    payType: o.payType,
    closeReason: o.closeReason,
    deliveryStatus: o.deliveryStatus,
    needLogistics: o.needLogistics,
    totalFen: o.totalFen,
    couponFen: o.couponFen,
    promotionFen: o.promotionFen,
    payFen: o.payFen,
    remark: o.remark,
    address: (o.address as ConsoleOrderDetail['address']) ?? null,
    createdAt: o.createdAt.toISOString(),
    paidAt: iso(o.paidAt),
    closedAt: iso(o.closedAt),
    receivedAt: iso(o.receivedAt),
    groupId: o.groupId,
    buyer: { id: o.userId, name: row.buyerName, mobile: row.mobile },
    items: items.map((i) => ({
      id: i.id,
      spuId: i.spuId,
      skuId: i.skuId,
      title: i.title,
      skuName: i.skuName,
      priceFen: i.priceFen,
      quantity: i.quantity,
      needLogistics: i.needLogistics,
      shipped: i.shipped,
    })),
    payments: pays.map((p) => ({
      id: p.id,
      outTradeNo: p.outTradeNo,
      provider: p.provider,
      channel: p.channel,
      amountFen: p.amountFen,
      status: p.status,
      transactionId: p.transactionId,
      paidAt: iso(p.paidAt),
      createdAt: p.createdAt.toISOString(),
    })),
    notifications: notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
    refunds: refundRows.map((r) => ({
      id: r.id,
      outRefundNo: r.outRefundNo,
      paymentId: r.paymentId,
      amountFen: r.amountFen,
      reason: r.reason,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
    deliveries: parcels.map((d) => ({
      id: d.id,
      expressCompany: d.expressCompany,
      trackingNo: d.trackingNo,
      itemIds: d.itemIds,
      shippedAt: d.shippedAt.toISOString(),
    })),
  };
}
