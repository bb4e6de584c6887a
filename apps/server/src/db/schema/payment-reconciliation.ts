import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { orders, payments } from './shop-order';

/**
 * One reconciliation run (issue 10): the daily job records itself so several instances run it once a day, not
 * once each; a run that died has no finished_at and does not count as done.
 */
export const paymentReconciliationRuns = pgTable('shop_payment_reconciliation_run', {
  id: serial('id').primaryKey(),
  /** Payments created from here on were compared. */
  windowFrom: timestamp('window_from', { withTimezone: true }).notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  checked: integer('checked').notNull().default(0),
  findings: integer('findings').notNull().default(0),
});

/**
 * Every disagreement between a provider's books and ours, and what was done about it, by the reconciliation
 * run, the unpaid-order sweep or a cancel. Unique per (trade, finding): a finding is acted on once however many
 * runs see it (a flag waiting for staff is not flagged again every day).
 */
export const paymentReconciliations = pgTable(
  'shop_payment_reconciliation',
  {
    id: serial('id').primaryKey(),
    /** Null when the sweep or a cancel found it. */
    runId: integer('run_id').references(() => paymentReconciliationRuns.id),
    /** 'reconcile' | 'sweep' | 'cancel' | 'pay' (a repeated pay press) */
    source: varchar('source', { length: 12 }).notNull(),
    /** Null for a provider trade we have no payment row for. */
    paymentId: integer('payment_id').references(() => payments.id),
    orderId: integer('order_id').references(() => orders.id),
    outTradeNo: varchar('out_trade_no', { length: 40 }).notNull(),
    provider: varchar('provider', { length: 16 }).notNull(),
    /**
     * 'paid_not_applied' | 'amount_mismatch' | 'paid_not_at_provider' | 'no_payment_row' | 'stale_open_trade' |
     * 'paid_on_closed_order' (a refund owed that the provider has not done yet)
     */
    finding: varchar('finding', { length: 24 }).notNull(),
    /** Our payment status and order status when found. */
    ourStatus: varchar('our_status', { length: 10 }),
    orderStatus: varchar('order_status', { length: 1 }),
    ourAmountFen: integer('our_amount_fen'),
    /** What the provider said: 'paid' | 'unpaid' | 'closed', its own word, its amount. */
    providerState: varchar('provider_state', { length: 8 }).notNull(),
    providerVendorState: varchar('provider_vendor_state', { length: 32 }),
    providerAmountFen: integer('provider_amount_fen'),
    /** 'applied' (order paid) | 'refunded' | 'flagged' (staff decide) | 'closed' (trade closed at the provider) */
    action: varchar('action', { length: 10 }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_payment_reconciliation_finding_uq').on(t.outTradeNo, t.finding),
    index('shop_payment_reconciliation_created_idx').on(t.createdAt),
  ],
);
