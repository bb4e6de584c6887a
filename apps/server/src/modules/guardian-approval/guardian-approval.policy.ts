import { GUARDIAN_ERRORS } from '@salt/domain';
import type { Actor } from '../../platform/auth/actor';
import { definePolicy, signedIn } from '../../platform/policy';

/**
 * 家长审批: a pupil asks (their own orders, checked by the service); only a parent bound to the child may read the
 * child's requests and unpaid orders, decide and pay. A pupil never decides their own request, even were they
 * somehow bound to themselves.
 */
export const guardianPolicy = definePolicy(
  {
    'guardian.use': signedIn,
    'guardian.child': async (actor: Actor | null, childId: number) =>
      signedIn(actor) && actor.userId !== childId && (await actor.boundChildren()).has(childId),
  },
  { 'guardian.child': GUARDIAN_ERRORS.notYourChild },
);
