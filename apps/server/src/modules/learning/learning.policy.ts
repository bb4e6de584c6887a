import {
  canSeeConsole,
  CONSOLE_ERRORS,
  isAdmin,
  LEARNING_ERRORS,
  LIVE_ERRORS,
  mayActFor,
  mayAttendClass,
  type ClassRelation,
} from '@salt/domain';
import type { Actor, ActorRef } from '../../platform/auth/actor';
import { definePolicy, present, signedIn } from '../../platform/policy';

/** Admins on any class; a teacher (role 6) on a class they teach (the class's teacher or a session's). */
async function adminOrClassTeacher(actor: Actor | null, r: { offeringId: number }): Promise<boolean> {
  if (!signedIn(actor)) return false;
  if (isAdmin(actor.roles)) return true;
  return canSeeConsole(actor.roles) && (await actor.classesTaught()).has(r.offeringId);
}

/**
 * Learning owns enrolments and classes, so it owns who may reach a class and its sessions (the live room, the
 * recordings, homework all start with `requireChapterAccess`, decided here) and who may act for a pupil.
 */
export const learningPolicy = definePolicy(
  {
    /** A class: its actively enrolled pupils, its (or a session's) teacher and tutor. */
    'class.attend': (actor: ActorRef | null, r: { relation: ClassRelation | null }) =>
      present(actor) && mayAttendClass(r.relation),
    /** One of its sessions (live room, recordings, questions, homework): the same people. */
    'session.attend': (actor: ActorRef | null, r: { relation: ClassRelation | null }) =>
      present(actor) && mayAttendClass(r.relation),
    /** My classes, notices, tutors, feedback, the pupils bound to me: the caller's own rows (the SQL reads only those). */
    'learning.own': signedIn,
    /** A pupil's classes on their behalf: the pupil, or a parent bound to them (actor and subject apart). */
    'pupil.actFor': async (actor, r: { pupilId: number }) =>
      signedIn(actor) && mayActFor({ userId: actor.userId, childIds: await actor.boundChildren() }, r.pupilId),
    /** The help centre's articles. */
    /** The console's notices: staff (admins all, teachers those of their classes: the SQL narrows it). */
    'notice.list': (actor: Actor | null) => signedIn(actor) && canSeeConsole(actor.roles),
    /** A class's sessions (课次) in the console: admins reschedule them, as they create classes (teachers read them). */
    'class.schedule': (actor: Actor | null) => signedIn(actor) && isAdmin(actor.roles),
    /**
     * 上传录像 of a session and the class's transcode states: admins any class; a teacher (role 6) a class they
     * teach (their way in is the console's 班级 page, as for 布置作业).
     */
    'session.recording': adminOrClassTeacher,
    /**
     * A class in the console's 班级 page, its 课次 and 学员 read: admins any class; a teacher (role 6) a class they
     * teach (they set its work and upload its recordings; they do not change its timetable or its pupils).
     */
    'class.read': adminOrClassTeacher,
    /** 直播间设置 of a class: the same people as its recordings (admins any class, a teacher their own). */
    'class.liveSettings': adminOrClassTeacher,
    /** A class's pupils (学员) in the console: admins put them in, move them and end their places (seats are sales). */
    'class.enrol': (actor: Actor | null) => signedIn(actor) && isAdmin(actor.roles),
    /**
     * Post a notice: admins to anyone; a teacher only to a class they teach or tutor (not to everyone, not to
     * one user: a teacher has no business messaging pupils outside their classes).
     */
    'notice.post': async (actor: Actor | null, r: { offeringId: number | null }) => {
      if (!signedIn(actor)) return false;
      if (isAdmin(actor.roles)) return true;
      if (!canSeeConsole(actor.roles) || r.offeringId === null) return false;
      return (await actor.classesTaught()).has(r.offeringId) || (await actor.classesTutored()).has(r.offeringId);
    },
  },
  {
    // The same 您未报名该课程, with the code of the area the caller was in.
    'class.attend': LEARNING_ERRORS.notEnrolled,
    'session.attend': LIVE_ERRORS.notEnrolled,
    'pupil.actFor': LEARNING_ERRORS.notYourChild,
    'notice.list': CONSOLE_ERRORS.staffOnly,
    'notice.post': CONSOLE_ERRORS.notYourClass,
    'class.schedule': CONSOLE_ERRORS.adminAction,
    'class.enrol': CONSOLE_ERRORS.adminAction,
    'class.read': CONSOLE_ERRORS.classNotTaught,
    'session.recording': LEARNING_ERRORS.recordingNotYourClass,
    'class.liveSettings': LEARNING_ERRORS.liveSettingsNotYourClass,
  },
);
