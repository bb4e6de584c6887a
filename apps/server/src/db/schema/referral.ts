import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';
import { orders } from './shop-order';

/*
 * 推荐有礼 (module `referral`): share codes, who referred whom, the rewards those referrals earned and the cash
 * withdrawals staff pay out. Invariants in SQL: one code per user, one referral per friend and per friend's mobile
 * (a second account on the same mobile gets nothing), one reward per referral, one live withdrawal per reward.
 */

export const referralCodes = pgTable('referral_code', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: varchar('code', { length: 8 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const referrals = pgTable(
  'referral',
  {
    id: serial('id').primaryKey(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refereeId: integer('referee_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The friend's mobile at registration: a mobile is referred once, whatever account it is on later. */
    refereePhone: varchar('referee_phone', { length: 20 }).notNull().unique(),
    code: varchar('code', { length: 8 }).notNull(),
    /** When the share link was first opened (the code typed at registration: the registration itself). */
    touchedAt: timestamp('touched_at', { withTimezone: true }).notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('registered'),
    /** The friend's first paid order (status paid on): the reward waits for its refund window. */
    orderId: integer('order_id').references(() => orders.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    rewardDueAt: timestamp('reward_due_at', { withTimezone: true }),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('referral_referrer_idx').on(t.referrerId, t.registeredAt),
    index('referral_due_idx')
      .on(t.rewardDueAt)
      .where(sql`${t.status} = 'paid'`),
    index('referral_order_idx').on(t.orderId),
    check('referral_status_ck', sql`${t.status} in ('registered', 'paid', 'rewarded', 'revoked')`),
    check('referral_not_self_ck', sql`${t.referrerId} <> ${t.refereeId}`),
  ],
);

export const referralRewards = pgTable(
  'referral_reward',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referralId: integer('referral_id')
      .notNull()
      .unique()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10 }).notNull().default('available'),
    /** What was offered when the reward was made (the rule and the cash figure may change later). */
    pointsAmount: integer('points_amount').notNull(),
    cashFen: integer('cash_fen').notNull(),
    choice: varchar('choice', { length: 6 }),
    remark: varchar('remark', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('referral_reward_user_idx').on(t.userId, t.createdAt),
    check('referral_reward_status_ck', sql`${t.status} in ('available', 'received', 'revoked')`),
    check('referral_reward_choice_ck', sql`${t.choice} is null or ${t.choice} in ('points', 'cash')`),
    check('referral_reward_amount_ck', sql`${t.pointsAmount} >= 0 and ${t.cashFen} >= 0`),
  ],
);

export const referralWithdrawals = pgTable(
  'referral_withdrawal',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => referralRewards.id, { onDelete: 'cascade' }),
    amountFen: integer('amount_fen').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('applied'),
    payeeName: varchar('payee_name', { length: 32 }).notNull(),
    payeeAccount: varchar('payee_account', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewerId: integer('reviewer_id').references(() => users.id),
    rejectReason: varchar('reject_reason', { length: 200 }),
  },
  (t) => [
    index('referral_withdrawal_user_idx').on(t.userId, t.createdAt),
    index('referral_withdrawal_status_idx').on(t.status, t.createdAt),
    // A reward has at most one withdrawal waiting or paid: a double click cannot ask twice.
    uniqueIndex('referral_withdrawal_live_uq')
      .on(t.rewardId)
      .where(sql`${t.status} in ('applied', 'paid')`),
    check('referral_withdrawal_status_ck', sql`${t.status} in ('applied', 'paid', 'rejected', 'cancelled')`),
    check('referral_withdrawal_amount_ck', sql`${t.amountFen} > 0`),
  ],
);
