import { definePolicy, signedIn } from '../../platform/policy';

/** Coupons: claiming, redeeming and reading one's own, and the promotions for one's own lines. */
export const couponPolicy = definePolicy({ 'coupon.own': signedIn });
