import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  CLASS_CHANGE_ERRORS,
  classChangeApprovalProblem,
  classChangeReviewProblem,
  priceDifferenceFen,
  settlementOf,
  type ClassChangeReject,
  type ClassChangeRequest,
  type ClassChangeReviewFilter,
  type ClassChangeReviewPage,
  type ClassChangeStat,
  type ClassChangeStatus,
} from '@salt/domain';
import type { Transaction } from '../../db/client';
import { classChangeRequests, offerings, orders, renewalHolds, skus, spus } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { isUniqueViolation } from '../../platform/database-errors';
import { appError } from '../../platform/errors';
import { enrolmentOfOrderLine, moveEnrolmentIn } from '../learning';
import { approvedChangesOf, asChangeClass, requestRows } from './class-change-read';
import { classChangePolicy, reviewScopeOf } from './class-change.policy';
import { refuseChange } from './class-change.service';
import { openSupplement, type SupplementOrders } from './supplement.service';

/** The skus of the classes (offerings) a reviewer reads; null = every class (admins). */
async function scopeSkus(ctx: AppContext, actor: Actor): Promise<number[] | null> {
  const offeringIds = await reviewScopeOf(actor);
  if (offeringIds === null) return null;
  if (offeringIds.length === 0) return [];
  const rows = await ctx.db
    .select({ skuId: offerings.skuId })
    .from(offerings)
    .where(inArray(offerings.id, offeringIds));
  return rows.map((r) => r.skuId);
}

/** 调班申请 for reviewers: admins all, a tutor or teacher those leaving or entering their classes. */
export async function reviewPage(
  ctx: AppContext,
  actor: Actor,
  q: ClassChangeReviewFilter,
): Promise<ClassChangeReviewPage> {
  const current = Number(q.current ?? 1);
  const size = Number(q.size ?? 10);
  const scope = await scopeSkus(ctx, actor);
  const where = and(
    scope === null
      ? undefined
      : scope.length === 0
        ? sql`false`
        : or(inArray(classChangeRequests.fromSkuId, scope), inArray(classChangeRequests.toSkuId, scope)),
    q.status ? eq(classChangeRequests.status, q.status) : undefined,
    q.skuId ? or(eq(classChangeRequests.fromSkuId, q.skuId), eq(classChangeRequests.toSkuId, q.skuId)) : undefined,
  );
  const [records, [total]] = await Promise.all([
    requestRows(ctx.db, where, { limit: size, offset: (current - 1) * size }),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(classChangeRequests)
      .where(where),
  ]);
  const fromOffering = await offeringsOfSkus(ctx, [...new Set(records.map((r) => r.fromSkuId))]);
  const marked = await Promise.all(
    records.map(async (r) => ({
      ...r,
      canReview:
        r.status === 'pending' &&
        !r.awaitingGuardian &&
        (await classChangePolicy.can(actor, 'change.review', { fromOfferingId: fromOffering.get(r.fromSkuId) ?? 0 })),
    })),
  );
  return { records: marked, total: total?.n ?? 0, current, size };
}

async function offeringsOfSkus(ctx: AppContext, skuIds: number[]): Promise<Map<number, number>> {
  if (skuIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: offerings.id, skuId: offerings.skuId })
    .from(offerings)
    .where(inArray(offerings.skuId, skuIds));
  return new Map(rows.map((r) => [r.skuId, r.id]));
}

/** The request and the class it leaves, for the review rule (who may decide); 404 when unknown. */
async function requestForReview(ctx: AppContext, actor: Actor, id: number) {
  const [row] = await ctx.db
    .select({ r: classChangeRequests, fromOfferingId: offerings.id, spuId: skus.spuId })
    .from(classChangeRequests)
    .innerJoin(skus, eq(skus.id, classChangeRequests.fromSkuId))
    .innerJoin(offerings, eq(offerings.skuId, classChangeRequests.fromSkuId))
    .where(eq(classChangeRequests.id, id));
  if (!row) throw appError(CLASS_CHANGE_ERRORS.requestNotFound);
  await classChangePolicy.authorize(actor, 'change.review', { fromOfferingId: row.fromOfferingId });
  return row;
}

async function lockPending(tx: Transaction, id: number) {
  const [row] = await tx.select().from(classChangeRequests).where(eq(classChangeRequests.id, id)).for('update');
  if (!row) throw appError(CLASS_CHANGE_ERRORS.requestNotFound);
  refuseChange(classChangeReviewProblem(row.status as ClassChangeStatus));
  if (row.awaitingGuardian) throw appError(CLASS_CHANGE_ERRORS.awaitingGuardian);
  return row;
}

/**
 * What class-change needs from the order area, handed in by the app (class-change must not import shop-order:
 * shop-order imports class-change for 老生续报 holds, and the lint refuses cycles).
 */
export interface ClassChangeDeps {
  /** shop-order's partial refund (the refund helper's `refundPart`); absent: the refund stays owed on the request. */
  refundPart?: (
    ctx: AppContext,
    r: { orderId: number; amountFen: number; reason: string; outRefundNo: string },
  ) => Promise<{ status: string }>;
  /** shop-order's 补差价 orders; absent: a dearer target's supplement stays owed on the request without an order. */
  supplementOrders?: SupplementOrders;
}

/** The refund number of a change's difference (one per request). */
export const changeRefundNo = (requestId: number) => `CC${String(requestId).padStart(8, '0')}`;

/**
 * The one place a class change's money leaves the server, after the approval has committed (the provider is
 * outside our transaction). A cheaper target: the difference goes back on the order's payment through
 * `deps.refundPart`, and `settled_at` records it; a failure leaves it owed (logged, `settled_at` null) for staff.
 * A dearer target: its 补差价 order was opened in the approval's transaction; paying it settles the request.
 */
async function settleDifference(
  ctx: AppContext,
  deps: ClassChangeDeps,
  r: { id: number; orderId: number; settlement: 'none' | 'refund' | 'supplement'; amountFen: number },
): Promise<void> {
  if (r.settlement !== 'refund' || !deps.refundPart) return;
  try {
    const refund = await deps.refundPart(ctx, {
      orderId: r.orderId,
      amountFen: r.amountFen,
      reason: 'class_change',
      // One refund per request: a retried settlement is the same refund to the provider. Padded: providers want
      // 6 to 32 characters.
      outRefundNo: changeRefundNo(r.id),
    });
    // A refund the provider refused is recorded with its reason for staff; the difference stays owed.
    if (refund.status === 'failed') {
      ctx.log.warn({ classChangeRequestId: r.id }, 'class change refund refused by the provider; left owed');
      return;
    }
    await ctx.db
      .update(classChangeRequests)
      .set({ settledAt: ctx.clock.now() })
      .where(eq(classChangeRequests.id, r.id));
  } catch (err) {
    ctx.log.error({ err, classChangeRequestId: r.id }, 'class change refund failed; left owed');
  }
}

/** 同意: in one transaction the pupil moves (target seat taken under the stock guard, old seat freed). */
export async function approveChange(
  ctx: AppContext,
  actor: Actor,
  id: number,
  deps: ClassChangeDeps = {},
): Promise<ClassChangeRequest> {
  const now = ctx.clock.now();
  const found = await requestForReview(ctx, actor, id);
  let owed: Parameters<typeof settleDifference>[2] | null = null;
  try {
    await ctx.db.transaction(async (tx) => {
      const req = await lockPending(tx, id);
      // The limit is per order line: lock the other requests' count by locking the line's pending row (held above).
      const approved = await approvedChangesOf(tx, req.orderItemId);
      const enrolment = await enrolmentOfOrderLine(tx, { ...req, spuId: found.spuId });
      if (!enrolment || enrolment.skuId !== req.fromSkuId) throw appError(CLASS_CHANGE_ERRORS.notInClass);
      const moved = await moveEnrolmentIn(tx, {
        enrolmentId: enrolment.enrolmentId,
        toSkuId: req.toSkuId,
        now,
        endReason: 'class_change',
        notFound: CLASS_CHANGE_ERRORS.targetNotFound,
        full: CLASS_CHANGE_ERRORS.full,
        check: (m) =>
          refuseChange(
            classChangeApprovalProblem({
              inClass: m.status === 'active',
              approvedChanges: approved,
              from: asChangeClass(m.from),
              target: asChangeClass(m.target),
              alreadyInTarget: m.alreadyInTarget,
            }),
          ),
      });
      // Prices may have moved since the request: the difference is what the classes cost now.
      const diff = priceDifferenceFen(moved.from.priceFen, moved.target.priceFen);
      const settlement = settlementOf(diff);
      await tx
        .update(classChangeRequests)
        .set({
          status: 'approved',
          reviewerId: actor.userId,
          reviewedAt: now,
          priceDiffFen: diff,
          settlement: settlement.kind,
        })
        .where(eq(classChangeRequests.id, id));
      if (settlement.kind === 'supplement' && deps.supplementOrders)
        await openSupplement(tx, deps.supplementOrders, {
          id,
          userId: req.userId,
          toSkuId: req.toSkuId,
          amountFen: settlement.amountFen,
          now,
        });
      owed = { id, orderId: req.orderId, settlement: settlement.kind, amountFen: settlement.amountFen };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'learn_enrolment_active_uq') || isUniqueViolation(err, 'shop_order_seat_active_uq'))
      throw appError(CLASS_CHANGE_ERRORS.alreadyInTarget);
    throw err;
  }
  if (owed) await settleDifference(ctx, deps, owed);
  const [view] = await requestRows(ctx.db, eq(classChangeRequests.id, id));
  return view!;
}

/** 驳回 with a reason the pupil sees; nothing else changes. */
export async function rejectChange(
  ctx: AppContext,
  actor: Actor,
  id: number,
  form: ClassChangeReject,
): Promise<ClassChangeRequest> {
  const now = ctx.clock.now();
  await requestForReview(ctx, actor, id);
  await ctx.db.transaction(async (tx) => {
    await lockPending(tx, id);
    await tx
      .update(classChangeRequests)
      .set({ status: 'rejected', reviewerId: actor.userId, reviewedAt: now, rejectReason: form.reason })
      .where(eq(classChangeRequests.id, id));
  });
  const [view] = await requestRows(ctx.db, eq(classChangeRequests.id, id));
  return view!;
}

/** Per class in the reviewer's scope: approved moves in and out, requests waiting, renewals bought. */
export async function changeStats(ctx: AppContext, actor: Actor): Promise<ClassChangeStat[]> {
  const scope = await scopeSkus(ctx, actor);
  if (scope !== null && scope.length === 0) return [];
  const counts = await ctx.db
    .select({
      skuId: skus.id,
      className: skus.name,
      courseTitle: spus.title,
      changeIn: sql<number>`(select count(*)::int from ${classChangeRequests} c
        where c.to_sku_id = ${skus.id} and c.status = 'approved')`,
      changeOut: sql<number>`(select count(*)::int from ${classChangeRequests} c
        where c.from_sku_id = ${skus.id} and c.status = 'approved')`,
      pending: sql<number>`(select count(*)::int from ${classChangeRequests} c
        where c.from_sku_id = ${skus.id} and c.status = 'pending')`,
      // A renewal counts once its order is paid (an unpaid order may still close).
      renewed: sql<number>`(select count(*)::int from ${renewalHolds} h join ${orders} o on o.id = h.order_id
        where h.from_sku_id = ${skus.id} and h.status = 'bought' and o.status in ('1', '2', '3'))`,
    })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .innerJoin(offerings, eq(offerings.skuId, skus.id))
    .where(
      and(
        scope === null ? undefined : inArray(skus.id, scope),
        // Only classes with something to show (admins would otherwise get every class of the shop).
        sql`exists (select 1 from ${classChangeRequests} c where c.from_sku_id = ${skus.id} or c.to_sku_id = ${skus.id})
          or exists (select 1 from ${renewalHolds} h where h.from_sku_id = ${skus.id} and h.status = 'bought')`,
      ),
    )
    .orderBy(skus.id);
  return counts;
}
