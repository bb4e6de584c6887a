import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { HOME_BANNER_LIMIT, type BannerPlacement, type ShopLayout } from '@salt/domain';
import type { Database } from '../../db/client';
import { shopBanners, spus } from '../../db/schema';

type LayoutBanner = ShopLayout['banners'][number];

/**
 * The banners staff arranged for one placement (the shop's home page or the points mall) that show now (banner-rules: enabled, inside the window, goods on sale), in `sort`
 * order then newest, at most HOME_BANNER_LIMIT. The window is checked against the database clock, like the
 * catalogue cache's other reads. Empty: the caller falls back to the recommended goods.
 */
export async function showingBanners(
  db: Database,
  q: { placement: BannerPlacement; dept?: string },
): Promise<LayoutBanner[]> {
  const rows = await db
    .select({
      id: shopBanners.id,
      title: shopBanners.title,
      subtitle: shopBanners.subtitle,
      imageUrl: shopBanners.imageUrl,
      spuId: shopBanners.spuId,
    })
    .from(shopBanners)
    .innerJoin(spus, eq(spus.id, shopBanners.spuId))
    .where(
      and(
        eq(shopBanners.placement, q.placement),
        eq(shopBanners.enabled, true),
        eq(spus.onSale, true),
        or(isNull(shopBanners.startsAt), lte(shopBanners.startsAt, sql`now()`)),
        or(isNull(shopBanners.endsAt), gt(shopBanners.endsAt, sql`now()`)),
        // Goods of one region are promoted only to visitors of that region, as in the lists.
        q.dept ? or(isNull(spus.deptValue), eq(spus.deptValue, q.dept)) : undefined,
      ),
    )
    .orderBy(asc(shopBanners.sort), desc(shopBanners.id))
    .limit(HOME_BANNER_LIMIT);
  return rows;
}
