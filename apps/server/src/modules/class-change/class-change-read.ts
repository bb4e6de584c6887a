import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ORDER_STATUS,
  type ChangeClass,
  type ChangeClassCard,
  type ClassChangeKind,
  type ClassChangeRequest,
  type ClassChangeStatus,
} from '@salt/domain';
import type { Transaction } from '../../db/client';
import { classChangeRequests, classPeriods, offerings, orderItems, orders, skus, spus, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import type { MoveClassRow } from '../learning';

/** Reads class-change shares: order lines, class cards, requests as the client sees them. */

export type Db = AppContext['db'] | Transaction;
const PAID_STATUSES = [ORDER_STATUS.paid, ORDER_STATUS.shipped, ORDER_STATUS.completed] as string[];

export interface OrderLine {
  orderItemId: number;
  orderId: number;
  orderNo: string;
  userId: number;
  spuId: number;
  skuId: number;
  priceFen: number;
  paid: boolean;
}

/** One order line of `userId` (null: unknown or someone else's, told apart by nobody). */
export async function lineOf(db: Db, userId: number, orderItemId: number): Promise<OrderLine | null> {
  const [row] = await db
    .select({
      orderItemId: orderItems.id,
      orderId: orders.id,
      orderNo: orders.orderNo,
      userId: orders.userId,
      spuId: orderItems.spuId,
      skuId: orderItems.skuId,
      priceFen: orderItems.priceFen,
      status: orders.status,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.id, orderItemId), eq(orders.userId, userId)));
  return row ? { ...row, paid: PAID_STATUSES.includes(row.status) } : null;
}

export const asChangeClass = (c: MoveClassRow): ChangeClass => ({
  skuId: c.skuId,
  spuId: c.spuId,
  level: c.level,
  priceFen: c.priceFen,
  seatsLeft: c.seatsLeft,
  lastSessionStarted: c.lastStarted,
});

/** Class cards (teacher, tutor, periods, seats, price) for the given skus, in sku order. */
export async function classCards(db: Db, skuIds: number[], classes: Map<number, MoveClassRow>) {
  if (skuIds.length === 0) return new Map<number, ChangeClassCard>();
  const teacher = alias(users, 'teacher');
  const tutor = alias(users, 'tutor');
  const [rows, periods] = await Promise.all([
    db
      .select({
        skuId: skus.id,
        spuId: skus.spuId,
        name: skus.name,
        courseTitle: spus.title,
        subject: spus.subject,
        grade: spus.grade,
        teacherName: teacher.realname,
        tutorName: tutor.realname,
      })
      .from(skus)
      .innerJoin(spus, eq(spus.id, skus.spuId))
      .innerJoin(offerings, eq(offerings.skuId, skus.id))
      .leftJoin(teacher, eq(teacher.id, offerings.teacherId))
      .leftJoin(tutor, eq(tutor.id, offerings.tutorId))
      .where(inArray(skus.id, skuIds)),
    db
      .select()
      .from(classPeriods)
      .where(inArray(classPeriods.skuId, skuIds))
      .orderBy(asc(classPeriods.startDate), asc(classPeriods.id)),
  ]);
  const cards = new Map<number, ChangeClassCard>();
  for (const r of rows) {
    const c = classes.get(r.skuId);
    if (!c) continue;
    cards.set(r.skuId, {
      ...r,
      level: c.level,
      classPeriods: periods
        .filter((p) => p.skuId === r.skuId)
        .map((p) => ({
          startDate: p.startDate,
          endDate: p.endDate,
          startTime: p.startTime.slice(0, 5),
          endTime: p.endTime.slice(0, 5),
          lessonCount: p.lessonCount,
        })),
      seatsLeft: c.seatsLeft,
      priceFen: c.priceFen,
      lastSessionStarted: c.lastStarted,
    });
  }
  return cards;
}

/** Approved 调班 of an order line so far (the MAX_CLASS_CHANGES limit counts these). */
export async function approvedChangesOf(db: Db, orderItemId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(classChangeRequests)
    .where(
      and(
        eq(classChangeRequests.orderItemId, orderItemId),
        eq(classChangeRequests.status, 'approved'),
        eq(classChangeRequests.kind, 'change'),
      ),
    );
  return row?.n ?? 0;
}

/** Requests as the client sees them, newest first, filtered by `where`. */
export async function requestRows(
  db: Db,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<ClassChangeRequest[]> {
  const fromSku = alias(skus, 'from_sku');
  const toSku = alias(skus, 'to_sku');
  const pupil = alias(users, 'pupil');
  const reviewer = alias(users, 'reviewer');
  const base = db
    .select({
      r: classChangeRequests,
      orderNo: orders.orderNo,
      courseTitle: spus.title,
      fromName: fromSku.name,
      toName: toSku.name,
      pupilRealname: pupil.realname,
      pupilUsername: pupil.username,
      reviewerRealname: reviewer.realname,
      reviewerUsername: reviewer.username,
    })
    .from(classChangeRequests)
    .innerJoin(orders, eq(orders.id, classChangeRequests.orderId))
    .innerJoin(fromSku, eq(fromSku.id, classChangeRequests.fromSkuId))
    .innerJoin(toSku, eq(toSku.id, classChangeRequests.toSkuId))
    .innerJoin(spus, eq(spus.id, fromSku.spuId))
    .innerJoin(pupil, eq(pupil.id, classChangeRequests.userId))
    .leftJoin(reviewer, eq(reviewer.id, classChangeRequests.reviewerId))
    .where(where)
    .orderBy(desc(classChangeRequests.createdAt), desc(classChangeRequests.id))
    // A pupil's own lists are short; the reviewers' list pages.
    .limit(page?.limit ?? 1000)
    .offset(page?.offset ?? 0);
  const rows = await base;
  return rows.map(({ r, ...x }) => ({
    id: r.id,
    kind: r.kind as ClassChangeKind,
    orderItemId: r.orderItemId,
    orderNo: x.orderNo,
    userId: r.userId,
    pupilName: x.pupilRealname || x.pupilUsername,
    courseTitle: x.courseTitle,
    fromSkuId: r.fromSkuId,
    fromName: x.fromName,
    toSkuId: r.toSkuId,
    toName: x.toName,
    reason: r.reason,
    status: r.status as ClassChangeStatus,
    awaitingGuardian: r.awaitingGuardian && r.status === 'pending',
    priceDiffFen: r.priceDiffFen,
    settlement: r.settlement as ClassChangeRequest['settlement'],
    settled: r.settledAt !== null,
    supplementOrderId: r.supplementOrderId,
    reviewerName: x.reviewerRealname || x.reviewerUsername || null,
    rejectReason: r.rejectReason,
    createdAt: r.createdAt.toISOString(),
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
  }));
}
