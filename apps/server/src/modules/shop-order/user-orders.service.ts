import { desc, eq, sql } from 'drizzle-orm';
import { ORDER_DISPLAY_TEXT, type ConsoleUserOrder } from '@salt/domain';
import type { Database } from '../../db/client';
import { groupBuys, orderItems, orders } from '../../db/schema';
import { orderDisplayKeySql } from './order-display-sql';

/** A user's latest orders for the console's user detail: number, goods, amount paid (fen) and display status. */
export async function latestOrdersOf(db: Database, userId: number, limit = 20): Promise<ConsoleUserOrder[]> {
  const rows = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      payFen: orders.payFen,
      statusKey: orderDisplayKeySql(),
      createdAt: orders.createdAt,
      goods: sql<string>`coalesce((select string_agg(i.title, '、' order by i.id) from ${orderItems} i where i.order_id = ${orders.id}), '')`,
    })
    .from(orders)
    .leftJoin(groupBuys, eq(groupBuys.id, orders.groupId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map(({ statusKey, createdAt, ...r }) => ({
    ...r,
    statusText: ORDER_DISPLAY_TEXT[statusKey] ?? ORDER_DISPLAY_TEXT.unknown,
    createdAt: createdAt.toISOString(),
  }));
}
