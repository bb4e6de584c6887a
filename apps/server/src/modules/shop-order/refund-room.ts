import { and, desc, eq, inArray, like, ne, notLike, or, sql } from 'drizzle-orm';
import { payments, refunds } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import type { RefundRow } from './refund-part.service';

/**
 * What an order's payment can still return: its amount less its refunds that did not fail, leaving out the refunds
 * numbered `except` (a request's current attempt, so planning it again gives the same legs). 0 without a payment.
 */
export async function refundRoomFen(ctx: AppContext, orderId: number, except?: string): Promise<number> {
  const [payment] = await ctx.db
    .select({ id: payments.id, amountFen: payments.amountFen })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['paid', 'refunded'])))
    .orderBy(desc(payments.paidAt), desc(payments.id))
    .limit(1);
  if (!payment) return 0;
  const [sum] = await ctx.db
    .select({ fen: sql<number>`coalesce(sum(${refunds.amountFen}), 0)::int` })
    .from(refunds)
    .where(
      and(
        eq(refunds.paymentId, payment.id),
        ne(refunds.status, 'failed'),
        except ? and(ne(refunds.outRefundNo, except), notLike(refunds.outRefundNo, `${except}S%`)) : undefined,
      ),
    );
  return Math.max(0, payment.amountFen - (sum?.fen ?? 0));
}

/** The refunds numbered `base` or `base` + 'S…' (one attempt of a request, over several payments). */
export async function refundsNumbered(ctx: AppContext, base: string): Promise<RefundRow[]> {
  return ctx.db
    .select()
    .from(refunds)
    .where(or(eq(refunds.outRefundNo, base), like(refunds.outRefundNo, `${base}S%`)))
    .orderBy(refunds.id);
}
