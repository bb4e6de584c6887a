/** What other modules may use of shop-order: everything else in this folder is its own business. */
export { DbDevPaymentStore } from './db-dev-payment-store';
export { groupRoutes } from './group.routes';
export { defineOrderJobs, sweepExpiredGroups, sweepUnpaidOrders } from './order-sweep';
export { orderRoutes } from './order.routes';
export { reconcilePayments } from './payment-reconciliation.service';
export { paymentRoutes } from './payment.routes';
export { dailySales, type DailySales } from './daily-sales.service';
export { latestOrdersOf } from './user-orders.service';
export { consoleOrderRoutes } from './console-order.routes';
export {
  handleRefundNotification,
  processingRefunds,
  queryAndSettleRefund,
  refundById,
  refundByNo,
  refundPart,
  settleRefund,
  type RefundPartInput,
  type RefundRow,
} from './refund-part.service';
export { closeRefundedOrder, releaseRefundedLine } from './refund-line.command';
export { refundRoomFen, refundsNumbered } from './refund-room';
// 补差价 orders of approved 调班, handed to class-change by the app (class-change may not import shop-order).
export { createSupplementOrder, isOrderUnpaid } from './supplement-order.command';
// 家长代付: guardian-approval pays a bound child's order with the parent as payer (it checks the binding).
export { payOrder, type PayOrderAnswer } from './pay-order.service';
