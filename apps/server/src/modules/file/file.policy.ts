import type { ActorRef } from '../../platform/auth/actor';
import { definePolicy, signedIn } from '../../platform/policy';

/**
 * Uploads: any signed-in user, into their own folder (answers: private `images/<own id>/…`, which homework, exams
 * and feedback check; avatars: public). A private file: with a valid signed link (an API answer gave it to a
 * viewer that answer's own route authorised), or by its uploader (their token, the folder named by their id).
 */
export const filePolicy = definePolicy({
  'file.upload': signedIn,
  'file.private': (actor: ActorRef | null, file: { owner: string; signed: boolean }) =>
    file.signed || (actor !== null && String(actor.userId) === file.owner),
});
