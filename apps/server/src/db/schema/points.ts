import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every change of a user's points. bizKey makes each award idempotent: e.g. `active:viewWechatPub:2026-11-21`
 * can exist once per user, which is how "once per user per day" holds under concurrent requests.
 */
export const pointsLedger = pgTable(
  'user_points_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    ruleCode: varchar('rule_code', { length: 32 }).notNull(),
    bizKey: varchar('biz_key', { length: 128 }).notNull(),
    remark: varchar('remark', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_points_ledger_biz_uq').on(t.userId, t.bizKey),
    index('user_points_ledger_user_idx').on(t.userId, t.createdAt),
  ],
);
