import { definePolicy, signedIn } from '../../platform/policy';

/**
 * Question-bank practice (/m-shop/test-bank, qb/). The bank is the shop's practice material, tied to no class, and
 * its question views carry no answers, so any signed-in account may browse and practise: a pupil, a parent trying
 * a question with the child, a teacher previewing. What practice records (checks, the wrong-question notebook) is
 * the caller's own: the services read and delete it by the caller's id only, so another's notebook entry is an
 * unknown id (404), never a 403 that confirms it exists.
 */
export const qbPolicy = definePolicy({
  /** Knowledge points, questions, checking an answer, one's own wrong-question notebook. */
  'qb.practise': signedIn,
});
