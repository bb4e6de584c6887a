import { and, eq, sql } from 'drizzle-orm';
import {
  GUARDIAN_ERRORS,
  ORDER_ERRORS,
  ORDER_STATUS,
  type GuardianOrder,
  type GuardianOrderState,
  type GuardianRequestList,
  type GuardianRequestView,
} from '@salt/domain';
import { classChangeRequests, guardianRequests, orders, parentStudents, refundRequests } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import type { Actor } from '../../platform/auth/actor';
import { appError } from '../../platform/errors';
import type { PaymentChannel } from '../../platform/payment/payment-provider';
import { payOrder, type PayOrderAnswer } from '../shop-order';
import { guardianPolicy } from './guardian-approval.policy';
import { closeStalePurchases, requestViews, unpaidOrdersOf } from './guardian-read';

async function hasParent(ctx: AppContext, studentId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: parentStudents.parentId })
    .from(parentStudents)
    .where(eq(parentStudents.studentId, studentId))
    .limit(1);
  return Boolean(row);
}

/** The children a parent asks about: one bound child (else 403) or all of them. */
async function childrenAsked(actor: Actor, studentId?: number): Promise<number[]> {
  if (studentId !== undefined) {
    await guardianPolicy.authorize(actor, 'guardian.child', studentId);
    return [studentId];
  }
  return [...(await actor.boundChildren())].filter((id) => id !== actor.userId);
}

async function oneView(ctx: AppContext, studentId: number, id: number): Promise<GuardianRequestView> {
  const [view] = await requestViews(ctx, { studentIds: [studentId], ids: [id] }, 1);
  if (!view) throw appError(GUARDIAN_ERRORS.notFound);
  return view;
}

/** 请家长付款: the pupil asks their bound parents to pay an unpaid order. Asking again answers the open request. */
export async function askParentToPay(ctx: AppContext, actor: Actor, orderId: number): Promise<GuardianRequestView> {
  const now = ctx.clock.now();
  const [order] = await ctx.db
    .select({ id: orders.id, status: orders.status, payDeadline: orders.payDeadline })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, actor.userId)));
  if (!order) throw appError(ORDER_ERRORS.orderNotFound);
  if (order.status !== ORDER_STATUS.pendingPayment || order.payDeadline <= now)
    throw appError(GUARDIAN_ERRORS.orderNotPayable);
  if (!(await hasParent(ctx, actor.userId))) throw appError(GUARDIAN_ERRORS.noParent);
  await ctx.db
    .insert(guardianRequests)
    .values({ kind: 'purchase', studentId: actor.userId, targetId: orderId, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const [open] = await requestViews(ctx, { studentIds: [actor.userId], targetId: orderId, pending: true }, 1);
  if (!open) throw appError(GUARDIAN_ERRORS.alreadyDecided);
  return open;
}

/** What the pupil's unpaid order shows: may a parent be asked, and the latest request about it. */
export async function orderState(ctx: AppContext, actor: Actor, orderId: number): Promise<GuardianOrderState> {
  const [order] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, actor.userId)));
  if (!order) throw appError(ORDER_ERRORS.orderNotFound);
  await closeStalePurchases(ctx, [actor.userId]);
  const [latest] = await requestViews(ctx, { studentIds: [actor.userId], targetId: orderId }, 1);
  return { hasParent: await hasParent(ctx, actor.userId), request: latest?.kind === 'purchase' ? latest : null };
}

/** /parent/todayApprove: what waits for this parent (one child or all), and the decided ones below. */
export async function parentRequests(ctx: AppContext, actor: Actor, studentId?: number): Promise<GuardianRequestList> {
  const children = await childrenAsked(actor, studentId);
  await closeStalePurchases(ctx, children);
  const [pending, history] = await Promise.all([
    requestViews(ctx, { studentIds: children, pending: true }, 100),
    requestViews(ctx, { studentIds: children, pending: false }, 30),
  ]);
  return { pending, history };
}

/**
 * A bound parent agrees or declines. Only a pending request changes (a conditional update: of two decisions at
 * once one wins, the other is told it was decided already).
 */
export async function decideRequest(
  ctx: AppContext,
  actor: Actor,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<GuardianRequestView> {
  const [req] = await ctx.db.select().from(guardianRequests).where(eq(guardianRequests.id, id));
  if (!req) throw appError(GUARDIAN_ERRORS.notFound);
  if (req.studentId === actor.userId) throw appError(GUARDIAN_ERRORS.ownRequest);
  // Another family's request: the same answer as an unknown id, nothing learnt about it.
  if (!(await guardianPolicy.can(actor, 'guardian.child', req.studentId))) throw appError(GUARDIAN_ERRORS.notFound);
  await closeStalePurchases(ctx, [req.studentId]);
  const now = ctx.clock.now();
  const reason = decision.approve ? null : decision.reason || '家长未同意';
  const told = decision.approve || !decision.reason ? '家长未同意' : `家长未同意：${decision.reason}`;
  await ctx.db.transaction(async (tx) => {
    const changed = await tx
      .update(guardianRequests)
      .set({
        status: decision.approve ? 'approved' : 'declined',
        reason,
        decidedBy: actor.userId,
        decidedAt: now,
        updatedAt: now,
      })
      .where(and(eq(guardianRequests.id, id), eq(guardianRequests.status, 'pending')))
      .returning({ id: guardianRequests.id });
    if (changed.length === 0) throw appError(GUARDIAN_ERRORS.alreadyDecided);
    // Consent: the request goes on to review as today, or ends declined by the guardian with the reason shown.
    if (req.kind === 'refund') {
      const moved = await tx
        .update(refundRequests)
        .set(
          decision.approve
            ? { awaitingGuardian: false, version: sql`${refundRequests.version} + 1` }
            : {
                status: 'rejected',
                rejectReason: told,
                rejectedAt: now,
                version: sql`${refundRequests.version} + 1`,
              },
        )
        .where(and(eq(refundRequests.id, req.targetId), eq(refundRequests.status, 'pending')))
        .returning({ id: refundRequests.id });
      if (moved.length === 0) throw appError(GUARDIAN_ERRORS.alreadyDecided);
    }
    if (req.kind === 'class_change') {
      const moved = await tx
        .update(classChangeRequests)
        .set(
          decision.approve ? { awaitingGuardian: false } : { status: 'rejected', rejectReason: told, reviewedAt: now },
        )
        .where(and(eq(classChangeRequests.id, req.targetId), eq(classChangeRequests.status, 'pending')))
        .returning({ id: classChangeRequests.id });
      if (moved.length === 0) throw appError(GUARDIAN_ERRORS.alreadyDecided);
    }
  });
  return oneView(ctx, req.studentId, id);
}

/** /parent/payment: the bound children's unpaid orders (one child or all). */
export async function childUnpaidOrders(ctx: AppContext, actor: Actor, studentId?: number): Promise<GuardianOrder[]> {
  return unpaidOrdersOf(ctx, await childrenAsked(actor, studentId));
}

/**
 * 家长代付: a bound parent pays the child's unpaid order through the same providers as the pupil's pay page. The
 * order stays the child's; the attempt records the parent as payer. Paying is agreeing: an open 请家长付款 on
 * the order is approved by this parent.
 */
export async function payForChild(
  ctx: AppContext,
  actor: Actor,
  body: { orderId: number; channel: PaymentChannel; openId?: string },
  client: { ip: string; origin: string },
): Promise<PayOrderAnswer> {
  const [order] = await ctx.db
    .select({ id: orders.id, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, body.orderId));
  if (!order) throw appError(ORDER_ERRORS.orderNotFound);
  await guardianPolicy.authorize(actor, 'guardian.child', order.userId);
  const answer = await payOrder(ctx, order.userId, order.id, body.channel, client, body.openId, actor.userId);
  const now = ctx.clock.now();
  await ctx.db
    .update(guardianRequests)
    .set({ status: 'approved', decidedBy: actor.userId, decidedAt: now, updatedAt: now })
    .where(
      and(
        eq(guardianRequests.kind, 'purchase'),
        eq(guardianRequests.targetId, order.id),
        eq(guardianRequests.status, 'pending'),
      ),
    );
  return answer;
}
