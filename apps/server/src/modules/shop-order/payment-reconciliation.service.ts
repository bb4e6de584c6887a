import { and, desc, eq, gte, inArray, isNull, max, ne, sql } from 'drizzle-orm';
import { withAdvisoryLocks } from '../../db/advisory-lock';
import { orders, paymentReconciliationRuns, paymentReconciliations, payments, refunds } from '../../db/schema';
import { CLOSE_REASON, ORDER_STATUS, type ReconciliationRecord } from '@salt/domain';
import type { AppContext } from '../../platform/context';
import type { PaymentQueryResult } from '../../platform/payment/payment-provider';
import {
  applyPaidAnswer,
  closeTrade,
  OPEN_PAYMENT_STATUSES,
  queryTrade,
  recordFinding,
  type FindingContext,
  type Payment,
} from './payment-settlement';
import { refundPayment } from './refund-order.service';

/**
 * Compares the providers' books with our payments (issue 10). The sweep settles orders still open; this finds
 * what fell through anyway: money the provider took that we never applied (order paid if still open, else
 * refunded), payments we count as paid the provider does not know (flagged for staff, never silently undone),
 * amounts that differ (flagged), refunds owed that the provider has not done yet (retried), and attempts left
 * open at the provider on orders that are gone (closed).
 * Scheduled as the `shop-payment-reconcile` job (order-sweep.ts: checked hourly, runs once a day); an advisory lock
 * also keeps on-demand runs from overlapping.
 */

const DAY_MS = 24 * 3600_000;
export const RECONCILE_WINDOW_DAYS = 7;
export const RECONCILE_EVERY_MS = DAY_MS;
const LOCK = 'shop:payment-reconciliation';
const PAID_STATUSES = ['paid', 'refunded'];

export interface ReconcileOptions {
  /** Payments created within this many days are compared (default 7). */
  days?: number;
  /** Do nothing when a run finished less than this long ago (the daily schedule); on demand leaves it out. */
  unlessRanWithinMs?: number;
}

export interface ReconcileReport {
  runId: number;
  checked: number;
  agreed: number;
  applied: number;
  refunded: number;
  flagged: number;
  closed: number;
}

/** Runs one reconciliation; null when another instance is running one, or a run is not due yet. */
export async function reconcilePayments(ctx: AppContext, opts: ReconcileOptions = {}): Promise<ReconcileReport | null> {
  return withAdvisoryLocks(ctx.database.pool, async (locks) => {
    if (!(await locks.tryLock(LOCK, 0))) return null;
    try {
      const now = ctx.clock.now();
      if (opts.unlessRanWithinMs) {
        const [last] = await ctx.db
          .select({ at: max(paymentReconciliationRuns.finishedAt) })
          .from(paymentReconciliationRuns);
        if (last?.at && now.getTime() - last.at.getTime() < opts.unlessRanWithinMs) return null;
      }
      const windowFrom = new Date(now.getTime() - (opts.days ?? RECONCILE_WINDOW_DAYS) * DAY_MS);
      const [run] = await ctx.db
        .insert(paymentReconciliationRuns)
        .values({ windowFrom, startedAt: now })
        .returning({ id: paymentReconciliationRuns.id });
      const report: ReconcileReport = {
        runId: run!.id,
        checked: 0,
        agreed: 0,
        applied: 0,
        refunded: 0,
        flagged: 0,
        closed: 0,
      };
      const at: FindingContext = { source: 'reconcile', runId: run!.id };
      const candidates = new Map<number, Payment>();
      const unreconciled = await ctx.db
        .select()
        .from(payments)
        .where(and(gte(payments.createdAt, windowFrom), isNull(payments.reconciledAt)))
        .orderBy(payments.id);
      for (const p of unreconciled) candidates.set(p.id, p);
      await addListedTrades(ctx, windowFrom, candidates, at, report);
      for (const p of candidates.values()) {
        report.checked += 1;
        try {
          await reconcileOne(ctx, p, at, report);
        } catch (err) {
          // One bad row must not stop the rest; it is still unreconciled, so the next run sees it again.
          ctx.log.error({ err, outTradeNo: p.outTradeNo }, 'reconciling a payment failed');
        }
      }
      await ctx.db
        .update(paymentReconciliationRuns)
        .set({
          finishedAt: ctx.clock.now(),
          checked: report.checked,
          findings: report.applied + report.refunded + report.flagged + report.closed,
        })
        .where(eq(paymentReconciliationRuns.id, run!.id));
      return report;
    } finally {
      await locks.unlock(LOCK, 0);
    }
  });
}

/** One of our payments against the provider's answer. */
async function reconcileOne(ctx: AppContext, p: Payment, at: FindingContext, report: ReconcileReport) {
  const answer = await queryTrade(ctx, p);
  if (answer.state === 'unknown') return;
  const oursPaid = PAID_STATUSES.includes(p.status);
  const base = { payment: p, outTradeNo: p.outTradeNo, provider: p.provider, answer };
  if (answer.state === 'paid') {
    if (!oursPaid) {
      const done = await applyPaidAnswer(ctx, p, answer, at);
      if (done !== 'none') report[done] += 1;
      return;
    }
    if (answer.amountFen !== p.amountFen) {
      await flag(ctx, at, report, {
        ...base,
        finding: 'amount_mismatch',
        note: `provider ${answer.amountFen ?? '?'} fen, ours ${p.amountFen} fen`,
      });
      return;
    }
    if (p.status === 'paid' && !(await settleRefundOwed(ctx, p, at, report, answer))) return;
    await markReconciled(ctx, p.id);
    report.agreed += 1;
    return;
  }
  // The provider holds no money for this attempt.
  if (oursPaid) {
    await flag(ctx, at, report, { ...base, finding: 'paid_not_at_provider', note: 'staff: check before any change' });
    return;
  }
  const [order] = await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, p.orderId));
  // Still payable: the unpaid-order sweep owns it (it asks the provider before it closes the order).
  if (order?.status === ORDER_STATUS.pendingPayment) return;
  if (answer.state === 'closed') {
    await ctx.db
      .update(payments)
      .set({ status: 'closed' })
      .where(and(eq(payments.id, p.id), inArray(payments.status, OPEN_PAYMENT_STATUSES)));
    await markReconciled(ctx, p.id);
    report.agreed += 1;
    return;
  }
  // Open at the provider on an order that is gone: close it so it cannot take money any more.
  const done = await closeTrade(ctx, p, at);
  if (done === 'closed') {
    if (await recordFinding(ctx, at, { ...base, finding: 'stale_open_trade', action: 'closed' })) report.closed += 1;
    await markReconciled(ctx, p.id);
  } else if (done !== 'error' && done !== 'none') report[done] += 1;
}

/**
 * Paid on both sides, but the order is closed: the refund owed (late payment, failed group) did not go through
 * at the provider. It is retried under the same refund number, so the provider never pays it out twice. True
 * once nothing is owed any more.
 */
async function settleRefundOwed(
  ctx: AppContext,
  p: Payment,
  at: FindingContext,
  report: ReconcileReport,
  answer: PaymentQueryResult,
): Promise<boolean> {
  const [order] = await ctx.db
    .select({ status: orders.status, closeReason: orders.closeReason })
    .from(orders)
    .where(eq(orders.id, p.orderId));
  if (order?.status !== ORDER_STATUS.closed) return true;
  // Refunded class by class (退费, refundPart): the part not refunded (sessions held, posted materials) is the
  // school's, so nothing is owed; only an order closed without such refunds owes the whole payment back.
  const [byClass] = await ctx.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.paymentId, p.id),
        ne(refunds.outRefundNo, `R${p.outTradeNo}`.slice(0, 40)),
        ne(refunds.status, 'failed'),
      ),
    )
    .limit(1);
  if (byClass) return true;
  // The reason only names a refund not started at all (e.g. a crash between failing a group and refunding it).
  await refundPayment(ctx, p.id, order.closeReason === CLOSE_REASON.refund ? 'group-failed' : 'late-payment');
  const [after] = await ctx.db.select({ status: payments.status }).from(payments).where(eq(payments.id, p.id));
  if (after?.status !== 'refunded') return false;
  const base = { payment: p, outTradeNo: p.outTradeNo, provider: p.provider, answer };
  if (await recordFinding(ctx, at, { ...base, finding: 'paid_on_closed_order', action: 'refunded' })) {
    report.refunded += 1;
  }
  return true;
}

/**
 * Trades the providers list for the window (the dev store; a vendor's bill): a paid trade with no payment row of
 * ours is flagged; a trade disagreeing with a payment marked reconciled is compared again.
 */
async function addListedTrades(
  ctx: AppContext,
  windowFrom: Date,
  candidates: Map<number, Payment>,
  at: FindingContext,
  report: ReconcileReport,
) {
  for (const provider of ctx.payments.all) {
    if (!provider.listTrades) continue;
    let trades;
    try {
      trades = await provider.listTrades(windowFrom);
    } catch (err) {
      ctx.log.warn({ err, provider: provider.name }, 'listing provider trades failed');
      continue;
    }
    for (let i = 0; i < trades.length; i += 500) {
      const chunk = trades.slice(i, i + 500);
      const ours = await ctx.db
        .select()
        .from(payments)
        .where(
          inArray(
            payments.outTradeNo,
            chunk.map((t) => t.outTradeNo),
          ),
        );
      const byNo = new Map(ours.map((p) => [p.outTradeNo, p]));
      for (const trade of chunk) {
        const p = byNo.get(trade.outTradeNo);
        if (!p || p.provider !== provider.name) {
          if (trade.state === 'paid') {
            await flag(ctx, at, report, {
              payment: null,
              outTradeNo: trade.outTradeNo,
              provider: provider.name,
              answer: { state: 'paid', amountFen: trade.amountFen },
              finding: 'no_payment_row',
              note: 'paid at the provider, no payment of ours',
            });
          }
          continue;
        }
        const disagree =
          (trade.state === 'paid') !== PAID_STATUSES.includes(p.status) || trade.amountFen !== p.amountFen;
        if (disagree) candidates.set(p.id, p);
      }
    }
  }
}

async function flag(
  ctx: AppContext,
  at: FindingContext,
  report: ReconcileReport,
  row: Omit<Parameters<typeof recordFinding>[2], 'action'>,
) {
  if (await recordFinding(ctx, at, { ...row, action: 'flagged' })) report.flagged += 1;
}

async function markReconciled(ctx: AppContext, paymentId: number) {
  await ctx.db.update(payments).set({ reconciledAt: ctx.clock.now() }).where(eq(payments.id, paymentId));
}

/** What reconciliation, the sweep and cancels found and did, newest first, for staff. */
export async function reconciliationPage(ctx: AppContext, current: number, size: number) {
  const [{ total }] = (await ctx.db.select({ total: sql<number>`count(*)::int` }).from(paymentReconciliations)) as [
    { total: number },
  ];
  const records = await ctx.db
    .select()
    .from(paymentReconciliations)
    .orderBy(desc(paymentReconciliations.id))
    .limit(size)
    .offset((current - 1) * size);
  return {
    records: records.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) satisfies ReconciliationRecord[],
    total,
    current,
    size,
  };
}
