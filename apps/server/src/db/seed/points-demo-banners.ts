import { and, asc, eq, like } from 'drizzle-orm';
import type { Database } from '../client';
import { shopBanners, spus } from '../schema';

/**
 * The mall's demo banners (console 首页轮播, placement 盐值商城): two courses a pupil can pay for with a coupon
 * from the mall, each showing its course cover. Added once, only while staff have placed none on the mall.
 */
const DEMO_MALL_BANNERS = [
  { goods: '初二数学%同步提高班', title: '盐值兑券 · 报名立减', subtitle: '400 盐值换 ¥20 购课券，秋季同步班直接抵扣' },
  { goods: '初三化学中考冲刺%', title: '中考冲刺 · 盐值加油站', subtitle: '冲刺班报名送双倍盐值，好礼随心兑' },
] as const;

export async function seedMallBanners(db: Database): Promise<void> {
  const [placed] = await db
    .select({ id: shopBanners.id })
    .from(shopBanners)
    .where(eq(shopBanners.placement, 'points-mall'))
    .limit(1);
  if (placed) return;
  for (const [i, b] of DEMO_MALL_BANNERS.entries()) {
    const [goods] = await db
      .select({ id: spus.id })
      .from(spus)
      .where(and(like(spus.title, b.goods), eq(spus.onSale, true)))
      .orderBy(asc(spus.id))
      .limit(1);
    if (!goods) continue;
    await db.insert(shopBanners).values({
      placement: 'points-mall',
      title: b.title,
      subtitle: b.subtitle,
      spuId: goods.id,
      sort: i,
    });
  }
}
