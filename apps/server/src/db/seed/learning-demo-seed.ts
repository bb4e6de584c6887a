import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CHINA_OFFSET_MS } from '@salt/domain';
import type { Database } from '../client';
import {
  chapters,
  classPeriods,
  enrolments,
  notices,
  offerings,
  orderItems,
  orders,
  skus,
  spuStaff,
  spus,
  users,
} from '../schema';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Chapter titles by subject, so session lists read like a real syllabus. */
const TOPICS: Record<string, string[]> = {
  '1': ['现代文阅读方法', '古诗词鉴赏', '文言文实词', '记叙文写作', '议论文结构', '名著导读'],
  '2': ['有理数与数轴', '整式的加减', '一元一次方程', '几何初步', '全等三角形', '函数入门'],
  '3': ['自然拼读进阶', '一般现在时', '阅读理解技巧', '完形填空', '书面表达', '听力专项'],
  '4': ['声现象', '光的反射与折射', '物态变化', '质量与密度', '力与运动', '压强'],
  '5': ['物质的变化', '空气与氧气', '水与溶液', '酸和碱', '盐与化肥', '实验探究'],
  '6': ['细胞的结构', '生物的分类', '植物的一生', '人体的消化', '遗传与变异', '生态系统'],
  '7': ['中华文明起源', '秦汉统一', '隋唐盛世', '宋元经济', '明清社会', '近代中国'],
  '8': ['地球与地图', '世界的气候', '中国的地形', '中国的河流', '区域地理', '乡土地理'],
};

function chinaStart(dateStr: string, time: string): Date {
  // date 'YYYY-MM-DD' and time 'HH:mm[:ss]' are Asia/Shanghai wall time
  return new Date(new Date(`${dateStr}T${time.slice(0, 5)}:00Z`).getTime() - CHINA_OFFSET_MS);
}

/**
 * Classes on sale that are already running (a session held yesterday, the next in six days): a pupil who buys
 * one joins mid-term, with the sessions held so far and their homework, like a real 插班.
 */
export const RUNNING_CLASS_SKUS = new Set(['DEMO-MA7-FALL-A']);

/**
 * A class (offering) for every course sku of the demo goods, with sessions spread over its class period; the
 * demo student is enrolled in the classes of their paid demo orders. The classes the student is in are laid out
 * around "now" so the learning centre shows finished sessions, one live now and a next one with a countdown.
 * Idempotent: existing offerings are left alone.
 */
export async function seedLearningDemo(db: Database, now: Date = new Date()): Promise<void> {
  const [student] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'student'));
  const courseSkus = await db
    .select({ sku: skus, spu: spus })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .where(and(eq(skus.needLogistics, false), sql`${skus.skuCode} like 'DEMO-%'`))
    .orderBy(asc(skus.id));
  const paidSkuIds = student
    ? (
        await db
          .select({ skuId: orderItems.skuId, orderId: orders.id })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(and(eq(orders.userId, student.id), inArray(orders.status, ['1', '2', '3'])))
      ).reduce((m, r) => m.set(r.skuId, r.orderId), new Map<number, number>())
    : new Map<number, number>();

  for (const { sku, spu } of courseSkus) {
    const [existing] = await db.select({ id: offerings.id }).from(offerings).where(eq(offerings.skuId, sku.id));
    let offeringId = existing?.id;
    if (!offeringId) {
      const staff = await db.select().from(spuStaff).where(eq(spuStaff.spuId, spu.id)).orderBy(asc(spuStaff.sort));
      const teacherId = staff.find((s) => s.role === 'teacher')?.userId ?? null;
      const tutorId = staff.find((s) => s.role === 'tutor')?.userId ?? null;
      const [created] = await db
        .insert(offerings)
        .values({
          skuId: sku.id,
          spuId: spu.id,
          title: `${spu.title}·${sku.className ?? sku.name}`.slice(0, 100),
          subject: spu.subject,
          grade: spu.grade,
          teacherId,
          tutorId,
          liveRoom: `room-${sku.skuCode.toLowerCase()}`,
        })
        .returning({ id: offerings.id });
      offeringId = created!.id;
      const [period] = await db
        .select()
        .from(classPeriods)
        .where(
          and(
            eq(classPeriods.spuId, spu.id),
            sql`(${classPeriods.skuId} = ${sku.id} or ${classPeriods.skuId} is null)`,
          ),
        )
        .orderBy(asc(classPeriods.startDate))
        .limit(1);
      const times = paidSkuIds.has(sku.id)
        ? sessionsAroundNow(now, period, spu.onSale)
        : RUNNING_CLASS_SKUS.has(sku.skuCode)
          ? sessionsAroundNow(new Date(now.getTime() - DAY), period, true)
          : sessionsInPeriod(period);
      const topics = TOPICS[spu.subject] ?? TOPICS['2']!;
      if (times.length) {
        await db.insert(chapters).values(
          times.map((t, i) => ({
            offeringId: offeringId!,
            seq: i + 1,
            title: `第${i + 1}讲 ${topics[i % topics.length]}`,
            startAt: t.start,
            endAt: t.end,
            teacherId,
            tutorId,
          })),
        );
      }
    }
    const orderId = paidSkuIds.get(sku.id);
    if (student && orderId) {
      await db.insert(enrolments).values({ userId: student.id, offeringId, orderId }).onConflictDoNothing();
    }
  }
  await seedNotices(db, student?.id ?? null);
}

type Period = typeof classPeriods.$inferSelect | undefined;

function sessionsInPeriod(p: Period): { start: Date; end: Date }[] {
  if (!p) return [];
  const first = chinaStart(p.startDate, p.startTime);
  const last = chinaStart(p.endDate, p.startTime);
  const lengthMs = chinaStart(p.startDate, p.endTime).getTime() - first.getTime();
  const n = Math.max(1, p.lessonCount);
  const step = n === 1 ? 0 : (last.getTime() - first.getTime()) / (n - 1);
  return Array.from({ length: n }, (_, i) => {
    const start = new Date(first.getTime() + Math.round((step * i) / DAY) * DAY);
    return { start, end: new Date(start.getTime() + Math.max(lengthMs, 30 * MINUTE)) };
  });
}

/** Weekly 90-minute sessions: finished ones in the past, one live now (a finished class: all past). */
function sessionsAroundNow(now: Date, p: Period, onSale: boolean): { start: Date; end: Date }[] {
  const n = Math.max(4, Math.min(p?.lessonCount ?? 8, 12));
  const liveStart = new Date(Math.floor((now.getTime() - 20 * MINUTE) / MINUTE) * MINUTE);
  const firstStart = onSale ? liveStart.getTime() - 3 * 7 * DAY : now.getTime() - (n + 1) * 7 * DAY;
  return Array.from({ length: n }, (_, i) => {
    const start = new Date(firstStart + i * 7 * DAY);
    return { start, end: new Date(start.getTime() + 90 * MINUTE) };
  });
}

async function seedNotices(db: Database, studentId: number | null) {
  const [any] = await db.select({ id: notices.id }).from(notices).where(isNull(notices.offeringId)).limit(1);
  if (any) return;
  await db.insert(notices).values([
    {
      title: '秋季课程开课通知',
      content: '秋季班将于本周陆续开课，请提前下载客户端并测试设备，上课前10分钟进入教室。',
    },
    {
      title: '直播课堂使用指南',
      content: '进入直播间后可在右侧答题卡作答，老师点名时请在30秒内点击“签到”。课后可在学习中心观看回放。',
    },
    ...(studentId
      ? [
          {
            userId: studentId,
            title: '作业批改完成',
            content: '你的第2讲课后作业已由辅导老师批改，快去学习中心查看评语吧！',
          },
        ]
      : []),
  ]);
}
