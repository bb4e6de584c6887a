import { integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The dev payment provider's own books: it plays the vendor, so its trades live apart from the shop's payment
 * rows, exactly as WeChat Pay's or Alipay's records would.
 */
export const devPayTrades = pgTable('dev_pay_trade', {
  outTradeNo: varchar('out_trade_no', { length: 40 }).primaryKey(),
  amountFen: integer('amount_fen').notNull(),
  description: text('description').notNull(),
  /** 'unpaid' | 'paid' | 'closed' */
  state: varchar('state', { length: 8 }).notNull().default('unpaid'),
  transactionId: varchar('transaction_id', { length: 64 }),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  /** [{outRefundNo, refundId, refundFen, createdAt}] */
  refunds: jsonb('refunds').notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
