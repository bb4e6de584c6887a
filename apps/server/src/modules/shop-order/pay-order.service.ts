import { and, eq } from 'drizzle-orm';
import { ORDER_ERRORS, ORDER_STATUS } from '@salt/domain';
import { orders, payments } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import type { PaymentChannel } from '../../platform/payment/payment-provider';
import { newOrderNo } from './order-number';
import { applyPaidAnswer, openPaymentsOf, queryTrade } from './payment-settlement';

export interface PayOrderAnswer {
  orderId: number;
  outTradeNo: string;
  paid: boolean;
  kind: 'redirect' | 'qr' | 'jsapi' | 'form' | 'none';
  url?: string;
  codeUrl?: string;
  html?: string;
  params?: Record<string, string>;
}

/**
 * Starts a payment attempt for an unpaid order (or answers paid when an earlier attempt turns out paid at the
 * provider): a fresh out_trade_no per attempt (vendors refuse to reuse one
 * after a failure), the amount always the order's own payFen.
 */
export async function payOrder(
  ctx: AppContext,
  userId: number,
  orderId: number,
  channel: PaymentChannel,
  client: { ip: string; origin: string },
  openId?: string,
  /** A bound parent paying for the child (the caller checked the binding): recorded as the attempt's payer. */
  payerId: number = userId,
): Promise<PayOrderAnswer> {
  const now = ctx.clock.now();
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw appError(ORDER_ERRORS.orderNotFound);
  if (order.status !== ORDER_STATUS.pendingPayment || order.payDeadline <= now) throw appError(ORDER_ERRORS.notPayable);
  const provider = ctx.payments.forChannel(channel);
  if (!provider) throw appError(ORDER_ERRORS.channelUnavailable);
  // An earlier attempt the provider already took money for (its notification lost) pays the order now, rather
  // than the family being charged a second time.
  for (const p of await openPaymentsOf(ctx, orderId)) {
    const answer = await queryTrade(ctx, p);
    if (answer.state === 'paid' && (await applyPaidAnswer(ctx, p, answer, { source: 'pay' })) === 'applied') {
      return { orderId, outTradeNo: p.outTradeNo, paid: true, kind: 'none' };
    }
  }

  const outTradeNo = newOrderNo(now, 'P');
  await ctx.db.insert(payments).values({
    outTradeNo,
    orderId,
    provider: provider.name,
    channel,
    amountFen: order.payFen,
    payerUserId: payerId,
    createdAt: now,
  });
  // The payer's own origin (their login lives there), so paying never lands them logged out on another host.
  const base = client.origin;
  try {
    const result = await provider.initiate({
      outTradeNo,
      amountFen: order.payFen,
      description: `盐课堂订单 ${order.orderNo}`,
      channel,
      notifyUrl: `${base}/api/shop/pay/notify/${provider.name}`,
      returnUrl:
        payerId === userId
          ? `${base}/m-shop/userOrderNew?orderId=${order.id}`
          : `${base}/parent/payment?studentId=${userId}&paidOrderId=${order.id}`,
      clientIp: client.ip,
      openId,
      expiresAt: order.payDeadline,
    });
    const answer: PayOrderAnswer = { orderId, outTradeNo, paid: false, kind: result.kind };
    if (result.kind === 'redirect') answer.url = result.url;
    if (result.kind === 'qr') answer.codeUrl = result.codeUrl;
    if (result.kind === 'form') answer.html = result.html;
    if (result.kind === 'jsapi') answer.params = { ...result.params };
    return answer;
  } catch (err) {
    ctx.log.error({ err, outTradeNo }, 'payment initiation failed');
    await ctx.db.update(payments).set({ status: 'failed' }).where(eq(payments.outTradeNo, outTradeNo));
    throw appError(ORDER_ERRORS.paymentFailed);
  }
}
