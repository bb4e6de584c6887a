import { randomInt } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import {
  CHINA_OFFSET_MS,
  POINTS_ERRORS,
  SHOP_ERRORS,
  type PointsExchange,
  type PointsExchangeRequest,
  type PointsGoodsKind,
} from '@salt/domain';
import type { Database, Transaction } from '../../db/client';
import { pointsExchanges, pointsGoods, type PointsExchangeAddress } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { isUniqueViolation } from '../../platform/database-errors';
import { ownAddressSnapshot } from '../shop-address';
import { grantCouponsInTx } from '../shop-coupon';
import { exchangeView, ownExchangeRow } from './exchange-view.service';
import { creditPoints, spendPoints } from './ledger';

/**
 * 兑换, 取消兑换, 确认收货. An exchange is one transaction: the item's row locked, stock taken by a guarded UPDATE
 * (`stock >= q`), the points spent through the ledger (`points >= total`), the coupon issued or the address copied,
 * the exchange written. Any refusal rolls all of it back. A repeated request with the same Idempotency-Key answers
 * the first exchange.
 */

/** 'DH' + yyyyMMddHHmmss in China + 6 random digits (unique by the index). */
export function newExchangeNo(now: Date): string {
  const d = new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14);
  return `DH${d}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

async function byIdempotencyKey(db: Database | Transaction, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(pointsExchanges)
    .where(and(eq(pointsExchanges.userId, userId), eq(pointsExchanges.idempotencyKey, key)));
  return row ?? null;
}

export async function exchangeGoods(
  ctx: AppContext,
  userId: number,
  input: PointsExchangeRequest,
  idempotencyKey: string | null,
): Promise<PointsExchange> {
  return exchangeAt(ctx.db, userId, input, idempotencyKey, ctx.clock.now());
}

/** An exchange at `now` (the demo seed dates its history). */
export async function exchangeAt(
  db: Database,
  userId: number,
  input: PointsExchangeRequest,
  idempotencyKey: string | null,
  now: Date,
): Promise<PointsExchange> {
  if (idempotencyKey) {
    const first = await byIdempotencyKey(db, userId, idempotencyKey);
    if (first) return exchangeView(first);
  }
  // Sold out (or off the shelf) is answered without queueing on the item's row lock: once a hot item runs out, the
  // rest of a burst would otherwise wait in line only to hear 已兑完. A stale "in stock" goes on to the guarded path.
  const [peek] = await db
    .select({ stock: pointsGoods.stock, onShelf: pointsGoods.onShelf })
    .from(pointsGoods)
    .where(eq(pointsGoods.id, input.goodsId));
  if (peek && !peek.onShelf) throw appError(POINTS_ERRORS.offShelf);
  if (peek && peek.stock < input.quantity) throw appError(POINTS_ERRORS.soldOut);
  try {
    const row = await db.transaction(async (tx) => {
      if (idempotencyKey) {
        // The same key at the same moment: the second waits here, then answers the first's exchange.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`points-exchange:${userId}:${idempotencyKey}`}))`);
        const first = await byIdempotencyKey(tx, userId, idempotencyKey);
        if (first) return first;
      }
      return exchangeInTx(tx, userId, input, idempotencyKey, now);
    });
    return exchangeView(row);
  } catch (err) {
    if (idempotencyKey && isUniqueViolation(err, 'idem')) {
      const first = await byIdempotencyKey(db, userId, idempotencyKey);
      if (first) return exchangeView(first);
    }
    throw err;
  }
}

async function exchangeInTx(
  tx: Transaction,
  userId: number,
  input: PointsExchangeRequest,
  idempotencyKey: string | null,
  now: Date,
) {
  const q = input.quantity;
  const [goods] = await tx.select().from(pointsGoods).where(eq(pointsGoods.id, input.goodsId)).for('update');
  if (!goods) throw appError(POINTS_ERRORS.goodsNotFound);
  if (!goods.onShelf) throw appError(POINTS_ERRORS.offShelf);
  const kind = goods.kind as PointsGoodsKind;
  let address: PointsExchangeAddress | null = null;
  if (kind === 'physical') {
    if (!input.addressId) throw appError(POINTS_ERRORS.addressRequired);
    address = await ownAddressSnapshot(tx, userId, input.addressId);
    if (!address) throw appError(SHOP_ERRORS.addressNotFound);
  }
  const taken = await tx
    .update(pointsGoods)
    .set({ stock: sql`${pointsGoods.stock} - ${q}`, exchanged: sql`${pointsGoods.exchanged} + ${q}` })
    .where(and(eq(pointsGoods.id, goods.id), gte(pointsGoods.stock, q)))
    .returning({ id: pointsGoods.id });
  if (taken.length === 0) throw appError(POINTS_ERRORS.soldOut);

  const delivered = kind !== 'physical';
  const [row] = await tx
    .insert(pointsExchanges)
    .values({
      exchangeNo: newExchangeNo(now),
      userId,
      goodsId: goods.id,
      kind,
      title: goods.title,
      coverUrl: goods.coverUrl,
      quantity: q,
      pointsCost: goods.pointsCost,
      pointsTotal: goods.pointsCost * q,
      status: delivered ? 'completed' : 'toShip',
      address,
      remark: input.remark || null,
      idempotencyKey,
      createdAt: now,
      completedAt: delivered ? now : null,
    })
    .returning();
  await spendPoints(tx, {
    userId,
    amount: row!.pointsTotal,
    ruleCode: 'exchange',
    bizKey: `exchange:${row!.id}`,
    now,
    remark: q > 1 ? `${goods.title} ×${q}` : goods.title,
  });
  if (kind !== 'coupon') return row!;
  if (!goods.couponTemplateId) throw appError(POINTS_ERRORS.offShelf);
  const [first] = await grantCouponsInTx(tx, { templateId: goods.couponTemplateId, userId, count: q, now });
  const [withCoupon] = await tx
    .update(pointsExchanges)
    .set({ couponUserId: first! })
    .where(eq(pointsExchanges.id, row!.id))
    .returning();
  return withCoupon!;
}

/** 取消兑换: before shipment only; the stock goes back and the points are credited (取消兑换退回), once. */
export async function cancelExchange(ctx: AppContext, userId: number, id: number): Promise<PointsExchange> {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const ex = await ownExchangeRow(tx, userId, id, true);
    if (ex.status !== 'toShip') throw appError(POINTS_ERRORS.notCancellable);
    await tx
      .update(pointsGoods)
      .set({
        stock: sql`${pointsGoods.stock} + ${ex.quantity}`,
        exchanged: sql`greatest(0, ${pointsGoods.exchanged} - ${ex.quantity})`,
      })
      .where(eq(pointsGoods.id, ex.goodsId));
    const [cancelled] = await tx
      .update(pointsExchanges)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(eq(pointsExchanges.id, ex.id))
      .returning();
    await creditPoints(tx, {
      userId,
      amount: ex.pointsTotal,
      ruleCode: 'exchangeCancel',
      bizKey: `exchangeCancel:${ex.id}`,
      now,
      remark: ex.title,
    });
    return cancelled!;
  });
  return exchangeView(row);
}

/** 确认收货: a shipped exchange is completed; one already completed answers as it is. */
export async function receiveExchange(ctx: AppContext, userId: number, id: number): Promise<PointsExchange> {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const ex = await ownExchangeRow(tx, userId, id, true);
    if (ex.status === 'completed') return ex;
    if (ex.status !== 'shipped') throw appError(POINTS_ERRORS.notShipped);
    const [done] = await tx
      .update(pointsExchanges)
      .set({ status: 'completed', completedAt: now })
      .where(eq(pointsExchanges.id, ex.id))
      .returning();
    return done!;
  });
  return exchangeView(row);
}
