import { and, eq, isNull, sql } from 'drizzle-orm';
import { ORDER_ERRORS } from '@salt/domain';
import type { Transaction } from '../../db/client';
import { couponTemplates, couponUsers, redeemCodes } from '../../db/schema';
import { appError } from '../../platform/errors';

/**
 * Issues `count` coupons of a template to a user inside the caller's transaction (the 盐值 mall's coupon goods: the
 * pupil paid for them with points, so the claim page's flags and per-user limit do not apply). The template row is
 * locked, as claiming and console issuing lock it, so the total (with codes still unredeemed) is never passed; an
 * ended template is 优惠券已过期, a full one 优惠券已领完, and the caller's transaction rolls back. Answers the
 * coupons' ids, first first.
 */
export async function grantCouponsInTx(
  tx: Transaction,
  g: { templateId: number; userId: number; count: number; now: Date },
): Promise<number[]> {
  if (!Number.isSafeInteger(g.count) || g.count < 1) throw new Error(`grantCouponsInTx: bad count ${g.count}`);
  const [tpl] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, g.templateId)).for('update');
  if (!tpl) throw appError(ORDER_ERRORS.couponNotFound);
  if (g.now >= tpl.validTo) throw appError(ORDER_ERRORS.couponExpired);
  const [open] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(redeemCodes)
    .where(and(eq(redeemCodes.templateId, tpl.id), isNull(redeemCodes.redeemedBy)));
  if (tpl.receivedCount + Number(open?.n ?? 0) + g.count > tpl.totalQuantity)
    throw appError(ORDER_ERRORS.couponSoldOut);
  await tx
    .update(couponTemplates)
    .set({ receivedCount: sql`${couponTemplates.receivedCount} + ${g.count}` })
    .where(eq(couponTemplates.id, tpl.id));
  const rows = await tx
    .insert(couponUsers)
    .values(Array.from({ length: g.count }, () => ({ templateId: tpl.id, userId: g.userId, receivedAt: g.now })))
    .returning({ id: couponUsers.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
