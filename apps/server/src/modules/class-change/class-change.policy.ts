import { CLASS_CHANGE_ERRORS, isAdmin } from '@salt/domain';
import type { Actor } from '../../platform/auth/actor';
import { definePolicy, signedIn } from '../../platform/policy';

/**
 * 调班. A pupil acts on their own order lines and requests (the SQL reads them by the caller's id: another's is an
 * unknown 404). A request is decided by the tutor of the class the pupil leaves (the class's tutor or a session's,
 * `classesTutored`) or by admins; the class's teacher and tutor read their classes' requests and statistics.
 * Tutors have no console, so these are shop-area routes the console page also calls.
 */
export const classChangePolicy = definePolicy(
  {
    'change.own': signedIn,
    /** The reviewers' list and statistics at all: admins, or anyone who teaches or tutors a class. */
    'change.reviewList': async (actor: Actor | null) => {
      if (!signedIn(actor)) return false;
      if (isAdmin(actor.roles)) return true;
      return (await actor.classesTutored()).size > 0 || (await actor.classesTaught()).size > 0;
    },
    /** Approve or reject one request: admins, or the tutor of the class the pupil leaves. */
    'change.review': async (actor: Actor | null, r: { fromOfferingId: number }) => {
      if (!signedIn(actor)) return false;
      if (isAdmin(actor.roles)) return true;
      return (await actor.classesTutored()).has(r.fromOfferingId);
    },
  },
  {
    'change.reviewList': CLASS_CHANGE_ERRORS.reviewersOnly,
    'change.review': CLASS_CHANGE_ERRORS.notYourClass,
  },
);

/** The classes (offering ids) whose requests a non-admin reviewer reads: those they tutor or teach. */
export async function reviewScopeOf(actor: Actor): Promise<number[] | null> {
  if (isAdmin(actor.roles)) return null;
  return [...new Set([...(await actor.classesTutored()), ...(await actor.classesTaught())])];
}
