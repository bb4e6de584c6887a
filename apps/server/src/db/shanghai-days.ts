import { sql, type SQL } from 'drizzle-orm';

/**
 * Calendar days in Asia/Shanghai (UTC+8 all year) worked out in SQL from the app clock's "now", for daily figures
 * and trends. `from`/`to` bound a timestamptz column as a half-open range, so a plain btree index on the column
 * serves the scan; `dayOf` then groups the rows by their Shanghai day.
 */
export interface ShanghaiDays {
  /** `select day from (…)`: each day of the window as a `date`, oldest first (generate_series, so none is missing). */
  series: SQL;
  /** The first day's midnight in Shanghai (timestamptz). */
  from: SQL;
  /** The midnight after the last day (exclusive). */
  to: SQL;
}

/** The last `days` Shanghai days up to and including the one `now` falls in (1 = today only). */
export function shanghaiDays(now: Date, days: number): ShanghaiDays {
  const today = sql`(${now.toISOString()}::timestamptz at time zone 'Asia/Shanghai')::date`;
  const first = sql`(${today} - ${days - 1}::int)`;
  return {
    series: sql`(select g::date as day from generate_series(${first}::timestamp, ${today}::timestamp, interval '1 day') g)`,
    from: sql`(${first}::timestamp at time zone 'Asia/Shanghai')`,
    to: sql`((${today} + 1)::timestamp at time zone 'Asia/Shanghai')`,
  };
}

/** A timestamptz column's Shanghai calendar day. */
export const shanghaiDayOf = (column: SQL | unknown): SQL => sql`(${column} at time zone 'Asia/Shanghai')::date`;

/** 'YYYY-MM-DD' of a date expression. */
export const isoDay = (day: SQL): SQL<string> => sql<string>`to_char(${day}, 'YYYY-MM-DD')`;
