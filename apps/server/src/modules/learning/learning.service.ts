import { and, asc, eq, inArray, or } from 'drizzle-orm';
import {
  chapterStateAt,
  isBeforeEnrolment,
  mayEnterLiveAt,
  mayWatchPlayback,
  type ChapterView,
  type MyClass,
  type OfferingDetail,
  DEFAULT_AVATAR,
  LEARNING_ERRORS,
} from '@salt/domain';
import { chapters, enrolments, offerings, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { learningPolicy } from './learning.policy';
import { homeworkSummaries, sessionsToMark } from './homework-summary';
import { classMoveOf, movedEnrolmentOf } from './class-move';

type OfferingRow = typeof offerings.$inferSelect;
type ChapterRow = typeof chapters.$inferSelect;
export type ClassRole = 'student' | 'teacher' | 'tutor';

/** A session as the caller sees it: the class's 直播间设置 decide when its room opens and who sees recordings. */
function chapterView(c: ChapterRow, now: Date, offering: OfferingRow, role: ClassRole): ChapterView {
  return {
    id: c.id,
    seq: c.seq,
    title: c.title,
    startAt: c.startAt.toISOString(),
    endAt: c.endAt.toISOString(),
    state: chapterStateAt(c.startAt, c.endAt, now),
    hasPlayback: c.playbackKey !== null,
    mayEnter: mayEnterLiveAt(c.startAt, c.endAt, now, offering.entryLeadMinutes),
    playbackOpen: mayWatchPlayback(role, offering.playbackOpen),
  };
}

/** When an actively enrolled student joined a class, or null. */
async function enrolledAtOf(ctx: AppContext, userId: number, offeringId: number): Promise<Date | null> {
  const [e] = await ctx.db
    .select({ createdAt: enrolments.createdAt })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.offeringId, offeringId), eq(enrolments.status, 'active')))
    .limit(1);
  return e?.createdAt ?? null;
}

/** The caller's relation to a class: its teacher, its tutor, an actively enrolled student, or none. */
export async function roleInOffering(
  ctx: AppContext,
  userId: number,
  offering: OfferingRow,
): Promise<ClassRole | null> {
  if (offering.teacherId === userId) return 'teacher';
  if (offering.tutorId === userId) return 'tutor';
  return (await enrolledAtOf(ctx, userId, offering.id)) ? 'student' : null;
}

async function people(ctx: AppContext, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((i): i is number => i !== null))];
  if (wanted.length === 0) return new Map<number, { id: number; name: string; avatar: string }>();
  const rows = await ctx.db
    .select({ id: users.id, realname: users.realname, username: users.username, avatar: users.avatar })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(
    rows.map((r) => [r.id, { id: r.id, name: r.realname ?? r.username, avatar: r.avatar || DEFAULT_AVATAR }]),
  );
}

async function classViews(
  ctx: AppContext,
  rows: { offering: OfferingRow; role: ClassRole }[],
): Promise<(MyClass & { chapters: ChapterView[] })[]> {
  if (rows.length === 0) return [];
  const now = ctx.clock.now();
  const ids = rows.map((r) => r.offering.id);
  const allChapters = await ctx.db
    .select()
    .from(chapters)
    .where(inArray(chapters.offeringId, ids))
    .orderBy(asc(chapters.offeringId), asc(chapters.seq));
  const who = await people(
    ctx,
    rows.flatMap((r) => [r.offering.teacherId, r.offering.tutorId]),
  );
  return rows.map(({ offering, role }) => {
    const list = allChapters
      .filter((c) => c.offeringId === offering.id)
      .map((c) => chapterView(c, now, offering, role));
    return {
      offeringId: offering.id,
      spuId: offering.spuId,
      title: offering.title,
      subject: offering.subject,
      grade: offering.grade,
      role,
      teacher: offering.teacherId ? (who.get(offering.teacherId) ?? null) : null,
      tutor: offering.tutorId ? (who.get(offering.tutorId) ?? null) : null,
      total: list.length,
      finished: list.filter((c) => c.state === 'finished').length,
      // The live one if any, else the next to start.
      nextChapter: list.find((c) => c.state === 'live') ?? list.find((c) => c.state === 'upcoming') ?? null,
      chapters: list,
    };
  });
}

/**
 * Classes the caller studies in (active enrolments), teaches or tutors; soonest next session first. A teacher's or
 * tutor's classes carry the sessions whose homework waits for feedback (`toMark`). `studentOnly` leaves staffing
 * out: a parent reading a child's classes sees the child's lessons, nothing else.
 */
export async function myClasses(ctx: AppContext, userId: number, studentOnly = false): Promise<MyClass[]> {
  const enrolled = await ctx.db
    .select({ offering: offerings })
    .from(enrolments)
    .innerJoin(offerings, eq(offerings.id, enrolments.offeringId))
    .where(and(eq(enrolments.userId, userId), eq(enrolments.status, 'active')));
  const staffed = studentOnly
    ? []
    : await ctx.db
        .select()
        .from(offerings)
        .where(or(eq(offerings.teacherId, userId), eq(offerings.tutorId, userId)));
  const rows: { offering: OfferingRow; role: ClassRole }[] = [
    ...enrolled.map((e) => ({ offering: e.offering, role: 'student' as const })),
    ...staffed.map((o) => ({ offering: o, role: (o.teacherId === userId ? 'teacher' : 'tutor') as ClassRole })),
  ];
  const views = await classViews(ctx, rows);
  const toMark = await sessionsToMark(
    ctx,
    staffed.map((o) => o.id),
  );
  const key = (c: MyClass) => (c.nextChapter ? new Date(c.nextChapter.startAt).getTime() : Number.MAX_SAFE_INTEGER);
  return views
    .sort((a, b) => key(a) - key(b))
    .map(({ chapters: _chapters, ...c }) =>
      c.role === 'student' ? c : { ...c, toMark: toMark.get(c.offeringId) ?? [] },
    );
}

/**
 * A class with its sessions, for its students, teacher and tutor only. A pupil's sessions say which were over
 * before they joined (`beforeEnrolment`, 入班前课次): their homework is optional practice.
 */
export async function offeringDetail(ctx: AppContext, userId: number, offeringId: number): Promise<OfferingDetail> {
  const [offering] = await ctx.db.select().from(offerings).where(eq(offerings.id, offeringId));
  if (!offering) throw appError(LEARNING_ERRORS.offeringNotFound);
  let relation = await roleInOffering(ctx, userId, offering);
  // A pupil moved out by 调班 still reads the sessions they had here before the move (class-move.ts).
  const moved = relation === null ? await movedEnrolmentOf(ctx.db, userId, offering.id) : null;
  if (moved) relation = 'student';
  await learningPolicy.authorize({ userId }, 'class.attend', { relation });
  const role = relation!; // the policy refused everyone outside the class
  const enrolledAt =
    role === 'student' ? (moved ? moved.createdAt : await enrolledAtOf(ctx, userId, offering.id)) : null;
  const [view] = await classViews(ctx, [{ offering, role }]);
  const homework = await homeworkSummaries(ctx, offering.id, userId, role, enrolledAt);
  const kept = moved ? view!.chapters.filter((c) => new Date(c.startAt) < moved.movedAt) : view!.chapters;
  return {
    ...view!,
    chapters: kept.map((c) => ({
      ...c,
      homework: homework.get(c.id) ?? null,
      ...(role === 'student' ? { beforeEnrolment: isBeforeEnrolment(c.endAt, enrolledAt) } : {}),
    })),
    ...(role === 'student' ? { classMove: await classMoveOf(ctx.db, userId, offering.id, moved) } : {}),
  };
}
