import { date, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';

/** Page views per China day and path. */
export const statPageDaily = pgTable(
  'stat_page_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: varchar('path', { length: 300 }).notNull(),
    pv: integer('pv').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

/**
 * Distinct visitors per China day as a HyperLogLog sketch (modules/statistics/hyperloglog.ts): one row a day
 * whatever the traffic, instead of a row per visitor id that anyone could mint.
 */
export const statUvDaily = pgTable('stat_uv_daily', {
  day: date('day', { mode: 'string' }).primaryKey(),
  registers: smallint('registers').array().notNull(),
});
