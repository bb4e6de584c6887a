import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import {
  computeOrderRefunds,
  GROUP_STATUS,
  ORDER_STATUS,
  REFUND_ERRORS,
  REFUND_OPEN_STATUSES,
  type RefundComputation,
  type RefundLine,
  type RefundRequestStatus,
} from '@salt/domain';
import type { Database, Transaction } from '../../db/client';
import { groupBuys, orderItems, orders, refundRequests, skus } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { lineChangeMoney } from '../class-change';
import { sessionCountsOfSkus } from '../learning';

const PAID_STATUSES = [ORDER_STATUS.paid, ORDER_STATUS.shipped, ORDER_STATUS.completed];

/** One order line with its order and what the refund rule says about it now. */
export interface QuotedLine {
  item: typeof orderItems.$inferSelect;
  order: typeof orders.$inferSelect;
  groupForming: boolean;
  /** The line's sku has a class (posted materials alone are goods, not refunded here). */
  isClass: boolean;
  computation: RefundComputation;
  /** The class the line's pupil is in now: its sku, or the target of its last approved 调班. */
  classSkuId: number;
  /** Paid 补差价 orders of the line's changes, oldest first: a refund of the line returns their money as well. */
  supplementOrderIds: number[];
  refunded: boolean;
  openRequest: { id: number; status: RefundRequestStatus } | null;
}

/**
 * The refund rule over order lines (`computeOrderRefunds`, refund-rules.ts): every line of each order counts for the
 * spread of its paid amount; the sessions come from the class of each line's sku, materials from the sku's listed
 * material price when the line was posted. A line moved by 调班 counts the sessions of the class it is in now and
 * holds its share less the differences refunded plus the supplements paid. `where` picks the orders (the
 * caller's, one order, one line's order); 补差价 orders are never lines of their own (they belong to the moved line).
 */
export async function quoteOrders(
  ctx: AppContext,
  db: Database | Transaction,
  where: SQL | undefined,
  now: Date,
): Promise<QuotedLine[]> {
  const rows = await db
    .select({ item: orderItems, order: orders, materialFen: skus.materialPriceFen, groupStatus: groupBuys.status })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(skus, eq(skus.id, orderItems.skuId))
    .leftJoin(groupBuys, eq(groupBuys.id, orders.groupId))
    .where(and(where, ne(orders.kind, 'supplement')))
    .orderBy(orders.id, orderItems.id);
  if (rows.length === 0) return [];
  const changes = await lineChangeMoney(
    db,
    rows.map((r) => r.item.id),
  );
  const classOf = (itemId: number, skuId: number) => changes.get(itemId)?.currentSkuId ?? skuId;
  const counts = await sessionCountsOfSkus(db, [...new Set(rows.map((r) => classOf(r.item.id, r.item.skuId)))], now);
  const sessionsOf = new Map(counts.map((c) => [c.skuId, c]));
  const requests = await db
    .select({ id: refundRequests.id, itemId: refundRequests.orderItemId, status: refundRequests.status })
    .from(refundRequests)
    .where(
      inArray(
        refundRequests.orderItemId,
        rows.map((r) => r.item.id),
      ),
    );
  const byOrder = new Map<number, typeof rows>();
  for (const r of rows) byOrder.set(r.order.id, [...(byOrder.get(r.order.id) ?? []), r]);
  const out: QuotedLine[] = [];
  for (const lines of byOrder.values()) {
    const order = lines[0]!.order;
    const computations = computeOrderRefunds(
      order.payFen,
      lines.map((l) => {
        const s = sessionsOf.get(classOf(l.item.id, l.item.skuId));
        const change = changes.get(l.item.id);
        return {
          lineId: l.item.id,
          listFen: l.item.priceFen * l.item.quantity,
          sessionsTotal: s?.total ?? 0,
          sessionsStarted: s?.started ?? 0,
          materialsShipped: l.item.shipped,
          materialPriceFen: l.materialFen * l.item.quantity,
          classChange: change && { refundedFen: change.refundedFen, supplementFen: change.supplementFen },
        };
      }),
    );
    lines.forEach((l, i) => {
      const mine = requests.filter((q) => q.itemId === l.item.id);
      const open = mine.find((q) => REFUND_OPEN_STATUSES.includes(q.status as RefundRequestStatus));
      out.push({
        item: l.item,
        order,
        groupForming: order.groupId !== null && l.groupStatus !== GROUP_STATUS.complete,
        isClass: sessionsOf.has(classOf(l.item.id, l.item.skuId)),
        computation: computations[i]!,
        classSkuId: classOf(l.item.id, l.item.skuId),
        supplementOrderIds: changes.get(l.item.id)?.supplementOrderIds ?? [],
        refunded: mine.some((q) => q.status === 'refunded'),
        openRequest: open ? { id: open.id, status: open.status as RefundRequestStatus } : null,
      });
    });
  }
  return out;
}

/** The order lines a line's quote needs: every line of its order (the paid amount is spread over them). */
export async function quoteLine(
  ctx: AppContext,
  db: Database | Transaction,
  orderItemId: number,
  now: Date,
): Promise<QuotedLine | null> {
  const [item] = await db
    .select({ orderId: orderItems.orderId })
    .from(orderItems)
    .where(eq(orderItems.id, orderItemId));
  if (!item) return null;
  const lines = await quoteOrders(ctx, db, eq(orderItems.orderId, item.orderId), now);
  return lines.find((l) => l.item.id === orderItemId) ?? null;
}

/** Why a line cannot be applied for now (the catalogue entry), or null when it can. */
export function applyBlocker(line: QuotedLine) {
  const { order } = line;
  if (order.status === ORDER_STATUS.closed && order.closeReason === 'refund') return REFUND_ERRORS.alreadyRefunded;
  if (!PAID_STATUSES.includes(order.status as (typeof PAID_STATUSES)[number])) return REFUND_ERRORS.notPaid;
  if (!line.isClass) return REFUND_ERRORS.notClass;
  if (line.refunded) return REFUND_ERRORS.alreadyRefunded;
  if (line.openRequest) return REFUND_ERRORS.requestOpen;
  if (line.groupForming) return REFUND_ERRORS.groupForming;
  if (line.computation.stage === 'finished') return REFUND_ERRORS.finished;
  if (!line.computation.refundable) return REFUND_ERRORS.notRefundable;
  return null;
}

/** The pupil's paid class lines (their paid orders), each with its refund now and whether they may apply. */
export async function myRefundLines(
  ctx: AppContext,
  userId: number,
  filter: { orderItemId?: number | undefined; orderId?: number | undefined },
): Promise<RefundLine[]> {
  const now = ctx.clock.now();
  const lines = await quoteOrders(
    ctx,
    ctx.db,
    and(
      eq(orders.userId, userId),
      inArray(orders.status, PAID_STATUSES),
      filter.orderId ? eq(orders.id, filter.orderId) : undefined,
    ),
    now,
  );
  return lines
    .filter((l) => l.isClass && (!filter.orderItemId || l.item.id === filter.orderItemId))
    .reverse()
    .map((l) => {
      const blocker = applyBlocker(l);
      return {
        orderItemId: l.item.id,
        orderId: l.order.id,
        orderNo: l.order.orderNo,
        title: l.item.title,
        skuName: l.item.skuName,
        coverUrl: l.item.coverUrl,
        paidAt: l.order.paidAt?.toISOString() ?? null,
        computation: l.computation,
        canApply: blocker === null,
        blockedReason: blocker?.msg ?? null,
        openRequest: l.openRequest,
      };
    });
}
