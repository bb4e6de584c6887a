import { integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const dictionaryItems = pgTable(
  'sys_dict_item',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 32 }).notNull(),
    value: varchar('value', { length: 32 }).notNull(),
    label: varchar('label', { length: 64 }).notNull(),
    description: varchar('description', { length: 200 }),
    sort: integer('sort').notNull().default(0),
    /** Bumped by every console edit: a stale form is refused. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sys_dict_item_type_value_uq').on(t.type, t.value)],
);
