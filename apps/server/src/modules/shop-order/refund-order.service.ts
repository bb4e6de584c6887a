import { and, eq } from 'drizzle-orm';
import { payments, refunds } from '../../db/schema';
import type { AppContext } from '../../platform/context';

/**
 * Refunds the paid payment of an order in full (a late payment, a failed group). The refund row (its number is
 * made from the payment's, and unique) is written first, so a retried sweep never refunds twice; the vendor call
 * then settles its status.
 */
export async function refundPayment(ctx: AppContext, paymentId: number, reason: string): Promise<void> {
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) return;
  const outRefundNo = `R${payment.outTradeNo}`.slice(0, 40);
  await ctx.db
    .insert(refunds)
    .values({ outRefundNo, orderId: payment.orderId, paymentId, amountFen: payment.amountFen, reason })
    .onConflictDoNothing();
  const [refund] = await ctx.db.select().from(refunds).where(eq(refunds.outRefundNo, outRefundNo));
  if (!refund || refund.status === 'success') return;
  const provider = ctx.payments.byName(payment.provider);
  if (!provider) {
    ctx.log.error({ paymentId }, 'refund: provider not configured');
    return;
  }
  try {
    const result = await provider.refund({
      outTradeNo: payment.outTradeNo,
      outRefundNo,
      totalFen: payment.amountFen,
      refundFen: payment.amountFen,
      reason,
    });
    await ctx.db.update(refunds).set({ status: result.status }).where(eq(refunds.id, refund.id));
    await ctx.db
      .update(payments)
      .set({ status: 'refunded' })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'paid')));
  } catch (err) {
    // Left 'processing': the next sweep retries it.
    ctx.log.error({ err, paymentId }, 'refund failed');
  }
}
