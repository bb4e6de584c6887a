import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_PATHS, chinaTimeOf, chinaWeekdayOf, type ClassSchedule } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { spuFactory, teacherFactory } from '../../test/catalogue-factories';
import { api } from '../../test/requests';
import { chapters, classPeriods, offerings } from '../../db/schema';
import { classScheduleMismatches, syncClassPeriods } from './class-schedule.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// 2030-11-27 is a Wednesday.
const WEDNESDAYS: ClassSchedule = {
  firstDate: '2030-11-27',
  weekdays: [3],
  startTime: '19:00',
  endTime: '20:30',
  lessonCount: 16,
};

async function skusOf(spuId: number) {
  const res = await t.app.inject({ method: 'GET', url: `${api(API_PATHS.spuSkus)}?spuId=${spuId}` });
  return res.json().data as { id: number; skuCode: string; classPeriods: unknown[] }[];
}

describe('a class sold is the class delivered', () => {
  it('the sessions of the class sold are the ones the shop shows: count, weekday, times, first date', async () => {
    const teacher = await teacherFactory(t.ctx.db);
    const { spuId, skuIds, skuCodes } = await spuFactory(t.ctx.db, {
      teacherIds: [teacher.id],
      skus: [
        {
          name: '基础班（周三晚）',
          class: { schedule: WEDNESDAYS, topics: ['有理数', '数轴'] },
        },
      ],
    });
    const [sku] = await skusOf(spuId);
    expect(sku!.classPeriods).toEqual([
      { startDate: '2030-11-27', endDate: '2031-03-12', startTime: '19:00', endTime: '20:30', lessonCount: 16 },
    ]);
    const [offering] = await t.ctx.db.select().from(offerings).where(eq(offerings.skuId, skuIds[0]!));
    expect(offering!.teacherId).toBe(teacher.id);
    const sessions = await t.ctx.db
      .select()
      .from(chapters)
      .where(eq(chapters.offeringId, offering!.id))
      .orderBy(chapters.seq);
    expect(sessions).toHaveLength(16);
    expect(sessions.every((s) => chinaWeekdayOf(s.startAt) === 3)).toBe(true);
    expect(sessions.every((s) => chinaTimeOf(s.startAt) === '19:00' && chinaTimeOf(s.endAt) === '20:30')).toBe(true);
    expect(sessions.map((s) => s.title).slice(0, 3)).toEqual(['第1讲 有理数', '第2讲 数轴', '第3讲']);
    expect(await classScheduleMismatches(t.ctx.db, skuCodes)).toEqual([]);
  });

  it('moving a session and syncing re-derives what the shop shows', async () => {
    const { spuId, skuIds, skuCodes } = await spuFactory(t.ctx.db, {
      skus: [{ name: '提高班', class: { schedule: { ...WEDNESDAYS, lessonCount: 3 } } }],
    });
    const [offering] = await t.ctx.db.select().from(offerings).where(eq(offerings.skuId, skuIds[0]!));
    // The last session moves a day later (a holiday): until synced, the shop would be wrong.
    const [, , last] = await t.ctx.db.select().from(chapters).where(eq(chapters.offeringId, offering!.id));
    const day = 86_400_000;
    await t.ctx.db
      .update(chapters)
      .set({ startAt: new Date(last!.startAt.getTime() + day), endAt: new Date(last!.endAt.getTime() + day) })
      .where(eq(chapters.id, last!.id));
    expect(await classScheduleMismatches(t.ctx.db, skuCodes)).toEqual([
      `${skuCodes[0]}: 展示的时间 2030-11-27~2030-12-11 19:00-20:30 共3讲 与课次不符`,
      `${skuCodes[0]}: 课次 2030-11-27~2030-12-12 19:00-20:30 共3讲 未如实展示`,
    ]);
    await syncClassPeriods(t.ctx.db, offering!.id);
    expect(await classScheduleMismatches(t.ctx.db, skuCodes)).toEqual([]);
    expect((await skusOf(spuId))[0]!.classPeriods).toEqual([
      { startDate: '2030-11-27', endDate: '2030-12-12', startTime: '19:00', endTime: '20:30', lessonCount: 3 },
    ]);
  });

  it('finds a period typed in by hand that disagrees, and a period shown for goods without a class', async () => {
    const { spuId, skuIds, skuCodes } = await spuFactory(t.ctx.db, {
      skus: [{ name: '基础班（周三晚）', class: { schedule: { ...WEDNESDAYS, lessonCount: 12 } } }, { name: '资料' }],
    });
    await t.ctx.db
      .update(classPeriods)
      .set({ lessonCount: 16, startDate: '2030-11-30' })
      .where(eq(classPeriods.skuId, skuIds[0]!));
    await t.ctx.db.insert(classPeriods).values({
      spuId,
      skuId: skuIds[1]!,
      startDate: '2030-12-01',
      endDate: '2030-12-01',
      startTime: '09:00',
      endTime: '10:00',
    });
    const problems = await classScheduleMismatches(t.ctx.db, skuCodes);
    expect(problems).toContain(`${skuCodes[0]}: 展示共16讲，实际12个课次`);
    expect(problems).toContain(`${skuCodes[1]}: 没有班级，却展示了开课时间`);
  });

  it('a class name that states another weekday than its sessions is found', async () => {
    const { skuCodes } = await spuFactory(t.ctx.db, {
      skus: [{ name: '基础班（周日上午）', class: { schedule: WEDNESDAYS } }],
    });
    expect(await classScheduleMismatches(t.ctx.db, skuCodes)).toEqual([`${skuCodes[0]}: 班级名称写周日，课次在周三`]);
  });
});
