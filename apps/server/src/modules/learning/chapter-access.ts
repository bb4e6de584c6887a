import { and, eq, sql } from 'drizzle-orm';
import { homeworkMarkerOf as markerAmong, type LiveRole, LIVE_ERRORS } from '@salt/domain';
import { chapters, enrolments, offerings } from '../../db/schema';
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
 * questions, the socket) and homework import it from here. The relation is read with two prepared queries; the
 * decision is the learning policy's 'session.attend'.
 */

// Every live, playback and homework call starts here (see db/prepared.ts).
const chapterQuery = preparedPerDatabase((db) =>
  db
    .select({
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
    })
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

async function loadChapter(ctx: AppContext, chapterId: number) {
  const [row] = await chapterQuery(ctx.db).execute({ chapterId });
  return row ?? null;
}

async function relationTo(
  ctx: AppContext,
  { userId }: ActorRef,
  row: NonNullable<Awaited<ReturnType<typeof loadChapter>>>,
): Promise<{ role: LiveRole; enrolledAt: Date | null } | null> {
  if (row.chapterTeacherId === userId || row.offeringTeacherId === userId) return { role: 'teacher', enrolledAt: null };
  if (row.chapterTutorId === userId || row.offeringTutorId === userId) return { role: 'tutor', enrolledAt: null };
  const [enrolled] = await enrolmentQuery(ctx.db).execute({ userId, offeringId: row.offeringId });
  if (enrolled) return { role: 'student', enrolledAt: enrolled.createdAt };
  // Moved out by 调班: the sessions held here before the move stay theirs to review (class-move.ts).
  if (row.startAt > ctx.clock.now()) return null;
  const moved = await movedEnrolmentOf(ctx.db, userId, row.offeringId);
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
  const row = await loadChapter(ctx, chapterId);
  if (!row) throw appError(LIVE_ERRORS.chapterNotFound);
  const relation = await relationTo(ctx, actor, row);
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

type LoadedChapter = NonNullable<Awaited<ReturnType<typeof loadChapter>>>;

/** Who marks a session's homework (`homeworkMarkerOf` in the domain's class policy). */
const markerOf = (row: LoadedChapter): number | null =>
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
