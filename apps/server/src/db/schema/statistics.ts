import { date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

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

/** Distinct visitors per China day: the uv figure is the row count. */
export const statVisitorDaily = pgTable(
  'stat_visitor_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    visitorId: varchar('visitor_id', { length: 64 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitorId] })],
);
