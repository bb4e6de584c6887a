import { and, eq, inArray } from 'drizzle-orm';
import { payments } from '../../db/schema';
import type { AppContext } from '../../platform/context';

/**
 * After orders close, their still-pending vendor trades are closed too, so a payer cannot pay an order that is
 * gone (a payment that slips through anyway is refunded when its notification arrives).
 */
export async function closePendingPayments(ctx: AppContext, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const pending = await ctx.db
    .select()
    .from(payments)
    .where(and(inArray(payments.orderId, orderIds), eq(payments.status, 'pending')));
  for (const p of pending) {
    await ctx.payments
      .byName(p.provider)
      ?.close(p.outTradeNo)
      .catch((err) => ctx.log.warn({ err, outTradeNo: p.outTradeNo }, 'closing vendor trade failed'));
    await ctx.db
      .update(payments)
      .set({ status: 'closed' })
      .where(and(eq(payments.id, p.id), eq(payments.status, 'pending')));
  }
}
