import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  CLASS_MARK_ERRORS,
  starAverage,
  type ConsoleClassMarkClass,
  type ConsoleClassMarkComment,
  type ConsoleClassMarkDetail,
} from '@salt/domain';
import { chapters, classMarks, offerings, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import type { Actor } from '../../platform/auth/actor';
import { appError } from '../../platform/errors';
import { classMarkPolicy } from './class-mark.policy';

/*
 * 课堂评价 in the console: averages per class and per session (teacher stars, tutor stars, count, tag counts) and
 * the evaluations with their comments. Admins see every class and the anonymous evaluations without the pupil's
 * name; a teacher sees the classes they teach and no anonymous evaluation at all (the averages count them all).
 */

const teacherUser = alias(users, 'cmc_teacher');
const tutorUser = alias(users, 'cmc_tutor');
const pupilUser = alias(users, 'cmc_pupil');
const nameOf = (u: { realname: AnyPgColumn; nickname: AnyPgColumn; username: AnyPgColumn }) =>
  sql<string | null>`coalesce(${u.realname}, ${u.nickname}, ${u.username})`;

const aggregates = {
  count: sql<number>`count(${classMarks.id})::int`,
  teacherSum: sql<number>`coalesce(sum(${classMarks.teacherStars}), 0)::int`,
  tutorSum: sql<number>`coalesce(sum(${classMarks.tutorStars}), 0)::int`,
};
const averagesOut = (a: { count: number; teacherSum: number; tutorSum: number }) => ({
  count: a.count,
  teacherAvg: starAverage(a.teacherSum, a.count),
  tutorAvg: starAverage(a.tutorSum, a.count),
});

const classColumns = {
  offeringId: offerings.id,
  title: offerings.title,
  teacherName: nameOf(teacherUser),
  tutorName: nameOf(tutorUser),
  ...aggregates,
};

/** The classes in view: every class for admins, a teacher's own. */
async function classScope(actor: Actor) {
  if (await classMarkPolicy.can(actor, 'classMark.seeAnonymous')) return undefined;
  const taught = [...(await actor.classesTaught())];
  return inArray(offerings.id, taught.length > 0 ? taught : [0]);
}

function classesQuery(ctx: AppContext) {
  return ctx.db
    .select(classColumns)
    .from(offerings)
    .leftJoin(teacherUser, eq(teacherUser.id, offerings.teacherId))
    .leftJoin(tutorUser, eq(tutorUser.id, offerings.tutorId))
    .leftJoin(classMarks, eq(classMarks.offeringId, offerings.id));
}
const classGroup = [offerings.id, teacherUser.id, tutorUser.id] as const;

/** Classes with their averages, most evaluated first (classes without any come last, newest first). */
export async function consoleClassPage(
  ctx: AppContext,
  actor: Actor,
  q: { current: number; size: number; keyword?: string | undefined },
): Promise<{ records: ConsoleClassMarkClass[]; total: number; current: number; size: number }> {
  await classMarkPolicy.authorize(actor, 'classMark.list');
  const where = and(await classScope(actor), q.keyword ? ilike(offerings.title, `%${q.keyword}%`) : undefined);
  const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(offerings).where(where);
  const base = classesQuery(ctx)
    .where(where)
    .groupBy(...classGroup)
    .orderBy(desc(sql`count(${classMarks.id})`), desc(offerings.id));
  const rows = q.size === -1 ? await base.limit(500) : await base.limit(q.size).offset((q.current - 1) * q.size);
  return {
    records: rows.map(({ count: c, teacherSum, tutorSum, ...r }) => ({
      ...r,
      ...averagesOut({ count: c, teacherSum, tutorSum }),
    })),
    total,
    current: q.current,
    size: q.size,
  };
}

async function tagCounts(ctx: AppContext, offeringId: number) {
  const { rows } = await ctx.db.execute<{ chapter_id: number; tag: string; n: number }>(sql`
    select ${classMarks.chapterId} as chapter_id, t.tag, count(*)::int as n
    from ${classMarks} cross join lateral unnest(${classMarks.tags}) as t(tag)
    where ${classMarks.offeringId} = ${offeringId}
    group by ${classMarks.chapterId}, t.tag`);
  return rows.map((r) => ({ chapterId: Number(r.chapter_id), tag: r.tag, count: Number(r.n) }));
}

const sumTags = (rows: { tag: string; count: number }[]) => {
  const m = new Map<string, number>();
  for (const r of rows) m.set(r.tag, (m.get(r.tag) ?? 0) + r.count);
  return [...m].map(([tag, c]) => ({ tag, count: c })).sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
};

/** One class: its averages and tag counts, and each session's (every session, rated or not, in order). */
export async function consoleClassDetail(
  ctx: AppContext,
  actor: Actor,
  offeringId: number,
): Promise<ConsoleClassMarkDetail> {
  const [cls] = await classesQuery(ctx)
    .where(eq(offerings.id, offeringId))
    .groupBy(...classGroup);
  if (!cls) throw appError(CLASS_MARK_ERRORS.classNotFound);
  await classMarkPolicy.authorize(actor, 'classMark.read', { offeringId });
  const sessions = await ctx.db
    .select({ chapterId: chapters.id, seq: chapters.seq, title: chapters.title, endAt: chapters.endAt, ...aggregates })
    .from(chapters)
    .leftJoin(classMarks, eq(classMarks.chapterId, chapters.id))
    .where(eq(chapters.offeringId, offeringId))
    .groupBy(chapters.id)
    .orderBy(chapters.seq);
  const tags = await tagCounts(ctx, offeringId);
  const { count: c, teacherSum, tutorSum, ...rest } = cls;
  return {
    ...rest,
    ...averagesOut({ count: c, teacherSum, tutorSum }),
    tagCounts: sumTags(tags),
    sessions: sessions.map(({ count: n, teacherSum: ts, tutorSum: us, endAt, ...s }) => ({
      ...s,
      endAt: endAt.toISOString(),
      ...averagesOut({ count: n, teacherSum: ts, tutorSum: us }),
      tagCounts: sumTags(tags.filter((t) => t.chapterId === s.chapterId)),
    })),
  };
}

/** A class's evaluations (of one session if asked), newest first: admins all, a teacher the named ones only. */
export async function consoleCommentPage(
  ctx: AppContext,
  actor: Actor,
  q: { current: number; size: number; offeringId: number; chapterId?: number | undefined },
): Promise<{ records: ConsoleClassMarkComment[]; total: number; current: number; size: number }> {
  await classMarkPolicy.authorize(actor, 'classMark.read', { offeringId: q.offeringId });
  const seeAnonymous = await classMarkPolicy.can(actor, 'classMark.seeAnonymous');
  const where = and(
    eq(classMarks.offeringId, q.offeringId),
    q.chapterId ? eq(classMarks.chapterId, q.chapterId) : undefined,
    seeAnonymous ? undefined : eq(classMarks.anonymous, false),
  );
  const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(classMarks).where(where);
  const base = ctx.db
    .select({
      id: classMarks.id,
      chapterId: classMarks.chapterId,
      sessionTitle: chapters.title,
      teacherStars: classMarks.teacherStars,
      tutorStars: classMarks.tutorStars,
      tags: classMarks.tags,
      comment: classMarks.comment,
      anonymous: classMarks.anonymous,
      pupilName: nameOf(pupilUser),
      createdAt: classMarks.createdAt,
    })
    .from(classMarks)
    .innerJoin(chapters, eq(chapters.id, classMarks.chapterId))
    .innerJoin(pupilUser, eq(pupilUser.id, classMarks.userId))
    .where(where)
    .orderBy(desc(classMarks.createdAt), desc(classMarks.id));
  const rows = q.size === -1 ? await base.limit(500) : await base.limit(q.size).offset((q.current - 1) * q.size);
  return {
    records: rows.map((r) => ({
      ...r,
      // Staff see an anonymous evaluation without its author.
      pupilName: r.anonymous ? null : r.pupilName,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
    current: q.current,
    size: q.size,
  };
}
