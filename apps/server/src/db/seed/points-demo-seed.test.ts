import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { api } from '../../test/requests';
import { pointsGoods, pointsLedger, users } from '../schema';
import { skuFactory } from '../../test/shop-factories';
import { DEMO_POINTS_GOODS, seedPointsDemo } from './points-demo-seed';
import { seedMallBanners } from './points-demo-banners';

let t: TestApp;
let headers: Record<string, string>;
let studentId: number;
beforeAll(async () => {
  t = await createTestApp();
  const student = await userFactory(t.ctx.db, { username: 'student' });
  studentId = student.id;
  headers = await sessionFor(t.ctx, student);
  await seedPointsDemo(t.ctx.db);
  // Seeding again (every start-up) adds nothing.
  await seedPointsDemo(t.ctx.db);
}, 60_000);
afterAll(() => t.close());

describe('盐值商城 demo seed', () => {
  it('lays out the goods across the categories, some hot, coupons backed by templates', async () => {
    expect(await t.ctx.db.$count(pointsGoods)).toBe(DEMO_POINTS_GOODS.length);
    const home = (await t.app.inject({ method: 'GET', url: api('/points/mall/home'), headers })).json().data;
    expect(home.categories).toEqual(['文具', '图书', '优惠券', '课程']);
    const hot = (await t.app.inject({ method: 'GET', url: api('/points/goods/page?sort=hot&size=20'), headers })).json()
      .data.records as { title: string; coupon: unknown; kind: string }[];
    expect(hot[0]!.title).toBe('中性笔套装');
    expect(hot.filter((g) => g.kind === 'coupon').every((g) => g.coupon !== null)).toBe(true);
  });

  it('gives the demo student a months-long history, a balance of 1,200–1,800 and one completed exchange', async () => {
    const summary = (await t.app.inject({ method: 'GET', url: api('/points/summary'), headers })).json().data;
    expect(summary.balance).toBeGreaterThanOrEqual(1200);
    expect(summary.balance).toBeLessThanOrEqual(1800);
    const rows = await t.ctx.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, studentId))
      .orderBy(pointsLedger.id);
    expect(new Set(rows.map((r) => r.ruleCode))).toEqual(
      new Set([
        'viewOfficialWebsites',
        'viewWechatPub',
        'homeworkOnTime',
        'liveAttended',
        'examPassed',
        'purchase',
        'exchange',
      ]),
    );
    let running = 0;
    for (const r of rows) expect(r.balanceAfter).toBe((running += r.amount));
    const [u] = await t.ctx.db.select({ points: users.points }).from(users).where(eq(users.id, studentId));
    expect(u!.points).toBe(running);
    const list = (await t.app.inject({ method: 'GET', url: api('/points/exchange/my/page'), headers })).json().data;
    expect(list.records).toMatchObject([
      { title: '中性笔套装', status: 'completed', logistics: { company: '中通快递' } },
    ]);
  });

  it('places two banners on the mall, over the demo courses, once', async () => {
    const maths = await skuFactory(t.ctx.db, { spuTitle: '初二数学秋季同步提高班' });
    const chemistry = await skuFactory(t.ctx.db, { spuTitle: '初三化学中考冲刺秋季班' });
    await seedMallBanners(t.ctx.db);
    await seedMallBanners(t.ctx.db);
    const home = (await t.app.inject({ method: 'GET', url: api('/points/mall/home'), headers })).json().data;
    expect(home.banners).toMatchObject([
      { title: '盐值兑券 · 报名立减', spuId: maths.spu.id },
      { title: '中考冲刺 · 盐值加油站', spuId: chemistry.spu.id },
    ]);
  });
});
