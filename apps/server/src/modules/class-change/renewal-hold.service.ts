import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import { CLASS_CHANGE_ERRORS, RENEWAL_HOLD_DAYS, type RenewalOffer } from '@salt/domain';
import type { Transaction } from '../../db/client';
import { renewalHolds } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { isUniqueViolation } from '../../platform/database-errors';
import { appError } from '../../platform/errors';
import { returnStock, takeStock } from '../shop-catalogue';
import { renewalOffers } from './renewal.service';

/**
 * 老生续报 seat holds. Holding takes a seat of the next-term class from the shop (the same guarded stock update
 * orders use) for RENEWAL_HOLD_DAYS at the renewal price. Buying the class through the normal order flow
 * (POST /shop/order with that sku) claims the hold inside createOrder's transaction: the held seat becomes the
 * order's (no second seat taken) and the line is priced at the hold's price. A hold not bought in time is swept:
 * its seat goes back on sale. If the order then closes unpaid, the order's close gives the seat back as for any
 * order; the hold is spent (the family may still buy at the normal price).
 */
export const RENEWAL_SWEEP_JOB = 'class-renewal-hold-sweep';
const DAY_MS = 86_400_000;

/** 预留名额: hold a seat of the line's next-term class (once; a live hold answers as it is). */
export async function holdRenewal(ctx: AppContext, actor: Actor, orderItemId: number): Promise<RenewalOffer> {
  const now = ctx.clock.now();
  const offer = (await renewalOffers(ctx, actor)).find((o) => o.orderItemId === orderItemId);
  if (!offer) throw appError(CLASS_CHANGE_ERRORS.lineNotFound);
  if (!offer.next || offer.renewalPriceFen === null) throw appError(CLASS_CHANGE_ERRORS.noRenewal);
  if (offer.holdUntil || offer.renewed) return offer;
  const next = offer.next;
  const priceFen = offer.renewalPriceFen;
  try {
    await ctx.db.transaction(async (tx) => {
      if (!(await takeStock(tx, next.skuId))) throw appError(CLASS_CHANGE_ERRORS.full);
      await tx.insert(renewalHolds).values({
        userId: actor.userId,
        orderItemId,
        fromSkuId: offer.current.skuId,
        toSkuId: next.skuId,
        priceFen,
        expiresAt: new Date(now.getTime() + RENEWAL_HOLD_DAYS * DAY_MS),
        createdAt: now,
      });
    });
  } catch (err) {
    // Two taps at once: one hold (and one seat) wins, the other transaction rolled back its seat.
    if (!isUniqueViolation(err, 'class_renewal_hold_live_uq')) throw err;
  }
  return (await renewalOffers(ctx, actor)).find((o) => o.orderItemId === orderItemId)!;
}

/**
 * Inside createOrder's transaction: the buyer's live hold of this class, claimed (status 'bought'), or null. The
 * caller skips taking a seat (the hold has it) and prices the line at `priceFen`, then names the order.
 */
export async function claimRenewalHold(
  tx: Transaction,
  userId: number,
  skuId: number,
  now: Date,
): Promise<{ holdId: number; priceFen: number } | null> {
  const [row] = await tx
    .update(renewalHolds)
    .set({ status: 'bought' })
    .where(
      and(
        eq(renewalHolds.userId, userId),
        eq(renewalHolds.toSkuId, skuId),
        eq(renewalHolds.status, 'held'),
        gt(renewalHolds.expiresAt, now),
      ),
    )
    .returning({ holdId: renewalHolds.id, priceFen: renewalHolds.priceFen });
  return row ?? null;
}

/** The renewal prices of the buyer's live holds among `skuIds` (checkout's preview prices the line as createOrder will). */
export async function heldRenewalPrices(
  ctx: AppContext,
  userId: number,
  skuIds: number[],
  now: Date,
): Promise<Map<number, number>> {
  if (skuIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({ skuId: renewalHolds.toSkuId, priceFen: renewalHolds.priceFen })
    .from(renewalHolds)
    .where(
      and(
        eq(renewalHolds.userId, userId),
        inArray(renewalHolds.toSkuId, skuIds),
        eq(renewalHolds.status, 'held'),
        gt(renewalHolds.expiresAt, now),
      ),
    );
  return new Map(rows.map((r) => [r.skuId, r.priceFen]));
}

export async function attachRenewalOrder(tx: Transaction, holdId: number, orderId: number): Promise<void> {
  await tx.update(renewalHolds).set({ orderId }).where(eq(renewalHolds.id, holdId));
}

/** Expired holds give their seats back to the shop; answers how many. */
export async function sweepRenewalHolds(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const expired = await tx
      .update(renewalHolds)
      .set({ status: 'expired' })
      .where(and(eq(renewalHolds.status, 'held'), lte(renewalHolds.expiresAt, now)))
      .returning({ skuId: renewalHolds.toSkuId });
    for (const h of expired) await returnStock(tx, h.skuId);
    return expired.length;
  });
}

export function defineClassChangeJobs(ctx: AppContext): void {
  const every = ctx.config.sweepIntervalMs > 0 ? Math.max(60, ctx.config.sweepIntervalMs / 1000) : undefined;
  ctx.jobs.define({
    name: RENEWAL_SWEEP_JOB,
    everySeconds: every,
    retryLimit: 0,
    expireInSeconds: 10 * 60,
    handler: async () => ({ releasedHolds: await sweepRenewalHolds(ctx) }),
  });
}
