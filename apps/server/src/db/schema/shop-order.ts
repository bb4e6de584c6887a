import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { skus, spus } from './shop';

/**
 * Orders, coupons, group buys, payments, refunds and deliveries (issue 4). Money is integer fen. Raw order
 * statuses are those of @salt/domain order-display-status: '0' unpaid, '1' paid, '2' shipped, '3' completed,
 * '5' closed.
 */

/** Coupon templates: an amount off above a threshold, for all or some skus, in a validity window. */
export const couponTemplates = pgTable(
  'shop_coupon_template',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    amountFen: integer('amount_fen').notNull(),
    thresholdFen: integer('threshold_fen').notNull().default(0),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    totalQuantity: integer('total_quantity').notNull(),
    receivedCount: integer('received_count').notNull().default(0),
    /** Sku ids the coupon applies to; empty = every sku. */
    skuIds: integer('sku_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** A code users type to redeem (couponCode page); null when only claimable. */
    redeemCode: varchar('redeem_code', { length: 32 }),
    /** Claimable on the couponReceive page. */
    claimable: boolean('claimable').notNull().default(true),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every console save (optimistic concurrency: a stale edit is refused). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('shop_coupon_template_code_uq').on(t.redeemCode),
    check('shop_coupon_template_amount_ck', sql`${t.amountFen} > 0 and ${t.thresholdFen} >= 0`),
    check('shop_coupon_template_qty_ck', sql`${t.receivedCount} >= 0 and ${t.receivedCount} <= ${t.totalQuantity}`),
    check('shop_coupon_template_limit_ck', sql`${t.perUserLimit} >= 1`),
    check('shop_coupon_template_window_ck', sql`${t.validTo} > ${t.validFrom}`),
  ],
);

/** A coupon a user holds: 'unused' → 'locked' (by an unpaid order) → 'used'; unlocked again if the order closes. */
export const couponUsers = pgTable(
  'shop_coupon_user',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => couponTemplates.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 8 }).notNull().default('unused'),
    orderId: integer('order_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('shop_coupon_user_user_idx').on(t.userId, t.status),
    check('shop_coupon_user_status_ck', sql`${t.status} in ('unused', 'locked', 'used')`),
  ],
);

/** A batch of single-use redeem codes of one template, generated in the console (营销 → 兑换码). */
export const redeemBatches = pgTable(
  'shop_redeem_batch',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => couponTemplates.id),
    count: integer('count').notNull(),
    note: varchar('note', { length: 200 }).notNull().default(''),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shop_redeem_batch_template_idx').on(t.templateId),
    check('shop_redeem_batch_count_ck', sql`${t.count} between 1 and 10000`),
  ],
);

/** One redeem code: usable once; redeemed_by is set by the one redemption that wins. */
export const redeemCodes = pgTable(
  'shop_redeem_code',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 32 }).notNull(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => redeemBatches.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => couponTemplates.id),
    redeemedBy: integer('redeemed_by').references(() => users.id),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    couponUserId: integer('coupon_user_id').references(() => couponUsers.id),
  },
  (t) => [
    uniqueIndex('shop_redeem_code_code_uq').on(t.code),
    index('shop_redeem_code_batch_idx').on(t.batchId),
    index('shop_redeem_code_open_idx')
      .on(t.templateId)
      .where(sql`${t.redeemedBy} is null`),
  ],
);

/** A group buy (拼团) on a group sku: completes when memberNum members have paid; fails at expiry. */
export const groupBuys = pgTable(
  'shop_group_buy',
  {
    id: serial('id').primaryKey(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    leaderUserId: integer('leader_user_id')
      .notNull()
      .references(() => users.id),
    memberNum: integer('member_num').notNull(),
    /** Paid members. */
    joinedCount: integer('joined_count').notNull().default(0),
    /** '0' forming, '1' complete, '2' failed (domain GROUP_STATUS). */
    status: varchar('status', { length: 1 }).notNull().default('0'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shop_group_buy_sweep_idx').on(t.status, t.expiresAt),
    check('shop_group_buy_count_ck', sql`${t.joinedCount} >= 0 and ${t.joinedCount} <= ${t.memberNum}`),
  ],
);

export const orders = pgTable(
  'shop_order',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    /**
     * 'purchase' (the shop's checkout) | 'supplement' (补差价 of an approved 调班 to a dearer class: its one line names
     * the target class but sells no seat; paying it enrols nobody, closing it returns no stock, and it is refunded
     * as part of the moved class's line).
     */
    kind: varchar('kind', { length: 10 }).notNull().default('purchase'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: varchar('status', { length: 1 }).notNull().default('0'),
    payType: varchar('pay_type', { length: 16 }),
    closeReason: varchar('close_reason', { length: 16 }),
    deliveryStatus: varchar('delivery_status', { length: 8 }).notNull().default('none'),
    needLogistics: boolean('need_logistics').notNull().default(false),
    totalFen: integer('total_fen').notNull(),
    couponFen: integer('coupon_fen').notNull().default(0),
    promotionFen: integer('promotion_fen').notNull().default(0),
    payFen: integer('pay_fen').notNull(),
    couponUserId: integer('coupon_user_id'),
    groupId: integer('group_id').references(() => groupBuys.id),
    /** Receiver snapshot for posted materials: {receiverName, mobile, province, city, district, detail}. */
    address: jsonb('address'),
    remark: varchar('remark', { length: 200 }),
    /** The client's Idempotency-Key: a retried create answers the first order. */
    idempotencyKey: varchar('idempotency_key', { length: 64 }),
    /** Unpaid orders close at this time (sweep). */
    payDeadline: timestamp('pay_deadline', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_order_no_uq').on(t.orderNo),
    uniqueIndex('shop_order_idem_uq').on(t.userId, t.idempotencyKey),
    index('shop_order_user_idx').on(t.userId, t.createdAt),
    index('shop_order_sweep_idx').on(t.status, t.payDeadline),
    // Order lists page in the database (order-view.service.ts ordersPage): a family's by user_id above, a tab's by
    // the raw statuses it can hold (status leads the sweep index), the unfiltered console list newest first here.
    index('shop_order_created_idx').on(t.createdAt, t.id),
    // The console dashboard's sales per day (dailySales): a range of paid_at.
    index('shop_order_paid_idx')
      .on(t.paidAt)
      .where(sql`${t.paidAt} is not null`),
    // The console's search (shop-order/console-order.service.ts): a display status narrows to its raw statuses and
    // a date range, newest first, so status leads and created_at follows; an order-number prefix uses the pattern
    // index (LIKE 'x%' cannot use the unique index under a non-C collation).
    index('shop_order_status_created_idx').on(t.status, t.createdAt, t.id),
    index('shop_order_no_prefix_idx').on(t.orderNo.op('varchar_pattern_ops')),
    check(
      'shop_order_money_ck',
      sql`${t.payFen} >= 0 and ${t.totalFen} >= 0 and ${t.couponFen} >= 0 and ${t.promotionFen} >= 0`,
    ),
    check('shop_order_status_ck', sql`${t.status} in ('0', '1', '2', '3', '5')`),
    check('shop_order_kind_ck', sql`${t.kind} in ('purchase', 'supplement')`),
  ],
);

export const orderItems = pgTable(
  'shop_order_item',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    spuId: integer('spu_id')
      .notNull()
      .references(() => spus.id),
    title: varchar('title', { length: 100 }).notNull(),
    skuName: varchar('sku_name', { length: 100 }).notNull(),
    coverUrl: text('cover_url'),
    priceFen: integer('price_fen').notNull(),
    quantity: integer('quantity').notNull().default(1),
    needLogistics: boolean('need_logistics').notNull().default(false),
    /** Parcels sent for this line (materials). */
    shipped: boolean('shipped').notNull().default(false),
    /** Set when the line was refunded (退费): its materials are no longer posted. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [index('shop_order_item_order_idx').on(t.orderId), index('shop_order_item_sku_idx').on(t.skuId)],
);

/** Paid course seats a user holds: one per (user, sku); the repeat-buy rule and enrolment read it. */
export const orderSeats = pgTable(
  'shop_order_seat',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** 'held' while the order is unpaid or paid; released when it closes or is refunded. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_order_seat_active_uq')
      .on(t.userId, t.skuId)
      .where(sql`${t.active}`),
  ],
);

export const groupMembers = pgTable(
  'shop_group_member',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groupBuys.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    paid: boolean('paid').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shop_group_member_order_uq').on(t.orderId), index('shop_group_member_group_idx').on(t.groupId)],
);

/** One payment attempt; out_trade_no is what the provider knows. */
export const payments = pgTable(
  'shop_payment',
  {
    id: serial('id').primaryKey(),
    outTradeNo: varchar('out_trade_no', { length: 40 }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    provider: varchar('provider', { length: 16 }).notNull(),
    channel: varchar('channel', { length: 24 }).notNull(),
    amountFen: integer('amount_fen').notNull(),
    /** Who started this attempt: the order's owner, or a bound parent paying for the child (家长代付); null before. */
    payerUserId: integer('payer_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'pending' | 'paid' | 'failed' | 'closed' | 'refunded' */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    transactionId: varchar('transaction_id', { length: 64 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Set when reconciliation found the provider agreeing on a final state; later runs skip the row. */
    reconciledAt: timestamp('reconciled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shop_payment_out_trade_no_uq').on(t.outTradeNo), index('shop_payment_order_idx').on(t.orderId)],
);

/** Every payment notification received, verified or not, so none is ever lost. */
export const paymentNotifications = pgTable(
  'shop_payment_notification',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 16 }).notNull(),
    outTradeNo: varchar('out_trade_no', { length: 40 }),
    verified: boolean('verified').notNull(),
    /** What we did: 'paid' | 'duplicate' | 'late-refunded' | 'amount-mismatch' | 'rejected' | ... */
    outcome: varchar('outcome', { length: 24 }).notNull(),
    body: text('body').notNull(),
    /** The sender's address: rejected (unverified) notifications are capped per source. */
    sourceIp: varchar('source_ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // An order's notifications in the console's detail (by its payments' out_trade_no).
    index('shop_payment_notification_trade_idx').on(t.outTradeNo),
    index('shop_payment_notification_rejected_idx')
      .on(t.sourceIp, t.createdAt)
      .where(sql`${t.verified} = false`),
  ],
);

export const refunds = pgTable(
  'shop_refund',
  {
    id: serial('id').primaryKey(),
    outRefundNo: varchar('out_refund_no', { length: 40 }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    amountFen: integer('amount_fen').notNull(),
    reason: varchar('reason', { length: 32 }).notNull(),
    /** 'processing' | 'success' | 'failed' (failed ones do not count against the payment) */
    status: varchar('status', { length: 12 }).notNull().default('processing'),
    /** The provider's refund id, once it answered. */
    vendorRefundId: varchar('vendor_refund_id', { length: 64 }),
    /** Why the provider refused (failed), for staff. */
    failReason: varchar('fail_reason', { length: 200 }),
    /** When the money was back (success). */
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Several refunds per payment (退费 per class, 调班 differences): refundPart keeps their sum within the
    // payment under the payment's row lock; the refund number is what providers de-duplicate on.
    uniqueIndex('shop_refund_no_uq').on(t.outRefundNo),
    index('shop_refund_payment_idx').on(t.paymentId),
    index('shop_refund_processing_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'processing'`),
    // Refunds per day taken off the dashboard's revenue.
    index('shop_refund_created_idx').on(t.createdAt),
    index('shop_refund_order_idx').on(t.orderId),
  ],
);

/** Parcels of posted materials. */
export const deliveries = pgTable(
  'shop_delivery',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    expressCompany: varchar('express_company', { length: 32 }).notNull(),
    trackingNo: varchar('tracking_no', { length: 40 }).notNull(),
    /** order_item ids in this parcel */
    itemIds: integer('item_ids').array().notNull(),
    /** Tracking events [{time, text}], newest first. */
    traces: jsonb('traces')
      .notNull()
      .default(sql`'[]'::jsonb`),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shop_delivery_order_idx').on(t.orderId)],
);
