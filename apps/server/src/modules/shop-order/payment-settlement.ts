import { and, eq, inArray } from 'drizzle-orm';
import { orders, paymentReconciliations, payments } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import type { PaymentQueryResult } from '../../platform/payment/payment-provider';
import { applyProviderPayment } from './payment-notification.service';

/**
 * Asking the provider about one of our payment attempts and acting on the answer, shared by the unpaid-order
 * sweep, cancel, a repeated pay press and the reconciliation job. A "paid" answer always goes through the notification path
 * (`applyProviderPayment`), so there is one way to mark an order paid.
 */

export type Payment = typeof payments.$inferSelect;

/** Attempts the provider may still turn into money: a failed dev attempt can be paid again on the same page. */
export const OPEN_PAYMENT_STATUSES = ['pending', 'failed'];

export type FindingSource = 'sweep' | 'cancel' | 'pay' | 'reconcile';
export type Finding =
  | 'paid_not_applied'
  | 'amount_mismatch'
  | 'paid_not_at_provider'
  | 'no_payment_row'
  | 'stale_open_trade'
  | 'paid_on_closed_order';
export type FindingAction = 'applied' | 'refunded' | 'flagged' | 'closed';

/** What applying a provider's paid answer did; 'none' when someone else already had (nothing new recorded). */
export type PaidSettlement = 'applied' | 'refunded' | 'flagged' | 'none';

/** The provider's answer; an unreachable provider is "unknown" (ask again later), never "unpaid". */
export async function queryTrade(ctx: AppContext, p: Payment): Promise<PaymentQueryResult> {
  const provider = ctx.payments.byName(p.provider);
  if (!provider) return { state: 'unknown', vendorState: 'PROVIDER_NOT_CONFIGURED' };
  try {
    return await provider.query(p.outTradeNo);
  } catch (err) {
    ctx.log.warn({ err, outTradeNo: p.outTradeNo }, 'payment query failed');
    return { state: 'unknown', vendorState: 'QUERY_FAILED' };
  }
}

export interface FindingContext {
  source: FindingSource;
  runId?: number | null;
}

/** Records a finding once per (trade, finding); true when this call recorded it. */
export async function recordFinding(
  ctx: AppContext,
  at: FindingContext,
  row: {
    payment: Payment | null;
    outTradeNo: string;
    provider: string;
    finding: Finding;
    answer: PaymentQueryResult;
    action: FindingAction;
    note?: string;
  },
): Promise<boolean> {
  const p = row.payment;
  const [order] = p ? await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, p.orderId)) : [];
  const inserted = await ctx.db
    .insert(paymentReconciliations)
    .values({
      runId: at.runId ?? null,
      source: at.source,
      paymentId: p?.id ?? null,
      orderId: p?.orderId ?? null,
      outTradeNo: row.outTradeNo,
      provider: row.provider,
      finding: row.finding,
      ourStatus: p?.status ?? null,
      orderStatus: order?.status ?? null,
      ourAmountFen: p?.amountFen ?? null,
      providerState: row.answer.state,
      providerVendorState: row.answer.vendorState?.slice(0, 32) ?? null,
      providerAmountFen: row.answer.amountFen ?? null,
      action: row.action,
      note: row.note ?? null,
      createdAt: ctx.clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: paymentReconciliations.id });
  if (row.action === 'flagged' && inserted.length > 0) {
    ctx.log.error({ outTradeNo: row.outTradeNo, finding: row.finding }, 'payment needs staff attention');
  }
  return inserted.length > 0;
}

/**
 * Applies a provider's "paid" answer for one of our payments as its notification would: the order becomes paid
 * if still unpaid, else the payment is refunded; an amount that differs from ours is flagged, never applied.
 * `p` is the payment as the caller saw it (recorded as "what we had").
 */
export async function applyPaidAnswer(
  ctx: AppContext,
  p: Payment,
  answer: PaymentQueryResult,
  at: FindingContext,
): Promise<PaidSettlement> {
  const base = { payment: p, outTradeNo: p.outTradeNo, provider: p.provider, answer };
  if (answer.amountFen === undefined || answer.amountFen !== p.amountFen) {
    const recorded = await recordFinding(ctx, at, {
      ...base,
      finding: 'amount_mismatch',
      action: 'flagged',
      note: `provider ${answer.amountFen ?? '?'} fen, ours ${p.amountFen} fen`,
    });
    return recorded ? 'flagged' : 'none';
  }
  const outcome = await applyProviderPayment(ctx, p.provider, {
    outTradeNo: p.outTradeNo,
    transactionId: answer.transactionId ?? '',
    amountFen: answer.amountFen,
    paid: true,
    paidAt: answer.paidAt ?? null,
    vendorState: answer.vendorState ?? 'PAID',
  });
  // 'duplicate': another sweep, run or the notification itself got there first and recorded what it did.
  if (outcome !== 'paid' && outcome !== 'late-refunded') return 'none';
  const action = outcome === 'paid' ? 'applied' : 'refunded';
  const [after] = await ctx.db.select({ status: payments.status }).from(payments).where(eq(payments.id, p.id));
  const note =
    action === 'refunded' && after?.status !== 'refunded'
      ? 'refund not done by the provider yet; reconciliation retries it'
      : undefined;
  await recordFinding(ctx, at, { ...base, finding: 'paid_not_applied', action, note });
  return action;
}

/**
 * Closes one open attempt at the provider so it can no longer take money. A close that answers "paid" is
 * applied like any paid answer (never dropped); our row becomes 'closed' only once the provider confirms.
 * 'error' means the provider could not be reached: the attempt stays open and is asked about again.
 */
export async function closeTrade(
  ctx: AppContext,
  p: Payment,
  at: FindingContext,
): Promise<PaidSettlement | 'closed' | 'error'> {
  const provider = ctx.payments.byName(p.provider);
  if (!provider) return 'error';
  let state: 'closed' | 'paid';
  try {
    state = (await provider.close(p.outTradeNo)).state;
  } catch (err) {
    ctx.log.warn({ err, outTradeNo: p.outTradeNo }, 'closing vendor trade failed');
    return 'error';
  }
  if (state === 'paid') {
    // A close answer carries no amount or transaction id; the query does.
    const answer = await queryTrade(ctx, p);
    if (answer.state !== 'paid') return 'error';
    return applyPaidAnswer(ctx, p, answer, at);
  }
  await ctx.db
    .update(payments)
    .set({ status: 'closed' })
    .where(and(eq(payments.id, p.id), inArray(payments.status, OPEN_PAYMENT_STATUSES)));
  return 'closed';
}

/** Our attempts of an order the provider may still take money for. */
export async function openPaymentsOf(ctx: AppContext, orderId: number): Promise<Payment[]> {
  return ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, OPEN_PAYMENT_STATUSES)));
}
