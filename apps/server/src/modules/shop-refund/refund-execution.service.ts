import { and, count, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { REFUND_ERRORS, splitAcrossPayments } from '@salt/domain';
import type { Transaction } from '../../db/client';
import { orderItems, orders, refundRequests } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { lineChangeMoney } from '../class-change';
import { endEnrolmentForLine } from '../learning';
import { takeBackPurchasePoints } from '../points';
import { revokeReferralForOrder } from '../referral';
import {
  closeRefundedOrder,
  queryAndSettleRefund,
  refundPart,
  refundRoomFen,
  refundsNumbered,
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

/** One payment's part of a request's refund: its order, its own refund number, its amount. */
interface RefundLeg {
  orderId: number;
  outRefundNo: string;
  amountFen: number;
}

/**
 * Where the approved amount comes from: a line moved to a dearer class by 调班 was paid twice (the purchase and
 * its 补差价 orders), so the refund takes from the supplements first, newest first, then the purchase, each within
 * what its payment can still return (`splitAcrossPayments`). What earlier attempts already returned is not sent
 * again. The current attempt's own refunds are left out of the room, so planning it twice gives the same legs.
 */
async function planLegs(ctx: AppContext, req: RefundRequestRow): Promise<RefundLeg[] | null> {
  const base = outRefundNoOf(req.id, req.attempts);
  const changes = await lineChangeMoney(ctx.db, [req.orderItemId]);
  const supplements = [...(changes.get(req.orderItemId)?.supplementOrderIds ?? [])].reverse();
  const sources = [
    ...supplements.map((orderId) => ({ orderId, outRefundNo: `${base}S${orderId}` })),
    { orderId: req.orderId, outRefundNo: base },
  ];
  const rooms = await Promise.all(sources.map((s) => refundRoomFen(ctx, s.orderId, base)));
  const earlier = await returnedByEarlierAttempts(ctx, req);
  const parts = splitAcrossPayments(Math.max(0, req.approvedFen! - earlier), rooms);
  if (!parts) return null;
  return sources.map((s, i) => ({ ...s, amountFen: parts[i]! })).filter((l) => l.amountFen > 0);
}

async function returnedByEarlierAttempts(ctx: AppContext, req: RefundRequestRow): Promise<number> {
  let fen = 0;
  for (let attempt = 1; attempt < req.attempts; attempt++) {
    const rows = await refundsNumbered(ctx, outRefundNoOf(req.id, attempt));
    fen += rows.filter((r) => r.status === 'success').reduce((s, r) => s + r.amountFen, 0);
  }
  return fen;
}

async function sendRefund(ctx: AppContext, req: RefundRequestRow, notifyUrl?: string): Promise<void> {
  const legs = await planLegs(ctx, req);
  if (!legs) {
    await markFailed(ctx, req.id, REFUND_ERRORS.overPayment.msg);
    return;
  }
  for (const leg of legs) {
    try {
      const refund = await refundPart(ctx, { ...leg, reason: '退费', notifyUrlBase: notifyUrl });
      await ctx.db.update(refundRequests).set({ refundId: refund.id }).where(eq(refundRequests.id, req.id));
    } catch (err) {
      // Refused before any money moved (over the payment, no payment): failed, with the reason for staff.
      if (!(err instanceof AppError)) throw err;
      await markFailed(ctx, req.id, err.message);
      return;
    }
  }
  await finishRequest(ctx, req.id);
}

async function markFailed(ctx: AppContext, requestId: number, reason: string): Promise<void> {
  await ctx.db
    .update(refundRequests)
    .set({ status: 'failed', failedAt: ctx.clock.now(), failReason: reason.slice(0, 200), version: bumpVersion })
    .where(and(eq(refundRequests.id, requestId), eq(refundRequests.status, 'refunding')));
}

/**
 * What its current attempt's refunds say about a `refunding` request, once (`WHERE status = 'refunding'`): one
 * still processing → wait (notification or sweep); one failed → 失败 with the provider's reason (a retry sends only
 * what did not come back); all returned → 已退款, and in the same transaction the class leaves the pupil's learning
 * centre (the enrolment of the class the line is in now ends), its seat and stock come back, the line's paid 补差价
 * orders close as refunded, and the order closes as refunded when this was its last line.
 */
export async function finishRequest(ctx: AppContext, requestId: number): Promise<void> {
  const [current] = await ctx.db.select().from(refundRequests).where(eq(refundRequests.id, requestId));
  if (current?.status !== 'refunding') return;
  const rows = await refundsNumbered(ctx, outRefundNoOf(current.id, current.attempts));
  if (rows.length === 0 || rows.some((r) => r.status === 'processing')) return;
  const failed = rows.find((r) => r.status === 'failed');
  if (failed) {
    await markFailed(ctx, requestId, failed.failReason ?? '退款失败');
    return;
  }
  const now = ctx.clock.now();
  const changes = await lineChangeMoney(ctx.db, [current.orderItemId]);
  const change = changes.get(current.orderItemId);
  await ctx.db.transaction(async (tx) => {
    const [req] = await tx
      .update(refundRequests)
      .set({ status: 'refunded', refundedAt: now, refundId: rows.at(-1)!.id, version: bumpVersion })
      .where(and(eq(refundRequests.id, requestId), eq(refundRequests.status, 'refunding')))
      .returning();
    if (!req) return;
    const [item] = await tx.select().from(orderItems).where(eq(orderItems.id, req.orderItemId));
    const line = { orderId: req.orderId, skuId: change?.currentSkuId ?? item!.skuId, orderItemId: req.orderItemId };
    await endEnrolmentForLine(tx, line, 'refund', now);
    await releaseRefundedLine(tx, line, now);
    for (const orderId of change?.supplementOrderIds ?? []) await closeRefundedOrder(tx, orderId, now);
    // The purchase's 盐值 go back in the refunded share, as far as the balance allows (the rest is recorded).
    await takeBackPurchasePoints(tx, {
      userId: req.userId,
      orderId: req.orderId,
      paidFen: (await orderPayFen(tx, req.orderId)) ?? 0,
      refundFen: req.approvedFen ?? 0,
      sourceKey: `refundRequest:${req.id}`,
      now,
    });
    // A referred friend's refund takes back (or holds back) the referrer's reward.
    await revokeReferralForOrder(tx, { orderId: req.orderId, now });
    const [all] = await tx.select({ n: count() }).from(orderItems).where(eq(orderItems.orderId, req.orderId));
    const [done] = await tx
      .select({ n: count() })
      .from(refundRequests)
      .where(and(eq(refundRequests.orderId, req.orderId), eq(refundRequests.status, 'refunded')));
    if (all!.n === done!.n) await closeRefundedOrder(tx, req.orderId, now);
  });
}

/** What the order paid (the purchase points' share is taken back in proportion to it). */
const orderPayFen = async (tx: Transaction, orderId: number) =>
  (await tx.select({ payFen: orders.payFen }).from(orders).where(eq(orders.id, orderId)))[0]?.payFen;

/** A refund settled elsewhere (notification, sweep): the request whose attempt it belongs to finishes. */
export async function onRefundSettled(ctx: AppContext, refund: RefundRow): Promise<void> {
  const m = /^RQ(\d{8})A\d+(S\d+)?$/.exec(refund.outRefundNo);
  if (m) await finishRequest(ctx, Number(m[1]));
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
    const base = outRefundNoOf(req.id, req.attempts);
    // Legs never sent (a crash before or between them) go now, under the same numbers; the provider de-duplicates.
    await sendRefund(ctx, req);
    for (const refund of await refundsNumbered(ctx, base)) {
      if (refund.status === 'processing') await queryAndSettleRefund(ctx, refund);
    }
    await finishRequest(ctx, req.id);
    const [after] = await ctx.db
      .select({ status: refundRequests.status })
      .from(refundRequests)
      .where(eq(refundRequests.id, req.id));
    if (after?.status !== 'refunding') finished += 1;
  }
  return { finished };
}
