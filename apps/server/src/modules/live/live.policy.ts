import { LIVE_ERRORS, mayStudyIn, mayTeachIn, type LiveRole } from '@salt/domain';
import type { ActorRef } from '../../platform/auth/actor';
import { anyone, definePolicy, present, signedIn } from '../../platform/policy';

type InSession = { relation: LiveRole | null };

/**
 * The live classroom. Reaching a session at all is learning's 'class.attend' (`requireChapterAccess`); what one
 * may do inside it depends on the relation: pupils answer and keep a playback position, staff lead.
 */
export const livePolicy = definePolicy(
  {
    /** Live info, playback records, questions, ranks: signed in (then the session's access decides). */
    'live.enter': signedIn,
    /** HLS files and the socket: the join token is the credential (issued to someone the session admits). */
    'live.media': anyone,
    'playback.saveProgress': (actor: ActorRef | null, r: InSession) => present(actor) && mayStudyIn(r.relation),
    /** Roll calls, questions, closing them. */
    'interaction.lead': (actor: ActorRef | null, r: InSession) => present(actor) && mayTeachIn(r.relation),
    'interaction.answer': (actor: ActorRef | null, r: InSession) => present(actor) && mayStudyIn(r.relation),
  },
  {
    'playback.saveProgress': LIVE_ERRORS.studentsOnly,
    'interaction.lead': LIVE_ERRORS.staffOnly,
    'interaction.answer': LIVE_ERRORS.studentsOnly,
  },
);
