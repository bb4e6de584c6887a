import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * 盐值 (module `points`). Every change of a user's points is a row here, append-only: the amount (+ grant,
 * − spend), the rule, the source (`biz_key`, unique per user: a retried event never pays twice), and the balance
 * after it. `sys_user.points` is the balance (check ≥ 0), moved in the same transaction as the row, so the sum of a
 * user's rows always equals it. Grants carry when they expire (the end of next calendar year in China).
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
    /** The user's balance right after this row (rows before this column existed read 0). */
    balanceAfter: integer('balance_after').notNull().default(0),
    /** A grant's expiry (pointsExpiryOf); null for spends and for rows that do not expire. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Staff who wrote a manual adjustment. */
    operatorId: integer('operator_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_points_ledger_biz_uq').on(t.userId, t.bizKey),
    index('user_points_ledger_user_idx').on(t.userId, t.createdAt),
    index('user_points_ledger_rule_idx').on(t.userId, t.ruleCode, t.createdAt),
    check('user_points_ledger_amount_ck', sql`${t.amount} <> 0`),
    check('user_points_ledger_balance_ck', sql`${t.balanceAfter} >= 0`),
  ],
);

/** The earning rules staff keep (console 盐值规则): points per event (per yuan for purchases), daily cap, on/off. */
export const pointsRules = pgTable('points_rule', {
  code: varchar('code', { length: 32 }).primaryKey(),
  amount: integer('amount').notNull(),
  /** Grants of this rule per user per China day; 0 = no cap. */
  dailyCap: integer('daily_cap').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Points a refund should have taken back but could not (the balance may not go negative): one row per refund,
 * for staff to see what was not recovered.
 */
export const pointsShortfalls = pgTable(
  'points_shortfall',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sourceKey: varchar('source_key', { length: 128 }).notNull(),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('points_shortfall_source_uq').on(t.userId, t.sourceKey),
    check('points_shortfall_amount_ck', sql`${t.amount} > 0`),
  ],
);
