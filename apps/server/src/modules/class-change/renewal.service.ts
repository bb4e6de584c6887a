import { and, asc, eq, inArray, min } from 'drizzle-orm';
import { ORDER_STATUS, chinaDateOf, inTerm, renewalPriceFen, termAfter, termOf, type RenewalOffer } from '@salt/domain';
import { chapters, enrolments, offerings, orderItems, orders, orderSeats, renewalHolds, skus } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { classesOf } from '../learning';
import { classCards } from './class-change-read';

/**
 * 老生续报: for each class the pupil attends through a paid order, the matching class of the next term: same
 * subject and grade, first session inside the next term (school-terms.ts), the same teacher preferred, then the same
 * level. Priced at RENEWAL_PRICE_PERCENT of the class's price; a live hold (class_renewal_hold) shows until when
 * the seat is kept for the pupil.
 */
export async function renewalOffers(ctx: AppContext, actor: Actor): Promise<RenewalOffer[]> {
  const now = ctx.clock.now();
  const mine = await ctx.db
    .select({
      orderItemId: orderItems.id,
      skuId: offerings.skuId,
      subject: offerings.subject,
      grade: offerings.grade,
      teacherId: offerings.teacherId,
      firstStart: min(chapters.startAt),
    })
    .from(enrolments)
    .innerJoin(offerings, eq(offerings.id, enrolments.offeringId))
    .innerJoin(orders, eq(orders.id, enrolments.orderId))
    .innerJoin(orderItems, and(eq(orderItems.orderId, orders.id), eq(orderItems.spuId, offerings.spuId)))
    .innerJoin(chapters, eq(chapters.offeringId, offerings.id))
    .where(
      and(
        eq(enrolments.userId, actor.userId),
        eq(enrolments.status, 'active'),
        inArray(orders.status, [ORDER_STATUS.paid, ORDER_STATUS.shipped, ORDER_STATUS.completed]),
      ),
    )
    .groupBy(orderItems.id, offerings.id)
    .orderBy(asc(orderItems.id));
  if (mine.length === 0) return [];
  // Every class with its first session: the next-term candidates are among them.
  const all = await ctx.db
    .select({
      skuId: offerings.skuId,
      subject: offerings.subject,
      grade: offerings.grade,
      teacherId: offerings.teacherId,
      level: skus.level,
      firstStart: min(chapters.startAt),
    })
    .from(offerings)
    .innerJoin(skus, eq(skus.id, offerings.skuId))
    .innerJoin(chapters, eq(chapters.offeringId, offerings.id))
    .where(inArray(offerings.subject, [...new Set(mine.map((m) => m.subject))]))
    .groupBy(offerings.id, skus.id);
  const picks = mine.map((m) => {
    const next = termAfter(termOf(chinaDateOf(m.firstStart!)));
    const levelOf = all.find((a) => a.skuId === m.skuId)?.level ?? null;
    const candidates = all
      .filter((a) => a.subject === m.subject && a.grade === m.grade && inTerm(next, chinaDateOf(a.firstStart!)))
      .sort(
        (a, b) =>
          Number(b.teacherId === m.teacherId) - Number(a.teacherId === m.teacherId) ||
          Number(b.level === levelOf) - Number(a.level === levelOf) ||
          a.skuId - b.skuId,
      );
    return { ...m, nextSkuId: candidates[0]?.skuId ?? null };
  });
  const skuIds = [...new Set(picks.flatMap((p) => (p.nextSkuId ? [p.skuId, p.nextSkuId] : [p.skuId])))];
  const classes = await classesOf(ctx.db, skuIds, now);
  const cards = await classCards(ctx.db, skuIds, classes);
  const [holds, seats] = await Promise.all([
    ctx.db
      .select()
      .from(renewalHolds)
      .where(and(eq(renewalHolds.userId, actor.userId), eq(renewalHolds.status, 'held'))),
    ctx.db
      .select({ skuId: orderSeats.skuId })
      .from(orderSeats)
      .where(and(eq(orderSeats.userId, actor.userId), eq(orderSeats.active, true))),
  ]);
  return picks
    .filter((p) => cards.has(p.skuId))
    .map((p) => {
      const next = p.nextSkuId ? (cards.get(p.nextSkuId) ?? null) : null;
      const hold = next ? holds.find((h) => h.toSkuId === next.skuId && h.expiresAt > now) : undefined;
      return {
        orderItemId: p.orderItemId,
        current: cards.get(p.skuId)!,
        next,
        renewalPriceFen: next ? (hold?.priceFen ?? renewalPriceFen(next.priceFen)) : null,
        holdUntil: hold ? hold.expiresAt.toISOString() : null,
        renewed: next ? seats.some((s) => s.skuId === next.skuId) : false,
      };
    });
}
