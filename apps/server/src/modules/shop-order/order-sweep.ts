import { and, asc, eq, getTableColumns, inArray, lt } from 'drizzle-orm';
import { GROUP_STATUS, ORDER_STATUS, orderStatusesAllowing, orderTransition } from '@salt/domain';
import { groupBuys, groupMembers, orders, payments } from '../../db/schema';
import { withAdvisoryLocks } from '../../db/advisory-lock';
import type { AppContext } from '../../platform/context';
import { closeOrder } from './close-order.command';
import { closePendingPayments } from './close-pending-payments';
import { applyPaidAnswer, closeTrade, OPEN_PAYMENT_STATUSES, openPaymentsOf, queryTrade } from './payment-settlement';
import { RECONCILE_EVERY_MS, reconcilePayments } from './payment-reconciliation.service';
import { refundPayment } from './refund-order.service';

const BATCH = 100;
const SWEEP_LOCK = 'shop:unpaid-order-sweep';

/**
 * How long past its deadline an order may stay open while its provider cannot say whether it was paid. After
 * that the trade is closed at the provider anyway (a close answering "paid" still pays the order).
 */
export const PAYMENT_UNKNOWN_GRACE_MS = 30 * 60_000;

type DueOutcome = 'paid' | 'closed' | 'waiting' | 'skipped';

/**
 * Settles unpaid orders past their deadline; answers how many it closed. Before closing, it asks the provider
 * about every open attempt: money the provider took while its notification never arrived (lost, or the process
 * died in between) pays the order instead, so the family is not charged again for a new order. Each order is
 * settled under a session advisory lock, so instances never settle the same order at once; orders another
 * instance holds are skipped.
 */
export async function sweepUnpaidOrders(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const due = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.status, orderStatusesAllowing('close-unpaid')), lt(orders.payDeadline, now)))
    .orderBy(asc(orders.payDeadline))
    .limit(BATCH);
  if (due.length === 0) return 0;
  return withAdvisoryLocks(ctx.database.pool, async (locks) => {
    let closed = 0;
    for (const { id } of due) {
      if (!(await locks.tryLock(SWEEP_LOCK, id))) continue;
      try {
        if ((await settleDueOrder(ctx, id, now)) === 'closed') closed += 1;
      } catch (err) {
        ctx.log.error({ err, orderId: id }, 'settling a due order failed');
      } finally {
        await locks.unlock(SWEEP_LOCK, id);
      }
    }
    return closed;
  });
}

async function settleDueOrder(ctx: AppContext, orderId: number, now: Date): Promise<DueOutcome> {
  const [order] = await ctx.db
    .select({ status: orders.status, payDeadline: orders.payDeadline })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || orderTransition(order.status, 'close-unpaid') === null) return 'skipped';
  const givingUp = now.getTime() >= order.payDeadline.getTime() + PAYMENT_UNKNOWN_GRACE_MS;
  const at = { source: 'sweep' } as const;
  let undecided = false;
  for (const p of await openPaymentsOf(ctx, orderId)) {
    const answer = await queryTrade(ctx, p);
    if (answer.state === 'paid' && (await applyPaidAnswer(ctx, p, answer, at)) === 'applied') return 'paid';
    if (answer.state === 'unknown') undecided = true;
  }
  if (undecided && !givingUp) return 'waiting';
  // Trades first, the order after: once the provider confirms no attempt can take money, giving the seat back is
  // safe, and a close answering "paid" pays the order rather than landing on a closed one.
  let unreachable = false;
  for (const p of await openPaymentsOf(ctx, orderId)) {
    const done = await closeTrade(ctx, p, at);
    if (done === 'applied') return 'paid';
    if (done === 'error') unreachable = true;
  }
  // Past the grace the order closes even so; its attempt stays open and reconciliation keeps asking.
  if (unreachable && !givingUp) return 'waiting';
  const closed = await ctx.db.transaction((tx) => closeOrder(tx, orderId, 'close-unpaid', now));
  return closed ? 'closed' : 'skipped';
}

/**
 * Fails groups that did not fill in time: unpaid member orders close, paid ones close as refunded and their
 * payments are refunded in full.
 */
export async function sweepExpiredGroups(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  await settleExpiredGroupMembers(ctx, now);
  const { failed, toRefund, closedUnpaid } = await ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: groupBuys.id })
      .from(groupBuys)
      .where(and(eq(groupBuys.status, GROUP_STATUS.forming), lt(groupBuys.expiresAt, now)))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const refundOrders: number[] = [];
    const unpaidClosed: number[] = [];
    for (const g of due) {
      await tx.update(groupBuys).set({ status: GROUP_STATUS.failed }).where(eq(groupBuys.id, g.id));
      const members = await tx
        .select({ orderId: groupMembers.orderId, status: orders.status })
        .from(groupMembers)
        .innerJoin(orders, eq(orders.id, groupMembers.orderId))
        .where(eq(groupMembers.groupId, g.id));
      for (const m of members) {
        if (m.status === ORDER_STATUS.pendingPayment) {
          if (await closeOrder(tx, m.orderId, 'close-unpaid', now)) unpaidClosed.push(m.orderId);
        } else if (await closeOrder(tx, m.orderId, 'group-fail', now)) refundOrders.push(m.orderId);
      }
    }
    return { failed: due.length, toRefund: refundOrders, closedUnpaid: unpaidClosed };
  });
  // Their open trades close at the provider too; one found paid after all is refunded, as the group failed.
  await closePendingPayments(ctx, closedUnpaid, 'sweep');
  if (toRefund.length > 0) {
    const paid = await ctx.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(inArray(payments.orderId, toRefund), eq(payments.status, 'paid')));
    for (const p of paid) await refundPayment(ctx, p.id, 'group-failed');
  }
  return failed;
}

/**
 * Before groups fail, money their unpaid members already paid at the provider (notification never applied) is
 * applied: a last place paid that way completes the group instead of failing it and refunding everyone.
 */
async function settleExpiredGroupMembers(ctx: AppContext, now: Date): Promise<void> {
  const open = await ctx.db
    .select(getTableColumns(payments))
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(groupMembers, eq(groupMembers.orderId, payments.orderId))
    .innerJoin(groupBuys, eq(groupBuys.id, groupMembers.groupId))
    .where(
      and(
        eq(groupBuys.status, GROUP_STATUS.forming),
        lt(groupBuys.expiresAt, now),
        eq(orders.status, ORDER_STATUS.pendingPayment),
        inArray(payments.status, OPEN_PAYMENT_STATUSES),
      ),
    )
    .limit(BATCH);
  for (const p of open) {
    const answer = await queryTrade(ctx, p);
    if (answer.state === 'paid') await applyPaidAnswer(ctx, p, answer, { source: 'sweep' });
  }
}

export const ORDER_SWEEP_JOB = 'shop-order-sweep';
export const PAYMENT_RECONCILE_JOB = 'shop-payment-reconcile';
/** How often the daily reconciliation asks whether it is due (it runs when no run finished within a day). */
const RECONCILE_CHECK_SECONDS = 3600;

/**
 * The shop's background jobs. With `SWEEP_INTERVAL_MS` > 0 this instance schedules them: the sweeps once per
 * interval and the reconciliation check once an hour, each once across all instances (the queue keeps one job
 * per period); with 0 it schedules nothing but still runs what others queue. The first period starts with the
 * app, so a restart after a crash settles what is due at once. The two are separate queues: a long run of provider
 * queries never holds up closing orders. Neither needs `oneAtATime`: overlapping runs are safe (per-order advisory
 * locks, SKIP LOCKED, the reconciliation's own lock), and a run left behind by a killed instance blocks nothing.
 */
export function defineOrderJobs(ctx: AppContext): void {
  const every = ctx.config.sweepIntervalMs > 0 ? ctx.config.sweepIntervalMs / 1000 : undefined;
  ctx.jobs.define({
    name: ORDER_SWEEP_JOB,
    everySeconds: every,
    // The next period's sweep is the retry; one order's failure is logged and skipped inside the sweep.
    retryLimit: 0,
    expireInSeconds: 10 * 60,
    handler: async () => {
      const [closedOrders, failedGroups] = await Promise.all([sweepUnpaidOrders(ctx), sweepExpiredGroups(ctx)]);
      return { closedOrders, failedGroups };
    },
  });
  ctx.jobs.define({
    name: PAYMENT_RECONCILE_JOB,
    everySeconds: every === undefined ? undefined : RECONCILE_CHECK_SECONDS,
    retryLimit: 3,
    retryDelaySeconds: 60,
    expireInSeconds: 60 * 60,
    handler: async () => {
      const report = await reconcilePayments(ctx, { unlessRanWithinMs: RECONCILE_EVERY_MS });
      if (report) ctx.log.info({ report }, 'payment reconciliation done');
      return report ?? { due: false };
    },
  });
}
