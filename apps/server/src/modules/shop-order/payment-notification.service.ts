import { and, count, eq, gte, isNull } from 'drizzle-orm';
import { ORDER_STATUS } from '@salt/domain';
import { orders, paymentNotifications, payments } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import type {
  NotificationAck,
  PaymentNotification,
  PaymentNotificationInput,
} from '../../platform/payment/payment-provider';
import { markOrderPaid } from './mark-order-paid.command';
import { refundPayment } from './refund-order.service';

export type NotificationOutcome =
  'paid' | 'duplicate' | 'failed' | 'late-refunded' | 'amount-mismatch' | 'unknown-trade' | 'rejected';

/**
 * Applies a vendor notification. Verified first; recorded always (so none is lost); idempotent under the
 * payment row lock: the same notification twice pays the order once. A payment that lands on an order that is
 * no longer unpaid (closed by the sweep, or paid by another attempt) is refunded, not kept.
 */
export async function handlePaymentNotification(
  ctx: AppContext,
  providerName: string,
  input: PaymentNotificationInput,
  sourceIp: string | null = null,
): Promise<{ outcome: NotificationOutcome; ack: NotificationAck | null }> {
  const provider = ctx.payments.byName(providerName);
  if (!provider) return { outcome: 'rejected', ack: null };
  const body = typeof input.rawBody === 'string' ? input.rawBody : input.rawBody.toString('utf8');
  let notification;
  try {
    notification = await provider.verifyNotification(input);
  } catch (err) {
    ctx.log.warn({ err, provider: providerName, sourceIp }, 'payment notification rejected');
    await recordRejected(ctx, providerName, body, sourceIp);
    return { outcome: 'rejected', ack: provider.notificationAck(false, '验签失败') };
  }
  const { outcome, refundPaymentId } = await applyVerifiedPayment(ctx, providerName, notification);
  await record(ctx, {
    provider: providerName,
    outTradeNo: notification.outTradeNo,
    verified: true,
    outcome,
    body,
    sourceIp,
  });
  if (refundPaymentId !== null) await refundPayment(ctx, refundPaymentId, 'late-payment');
  const ok = outcome !== 'amount-mismatch' && outcome !== 'unknown-trade';
  return { outcome, ack: provider.notificationAck(ok, ok ? undefined : outcome) };
}

/**
 * What a provider's answer to a query (sweep, reconciliation, a close that answered "paid") does: exactly what
 * the same verified notification would, refund of a payment landing on a closed order included.
 */
export async function applyProviderPayment(
  ctx: AppContext,
  providerName: string,
  result: PaymentNotification,
): Promise<NotificationOutcome> {
  const { outcome, refundPaymentId } = await applyVerifiedPayment(ctx, providerName, result);
  if (refundPaymentId !== null) await refundPayment(ctx, refundPaymentId, 'late-payment');
  return outcome;
}

/**
 * The one way a payment result is applied: under the payment row lock (then the order's), amount-checked,
 * idempotent. A paid result whose order is no longer unpaid answers the payment to refund once committed.
 */
async function applyVerifiedPayment(
  ctx: AppContext,
  providerName: string,
  notification: PaymentNotification,
): Promise<{ outcome: NotificationOutcome; refundPaymentId: number | null }> {
  const now = ctx.clock.now();
  let refundPaymentId: number | null = null;
  const outcome = await ctx.db.transaction(async (tx): Promise<NotificationOutcome> => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.outTradeNo, notification.outTradeNo))
      .for('update');
    if (!payment || payment.provider !== providerName) return 'unknown-trade';
    if (notification.amountFen !== payment.amountFen) return 'amount-mismatch';
    if (!notification.paid) {
      if (payment.status === 'pending') {
        await tx.update(payments).set({ status: 'failed' }).where(eq(payments.id, payment.id));
        await tx
          .update(orders)
          .set({ payType: 'failed', updatedAt: now })
          .where(and(eq(orders.id, payment.orderId), eq(orders.status, ORDER_STATUS.pendingPayment)));
      }
      return 'failed';
    }
    if (payment.status === 'paid' || payment.status === 'refunded') return 'duplicate';
    await tx
      .update(payments)
      .set({
        status: 'paid',
        transactionId: notification.transactionId || null,
        paidAt: notification.paidAt ?? now,
      })
      .where(eq(payments.id, payment.id));
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
    if (order && (await markOrderPaid(ctx, tx, order.id, payment.provider, now))) return 'paid';
    refundPaymentId = payment.id;
    return 'late-refunded';
  });
  return { outcome, refundPaymentId };
}

interface NotificationRecord {
  provider: string;
  outTradeNo: string | null;
  verified: boolean;
  outcome: string;
  body: string;
  sourceIp: string | null;
}

async function record(ctx: AppContext, row: NotificationRecord) {
  await ctx.db.insert(paymentNotifications).values({
    ...row,
    // PostgreSQL text cannot hold NUL (a binary body would be a 500): the stored copy is for people to read, the
    // signature was checked over the exact bytes.
    body: row.body.slice(0, 20_000).replaceAll('\u0000', '\ufffd'),
    createdAt: ctx.clock.now(),
  });
}

/** Rejected notifications kept per sender and hour; the rest are only logged. */
export const REJECTED_NOTIFICATIONS_KEPT_PER_HOUR = 20;
const REJECTED_BODY_KEPT = 2_000;

/**
 * Anyone can post to the notify route (vendors cannot authenticate to us first, so it has no rate limit): an
 * unverified body is worth keeping for a person to look at, a flood of them is not. A few an hour per source are
 * stored, shortened; past that they are only logged.
 */
async function recordRejected(ctx: AppContext, provider: string, body: string, sourceIp: string | null) {
  const since = new Date(ctx.clock.now().getTime() - 3_600_000);
  const [{ kept } = { kept: 0 }] = await ctx.db
    .select({ kept: count() })
    .from(paymentNotifications)
    .where(
      and(
        eq(paymentNotifications.verified, false),
        sourceIp === null ? isNull(paymentNotifications.sourceIp) : eq(paymentNotifications.sourceIp, sourceIp),
        gte(paymentNotifications.createdAt, since),
      ),
    );
  if (kept >= REJECTED_NOTIFICATIONS_KEPT_PER_HOUR) return;
  await record(ctx, {
    provider,
    outTradeNo: null,
    verified: false,
    outcome: 'rejected',
    body: body.slice(0, REJECTED_BODY_KEPT),
    sourceIp,
  });
}
