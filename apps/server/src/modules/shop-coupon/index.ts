/** What other modules may use of shop-coupon: everything else in this folder is its own business. */
export { couponRoutes } from './coupon.routes';
export { attachCouponToOrder, lockCoupon, releaseOrderCoupon, useOrderCoupon } from './coupon-lock.service';
export { grantCouponsInTx } from './coupon-grant.service';
export { consoleCouponRoutes } from './console-coupon.routes';
