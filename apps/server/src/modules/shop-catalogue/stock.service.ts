import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { skus } from '../../db/schema';

/**
 * The only writes to a sku's stock and sold counts. Both run inside the caller's transaction (an order's), so a
 * seat taken for an order that then fails is never lost.
 */

/**
 * Takes `count` seats of a sku if it has them; false when it does not. One conditional UPDATE: two buyers of the
 * last seat are serialised on the row, the second finds `stock >= 1` false, so stock never goes negative.
 */
export async function takeStock(tx: Transaction, skuId: number, count = 1): Promise<boolean> {
  const taken = await tx
    .update(skus)
    .set({ stock: sql`${skus.stock} - ${count}`, sold: sql`${skus.sold} + ${count}` })
    .where(and(eq(skus.id, skuId), sql`${skus.stock} >= ${count}`))
    .returning({ id: skus.id });
  return taken.length > 0;
}

/** Gives `count` seats back (an order closed); sold never drops below zero. */
export async function returnStock(tx: Transaction, skuId: number, count = 1): Promise<void> {
  await tx
    .update(skus)
    .set({ stock: sql`${skus.stock} + ${count}`, sold: sql`greatest(${skus.sold} - ${count}, 0)` })
    .where(eq(skus.id, skuId));
}
