import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { ORDER_PAY_TIMEOUT_MS } from '@salt/domain';
import type { Database } from '../client';
import {
  chapters,
  couponTemplates,
  couponUsers,
  deliveries,
  devPayTrades,
  groupBuys,
  groupMembers,
  offerings,
  orderItems,
  orderSeats,
  orders,
  payments,
  refunds,
  skus,
  spus,
  userAddresses,
  users,
} from '../schema';
import { STUDENT_CLASS_SKU } from './shop-demo-goods';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

interface DemoOrder {
  /** Stable part of the order number; the row is created once per key. */
  key: string;
  skuCodes: string[];
  status: '0' | '1' | '2' | '3' | '5';
  payType?: string;
  closeReason?: 'timeout' | 'cancel' | 'refund';
  deliveryStatus?: 'none' | 'partial' | 'all';
  /** Items (by index) already shipped. */
  shipped?: number[];
  group?: boolean;
  ageHours: number;
  /** Placed this many days before its class's first session instead (a class bought before it began). */
  daysBeforeClass?: number;
  /** Unpaid demo orders and forming groups expire by the rules; they are made again when gone. */
  renew?: boolean;
  /** The refund's reason (closeReason 'refund'): a failed group by default, '退费' for a pupil's refund request. */
  refundReason?: string;
}

/**
 * The demo student's orders: one in every display status of spec section 4, all of 初二 (the student's grade).
 * The classes he studies in: this term's maths (bought before it began, so no session was before he joined),
 * last summer's physics preview (finished), a 寒假 English group buy still forming and a 春季 physics class with
 * a kit to post.
 */
const DEMO_ORDERS: DemoOrder[] = [
  { key: 'PENDING', skuCodes: ['DEMO-MA8-WINTER-A'], status: '0', ageHours: 0, renew: true },
  { key: 'PAYFAIL', skuCodes: ['DEMO-CN8-SPRING-A'], status: '0', payType: 'failed', ageHours: 0, renew: true },
  { key: 'TIMEOUT', skuCodes: ['DEMO-HI8-SPRING-A'], status: '5', closeReason: 'timeout', ageHours: 72 },
  { key: 'CANCEL', skuCodes: ['DEMO-GE8-SPRING-A'], status: '5', closeReason: 'cancel', ageHours: 60 },
  { key: 'REFUND', skuCodes: ['DEMO-BI8-SPRING-A'], status: '5', payType: 'dev', closeReason: 'refund', ageHours: 200 },
  { key: 'CLASS', skuCodes: [STUDENT_CLASS_SKU], status: '3', payType: 'dev', ageHours: 0, daysBeforeClass: 12 },
  { key: 'DONE', skuCodes: ['DEMO-PH8-SUMMER-A'], status: '3', payType: 'dev', ageHours: 0, daysBeforeClass: 20 },
  {
    key: 'GROUP',
    skuCodes: ['DEMO-EN8-WINTER-GROUP'],
    status: '3',
    payType: 'dev',
    group: true,
    ageHours: 2,
    renew: true,
  },
  { key: 'TODELIVER', skuCodes: ['DEMO-PH8-SPRING-KIT'], status: '1', payType: 'dev', ageHours: 20 },
  {
    key: 'PARTIAL',
    skuCodes: ['DEMO-MAT-MA8-WORKBOOK', 'DEMO-MAT-MA8-EXAMS'],
    status: '1',
    payType: 'dev',
    deliveryStatus: 'partial',
    shipped: [0],
    ageHours: 50,
  },
  // 退费 (refund-demo-seed): besides his running class (CLASS, where a request was turned down), a spring class
  // with a request waiting for review, and a 初一 revision class refunded before it began.
  { key: 'REFUNDASK', skuCodes: ['DEMO-HI8-SPRING-A'], status: '3', payType: 'dev', ageHours: 30 },
  {
    key: 'REFUNDED',
    skuCodes: ['DEMO-MA7-FALL-A'],
    status: '5',
    payType: 'dev',
    closeReason: 'refund',
    refundReason: '退费',
    ageHours: 0,
    daysBeforeClass: 6,
  },
  {
    key: 'SHIPPED',
    skuCodes: ['DEMO-MAT-CN8-READER'],
    status: '2',
    payType: 'dev',
    deliveryStatus: 'all',
    shipped: [0],
    ageHours: 80,
  },
];

const ADDRESS = {
  receiverName: '王建国',
  mobile: '13800000004',
  province: '北京市',
  city: '北京市',
  district: '海淀区',
  detail: '中关村南大街5号院3号楼502',
};

/**
 * Demo coupons and the demo student's orders in every display status. Idempotent: orders are keyed by their
 * demo order number; an unpaid order or a forming group that the rules have since closed is made afresh, so a
 * running demo keeps showing 待付款, 支付失败 and 待拼团.
 */
export async function seedOrderDemo(db: Database, now: Date = new Date()): Promise<void> {
  const [student] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'student'));
  if (!student) return;
  await seedCoupons(db, student.id, now);
  const [address] = await db.select().from(userAddresses).where(eq(userAddresses.userId, student.id)).limit(1);
  if (!address) await db.insert(userAddresses).values({ userId: student.id, ...ADDRESS, isDefault: true });

  for (const demo of DEMO_ORDERS) {
    const prefix = `DEMO${demo.key}`;
    const existing = await db
      .select({ id: orders.id, status: orders.status, groupId: orders.groupId })
      .from(orders)
      .where(and(eq(orders.userId, student.id), like(orders.orderNo, `${prefix}%`)));
    const alive = existing.some((o) => (demo.renew ? o.status === demo.status : true));
    if (alive) continue;
    if (existing.length > 0 && !demo.renew) continue;
    await createDemoOrder(db, student.id, demo, `${prefix}${existing.length || ''}`, now);
  }
}

async function createDemoOrder(db: Database, userId: number, demo: DemoOrder, orderNo: string, now: Date) {
  const rows = await db
    .select({ sku: skus, spu: spus })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .where(inArray(skus.skuCode, demo.skuCodes));
  if (rows.length !== demo.skuCodes.length) return;
  const lines = demo.skuCodes.map((code) => rows.find((r) => r.sku.skuCode === code)!);
  const holdsSeat = demo.status !== '5';
  if (holdsSeat) {
    const held = await db
      .select({ id: orderSeats.id })
      .from(orderSeats)
      .where(
        and(
          eq(orderSeats.userId, userId),
          eq(orderSeats.active, true),
          inArray(
            orderSeats.skuId,
            lines.map((l) => l.sku.id),
          ),
        ),
      );
    if (held.length > 0) return;
  }
  const createdAt = demo.daysBeforeClass
    ? await beforeClass(db, lines[0]!.sku.id, demo.daysBeforeClass)
    : new Date(now.getTime() - demo.ageHours * HOUR);
  if (!createdAt) return;
  const unitFen = (l: (typeof lines)[number]) =>
    demo.group ? (l.sku.groupPriceFen ?? l.sku.priceFen) : l.sku.priceFen;
  const totalFen = lines.reduce((s, l) => s + unitFen(l), 0);
  const paid = demo.status !== '0' && !(demo.status === '5' && demo.closeReason !== 'refund');
  const needLogistics = lines.some((l) => l.sku.needLogistics);

  await db.transaction(async (tx) => {
    let groupId: number | null = null;
    if (demo.group) {
      const sku = lines[0]!.sku;
      const [g] = await tx
        .insert(groupBuys)
        .values({
          skuId: sku.id,
          leaderUserId: userId,
          memberNum: sku.groupMemberNum ?? 3,
          joinedCount: 1,
          expiresAt: new Date(now.getTime() + (sku.groupHoursValid ?? 24) * HOUR),
          createdAt,
        })
        .returning({ id: groupBuys.id });
      groupId = g!.id;
    }
    const [order] = await tx
      .insert(orders)
      .values({
        orderNo,
        userId,
        status: demo.status,
        payType: demo.payType ?? null,
        closeReason: demo.closeReason ?? null,
        deliveryStatus: demo.deliveryStatus ?? 'none',
        needLogistics,
        totalFen,
        payFen: totalFen,
        groupId,
        address: needLogistics ? ADDRESS : null,
        payDeadline:
          demo.status === '0'
            ? new Date(now.getTime() + ORDER_PAY_TIMEOUT_MS)
            : new Date(createdAt.getTime() + ORDER_PAY_TIMEOUT_MS),
        paidAt: paid ? new Date(createdAt.getTime() + 5 * 60_000) : null,
        closedAt:
          demo.status === '5'
            ? new Date(createdAt.getTime() + (demo.closeReason === 'refund' ? 3 * DAY : ORDER_PAY_TIMEOUT_MS))
            : null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: orders.id });
    const orderId = order!.id;
    const items = await tx
      .insert(orderItems)
      .values(
        lines.map((l, i) => ({
          orderId,
          skuId: l.sku.id,
          spuId: l.spu.id,
          title: l.spu.title,
          skuName: l.sku.name,
          coverUrl: l.spu.coverUrl,
          priceFen: unitFen(l),
          needLogistics: l.sku.needLogistics,
          shipped: demo.shipped?.includes(i) ?? false,
        })),
      )
      .returning({ id: orderItems.id });
    if (holdsSeat) {
      await tx.insert(orderSeats).values(lines.map((l) => ({ userId, skuId: l.sku.id, orderId })));
      for (const l of lines) {
        await tx
          .update(skus)
          .set({ stock: sql`greatest(${skus.stock} - 1, 0)`, sold: sql`${skus.sold} + 1` })
          .where(eq(skus.id, l.sku.id));
      }
    }
    if (groupId) await tx.insert(groupMembers).values({ groupId, userId, orderId, paid: true });
    if (paid) {
      const [payment] = await tx
        .insert(payments)
        .values({
          outTradeNo: `P${orderNo}`,
          orderId,
          provider: 'dev',
          channel: 'dev',
          amountFen: totalFen,
          status: demo.closeReason === 'refund' ? 'refunded' : 'paid',
          transactionId: `devpay_${orderNo}`,
          paidAt: new Date(createdAt.getTime() + 5 * 60_000),
          createdAt,
        })
        .returning({ id: payments.id });
      // The dev provider's books hold the same trade, so payment reconciliation finds the demo in agreement.
      const paidAt = new Date(createdAt.getTime() + 5 * 60_000);
      await tx
        .insert(devPayTrades)
        .values({
          outTradeNo: `P${orderNo}`,
          amountFen: totalFen,
          description: `盐课堂订单 ${orderNo}`,
          state: 'paid',
          transactionId: `devpay_${orderNo}`,
          paidAt,
          refunds:
            demo.closeReason === 'refund'
              ? [
                  {
                    outRefundNo: `RP${orderNo}`,
                    refundId: `devrefund_${orderNo}`,
                    refundFen: totalFen,
                    createdAt: paidAt.toISOString(),
                  },
                ]
              : [],
          createdAt,
        })
        .onConflictDoNothing();
      if (demo.closeReason === 'refund') {
        await tx.insert(refunds).values({
          outRefundNo: `RP${orderNo}`,
          orderId,
          paymentId: payment!.id,
          amountFen: totalFen,
          reason: demo.refundReason ?? 'group-failed',
          status: 'success',
          succeededAt: new Date(createdAt.getTime() + 3 * DAY),
        });
      }
    }
    if (demo.shipped?.length) {
      const shippedAt = new Date(createdAt.getTime() + DAY);
      await tx.insert(deliveries).values({
        orderId,
        expressCompany: '顺丰速运',
        trackingNo: `SF${String(orderId).padStart(6, '0')}8821`,
        itemIds: demo.shipped.map((i) => items[i]!.id),
        traces: [
          {
            time: new Date(shippedAt.getTime() + 20 * HOUR).toISOString(),
            text: '【北京市】快件已到达 海淀中关村营业点，正在派送',
          },
          {
            time: new Date(shippedAt.getTime() + 8 * HOUR).toISOString(),
            text: '【北京市】快件已到达 北京顺义集散中心',
          },
          { time: shippedAt.toISOString(), text: '商家已发货，顺丰速运已揽收' },
        ],
        shippedAt,
      });
    }
  });
}

/** `days` before the first session of the sku's class (null without a class). */
async function beforeClass(db: Database, skuId: number, days: number): Promise<Date | null> {
  const [row] = await db
    .select({ first: sql<Date | null>`min(${chapters.startAt})`.mapWith((v) => (v ? new Date(v) : null)) })
    .from(chapters)
    .innerJoin(offerings, eq(offerings.id, chapters.offeringId))
    .where(eq(offerings.skuId, skuId));
  return row?.first ? new Date(row.first.getTime() - days * DAY) : null;
}

async function seedCoupons(db: Database, studentId: number, now: Date) {
  const validFrom = new Date(now.getTime() - DAY);
  const validTo = new Date(now.getTime() + 60 * DAY);
  const templates = [
    { name: '新人专享立减30元', amountFen: 3000, thresholdFen: 10000, totalQuantity: 1000, perUserLimit: 1 },
    { name: '秋季课程满199减50', amountFen: 5000, thresholdFen: 19900, totalQuantity: 300, perUserLimit: 1 },
    { name: '资料费立减5元', amountFen: 500, thresholdFen: 0, totalQuantity: 500, perUserLimit: 2 },
    {
      name: '兑换码专享20元',
      amountFen: 2000,
      thresholdFen: 0,
      totalQuantity: 200,
      perUserLimit: 1,
      redeemCode: 'SALT2026',
      claimable: false,
    },
  ];
  for (const tpl of templates) {
    const [found] = await db
      .select({ id: couponTemplates.id })
      .from(couponTemplates)
      .where(eq(couponTemplates.name, tpl.name));
    if (!found) await db.insert(couponTemplates).values({ ...tpl, validFrom, validTo });
  }
  // The student already holds the new-user coupon, so checkout shows a coupon at once.
  const [welcome] = await db.select().from(couponTemplates).where(eq(couponTemplates.name, '新人专享立减30元'));
  if (!welcome) return;
  const [held] = await db
    .select({ id: couponUsers.id })
    .from(couponUsers)
    .where(and(eq(couponUsers.userId, studentId), eq(couponUsers.templateId, welcome.id)));
  if (!held) {
    await db.insert(couponUsers).values({ templateId: welcome.id, userId: studentId });
    await db
      .update(couponTemplates)
      .set({ receivedCount: sql`${couponTemplates.receivedCount} + 1` })
      .where(eq(couponTemplates.id, welcome.id));
  }
}
