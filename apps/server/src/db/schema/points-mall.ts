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
import { couponTemplates, couponUsers } from './shop-order';

/**
 * The 盐值 mall (module `points`, issue 16): goods staff keep, and the pupils' exchanges. Stock is taken by a
 * guarded UPDATE (`stock >= q`, check ≥ 0), so it never goes negative; the points move through the ledger
 * (ledger.ts) in the exchange's own transaction.
 */
export const pointsGoods = pgTable(
  'points_goods',
  {
    id: serial('id').primaryKey(),
    /** 'physical' | 'coupon' | 'virtual' (POINTS_GOODS_KINDS). */
    kind: varchar('kind', { length: 16 }).notNull(),
    title: varchar('title', { length: 60 }).notNull(),
    subtitle: varchar('subtitle', { length: 100 }).notNull().default(''),
    coverUrl: varchar('cover_url', { length: 500 }),
    category: varchar('category', { length: 20 }).notNull(),
    pointsCost: integer('points_cost').notNull(),
    stock: integer('stock').notNull().default(0),
    /** Units exchanged so far (cancelled exchanges give theirs back); the hot list sorts by it. */
    exchanged: integer('exchanged').notNull().default(0),
    hot: boolean('hot').notNull().default(false),
    onShelf: boolean('on_shelf').notNull().default(true),
    description: text('description').notNull().default(''),
    /** A coupon item: the template each unit issues. */
    couponTemplateId: integer('coupon_template_id').references(() => couponTemplates.id),
    /** Display order of the mall (smaller first), then newest. */
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every console save (optimistic concurrency). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('points_goods_shelf_idx').on(t.onShelf, t.category, t.sort),
    check('points_goods_kind_ck', sql`${t.kind} in ('physical', 'coupon', 'virtual')`),
    check('points_goods_stock_ck', sql`${t.stock} >= 0`),
    check('points_goods_exchanged_ck', sql`${t.exchanged} >= 0`),
    check('points_goods_cost_ck', sql`${t.pointsCost} > 0`),
    check('points_goods_coupon_ck', sql`${t.kind} <> 'coupon' or ${t.couponTemplateId} is not null`),
  ],
);

/** The receiver of posted goods, copied from the pupil's address at exchange time. */
export interface PointsExchangeAddress {
  receiverName: string;
  mobile: string;
  province: string;
  city: string;
  district: string;
  detail: string;
}

/** One exchange: a snapshot of the item, the points spent, its delivery. */
export const pointsExchanges = pgTable(
  'points_exchange',
  {
    id: serial('id').primaryKey(),
    exchangeNo: varchar('exchange_no', { length: 32 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => pointsGoods.id),
    kind: varchar('kind', { length: 16 }).notNull(),
    title: varchar('title', { length: 60 }).notNull(),
    coverUrl: varchar('cover_url', { length: 500 }),
    quantity: integer('quantity').notNull(),
    pointsCost: integer('points_cost').notNull(),
    pointsTotal: integer('points_total').notNull(),
    /** 'toShip' | 'shipped' | 'completed' | 'cancelled' (POINTS_EXCHANGE_STATUSES). */
    status: varchar('status', { length: 16 }).notNull(),
    address: jsonb('address').$type<PointsExchangeAddress>(),
    logisticsCompany: varchar('logistics_company', { length: 40 }),
    trackingNo: varchar('tracking_no', { length: 40 }),
    /** A coupon item: the (first) coupon issued. */
    couponUserId: integer('coupon_user_id').references(() => couponUsers.id),
    remark: varchar('remark', { length: 200 }),
    idempotencyKey: varchar('idempotency_key', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('points_exchange_no_uq').on(t.exchangeNo),
    uniqueIndex('points_exchange_idem_uq').on(t.userId, t.idempotencyKey),
    index('points_exchange_user_idx').on(t.userId, t.createdAt),
    index('points_exchange_status_idx').on(t.status, t.createdAt),
    check('points_exchange_status_ck', sql`${t.status} in ('toShip', 'shipped', 'completed', 'cancelled')`),
    check('points_exchange_qty_ck', sql`${t.quantity} >= 1`),
    check('points_exchange_total_ck', sql`${t.pointsTotal} = ${t.pointsCost} * ${t.quantity}`),
  ],
);
