import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { ClassForEnrolment, EnrolmentStatus, ErrorCode, ErrorEntry } from '@salt/domain';
import type { Transaction } from '../../db/client';
import { chapters, enrolments, notices, offerings, orderSeats, skus } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';

/**
 * Moving a pupil between two classes of a course, in the caller's transaction: the one piece both the console's
 * 调班 (staff move a pupil) and the pupil's approved 调班 request (module class-change) run, so seats, the
 * enrolment history, the order's seat and the pupil's notice are written in one place. What the pupil did in the
 * old class (homework answers, playback progress, live attendance) is keyed by user and session, not by enrolment,
 * so it stays with them; the old enrolment is kept, marked 'moved'.
 */

type Db = AppContext['db'] | Transaction;
export type MoveClassRow = ClassForEnrolment & {
  offeringId: number;
  name: string;
  title: string;
  level: string | null;
  priceFen: number;
  /** The class's last session has started (no joining or leaving it by a pupil's request). */
  lastStarted: boolean;
};

/** Classes (skus with an offering) by sku id: course, seats left, name, whether the last session is over/started. */
export async function classesOf(db: Db, skuIds: number[], now: Date, lock = false): Promise<Map<number, MoveClassRow>> {
  if (skuIds.length === 0) return new Map();
  const base = db
    .select({
      skuId: skus.id,
      spuId: skus.spuId,
      seatsLeft: skus.stock,
      name: skus.name,
      level: skus.level,
      priceFen: skus.priceFen,
      offeringId: offerings.id,
      title: offerings.title,
    })
    .from(skus)
    .innerJoin(offerings, eq(offerings.skuId, skus.id))
    .where(inArray(skus.id, skuIds))
    .orderBy(asc(skus.id));
  // Seats are counted under the sku rows' locks, taken in id order so two opposite moves cannot deadlock.
  const rows = lock ? await base.for('update', { of: skus }) : await base;
  const ends =
    rows.length === 0
      ? []
      : await db
          .select({ offeringId: chapters.offeringId, lastEnd: max(chapters.endAt), lastStart: max(chapters.startAt) })
          .from(chapters)
          .where(
            inArray(
              chapters.offeringId,
              rows.map((r) => r.offeringId),
            ),
          )
          .groupBy(chapters.offeringId);
  const last = new Map(ends.map((e) => [e.offeringId, e]));
  return new Map(
    rows.map((r) => {
      const l = last.get(r.offeringId);
      return [
        r.skuId,
        {
          ...r,
          finished: l?.lastEnd != null && new Date(l.lastEnd) <= now,
          lastStarted: l?.lastStart != null && new Date(l.lastStart) <= now,
        },
      ];
    }),
  );
}

/** A seat of the class taken (the same guarded update orders use: never below zero) or refused with `full`. */
export async function takeSeat(tx: Transaction, skuId: number, full: ErrorEntry<ErrorCode>): Promise<void> {
  const taken = await tx
    .update(skus)
    .set({ stock: sql`${skus.stock} - 1`, sold: sql`${skus.sold} + 1` })
    .where(and(eq(skus.id, skuId), sql`${skus.stock} >= 1`))
    .returning({ id: skus.id });
  if (taken.length === 0) throw appError(full);
}
export const freeSeat = (tx: Transaction, skuId: number) =>
  tx
    .update(skus)
    .set({ stock: sql`${skus.stock} + 1`, sold: sql`greatest(${skus.sold} - 1, 0)` })
    .where(eq(skus.id, skuId));

export const activeIn = async (db: Db, userId: number, offeringId: number) =>
  (
    await db
      .select({ id: enrolments.id })
      .from(enrolments)
      .where(and(eq(enrolments.userId, userId), eq(enrolments.offeringId, offeringId), eq(enrolments.status, 'active')))
  ).length > 0;

export async function lockEnrolment(tx: Transaction, id: number, notFound: ErrorEntry<ErrorCode>) {
  const [row] = await tx
    .select({ e: enrolments, skuId: offerings.skuId })
    .from(enrolments)
    .innerJoin(offerings, eq(offerings.id, enrolments.offeringId))
    .where(eq(enrolments.id, id))
    .for('update', { of: enrolments });
  if (!row || row.skuId === null) throw appError(notFound);
  return { ...row.e, status: row.e.status as EnrolmentStatus, skuId: row.skuId };
}

export interface EnrolmentMoveCheck {
  status: EnrolmentStatus;
  userId: number;
  orderId: number | null;
  from: MoveClassRow;
  target: MoveClassRow;
  alreadyInTarget: boolean;
}

/**
 * Moves enrolment `enrolmentId` to class `toSkuId` inside `tx`: locks the enrolment and both classes, asks the
 * caller's `check` (it throws the caller's refusal), takes a target seat (`full` when a buyer got the last one
 * first), frees the old seat, marks the old enrolment moved, enrols in the target, moves the order's seat, tells the
 * pupil. A unique violation (the pupil got into the target meanwhile) reaches the caller, who words it.
 */
export async function moveEnrolmentIn(
  tx: Transaction,
  p: {
    enrolmentId: number;
    toSkuId: number;
    now: Date;
    endReason: string;
    notFound: ErrorEntry<ErrorCode>;
    full: ErrorEntry<ErrorCode>;
    check: (m: EnrolmentMoveCheck) => void | Promise<void>;
  },
): Promise<{ id: number; userId: number; from: MoveClassRow; target: MoveClassRow }> {
  const e = await lockEnrolment(tx, p.enrolmentId, p.notFound);
  const classes = await classesOf(tx, [e.skuId, p.toSkuId], p.now, true);
  const from = classes.get(e.skuId)!;
  const target = classes.get(p.toSkuId);
  if (!target) throw appError(p.notFound);
  await p.check({
    status: e.status,
    userId: e.userId,
    orderId: e.orderId,
    from,
    target,
    alreadyInTarget: await activeIn(tx, e.userId, target.offeringId),
  });
  await takeSeat(tx, target.skuId, p.full);
  await freeSeat(tx, from.skuId);
  await tx
    .update(enrolments)
    .set({ status: 'moved', endReason: p.endReason, endedAt: p.now })
    .where(eq(enrolments.id, e.id));
  const [row] = await tx
    .insert(enrolments)
    .values({ userId: e.userId, offeringId: target.offeringId, orderId: e.orderId, createdAt: p.now })
    .returning({ id: enrolments.id });
  // The bought seat follows the pupil (the shop's 已报名 and repeat-buy rule read it).
  if (e.orderId !== null)
    await tx
      .update(orderSeats)
      .set({ skuId: target.skuId })
      .where(and(eq(orderSeats.orderId, e.orderId), eq(orderSeats.skuId, from.skuId), eq(orderSeats.active, true)));
  await tx.insert(notices).values({
    userId: e.userId,
    offeringId: null,
    title: '调班通知',
    content: `您已从「${from.name}」调至「${target.name}」，课表和直播入口已更新，请在学习中心查看。`,
  });
  return { id: row!.id, userId: e.userId, from, target };
}

/**
 * The active enrolment an order line bought: the pupil's enrolment of that order in a class of the line's course
 * (after a move the class differs from the line's sku, the course does not). Null when the pupil left the class.
 */
export async function enrolmentOfOrderLine(
  db: Db,
  line: { orderId: number; userId: number; spuId: number },
): Promise<{ enrolmentId: number; skuId: number; offeringId: number } | null> {
  const [row] = await db
    .select({ enrolmentId: enrolments.id, skuId: offerings.skuId, offeringId: offerings.id })
    .from(enrolments)
    .innerJoin(offerings, eq(offerings.id, enrolments.offeringId))
    .where(
      and(
        eq(enrolments.orderId, line.orderId),
        eq(enrolments.userId, line.userId),
        eq(enrolments.status, 'active'),
        eq(offerings.spuId, line.spuId),
      ),
    )
    .orderBy(asc(enrolments.id))
    .limit(1);
  return row ?? null;
}
