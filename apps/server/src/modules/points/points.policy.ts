import { mayReadBackOffice, POINTS_ERRORS } from '@salt/domain';
import type { Actor } from '../../platform/auth/actor';
import { definePolicy, signedIn } from '../../platform/policy';

/**
 * 盐值: a signed-in user reads their own balance, ledger and exchanges and exchanges in the mall (the services read
 * rows by the caller's id, so another's exchange is an unknown 404); the console's mall (goods, exchange orders,
 * shipping) is the admins'; teachers stay out.
 */
export const pointsPolicy = definePolicy(
  {
    'points.own': signedIn,
    'points.manage': (actor: Actor | null) => signedIn(actor) && mayReadBackOffice(actor.roles),
  },
  { 'points.manage': POINTS_ERRORS.staffOnly },
);
