import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import {
  CLASS_CHANGE_ERRORS,
  supplementPayProblem,
  type ClassChangeStatus,
  type ClassChangeSupplement,
} from '@salt/domain';
import type { Database, Transaction } from '../../db/client';
import { classChangeRequests, orders } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';

/**
 * 补差价: what a change to a dearer class owes is paid through an order of kind 'supplement' (shop-order owns
 * orders; the app hands its two commands in, since shop-order imports class-change and the lint refuses cycles).
 */
export interface SupplementOrders {
  create: (
    tx: Transaction,
    p: { userId: number; skuId: number; amountFen: number; now: Date },
  ) => Promise<{ id: number; orderNo: string }>;
  isUnpaid: (tx: Transaction, orderId: number) => Promise<boolean>;
}

/** In the approval's transaction: the 补差价 order the pupil pays, linked to the request. */
export async function openSupplement(
  tx: Transaction,
  orders_: SupplementOrders,
  r: { id: number; userId: number; toSkuId: number; amountFen: number; now: Date },
): Promise<{ id: number; orderNo: string }> {
  const order = await orders_.create(tx, { userId: r.userId, skuId: r.toSkuId, amountFen: r.amountFen, now: r.now });
  await tx.update(classChangeRequests).set({ supplementOrderId: order.id }).where(eq(classChangeRequests.id, r.id));
  return order;
}

/**
 * 去支付: the pupil's approved change's 补差价 order, still open, or a new one when the last closed unpaid (its
 * deadline passed). Refused: another's or an unknown request (404), nothing owed, already paid (409).
 */
export async function supplementToPay(
  ctx: AppContext,
  actor: Actor,
  id: number,
  orders_: SupplementOrders,
): Promise<ClassChangeSupplement> {
  return ctx.db.transaction(async (tx) => {
    const [req] = await tx
      .select()
      .from(classChangeRequests)
      .where(and(eq(classChangeRequests.id, id), eq(classChangeRequests.userId, actor.userId)))
      .for('update');
    if (!req) throw appError(CLASS_CHANGE_ERRORS.requestNotFound);
    const problem = supplementPayProblem({
      status: req.status as ClassChangeStatus,
      settlement: req.settlement as 'none' | 'refund' | 'supplement',
      settled: req.settledAt !== null,
    });
    if (problem) throw appError(req.settledAt ? CLASS_CHANGE_ERRORS.supplementPaid : CLASS_CHANGE_ERRORS.noSupplement);
    if (req.supplementOrderId !== null && (await orders_.isUnpaid(tx, req.supplementOrderId))) {
      const [open] = await tx
        .select({ id: orders.id, orderNo: orders.orderNo })
        .from(orders)
        .where(eq(orders.id, req.supplementOrderId));
      return { orderId: open!.id, orderNo: open!.orderNo };
    }
    const made = await openSupplement(tx, orders_, {
      id: req.id,
      userId: req.userId,
      toSkuId: req.toSkuId,
      amountFen: req.priceDiffFen,
      now: ctx.clock.now(),
    });
    return { orderId: made.id, orderNo: made.orderNo };
  });
}

/** A paid 补差价 order settles its change (called by shop-order's `markOrderPaid`, in its transaction). */
export async function settleSupplementOrder(tx: Transaction, orderId: number, now: Date): Promise<void> {
  await tx
    .update(classChangeRequests)
    .set({ settledAt: now })
    .where(and(eq(classChangeRequests.supplementOrderId, orderId), isNull(classChangeRequests.settledAt)));
}

/** What approved changes did to an order line: the class it is in now and the money moved since the purchase. */
export interface LineChangeMoney {
  /** The class (sku) the line's pupil was last moved to. */
  currentSkuId: number;
  refundedFen: number;
  supplementFen: number;
  /** Paid 补差价 orders of the line, oldest first (a refund of the line returns their money too). */
  supplementOrderIds: number[];
}

/** By order line id, for lines with approved changes (退费 computes from what the line holds after them). */
export async function lineChangeMoney(
  db: Database | Transaction,
  orderItemIds: number[],
): Promise<Map<number, LineChangeMoney>> {
  const out = new Map<number, LineChangeMoney>();
  if (orderItemIds.length === 0) return out;
  const rows = await db
    .select({
      itemId: classChangeRequests.orderItemId,
      toSkuId: classChangeRequests.toSkuId,
      diff: classChangeRequests.priceDiffFen,
      settlement: classChangeRequests.settlement,
      settledAt: classChangeRequests.settledAt,
      supplementOrderId: classChangeRequests.supplementOrderId,
    })
    .from(classChangeRequests)
    .where(
      and(
        inArray(classChangeRequests.orderItemId, orderItemIds),
        eq(classChangeRequests.status, 'approved'),
        eq(classChangeRequests.kind, 'change'),
        isNotNull(classChangeRequests.reviewedAt),
      ),
    )
    .orderBy(asc(classChangeRequests.reviewedAt), asc(classChangeRequests.id));
  for (const r of rows) {
    const m = out.get(r.itemId) ?? {
      currentSkuId: r.toSkuId,
      refundedFen: 0,
      supplementFen: 0,
      supplementOrderIds: [],
    };
    m.currentSkuId = r.toSkuId;
    if (r.settledAt !== null && r.settlement === 'refund') m.refundedFen += -r.diff;
    if (r.settledAt !== null && r.settlement === 'supplement' && r.supplementOrderId !== null) {
      m.supplementFen += r.diff;
      m.supplementOrderIds.push(r.supplementOrderId);
    }
    out.set(r.itemId, m);
  }
  return out;
}
