import { and, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { REFUND_ERRORS } from '@salt/domain';
import { paymentNotifications, payments, refunds } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import {
  PaymentGatewayError,
  PaymentVerificationError,
  type NotificationAck,
  type PaymentNotificationInput,
  type RefundStateResult,
} from '../../platform/payment/payment-provider';

export type RefundRow = typeof refunds.$inferSelect;

export interface RefundPartInput {
  orderId: number;
  amountFen: number;
  /** Stored with the refund (at most 32 characters) and sent to the provider. */
  reason: string;
  /** Ours, unique per refund: providers de-duplicate on it, so a retried call never refunds twice. */
  outRefundNo: string;
  /** Absolute URL for the provider's refund-result notification (WeChat Pay), without the provider's name. */
  notifyUrlBase?: string | undefined;
}

/**
 * Refunds part of an order's payment through the provider that took it (退费 of one class, 调班 to a cheaper
 * class). The refund row is written first, under the payment's row lock, and only when the refunds of the
 * payment (failed ones excepted) stay within its amount, so any number of concurrent calls never refund more than
 * was paid; the same `outRefundNo` again answers the refund already recorded (and asks the provider again while
 * it is processing, which the provider de-duplicates). Then the provider: success settles the row; processing waits
 * for the notification or the sweep (`queryRefund`); a refusal marks it failed with the provider's reason (a new
 * number may retry it); a network failure leaves it processing for the sweep to ask about.
 */
export async function refundPart(ctx: AppContext, input: RefundPartInput): Promise<RefundRow> {
  if (!Number.isSafeInteger(input.amountFen) || input.amountFen <= 0) throw appError(REFUND_ERRORS.overrideInvalid);
  const { refund, payment } = await ctx.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, input.orderId), inArray(payments.status, ['paid', 'refunded'])))
      .orderBy(desc(payments.paidAt), desc(payments.id))
      .limit(1)
      .for('update');
    if (!payment) throw appError(REFUND_ERRORS.noPayment);
    const [same] = await tx.select().from(refunds).where(eq(refunds.outRefundNo, input.outRefundNo));
    if (same) return { refund: same, payment };
    const [sum] = await tx
      .select({ fen: sql<number>`coalesce(sum(${refunds.amountFen}), 0)::int` })
      .from(refunds)
      .where(and(eq(refunds.paymentId, payment.id), ne(refunds.status, 'failed')));
    if ((sum?.fen ?? 0) + input.amountFen > payment.amountFen) throw appError(REFUND_ERRORS.overPayment);
    const [row] = await tx
      .insert(refunds)
      .values({
        outRefundNo: input.outRefundNo,
        orderId: input.orderId,
        paymentId: payment.id,
        amountFen: input.amountFen,
        reason: input.reason.slice(0, 32),
        createdAt: ctx.clock.now(),
      })
      .returning();
    return { refund: row!, payment };
  });
  if (refund.status !== 'processing') return refund;
  const provider = ctx.payments.byName(payment.provider);
  if (!provider) {
    return (
      (await settleRefund(ctx, { outRefundNo: refund.outRefundNo, status: 'failed', failReason: '退款渠道未开通' })) ??
      refund
    );
  }
  try {
    const result = await provider.refund({
      outTradeNo: payment.outTradeNo,
      outRefundNo: refund.outRefundNo,
      totalFen: payment.amountFen,
      refundFen: refund.amountFen,
      reason: input.reason,
      notifyUrl: input.notifyUrlBase ? `${input.notifyUrlBase}${provider.name}` : undefined,
    });
    if (result.status === 'success') {
      return (
        (await settleRefund(ctx, {
          outRefundNo: refund.outRefundNo,
          status: 'success',
          vendorRefundId: result.refundId,
        })) ?? (await refundByNo(ctx, refund.outRefundNo))!
      );
    }
    const [row] = await ctx.db
      .update(refunds)
      .set({ vendorRefundId: result.refundId })
      .where(eq(refunds.id, refund.id))
      .returning();
    return row ?? refund;
  } catch (err) {
    if (isTransient(err)) {
      ctx.log.error({ err, outRefundNo: refund.outRefundNo }, 'refund: provider unreachable, left processing');
      return refund;
    }
    const failReason = err instanceof PaymentGatewayError ? `${err.code}: ${err.message}` : String(err);
    ctx.log.warn({ err, outRefundNo: refund.outRefundNo }, 'refund refused by the provider');
    return (await settleRefund(ctx, { outRefundNo: refund.outRefundNo, status: 'failed', failReason })) ?? refund;
  }
}

/** Network trouble or a vendor's 5xx: the refund may or may not exist there; only a query can tell. */
function isTransient(err: unknown): boolean {
  if (!(err instanceof PaymentGatewayError)) return false;
  return err.code === 'NETWORK' || /^HTTP_5\d\d$/.test(err.code) || err.code === 'SYSTEM_ERROR';
}

export async function refundByNo(ctx: AppContext, outRefundNo: string): Promise<RefundRow | null> {
  const [row] = await ctx.db.select().from(refunds).where(eq(refunds.outRefundNo, outRefundNo));
  return row ?? null;
}

export async function refundById(ctx: AppContext, id: number): Promise<RefundRow | null> {
  const [row] = await ctx.db.select().from(refunds).where(eq(refunds.id, id));
  return row ?? null;
}

/**
 * Records a refund's final state once: `processing` → success or failed (`WHERE status = 'processing'`), so a
 * replayed notification, a sweep and the provider's synchronous answer racing each other act once. Answers the row
 * when this call changed it, else null. A payment refunded in full becomes 'refunded'.
 */
export async function settleRefund(
  ctx: AppContext,
  s: { outRefundNo: string; status: 'success' | 'failed'; failReason?: string; vendorRefundId?: string },
): Promise<RefundRow | null> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(refunds)
      .set({
        status: s.status,
        failReason: s.status === 'failed' ? (s.failReason ?? '').slice(0, 200) : null,
        succeededAt: s.status === 'success' ? now : null,
        ...(s.vendorRefundId ? { vendorRefundId: s.vendorRefundId } : {}),
      })
      .where(and(eq(refunds.outRefundNo, s.outRefundNo), eq(refunds.status, 'processing')))
      .returning();
    if (!row) return null;
    if (s.status === 'success') {
      await tx
        .update(payments)
        .set({ status: 'refunded' })
        .where(
          and(
            eq(payments.id, row.paymentId),
            eq(payments.status, 'paid'),
            sql`${payments.amountFen} <= (select coalesce(sum(amount_fen), 0) from shop_refund
              where payment_id = ${row.paymentId} and status = 'success')`,
          ),
        );
    }
    return row;
  });
}

/** Refunds still processing since before `before` (the sweep asks the provider about them). */
export async function processingRefunds(ctx: AppContext, before: Date, limit = 100): Promise<RefundRow[]> {
  return ctx.db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, 'processing'), lt(refunds.createdAt, before)))
    .orderBy(refunds.createdAt)
    .limit(limit);
}

/**
 * Asks the provider about one processing refund and settles it when the provider has an answer (the sweep, after
 * a crash between the provider call and its notification). Answers the row this call settled, else null.
 */
export async function queryAndSettleRefund(ctx: AppContext, refund: RefundRow): Promise<RefundRow | null> {
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, refund.paymentId));
  const provider = payment ? ctx.payments.byName(payment.provider) : undefined;
  if (!payment || !provider) return null;
  let state: RefundStateResult;
  try {
    state = await provider.queryRefund({ outTradeNo: payment.outTradeNo, outRefundNo: refund.outRefundNo });
  } catch (err) {
    ctx.log.warn({ err, outRefundNo: refund.outRefundNo }, 'refund query failed; asked again next sweep');
    return null;
  }
  if (state.status === 'processing') return null;
  return settleRefund(ctx, {
    outRefundNo: refund.outRefundNo,
    status: state.status,
    failReason: `${state.vendorState}`,
    vendorRefundId: state.refundId,
  });
}

export type RefundNotificationOutcome = 'refund-success' | 'refund-failed' | 'refund-duplicate' | 'refund-unknown';

/**
 * A provider's refund-result notification: verified over the raw body, recorded in shop_payment_notification
 * whatever happens (under the refund's payment number), settled once (`settleRefund`): a replay is recorded as a
 * duplicate and changes nothing. Answers the row it settled so the caller can finish what waited on it.
 */
export async function handleRefundNotification(
  ctx: AppContext,
  providerName: string,
  input: PaymentNotificationInput,
  sourceIp: string | null,
): Promise<{ ack: NotificationAck | null; settled: RefundRow | null }> {
  const provider = ctx.payments.byName(providerName);
  if (!provider?.verifyRefundNotification) return { ack: null, settled: null };
  const body = typeof input.rawBody === 'string' ? input.rawBody : input.rawBody.toString('utf8');
  const record = (outcome: string, outTradeNo: string | null, verified: boolean) =>
    ctx.db.insert(paymentNotifications).values({
      provider: providerName,
      outTradeNo,
      verified,
      outcome,
      body,
      sourceIp,
      createdAt: ctx.clock.now(),
    });
  let state: RefundStateResult;
  try {
    state = await provider.verifyRefundNotification(input);
  } catch (err) {
    if (!(err instanceof PaymentVerificationError)) throw err;
    ctx.log.warn({ err, provider: providerName, sourceIp }, 'refund notification rejected');
    await record('rejected', null, false);
    return { ack: provider.notificationAck(false, '验签失败'), settled: null };
  }
  const refund = await refundByNo(ctx, state.outRefundNo);
  if (!refund) {
    await record('refund-unknown', null, true);
    return { ack: provider.notificationAck(false, 'unknown refund'), settled: null };
  }
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, refund.paymentId));
  let settled: RefundRow | null = null;
  if (state.status !== 'processing') {
    settled = await settleRefund(ctx, {
      outRefundNo: state.outRefundNo,
      status: state.status,
      failReason: state.vendorState,
      vendorRefundId: state.refundId,
    });
  }
  const outcome: RefundNotificationOutcome = settled
    ? settled.status === 'success'
      ? 'refund-success'
      : 'refund-failed'
    : 'refund-duplicate';
  await record(outcome, payment?.outTradeNo ?? null, true);
  return { ack: provider.notificationAck(true), settled };
}
