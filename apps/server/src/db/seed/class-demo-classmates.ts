import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, like, sql } from 'drizzle-orm';
import { ORDER_PAY_TIMEOUT_MS, ORDER_STATUS, STUDENT_ROLE_ID } from '@salt/domain';
import type { Database } from '../client';
import {
  chapters,
  devPayTrades,
  enrolments,
  offerings,
  orderItems,
  orderSeats,
  orders,
  payments,
  skus,
  spus,
  userRoles,
  users,
} from '../schema';
import { hashPassword } from '../../platform/auth/password';

const DAY = 86_400_000;

/** Classmates of the demo pupils (nobody logs in as them): a class of one pupil is not what a school looks like. */
const NAMES = [
  '李子涵',
  '张雨桐',
  '王浩然',
  '陈思远',
  '刘欣怡',
  '杨梓轩',
  '赵一诺',
  '黄俊熙',
  '周语桐',
  '吴宇航',
  '徐可馨',
  '孙明哲',
  '胡佳怡',
  '朱子墨',
  '高铭泽',
  '林诗涵',
  '何睿',
  '郭晨曦',
  '马嘉怡',
  '罗奕辰',
] as const;

/**
 * Every taught demo class with seats to spare (20 or more, no posted materials) gets 4 to 10 classmates, each with
 * a paid order 3 to 20 days before the class began (a class not begun yet: within the last four weeks) (its payment and the dev provider's trade, so reconciliation
 * agrees), a seat taken and an enrolment: the console's 学员, the dashboard's revenue and the live room's roster look
 * like a school's. Idempotent: a classmate's order is keyed `DEMOM<class>-<n>`.
 */
export async function seedDemoClassmates(db: Database, now: Date): Promise<void> {
  const classes = await db
    .select({ sku: skus, spu: spus, offeringId: offerings.id, grade: offerings.grade })
    .from(offerings)
    .innerJoin(skus, eq(skus.id, offerings.skuId))
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .where(and(eq(skus.needLogistics, false), eq(skus.isGroup, false), gte(skus.stock, 20)))
    .orderBy(asc(offerings.id));
  for (const cls of classes) {
    const done = await db
      .select({ id: orders.id })
      .from(orders)
      .where(like(orders.orderNo, `DEMOM${cls.offeringId}-%`))
      .limit(1);
    if (done.length > 0) continue;
    const [first] = await db
      .select({ at: sql<Date | null>`min(${chapters.startAt})`.mapWith((v) => (v ? new Date(v) : null)) })
      .from(chapters)
      .where(eq(chapters.offeringId, cls.offeringId));
    const startsAt = first?.at ?? now;
    const count = 4 + ((cls.offeringId * 5) % 7);
    for (let k = 0; k < count; k++) {
      const idx = (cls.offeringId * 3 + k) % NAMES.length;
      const userId = await classmateId(db, idx, cls.grade);
      const daysBefore = 3 + ((cls.offeringId + k * 7) % 18);
      // Never today (the dashboard's 今日 figures are the day's own), never after the class began; a class that
      // starts later was bought over the last few weeks (not all on one day, which would spike every trend chart).
      const before = startsAt.getTime() - daysBefore * DAY;
      const spread = now.getTime() - (2 + ((cls.offeringId + k * 5) % 26)) * DAY;
      const paidAt = new Date((before < now.getTime() - 2 * DAY ? before : spread) + k * 3_600_000);
      await placeDemoOrder(db, { userId, sku: cls.sku, spu: cls.spu, offeringId: cls.offeringId, paidAt, k });
    }
  }
}

async function classmateId(db: Database, idx: number, grade: string): Promise<number> {
  const username = `demo_mate_${String(idx + 1).padStart(2, '0')}`;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (existing) return existing.id;
  const [created] = await db
    .insert(users)
    .values({
      username,
      phone: `1880000${String(idx + 1).padStart(4, '0')}`,
      passwordHash: await hashPassword(randomBytes(18).toString('base64url')),
      realname: NAMES[idx]!,
      grade,
      deptValue: '1',
    })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ userId: created!.id, roleId: STUDENT_ROLE_ID }).onConflictDoNothing();
  return created!.id;
}

/** A paid demo order of one class for a pupil (payment, dev trade, seat, enrolment); `orderNo` keys it. */
export async function placeDemoOrder(
  db: Database,
  o: {
    userId: number;
    sku: typeof skus.$inferSelect;
    spu: typeof spus.$inferSelect;
    offeringId: number;
    paidAt: Date;
    k: number;
    orderNo?: string;
  },
) {
  const orderNo = o.orderNo ?? `DEMOM${o.offeringId}-${o.k + 1}`;
  const createdAt = new Date(o.paidAt.getTime() - 4 * 60_000);
  await db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        orderNo,
        userId: o.userId,
        status: ORDER_STATUS.completed,
        payType: 'dev',
        needLogistics: false,
        totalFen: o.sku.priceFen,
        payFen: o.sku.priceFen,
        payDeadline: new Date(createdAt.getTime() + ORDER_PAY_TIMEOUT_MS),
        paidAt: o.paidAt,
        createdAt,
        updatedAt: o.paidAt,
      })
      .returning({ id: orders.id });
    const orderId = order!.id;
    await tx.insert(orderItems).values({
      orderId,
      skuId: o.sku.id,
      spuId: o.spu.id,
      title: o.spu.title,
      skuName: o.sku.name,
      coverUrl: o.spu.coverUrl,
      priceFen: o.sku.priceFen,
      needLogistics: false,
    });
    await tx.insert(orderSeats).values({ userId: o.userId, skuId: o.sku.id, orderId, createdAt });
    await tx
      .update(skus)
      .set({ stock: sql`greatest(${skus.stock} - 1, 0)`, sold: sql`${skus.sold} + 1` })
      .where(eq(skus.id, o.sku.id));
    await tx.insert(payments).values({
      outTradeNo: `P${orderNo}`,
      orderId,
      provider: 'dev',
      channel: 'dev',
      amountFen: o.sku.priceFen,
      status: 'paid',
      transactionId: `devpay_${orderNo}`,
      paidAt: o.paidAt,
      createdAt,
    });
    await tx
      .insert(devPayTrades)
      .values({
        outTradeNo: `P${orderNo}`,
        amountFen: o.sku.priceFen,
        description: `盐课堂订单 ${orderNo}`,
        state: 'paid',
        transactionId: `devpay_${orderNo}`,
        paidAt: o.paidAt,
        refunds: [],
        createdAt,
      })
      .onConflictDoNothing();
    await tx
      .insert(enrolments)
      .values({ userId: o.userId, offeringId: o.offeringId, orderId, createdAt: o.paidAt })
      .onConflictDoNothing();
  });
}
