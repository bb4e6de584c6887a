import { PARENT_ERRORS, PARENT_ROLE_ID } from '@salt/domain';
import type { Actor } from '../../platform/auth/actor';
import { definePolicy, signedIn } from '../../platform/policy';

const isParent = (actor: Actor) => actor.roles.includes(PARENT_ROLE_ID);

/**
 * 家长端: only parent accounts (role 3) bind and unbind their own children, and read a child only while bound
 * (parent_student). A pupil reaching the portal is told to use the learning centre.
 */
export const parentPolicy = definePolicy(
  {
    'parent.self': (actor: Actor | null) => signedIn(actor) && isParent(actor),
    'parent.readChild': async (actor: Actor | null, childId: number) =>
      signedIn(actor) && isParent(actor) && (await actor.boundChildren()).has(childId),
  },
  { 'parent.self': PARENT_ERRORS.notParent, 'parent.readChild': PARENT_ERRORS.notBound },
);
