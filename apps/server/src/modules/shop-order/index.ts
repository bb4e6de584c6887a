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
