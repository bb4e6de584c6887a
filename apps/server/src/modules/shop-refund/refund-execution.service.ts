import { and, count, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { orderItems, refundRequests } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { endEnrolmentForLine } from '../learning';
import {
  closeRefundedOrder,
  queryAndSettleRefund,
  refundById,
  refundByNo,
  refundPart,
  releaseRefundedLine,
  type RefundRow,
} from '../shop-order';
import { bumpVersion, type RefundRequestRow } from './refund-request.service';

/** Each provider attempt of a request has its own refund number: request id and attempt. */
export const outRefundNoOf = (requestId: number, attempt: number) =>
  `RQ${String(requestId).padStart(8, '0')}A${attempt}`;

/**
 * Sends an approved (or failed, on retry) request's money back: `approved|failed → refunding` (one caller wins:
 * the status is the guard), attempt + 1, then `refundPart` under the attempt's own refund number, then whatever
 * the provider answered (`finishRequest`). A crash after the status change leaves a `refunding` request whose
 * number the sweep can rebuild and send again (providers de-duplicate on it).
 */
export async function executeRefund(ctx: AppContext, requestId: number, notifyUrl?: string): Promise<void> {
  const now = ctx.clock.now();
  const [req] = await ctx.db
    .update(refundRequests)
    .set({ status: 'refunding', refundingAt: now, attempts: bumpAttempts, refundId: null, version: bumpVersion })
    .where(and(eq(refundRequests.id, requestId), inArray(refundRequests.status, ['approved', 'failed'])))
    .returning();
  if (!req) return;
  await sendRefund(ctx, req, notifyUrl);
}

const bumpAttempts = sql`${refundRequests.attempts} + 1`;

async function sendRefund(ctx: AppContext, req: RefundRequestRow, notifyUrl?: string): Promise<void> {
  let refund: RefundRow;
  try {
    refund = await refundPart(ctx, {
      orderId: req.orderId,
      amountFen: req.approvedFen!,
      reason: '退费',
      outRefundNo: outRefundNoOf(req.id, req.attempts),
      notifyUrlBase: notifyUrl,
    });
  } catch (err) {
    // Refused before any money moved (over the payment, no payment): failed, with the reason for staff.
    if (!(err instanceof AppError)) throw err;
    await markFailed(ctx, req.id, err.message);
    return;
  }
  await ctx.db.update(refundRequests).set({ refundId: refund.id }).where(eq(refundRequests.id, req.id));
  await finishRequest(ctx, req.id, refund);
}

async function markFailed(ctx: AppContext, requestId: number, reason: string): Promise<void> {
  await ctx.db
    .update(refundRequests)
    .set({ status: 'failed', failedAt: ctx.clock.now(), failReason: reason.slice(0, 200), version: bumpVersion })
    .where(and(eq(refundRequests.id, requestId), eq(refundRequests.status, 'refunding')));
}

/**
 * What a settled refund does to its request, once (`WHERE status = 'refunding'`): failed → 失败 with the
 * provider's reason; success → 已退款, and in the same transaction the class leaves the pupil's learning centre
 * (enrolment ended), the seat and its stock come back, and the order closes as refunded when this was its last line.
 */
export async function finishRequest(ctx: AppContext, requestId: number, refund: RefundRow): Promise<void> {
  if (refund.status === 'processing') return;
  if (refund.status === 'failed') {
    await markFailed(ctx, requestId, refund.failReason ?? '退款失败');
    return;
  }
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [req] = await tx
      .update(refundRequests)
      .set({ status: 'refunded', refundedAt: now, refundId: refund.id, version: bumpVersion })
      .where(and(eq(refundRequests.id, requestId), eq(refundRequests.status, 'refunding')))
      .returning();
    if (!req) return;
    const [item] = await tx.select().from(orderItems).where(eq(orderItems.id, req.orderItemId));
    const line = { orderId: req.orderId, skuId: item!.skuId, orderItemId: req.orderItemId };
    await endEnrolmentForLine(tx, line, 'refund', now);
    await releaseRefundedLine(tx, line, now);
    const [all] = await tx.select({ n: count() }).from(orderItems).where(eq(orderItems.orderId, req.orderId));
    const [done] = await tx
      .select({ n: count() })
      .from(refundRequests)
      .where(and(eq(refundRequests.orderId, req.orderId), eq(refundRequests.status, 'refunded')));
    if (all!.n === done!.n) await closeRefundedOrder(tx, req.orderId, now);
  });
}

/** A refund settled elsewhere (notification, sweep): the request waiting on it finishes. */
export async function onRefundSettled(ctx: AppContext, refund: RefundRow): Promise<void> {
  const [req] = await ctx.db
    .select({ id: refundRequests.id })
    .from(refundRequests)
    .where(and(eq(refundRequests.refundId, refund.id), eq(refundRequests.status, 'refunding')));
  if (req) await finishRequest(ctx, req.id, refund);
}

/**
 * The sweep (job `shop-refund-sweep`): requests left `refunding` for longer than `graceMs` — a crash between the
 * provider call and its answer or notification, a notification that never came. Each is finished from what the
 * provider says now: a refund row still processing is asked about (`queryRefund`); a settled one finishes the
 * request; no row at all (crash before the insert) is sent again under the same number.
 */
export async function sweepRefunds(ctx: AppContext, graceMs: number): Promise<{ finished: number }> {
  const before = new Date(ctx.clock.now().getTime() - graceMs);
  const stuck = await ctx.db
    .select()
    .from(refundRequests)
    .where(
      and(
        eq(refundRequests.status, 'refunding'),
        or(lt(refundRequests.refundingAt, before), isNull(refundRequests.refundingAt)),
      ),
    )
    .limit(100);
  let finished = 0;
  for (const req of stuck) {
    const refund =
      (req.refundId ? await refundById(ctx, req.refundId) : null) ??
      (await refundByNo(ctx, outRefundNoOf(req.id, req.attempts)));
    if (!refund) {
      await sendRefund(ctx, req);
    } else if (refund.status === 'processing') {
      const settled = await queryAndSettleRefund(ctx, refund);
      if (settled) await finishRequest(ctx, req.id, settled);
    } else {
      await finishRequest(ctx, req.id, refund);
    }
    const [after] = await ctx.db
      .select({ status: refundRequests.status })
      .from(refundRequests)
      .where(eq(refundRequests.id, req.id));
    if (after?.status !== 'refunding') finished += 1;
  }
  return { finished };
}
