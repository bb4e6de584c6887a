import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  CLASS_MARK_ERRORS,
  CLASS_MARK_MORE_MESSAGES,
  CLASS_MARK_WINDOW_DAYS,
  classMarkDaysLeft,
  classMarkDeadline,
  classMarkTagsError,
  classMarkWindowError,
  type ClassMark,
  type ClassMarkMy,
  type ClassMarkSession,
} from '@salt/domain';
import { chapters, classMarks, enrolments, offerings, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import type { Actor } from '../../platform/auth/actor';
import { AppError, appError } from '../../platform/errors';
import { classMarkPolicy } from './class-mark.policy';

/*
 * The pupil's side of 课堂评价: which finished sessions of my classes I may rate (ended, within 7 days, not yet
 * rated), those I rated, one session's form, and the evaluation itself (once: the unique index decides a race).
 */

const teacherUser = alias(users, 'cm_teacher');
const tutorUser = alias(users, 'cm_tutor');
const nameOf = (u: { realname: AnyPgColumn; nickname: AnyPgColumn; username: AnyPgColumn }) =>
  sql<string | null>`coalesce(${u.realname}, ${u.nickname}, ${u.username})`;

const sessionColumns = {
  chapterId: chapters.id,
  offeringId: chapters.offeringId,
  classTitle: offerings.title,
  title: chapters.title,
  seq: chapters.seq,
  startAt: chapters.startAt,
  endAt: chapters.endAt,
  teacherName: nameOf(teacherUser),
  tutorName: nameOf(tutorUser),
};

type SessionRow = {
  chapterId: number;
  offeringId: number;
  classTitle: string;
  title: string;
  seq: number;
  startAt: Date;
  endAt: Date;
  teacherName: string | null;
  tutorName: string | null;
};
type MarkRow = typeof classMarks.$inferSelect;

/** Sessions with their class and the people who taught them (the session's own teacher/tutor, else the class's). */
function sessionsQuery(ctx: AppContext) {
  return ctx.db
    .select(sessionColumns)
    .from(chapters)
    .innerJoin(offerings, eq(offerings.id, chapters.offeringId))
    .leftJoin(teacherUser, eq(teacherUser.id, sql`coalesce(${chapters.teacherId}, ${offerings.teacherId})`))
    .leftJoin(tutorUser, eq(tutorUser.id, sql`coalesce(${chapters.tutorId}, ${offerings.tutorId})`));
}

const markOut = (m: MarkRow): ClassMark => ({
  id: m.id,
  teacherStars: m.teacherStars,
  tutorStars: m.tutorStars,
  tags: m.tags,
  comment: m.comment,
  anonymous: m.anonymous,
  createdAt: m.createdAt.toISOString(),
});

function sessionOut(s: SessionRow, mark: MarkRow | null, now: Date): ClassMarkSession {
  const refusal = mark ? CLASS_MARK_MORE_MESSAGES.twice : classMarkWindowError(s.endAt, now);
  return {
    ...s,
    startAt: s.startAt.toISOString(),
    endAt: s.endAt.toISOString(),
    deadline: classMarkDeadline(s.endAt).toISOString(),
    daysLeft: classMarkDaysLeft(s.endAt, now),
    refusal,
    mark: mark ? markOut(mark) : null,
  };
}

const activeEnrolment = (userId: number) =>
  and(eq(enrolments.offeringId, chapters.offeringId), eq(enrolments.userId, userId), eq(enrolments.status, 'active'));

/** My sessions to rate now (ended within the window, not rated; soonest to close first) and those I rated. */
export async function mySessions(ctx: AppContext, userId: number): Promise<ClassMarkMy> {
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - CLASS_MARK_WINDOW_DAYS * 86_400_000);
  const open = await sessionsQuery(ctx)
    .innerJoin(enrolments, activeEnrolment(userId))
    .leftJoin(classMarks, and(eq(classMarks.chapterId, chapters.id), eq(classMarks.userId, userId)))
    .where(and(lte(chapters.endAt, now), gte(chapters.endAt, since), sql`${classMarks.id} is null`))
    .orderBy(chapters.endAt, chapters.id)
    .limit(50);
  const rated = await sessionsQuery(ctx)
    .innerJoin(classMarks, and(eq(classMarks.chapterId, chapters.id), eq(classMarks.userId, userId)))
    .orderBy(desc(classMarks.createdAt), desc(classMarks.id))
    .limit(50);
  const marks = await markRows(
    ctx,
    userId,
    rated.map((r) => r.chapterId),
  );
  return {
    toRate: open.map((s) => sessionOut(s, null, now)),
    rated: rated.map((s) => sessionOut(s, marks.get(s.chapterId) ?? null, now)),
  };
}

async function markRows(ctx: AppContext, userId: number, chapterIds: number[]): Promise<Map<number, MarkRow>> {
  if (chapterIds.length === 0) return new Map();
  const rows = await ctx.db
    .select()
    .from(classMarks)
    .where(and(eq(classMarks.userId, userId), sql`${classMarks.chapterId} = any(${sql.param(chapterIds)})`));
  return new Map(rows.map((m) => [m.chapterId, m]));
}

async function sessionOf(ctx: AppContext, chapterId: number): Promise<SessionRow> {
  const [s] = await sessionsQuery(ctx).where(eq(chapters.id, chapterId)).limit(1);
  if (!s) throw appError(CLASS_MARK_ERRORS.sessionNotFound);
  return s;
}

async function isEnrolled(ctx: AppContext, userId: number, offeringId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.offeringId, offeringId), eq(enrolments.status, 'active')))
    .limit(1);
  return row !== undefined;
}

/** One session's form: its class, teacher, tutor, time and window, and my evaluation if I gave one. */
export async function sessionForm(ctx: AppContext, actor: Actor, chapterId: number): Promise<ClassMarkSession> {
  const s = await sessionOf(ctx, chapterId);
  const [mark] = await ctx.db
    .select()
    .from(classMarks)
    .where(and(eq(classMarks.userId, actor.userId), eq(classMarks.chapterId, chapterId)))
    .limit(1);
  // My own evaluation stays readable after I leave the class; the form itself is the class's pupils'.
  if (!mark)
    await classMarkPolicy.authorize(actor, 'classMark.rate', {
      enrolled: await isEnrolled(ctx, actor.userId, s.offeringId),
    });
  return sessionOut(s, mark ?? null, ctx.clock.now());
}

export interface NewClassMark {
  chapterId: number;
  teacherStars: number;
  tutorStars: number;
  tags: string[];
  comment: string | null;
  anonymous: boolean;
}

const windowErrors: Record<string, (typeof CLASS_MARK_ERRORS)[keyof typeof CLASS_MARK_ERRORS]> = {
  [CLASS_MARK_ERRORS.notEnded.msg]: CLASS_MARK_ERRORS.notEnded,
  [CLASS_MARK_ERRORS.closed.msg]: CLASS_MARK_ERRORS.closed,
};

/**
 * Rate a session: the class's active pupil (403), once (409), after its end and within 7 days (409), tags that
 * go with the stars (400). Two submits at once: the unique index keeps one row, the other is told 已评价.
 */
export async function createMark(ctx: AppContext, actor: Actor, body: NewClassMark): Promise<ClassMarkSession> {
  const s = await sessionOf(ctx, body.chapterId);
  await classMarkPolicy.authorize(actor, 'classMark.rate', {
    enrolled: await isEnrolled(ctx, actor.userId, s.offeringId),
  });
  const [given] = await ctx.db
    .select({ id: classMarks.id })
    .from(classMarks)
    .where(and(eq(classMarks.userId, actor.userId), eq(classMarks.chapterId, s.chapterId)))
    .limit(1);
  if (given) throw appError(CLASS_MARK_ERRORS.twice);
  const now = ctx.clock.now();
  const windowError = classMarkWindowError(s.endAt, now);
  if (windowError) throw appError(windowErrors[windowError] ?? CLASS_MARK_ERRORS.closed);
  const tagError = classMarkTagsError(body.tags, body.teacherStars, body.tutorStars);
  if (tagError) throw new AppError(400, tagError, null, CLASS_MARK_ERRORS.tag.errorCode);
  const [row] = await ctx.db
    .insert(classMarks)
    .values({
      userId: actor.userId,
      chapterId: s.chapterId,
      offeringId: s.offeringId,
      teacherStars: body.teacherStars,
      tutorStars: body.tutorStars,
      tags: body.tags,
      comment: body.comment,
      anonymous: body.anonymous,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [classMarks.userId, classMarks.chapterId] })
    .returning();
  if (!row) throw appError(CLASS_MARK_ERRORS.twice);
  return sessionOut(s, row, now);
}
