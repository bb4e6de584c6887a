import { canSeeConsole, CLASS_MARK_ERRORS, isAdmin } from '@salt/domain';
import type { Actor } from '../../platform/auth/actor';
import { definePolicy, signedIn } from '../../platform/policy';

/**
 * 课堂评价: a signed-in user reads their own sessions to rate (the SQL reads only their classes); a session is
 * rated only by a pupil actively enrolled in its class; the console's averages and comments are the admins' for
 * every class and a teacher's for the classes they teach, and only admins see anonymous evaluations (without the
 * pupil's name): a teacher's view leaves them out.
 */
export const classMarkPolicy = definePolicy(
  {
    'classMark.own': signedIn,
    'classMark.rate': (actor: Actor | null, r: { enrolled: boolean }) => signedIn(actor) && r.enrolled,
    'classMark.list': (actor: Actor | null) => signedIn(actor) && canSeeConsole(actor.roles),
    'classMark.read': async (actor: Actor | null, r: { offeringId: number }) => {
      if (!signedIn(actor)) return false;
      if (isAdmin(actor.roles)) return true;
      return canSeeConsole(actor.roles) && (await actor.classesTaught()).has(r.offeringId);
    },
    'classMark.seeAnonymous': (actor: Actor | null) => signedIn(actor) && isAdmin(actor.roles),
  },
  {
    'classMark.rate': CLASS_MARK_ERRORS.notEnrolled,
    'classMark.read': CLASS_MARK_ERRORS.notYourClass,
    'classMark.list': CLASS_MARK_ERRORS.notYourClass,
  },
);
