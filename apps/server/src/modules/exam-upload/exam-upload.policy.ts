import { EXAM_UPLOAD_ERRORS, isAdmin, mayReadBackOffice } from '@salt/domain';
import type { Actor } from '../../platform/auth/actor';
import { definePolicy, signedIn } from '../../platform/policy';

/** The pupil an upload belongs to and the classes they are in now (active enrolments). */
export interface UploadOwner {
  pupilId: number;
  classes: readonly number[];
}

const anyOf = (classes: readonly number[], set: ReadonlySet<number>) => classes.some((c) => set.has(c));

/**
 * 试卷上传 / 作文上传. A pupil submits, lists, edits and revokes their own (the services read rows by the caller's id).
 * An upload and its page images are seen by the pupil, the tutor and the teacher of a class the pupil is in, and
 * staff; anyone else gets an unknown 404. The pupil's tutor and staff review it; the console's list is staff's.
 */
export const examUploadPolicy = definePolicy(
  {
    'examUpload.own': signedIn,
    'examUpload.view': async (actor: Actor | null, r: UploadOwner) => {
      if (!signedIn(actor)) return false;
      if (actor.userId === r.pupilId || isAdmin(actor.roles)) return true;
      return anyOf(r.classes, await actor.classesTutored()) || anyOf(r.classes, await actor.classesTaught());
    },
    'examUpload.review': async (actor: Actor | null, r: UploadOwner) => {
      if (!signedIn(actor)) return false;
      if (isAdmin(actor.roles)) return true;
      return actor.userId !== r.pupilId && anyOf(r.classes, await actor.classesTutored());
    },
    /** The tutor's list of their pupils' uploads: tutors of a class (and staff). */
    'examUpload.tutorList': async (actor: Actor | null) =>
      signedIn(actor) && (isAdmin(actor.roles) || (await actor.classesTutored()).size > 0),
    'examUpload.console': (actor: Actor | null) => signedIn(actor) && mayReadBackOffice(actor.roles),
  },
  {
    'examUpload.review': EXAM_UPLOAD_ERRORS.reviewerOnly,
    'examUpload.tutorList': EXAM_UPLOAD_ERRORS.reviewerOnly,
    'examUpload.console': EXAM_UPLOAD_ERRORS.staffOnly,
  },
);
