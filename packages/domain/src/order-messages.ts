import { ORDER_ERRORS, messagesOf } from './errors';

/** The order catalogue's texts by key (see `./errors/order.ts`), and the goods page's notices. */
export const ORDER_MESSAGES = {
  ...messagesOf(ORDER_ERRORS),
  /** Checkout and the goods page, for a class the buyer already has (before 提交订单 would answer repeatBuy). */
  alreadyEnrolled: '您已报名该班级，无需重复购买',
  alreadyOrdered: '该班级已有待付款订单，请先完成支付',
  alreadyBought: '您已购买过该班级',
} as const;

/** Unpaid orders close after this long; their seats and coupons are released. */
export const ORDER_PAY_TIMEOUT_MS = 30 * 60_000;
