import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  CONSOLE_COUPON_ERRORS,
  POINTS_ERRORS,
  type ConsolePointsExchange,
  type ConsolePointsExchangeQuery,
  type ConsolePointsGoods,
  type ConsolePointsGoodsForm,
  type ConsolePointsGoodsUpdate,
  type ConsolePointsShip,
  type Page,
  type PointsGoodsQuery,
} from '@salt/domain';
import type { Transaction } from '../../db/client';
import { couponTemplates, pointsExchanges, pointsGoods, users } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { likePattern } from '../../platform/like-pattern';
import { recordAudit, updateWithVersion } from '../console';
import { exchangeView, type ExchangeRow } from './exchange-view.service';
import { consoleGoodsView, goodsOrder, goodsPageOf } from './mall.service';

/**
 * The console's 盐值商城 (admins): goods (new, edit, 上架/下架 through the form at the version read) and exchange
 * orders (by status, found by number or mobile; 发货 of posted goods). Every write is audited in its transaction.
 */

type GoodsRow = typeof pointsGoods.$inferSelect;

export async function consoleGoodsPage(ctx: AppContext, q: PointsGoodsQuery): Promise<Page<ConsolePointsGoods>> {
  const where = q.category ? eq(pointsGoods.category, q.category) : undefined;
  return goodsPageOf(ctx.db, q, where, goodsOrder(q.sort), consoleGoodsView);
}

/** A coupon item names a template that exists; other kinds keep none. */
async function columnsOf(tx: Transaction, form: ConsolePointsGoodsForm) {
  let couponTemplateId: number | null = null;
  if (form.kind === 'coupon') {
    if (!form.couponTemplateId) throw appError(POINTS_ERRORS.couponRequired);
    const [tpl] = await tx
      .select({ id: couponTemplates.id })
      .from(couponTemplates)
      .where(eq(couponTemplates.id, form.couponTemplateId));
    if (!tpl) throw appError(CONSOLE_COUPON_ERRORS.templateNotFound);
    couponTemplateId = tpl.id;
  }
  return {
    kind: form.kind,
    title: form.title,
    subtitle: form.subtitle,
    coverUrl: form.coverUrl || null,
    category: form.category,
    pointsCost: form.pointsCost,
    stock: form.stock,
    hot: form.hot,
    onShelf: form.onShelf,
    description: form.description,
    couponTemplateId,
  };
}

const auditView = (g: Partial<GoodsRow>) => {
  const { createdAt: _c, updatedAt: _u, ...rest } = g;
  return rest;
};

async function goodsWithCoupon(tx: Transaction, id: number): Promise<ConsolePointsGoods> {
  const [row] = await tx
    .select({
      g: pointsGoods,
      c: {
        name: couponTemplates.name,
        amountFen: couponTemplates.amountFen,
        thresholdFen: couponTemplates.thresholdFen,
      },
    })
    .from(pointsGoods)
    .leftJoin(couponTemplates, eq(couponTemplates.id, pointsGoods.couponTemplateId))
    .where(eq(pointsGoods.id, id));
  return consoleGoodsView(row!.g, row!.c?.name == null ? null : row!.c);
}

export async function createGoods(ctx: AppContext, actor: Actor, form: ConsolePointsGoodsForm) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const columns = await columnsOf(tx, form);
    const [row] = await tx
      .insert(pointsGoods)
      .values({ ...columns, createdAt: now, updatedAt: now })
      .returning();
    await recordAudit(tx, actor, {
      action: 'pointsGoods.create',
      entity: 'pointsGoods',
      entityId: row!.id,
      before: null,
      after: auditView(columns),
    });
    return goodsWithCoupon(tx, row!.id);
  });
}

/** An edit at the version read (a stale one: 数据已被他人修改); 上架/下架 is the form's onShelf. */
export async function updateGoods(ctx: AppContext, actor: Actor, id: number, form: ConsolePointsGoodsUpdate) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(pointsGoods).where(eq(pointsGoods.id, id)).for('update');
    if (!before) throw appError(POINTS_ERRORS.goodsNotFound);
    const columns = await columnsOf(tx, form);
    await updateWithVersion(tx, pointsGoods, id, form.version, { ...columns, updatedAt: now });
    await recordAudit(tx, actor, {
      action: 'pointsGoods.update',
      entity: 'pointsGoods',
      entityId: id,
      before: auditView(before),
      after: auditView(columns),
    });
    return goodsWithCoupon(tx, id);
  });
}

const consoleExchangeColumns = {
  ex: pointsExchanges,
  realname: users.realname,
  username: users.username,
  phone: users.phone,
};

function consoleExchangeView(r: {
  ex: ExchangeRow;
  realname: string | null;
  username: string;
  phone: string | null;
}): ConsolePointsExchange {
  return {
    ...exchangeView(r.ex),
    userId: r.ex.userId,
    pupilName: r.realname || r.username,
    pupilMobile: r.phone,
  };
}

/** 兑换订单: newest first, by status; `keyword` matches the exchange number, the pupil's or receiver's mobile. */
export async function consoleExchangePage(
  ctx: AppContext,
  q: ConsolePointsExchangeQuery,
): Promise<Page<ConsolePointsExchange>> {
  const conds: SQL[] = [];
  if (q.status) conds.push(eq(pointsExchanges.status, q.status));
  if (q.keyword) {
    const like = likePattern(q.keyword);
    conds.push(
      or(
        ilike(pointsExchanges.exchangeNo, like),
        ilike(users.phone, like),
        sql`${pointsExchanges.address}->>'mobile' = ${q.keyword}`,
      )!,
    );
  }
  const where = conds.length ? and(...conds) : undefined;
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: sql<number>`count(*)::int` })
    .from(pointsExchanges)
    .innerJoin(users, eq(users.id, pointsExchanges.userId))
    .where(where);
  const base = ctx.db
    .select(consoleExchangeColumns)
    .from(pointsExchanges)
    .innerJoin(users, eq(users.id, pointsExchanges.userId))
    .where(where)
    .orderBy(desc(pointsExchanges.createdAt), desc(pointsExchanges.id));
  const rows = q.size === -1 ? await base : await base.limit(q.size).offset((q.current - 1) * q.size);
  return { records: rows.map(consoleExchangeView), total: Number(total), current: q.current, size: q.size };
}

/** 发货: a posted item waiting for shipment gets its logistics and becomes 已发货; audited. */
export async function shipExchange(
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: ConsolePointsShip,
): Promise<ConsolePointsExchange> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [ex] = await tx.select().from(pointsExchanges).where(eq(pointsExchanges.id, id)).for('update');
    if (!ex) throw appError(POINTS_ERRORS.exchangeNotFound);
    if (ex.status !== 'toShip') throw appError(POINTS_ERRORS.notShippable);
    await tx
      .update(pointsExchanges)
      .set({ status: 'shipped', shippedAt: now, logisticsCompany: body.company, trackingNo: body.trackingNo })
      .where(eq(pointsExchanges.id, id));
    await recordAudit(tx, actor, {
      action: 'pointsExchange.ship',
      entity: 'pointsExchange',
      entityId: id,
      before: { status: ex.status },
      after: { status: 'shipped', company: body.company, trackingNo: body.trackingNo },
    });
    const [row] = await tx
      .select(consoleExchangeColumns)
      .from(pointsExchanges)
      .innerJoin(users, eq(users.id, pointsExchanges.userId))
      .where(eq(pointsExchanges.id, id));
    return consoleExchangeView(row!);
  });
}
