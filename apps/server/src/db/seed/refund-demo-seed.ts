import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { computeOrderRefunds } from '@salt/domain';
import type { Database } from '../client';
import { chapters, offerings, orderItems, orders, refundRequests, refunds, skus, users } from '../schema';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/**
 * 退费 demo (after the order demo made the orders DEMOCLASS, DEMOREFUNDASK and DEMOREFUNDED): the student's
 * refund requests in a few states, computed by the same rule as the pages — 已退款 (a 初一 class refunded in full
 * before it began, its order 已退款), 已驳回 (the running 初二 class, which stays refundable), 申请中 (a spring
 * class, before its first session). Idempotent: nothing is written once the student has any request.
 */
export async function seedRefundDemo(db: Database, now: Date = new Date()): Promise<void> {
  const [student] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'student'));
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  if (!student) return;
  const [any] = await db
    .select({ id: refundRequests.id })
    .from(refundRequests)
    .where(eq(refundRequests.userId, student.id));
  if (any) return;
  // The kit class's posted materials have a listed price: a refund after the kit is posted keeps it.
  await db
    .update(skus)
    .set({ materialPriceFen: 6000 })
    .where(and(eq(skus.skuCode, 'DEMO-PH8-SPRING-KIT'), eq(skus.materialPriceFen, 0)));
  const lineOf = async (key: string) => {
    const [row] = await db
      .select({ order: orders, item: orderItems, materialFen: skus.materialPriceFen })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .innerJoin(skus, eq(skus.id, orderItems.skuId))
      .where(and(eq(orders.userId, student.id), like(orders.orderNo, `DEMO${key}%`)))
      .orderBy(orders.id)
      .limit(1);
    return row ?? null;
  };
  /** The rule's answer for a one-line order at `at` (sessions started by then). */
  const computationAt = async (line: NonNullable<Awaited<ReturnType<typeof lineOf>>>, at: Date) => {
    const [c] = await db
      .select({
        total: sql<number>`count(${chapters.id})::int`,
        started: sql<number>`count(${chapters.id}) filter (where ${chapters.startAt} <= ${at})::int`,
      })
      .from(offerings)
      .leftJoin(chapters, eq(chapters.offeringId, offerings.id))
      .where(eq(offerings.skuId, line.item.skuId));
    return computeOrderRefunds(line.order.payFen, [
      {
        lineId: line.item.id,
        listFen: line.item.priceFen * line.item.quantity,
        sessionsTotal: c?.total ?? 0,
        sessionsStarted: c?.started ?? 0,
        materialsShipped: line.item.shipped,
        materialPriceFen: line.materialFen * line.item.quantity,
      },
    ])[0]!;
  };

  const refunded = await lineOf('REFUNDED');
  if (refunded?.order.closedAt) {
    const done = refunded.order.closedAt;
    const asked = new Date(done.getTime() - DAY);
    const c = await computationAt(refunded, asked);
    const [refund] = await db
      .select({ id: refunds.id })
      .from(refunds)
      .where(inArray(refunds.orderId, [refunded.order.id]));
    await db.insert(refundRequests).values({
      orderId: refunded.order.id,
      orderItemId: refunded.item.id,
      userId: student.id,
      computedFen: c.amountFen,
      computation: c,
      approvedFen: c.amountFen,
      reasonCode: 'schedule',
      reasonText: '和学校晚自习时间冲突',
      status: 'refunded',
      reviewerId: admin?.id ?? null,
      attempts: 1,
      refundId: refund?.id ?? null,
      createdAt: asked,
      approvedAt: new Date(done.getTime() - HOUR),
      refundingAt: new Date(done.getTime() - HOUR),
      refundedAt: done,
    });
  }

  // His own running class: the request was turned down and he stays (the class stays refundable).
  const midterm = await lineOf('CLASS');
  if (midterm) {
    const asked = new Date(now.getTime() - 2 * DAY);
    const c = await computationAt(midterm, asked);
    await db.insert(refundRequests).values({
      orderId: midterm.order.id,
      orderItemId: midterm.item.id,
      userId: student.id,
      computedFen: c.amountFen,
      computation: c,
      reasonCode: 'quality',
      reasonText: '感觉进度有点快',
      status: 'rejected',
      reviewerId: admin?.id ?? null,
      rejectReason: '辅导老师已联系家长安排课后答疑，建议先跟进两周再决定',
      createdAt: asked,
      rejectedAt: new Date(asked.getTime() + 5 * HOUR),
    });
  }

  const ask = await lineOf('REFUNDASK');
  if (ask) {
    const asked = new Date(now.getTime() - 3 * HOUR);
    const c = await computationAt(ask, asked);
    if (c.refundable) {
      await db.insert(refundRequests).values({
        orderId: ask.order.id,
        orderItemId: ask.item.id,
        userId: student.id,
        computedFen: c.amountFen,
        computation: c,
        reasonCode: 'personal',
        reasonText: '春季学期周末要上校队训练，无法按时上课',
        status: 'pending',
        createdAt: asked,
      });
    }
  }
}
