import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { chapters, enrolments, offerings, orderItems } from '../../db/schema';
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

/**
 * Ends the enrolment one order line made (退费 of one class of an order): the class of that sku leaves the pupil's
 * learning centre; the record stays for history.
 */
export async function endEnrolmentForLine(
  tx: Transaction,
  line: { orderId: number; skuId: number },
  reason: string,
  now: Date,
): Promise<void> {
  await tx
    .update(enrolments)
    .set({ status: 'ended', endReason: reason, endedAt: now })
    .where(
      and(
        eq(enrolments.orderId, line.orderId),
        eq(enrolments.status, 'active'),
        inArray(
          enrolments.offeringId,
          tx.select({ id: offerings.id }).from(offerings).where(eq(offerings.skuId, line.skuId)),
        ),
      ),
    );
}

export interface SkuSessionCount {
  skuId: number;
  offeringId: number;
  total: number;
  /** Sessions whose start time is at or before `now`. */
  started: number;
}

/** How many sessions each sku's class has and how many have started at `now` (the refund rule reads it). */
export async function sessionCountsOfSkus(
  db: Database | Transaction,
  skuIds: number[],
  now: Date,
): Promise<SkuSessionCount[]> {
  if (skuIds.length === 0) return [];
  return db
    .select({
      skuId: offerings.skuId,
      offeringId: offerings.id,
      total: sql<number>`count(${chapters.id})::int`,
      started: sql<number>`count(${chapters.id}) filter (where ${chapters.startAt} <= ${now})::int`,
    })
    .from(offerings)
    .leftJoin(chapters, eq(chapters.offeringId, offerings.id))
    .where(inArray(offerings.skuId, skuIds))
    .groupBy(offerings.skuId, offerings.id);
}
