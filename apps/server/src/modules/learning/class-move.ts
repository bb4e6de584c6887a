import { and, desc, eq } from 'drizzle-orm';
import type { ClassMove } from '@salt/domain';
import { enrolments, offerings } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import type { Transaction } from '../../db/client';

/*
 * A pupil moved by 调班 keeps what they did in the class they left: its sessions held before the move (their
 * homework, recordings and answers are keyed by user and session) stay open to them to review, read-only by
 * nature (their deadlines passed with the sessions). `moveEnrolmentIn` marks the old enrolment 'moved' with
 * ended_at = the moment of the move and creates the new one at that same moment, so the two are paired by order
 * and time.
 */

type Db = AppContext['db'] | Transaction;

export interface MovedEnrolment {
  id: number;
  orderId: number | null;
  createdAt: Date;
  movedAt: Date;
}

/** The pupil's latest enrolment in the class that a move ended, if any (null: never moved out of it). */
export async function movedEnrolmentOf(db: Db, userId: number, offeringId: number): Promise<MovedEnrolment | null> {
  const [row] = await db
    .select({
      id: enrolments.id,
      orderId: enrolments.orderId,
      createdAt: enrolments.createdAt,
      endedAt: enrolments.endedAt,
    })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.offeringId, offeringId), eq(enrolments.status, 'moved')))
    .orderBy(desc(enrolments.endedAt))
    .limit(1);
  if (!row?.endedAt) return null;
  return { id: row.id, orderId: row.orderId, createdAt: row.createdAt, movedAt: row.endedAt };
}

/**
 * For a pupil's class detail: the class they moved to from this one (`left`), or the class they came from into
 * this one (`joined`, their active enrolment here began with a move). Null when neither.
 */
export async function classMoveOf(
  db: Db,
  userId: number,
  offeringId: number,
  moved: MovedEnrolment | null,
): Promise<ClassMove | null> {
  if (moved) {
    if (moved.orderId === null) return null;
    const other = await pairedEnrolment(db, userId, moved.orderId, 'createdAt', moved.movedAt);
    return other && { direction: 'left', at: moved.movedAt.toISOString(), ...other };
  }
  const [active] = await db
    .select({ orderId: enrolments.orderId, createdAt: enrolments.createdAt })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.offeringId, offeringId), eq(enrolments.status, 'active')))
    .limit(1);
  if (!active || active.orderId === null) return null;
  const other = await pairedEnrolment(db, userId, active.orderId, 'endedAt', active.createdAt);
  return other && { direction: 'joined', at: active.createdAt.toISOString(), ...other };
}

async function pairedEnrolment(
  db: Db,
  userId: number,
  orderId: number,
  at: 'createdAt' | 'endedAt',
  moment: Date,
): Promise<{ otherOfferingId: number; otherTitle: string } | null> {
  const [row] = await db
    .select({ otherOfferingId: offerings.id, otherTitle: offerings.title })
    .from(enrolments)
    .innerJoin(offerings, eq(offerings.id, enrolments.offeringId))
    .where(
      and(
        eq(enrolments.userId, userId),
        eq(enrolments.orderId, orderId),
        eq(enrolments[at], moment),
        at === 'endedAt' ? eq(enrolments.status, 'moved') : undefined,
      ),
    )
    .orderBy(desc(enrolments.id))
    .limit(1);
  return row ?? null;
}
