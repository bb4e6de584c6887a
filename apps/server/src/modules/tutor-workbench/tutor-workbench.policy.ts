import { TUTOR_WB_ERRORS, TEACHER_ROLE_ID, TUTOR_ROLE_IDS, isAdmin } from '@salt/domain';
import type { Actor } from '../../platform/auth/actor';
import { definePolicy, signedIn } from '../../platform/policy';

const isClassStaff = (roles: readonly number[]) =>
  roles.includes(TEACHER_ROLE_ID) || roles.some((r) => (TUTOR_ROLE_IDS as readonly number[]).includes(r));

/** The classes the actor looks after: those they tutor or teach (staff see every class, see scope.ts). */
export async function ownClasses(actor: Actor): Promise<Set<number>> {
  return new Set([...(await actor.classesTutored()), ...(await actor.classesTaught())]);
}

/**
 * 辅导老师工作台: tutors and teachers (roles 7/10/130 and 6) see the classes they tutor or teach, staff every class;
 * pupils and parents never. A class, or a pupil, outside the caller's classes is refused (403), whoever asks.
 */
export const tutorWorkbenchPolicy = definePolicy(
  {
    'tw.use': (actor: Actor | null) => signedIn(actor) && (isAdmin(actor.roles) || isClassStaff(actor.roles)),
    'tw.class': async (actor: Actor | null, offeringId: number) =>
      signedIn(actor) && (isAdmin(actor.roles) || (await ownClasses(actor)).has(offeringId)),
  },
  { 'tw.use': TUTOR_WB_ERRORS.notStaff, 'tw.class': TUTOR_WB_ERRORS.notYourClass },
);
