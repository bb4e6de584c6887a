/** What other modules may use of shop-refund (退费): its routes and jobs; everything else is its own business. */
export { refundRoutes } from './refund.routes';
export { consoleRefundRoutes } from './console-refund.routes';
export { defineRefundJobs, REFUND_SWEEP_JOB } from './refund-sweep';
