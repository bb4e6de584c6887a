import { canSeeConsole, HOMEWORK_ERRORS, isAdmin, mayTeachIn, type LiveRole } from '@salt/domain';
import type { Actor, ActorRef } from '../../platform/auth/actor';
import { definePolicy, present, signedIn } from '../../platform/policy';

/**
 * Homework. Opening a session's homework is learning's 'class.attend' (`requireChapterAccess`); a pupil's own
 * answer record is theirs alone (the SQL reads it by the caller's id, anyone else's is an unknown 404).
 */
export const homeworkPolicy = definePolicy(
  {
    /** Open a session's homework, save and send one's own answers. */
    'homework.do': signedIn,
    /** Every pupil's answers of a session: the class's teacher and tutor. */
    'homework.submissions': (actor: ActorRef | null, r: { relation: LiveRole | null }) =>
      present(actor) && mayTeachIn(r.relation),
    /** Feedback and score: only the session's marker (`homeworkMarkerOf`), not the owner, classmates or others. */
    'homework.mark': (actor: ActorRef | null, r: { markerId: number | null }) =>
      present(actor) && r.markerId !== null && r.markerId === actor.userId,
    /**
     * 布置作业 in the console: admins on any class; a teacher (role 6) on a class they teach, the class's or one of
     * its sessions' teacher (the console's 课程 page is admins', so the teacher's way in is the API alone).
     */
    'homework.set': async (actor: Actor | null, r: { offeringId: number }) => {
      if (!signedIn(actor)) return false;
      if (isAdmin(actor.roles)) return true;
      return canSeeConsole(actor.roles) && (await actor.classesTaught()).has(r.offeringId);
    },
  },
  {
    'homework.submissions': HOMEWORK_ERRORS.staffOnly,
    'homework.mark': HOMEWORK_ERRORS.markerOnly,
    'homework.set': HOMEWORK_ERRORS.notYourClass,
  },
);
