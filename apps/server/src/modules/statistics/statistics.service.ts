import { and, eq, sql } from 'drizzle-orm';
import { chinaDay } from '@salt/domain';
import { statPageDaily, statUvDaily } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { HLL_REGISTERS, hllEstimate, hllUpdates } from './hyperloglog';

/** Distinct paths counted per day; past that, new paths count as OTHER_PATH, so no request can grow the table. */
export const MAX_PATHS_PER_DAY = 500;
export const OTHER_PATH = '(other)';

export interface StatEventInput {
  type: 'pv' | 'uv';
  path: string;
  visitorId: string;
}

/**
 * The route a path is an instance of: no query or fragment, numeric segments as `:id` (/teacher-detail/12 and
 * /teacher-detail/13 are one page), at most four segments of URL-safe words; anything else is OTHER_PATH.
 */
export function pagePathOf(raw: string): string {
  const path = raw.split(/[?#]/)[0]!;
  if (path === '' || path === '/') return '/';
  const segments = path.split('/').slice(1);
  if (segments.length > 4 || !segments.every((s) => /^[A-Za-z0-9_-]{1,40}$/.test(s))) return OTHER_PATH;
  return '/' + segments.map((s) => (/^\d+$/.test(s) ? ':id' : s)).join('/');
}

/**
 * Adds a batch: page views per route and day (at most MAX_PATHS_PER_DAY rows a day) and visitors into the day's
 * HyperLogLog sketch (one row a day). Both are single upserts, safe when instances write at once.
 */
export async function recordStatistics(ctx: AppContext, events: StatEventInput[]): Promise<void> {
  const day = chinaDay(ctx.clock.now().getTime());
  const pv = new Map<string, number>();
  for (const e of events) {
    if (e.type !== 'pv') continue;
    const path = pagePathOf(e.path);
    pv.set(path, (pv.get(path) ?? 0) + 1);
  }
  for (const [path, n] of pv) await addPageViews(ctx, day, path, n);
  const updates = hllUpdates(new Set(events.map((e) => e.visitorId)));
  if (updates.size > 0) await addVisitors(ctx, day, updates);
}

async function addPageViews(ctx: AppContext, day: string, path: string, n: number) {
  // A path already counted today, or room for one more: count it; otherwise it goes to OTHER_PATH.
  const { rows } = await ctx.db.execute<{ path: string }>(sql`
    select case
      when exists (select 1 from ${statPageDaily} where day = ${day} and path = ${path}) then ${path}
      when (select count(*) from ${statPageDaily} where day = ${day}) < ${MAX_PATHS_PER_DAY} then ${path}
      else ${OTHER_PATH} end as path`);
  await ctx.db
    .insert(statPageDaily)
    .values({ day, path: rows[0]!.path, pv: n })
    .onConflictDoUpdate({
      target: [statPageDaily.day, statPageDaily.path],
      set: { pv: sql`${statPageDaily.pv} + excluded.pv` },
    });
}

async function addVisitors(ctx: AppContext, day: string, updates: Map<number, number>) {
  await ctx.db
    .insert(statUvDaily)
    .values({ day, registers: new Array<number>(HLL_REGISTERS).fill(0) })
    .onConflictDoNothing();
  const assignments = [...updates].map(
    ([index, rank]) =>
      sql`registers[${sql.raw(String(index))}] = greatest(registers[${sql.raw(String(index))}], ${rank})`,
  );
  await ctx.db.execute(sql`update ${statUvDaily} set ${sql.join(assignments, sql`, `)} where day = ${day}`);
}

/** Page views and the estimated distinct visitors of one China day. */
export async function dayStatistics(ctx: AppContext, day: string) {
  const pages = await ctx.db
    .select({ path: statPageDaily.path, pv: statPageDaily.pv })
    .from(statPageDaily)
    .where(and(eq(statPageDaily.day, day)));
  const [uv] = await ctx.db.select().from(statUvDaily).where(eq(statUvDaily.day, day));
  return { pages, uv: uv ? hllEstimate(uv.registers) : 0 };
}
