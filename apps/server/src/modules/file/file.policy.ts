import { canSeeConsole, CONSOLE_ERRORS, isAdmin } from '@salt/domain';
import type { Actor, ActorRef } from '../../platform/auth/actor';
import { definePolicy, signedIn } from '../../platform/policy';

/**
 * Uploads: any signed-in user, into their own folder (answers: private `images/<own id>/…`, which homework, exams
 * and feedback check; avatars: public). A private file: with a valid signed link (an API answer gave it to a
 * viewer that answer's own route authorised), or by its uploader (their token, the folder named by their id).
 */
export const filePolicy = definePolicy(
  {
    'file.upload': signedIn,
    /**
     * Course covers and teacher images (?purpose=cover, ?purpose=teacher) are shown in the shop to everyone: only the
     * admins who manage the catalogue and the teacher profiles put them there.
     */
    'file.uploadCover': (actor: Actor | null) => signedIn(actor) && isAdmin(actor.roles),
    /** Homework explanation files (?purpose=material): teaching material staff set in the console (role 6, admins). */
    'file.uploadMaterial': (actor: Actor | null) => signedIn(actor) && canSeeConsole(actor.roles),
    'file.private': (actor: ActorRef | null, file: { owner: string; signed: boolean }) =>
      file.signed || (actor !== null && String(actor.userId) === file.owner),
  },
  { 'file.uploadCover': CONSOLE_ERRORS.adminAction, 'file.uploadMaterial': CONSOLE_ERRORS.staffOnly },
);
