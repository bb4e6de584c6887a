import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  API_PATHS,
  LOOKUP_API_PATHS,
  addDays,
  chinaDateOf,
  chinaWeekdayOf,
  fillPath,
  inTerm,
  termOf,
} from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { api } from '../../test/requests';
import { chapters, offerings, skus, spus } from '../schema';
import { classScheduleMismatches } from '../../modules/learning';
import { seedDemo } from './demo-seed';
import { DEMO_GOODS, RUNNING_CLASS_SKUS } from './shop-demo-goods';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx.db);
});
afterAll(() => t.close());

const count = async (table: string) =>
  (await t.database.pool.query(`select count(*)::int as n from ${table}`)).rows[0].n as number;

/** Every demo class with its goods and sessions in order. */
async function demoClasses() {
  const rows = await t.ctx.db
    .select({ offeringId: offerings.id, code: skus.skuCode, skuName: skus.name, spu: spus })
    .from(offerings)
    .innerJoin(skus, eq(skus.id, offerings.skuId))
    .innerJoin(spus, eq(spus.id, offerings.spuId))
    .orderBy(asc(offerings.id));
  const sessions = await t.ctx.db.select().from(chapters).orderBy(asc(chapters.seq));
  return rows.map((r) => ({ ...r, sessions: sessions.filter((s) => s.offeringId === r.offeringId) }));
}

describe('shop demo seed', () => {
  it('is idempotent', async () => {
    const tables = ['shop_spu', 'shop_sku', 'shop_teacher_profile', 'shop_class_period', 'learn_chapter'];
    const before = await Promise.all(tables.map(count));
    await seedDemo(t.ctx.db);
    expect(await Promise.all(tables.map(count))).toEqual(before);
    expect(before[0]).toBe(DEMO_GOODS.length);
  });

  it('lists every goods on sale with an SVG cover, teachers and, for classes, a class period', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${api(API_PATHS.spuPage)}?size=-1` });
    const { records, total } = res.json().data;
    expect(total).toBe(DEMO_GOODS.filter((g) => g.onSale !== false).length);
    expect(new Set(records.map((r: { subject: string }) => r.subject)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(records.map((r: { term: string }) => r.term))).toEqual(new Set(['春季', '暑期', '秋季', '寒假']));
    for (const r of records) {
      expect(r.coverUrl).toBe(`/api/shop/spu/public/cover/${r.id}`);
      expect(r.teachers.length).toBeGreaterThan(0);
      if (!r.title.includes('练习册') && !r.title.includes('手册')) expect(r.classPeriod, r.title).not.toBeNull();
    }
    expect(records.some((r: { minPriceFen: number }) => r.minPriceFen === 0)).toBe(true);
    expect(records.some((r: { hasGroupBuy: boolean }) => r.hasGroupBuy)).toBe(true);
    expect(records.some((r: { needLogistics: boolean }) => r.needLogistics)).toBe(true);
    // Last summer's finished class is off sale.
    expect(records.map((r: { title: string }) => r.title).join()).not.toMatch(/物理暑期预习班/);
  });

  it('every sku advertises exactly the sessions of its class: count, weekday, times, first date', async () => {
    expect(await classScheduleMismatches(t.ctx.db)).toEqual([]);
    // Spot check through the shop's API: the running class a pupil can join, as the goods page sells it.
    const [running] = (await demoClasses()).filter((c) => RUNNING_CLASS_SKUS.has(c.code));
    const res = await t.app.inject({
      method: 'GET',
      url: `${api(API_PATHS.spuSkus)}?spuId=${running!.spu.id}`,
    });
    const sku = res.json().data.find((s: { skuCode: string }) => RUNNING_CLASS_SKUS.has(s.skuCode));
    const first = running!.sessions[0]!;
    const last = running!.sessions.at(-1)!;
    expect(sku.classPeriods).toEqual([
      {
        startDate: chinaDateOf(first.startAt),
        endDate: chinaDateOf(last.startAt),
        startTime: '19:00',
        endTime: '20:30',
        lessonCount: running!.sessions.length,
      },
    ]);
    // Held yesterday, so the name says yesterday's weekday.
    const yesterday = addDays(chinaDateOf(new Date()), -1);
    expect(running!.sessions.some((s) => chinaDateOf(s.startAt) === yesterday)).toBe(true);
    expect(sku.name).toBe(`基础班（周${'日一二三四五六'[chinaWeekdayOf(yesterday)]}晚）`);
    // The goods page's 课程安排 is written from the same schedule.
    const detail = await t.app.inject({
      method: 'GET',
      url: api(fillPath(API_PATHS.spuDetail, { id: running!.spu.id })),
    });
    expect(detail.json().data.detailHtml).toContain(`${sku.name}：`);
    expect(detail.json().data.detailHtml).toContain(`共${running!.sessions.length}讲`);
  });

  it("each class teaches its own grade's syllabus, every session a different topic", async () => {
    const byTopic = new Map<string, Set<string>>();
    for (const c of await demoClasses()) {
      const topics = c.sessions.map((s) => s.title.replace(/^第\d+讲\s*/, ''));
      expect(new Set(topics).size, `${c.code} repeats topics`).toBe(topics.length);
      c.sessions.forEach((s, i) => expect(s.title.startsWith(`第${i + 1}讲 `), s.title).toBe(true));
      for (const topic of topics) byTopic.set(topic, (byTopic.get(topic) ?? new Set()).add(c.spu.grade));
    }
    // No lesson is taught to two grades (高三 does not start with 初一's 有理数).
    const shared = [...byTopic].filter(([, grades]) => grades.size > 1).map(([topic]) => topic);
    expect(shared).toEqual([]);
    const classes = await demoClasses();
    const firstOf = (code: string) => classes.find((c) => c.code === code)!.sessions[0]!.title;
    expect(firstOf('DEMO-MA8-FALL-A')).toBe('第1讲 三角形的边与三边关系');
    expect(firstOf('DEMO-MA7-FALL-A')).toBe('第1讲 正数和负数');
  });

  it('every class runs inside the term its goods are sold for', async () => {
    for (const c of await demoClasses()) {
      const first = chinaDateOf(c.sessions[0]!.startAt);
      const last = chinaDateOf(c.sessions.at(-1)!.startAt);
      const term = termOf(first);
      expect(`${term.kind} ${inTerm(term, last)}`, `${c.code} ${c.spu.term}: ${first}~${last}`).toBe(
        `${c.spu.term} true`,
      );
    }
  });

  it('has a 3-person group-buy class, a materials class and a nearly full class', async () => {
    const rows = await t.database.pool.query(
      'select sku_code, is_group, group_member_num, need_logistics, stock from shop_sku',
    );
    expect(rows.rows.some((s) => s.is_group && s.group_member_num === 3)).toBe(true);
    expect(rows.rows.some((s) => s.need_logistics)).toBe(true);
    expect(rows.rows.some((s) => s.stock > 0 && s.stock <= 3)).toBe(true);
  });

  it('gives the demo teacher and tutor public profiles', async () => {
    const ids = await t.database.pool.query(
      "select id, username from sys_user where username in ('teacher', 'tutor') order by username",
    );
    const [teacher, tutor] = ids.rows;
    const detail = await t.app.inject({
      method: 'GET',
      url: api(fillPath(API_PATHS.teacherDetail, { id: teacher.id })),
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ name: '李明华', subject: '2' });
    expect(detail.json().data.goods.length).toBeGreaterThanOrEqual(2);
    const tutors = await t.app.inject({
      method: 'GET',
      url: `${api(LOOKUP_API_PATHS.tutorInfoByIds)}?tutorIds=${tutor.id}`,
    });
    expect(tutors.json().data).toEqual([expect.objectContaining({ tutorId: tutor.id, name: '张晓雪' })]);
    const list = await t.app.inject({ method: 'GET', url: `${api(API_PATHS.teacherPage)}?size=-1` });
    expect(list.json().data.total).toBeGreaterThanOrEqual(5);
  });
});
