import { HOMEWORK_ERRORS, mayTeachIn, type LiveRole } from '@salt/domain';
import type { ActorRef } from '../../platform/auth/actor';
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
  },
  { 'homework.submissions': HOMEWORK_ERRORS.staffOnly, 'homework.mark': HOMEWORK_ERRORS.markerOnly },
);
