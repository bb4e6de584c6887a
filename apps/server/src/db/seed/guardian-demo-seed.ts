import { and, eq, like } from 'drizzle-orm';
import type { Database } from '../client';
import { guardianRequests, orders, parentStudents, users } from '../schema';

const MINUTE = 60_000;

/**
 * 家长审批: 王小明 asked his parent to pay his unpaid winter maths order (the order demo's DEMOPENDING, made again
 * when it expires), so /parent/todayApprove is not empty. Idempotent: one request per order.
 */
export async function seedGuardianDemo(db: Database, now: Date = new Date()): Promise<void> {
  const [student] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'student'));
  if (!student) return;
  const [bound] = await db
    .select({ id: parentStudents.parentId })
    .from(parentStudents)
    .where(eq(parentStudents.studentId, student.id))
    .limit(1);
  if (!bound) return;
  const pending = await db
    .select({ id: orders.id, createdAt: orders.createdAt, payDeadline: orders.payDeadline })
    .from(orders)
    .where(and(eq(orders.userId, student.id), like(orders.orderNo, 'DEMOPENDING%'), eq(orders.status, '0')));
  for (const order of pending) {
    if (order.payDeadline <= now) continue;
    const [asked] = await db
      .select({ id: guardianRequests.id })
      .from(guardianRequests)
      .where(and(eq(guardianRequests.kind, 'purchase'), eq(guardianRequests.targetId, order.id)))
      .limit(1);
    if (asked) continue;
    const at = new Date(Math.min(now.getTime(), order.createdAt.getTime() + 3 * MINUTE));
    await db
      .insert(guardianRequests)
      .values({ kind: 'purchase', studentId: student.id, targetId: order.id, createdAt: at, updatedAt: at })
      .onConflictDoNothing();
  }
}
