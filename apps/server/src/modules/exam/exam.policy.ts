import {
  CONSOLE_ERRORS,
  EXAM_ERRORS,
  canSeeConsole,
  isAdmin,
  mayActFor,
  mayMarkExam,
  mayReopenExam,
  seesMarkingCentre,
  type ClassRelation,
} from '@salt/domain';
import type { Actor } from '../../platform/auth/actor';
import { definePolicy, signedIn } from '../../platform/policy';

/** The caller's relation to an exam's class (teacher or tutor of it), read from the actor's classes. */
export async function staffRelationTo(actor: Actor, offeringId: number | null): Promise<ClassRelation | null> {
  if (offeringId === null) return null;
  if ((await actor.classesTaught()).has(offeringId)) return 'teacher';
  if ((await actor.classesTutored()).has(offeringId)) return 'tutor';
  return null;
}

const staffScope = async (actor: Actor, offeringId: number | null) => ({
  relation: await staffRelationTo(actor, offeringId),
  examHasClass: offeringId !== null,
});

/**
 * Exams. A pupil's own attempts are theirs (the SQL reads them by the caller's id: anyone else's is an unknown
 * 404); a class-completion exam is sat only by the class's pupils; the class's teacher and tutor (teachers for
 * exams without a class, staff for all) mark and give extra time; only staff reopen a handed-in attempt.
 */
export const examPolicy = definePolicy(
  {
    /** My exam lists, my history, my attempts: answer, heartbeat, play, commit. */
    'exam.own': signedIn,
    /** Start (or resume) an exam: a class's exam needs an active enrolment in that class. */
    'exam.sit': (actor: Actor | null, r: { offeringId: number | null; enrolled: boolean }) =>
      signedIn(actor) && (r.offeringId === null || r.enrolled),
    /** An attempt's report and analysis: the pupil, a bound parent, and whoever may mark it. */
    'session.read': async (actor: Actor | null, r: { ownerId: number; offeringId: number | null }) =>
      signedIn(actor) &&
      (mayActFor({ userId: actor.userId, childIds: await actor.boundChildren() }, r.ownerId) ||
        mayMarkExam(actor.roles, await staffScope(actor, r.offeringId))),
    /** The marking list (attempts with answers waiting for a teacher): teachers, tutors, staff. */
    'marking.list': (actor: Actor | null) =>
      signedIn(actor) && (isAdmin(actor.roles) || seesMarkingCentre(actor.roles)),
    /** Mark an oral or photo answer with score and comment. */
    'session.mark': async (actor: Actor | null, r: { offeringId: number | null }) =>
      signedIn(actor) && mayMarkExam(actor.roles, await staffScope(actor, r.offeringId)),
    /** One exam's attempts (to give one pupil extra time or reopen theirs): whoever may give its extra time. */
    'exam.attempts': async (actor: Actor | null, r: { offeringId: number | null }) =>
      signedIn(actor) && mayMarkExam(actor.roles, await staffScope(actor, r.offeringId)),
    /** Give one pupil's open attempt extra time. */
    'session.extraTime': async (actor: Actor | null, r: { offeringId: number | null }) =>
      signedIn(actor) && mayMarkExam(actor.roles, await staffScope(actor, r.offeringId)),
    /** Reopen a handed-in attempt with new time. */
    'session.reopen': (actor: Actor | null) => signedIn(actor) && mayReopenExam(actor.roles),
    /** The console's 考试 list: staff (teachers see their classes' exams and those for everyone: the SQL narrows it). */
    'exam.scheduleList': (actor: Actor | null) => signedIn(actor) && canSeeConsole(actor.roles),
    /** Schedule an exam or move its window: admins (an exam is a promise to every pupil it reaches). */
    'exam.schedule': (actor: Actor | null) => signedIn(actor) && isAdmin(actor.roles),
    /**
     * 题库 and 试卷: staff read and write questions and papers (writing them is teachers' daily work; an edit
     * reaches only attempts started afterwards, so it cannot change what a pupil already sat). Audited.
     */
    'bank.manage': (actor: Actor | null) => signedIn(actor) && canSeeConsole(actor.roles),
  },
  {
    'exam.sit': EXAM_ERRORS.notYours,
    'marking.list': EXAM_ERRORS.staffOnly,
    'session.mark': EXAM_ERRORS.markerOnly,
    'exam.attempts': EXAM_ERRORS.markerOnly,
    'session.extraTime': EXAM_ERRORS.markerOnly,
    'session.reopen': EXAM_ERRORS.adminOnly,
    'exam.scheduleList': CONSOLE_ERRORS.staffOnly,
    'exam.schedule': CONSOLE_ERRORS.adminAction,
    'bank.manage': CONSOLE_ERRORS.staffOnly,
  },
);
