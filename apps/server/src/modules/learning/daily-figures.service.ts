import { sql } from 'drizzle-orm';
import { chapters, enrolments } from '../../db/schema';
import { isoDay, shanghaiDayOf, shanghaiDays } from '../../db/shanghai-days';
import type { AppContext } from '../../platform/context';

/** `undefined`: the whole school; a list: only those classes (an empty list matches nothing). */
export type ClassScope = readonly number[] | undefined;

const inClasses = (column: unknown, scope: ClassScope) =>
  scope === undefined
    ? sql`true`
    : scope.length === 0
      ? sql`false`
      : sql`${column} in (${sql.join(
          scope.map((id) => sql`${id}`),
          sql`, `,
        )})`;

/**
 * Class sessions (课次) starting on `now`'s Shanghai day, and how many of them are on air at `now` (started, not
 * yet ended: the live page's `liveStateAt`). A range scan on `learn_chapter.start_at` (learn_chapter_time_idx).
 */
export async function sessionsToday(
  ctx: AppContext,
  now: Date,
  scope: ClassScope,
): Promise<{ sessions: number; liveNow: number }> {
  const w = shanghaiDays(now, 1);
  const at = sql`${now.toISOString()}::timestamptz`;
  const { rows } = await ctx.db.execute<{ sessions: number; live: number }>(sql`
    select count(*)::int as sessions,
      (count(*) filter (where ${chapters.startAt} <= ${at} and ${chapters.endAt} > ${at}))::int as live
    from ${chapters}
    where ${chapters.startAt} >= ${w.from} and ${chapters.startAt} < ${w.to} and ${inClasses(chapters.offeringId, scope)}`);
  return { sessions: Number(rows[0]?.sessions ?? 0), liveNow: Number(rows[0]?.live ?? 0) };
}

/**
 * Pupils who joined one of these classes per Shanghai day (distinct per day), for the last `days` days, today last:
 * a teacher's "new pupils". Uses learn_enrolment_offering_idx (offering first), then the day window.
 */
export async function dailyNewClassMembers(
  ctx: AppContext,
  offeringIds: readonly number[],
  now: Date,
  days: number,
): Promise<{ day: string; newPupils: number }[]> {
  const w = shanghaiDays(now, days);
  const { rows } = await ctx.db.execute<{ day: string; n: number }>(sql`
    select ${isoDay(sql`d.day`)} as day, coalesce(e.n, 0)::int as n
    from ${w.series} d
    left join (
      select ${shanghaiDayOf(enrolments.createdAt)} as day, count(distinct ${enrolments.userId}) as n
      from ${enrolments}
      where ${inClasses(enrolments.offeringId, offeringIds)}
        and ${enrolments.createdAt} >= ${w.from} and ${enrolments.createdAt} < ${w.to}
      group by 1
    ) e on e.day = d.day
    order by d.day`);
  return rows.map((r) => ({ day: r.day, newPupils: Number(r.n) }));
}
