import { and, eq, inArray, isNull, notExists } from 'drizzle-orm';
import { termOf } from '@salt/domain';
import type { Database } from '../client';
import { enrolments, notices, offerings, orderItems, orders, users } from '../schema';

export { RUNNING_CLASS_SKUS } from './shop-demo-goods';

/**
 * The demo student joins the classes of his paid demo orders, on the day each order was paid (a class bought
 * before it began has no session held before he joined; see homework-status). The classes themselves, with their
 * sessions, are opened by the shop seed through the class-schedule service. Idempotent: an active enrolment is
 * left as it is.
 */
export async function seedLearningDemo(db: Database, now: Date = new Date()): Promise<void> {
  const [student] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'student'));
  if (student) {
    const paid = await db
      .select({ orderId: orders.id, paidAt: orders.paidAt, offeringId: offerings.id })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .innerJoin(offerings, eq(offerings.skuId, orderItems.skuId))
      .where(
        and(
          eq(orders.userId, student.id),
          inArray(orders.status, ['1', '2', '3']),
          // An order enrolled once stays as it is: its pupil may have changed class since (调班 demo).
          notExists(
            db
              .select({ id: enrolments.id })
              .from(enrolments)
              .where(and(eq(enrolments.orderId, orders.id), eq(enrolments.userId, student.id))),
          ),
        ),
      );
    if (paid.length > 0) {
      await db
        .insert(enrolments)
        .values(
          paid.map((p) => ({
            userId: student.id,
            offeringId: p.offeringId,
            orderId: p.orderId,
            createdAt: p.paidAt ?? now,
          })),
        )
        .onConflictDoNothing();
    }
  }
  await seedNotices(db, now);
}

/** Notices to everyone. Notices that a session's homework is marked come with its marking (noticeHomeworkMarked). */
async function seedNotices(db: Database, now: Date) {
  const [any] = await db.select({ id: notices.id }).from(notices).where(isNull(notices.offeringId)).limit(1);
  if (any) return;
  const term = termOf(now).kind;
  await db.insert(notices).values([
    {
      title: `${term}课程上课须知`,
      content: `${term}班正在上课中，请提前下载客户端并测试设备，上课前10分钟进入教室；错过直播可在学习中心观看回放。`,
    },
    {
      title: '直播课堂使用指南',
      content: '进入直播间后可在右侧答题卡作答，老师点名时请在30秒内点击“签到”。课后可在学习中心观看回放。',
    },
  ]);
}
