import { count, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { REFUND_ERRORS, type ConsoleRefundPage, type ConsoleRefundQuery, type RefundComputation } from '@salt/domain';
import { orderItems, orders, refundRequests, users } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { recordAudit } from '../console';
import { executeRefund } from './refund-execution.service';
import { quoteLine, quoteOrders } from './refund-quote.service';
import { bumpVersion, viewOf } from './refund-request.service';

const reviewers = alias(users, 'reviewer');

/** The console's list (admins): requests by status, newest first, each with the rule's answer then and now. */
export async function consoleRefundPage(ctx: AppContext, q: ConsoleRefundQuery): Promise<ConsoleRefundPage> {
  const where = q.status ? eq(refundRequests.status, q.status) : undefined;
  const size = q.size === -1 ? 100 : q.size;
  const [total] = await ctx.db.select({ n: count() }).from(refundRequests).where(where);
  const rows = await ctx.db
    .select({
      r: refundRequests,
      orderNo: orders.orderNo,
      title: orderItems.title,
      skuName: orderItems.skuName,
      user: {
        id: users.id,
        username: users.username,
        realname: users.realname,
        nickname: users.nickname,
        phone: users.phone,
      },
      reviewer: { realname: reviewers.realname, username: reviewers.username },
    })
    .from(refundRequests)
    .innerJoin(orders, eq(orders.id, refundRequests.orderId))
    .innerJoin(orderItems, eq(orderItems.id, refundRequests.orderItemId))
    .innerJoin(users, eq(users.id, refundRequests.userId))
    .leftJoin(reviewers, eq(reviewers.id, refundRequests.reviewerId))
    .where(where)
    .orderBy(desc(refundRequests.createdAt), desc(refundRequests.id))
    .limit(size)
    .offset((q.current - 1) * size);
  const orderIds = [...new Set(rows.map((x) => x.r.orderId))];
  const now = ctx.clock.now();
  const quotes = orderIds.length ? await quoteOrders(ctx, ctx.db, inArray(orders.id, orderIds), now) : [];
  const currentOf = new Map(quotes.map((l) => [l.item.id, l.computation]));
  return {
    records: rows.map((x) => ({
      ...viewOf(x.r, x, { staff: true }),
      user: {
        id: x.user.id,
        name: x.user.realname || x.user.nickname || x.user.username,
        mobile: x.user.phone,
      },
      current: currentOf.get(x.r.orderItemId) ?? (x.r.computation as RefundComputation),
      reviewerName: x.reviewer ? x.reviewer.realname || x.reviewer.username : null,
    })),
    total: total?.n ?? 0,
    current: q.current,
    size: q.size,
  };
}

/**
 * Approves a pending request (the request row locked, so of 20 approvals at once one acts and the others get 409):
 * the amount is the staff's override, at most the line's paid share, or the rule's answer now (sessions may have
 * started since the application). Audited in the same transaction; then the money goes back (`executeRefund`).
 */
export async function approveRefund(
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: { overrideFen?: number | undefined },
  notifyUrl: string,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [req] = await tx.select().from(refundRequests).where(eq(refundRequests.id, id)).for('update');
    if (!req) throw appError(REFUND_ERRORS.requestNotFound);
    if (req.status !== 'pending') throw appError(REFUND_ERRORS.notPending);
    if (req.awaitingGuardian) throw appError(REFUND_ERRORS.awaitingGuardian);
    const line = await quoteLine(ctx, tx, req.orderItemId, now);
    if (!line) throw appError(REFUND_ERRORS.requestNotFound);
    const c = line.computation;
    if (body.overrideFen !== undefined && body.overrideFen > c.paidShareFen)
      throw appError(REFUND_ERRORS.overrideTooHigh);
    const amount = body.overrideFen ?? c.amountFen;
    if (amount <= 0) throw appError(c.stage === 'finished' ? REFUND_ERRORS.finished : REFUND_ERRORS.notRefundable);
    await tx
      .update(refundRequests)
      .set({ status: 'approved', approvedFen: amount, reviewerId: actor.userId, approvedAt: now, version: bumpVersion })
      .where(eq(refundRequests.id, id));
    await recordAudit(tx, actor, {
      action: 'refund.approve',
      entity: 'refundRequest',
      entityId: id,
      before: { status: 'pending', computedFen: req.computedFen },
      after: {
        status: 'approved',
        approvedFen: amount,
        ruleFen: c.amountFen,
        overridden: body.overrideFen !== undefined,
      },
    });
  });
  await executeRefund(ctx, id, notifyUrl);
}

/** Rejects a pending request with a reason the pupil sees; audited. */
export async function rejectRefund(ctx: AppContext, actor: Actor, id: number, reason: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [req] = await tx.select().from(refundRequests).where(eq(refundRequests.id, id)).for('update');
    if (!req) throw appError(REFUND_ERRORS.requestNotFound);
    if (req.status !== 'pending') throw appError(REFUND_ERRORS.notPending);
    if (req.awaitingGuardian) throw appError(REFUND_ERRORS.awaitingGuardian);
    await tx
      .update(refundRequests)
      .set({
        status: 'rejected',
        rejectReason: reason,
        reviewerId: actor.userId,
        rejectedAt: now,
        version: bumpVersion,
      })
      .where(eq(refundRequests.id, id));
    await recordAudit(tx, actor, {
      action: 'refund.reject',
      entity: 'refundRequest',
      entityId: id,
      before: { status: 'pending' },
      after: { status: 'rejected', rejectReason: reason },
    });
  });
}

/** Sends a failed refund again under a new refund number (the failed one moved no money); audited. */
export async function retryRefund(ctx: AppContext, actor: Actor, id: number, notifyUrl: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [req] = await tx.select().from(refundRequests).where(eq(refundRequests.id, id)).for('update');
    if (!req) throw appError(REFUND_ERRORS.requestNotFound);
    if (req.status !== 'failed') throw appError(REFUND_ERRORS.notFailed);
    await recordAudit(tx, actor, {
      action: 'refund.retry',
      entity: 'refundRequest',
      entityId: id,
      before: { status: 'failed', failReason: req.failReason, attempts: req.attempts },
      after: { status: 'refunding', attempts: req.attempts + 1 },
    });
  });
  await executeRefund(ctx, id, notifyUrl);
}
