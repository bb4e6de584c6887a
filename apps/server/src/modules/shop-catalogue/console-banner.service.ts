import { and, asc, desc, eq } from 'drizzle-orm';
import {
  CONSOLE_ERRORS,
  bannerState,
  type BannerPlacement,
  type ConsoleBanner,
  type ConsoleBannerListQuery,
  type ConsoleBannerForm,
  type ConsoleBannerUpdate,
} from '@salt/domain';
import type { Database, Transaction } from '../../db/client';
import { shopBanners, spus } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { recordAudit, updateWithVersion } from '../console';

type BannerRow = typeof shopBanners.$inferSelect;

const viewOf = (b: BannerRow, goods: { title: string; onSale: boolean }, now: Date): ConsoleBanner => ({
  id: b.id,
  placement: b.placement as BannerPlacement,
  title: b.title,
  subtitle: b.subtitle,
  imageUrl: b.imageUrl,
  spuId: b.spuId,
  goodsTitle: goods.title,
  sort: b.sort,
  enabled: b.enabled,
  startsAt: b.startsAt?.toISOString() ?? null,
  endsAt: b.endsAt?.toISOString() ?? null,
  state: bannerState({ ...b, goodsOnSale: goods.onSale }, now),
  version: b.version,
  updatedAt: b.updatedAt.toISOString(),
});

/** 首页轮播: the banners (of one placement, or all) in the order their page shows them, each with where it stands. */
export async function consoleBanners(ctx: AppContext, q: ConsoleBannerListQuery = {}): Promise<ConsoleBanner[]> {
  const rows = await ctx.db
    .select({ b: shopBanners, title: spus.title, onSale: spus.onSale })
    .from(shopBanners)
    .innerJoin(spus, eq(spus.id, shopBanners.spuId))
    .where(q.placement ? eq(shopBanners.placement, q.placement) : undefined)
    .orderBy(asc(shopBanners.placement), asc(shopBanners.sort), desc(shopBanners.id))
    .limit(200);
  const now = ctx.clock.now();
  return rows.map((r) => viewOf(r.b, r, now));
}

async function oneBanner(db: Database | Transaction, id: number, now: Date): Promise<ConsoleBanner> {
  const [r] = await db
    .select({ b: shopBanners, title: spus.title, onSale: spus.onSale })
    .from(shopBanners)
    .innerJoin(spus, eq(spus.id, shopBanners.spuId))
    .where(eq(shopBanners.id, id));
  if (!r) throw appError(CONSOLE_ERRORS.recordNotFound);
  return viewOf(r.b, r, now);
}

const fieldsOf = (f: ConsoleBannerForm) => ({
  placement: f.placement,
  title: f.title,
  subtitle: f.subtitle ?? null,
  imageUrl: f.imageUrl ?? null,
  spuId: f.spuId,
  sort: f.sort,
  enabled: f.enabled,
  startsAt: f.startsAt ? new Date(f.startsAt) : null,
  endsAt: f.endsAt ? new Date(f.endsAt) : null,
});

async function assertGoods(tx: Transaction, spuId: number) {
  const [goods] = await tx.select({ id: spus.id }).from(spus).where(eq(spus.id, spuId));
  if (!goods) throw appError(CONSOLE_ERRORS.bannerGoodsNotFound);
}

/** 新增轮播图; audited; the home page shows it at once (catalogue caches dropped on every instance). */
export async function createBanner(ctx: AppContext, actor: Actor, form: ConsoleBannerForm): Promise<ConsoleBanner> {
  const id = await ctx.db.transaction(async (tx) => {
    await assertGoods(tx, form.spuId);
    const [row] = await tx.insert(shopBanners).values(fieldsOf(form)).returning();
    await recordAudit(tx, actor, {
      action: 'banner.create',
      entity: 'banner',
      entityId: row!.id,
      before: null,
      after: row!,
    });
    return row!.id;
  });
  await ctx.caches.invalidate('catalogue');
  return oneBanner(ctx.db, id, ctx.clock.now());
}

/** 编辑轮播图 over the version read (409 when someone saved in between); audited. */
export async function updateBanner(
  ctx: AppContext,
  actor: Actor,
  id: number,
  form: ConsoleBannerUpdate,
): Promise<ConsoleBanner> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(shopBanners).where(eq(shopBanners.id, id));
    if (!before) throw appError(CONSOLE_ERRORS.recordNotFound);
    await assertGoods(tx, form.spuId);
    const after = await updateWithVersion(tx, shopBanners, id, form.version, {
      ...fieldsOf(form),
      updatedAt: new Date(),
    });
    await recordAudit(tx, actor, { action: 'banner.update', entity: 'banner', entityId: id, before, after });
  });
  await ctx.caches.invalidate('catalogue');
  return oneBanner(ctx.db, id, ctx.clock.now());
}

/** 删除轮播图 as read (409 when edited in between); audited. */
export async function deleteBanner(ctx: AppContext, actor: Actor, id: number, version: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(shopBanners).where(eq(shopBanners.id, id));
    if (!before) throw appError(CONSOLE_ERRORS.recordNotFound);
    const gone = await tx
      .delete(shopBanners)
      .where(and(eq(shopBanners.id, id), eq(shopBanners.version, version)))
      .returning({ id: shopBanners.id });
    if (gone.length === 0) throw appError(CONSOLE_ERRORS.staleVersion);
    await recordAudit(tx, actor, { action: 'banner.delete', entity: 'banner', entityId: id, before, after: null });
  });
  await ctx.caches.invalidate('catalogue');
}
