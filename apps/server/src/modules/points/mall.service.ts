import { and, asc, desc, eq, min, sql, type SQL } from 'drizzle-orm';
import {
  POINTS_ERRORS,
  type ConsolePointsGoods,
  type Page,
  type PointsGoods,
  type PointsGoodsKind,
  type PointsGoodsQuery,
  type PointsMallHome,
} from '@salt/domain';
import type { Database, Transaction } from '../../db/client';
import { couponTemplates, pointsGoods } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { showingBanners } from '../shop-catalogue';

/** The mall's goods as pupils see them (on the shelf only) and as staff list them. */

type GoodsRow = typeof pointsGoods.$inferSelect;
type CouponRow = Pick<typeof couponTemplates.$inferSelect, 'name' | 'amountFen' | 'thresholdFen'> | null;

const couponColumns = {
  name: couponTemplates.name,
  amountFen: couponTemplates.amountFen,
  thresholdFen: couponTemplates.thresholdFen,
};

export function goodsView(g: GoodsRow, coupon: CouponRow): PointsGoods {
  return {
    id: g.id,
    kind: g.kind as PointsGoodsKind,
    title: g.title,
    subtitle: g.subtitle,
    coverUrl: g.coverUrl,
    category: g.category,
    pointsCost: g.pointsCost,
    stock: g.stock,
    exchanged: g.exchanged,
    hot: g.hot,
    description: g.description,
    coupon: g.kind === 'coupon' && coupon ? coupon : null,
  };
}

export const consoleGoodsView = (g: GoodsRow, coupon: CouponRow): ConsolePointsGoods => ({
  ...goodsView(g, coupon),
  onShelf: g.onShelf,
  couponTemplateId: g.couponTemplateId,
  sort: g.sort,
  version: g.version,
});

/** A page of goods with their coupons, in the order asked. */
export async function goodsPageOf<T>(
  db: Database | Transaction,
  q: { current: number; size: number },
  where: SQL | undefined,
  order: SQL[],
  view: (g: GoodsRow, c: CouponRow) => T,
): Promise<Page<T>> {
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(pointsGoods)
    .where(where);
  const base = db
    .select({ g: pointsGoods, c: couponColumns })
    .from(pointsGoods)
    .leftJoin(couponTemplates, eq(couponTemplates.id, pointsGoods.couponTemplateId))
    .where(where)
    .orderBy(...order);
  const rows = q.size === -1 ? await base : await base.limit(q.size).offset((q.current - 1) * q.size);
  return {
    records: rows.map((r) => view(r.g, r.c?.name == null ? null : r.c)),
    total: Number(total),
    current: q.current,
    size: q.size,
  };
}

/** The mall's order: staff's sort, then newest; the hot list by units exchanged, most first. */
export const goodsOrder = (sort: 'hot' | undefined): SQL[] =>
  sort === 'hot'
    ? [desc(pointsGoods.exchanged), asc(pointsGoods.sort), desc(pointsGoods.id)]
    : [asc(pointsGoods.sort), desc(pointsGoods.id)];

/**
 * The index: the mall's banners that show now (console 首页轮播, placement 'points-mall'), and the category tabs:
 * those with goods on the shelf, in the order their first item shows.
 */
export async function mallHome(ctx: AppContext): Promise<PointsMallHome> {
  const banners = await showingBanners(ctx.db, { placement: 'points-mall' });
  const rows = await ctx.db
    .select({ category: pointsGoods.category, sort: min(pointsGoods.sort), first: min(pointsGoods.id) })
    .from(pointsGoods)
    .where(eq(pointsGoods.onShelf, true))
    .groupBy(pointsGoods.category)
    .orderBy(asc(min(pointsGoods.sort)), asc(min(pointsGoods.id)));
  return { banners, categories: rows.map((r) => r.category) };
}

export async function goodsPage(ctx: AppContext, q: PointsGoodsQuery): Promise<Page<PointsGoods>> {
  const where = and(eq(pointsGoods.onShelf, true), q.category ? eq(pointsGoods.category, q.category) : undefined);
  return goodsPageOf(ctx.db, q, where, goodsOrder(q.sort), goodsView);
}

/** One item on the shelf; an unknown one or one taken off is 商品不存在 (404). */
export async function goodsDetail(ctx: AppContext, id: number): Promise<PointsGoods> {
  const [row] = await ctx.db
    .select({ g: pointsGoods, c: couponColumns })
    .from(pointsGoods)
    .leftJoin(couponTemplates, eq(couponTemplates.id, pointsGoods.couponTemplateId))
    .where(and(eq(pointsGoods.id, id), eq(pointsGoods.onShelf, true)));
  if (!row) throw appError(POINTS_ERRORS.goodsNotFound);
  return goodsView(row.g, row.c?.name == null ? null : row.c);
}
