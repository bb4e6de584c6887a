import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';
import { skus } from './shop';
import { orderItems, orders } from './shop-order';

/**
 * 调班 requests (module class-change): a pupil asks to move an order line's class to another class of the same
 * course; 'pending' (申请中) → 'approved' (已同意) | 'rejected' (已驳回) | 'cancelled' (已撤销). At most one pending
 * request per order line (partial unique index), so two quick taps or two tabs cannot queue two moves. Approved
 * requests of a line count toward MAX_CLASS_CHANGES (packages/domain class-change-rules.ts).
 */
export const classChangeRequests = pgTable(
  'class_change_request',
  {
    id: serial('id').primaryKey(),
    /** 'change' (within a term) | 'renewal' (老生续报 into the next term). */
    kind: varchar('kind', { length: 8 }).notNull().default('change'),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    fromSkuId: integer('from_sku_id')
      .notNull()
      .references(() => skus.id),
    toSkuId: integer('to_sku_id')
      .notNull()
      .references(() => skus.id),
    reason: varchar('reason', { length: 200 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    /** A pupil with a bound parent: pending waits for the guardian's consent (guardian_request) before review. */
    awaitingGuardian: boolean('awaiting_guardian').notNull().default(false),
    /** Target price − current price at the time of the request (fen). */
    priceDiffFen: integer('price_diff_fen').notNull().default(0),
    /** 'none' | 'refund' (owed to the pupil) | 'supplement' (owed by the pupil); amount is |priceDiffFen|. */
    settlement: varchar('settlement', { length: 12 }).notNull().default('none'),
    /** When the money was settled (refund sent / supplement paid); null while owed or when nothing is owed. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The 补差价 order of a dearer target (kind 'supplement'); a closed unpaid one is replaced on the next 去支付. */
    supplementOrderId: integer('supplement_order_id').references(() => orders.id),
    reviewerId: integer('reviewer_id').references(() => users.id),
    rejectReason: varchar('reject_reason', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('class_change_pending_uq')
      .on(t.orderItemId)
      .where(sql`${t.status} = 'pending'`),
    index('class_change_item_idx').on(t.orderItemId, t.status),
    index('class_change_user_idx').on(t.userId, t.createdAt),
    index('class_change_from_idx').on(t.fromSkuId, t.status),
    index('class_change_to_idx').on(t.toSkuId, t.status),
    check('class_change_status_ck', sql`${t.status} in ('pending', 'approved', 'rejected', 'cancelled')`),
    check('class_change_kind_ck', sql`${t.kind} in ('change', 'renewal')`),
    check('class_change_settlement_ck', sql`${t.settlement} in ('none', 'refund', 'supplement')`),
  ],
);

/**
 * 老生续报 seat holds: a pupil of a current class is offered its next-term class with a seat held (taken from the
 * sku's stock) until `expiresAt`; buying the class through the normal order flow uses the held seat at the renewal
 * price ('bought'); a sweep gives expired seats back to the shop ('expired'). One live hold per (pupil, class).
 */
export const renewalHolds = pgTable(
  'class_renewal_hold',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The current class's order line the renewal continues. */
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    fromSkuId: integer('from_sku_id')
      .notNull()
      .references(() => skus.id),
    toSkuId: integer('to_sku_id')
      .notNull()
      .references(() => skus.id),
    priceFen: integer('price_fen').notNull(),
    /** 'held' | 'bought' | 'expired' */
    status: varchar('status', { length: 8 }).notNull().default('held'),
    orderId: integer('order_id').references(() => orders.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('class_renewal_hold_live_uq')
      .on(t.userId, t.toSkuId)
      .where(sql`${t.status} = 'held'`),
    index('class_renewal_hold_sweep_idx').on(t.status, t.expiresAt),
    index('class_renewal_hold_from_idx').on(t.fromSkuId, t.status),
    check('class_renewal_hold_status_ck', sql`${t.status} in ('held', 'bought', 'expired')`),
    check('class_renewal_hold_price_ck', sql`${t.priceFen} >= 0`),
  ],
);
