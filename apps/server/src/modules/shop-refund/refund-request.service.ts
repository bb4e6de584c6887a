import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  fenToYuan,
  REFUND_ERRORS,
  REFUND_REASONS,
  REFUND_STATUS_TEXT,
  type RefundComputation,
  type RefundReasonCode,
  type RefundRequestStatus,
  type RefundRequestView,
} from '@salt/domain';
import { guardianRequests, orderItems, orders, parentStudents, refundRequests } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { isUniqueViolation } from '../../platform/database-errors';
import { applyBlocker, quoteLine } from './refund-quote.service';

export type RefundRequestRow = typeof refundRequests.$inferSelect;

/**
 * A pupil applies for one of their order lines: the rule's amount and computation are kept with the request.
 * Refused, with nothing written: another's or an unknown line (404), an unpaid order, a refunded line, a request
 * already open, a forming group, a class whose last session has started. Two racing applications for one line meet
 * the partial unique index (one open request per line) and the loser gets the same 409.
 */
export async function applyForRefund(
  ctx: AppContext,
  userId: number,
  body: { orderItemId: number; reasonCode: RefundReasonCode; reasonText: string },
): Promise<RefundRequestView> {
  const now = ctx.clock.now();
  const line = await quoteLine(ctx, ctx.db, body.orderItemId, now);
  if (!line || line.order.userId !== userId) throw appError(REFUND_ERRORS.lineNotFound);
  const blocker = applyBlocker(line);
  if (blocker) throw appError(blocker);
  // A pupil with a bound parent: the request waits for the guardian's consent (家长审批) before staff review it.
  const [bound] = await ctx.db
    .select({ id: parentStudents.parentId })
    .from(parentStudents)
    .where(eq(parentStudents.studentId, userId))
    .limit(1);
  let row: RefundRequestRow | undefined;
  try {
    [row] = await ctx.db
      .insert(refundRequests)
      .values({
        awaitingGuardian: Boolean(bound),
        orderId: line.order.id,
        orderItemId: line.item.id,
        userId,
        computedFen: line.computation.amountFen,
        computation: line.computation,
        reasonCode: body.reasonCode,
        reasonText: body.reasonText.trim(),
        createdAt: now,
      })
      .returning();
  } catch (err) {
    if (isUniqueViolation(err, 'shop_refund_request_open_uq')) throw appError(REFUND_ERRORS.requestOpen);
    if (isUniqueViolation(err, 'shop_refund_request_refunded_uq')) throw appError(REFUND_ERRORS.alreadyRefunded);
    throw err;
  }
  if (bound)
    await ctx.db
      .insert(guardianRequests)
      .values({ kind: 'refund', studentId: userId, targetId: row!.id, createdAt: now, updatedAt: now })
      .onConflictDoNothing();
  return viewOf(row!, { orderNo: line.order.orderNo, title: line.item.title, skuName: line.item.skuName });
}

/** The pupil withdraws a request still waiting for review; any other state is 409, another's 404. */
export async function cancelRefund(ctx: AppContext, userId: number, id: number): Promise<RefundRequestView> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(refundRequests)
    .set({ status: 'cancelled', cancelledAt: now, version: bumpVersion })
    .where(and(eq(refundRequests.id, id), eq(refundRequests.userId, userId), eq(refundRequests.status, 'pending')))
    .returning();
  if (!row) {
    const [mine] = await ctx.db
      .select({ id: refundRequests.id })
      .from(refundRequests)
      .where(and(eq(refundRequests.id, id), eq(refundRequests.userId, userId)));
    throw appError(mine ? REFUND_ERRORS.notCancelable : REFUND_ERRORS.requestNotFound);
  }
  const [view] = await requestViews(ctx, eq(refundRequests.id, row.id));
  return view!;
}

/** The pupil's requests, newest first, each with its timeline. */
export async function myRefundRequests(ctx: AppContext, userId: number): Promise<RefundRequestView[]> {
  return requestViews(ctx, eq(refundRequests.userId, userId));
}

export async function requestViews(ctx: AppContext, where: SQL | undefined): Promise<RefundRequestView[]> {
  const rows = await ctx.db
    .select({ r: refundRequests, orderNo: orders.orderNo, title: orderItems.title, skuName: orderItems.skuName })
    .from(refundRequests)
    .innerJoin(orders, eq(orders.id, refundRequests.orderId))
    .innerJoin(orderItems, eq(orderItems.id, refundRequests.orderItemId))
    .where(where)
    .orderBy(desc(refundRequests.createdAt), desc(refundRequests.id))
    .limit(200);
  return rows.map((x) => viewOf(x.r, x));
}

/** Every write of a request bumps its version (the console sends the version it read). */
export const bumpVersion = sql`${refundRequests.version} + 1`;

/** The request as the pages show it: status in words and a timeline of the steps it went through. */
export function viewOf(
  r: RefundRequestRow,
  line: { orderNo: string; title: string; skuName: string },
  opts: { staff?: boolean } = {},
): RefundRequestView {
  const status = r.status as RefundRequestStatus;
  const yuan = (fen: number | null) => (fen === null ? '' : `¥${fenToYuan(fen)}`);
  const steps: RefundRequestView['timeline'] = [];
  const step = (s: RefundRequestStatus, title: string, at: Date | null, note: string | null = null) => {
    if (at) steps.push({ status: s, title, at: at.toISOString(), note });
  };
  step('pending', '提交申请', r.createdAt, `申请退费 ${yuan(r.computedFen)}`);
  if (r.awaitingGuardian && status === 'pending') step('pending', '等待家长同意', r.createdAt, '家长同意后进入审核');
  step('approved', '审核通过', r.approvedAt, r.approvedFen !== null ? `同意退款 ${yuan(r.approvedFen)}` : null);
  step('refunding', '退款中', r.refundingAt, '款项将原路退回');
  step('failed', '退款失败', r.failedAt, opts.staff ? r.failReason : '退款渠道暂时未能完成退款，工作人员会尽快处理');
  step('refunded', '已退款', r.refundedAt, r.approvedFen !== null ? `已退回 ${yuan(r.approvedFen)}` : null);
  step('rejected', '已驳回', r.rejectedAt, r.rejectReason);
  step('cancelled', '已撤销', r.cancelledAt);
  steps.sort((a, b) => a.at.localeCompare(b.at));
  return {
    id: r.id,
    orderId: r.orderId,
    orderNo: line.orderNo,
    orderItemId: r.orderItemId,
    title: line.title,
    skuName: line.skuName,
    computedFen: r.computedFen,
    approvedFen: r.approvedFen,
    reasonCode: r.reasonCode,
    reasonLabel: REFUND_REASONS[r.reasonCode as RefundReasonCode] ?? r.reasonCode,
    reasonText: r.reasonText,
    status,
    statusText: r.awaitingGuardian && status === 'pending' ? '待家长同意' : REFUND_STATUS_TEXT[status],
    awaitingGuardian: r.awaitingGuardian && status === 'pending',
    rejectReason: r.rejectReason,
    failReason: opts.staff ? r.failReason : null,
    computation: r.computation as RefundComputation,
    timeline: steps,
    createdAt: r.createdAt.toISOString(),
    version: r.version,
  };
}
