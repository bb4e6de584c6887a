import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  GUARDIAN_KIND_TEXT,
  GUARDIAN_STATUS_TEXT,
  ORDER_STATUS,
  type GuardianKind,
  type GuardianOrder,
  type GuardianRequestView,
  type GuardianStatus,
} from '@salt/domain';
import {
  classChangeRequests,
  guardianRequests,
  orderItems,
  orders,
  refundRequests,
  skus,
  users,
} from '../../db/schema';
import type { AppContext } from '../../platform/context';

const student = alias(users, 'guardian_student');
const decider = alias(users, 'guardian_decider');

/** The course (goods) names of an order, joined: what the parent is asked to pay for. */
const orderTitle = sql<string>`coalesce((select string_agg(${orderItems.title}, '、' order by ${orderItems.id})
  from ${orderItems} where ${orderItems.orderId} = ${orders.id}), '')`;

/**
 * A purchase request whose order was paid (by the child), closed or ran out of time has nothing left to decide:
 * it closes when anyone looks (the order modules know nothing of requests, so nothing else has to tell us).
 */
export async function closeStalePurchases(ctx: AppContext, studentIds: readonly number[]): Promise<void> {
  if (studentIds.length === 0) return;
  const now = ctx.clock.now();
  await ctx.db
    .update(guardianRequests)
    .set({ status: 'cancelled', decidedAt: now, updatedAt: now })
    .where(
      and(
        eq(guardianRequests.kind, 'purchase'),
        eq(guardianRequests.status, 'pending'),
        inArray(guardianRequests.studentId, [...studentIds]),
        sql`exists (select 1 from ${orders} where ${orders.id} = ${guardianRequests.targetId}
          and (${orders.status} <> ${ORDER_STATUS.pendingPayment} or ${orders.payDeadline} <= ${now}))`,
      ),
    ); // A refund or class change the child withdrew (or that ended otherwise) has nothing left to consent to.
  await ctx.db
    .update(guardianRequests)
    .set({ status: 'cancelled', decidedAt: now, updatedAt: now })
    .where(
      and(
        eq(guardianRequests.status, 'pending'),
        inArray(guardianRequests.studentId, [...studentIds]),
        sql`((${guardianRequests.kind} = 'refund' and exists (select 1 from ${refundRequests}
            where ${refundRequests.id} = ${guardianRequests.targetId} and ${refundRequests.status} <> 'pending'))
          or (${guardianRequests.kind} = 'class_change' and exists (select 1 from ${classChangeRequests}
            where ${classChangeRequests.id} = ${guardianRequests.targetId} and ${classChangeRequests.status} <> 'pending')))`,
      ),
    );
}

/** Requests of these children (newest first), with the order's details a parent needs to decide. */
export async function requestViews(
  ctx: AppContext,
  where: { studentIds: readonly number[]; ids?: readonly number[]; targetId?: number; pending?: boolean },
  limit = 50,
): Promise<GuardianRequestView[]> {
  if (where.studentIds.length === 0) return [];
  const rows = await ctx.db
    .select({
      r: guardianRequests,
      studentName: sql<string>`coalesce(${student.realname}, ${student.username})`,
      deciderName: sql<string | null>`coalesce(${decider.realname}, ${decider.username})`,
      orderNo: orders.orderNo,
      payFen: orders.payFen,
      payDeadline: orders.payDeadline,
      orderStatus: orders.status,
      title: sql<string>`case ${guardianRequests.kind}
        when 'purchase' then ${orderTitle}
        when 'refund' then (select ${orderItems.title} || '（' || ${orderItems.skuName} || '）' from ${refundRequests}
          join ${orderItems} on ${orderItems.id} = ${refundRequests.orderItemId}
          where ${refundRequests.id} = ${guardianRequests.targetId})
        else (select f.name || ' → ' || t.name from ${classChangeRequests}
          join ${skus} f on f.id = ${classChangeRequests.fromSkuId} join ${skus} t on t.id = ${classChangeRequests.toSkuId}
          where ${classChangeRequests.id} = ${guardianRequests.targetId}) end`,
      detail: sql<string | null>`case ${guardianRequests.kind}
        when 'refund' then (select ${refundRequests.reasonText} from ${refundRequests}
          where ${refundRequests.id} = ${guardianRequests.targetId})
        when 'class_change' then (select ${classChangeRequests.reason} from ${classChangeRequests}
          where ${classChangeRequests.id} = ${guardianRequests.targetId}) end`,
      otherFen: sql<number | null>`case ${guardianRequests.kind}
        when 'refund' then (select ${refundRequests.computedFen} from ${refundRequests}
          where ${refundRequests.id} = ${guardianRequests.targetId})
        when 'class_change' then (select ${classChangeRequests.priceDiffFen} from ${classChangeRequests}
          where ${classChangeRequests.id} = ${guardianRequests.targetId}) end`,
    })
    .from(guardianRequests)
    .innerJoin(student, eq(student.id, guardianRequests.studentId))
    .leftJoin(decider, eq(decider.id, guardianRequests.decidedBy))
    .leftJoin(orders, and(eq(guardianRequests.kind, 'purchase'), eq(orders.id, guardianRequests.targetId)))
    .where(
      and(
        inArray(guardianRequests.studentId, [...where.studentIds]),
        where.ids ? inArray(guardianRequests.id, [...where.ids]) : undefined,
        where.targetId ? eq(guardianRequests.targetId, where.targetId) : undefined,
        where.pending === undefined
          ? undefined
          : where.pending
            ? eq(guardianRequests.status, 'pending')
            : ne(guardianRequests.status, 'pending'),
      ),
    )
    .orderBy(desc(guardianRequests.createdAt), desc(guardianRequests.id))
    .limit(limit);
  return rows.map(({ r, ...o }) => ({
    id: r.id,
    kind: r.kind as GuardianKind,
    kindText: GUARDIAN_KIND_TEXT[r.kind as GuardianKind],
    status: r.status as GuardianStatus,
    statusText: GUARDIAN_STATUS_TEXT[r.status as GuardianStatus],
    studentId: r.studentId,
    studentName: o.studentName,
    targetId: r.targetId,
    title: o.title ?? '',
    detail: o.detail || null,
    orderNo: o.orderNo ?? null,
    amountFen: o.payFen ?? (o.otherFen === null ? null : Number(o.otherFen)),
    payDeadline: o.payDeadline ? o.payDeadline.toISOString() : null,
    orderPaid: o.orderStatus !== null && o.orderStatus !== undefined && o.orderStatus !== ORDER_STATUS.pendingPayment,
    reason: r.reason,
    decidedByName: r.decidedBy ? o.deciderName : null,
    decidedAt: r.decidedAt ? r.decidedAt.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The children's orders still waiting for payment (and in time), soonest deadline first. */
export async function unpaidOrdersOf(ctx: AppContext, studentIds: readonly number[]): Promise<GuardianOrder[]> {
  if (studentIds.length === 0) return [];
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select({
      orderId: orders.id,
      orderNo: orders.orderNo,
      studentId: orders.userId,
      studentName: sql<string>`coalesce(${student.realname}, ${student.username})`,
      title: orderTitle,
      amountFen: orders.payFen,
      payDeadline: orders.payDeadline,
      createdAt: orders.createdAt,
      requestId: sql<number | null>`(select ${guardianRequests.id} from ${guardianRequests}
        where ${guardianRequests.kind} = 'purchase' and ${guardianRequests.targetId} = ${orders.id}
        and ${guardianRequests.status} = 'pending' limit 1)`,
    })
    .from(orders)
    .innerJoin(student, eq(student.id, orders.userId))
    .where(
      and(
        inArray(orders.userId, [...studentIds]),
        eq(orders.status, ORDER_STATUS.pendingPayment),
        sql`${orders.payDeadline} > ${now}`,
      ),
    )
    .orderBy(orders.payDeadline, orders.id)
    .limit(100);
  return rows.map((r) => ({
    ...r,
    payDeadline: r.payDeadline.toISOString(),
    createdAt: r.createdAt.toISOString(),
    requestId: r.requestId === null ? null : Number(r.requestId),
  }));
}
