import { and, eq } from 'drizzle-orm';
import { CLASS_CHANGE_ERRORS } from '@salt/domain';
import type { Database } from '../client';
import { classChangeRequests, orderItems, orders, skus, users } from '../schema';
import { enrolmentOfOrderLine, moveEnrolmentIn } from '../../modules/learning';

/** The demo student's 调班 line: his 初二英语寒假 group-buy class, whose course also runs a 标准班 with seats. */
export const CHANGE_DEMO_FROM_SKU = 'DEMO-EN8-WINTER-GROUP';
export const CHANGE_DEMO_TO_SKU = 'DEMO-EN8-WINTER-A';
const HOUR = 3_600_000;

/**
 * 调班 demo: on the demo student's 初二英语寒假 line (not 同步提高1班, which the e2e journeys use), one approved
 * change (拼团班 → 标准班, decided by the demo tutor: the enrolment really moved, seats and order seat follow
 * through the same move the approval runs) and one pending request back (标准班 → 拼团班) for the tutor or an
 * admin to decide. Idempotent: a student with any request is left as he is.
 */
export async function seedClassChangeDemo(db: Database, now: Date = new Date()): Promise<void> {
  const [student] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'student'));
  const [tutor] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'tutor'));
  if (!student || !tutor) return;
  const [done] = await db
    .select({ id: classChangeRequests.id })
    .from(classChangeRequests)
    .where(eq(classChangeRequests.userId, student.id))
    .limit(1);
  if (done) return;
  const [line] = await db
    .select({ orderItemId: orderItems.id, orderId: orders.id, spuId: orderItems.spuId, skuId: orderItems.skuId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(skus, eq(skus.id, orderItems.skuId))
    .where(and(eq(orders.userId, student.id), eq(orders.status, '3'), eq(skus.skuCode, CHANGE_DEMO_FROM_SKU)));
  const [to] = await db.select({ id: skus.id }).from(skus).where(eq(skus.skuCode, CHANGE_DEMO_TO_SKU));
  if (!line || !to) return;
  const enrolment = await enrolmentOfOrderLine(db, { ...line, userId: student.id });
  if (!enrolment || enrolment.skuId !== line.skuId) return;
  const asked = new Date(now.getTime() - 50 * HOUR);
  const approved = new Date(now.getTime() - 48 * HOUR);
  await db.transaction(async (tx) => {
    await moveEnrolmentIn(tx, {
      enrolmentId: enrolment.enrolmentId,
      toSkuId: to.id,
      now: approved,
      endReason: 'class_change',
      notFound: CLASS_CHANGE_ERRORS.targetNotFound,
      full: CLASS_CHANGE_ERRORS.full,
      check: () => undefined,
    });
    const common = { orderId: line.orderId, orderItemId: line.orderItemId, userId: student.id };
    await tx.insert(classChangeRequests).values([
      {
        ...common,
        fromSkuId: line.skuId,
        toSkuId: to.id,
        reason: '拼团班上午的时间和学校补课冲突，想换到下午的标准班',
        status: 'approved',
        reviewerId: tutor.id,
        createdAt: asked,
        reviewedAt: approved,
      },
      {
        ...common,
        fromSkuId: to.id,
        toSkuId: line.skuId,
        reason: '学校补课取消了，想回到上午班和同学一起上课',
        status: 'pending',
        createdAt: new Date(now.getTime() - 2 * HOUR),
      },
    ]);
  });
}
