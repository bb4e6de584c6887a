import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  REPORT_ERRORS,
  chinaMonthOf,
  monthIsOver,
  type LearningReport,
  type LearningReportClass,
  type LearningReportFigures,
  type LearningReportMineQuery,
  type LearningReportPage,
  type LearningReportSummary,
} from '@salt/domain';
import { chapters, learningReports, offerings, users } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { reportPolicy } from './learning-report.policy';
import { classPupils } from './report-figures.service';

const nameOf = (u: { realname: AnyPgColumn; nickname: AnyPgColumn; username: AnyPgColumn }) =>
  sql<string>`coalesce(nullif(${u.realname}, ''), nullif(${u.nickname}, ''), ${u.username})`;
const teacher = alias(users, 'report_teacher');
const tutor = alias(users, 'report_tutor');
const commenter = alias(users, 'report_commenter');

const summaryColumns = {
  id: learningReports.id,
  kind: learningReports.kind,
  period: learningReports.period,
  periodStart: learningReports.periodStart,
  periodEnd: learningReports.periodEnd,
  offeringId: learningReports.offeringId,
  classTitle: offerings.title,
  subject: offerings.subject,
  userId: learningReports.userId,
  pupilName: nameOf(users),
  figures: learningReports.figures,
  tutorComment: learningReports.tutorComment,
  generatedAt: learningReports.generatedAt,
};

type SummaryRow = {
  id: number;
  kind: string;
  period: string;
  periodStart: Date;
  periodEnd: Date;
  offeringId: number;
  classTitle: string;
  subject: string;
  userId: number;
  pupilName: string;
  figures: unknown;
  tutorComment: string | null;
  generatedAt: Date;
};

function summaryOf(r: SummaryRow): LearningReportSummary {
  const f = r.figures as LearningReportFigures;
  return {
    id: r.id,
    kind: r.kind as LearningReportSummary['kind'],
    period: r.period,
    periodStart: r.periodStart.toISOString(),
    periodEnd: r.periodEnd.toISOString(),
    offeringId: r.offeringId,
    classTitle: r.classTitle,
    subject: r.subject,
    userId: r.userId,
    pupilName: r.pupilName,
    headline: f.headline,
    attendanceRate: f.attendance.ratePercent,
    homeworkAverage: f.homework.averageScore,
    commented: Boolean(r.tutorComment),
    generatedAt: r.generatedAt.toISOString(),
  };
}

const baseQuery = (ctx: AppContext) =>
  ctx.db
    .select(summaryColumns)
    .from(learningReports)
    .innerJoin(offerings, eq(offerings.id, learningReports.offeringId))
    .innerJoin(users, eq(users.id, learningReports.userId));

/** My reports (or, for a parent, a bound child's), newest period first. */
export async function myReports(
  ctx: AppContext,
  actor: Actor,
  q: LearningReportMineQuery,
): Promise<LearningReportPage> {
  const userId = q.userId ?? actor.userId;
  await reportPolicy.authorize(actor, 'report.readChild', userId);
  const where = and(
    eq(learningReports.userId, userId),
    q.offeringId === undefined ? undefined : eq(learningReports.offeringId, q.offeringId),
  );
  const size = q.size === -1 ? 100 : q.size;
  const rows = await baseQuery(ctx)
    .where(where)
    .orderBy(desc(learningReports.periodEnd), desc(learningReports.id))
    .limit(size)
    .offset((q.current - 1) * size);
  const [total] = await ctx.db.select({ n: count() }).from(learningReports).where(where);
  return { records: rows.map(summaryOf), total: Number(total?.n ?? 0), current: q.current, size };
}

/** One report; anyone the policy does not let read it gets the same 404 as an unknown id. */
export async function oneReport(ctx: AppContext, actor: Actor, id: number): Promise<LearningReport> {
  const [row] = await ctx.db
    .select({
      ...summaryColumns,
      teacherName: sql<string | null>`${nameOf(teacher)}`,
      tutorName: sql<string | null>`${nameOf(tutor)}`,
      commentByName: sql<string | null>`${nameOf(commenter)}`,
      commentedAt: learningReports.commentedAt,
    })
    .from(learningReports)
    .innerJoin(offerings, eq(offerings.id, learningReports.offeringId))
    .innerJoin(users, eq(users.id, learningReports.userId))
    .leftJoin(teacher, eq(teacher.id, offerings.teacherId))
    .leftJoin(tutor, eq(tutor.id, offerings.tutorId))
    .leftJoin(commenter, eq(commenter.id, learningReports.commentBy))
    .where(eq(learningReports.id, id));
  if (!row || !(await reportPolicy.can(actor, 'report.read', { userId: row.userId, offeringId: row.offeringId })))
    throw appError(REPORT_ERRORS.notFound);
  return {
    ...summaryOf(row),
    figures: row.figures as LearningReportFigures,
    teacherName: row.teacherName,
    tutorName: row.tutorName,
    tutorComment: row.tutorComment,
    commentByName: row.tutorComment ? row.commentByName : null,
    commentedAt: row.commentedAt?.toISOString() ?? null,
    mayEdit: await reportPolicy.can(actor, 'report.edit', row.offeringId),
  };
}

/** The tutor writes (or clears) the comment the family reads under the figures. */
export async function commentReport(
  ctx: AppContext,
  actor: Actor,
  id: number,
  comment: string,
): Promise<LearningReport> {
  const [row] = await ctx.db
    .select({ userId: learningReports.userId, offeringId: learningReports.offeringId })
    .from(learningReports)
    .where(eq(learningReports.id, id));
  if (!row || !(await reportPolicy.can(actor, 'report.read', row))) throw appError(REPORT_ERRORS.notFound);
  await reportPolicy.authorize(actor, 'report.edit', row.offeringId);
  const text = comment.trim();
  await ctx.db
    .update(learningReports)
    .set(
      text
        ? { tutorComment: text, commentBy: actor.userId, commentedAt: ctx.clock.now() }
        : { tutorComment: null, commentBy: null, commentedAt: null },
    )
    .where(eq(learningReports.id, id));
  return oneReport(ctx, actor, id);
}

/** Months (China) in which the class's sessions ended and that are over now, newest first; 'final' once it is over. */
async function reportablePeriods(ctx: AppContext, offeringId: number): Promise<string[]> {
  const now = ctx.clock.now();
  const ends = await ctx.db
    .select({ endAt: chapters.endAt })
    .from(chapters)
    .where(and(eq(chapters.offeringId, offeringId), lte(chapters.endAt, now)))
    .orderBy(asc(chapters.endAt));
  const months = [...new Set(ends.map((e) => chinaMonthOf(e.endAt)))].filter((m) => monthIsOver(m, now)).reverse();
  const [open] = await ctx.db
    .select({ n: count() })
    .from(chapters)
    .where(and(eq(chapters.offeringId, offeringId), sql`${chapters.endAt} > ${now}`));
  return ends.length > 0 && Number(open?.n ?? 0) === 0 ? ['final', ...months] : months;
}

/** A class's pupils with their report for the period (default: the newest period with reports). */
export async function classReports(
  ctx: AppContext,
  actor: Actor,
  offeringId: number,
  period: string | undefined,
): Promise<LearningReportClass> {
  await reportPolicy.authorize(actor, 'report.class', offeringId);
  const [offering] = await ctx.db
    .select({ title: offerings.title })
    .from(offerings)
    .where(eq(offerings.id, offeringId));
  if (!offering) throw appError(REPORT_ERRORS.notFound);
  const periods = (
    await ctx.db
      .selectDistinct({ period: learningReports.period, end: learningReports.periodEnd })
      .from(learningReports)
      .where(eq(learningReports.offeringId, offeringId))
      .orderBy(desc(learningReports.periodEnd))
  ).map((p) => p.period);
  const chosen = period ?? periods[0] ?? null;
  const pupils = await classPupils(ctx, offeringId);
  const names =
    pupils.length === 0
      ? []
      : await ctx.db
          .select({ id: users.id, name: nameOf(users) })
          .from(users)
          .where(sql`${users.id} in (${sql.join(pupils, sql`, `)})`);
  const reports =
    chosen === null
      ? []
      : await baseQuery(ctx).where(and(eq(learningReports.offeringId, offeringId), eq(learningReports.period, chosen)));
  const byUser = new Map(reports.map((r) => [r.userId, summaryOf(r)]));
  return {
    offeringId,
    classTitle: offering.title,
    period: chosen,
    periods: [...new Set(periods)],
    reportable: await reportablePeriods(ctx, offeringId),
    pupils: names
      .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'))
      .map((n) => ({ userId: n.id, name: n.name, report: byUser.get(n.id) ?? null })),
  };
}
