import { CLOSE_REASON, ORDER_STATUS, type OrderStatus } from './order-display-status';

/**
 * The order life cycle as one table: every status change the server makes is one of these events, and
 * `orderTransition` is the only place that says where an event leads. The server reads the current status under
 * a row lock, asks this function, and writes the answer with `WHERE status = <what it read>`, so two racing
 * actions (a sweep and a payment, two cancels) can never both move the same order.
 *
 *   0 待付款 ── pay ──────────▶ 1 已付款 ── ship ──▶ 2 已发货 ── receive ──▶ 3 已完成
 *      │     └─ pay-digital ───────────────────────────────────────────────▶ 3
 *      ├─ cancel ─────▶ 5 已关闭 (cancel)
 *      └─ close-unpaid ▶ 5 已关闭 (timeout: pay deadline passed, or its group failed)
 *   1, 3 ── group-fail ──▶ 5 已关闭 (refund: paid into a group that never filled)
 *   1, 2, 3 ── refund ──▶ 5 已关闭 (refund: every class of the order was refunded, 退费)
 */
export type OrderEvent =
  /** Paid, with materials to post: waits for delivery. */
  | 'pay'
  /** Paid, nothing to post (classes only, free courses): complete at once. */
  | 'pay-digital'
  /** The buyer cancels an unpaid order. */
  | 'cancel'
  /** An unpaid order closes: its pay deadline passed, or the group it was joining failed. */
  | 'close-unpaid'
  /** Staff send the last parcel of a paid order (earlier parcels leave it paid, shown 部分发货). */
  | 'ship'
  /** The buyer confirms the materials arrived. */
  | 'receive'
  /** The group a paid order belongs to failed: the order closes as refunded. */
  | 'group-fail'
  /** Every line of a paid order was refunded (退费): the order closes as refunded. */
  | 'refund'
  /**
   * A refund took the last materials a paid order still had to post and none had been posted: the rest of the
   * order (its classes) is complete, as if bought without materials. When some were posted it is 'ship' instead.
   */
  | 'nothing-to-post';

const S = ORDER_STATUS;

const TRANSITIONS: Record<OrderEvent, Partial<Record<OrderStatus, OrderStatus>>> = {
  pay: { [S.pendingPayment]: S.paid },
  'pay-digital': { [S.pendingPayment]: S.completed },
  cancel: { [S.pendingPayment]: S.closed },
  'close-unpaid': { [S.pendingPayment]: S.closed },
  ship: { [S.paid]: S.shipped },
  receive: { [S.shipped]: S.completed },
  // A shipped order is never failed with its group: its parcel is on the way (the group sweep never did).
  'group-fail': { [S.paid]: S.closed, [S.completed]: S.closed },
  refund: { [S.paid]: S.closed, [S.shipped]: S.closed, [S.completed]: S.closed },
  'nothing-to-post': { [S.paid]: S.completed },
};

export const ORDER_EVENTS = Object.keys(TRANSITIONS) as OrderEvent[];

/** The status `event` moves an order in `status` to, or null when the event is refused in that status. */
export function orderTransition(status: string, event: OrderEvent): OrderStatus | null {
  return TRANSITIONS[event][status as OrderStatus] ?? null;
}

/** Statuses an event may start from (for reads that pick candidates, e.g. the sweep's "unpaid and due"). */
export function orderStatusesAllowing(event: OrderEvent): OrderStatus[] {
  return Object.keys(TRANSITIONS[event]) as OrderStatus[];
}

/** The payment event for an order: with materials to post it waits for delivery, else it is complete. */
export function payEventOf(needLogistics: boolean): 'pay' | 'pay-digital' {
  return needLogistics ? 'pay' : 'pay-digital';
}

/** The events that close an order, and the close reason each records (read by the display status). */
export type CloseEvent = 'cancel' | 'close-unpaid' | 'group-fail' | 'refund';
export const CLOSE_REASON_OF: Record<CloseEvent, (typeof CLOSE_REASON)[keyof typeof CLOSE_REASON]> = {
  cancel: CLOSE_REASON.cancel,
  'close-unpaid': CLOSE_REASON.timeout,
  'group-fail': CLOSE_REASON.refund,
  refund: CLOSE_REASON.refund,
};
