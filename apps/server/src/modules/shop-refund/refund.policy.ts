import { CONSOLE_ERRORS, mayReadBackOffice } from '@salt/domain';
import type { Actor } from '../../platform/auth/actor';
import { anyone, definePolicy, signedIn } from '../../platform/policy';

/**
 * 退费: a signed-in pupil applies for and cancels refunds of their own order lines (the services read lines and
 * requests by the caller's id, so another's is an unknown 404); the console's review is the back office's (admins),
 * teachers stay out. Provider callbacks carry no token: their signature is the check.
 */
export const refundPolicy = definePolicy(
  {
    'refund.own': signedIn,
    'refund.manage': (actor: Actor | null) => signedIn(actor) && mayReadBackOffice(actor.roles),
    'refund.callback': anyone,
  },
  { 'refund.manage': CONSOLE_ERRORS.adminAction },
);
