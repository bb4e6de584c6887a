import { CONSOLE_ERRORS, mayReadBackOffice } from '@salt/domain';
import type { Actor } from '../../platform/auth/actor';
import { definePolicy, signedIn } from '../../platform/policy';

/** Coupons: claiming, redeeming and reading one's own, and the promotions for one's own lines. */
export const couponPolicy = definePolicy(
  {
    'coupon.own': signedIn,
    /** The console's 营销 pages (templates, issuing, redeem-code batches): the back office's; teachers stay out. */
    'coupon.manage': (actor: Actor | null) => signedIn(actor) && mayReadBackOffice(actor.roles),
  },
  { 'coupon.manage': CONSOLE_ERRORS.adminAction },
);
