import { isAdmin, REPORT_ERRORS } from '@salt/domain';
import type { Actor } from '../../platform/auth/actor';
import { definePolicy, signedIn } from '../../platform/policy';

/** A report's subject: the pupil it is about and the class it covers. */
export interface ReportSubject {
  userId: number;
  offeringId: number;
}

const tutors = async (actor: Actor, offeringId: number) => (await actor.classesTutored()).has(offeringId);
const teaches = async (actor: Actor, offeringId: number) => (await actor.classesTaught()).has(offeringId);

/**
 * 学习报告: the pupil reads their own, a parent their bound children's; the class's tutor and teacher read the
 * class's and staff everyone's. Making reports and writing the comment is the tutor's job (and staff's), never the
 * teacher's: the comment is the tutor's voice to the family.
 */
export const reportPolicy = definePolicy(
  {
    'report.mine': signedIn,
    'report.read': async (actor: Actor | null, r: ReportSubject) =>
      signedIn(actor) &&
      (actor.userId === r.userId ||
        (await actor.boundChildren()).has(r.userId) ||
        isAdmin(actor.roles) ||
        (await tutors(actor, r.offeringId)) ||
        (await teaches(actor, r.offeringId))),
    'report.readChild': async (actor: Actor | null, childId: number) =>
      signedIn(actor) && (actor.userId === childId || (await actor.boundChildren()).has(childId)),
    'report.class': async (actor: Actor | null, offeringId: number) =>
      signedIn(actor) &&
      (isAdmin(actor.roles) || (await tutors(actor, offeringId)) || (await teaches(actor, offeringId))),
    'report.edit': async (actor: Actor | null, offeringId: number) =>
      signedIn(actor) && (isAdmin(actor.roles) || (await tutors(actor, offeringId))),
  },
  {
    'report.readChild': REPORT_ERRORS.notYours,
    'report.class': REPORT_ERRORS.notTutor,
    'report.edit': REPORT_ERRORS.notTutor,
  },
);
