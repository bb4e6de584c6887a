import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import {
  COUPON_REJECTION_TEXT,
  bestCoupon,
  couponDiscount,
  couponRejection,
  couponToClaim,
  type MyCoupon,
  type PromotionResult,
  ORDER_ERRORS,
  CONSOLE_COUPON_ERRORS,
} from '@salt/domain';
import { cartItems, couponTemplates, couponUsers, redeemCodes, skus, spus } from '../../db/schema';
import type { Transaction } from '../../db/client';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { heldRenewalPrices } from '../class-change';

type Template = typeof couponTemplates.$inferSelect;

/** Claimable coupons open now, with how many the caller already holds. */
export async function receivableCoupons(ctx: AppContext, userId: number) {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select({
      tpl: couponTemplates,
      // The template's table named in full: in a one-table select drizzle writes a bare "id", which inside this
      // subquery would be the coupon row's own id (and `received` would never count anything).
      received: sql<number>`(select count(*) from ${couponUsers} cu where cu.template_id = ${couponTemplates}.id and cu.user_id = ${userId})`,
    })
    .from(couponTemplates)
    .where(
      and(eq(couponTemplates.claimable, true), lte(couponTemplates.validFrom, now), gt(couponTemplates.validTo, now)),
    )
    .orderBy(asc(couponTemplates.validTo));
  return rows.map(({ tpl, received }) => ({
    id: tpl.id,
    name: tpl.name,
    amountFen: tpl.amountFen,
    thresholdFen: tpl.thresholdFen,
    skuIds: tpl.skuIds,
    validFrom: tpl.validFrom.toISOString(),
    validTo: tpl.validTo.toISOString(),
    left: tpl.totalQuantity - tpl.receivedCount,
    perUserLimit: tpl.perUserLimit,
    received: Number(received),
  }));
}

/**
 * Gives the user one coupon of a template whose row the caller has locked (`for update`): the lock serialises
 * claims, so neither the total quantity nor the per-user limit can be passed by racing requests.
 */
async function claimLocked(tx: Transaction, tpl: Template, userId: number, now: Date, requireClaimable: boolean) {
  if (requireClaimable && !tpl.claimable) throw appError(ORDER_ERRORS.couponNotClaimable);
  if (now < tpl.validFrom || now >= tpl.validTo) throw appError(ORDER_ERRORS.couponExpired);
  // Codes of console batches still unredeemed hold their share of the total (a code taken in this transaction is
  // already marked, so it is not counted against itself).
  const [{ open }] = (await tx
    .select({ open: sql<number>`count(*)::int` })
    .from(redeemCodes)
    .where(and(eq(redeemCodes.templateId, tpl.id), isNull(redeemCodes.redeemedBy)))) as [{ open: number }];
  if (tpl.receivedCount + Number(open) >= tpl.totalQuantity) throw appError(ORDER_ERRORS.couponSoldOut);
  const [{ held }] = (await tx
    .select({ held: sql<number>`count(*)` })
    .from(couponUsers)
    .where(and(eq(couponUsers.templateId, tpl.id), eq(couponUsers.userId, userId)))) as [{ held: number }];
  if (Number(held) >= tpl.perUserLimit) throw appError(ORDER_ERRORS.couponLimit);
  await tx
    .update(couponTemplates)
    .set({ receivedCount: sql`${couponTemplates.receivedCount} + 1` })
    .where(eq(couponTemplates.id, tpl.id));
  const [cu] = await tx.insert(couponUsers).values({ templateId: tpl.id, userId, receivedAt: now }).returning();
  return cu!;
}

async function claim(ctx: AppContext, userId: number, where: ReturnType<typeof eq>, requireClaimable: boolean) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [tpl] = await tx.select().from(couponTemplates).where(where).for('update');
    if (!tpl) return null;
    return toMyCoupon(await claimLocked(tx, tpl, userId, now, requireClaimable), tpl, now);
  });
}

export async function receiveCoupon(ctx: AppContext, userId: number, templateId: number) {
  const c = await claim(ctx, userId, eq(couponTemplates.id, templateId), true);
  if (!c) throw appError(ORDER_ERRORS.couponNotFound);
  return c;
}

/**
 * The couponCode page: a single-use code of a console batch, else a template's shared code. A batch code is taken
 * by a conditional update (`redeemed_by is null`) in the transaction that creates the coupon: of racing redeemers
 * exactly one gets it, the rest hear 兑换码已被使用; a failed claim (expired, limit) rolls the code back to unused.
 */
export async function redeemCoupon(ctx: AppContext, userId: number, code: string) {
  const typed = code.toUpperCase();
  const now = ctx.clock.now();
  const fromBatch = await ctx.db.transaction(async (tx) => {
    const [taken] = await tx
      .update(redeemCodes)
      .set({ redeemedBy: userId, redeemedAt: now })
      .where(and(eq(redeemCodes.code, typed), isNull(redeemCodes.redeemedBy)))
      .returning({ id: redeemCodes.id, templateId: redeemCodes.templateId });
    if (!taken) {
      const [exists] = await tx.select({ id: redeemCodes.id }).from(redeemCodes).where(eq(redeemCodes.code, typed));
      if (exists) throw appError(CONSOLE_COUPON_ERRORS.codeUsed);
      return null;
    }
    const [tpl] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, taken.templateId)).for('update');
    const cu = await claimLocked(tx, tpl!, userId, now, false);
    await tx.update(redeemCodes).set({ couponUserId: cu.id }).where(eq(redeemCodes.id, taken.id));
    return toMyCoupon(cu, tpl!, now);
  });
  if (fromBatch) return fromBatch;
  const c = await claim(ctx, userId, eq(couponTemplates.redeemCode, typed), false);
  if (!c) throw appError(ORDER_ERRORS.couponCodeInvalid);
  return c;
}

function toMyCoupon(cu: typeof couponUsers.$inferSelect, tpl: Template, now: Date): MyCoupon {
  const expired = cu.status === 'unused' && now >= tpl.validTo;
  return {
    couponUserId: cu.id,
    templateId: tpl.id,
    name: tpl.name,
    amountFen: tpl.amountFen,
    thresholdFen: tpl.thresholdFen,
    skuIds: tpl.skuIds,
    validFrom: tpl.validFrom.toISOString(),
    validTo: tpl.validTo.toISOString(),
    status: expired ? 'expired' : cu.status,
  };
}

export async function myCoupons(ctx: AppContext, userId: number, status: string): Promise<MyCoupon[]> {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select({ cu: couponUsers, tpl: couponTemplates })
    .from(couponUsers)
    .innerJoin(couponTemplates, eq(couponTemplates.id, couponUsers.templateId))
    .where(eq(couponUsers.userId, userId))
    .orderBy(asc(couponTemplates.validTo));
  const all = rows.map(({ cu, tpl }) => toMyCoupon(cu, tpl, now));
  return status === 'all'
    ? all
    : all.filter((c) => c.status === status || (status === 'used' && c.status === 'locked'));
}

/** Prices the lines (group price for a joint purchase) and rates every unused coupon of the user against them. */
export async function promotionFor(
  ctx: AppContext,
  userId: number,
  skuIds: number[],
  mode: 'normal' | 'group',
): Promise<PromotionResult> {
  const now = ctx.clock.now();
  const rows = skuIds.length
    ? await ctx.db
        .select({ sku: skus, onSale: spus.onSale })
        .from(skus)
        .innerJoin(spus, eq(spus.id, skus.spuId))
        .where(sql`${skus.id} in ${skuIds}`)
    : [];
  if (rows.length !== new Set(skuIds).size || rows.some((r) => !r.onSale)) throw appError(ORDER_ERRORS.skuUnavailable);
  // 老生续报: a class the buyer holds a renewal seat of is priced as createOrder will price it.
  const renewal = mode === 'normal' ? await heldRenewalPrices(ctx, userId, skuIds, now) : new Map<number, number>();
  const lines = rows.map(({ sku }) => ({
    skuId: sku.id,
    amountFen:
      renewal.get(sku.id) ??
      (mode === 'group' && sku.isGroup && sku.groupPriceFen !== null ? sku.groupPriceFen : sku.priceFen),
  }));
  const totalFen = lines.reduce((s, l) => s + l.amountFen, 0);
  const held = (await myCoupons(ctx, userId, 'unused')).map((c) => ({ ...c, skuIds: c.skuIds }));
  const rated = held.map((c) => {
    const rejection = couponRejection(c, lines, now);
    return {
      ...c,
      usable: rejection === null,
      reason: rejection ? COUPON_REJECTION_TEXT[rejection] : null,
      discountFen: rejection ? 0 : couponDiscount(c, lines),
    };
  });
  const best = bestCoupon(held, lines, now);
  const couponFen = best ? couponDiscount(best, lines) : 0;
  // Claimable now: open, not all given out, and the caller is under the per-person limit.
  const open = (await receivableCoupons(ctx, userId)).filter((c) => c.left > 0 && c.received < c.perUserLimit);
  // The biggest saving first, as checkout lists them.
  const claimable = open
    .map((c) => {
      const rejection = couponRejection(c, lines, now);
      return {
        ...c,
        usable: rejection === null,
        reason: rejection ? COUPON_REJECTION_TEXT[rejection] : null,
        discountFen: rejection ? 0 : couponDiscount(c, lines),
      };
    })
    .sort((a, b) => b.discountFen - a.discountFen);
  return {
    totalFen,
    coupons: rated,
    bestCouponUserId: best?.couponUserId ?? null,
    couponFen,
    payFen: Math.max(0, totalFen - couponFen),
    claimable,
    bestClaimTemplateId: couponToClaim(open, held, lines, now)?.id ?? null,
  };
}

export async function cartSkuIds(ctx: AppContext, userId: number): Promise<number[]> {
  const rows = await ctx.db.select({ skuId: cartItems.skuId }).from(cartItems).where(eq(cartItems.userId, userId));
  return rows.map((r) => r.skuId);
}
