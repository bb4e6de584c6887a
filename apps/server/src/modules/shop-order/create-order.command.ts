import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import {
  GROUP_STATUS,
  ORDER_ERRORS,
  ORDER_PAY_TIMEOUT_MS,
  ORDER_STATUS,
  SHOP_ERRORS,
  type CreateOrderRequest,
} from '@salt/domain';
import {
  cartItems,
  enrolments,
  groupBuys,
  groupMembers,
  offerings,
  orderItems,
  orderSeats,
  orders,
  skus,
  spus,
  userAddresses,
} from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { isUniqueViolation } from '../../platform/database-errors';
import { takeStock } from '../shop-catalogue';
import { attachRenewalOrder, claimRenewalHold } from '../class-change';
import { attachCouponToOrder, lockCoupon } from '../shop-coupon';
import { newOrderNo } from './order-number';
import { markOrderPaid } from './mark-order-paid.command';
import { insertPlainOrder, isPlainPurchase, readCheckoutLines, soldOutLine } from './quick-order';

/**
 * Creates an order in one transaction. Prices come from the database only; seats are taken from the catalogue's
 * stock (a conditional UPDATE, so stock never goes negative); the coupon module locks the coupon to the order;
 * an active seat row per (user, sku)
 * makes a second purchase of the same class impossible even when two requests race. A repeated request with
 * the same Idempotency-Key answers the first order.
 */
export async function createOrder(
  ctx: AppContext,
  userId: number,
  input: CreateOrderRequest,
  idempotencyKey: string | null,
): Promise<number> {
  if (idempotencyKey) {
    const existing = await findByIdempotencyKey(ctx, userId, idempotencyKey);
    if (existing) return existing;
  }
  const skuIds = input.items.map((i) => i.skuId);
  if (new Set(skuIds).size !== skuIds.length) throw appError(ORDER_ERRORS.duplicateItems);
  const grouped = input.groupId !== undefined || input.startGroup === true;
  if (grouped && input.items.length !== 1) throw appError(ORDER_ERRORS.groupOnlyOneItem);

  const now = ctx.clock.now();
  // Before any lock: the classes, repeat buys and seats left in one read (quick-order.ts). The transaction below
  // checks again; this only answers early the buyers it would refuse anyway.
  const lines = await readCheckoutLines(ctx.db, userId, skuIds, now);
  if (lines.length !== skuIds.length || lines.some((l) => !l.spu.onSale)) throw appError(ORDER_ERRORS.skuUnavailable);
  // A retried click whose first request has just taken the seat (the last one, or the buyer's one) answers that
  // order instead of refusing.
  const refuse = async (error: Parameters<typeof appError>[0]) => {
    const first = idempotencyKey ? await findByIdempotencyKey(ctx, userId, idempotencyKey) : null;
    if (first) return first;
    throw appError(error);
  };
  if (lines.some((l) => l.owned)) return refuse(ORDER_ERRORS.repeatBuy);
  if (soldOutLine(lines)) return refuse(SHOP_ERRORS.soldOut);
  try {
    if (isPlainPurchase(lines, input)) {
      const id = await insertPlainOrder(
        ctx.db,
        userId,
        lines[0]!,
        { remark: input.remark ?? null, idempotencyKey },
        now,
      );
      if (id === null) return await refuse(SHOP_ERRORS.soldOut);
      if (input.fromCart) {
        await ctx.db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.skuId, skuIds)));
      }
      return id;
    }
    const orderId = await ctx.db.transaction(async (tx) => {
      if (idempotencyKey) {
        // Same key at the same moment: the second waits here, then finds the first one's order.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`order:${userId}:${idempotencyKey}`}))`);
        const [existing] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
        if (existing) return existing.id;
      }
      const rows = await tx
        .select({ sku: skus, spu: spus })
        .from(skus)
        .innerJoin(spus, eq(spus.id, skus.spuId))
        .where(inArray(skus.id, skuIds));
      if (rows.length !== skuIds.length || rows.some((r) => !r.spu.onSale)) throw appError(ORDER_ERRORS.skuUnavailable);

      const owned = await tx
        .select({ skuId: orderSeats.skuId })
        .from(orderSeats)
        .where(and(eq(orderSeats.userId, userId), eq(orderSeats.active, true), inArray(orderSeats.skuId, skuIds)));
      if (owned.length > 0) throw appError(ORDER_ERRORS.repeatBuy);
      // A place staff gave in the console (学员 → 添加) has no seat row but is the class all the same.
      const placed = await tx
        .select({ id: enrolments.id })
        .from(enrolments)
        .innerJoin(offerings, eq(offerings.id, enrolments.offeringId))
        .where(and(eq(enrolments.userId, userId), eq(enrolments.status, 'active'), inArray(offerings.skuId, skuIds)))
        .limit(1);
      if (placed.length > 0) throw appError(ORDER_ERRORS.repeatBuy);

      const groupId = grouped ? await takeGroupPlace(ctx, tx, userId, rows[0]!.sku, input.groupId, now) : null;
      const lines = [];
      for (const { sku, spu } of rows) {
        // 老生续报: a live hold of this class brings its seat and its renewal price (class-change).
        const hold = grouped ? null : await claimRenewalHold(tx, userId, sku.id, now);
        lines.push({ sku, spu, hold, unitFen: hold ? hold.priceFen : grouped ? sku.groupPriceFen! : sku.priceFen });
      }

      for (const line of lines) {
        if (line.hold) continue;
        if (!(await takeStock(tx, line.sku.id))) throw appError(SHOP_ERRORS.soldOut);
      }

      const needLogistics = lines.some((l) => l.sku.needLogistics);
      const address = needLogistics ? await addressSnapshot(tx, userId, input.addressId) : null;
      const totalFen = lines.reduce((s, l) => s + l.unitFen, 0);
      const cartLines = lines.map((l) => ({ skuId: l.sku.id, amountFen: l.unitFen }));
      const couponFen = input.couponUserId ? await lockCoupon(tx, userId, input.couponUserId, cartLines, now) : 0;
      const payFen = Math.max(0, totalFen - couponFen);

      const [order] = await tx
        .insert(orders)
        .values({
          orderNo: newOrderNo(now),
          userId,
          needLogistics,
          totalFen,
          couponFen,
          payFen,
          couponUserId: input.couponUserId ?? null,
          groupId,
          address,
          remark: input.remark ?? null,
          idempotencyKey,
          payDeadline: new Date(now.getTime() + ORDER_PAY_TIMEOUT_MS),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: orders.id });
      const id = order!.id;
      await tx.insert(orderItems).values(
        lines.map((l) => ({
          orderId: id,
          skuId: l.sku.id,
          spuId: l.spu.id,
          title: l.spu.title,
          skuName: l.sku.name,
          coverUrl: l.spu.coverUrl,
          priceFen: l.unitFen,
          quantity: 1,
          needLogistics: l.sku.needLogistics,
        })),
      );
      await tx.insert(orderSeats).values(lines.map((l) => ({ userId, skuId: l.sku.id, orderId: id })));
      for (const l of lines) if (l.hold) await attachRenewalOrder(tx, l.hold.holdId, id);
      if (input.couponUserId) await attachCouponToOrder(tx, input.couponUserId, id);
      if (groupId) await tx.insert(groupMembers).values({ groupId, userId, orderId: id });
      if (input.fromCart) {
        await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.skuId, skuIds)));
      }
      // Free courses (and fully discounted orders) need no payment step.
      if (payFen === 0) await markOrderPaid(ctx, tx, id, 'free', now);
      return id;
    });
    return orderId;
  } catch (err) {
    // The same key twice at once in the one-statement lane: the second trips either unique index, whichever first.
    if (idempotencyKey && (isUniqueViolation(err, 'idem') || isUniqueViolation(err, 'seat'))) {
      const existing = await findByIdempotencyKey(ctx, userId, idempotencyKey);
      if (existing) return existing;
    }
    if (isUniqueViolation(err, 'seat')) throw appError(ORDER_ERRORS.repeatBuy);
    throw err;
  }
}

async function findByIdempotencyKey(ctx: AppContext, userId: number, key: string): Promise<number | null> {
  const [row] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row?.id ?? null;
}

async function addressSnapshot(tx: Transaction, userId: number, addressId: number | undefined) {
  if (!addressId) throw appError(ORDER_ERRORS.addressRequired);
  const [a] = await tx
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.id, addressId), eq(userAddresses.userId, userId)));
  if (!a) throw appError(ORDER_ERRORS.addressRequired);
  return {
    receiverName: a.receiverName,
    mobile: a.mobile,
    province: a.province,
    city: a.city,
    district: a.district,
    detail: a.detail,
  };
}

/**
 * Joins a forming group (row-locked, so it never overfills) or starts a new one. Returns the group id. A class
 * whose group buy staff switched off starts no new group, but a group already forming may still fill: the class
 * keeps its last group settings for it (class-edit-rules).
 */
async function takeGroupPlace(
  ctx: AppContext,
  tx: Transaction,
  userId: number,
  sku: typeof skus.$inferSelect,
  groupId: number | undefined,
  now: Date,
): Promise<number> {
  if (
    (!sku.isGroup && groupId === undefined) ||
    !sku.groupMemberNum ||
    sku.groupPriceFen === null ||
    !sku.groupHoursValid
  ) {
    throw appError(ORDER_ERRORS.notGroupSku);
  }
  if (groupId === undefined) {
    const [g] = await tx
      .insert(groupBuys)
      .values({
        skuId: sku.id,
        leaderUserId: userId,
        memberNum: sku.groupMemberNum,
        expiresAt: new Date(now.getTime() + sku.groupHoursValid * 3600_000),
        createdAt: now,
      })
      .returning({ id: groupBuys.id });
    return g!.id;
  }
  const [g] = await tx.select().from(groupBuys).where(eq(groupBuys.id, groupId)).for('update');
  if (!g || g.skuId !== sku.id) throw appError(ORDER_ERRORS.groupNotFound);
  if (g.status !== GROUP_STATUS.forming || g.expiresAt <= now) throw appError(ORDER_ERRORS.groupNotJoinable);
  const members = await tx
    .select({ userId: groupMembers.userId, orderId: groupMembers.orderId })
    .from(groupMembers)
    .innerJoin(orders, eq(orders.id, groupMembers.orderId))
    .where(and(eq(groupMembers.groupId, g.id), ne(orders.status, ORDER_STATUS.closed)));
  if (members.some((m) => m.userId === userId)) throw appError(ORDER_ERRORS.groupAlreadyJoined);
  // Unpaid members hold a place too, so a group is never promised to more buyers than it has places.
  if (members.length >= g.memberNum) throw appError(ORDER_ERRORS.groupNotJoinable);
  void ctx;
  return g.id;
}
