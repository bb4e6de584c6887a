/** What other modules may use of class-change (调班, 老生续报): everything else in this folder is its own business. */
export { classChangeRoutes } from './class-change.routes';
export type { ClassChangeDeps } from './class-change-review.service';
// createOrder claims a 老生续报 hold of the class it sells (seat and price) in its transaction; checkout's
// promotion preview prices the line the same way.
export { attachRenewalOrder, claimRenewalHold, defineClassChangeJobs, heldRenewalPrices } from './renewal-hold.service';
// 补差价: shop-order's markOrderPaid settles a change when its supplement order is paid; 退费 (shop-refund) computes a
// moved line from its current class and the money its changes moved.
export {
  lineChangeMoney,
  settleSupplementOrder,
  type LineChangeMoney,
  type SupplementOrders,
} from './supplement.service';
