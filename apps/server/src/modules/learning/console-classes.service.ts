import { aliasedTable, and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  classPhaseAt,
  isAdmin,
  type ClassPhase,
  type ConsoleClassPage,
  type ConsoleClassFilter,
  type ConsoleClassRow,
} from '@salt/domain';
import { chapters, enrolments, offerings, skus, spus, users } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { likePattern } from '../../platform/like-pattern';

const teachers = aliasedTable(users, 'class_teacher');
const tutors = aliasedTable(users, 'class_tutor');
const nameOf = (u: typeof users) => sql<string | null>`coalesce(${u.realname}, ${u.nickname}, ${u.username})`;

/**
 * 班级: admins every class, a teacher the classes they teach (the class's teacher or a session's), each with its
 * sessions held and to come and its pupils; filtered by name and by where the class stands (未开课/上课中/已结课).
 */
export async function consoleClassPage(
  ctx: AppContext,
  actor: Actor,
  query: ConsoleClassFilter,
): Promise<ConsoleClassPage> {
  const admin = isAdmin(actor.roles);
  const current = query.current;
  const size = query.size === -1 ? 100 : query.size;
  const now = ctx.clock.now();
  const taught = admin ? null : [...(await actor.classesTaught())];
  if (taught && taught.length === 0) return { records: [], total: 0, current, size };

  const stats = ctx.db
    .select({
      offeringId: chapters.offeringId,
      sessions: sql<number>`count(*)::int`.as('sessions'),
      held: sql<number>`(count(*) filter (where ${chapters.endAt} <= ${now}))::int`.as('held'),
      firstStart: sql<Date | null>`min(${chapters.startAt})`.as('first_start'),
      lastEnd: sql<Date | null>`max(${chapters.endAt})`.as('last_end'),
      nextStart: sql<Date | null>`min(${chapters.startAt}) filter (where ${chapters.endAt} > ${now})`.as('next_start'),
    })
    .from(chapters)
    .groupBy(chapters.offeringId)
    .as('stats');
  const pupils = ctx.db
    .select({ offeringId: enrolments.offeringId, n: sql<number>`count(*)::int`.as('n') })
    .from(enrolments)
    .where(eq(enrolments.status, 'active'))
    .groupBy(enrolments.offeringId)
    .as('pupils');

  const phaseWhere: Record<ClassPhase, SQL> = {
    upcoming: sql`(${stats.firstStart} is null or ${stats.firstStart} > ${now})`,
    running: sql`(${stats.firstStart} <= ${now} and ${stats.lastEnd} > ${now})`,
    finished: sql`${stats.lastEnd} <= ${now}`,
  };
  const kw = query.keyword ? likePattern(query.keyword) : null;
  const where = and(
    taught ? inArray(offerings.id, taught) : undefined,
    kw ? or(ilike(spus.title, kw), ilike(skus.name, kw), ilike(skus.className, kw)) : undefined,
    query.phase ? phaseWhere[query.phase] : undefined,
  );
  const base = () =>
    ctx.db
      .select({
        skuId: skus.id,
        offeringId: offerings.id,
        spuId: spus.id,
        courseTitle: spus.title,
        className: sql<string>`coalesce(${skus.className}, ${skus.name})`,
        subject: offerings.subject,
        grade: offerings.grade,
        teacherName: nameOf(teachers),
        tutorName: nameOf(tutors),
        pupils: sql<number>`coalesce(${pupils.n}, 0)`,
        sessions: sql<number>`coalesce(${stats.sessions}, 0)`,
        held: sql<number>`coalesce(${stats.held}, 0)`,
        firstStart: stats.firstStart,
        lastEnd: stats.lastEnd,
        nextStart: stats.nextStart,
      })
      .from(offerings)
      .innerJoin(skus, eq(skus.id, offerings.skuId))
      .innerJoin(spus, eq(spus.id, offerings.spuId))
      .leftJoin(teachers, eq(teachers.id, offerings.teacherId))
      .leftJoin(tutors, eq(tutors.id, offerings.tutorId))
      .leftJoin(stats, eq(stats.offeringId, offerings.id))
      .leftJoin(pupils, eq(pupils.offeringId, offerings.id))
      .where(where);

  const [rows, [total]] = await Promise.all([
    base()
      // Classes under way first, then those to come, then the finished; soonest next session first.
      .orderBy(
        sql`case when ${phaseWhere.running} then 0 when ${phaseWhere.upcoming} then 1 else 2 end`,
        sql`${stats.nextStart} asc nulls last`,
        desc(offerings.id),
      )
      .limit(size)
      .offset((current - 1) * size),
    ctx.db
      .select({ n: count() })
      .from(offerings)
      .innerJoin(skus, eq(skus.id, offerings.skuId))
      .innerJoin(spus, eq(spus.id, offerings.spuId))
      .leftJoin(stats, eq(stats.offeringId, offerings.id))
      .where(where),
  ]);
  const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
  return {
    records: rows.map((r): ConsoleClassRow => ({
      skuId: r.skuId,
      offeringId: r.offeringId,
      spuId: r.spuId,
      courseTitle: r.courseTitle,
      className: r.className,
      subject: r.subject,
      grade: r.grade,
      teacherName: r.teacherName,
      tutorName: r.tutorName,
      pupils: Number(r.pupils),
      sessions: Number(r.sessions),
      held: Number(r.held),
      nextStartAt: iso(r.nextStart),
      phase: classPhaseAt(r.firstStart ? new Date(r.firstStart) : null, r.lastEnd ? new Date(r.lastEnd) : null, now),
      manage: admin,
    })),
    total: total?.n ?? 0,
    current,
    size,
  };
}
