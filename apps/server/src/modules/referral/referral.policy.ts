import { mayReadBackOffice, REFERRAL_ERRORS } from '@salt/domain';
import type { Actor } from '../../platform/auth/actor';
import { definePolicy, signedIn } from '../../platform/policy';

/**
 * 推荐有礼: a signed-in user reads their own code, friends, rewards and withdrawals and receives their own rewards
 * (the services read rows by the caller's id, so another's reward is an unknown 404); the console's withdrawal
 * review is the admins'.
 */
export const referralPolicy = definePolicy(
  {
    'referral.own': signedIn,
    'referral.review': (actor: Actor | null) => signedIn(actor) && mayReadBackOffice(actor.roles),
  },
  { 'referral.review': REFERRAL_ERRORS.staffOnly },
);
