import { and, eq, inArray, min } from 'drizzle-orm';
import {
  chinaDateOf,
  inTerm,
  sharePercent,
  termAfter,
  termOf,
  type RenewalClass,
  type TutorRenewal,
} from '@salt/domain';
import { chapters, offerings, orderSeats } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import { activePupils, classesInScope, latestNotes, pupilRef, pupilsByIds, type Ctx } from './scope';

/**
 * 续报 per class: the class's term is the school term of its first session (school-terms.ts); its next-term classes
 * are every class of the same subject and grade whose first session falls in the following term (as 老生续报 picks
 * them in class-change). A pupil has renewed when they hold a paid or unpaid seat (shop_order_seat, active) in one
 * of them. Only classes that have begun and whose next term has not: earlier ones are history, later ones have
 * nothing to renew yet; classes without sessions have no term.
 */
export async function tutorRenewal(ctx: Ctx, actor: Actor): Promise<TutorRenewal> {
  const ids = await classesInScope(ctx, actor);
  const all = await ctx.db
    .select({
      id: offerings.id,
      skuId: offerings.skuId,
      title: offerings.title,
      subject: offerings.subject,
      grade: offerings.grade,
      firstStart: min(chapters.startAt),
    })
    .from(offerings)
    .innerJoin(chapters, eq(chapters.offeringId, offerings.id))
    .groupBy(offerings.id);
  const today = chinaDateOf(ctx.clock.now());
  // Classes under way whose next term has not begun yet: the ones families are being asked to renew.
  const mine = all.filter(
    (o) =>
      ids.includes(o.id) &&
      o.firstStart! <= ctx.clock.now() &&
      termAfter(termOf(chinaDateOf(o.firstStart!))).start > today,
  );
  const pupils = await activePupils(
    ctx,
    mine.map((o) => o.id),
  );
  const plans = mine.map((o) => {
    const next = termAfter(termOf(chinaDateOf(o.firstStart!)));
    const nextClasses = all.filter(
      (a) => a.subject === o.subject && a.grade === o.grade && inTerm(next, chinaDateOf(a.firstStart!)),
    );
    return { o, next, nextClasses, pupils: pupils.get(o.id) ?? [] };
  });
  const everyone = [...new Set(plans.flatMap((p) => p.pupils))];
  const nextSkus = [...new Set(plans.flatMap((p) => p.nextClasses.map((c) => c.skuId)))];
  const seats =
    everyone.length === 0 || nextSkus.length === 0
      ? []
      : await ctx.db
          .select({ userId: orderSeats.userId, skuId: orderSeats.skuId })
          .from(orderSeats)
          .where(
            and(eq(orderSeats.active, true), inArray(orderSeats.userId, everyone), inArray(orderSeats.skuId, nextSkus)),
          );
  const held = new Set(seats.map((s) => `${s.userId}:${s.skuId}`));
  const [people, notes] = await Promise.all([pupilsByIds(ctx, everyone), latestNotes(ctx, everyone)]);
  let pupilsTotal = 0;
  let renewedTotal = 0;
  const classes: RenewalClass[] = plans.map((p) => {
    const renewedIds = p.pupils.filter((u) => p.nextClasses.some((c) => held.has(`${u}:${c.skuId}`)));
    pupilsTotal += p.pupils.length;
    renewedTotal += renewedIds.length;
    return {
      offeringId: p.o.id,
      title: p.o.title,
      nextTerm: `${p.next.year} ${p.next.kind}`,
      nextClasses: p.nextClasses.map((c) => ({ offeringId: c.id, title: c.title })),
      pupils: p.pupils.length,
      renewed: renewedIds.length,
      ratePercent: sharePercent(renewedIds.length, p.pupils.length),
      notRenewed: p.pupils
        .filter((u) => !renewedIds.includes(u))
        .map((u) => ({ ...pupilRef(actor, people.get(u)!), followUp: notes.get(u) ?? null })),
    };
  });
  // Classes with a next-term class to renew into first, then the bigger ones.
  classes.sort((a, b) => Number(b.nextClasses.length > 0) - Number(a.nextClasses.length > 0) || b.pupils - a.pupils);
  return { classes, pupils: pupilsTotal, renewed: renewedTotal, ratePercent: sharePercent(renewedTotal, pupilsTotal) };
}
