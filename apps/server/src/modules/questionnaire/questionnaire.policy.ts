import { isAdmin, QUESTIONNAIRE_ERRORS } from '@salt/domain';
import type { Actor } from '../../platform/auth/actor';
import { definePolicy, signedIn } from '../../platform/policy';

/**
 * 问卷调查: anyone signed in reads the questionnaires whose audience they are in and answers their own (the
 * services check the audience: outside it is 403); the console's designer and results are the admins'.
 */
export const questionnairePolicy = definePolicy(
  {
    'questionnaire.own': signedIn,
    'questionnaire.manage': (actor: Actor | null) => signedIn(actor) && isAdmin(actor.roles),
  },
  { 'questionnaire.manage': QUESTIONNAIRE_ERRORS.staffOnly },
);
