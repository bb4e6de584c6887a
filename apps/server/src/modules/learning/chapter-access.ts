import { and, desc, eq, isNull, sql, type Placeholder } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { homeworkMarkerOf as markerAmong, type LiveRole, LIVE_ERRORS } from '@salt/domain';
import { chapters, enrolments, offerings } from '../../db/schema';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import type { AppContext } from '../../platform/context';
import type { ActorRef } from '../../platform/auth/actor';
import { appError } from '../../platform/errors';
import { learningPolicy } from './learning.policy';
import { movedEnrolmentOf } from './class-move';

export interface ChapterRow {
  id: number;
  offeringId: number;
  title: string;
  startAt: Date;
  endAt: Date;
  playbackKey: string | null;
  playbackDurationSec: number | null;
  room: string;
  /** The class's 直播间设置. */
  entryLeadMinutes: number;
  playbackOpen: boolean;
  interactionOpen: boolean;
}

export interface ChapterAccess {
  chapter: ChapterRow;
  role: LiveRole;
  /** When a student joined the class (their active enrolment); null for the class's teacher and tutor. */
  enrolledAt: Date | null;
  /** Who marks the session's homework (`markerOf`). */
  markerId: number | null;
}

/*
 * A class session's access, owned by learning (it owns enrolments and classes): the live area (room, recordings,
 * questions, the socket) and homework import it from here. The relation is read with two prepared queries (or, for
 * opening homework, within homework's own single statement, handed to `authorizeChapterAccess`); the decision is
 * the learning policy's 'session.attend'.
 */

/**
 * The session and class columns access is decided on, for `chapterQuery` and for a caller's own statement that
 * reads them together with its own rows (homework/homework-open.ts) and then decides with `authorizeChapterAccess`.
 */
export const chapterAccessColumns = {
  id: chapters.id,
  offeringId: chapters.offeringId,
  title: chapters.title,
  startAt: chapters.startAt,
  endAt: chapters.endAt,
  playbackKey: chapters.playbackKey,
  playbackDurationSec: chapters.playbackDurationSec,
  room: offerings.liveRoom,
  entryLeadMinutes: offerings.entryLeadMinutes,
  playbackOpen: offerings.playbackOpen,
  interactionOpen: offerings.interactionOpen,
  chapterTeacherId: chapters.teacherId,
  chapterTutorId: chapters.tutorId,
  offeringTeacherId: offerings.teacherId,
  offeringTutorId: offerings.tutorId,
};

// Every live, playback and homework call starts here (see db/prepared.ts).
const chapterQuery = preparedPerDatabase((db) =>
  db
    .select(chapterAccessColumns)
    .from(chapters)
    .innerJoin(offerings, eq(offerings.id, chapters.offeringId))
    .where(eq(chapters.id, sql.placeholder('chapterId')))
    .limit(1)
    .prepare('learn_chapter_access'),
);

const enrolmentQuery = preparedPerDatabase((db) =>
  db
    .select({ id: enrolments.id, createdAt: enrolments.createdAt })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.userId, sql.placeholder('userId')),
        eq(enrolments.offeringId, sql.placeholder('offeringId')),
        eq(enrolments.status, 'active'),
      ),
    )
    .limit(1)
    .prepare('learn_enrolment_active'),
);

/**
 * For a caller's own statement on `chapters` joined to `offerings`: the caller's active enrolment in the class
 * (left join `active` on `activeOn`) and, only without one, their latest enrolment ended by 调班 (left join lateral
 * `movedOut` on true), as `learn_enrolment_active` and `movedEnrolmentOf` read them. Hand the columns read to
 * `knownEnrolments`.
 */
export function enrolmentJoins(db: Database, userId: Placeholder) {
  const active = alias(enrolments, 'access_active_enrolment');
  const movedOut = db
    .select({ createdAt: enrolments.createdAt, endedAt: enrolments.endedAt })
    .from(enrolments)
    .where(
      and(
        isNull(active.id),
        eq(enrolments.userId, userId),
        eq(enrolments.offeringId, chapters.offeringId),
        eq(enrolments.status, 'moved'),
      ),
    )
    .orderBy(desc(enrolments.endedAt))
    .limit(1)
    .as('access_moved_enrolment');
  // 'active' as a literal, not a parameter: a prepared statement's generic plan can then use the partial unique
  // index on active enrolments (learn_enrolment_active_uq) instead of scanning the class's enrolments.
  const activeOn = and(
    eq(active.userId, userId),
    eq(active.offeringId, chapters.offeringId),
    sql`${active.status} = 'active'`,
  );
  return { active, activeOn, movedOut };
}

async function loadChapter(ctx: AppContext, chapterId: number) {
  const [row] = await chapterQuery(ctx.db).execute({ chapterId });
  return row ?? null;
}

/** A session row as `chapterAccessColumns` reads it. */
export type ChapterAccessRow = NonNullable<Awaited<ReturnType<typeof loadChapter>>>;

/**
 * The caller's enrolments in the session's class that decide a pupil's access. By default read on demand (only
 * what the decision reaches); a caller that read them in its own statement hands them in (`knownEnrolments`).
 */
export interface EnrolmentFacts {
  /** When the caller's active enrolment in the class began; null without one. */
  activeSince(): Promise<Date | null>;
  /** The caller's latest enrolment in the class ended by 调班 (`movedEnrolmentOf`); null when none. */
  movedOut(): Promise<{ createdAt: Date; movedAt: Date } | null>;
}

const readEnrolments = (ctx: AppContext, userId: number, offeringId: number): EnrolmentFacts => ({
  activeSince: async () => (await enrolmentQuery(ctx.db).execute({ userId, offeringId }))[0]?.createdAt ?? null,
  movedOut: () => movedEnrolmentOf(ctx.db, userId, offeringId),
});

/** Enrolment facts already read, with the same meaning as `movedEnrolmentOf` (a moved row without ended_at: none). */
export const knownEnrolments = (
  activeSince: Date | null,
  moved: { createdAt: Date; endedAt: Date | null } | null,
): EnrolmentFacts => ({
  activeSince: () => Promise.resolve(activeSince),
  movedOut: () => Promise.resolve(moved?.endedAt ? { createdAt: moved.createdAt, movedAt: moved.endedAt } : null),
});

async function relationTo(
  ctx: AppContext,
  { userId }: ActorRef,
  row: ChapterAccessRow,
  facts: EnrolmentFacts = readEnrolments(ctx, userId, row.offeringId),
): Promise<{ role: LiveRole; enrolledAt: Date | null } | null> {
  if (row.chapterTeacherId === userId || row.offeringTeacherId === userId) return { role: 'teacher', enrolledAt: null };
  if (row.chapterTutorId === userId || row.offeringTutorId === userId) return { role: 'tutor', enrolledAt: null };
  const enrolledAt = await facts.activeSince();
  if (enrolledAt) return { role: 'student', enrolledAt };
  // Moved out by 调班: the sessions held here before the move stay theirs to review (class-move.ts).
  if (row.startAt > ctx.clock.now()) return null;
  const moved = await facts.movedOut();
  return moved && moved.movedAt > row.startAt ? { role: 'student', enrolledAt: moved.createdAt } : null;
}

/**
 * The caller's relation to a session when the learning policy lets them attend it (the session's or its class's
 * teacher or tutor, a student actively enrolled in the class, or one moved out of it by 调班 after the session
 * started); null for anyone else and an unknown session.
 */
export async function canAccessChapter(ctx: AppContext, actor: ActorRef, chapterId: number): Promise<LiveRole | null> {
  const row = await loadChapter(ctx, chapterId);
  const relation = row ? await relationTo(ctx, actor, row) : null;
  return (await learningPolicy.can(actor, 'session.attend', { relation: relation?.role ?? null }))
    ? relation!.role
    : null;
}

/** The same rule for routes: 404 for an unknown session, 403 ('您未报名该课程') for someone without access. */
export async function requireChapterAccess(
  ctx: AppContext,
  actor: ActorRef,
  chapterId: number,
): Promise<ChapterAccess> {
  return authorizeChapterAccess(ctx, actor, await loadChapter(ctx, chapterId));
}

/** `requireChapterAccess` on a session row (null: unknown) and enrolments the caller read itself. */
export async function authorizeChapterAccess(
  ctx: AppContext,
  actor: ActorRef,
  row: ChapterAccessRow | null,
  facts?: EnrolmentFacts,
): Promise<ChapterAccess> {
  if (!row) throw appError(LIVE_ERRORS.chapterNotFound);
  const relation = await relationTo(ctx, actor, row, facts);
  await learningPolicy.authorize(actor, 'session.attend', { relation: relation?.role ?? null });
  return {
    ...relation!,
    markerId: markerOf(row),
    chapter: {
      id: row.id,
      offeringId: row.offeringId,
      title: row.title,
      startAt: row.startAt,
      endAt: row.endAt,
      playbackKey: row.playbackKey,
      playbackDurationSec: row.playbackDurationSec,
      room: row.room,
      entryLeadMinutes: row.entryLeadMinutes,
      playbackOpen: row.playbackOpen,
      interactionOpen: row.interactionOpen,
    },
  };
}

/** Who marks a session's homework (`homeworkMarkerOf` in the domain's class policy). */
const markerOf = (row: ChapterAccessRow): number | null =>
  markerAmong({
    sessionTutorId: row.chapterTutorId,
    classTutorId: row.offeringTutorId,
    sessionTeacherId: row.chapterTeacherId,
    classTeacherId: row.offeringTeacherId,
  });

/** `markerOf` for a session by id; null for an unknown session. */
export async function homeworkMarkerOf(ctx: AppContext, chapterId: number): Promise<number | null> {
  const row = await loadChapter(ctx, chapterId);
  return row ? markerOf(row) : null;
}
