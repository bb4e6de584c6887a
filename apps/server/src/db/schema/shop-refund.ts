import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { orderItems, orders, refunds } from './shop-order';

/**
 * 退费 requests (module shop-refund): a pupil asks for one order line (one class) back; staff approve (possibly
 * with another amount) or reject; the money goes back through the provider that took it (shop_refund, owned by
 * shop-order). Status: pending 申请中 → approved 已同意 → refunding 退款中 → refunded 已退款, or rejected 已驳回,
 * cancelled 已撤销, failed 失败 (the provider refused: staff see why and may retry). Money in fen.
 */
export const refundRequests = pgTable(
  'shop_refund_request',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** What the rule computed when the pupil applied. */
    computedFen: integer('computed_fen').notNull(),
    /** The computation shown to the pupil then (refund-rules RefundComputation). */
    computation: jsonb('computation').notNull(),
    /** What staff approved (the rule's figure at approval, or their override). */
    approvedFen: integer('approved_fen'),
    reasonCode: varchar('reason_code', { length: 16 }).notNull(),
    reasonText: varchar('reason_text', { length: 200 }).notNull().default(''),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    /** A pupil with a bound parent: pending waits for the guardian's consent (guardian_request) before review. */
    awaitingGuardian: boolean('awaiting_guardian').notNull().default(false),
    reviewerId: integer('reviewer_id').references(() => users.id),
    rejectReason: varchar('reject_reason', { length: 200 }),
    /** Why the provider refused the last attempt (failed). */
    failReason: varchar('fail_reason', { length: 200 }),
    /** Provider attempts so far: each gets its own refund number. */
    attempts: integer('attempts').notNull().default(0),
    /** The current attempt's shop_refund row. */
    refundId: integer('refund_id').references(() => refunds.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    refundingAt: timestamp('refunding_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    // One open request per order line, also under racing applications.
    uniqueIndex('shop_refund_request_open_uq')
      .on(t.orderItemId)
      .where(sql`${t.status} in ('pending', 'approved', 'refunding', 'failed')`),
    // A line is refunded at most once.
    uniqueIndex('shop_refund_request_refunded_uq')
      .on(t.orderItemId)
      .where(sql`${t.status} = 'refunded'`),
    index('shop_refund_request_user_idx').on(t.userId, t.createdAt),
    index('shop_refund_request_status_idx').on(t.status, t.createdAt),
    index('shop_refund_request_refund_idx').on(t.refundId),
    check(
      'shop_refund_request_status_ck',
      sql`${t.status} in ('pending', 'approved', 'refunding', 'refunded', 'rejected', 'cancelled', 'failed')`,
    ),
    check(
      'shop_refund_request_money_ck',
      sql`${t.computedFen} >= 0 and (${t.approvedFen} is null or ${t.approvedFen} > 0)`,
    ),
  ],
);
