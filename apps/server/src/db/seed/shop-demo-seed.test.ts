import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, LOOKUP_API_PATHS, fillPath } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { api } from '../../test/requests';
import { seedDemo } from './demo-seed';
import { DEMO_GOODS } from './shop-demo-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx.db);
});
afterAll(() => t.close());

const count = async (table: string) =>
  (await t.database.pool.query(`select count(*)::int as n from ${table}`)).rows[0].n as number;

describe('shop demo seed', () => {
  it('is idempotent', async () => {
    const before = await Promise.all(['shop_spu', 'shop_sku', 'shop_teacher_profile', 'shop_class_period'].map(count));
    await seedDemo(t.ctx.db);
    const after = await Promise.all(['shop_spu', 'shop_sku', 'shop_teacher_profile', 'shop_class_period'].map(count));
    expect(after).toEqual(before);
    expect(before[0]).toBe(DEMO_GOODS.length);
  });

  it('lists every goods on sale with an SVG cover, teachers and a future class period', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${api(API_PATHS.spuPage)}?size=-1` });
    const { records, total } = res.json().data;
    expect(total).toBe(DEMO_GOODS.filter((g) => g.onSale !== false).length);
    expect(new Set(records.map((r: { subject: string }) => r.subject)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(records.map((r: { term: string }) => r.term))).toEqual(new Set(['春季', '暑期', '秋季', '寒假']));
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    for (const r of records) {
      expect(r.coverUrl).toBe(`/api/shop/spu/public/cover/${r.id}`);
      expect(r.teachers.length).toBeGreaterThan(0);
      expect(r.classPeriod.startDate > today).toBe(true);
    }
    expect(records.some((r: { minPriceFen: number }) => r.minPriceFen === 0)).toBe(true);
    expect(records.some((r: { hasGroupBuy: boolean }) => r.hasGroupBuy)).toBe(true);
    expect(records.some((r: { needLogistics: boolean }) => r.needLogistics)).toBe(true);
    expect(records.map((r: { title: string }) => r.title)).not.toContain('四年级数学计算能力春季班');
  });

  it('has a 3-person group-buy class, a materials class and a nearly full class', async () => {
    const skus = await t.database.pool.query(
      'select sku_code, is_group, group_member_num, need_logistics, stock from shop_sku',
    );
    expect(skus.rows.some((s) => s.is_group && s.group_member_num === 3)).toBe(true);
    expect(skus.rows.some((s) => s.need_logistics)).toBe(true);
    expect(skus.rows.some((s) => s.stock > 0 && s.stock <= 3)).toBe(true);
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
