import { and, eq, sql } from 'drizzle-orm';
import { type LiveRole, LIVE_ERRORS } from '@salt/domain';
import { chapters, enrolments, offerings } from '../../db/schema';
import { preparedPerDatabase } from '../../db/prepared';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';

export interface ChapterRow {
  id: number;
  offeringId: number;
  title: string;
  startAt: Date;
  endAt: Date;
  playbackKey: string | null;
  playbackDurationSec: number | null;
  room: string;
}

export interface ChapterAccess {
  chapter: ChapterRow;
  role: LiveRole;
  /** When a student joined the class (their active enrolment); null for the class's teacher and tutor. */
  enrolledAt: Date | null;
  /** Who marks the session's homework (`markerOf`). */
  markerId: number | null;
}

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
  userId: number,
  row: NonNullable<Awaited<ReturnType<typeof loadChapter>>>,
): Promise<{ role: LiveRole; enrolledAt: Date | null } | null> {
  if (row.chapterTeacherId === userId || row.offeringTeacherId === userId) return { role: 'teacher', enrolledAt: null };
  if (row.chapterTutorId === userId || row.offeringTutorId === userId) return { role: 'tutor', enrolledAt: null };
  const [enrolled] = await enrolmentQuery(ctx.db).execute({ userId, offeringId: row.offeringId });
  return enrolled ? { role: 'student', enrolledAt: enrolled.createdAt } : null;
}

/**
 * THE access rule of a session's live class, playback and questions: the session's or its class's teacher or
 * tutor, or a student actively enrolled in the class. Anyone else (and an unknown session) gets null.
 */
export async function canAccessChapter(
  ctx: AppContext,
  user: { userId: number },
  chapterId: number,
): Promise<LiveRole | null> {
  const row = await loadChapter(ctx, chapterId);
  return row ? ((await relationTo(ctx, user.userId, row))?.role ?? null) : null;
}

/** The same rule for routes: 404 for an unknown session, 403 ('您未报名该课程') for someone without access. */
export async function requireChapterAccess(ctx: AppContext, userId: number, chapterId: number): Promise<ChapterAccess> {
  const row = await loadChapter(ctx, chapterId);
  if (!row) throw appError(LIVE_ERRORS.chapterNotFound);
  const relation = await relationTo(ctx, userId, row);
  if (!relation) throw appError(LIVE_ERRORS.notEnrolled);
  return {
    ...relation,
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
    },
  };
}

type LoadedChapter = NonNullable<Awaited<ReturnType<typeof loadChapter>>>;

/**
 * Who marks a session's homework: its tutor (the session's own, else the class's). A class without a tutor is
 * marked by its teacher, so no pupil's photo waits for feedback nobody may give.
 */
const markerOf = (row: LoadedChapter): number | null =>
  row.chapterTutorId ?? row.offeringTutorId ?? row.chapterTeacherId ?? row.offeringTeacherId ?? null;

/** `markerOf` for a session by id; null for an unknown session. */
export async function homeworkMarkerOf(ctx: AppContext, chapterId: number): Promise<number | null> {
  const row = await loadChapter(ctx, chapterId);
  return row ? markerOf(row) : null;
}
