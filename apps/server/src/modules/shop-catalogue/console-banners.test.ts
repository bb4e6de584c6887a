import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ADMIN_ROLE_ID,
  API_PATHS,
  BANNER_MESSAGES,
  CONSOLE_ERRORS,
  TEACHER_ROLE_ID,
  fillPath,
  type ConsoleBanner,
  type ConsoleBannerFormInput,
  type PointsMallHome,
  type ShopLayout,
} from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { skuFactory } from '../../test/shop-factories';
import { api, errorBodyOf } from '../../test/requests';
import { consoleAuditLog, shopBanners, spus } from '../../db/schema';

/** 首页轮播: staff arrange the home page's banners; only those enabled, in their window, of goods on sale show. */
let t: TestApp;
let admin: Record<string, string>;
let teacher: Record<string, string>;
let pupil: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionFor(t.ctx, await userFactory(t.ctx.db, { roles: [ADMIN_ROLE_ID, TEACHER_ROLE_ID] }));
  teacher = await sessionFor(t.ctx, await userFactory(t.ctx.db, { roles: [TEACHER_ROLE_ID] }));
  pupil = await sessionFor(t.ctx, await userFactory(t.ctx.db));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url: api(url), payload: payload as never, headers });
const layout = async () =>
  (await t.app.inject({ method: 'GET', url: api(API_PATHS.spuLayout) })).json().data as ShopLayout;
const form = (spuId: number, over: Partial<ConsoleBannerFormInput> = {}): ConsoleBannerFormInput => ({
  title: '秋季同步班招生',
  subtitle: '名师直播，课后辅导老师逐份批改',
  spuId,
  sort: 10,
  enabled: true,
  ...over,
});
const hour = 3600_000;

describe('首页轮播', () => {
  it('the home page shows the banners staff arranged, in order, and falls back to recommended goods without them', async () => {
    const recommended = await skuFactory(t.ctx.db, { spuTitle: '推荐课程' });
    await t.ctx.db.update(spus).set({ recommended: true }).where(eq(spus.id, recommended.spu.id));
    expect((await layout()).banners.map((b) => b.spuId)).toContain(recommended.spu.id);

    const a = await skuFactory(t.ctx.db, { spuTitle: '初二数学秋季班' });
    const b = await skuFactory(t.ctx.db, { spuTitle: '初一英语秋季班' });
    const first = await call('POST', API_PATHS.consoleBanners, form(a.spu.id, { sort: 20 }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ state: 'showing', goodsTitle: '初二数学秋季班', version: 1 });
    await call('POST', API_PATHS.consoleBanners, form(b.spu.id, { sort: 5, title: '英语听说训练营', subtitle: null }));
    // Not yet, over, or switched off: kept but not shown.
    const later = new Date(Date.now() + 24 * hour).toISOString();
    const past = new Date(Date.now() - hour).toISOString();
    const scheduled = await call(
      'POST',
      API_PATHS.consoleBanners,
      form(a.spu.id, { title: '寒假预告', startsAt: later }),
    );
    expect(scheduled.json().data.state).toBe('scheduled');
    const ended = await call('POST', API_PATHS.consoleBanners, form(a.spu.id, { title: '暑期回顾', endsAt: past }));
    expect(ended.json().data.state).toBe('ended');
    await call('POST', API_PATHS.consoleBanners, form(a.spu.id, { title: '停用的', enabled: false }));

    const shown = (await layout()).banners;
    expect(shown.map((x) => x.title)).toEqual(['英语听说训练营', '秋季同步班招生']);
    expect(shown[1]).toMatchObject({ spuId: a.spu.id, subtitle: '名师直播，课后辅导老师逐份批改' });

    // Goods taken off sale take their banner with them.
    await t.ctx.db.update(spus).set({ onSale: false }).where(eq(spus.id, b.spu.id));
    await t.ctx.caches.invalidate('catalogue');
    expect((await layout()).banners.map((x) => x.title)).toEqual(['秋季同步班招生']);
    const list = (await call('GET', API_PATHS.consoleBanners)).json().data as ConsoleBanner[];
    expect(list.find((x) => x.title === '英语听说训练营')!.state).toBe('offSale');
  });

  it('edits are versioned and audited; a delete as read removes it from the home page', async () => {
    const { spu } = await skuFactory(t.ctx.db, { spuTitle: '高一物理秋季班' });
    const created = (await call('POST', API_PATHS.consoleBanners, form(spu.id, { title: '物理冲刺', sort: 0 }))).json()
      .data as ConsoleBanner;
    const url = fillPath(API_PATHS.consoleBanner, { id: created.id });
    const saved = await call('PUT', url, { ...form(spu.id, { title: '物理冲刺班', sort: 0 }), version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ title: '物理冲刺班', version: 2 });
    const stale = await call('PUT', url, { ...form(spu.id, { title: '覆盖' }), version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(errorBodyOf(CONSOLE_ERRORS.staleVersion));
    expect((await layout()).banners[0]!.title).toBe('物理冲刺班');

    expect((await call('DELETE', `${url}?version=1`)).statusCode).toBe(409);
    expect((await call('DELETE', `${url}?version=2`)).statusCode).toBe(200);
    expect((await layout()).banners.map((x) => x.title)).not.toContain('物理冲刺班');
    const audit = await t.ctx.db
      .select({ action: consoleAuditLog.action })
      .from(consoleAuditLog)
      .where(and(eq(consoleAuditLog.entity, 'banner'), eq(consoleAuditLog.entityId, created.id)));
    expect(audit.map((r) => r.action).sort()).toEqual(['banner.create', 'banner.delete', 'banner.update']);
  });

  it('a banner placed on the points mall shows on the mall index only, and the console filters by placement', async () => {
    const mallHome = async () =>
      (await call('GET', API_PATHS.pointsMallHome, undefined, pupil)).json().data as PointsMallHome;
    const { spu } = await skuFactory(t.ctx.db, { spuTitle: '盐值抵扣·初三化学' });
    const mall = (m: Partial<ConsoleBannerFormInput>) => form(spu.id, { placement: 'points-mall', ...m });
    const second = await call('POST', API_PATHS.consoleBanners, mall({ title: '盐值兑换季', sort: 2 }));
    expect(second.json().data).toMatchObject({ placement: 'points-mall', state: 'showing' });
    await call(
      'POST',
      API_PATHS.consoleBanners,
      mall({ title: '兑券买课', sort: 1, imageUrl: '/uploads/images/a.png' }),
    );
    await call('POST', API_PATHS.consoleBanners, mall({ title: '停用的兑换季', enabled: false }));

    const home = await mallHome();
    expect(home.banners.map((b) => b.title)).toEqual(['兑券买课', '盐值兑换季']);
    expect(home.banners[0]).toMatchObject({ spuId: spu.id, imageUrl: '/uploads/images/a.png' });
    expect((await layout()).banners.map((b) => b.title)).not.toContain('兑券买课');

    const listOf = async (placement: string) =>
      ((await call('GET', `${API_PATHS.consoleBanners}?placement=${placement}`)).json().data as ConsoleBanner[]).map(
        (b) => b.placement,
      );
    expect(new Set(await listOf('points-mall'))).toEqual(new Set(['points-mall']));
    expect(new Set(await listOf('shop'))).toEqual(new Set(['shop']));
    const bad = await call('GET', `${API_PATHS.consoleBanners}?placement=home`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(BANNER_MESSAGES.placement);

    // Moved back to the shop: gone from the mall at once (the mall's read is not cached).
    const id = second.json().data.id as number;
    await call('PUT', fillPath(API_PATHS.consoleBanner, { id }), { ...form(spu.id, { sort: 2 }), version: 1 });
    expect((await mallHome()).banners.map((b) => b.title)).toEqual(['兑券买课']);
  });

  it('bad input is refused with its message and adds nothing; teachers may not arrange the home page', async () => {
    const before = (await t.ctx.db.select().from(shopBanners)).length;
    const { spu } = await skuFactory(t.ctx.db);
    const cases: [Partial<ConsoleBannerFormInput>, string][] = [
      [{ title: '' }, BANNER_MESSAGES.title],
      [{ title: '标'.repeat(41) }, BANNER_MESSAGES.title],
      [{ imageUrl: 'https://evil.example/x.png' }, BANNER_MESSAGES.image],
      [{ startsAt: '明天' }, BANNER_MESSAGES.window],
      [{ startsAt: '2027-01-02T00:00:00.000Z', endsAt: '2027-01-01T00:00:00.000Z' }, BANNER_MESSAGES.endAfterStart],
    ];
    for (const [over, msg] of cases) {
      const res = await call('POST', API_PATHS.consoleBanners, form(spu.id, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    const missing = await call('POST', API_PATHS.consoleBanners, form(2_000_000_000));
    expect(missing.json()).toEqual(errorBodyOf(CONSOLE_ERRORS.bannerGoodsNotFound));
    expect((await t.ctx.db.select().from(shopBanners)).length).toBe(before);
    expect((await call('POST', API_PATHS.consoleBanners, form(spu.id), teacher)).statusCode).toBe(403);
  });
});
