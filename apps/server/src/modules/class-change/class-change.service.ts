import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  CLASS_CHANGE_ERRORS,
  CLASS_CHANGE_MESSAGES as M,
  MAX_CLASS_CHANGES,
  ORDER_STATUS,
  classChangeCancelProblem,
  classChangeProblem,
  isDefaultTarget,
  priceDifferenceFen,
  settlementOf,
  type ClassChangeApply,
  type ClassChangeLine,
  type ClassChangeOptions,
  type ClassChangeRequest,
  type ClassChangeStatus,
} from '@salt/domain';
import {
  classChangeRequests,
  enrolments,
  guardianRequests,
  offerings,
  orderItems,
  orders,
  parentStudents,
  skus,
} from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { isUniqueViolation } from '../../platform/database-errors';
import { appError } from '../../platform/errors';
import { refusalFor } from '../console';
import { classesOf, enrolmentOfOrderLine } from '../learning';
import { approvedChangesOf, asChangeClass, classCards, lineOf, requestRows, type Db } from './class-change-read';

/** Each rule's message (class-change-rules.ts) with its stable error code. */
export const refuseChange = refusalFor({
  [M.notPaid]: CLASS_CHANGE_ERRORS.notPaid,
  [M.notInClass]: CLASS_CHANGE_ERRORS.notInClass,
  [M.limit]: CLASS_CHANGE_ERRORS.limit,
  [M.started]: CLASS_CHANGE_ERRORS.started,
  [M.sameClass]: CLASS_CHANGE_ERRORS.sameClass,
  [M.otherCourse]: CLASS_CHANGE_ERRORS.otherCourse,
  [M.full]: CLASS_CHANGE_ERRORS.full,
  [M.targetFinished]: CLASS_CHANGE_ERRORS.targetFinished,
  [M.alreadyInTarget]: CLASS_CHANGE_ERRORS.alreadyInTarget,
  [M.pending]: CLASS_CHANGE_ERRORS.pending,
  [M.notPending]: CLASS_CHANGE_ERRORS.notPending,
  [M.notPendingReview]: CLASS_CHANGE_ERRORS.reviewed,
});

async function ownLine(db: Db, actor: Actor, orderItemId: number) {
  const line = await lineOf(db, actor.userId, orderItemId);
  if (!line) throw appError(CLASS_CHANGE_ERRORS.lineNotFound);
  return line;
}

const hasPending = async (db: Db, orderItemId: number) =>
  (
    await db
      .select({ id: classChangeRequests.id })
      .from(classChangeRequests)
      .where(and(eq(classChangeRequests.orderItemId, orderItemId), eq(classChangeRequests.status, 'pending')))
  ).length > 0;

/**
 * One order line's 调班 page: the class the pupil is in now, the other classes of the course they may move to
 * (same level unless `level=all`), how many changes are used, why a new request cannot be made, their requests.
 */
export async function changeOptions(
  ctx: AppContext,
  actor: Actor,
  orderItemId: number,
  level: 'same' | 'all' = 'same',
): Promise<ClassChangeOptions> {
  const now = ctx.clock.now();
  const line = await ownLine(ctx.db, actor, orderItemId);
  const enrolment = await enrolmentOfOrderLine(ctx.db, line);
  // After a refund or a console end the line has no class; its last known class is the line's own sku.
  const currentSkuId = enrolment?.skuId ?? line.skuId;
  const siblings = await ctx.db
    .select({ id: skus.id })
    .from(skus)
    .innerJoin(offerings, eq(offerings.skuId, skus.id))
    .where(eq(skus.spuId, line.spuId));
  const classes = await classesOf(ctx.db, [currentSkuId, ...siblings.map((s) => s.id)], now);
  const from = classes.get(currentSkuId);
  if (!from) throw appError(CLASS_CHANGE_ERRORS.lineNotFound);
  const [approved, pending, requests] = await Promise.all([
    approvedChangesOf(ctx.db, orderItemId),
    hasPending(ctx.db, orderItemId),
    requestRows(ctx.db, eq(classChangeRequests.orderItemId, orderItemId)),
  ]);
  const fromClass = asChangeClass(from);
  const candidates = [...classes.values()].filter((c) =>
    level === 'all' ? c.skuId !== from.skuId && !c.lastStarted : isDefaultTarget(fromClass, asChangeClass(c)),
  );
  const cards = await classCards(ctx.db, [from.skuId, ...candidates.map((c) => c.skuId)], classes);
  // Why no request can be made at all (a target's own problem shows on its card: seats, finished).
  const problem = !line.paid
    ? M.notPaid
    : !enrolment
      ? M.notInClass
      : pending
        ? M.pending
        : approved >= MAX_CLASS_CHANGES
          ? M.limit
          : from.lastStarted
            ? M.started
            : null;
  return {
    orderItemId,
    orderNo: line.orderNo,
    current: cards.get(from.skuId)!,
    approvedChanges: approved,
    maxChanges: MAX_CLASS_CHANGES,
    problem,
    targets: candidates
      .filter((c) => cards.has(c.skuId))
      .map((c) => ({ ...cards.get(c.skuId)!, priceDiffFen: priceDifferenceFen(from.priceFen, c.priceFen) })),
    requests,
  };
}

/** 申请调班: checked against the rules now (seats are checked again, under locks, at approval). */
export async function applyChange(ctx: AppContext, actor: Actor, form: ClassChangeApply): Promise<ClassChangeRequest> {
  const now = ctx.clock.now();
  const guarded =
    (
      await ctx.db
        .select({ id: parentStudents.parentId })
        .from(parentStudents)
        .where(eq(parentStudents.studentId, actor.userId))
        .limit(1)
    ).length > 0;
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const line = await ownLine(tx, actor, form.orderSkuId);
      const enrolment = await enrolmentOfOrderLine(tx, line);
      const classes = await classesOf(tx, [enrolment?.skuId ?? line.skuId, form.targetSkuId], now);
      const from = classes.get(enrolment?.skuId ?? line.skuId);
      const target = classes.get(form.targetSkuId);
      if (!from) throw appError(CLASS_CHANGE_ERRORS.lineNotFound);
      if (!target) throw appError(CLASS_CHANGE_ERRORS.targetNotFound);
      const alreadyInTarget = await activeInClass(tx, actor.userId, target.offeringId);
      refuseChange(
        classChangeProblem({
          orderPaid: line.paid,
          inClass: enrolment !== null,
          approvedChanges: await approvedChangesOf(tx, line.orderItemId),
          hasPending: await hasPending(tx, line.orderItemId),
          from: asChangeClass(from),
          target: asChangeClass(target),
          alreadyInTarget,
        }),
      );
      const diff = priceDifferenceFen(from.priceFen, target.priceFen);
      const [row] = await tx
        .insert(classChangeRequests)
        .values({
          kind: 'change',
          orderId: line.orderId,
          orderItemId: line.orderItemId,
          userId: actor.userId,
          fromSkuId: from.skuId,
          toSkuId: target.skuId,
          reason: form.reason,
          priceDiffFen: diff,
          settlement: settlementOf(diff).kind,
          awaitingGuardian: guarded,
          createdAt: now,
        })
        .returning({ id: classChangeRequests.id });
      // A pupil with a bound parent: the request waits for the guardian's consent (家长审批) before review.
      if (guarded)
        await tx
          .insert(guardianRequests)
          .values({ kind: 'class_change', studentId: actor.userId, targetId: row!.id, createdAt: now, updatedAt: now })
          .onConflictDoNothing();
      return row!.id;
    });
  } catch (err) {
    // Two taps at once: the partial unique index lets one request through.
    if (isUniqueViolation(err, 'class_change_pending_uq')) throw appError(CLASS_CHANGE_ERRORS.pending);
    throw err;
  }
  const [view] = await requestRows(ctx.db, eq(classChangeRequests.id, id));
  return view!;
}

async function activeInClass(db: Db, userId: number, offeringId: number): Promise<boolean> {
  const rows = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.offeringId, offeringId), eq(enrolments.status, 'active')));
  return rows.length > 0;
}

/** 撤销: the pupil's own request, only while it waits. */
export async function cancelChange(ctx: AppContext, actor: Actor, id: number): Promise<ClassChangeRequest> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: classChangeRequests.status })
      .from(classChangeRequests)
      .where(and(eq(classChangeRequests.id, id), eq(classChangeRequests.userId, actor.userId)))
      .for('update');
    if (!row) throw appError(CLASS_CHANGE_ERRORS.requestNotFound);
    refuseChange(classChangeCancelProblem(row.status as ClassChangeStatus));
    await tx
      .update(classChangeRequests)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(eq(classChangeRequests.id, id));
  });
  const [view] = await requestRows(ctx.db, eq(classChangeRequests.id, id));
  return view!;
}

/** My paid order lines with the class each puts me in now (a class card's 申请调班 finds its line here). */
export async function myChangeLines(ctx: AppContext, actor: Actor): Promise<ClassChangeLine[]> {
  return ctx.db
    .select({
      orderItemId: orderItems.id,
      offeringId: offerings.id,
      skuId: skus.id,
      className: skus.name,
      courseTitle: offerings.title,
    })
    .from(enrolments)
    .innerJoin(offerings, eq(offerings.id, enrolments.offeringId))
    .innerJoin(skus, eq(skus.id, offerings.skuId))
    .innerJoin(orders, eq(orders.id, enrolments.orderId))
    .innerJoin(orderItems, and(eq(orderItems.orderId, orders.id), eq(orderItems.spuId, offerings.spuId)))
    .where(
      and(
        eq(enrolments.userId, actor.userId),
        eq(enrolments.status, 'active'),
        inArray(orders.status, [ORDER_STATUS.paid, ORDER_STATUS.shipped, ORDER_STATUS.completed]),
      ),
    )
    .orderBy(asc(orderItems.id));
}

/** 我的调班申请: every request of the caller, newest first. */
export const myChanges = (ctx: AppContext, actor: Actor) =>
  requestRows(ctx.db, eq(classChangeRequests.userId, actor.userId));
