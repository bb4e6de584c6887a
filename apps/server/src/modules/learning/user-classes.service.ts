import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { ConsoleUserClass, ConsoleUserSession } from '@salt/domain';
import type { Database } from '../../db/client';
import { chapters, enrolments, offerings } from '../../db/schema';

/**
 * A user's classes and coming sessions, for the console's user detail: every enrolment (active, ended by a refund,
 * moved by a class change) and the sessions not yet over that the user attends (an active enrolment) or staffs
 * (the class's or the session's teacher or tutor).
 */
export async function userClassesAndSessions(
  db: Database,
  userId: number,
  now: Date,
): Promise<{ classes: ConsoleUserClass[]; sessions: ConsoleUserSession[] }> {
  const rows = await db
    .select({
      enrolmentId: enrolments.id,
      offeringId: enrolments.offeringId,
      title: offerings.title,
      status: enrolments.status,
      createdAt: enrolments.createdAt,
    })
    .from(enrolments)
    .innerJoin(offerings, eq(offerings.id, enrolments.offeringId))
    .where(eq(enrolments.userId, userId))
    .orderBy(desc(enrolments.createdAt), desc(enrolments.id))
    .limit(100);
  const classes = rows.map(({ createdAt, ...r }) => ({ ...r, enrolledAt: createdAt.toISOString() }));
  const attended = [...new Set(rows.filter((r) => r.status === 'active').map((r) => r.offeringId))];
  const teaches = or(eq(chapters.teacherId, userId), eq(offerings.teacherId, userId));
  const tutors = or(eq(chapters.tutorId, userId), eq(offerings.tutorId, userId));
  const upcoming = await db
    .select({
      chapterId: chapters.id,
      offeringId: chapters.offeringId,
      classTitle: offerings.title,
      title: chapters.title,
      startAt: chapters.startAt,
      endAt: chapters.endAt,
      teaches: sql<boolean>`coalesce(${teaches}, false)`,
      tutors: sql<boolean>`coalesce(${tutors}, false)`,
    })
    .from(chapters)
    .innerJoin(offerings, eq(offerings.id, chapters.offeringId))
    .where(
      and(
        gt(chapters.endAt, now),
        or(attended.length > 0 ? inArray(chapters.offeringId, attended) : undefined, teaches, tutors),
      ),
    )
    .orderBy(chapters.startAt, chapters.id)
    .limit(20);
  const sessions = upcoming.map(({ teaches: t, tutors: u, startAt, endAt, ...s }) => ({
    ...s,
    startAt: startAt.toISOString(),
    endAt: endAt.toISOString(),
    as: t ? ('teacher' as const) : u ? ('tutor' as const) : ('pupil' as const),
  }));
  return { classes, sessions };
}
