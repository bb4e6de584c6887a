import { and, eq } from 'drizzle-orm';
import { chinaDay, type PointsEarnRule } from '@salt/domain';
import type { Database } from '../client';
import { couponTemplates, pointsExchanges, pointsGoods, pointsLedger, userAddresses, users } from '../schema';
import { exchangeAt, grantPoints } from '../../modules/points';
import { seedMallBanners } from './points-demo-banners';

const DAY = 86_400_000;

/** The mall's coupon goods issue these templates (found again by name). */
const DEMO_COUPONS = [
  { name: '盐值兑换·满200减20', amountFen: 2000, thresholdFen: 20000 },
  { name: '盐值兑换·满500减50', amountFen: 5000, thresholdFen: 50000 },
] as const;

type DemoGoods = Omit<typeof pointsGoods.$inferInsert, 'couponTemplateId'> & { coupon?: string };

export const DEMO_POINTS_GOODS: DemoGoods[] = [
  {
    kind: 'physical',
    title: '盐课堂定制错题本',
    subtitle: 'B5 活页 · 三栏错因分析版式',
    category: '文具',
    pointsCost: 180,
    stock: 200,
    exchanged: 326,
    hot: true,
    sort: 1,
    description: '按“题目—错因—正解”三栏排版，活页可拆，方便按知识点重新整理。\n\n每本 60 页，附知识点索引贴纸一张。',
  },
  {
    kind: 'physical',
    title: '中性笔套装',
    subtitle: '0.5mm 黑色 12 支装',
    category: '文具',
    pointsCost: 120,
    stock: 300,
    exchanged: 512,
    hot: true,
    sort: 2,
    description: '顺滑速干，考试专用 0.5mm 子弹头，一盒 12 支。',
  },
  {
    kind: 'physical',
    title: '盐课堂帆布笔袋',
    subtitle: '大容量双层',
    category: '文具',
    pointsCost: 260,
    stock: 80,
    exchanged: 97,
    sort: 3,
    description: '双层拉链设计，可放 30 支笔和一把 20cm 直尺。',
  },
  {
    kind: 'physical',
    title: '盐课堂定制保温杯',
    subtitle: '316 不锈钢 · 450ml',
    category: '文具',
    pointsCost: 1500,
    stock: 0,
    exchanged: 40,
    sort: 4,
    description: '本期已兑完，下一批预计下月补货。',
  },
  {
    kind: 'physical',
    title: '英语分级阅读绘本',
    subtitle: '第一级 · 6 册套装',
    category: '图书',
    pointsCost: 680,
    stock: 50,
    exchanged: 143,
    hot: true,
    sort: 5,
    description: '适合初一、初二学生的英语分级读物，每册附词汇表和音频二维码。',
  },
  {
    kind: 'physical',
    title: '初中数学几何模型精讲',
    subtitle: '名师整理 32 个常考模型',
    category: '图书',
    pointsCost: 520,
    stock: 40,
    exchanged: 61,
    sort: 6,
    description: '将军饮马、手拉手、一线三等角……每个模型配例题和变式训练。',
  },
  {
    kind: 'coupon',
    title: '¥20 购课优惠券',
    subtitle: '满 200 元可用',
    category: '优惠券',
    pointsCost: 400,
    stock: 500,
    exchanged: 289,
    hot: true,
    sort: 7,
    description: '兑换后发放到“我的优惠券”，购买任意课程满 200 元可用，有效期一年。',
    coupon: DEMO_COUPONS[0].name,
  },
  {
    kind: 'coupon',
    title: '¥50 购课优惠券',
    subtitle: '满 500 元可用',
    category: '优惠券',
    pointsCost: 900,
    stock: 200,
    exchanged: 88,
    sort: 8,
    description: '兑换后发放到“我的优惠券”，购买任意课程满 500 元可用，有效期一年。',
    coupon: DEMO_COUPONS[1].name,
  },
  {
    kind: 'virtual',
    title: '名师专题课回放包·初二物理力学',
    subtitle: '6 讲回放 · 永久观看',
    category: '课程',
    pointsCost: 600,
    stock: 999,
    exchanged: 74,
    sort: 9,
    description: '力与运动、压强、浮力三大专题，共 6 讲，兑换后在“我的课程”中观看。',
  },
  {
    kind: 'virtual',
    title: '中考英语作文专题课回放',
    subtitle: '4 讲 · 满分作文模板',
    category: '课程',
    pointsCost: 450,
    stock: 999,
    exchanged: 156,
    hot: true,
    sort: 10,
    description: '审题、结构、高级句型与范文精讲，共 4 讲。',
  },
];

async function demoCouponTemplate(db: Database, c: (typeof DEMO_COUPONS)[number], now: Date): Promise<number> {
  const [found] = await db
    .select({ id: couponTemplates.id })
    .from(couponTemplates)
    .where(eq(couponTemplates.name, c.name));
  if (found) return found.id;
  const [row] = await db
    .insert(couponTemplates)
    .values({
      ...c,
      perUserLimit: 10,
      totalQuantity: 2000,
      claimable: false,
      validFrom: new Date(now.getTime() - 30 * DAY),
      validTo: new Date(now.getTime() + 365 * DAY),
    })
    .returning({ id: couponTemplates.id });
  return row!.id;
}

/** The goods (each added once, by title; staff's later edits are kept). */
async function seedGoods(db: Database, now: Date): Promise<Map<string, number>> {
  const templates = new Map<string, number>();
  for (const c of DEMO_COUPONS) templates.set(c.name, await demoCouponTemplate(db, c, now));
  const ids = new Map<string, number>();
  for (const { coupon, ...g } of DEMO_POINTS_GOODS) {
    const [found] = await db.select({ id: pointsGoods.id }).from(pointsGoods).where(eq(pointsGoods.title, g.title));
    if (found) {
      ids.set(g.title, found.id);
      continue;
    }
    const [row] = await db
      .insert(pointsGoods)
      .values({ ...g, couponTemplateId: coupon ? templates.get(coupon)! : null, createdAt: now, updatedAt: now })
      .returning({ id: pointsGoods.id });
    ids.set(g.title, row!.id);
  }
  return ids;
}

/** A day `daysAgo` before `now`, at `hour` China time. */
const dayAt = (now: Date, daysAgo: number, hour: number) => {
  const day = chinaDay(now.getTime() - daysAgo * DAY);
  return new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+08:00`);
};

/**
 * The demo student's last four months of 盐值: visits to the site and the official account, homework on time,
 * live classes, passed end-of-course exams and a purchase, then one exchange (中性笔套装, posted and received).
 * Daily visits use the same source keys as the live grants (the China day), so today's real visit still pays.
 */
async function seedStudentHistory(db: Database, now: Date, goods: Map<string, number>): Promise<void> {
  const [student] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'student'));
  if (!student) return;
  const [done] = await db
    .select({ id: pointsLedger.id })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, student.id), eq(pointsLedger.bizKey, 'examPassed:demo-exam-1')));
  if (done) return;
  const grant = (rule: PointsEarnRule, sourceKey: string, at: Date, o: { amount?: number; remark?: string } = {}) =>
    grantPoints(db, { userId: student.id, rule, sourceKey, now: at, ...o });
  let exam = 0;
  for (let i = 120; i >= 1; i--) {
    if (i === 110)
      await grant('purchase', 'demo-order-1', dayAt(now, i, 20), { amount: 199, remark: '购买 初二数学 同步提高班' });
    if ((i * 7) % 10 < 7) await grant('viewOfficialWebsites', chinaDay(dayAt(now, i, 19).getTime()), dayAt(now, i, 19));
    if ((i * 3) % 5 < 2) await grant('viewWechatPub', chinaDay(dayAt(now, i, 21).getTime()), dayAt(now, i, 21));
    if (i % 7 === 2 || i % 7 === 5) await grant('homeworkOnTime', `demo-hw-${i}`, dayAt(now, i, 20));
    if (i % 7 === 1 || i % 7 === 4) await grant('liveAttended', `demo-live-${i}`, dayAt(now, i, 18));
    if ([100, 72, 45, 18].includes(i)) await grant('examPassed', `demo-exam-${++exam}`, dayAt(now, i, 16));
  }
  const pens = goods.get('中性笔套装');
  const [anyExchange] = await db
    .select({ id: pointsExchanges.id })
    .from(pointsExchanges)
    .where(eq(pointsExchanges.userId, student.id))
    .limit(1);
  if (!pens || anyExchange) return;
  let [address] = await db.select().from(userAddresses).where(eq(userAddresses.userId, student.id)).limit(1);
  if (!address) {
    [address] = await db
      .insert(userAddresses)
      .values({
        userId: student.id,
        receiverName: '王建国',
        mobile: '13800000004',
        province: '北京市',
        city: '北京市',
        district: '海淀区',
        detail: '中关村大街1号院3号楼502',
        isDefault: true,
      })
      .returning();
  }
  const ex = await exchangeAt(
    db,
    student.id,
    { goodsId: pens, quantity: 1, addressId: address!.id },
    'demo-exchange-1',
    dayAt(now, 40, 20),
  );
  await db
    .update(pointsExchanges)
    .set({
      status: 'completed',
      logisticsCompany: '中通快递',
      trackingNo: '75321468902417',
      shippedAt: dayAt(now, 39, 11),
      completedAt: dayAt(now, 36, 18),
    })
    .where(eq(pointsExchanges.id, ex.id));
}

/** 盐值商城 demo: the goods, the mall's banners, and the demo student's history with one past exchange. Idempotent. */
export async function seedPointsDemo(db: Database, now: Date = new Date()): Promise<void> {
  const goods = await seedGoods(db, now);
  await seedMallBanners(db);
  await seedStudentHistory(db, now, goods);
}
