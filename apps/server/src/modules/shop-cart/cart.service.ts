import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type CartItem, SHOP_ERRORS } from '@salt/domain';
import type { Database, Transaction } from '../../db/client';
import { cartItems, skus, spus, users } from '../../db/schema';
import { appError } from '../../platform/errors';
import { coverOf } from '../shop-catalogue';

/** Distinct classes one cart may hold. */
export const CART_MAX_ITEMS = 50;

export async function cartCount(db: Database | Transaction, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return row?.n ?? 0;
}

/** The caller's cart, newest first, with current prices; sold-out and off-sale items are kept and marked. */
export async function cartList(db: Database, userId: number): Promise<CartItem[]> {
  const rows = await db
    .select({ item: cartItems, sku: skus, spu: spus })
    .from(cartItems)
    .innerJoin(skus, eq(skus.id, cartItems.skuId))
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .where(eq(cartItems.userId, userId))
    .orderBy(desc(cartItems.id));
  return rows.map(({ item, sku, spu }) => {
    const soldOut = sku.stock <= 0;
    const offSale = !spu.onSale;
    return {
      id: item.id,
      skuId: sku.id,
      spuId: spu.id,
      quantity: item.quantity,
      title: spu.title,
      skuName: sku.name,
      coverUrl: coverOf(spu),
      subject: spu.subject,
      priceFen: sku.priceFen,
      originalPriceFen: sku.originalPriceFen,
      stock: sku.stock,
      soldOut,
      offSale,
      available: !soldOut && !offSale,
      level: sku.level,
      className: sku.className,
      needLogistics: sku.needLogistics,
      isGroup: sku.isGroup,
      addedAt: item.createdAt.toISOString(),
    };
  });
}

/**
 * Puts a class in the cart. A class is one seat, so adding one already there changes nothing (idempotent);
 * unknown classes are 404, off-sale goods and full classes 409, a full cart 400.
 */
export async function addToCart(
  db: Database,
  userId: number,
  skuId: number,
): Promise<{ id: number; created: boolean; count: number }> {
  return db.transaction(async (tx) => {
    // One cart change per user at a time, so the item limit holds under concurrent adds.
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    const [existing] = await tx
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.skuId, skuId)))
      .limit(1);
    if (existing) return { id: existing.id, created: false, count: await cartCount(tx, userId) };
    const [target] = await tx
      .select({ stock: skus.stock, onSale: spus.onSale })
      .from(skus)
      .innerJoin(spus, eq(spus.id, skus.spuId))
      .where(eq(skus.id, skuId))
      .limit(1);
    if (!target) throw appError(SHOP_ERRORS.skuNotFound);
    if (!target.onSale) throw appError(SHOP_ERRORS.offSale);
    if (target.stock <= 0) throw appError(SHOP_ERRORS.soldOut);
    const count = await cartCount(tx, userId);
    if (count >= CART_MAX_ITEMS) throw appError(SHOP_ERRORS.cartFull);
    const [row] = await tx.insert(cartItems).values({ userId, skuId, quantity: 1 }).returning({ id: cartItems.id });
    return { id: row!.id, created: true, count: count + 1 };
  });
}

/** Removes the caller's own items among ids; other users' ids are ignored (they are not the caller's to see). */
export async function removeFromCart(db: Database, userId: number, ids: number[]): Promise<number> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)))
    .returning({ id: cartItems.id });
  return removed.length;
}
