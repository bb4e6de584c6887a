import { and, eq, gte, lt, lte, max, min, sql } from 'drizzle-orm';
import {
  REPORT_ERRORS,
  chinaMonthRange,
  monthIsOver,
  previousChinaMonth,
  type LearningReportGenerateRequest,
  type ReportKind,
} from '@salt/domain';
import { chapters, enrolments, learningReports } from '../../db/schema';
import { appError } from '../../platform/errors';
import { classFigures, classPupils, type ReportContext, type ReportPeriod } from './report-figures.service';

/** The span a final report covers: the class's first session's start to just after its last one's end. */
async function classSpan(ctx: ReportContext, offeringId: number): Promise<{ start: Date; end: Date } | null> {
  const [row] = await ctx.db
    .select({ start: min(chapters.startAt), end: max(chapters.endAt) })
    .from(chapters)
    .where(eq(chapters.offeringId, offeringId));
  return row?.start && row.end ? { start: row.start, end: row.end } : null;
}

/** Where a report of this kind and period covers, or the reason it cannot be made yet. */
async function periodOf(
  ctx: ReportContext,
  offeringId: number,
  kind: ReportKind,
  month: string | undefined,
): Promise<{ period: string; range: ReportPeriod }> {
  const now = ctx.clock.now();
  if (kind === 'monthly') {
    if (!month || !monthIsOver(month, now)) throw appError(REPORT_ERRORS.monthNotOver);
    return { period: month, range: chinaMonthRange(month) };
  }
  const span = await classSpan(ctx, offeringId);
  if (!span || span.end.getTime() > now.getTime()) throw appError(REPORT_ERRORS.classNotOver);
  return { period: 'final', range: { start: span.start, end: new Date(span.end.getTime() + 1) } };
}

/**
 * Makes (or makes again) the reports of a class for one period: every active pupil's, or one pupil's. The class
 * averages are always over all its pupils. Making again refreshes the figures and keeps the tutor's comment.
 */
export async function makeReports(
  ctx: ReportContext,
  request: LearningReportGenerateRequest,
  by: number | null,
): Promise<{ made: number; period: string }> {
  const kind = request.kind ?? 'monthly';
  const { period, range } = await periodOf(ctx, request.offeringId, kind, request.month);
  const pupils = await classPupils(ctx, request.offeringId);
  const wanted = request.userId === undefined ? pupils : pupils.filter((p) => p === request.userId);
  if (wanted.length === 0) throw appError(REPORT_ERRORS.noPupils);
  const figures = await classFigures(ctx, request.offeringId, range, pupils);
  const now = ctx.clock.now();
  const rows = wanted.map((userId) => ({
    userId,
    offeringId: request.offeringId,
    kind,
    period,
    periodStart: range.start,
    periodEnd: range.end,
    figures: figures.get(userId)!,
    generatedBy: by,
    generatedAt: now,
  }));
  await ctx.db
    .insert(learningReports)
    .values(rows)
    .onConflictDoUpdate({
      target: [learningReports.userId, learningReports.offeringId, learningReports.kind, learningReports.period],
      set: {
        figures: sql`excluded.figures`,
        periodStart: sql`excluded.period_start`,
        periodEnd: sql`excluded.period_end`,
        generatedBy: sql`excluded.generated_by`,
        generatedAt: sql`excluded.generated_at`,
      },
    });
  return { made: rows.length, period };
}

/** Classes with active pupils that have no report of this kind and period yet. */
async function classesWithout(ctx: ReportContext, kind: ReportKind, period: string, candidates: number[]) {
  if (candidates.length === 0) return [];
  const { rows } = await ctx.db.execute<{ id: number }>(sql`
    select distinct e.offering_id as id from ${enrolments} e
    where e.status = 'active' and e.offering_id in (${sql.join(candidates, sql`, `)})
      and not exists (select 1 from ${learningReports} r
                      where r.offering_id = e.offering_id and r.kind = ${kind} and r.period = ${period})`);
  return rows.map((r) => Number(r.id));
}

/**
 * The daily sweep (01:00 China time): last month's reports for every class that held a session in it, made on the
 * 1st (and on a later day if no instance ran on the 1st), and the final report of every class whose last session
 * has ended. Classes already reported for the period are left alone, so the sweep is idempotent.
 */
export async function sweepReports(ctx: ReportContext): Promise<{ monthly: number; final: number }> {
  const now = ctx.clock.now();
  const month = previousChinaMonth(now);
  const range = chinaMonthRange(month);
  const heldLastMonth = await ctx.db
    .selectDistinct({ id: chapters.offeringId })
    .from(chapters)
    .where(and(gte(chapters.endAt, range.start), lt(chapters.endAt, range.end)));
  let monthly = 0;
  for (const offeringId of await classesWithout(
    ctx,
    'monthly',
    month,
    heldLastMonth.map((r) => r.id),
  ))
    monthly += (await makeReports(ctx, { offeringId, kind: 'monthly', month }, null)).made;

  const ended = await ctx.db
    .select({ id: chapters.offeringId })
    .from(chapters)
    .groupBy(chapters.offeringId)
    .having(lte(max(chapters.endAt), now));
  let final = 0;
  for (const offeringId of await classesWithout(
    ctx,
    'final',
    'final',
    ended.map((r) => r.id),
  ))
    final += (await makeReports(ctx, { offeringId, kind: 'final' }, null)).made;
  return { monthly, final };
}
