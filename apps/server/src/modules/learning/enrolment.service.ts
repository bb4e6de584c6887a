import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { enrolments, offerings, orderItems } from '../../db/schema';
import type { AppContext } from '../../platform/context';

/**
 * Puts the buyer into the class of every course sku of a paid order, inside the payment's transaction. Skus
 * without an offering (posted materials) enrol nobody. Idempotent: an active enrolment is left as it is.
 */
export async function enrolForOrder(tx: Transaction, orderId: number, userId: number, now: Date): Promise<number> {
  const classes = await tx
    .select({ offeringId: offerings.id })
    .from(orderItems)
    .innerJoin(offerings, eq(offerings.skuId, orderItems.skuId))
    .where(eq(orderItems.orderId, orderId));
  if (classes.length === 0) return 0;
  const rows = await tx
    .insert(enrolments)
    .values(classes.map((c) => ({ userId, offeringId: c.offeringId, orderId, createdAt: now })))
    .onConflictDoNothing()
    .returning({ id: enrolments.id });
  return rows.length;
}

/** Ends the enrolments an order made (refund). The record stays: reports and homework history keep it. */
export async function endEnrolmentsForOrder(
  tx: Transaction,
  orderId: number,
  reason: string,
  now: Date,
): Promise<void> {
  await tx
    .update(enrolments)
    .set({ status: 'ended', endReason: reason, endedAt: now })
    .where(and(eq(enrolments.orderId, orderId), eq(enrolments.status, 'active')));
}

/** Whether a user is actively enrolled in any of these offerings. */
export async function activeOfferingIds(ctx: AppContext, userId: number, offeringIds?: number[]): Promise<number[]> {
  const rows = await ctx.db
    .select({ offeringId: enrolments.offeringId })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.userId, userId),
        eq(enrolments.status, 'active'),
        offeringIds ? inArray(enrolments.offeringId, offeringIds) : undefined,
      ),
    );
  return rows.map((r) => r.offeringId);
}
