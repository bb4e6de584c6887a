import { eq, inArray, sql } from 'drizzle-orm';
import { ORDER_PAY_TIMEOUT_MS } from '@salt/domain';
import type { Database } from '../../db/client';
import { enrolments, offerings, orderSeats, renewalHolds, skus, spus } from '../../db/schema';
import { isUniqueViolation } from '../../platform/database-errors';
import { newOrderNo } from './order-number';

/**
 * Checkout's fast lane (issue 19). One read before anything is locked answers what most buyers need to hear: the
 * classes, whether the buyer already has each (a seat or a place staff gave), whether a renewal hold brings its own
 * seat, and the seats left. A class with no seat left is 名额已满 at once: a loser of a sold-out class never queues
 * on the class's row lock nor holds a pool connection in a transaction.
 */
export interface CheckoutLine {
  sku: typeof skus.$inferSelect;
  spu: typeof spus.$inferSelect;
  /** The buyer already has this class (an active seat or an enrolment staff gave). */
  owned: boolean;
  /** The buyer has a live renewal hold of this class (老生续报): its seat is already set aside. */
  held: boolean;
}

export async function readCheckoutLines(
  db: Database,
  userId: number,
  skuIds: number[],
  now: Date,
): Promise<CheckoutLine[]> {
  return db
    .select({
      sku: skus,
      spu: spus,
      owned: sql<boolean>`(exists (select 1 from ${orderSeats} where ${orderSeats.userId} = ${userId}
        and ${orderSeats.skuId} = ${skus.id} and ${orderSeats.active})
        or exists (select 1 from ${enrolments} join ${offerings} on ${offerings.id} = ${enrolments.offeringId}
        where ${enrolments.userId} = ${userId} and ${enrolments.status} = 'active' and ${offerings.skuId} = ${skus.id}))`,
      held: sql<boolean>`exists (select 1 from ${renewalHolds} where ${renewalHolds.userId} = ${userId}
        and ${renewalHolds.toSkuId} = ${skus.id} and ${renewalHolds.status} = 'held'
        and ${renewalHolds.expiresAt} > ${now.toISOString()})`,
    })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .where(inArray(skus.id, skuIds));
}

/** The plain purchase the fast lane writes in one statement: one paid-for class, nothing else attached. */
export function isPlainPurchase(
  lines: CheckoutLine[],
  input: { groupId?: number; startGroup?: boolean; couponUserId?: number },
) {
  if (lines.length !== 1 || input.groupId !== undefined || input.startGroup || input.couponUserId) return false;
  const [l] = lines as [CheckoutLine];
  return !l.held && !l.sku.needLogistics && l.sku.priceFen > 0;
}

/**
 * Takes the seat and writes the order, its line and the buyer's seat row in ONE statement (data-modifying CTEs run
 * atomically): the class's row is locked only while PostgreSQL runs it, never across a client round trip, so
 * concurrent buyers of the class wait microseconds, not a transaction's worth of round trips. No seat left → no
 * row (null). A second seat of the same class (the active-seat unique index) or a replayed Idempotency-Key (the
 * order's unique index) fails the whole statement, stock included, as the transaction did.
 */
export async function insertPlainOrder(
  db: Database,
  userId: number,
  line: CheckoutLine,
  extra: { remark: string | null; idempotencyKey: string | null },
  now: Date,
  orderNoOf: (now: Date) => string = newOrderNo,
): Promise<number | null> {
  // A drawn order number another order already has fails the whole statement (nothing taken): draw again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertPlainOrderOnce(db, userId, line, extra, now, orderNoOf(now));
    } catch (err) {
      if (attempt >= ORDER_NO_ATTEMPTS || !isUniqueViolation(err, 'shop_order_no_uq')) throw err;
    }
  }
}

const ORDER_NO_ATTEMPTS = 3;

async function insertPlainOrderOnce(
  db: Database,
  userId: number,
  line: CheckoutLine,
  extra: { remark: string | null; idempotencyKey: string | null },
  now: Date,
  orderNo: string,
): Promise<number | null> {
  const { sku, spu } = line;
  const deadline = new Date(now.getTime() + ORDER_PAY_TIMEOUT_MS).toISOString();
  const at = now.toISOString();
  const result = await db.execute<{ id: number }>(sql`
    with taken as (
      update shop_sku set stock = stock - 1, sold = sold + 1
       where id = ${sku.id} and stock >= 1
      returning id
    ), made as (
      insert into shop_order (order_no, user_id, need_logistics, total_fen, coupon_fen, pay_fen, remark,
                              idempotency_key, pay_deadline, created_at, updated_at)
      select ${orderNo}, ${userId}, false, ${sku.priceFen}, 0, ${sku.priceFen}, ${extra.remark},
             ${extra.idempotencyKey}, ${deadline}::timestamptz, ${at}::timestamptz, ${at}::timestamptz
        from taken
      returning id
    ), line as (
      insert into shop_order_item (order_id, sku_id, spu_id, title, sku_name, cover_url, price_fen, quantity,
                                   need_logistics)
      select id, ${sku.id}, ${spu.id}, ${spu.title}, ${sku.name}, ${spu.coverUrl}, ${sku.priceFen}, 1, false from made
    ), seat as (
      insert into shop_order_seat (user_id, sku_id, order_id) select ${userId}, ${sku.id}, id from made
    )
    select id from made`);
  return result.rows[0]?.id ?? null;
}

/** Whether any line has no seat left and no renewal hold to bring one: the order cannot be made. */
export const soldOutLine = (lines: CheckoutLine[]) => lines.some((l) => !l.held && l.sku.stock < 1);
