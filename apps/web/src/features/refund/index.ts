/** 退费 (refunds): pages are loaded by the app's route table; other features link to /refund?orderId=. */
export { refundLinesQuery } from './api/refund-lines';
