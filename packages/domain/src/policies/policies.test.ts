import { describe, expect, it } from 'vitest';
import { ADMIN_ROLE_ID, PARENT_ROLE_ID, STUDENT_ROLE_ID, TEACHER_ROLE_ID, TUTOR_ROLE_IDS } from '../roles';
import {
  classListView,
  homeworkMarkerOf,
  marksHomeworkIn,
  mayActFor,
  mayMarkExam,
  mayReopenExam,
  mayAttendClass,
  mayReadBackOffice,
  mayShipOrder,
  mayShipOrders,
  mayStudyIn,
  mayTeachIn,
  seesChildCentre,
  seesMarkingCentre,
} from './index';

const TUTOR = TUTOR_ROLE_IDS[0];

describe('class policy', () => {
  it('anyone in the class attends it; nobody else', () => {
    for (const r of ['student', 'teacher', 'tutor'] as const) expect(mayAttendClass(r)).toBe(true);
    expect(mayAttendClass(null)).toBe(false);
  });
  it('only pupils study (homework, playback position, live answers)', () => {
    expect(mayStudyIn('student')).toBe(true);
    for (const r of ['teacher', 'tutor', null] as const) expect(mayStudyIn(r)).toBe(false);
  });
  it('only the teacher and tutor teach (submissions, roll call, questions)', () => {
    expect(mayTeachIn('teacher')).toBe(true);
    expect(mayTeachIn('tutor')).toBe(true);
    expect(mayTeachIn('student')).toBe(false);
    expect(mayTeachIn(null)).toBe(false);
  });
  it("the session's tutor marks, else the class's, else the teacher", () => {
    const none = { sessionTutorId: null, classTutorId: null, sessionTeacherId: null, classTeacherId: null };
    expect(homeworkMarkerOf({ ...none, sessionTutorId: 1, classTutorId: 2, classTeacherId: 4 })).toBe(1);
    expect(homeworkMarkerOf({ ...none, classTutorId: 2, sessionTeacherId: 3, classTeacherId: 4 })).toBe(2);
    expect(homeworkMarkerOf({ ...none, sessionTeacherId: 3, classTeacherId: 4 })).toBe(3);
    expect(homeworkMarkerOf({ ...none, classTeacherId: 4 })).toBe(4);
    expect(homeworkMarkerOf(none)).toBeNull();
  });
  it('批改作业 for the tutor, and for the teacher of a class without one; 查看作业 otherwise', () => {
    expect(marksHomeworkIn('tutor', true)).toBe(true);
    expect(marksHomeworkIn('teacher', true)).toBe(false);
    expect(marksHomeworkIn('teacher', false)).toBe(true);
    expect(marksHomeworkIn('student', false)).toBe(false);
    expect(marksHomeworkIn(null, false)).toBe(false);
  });
});

describe('family policy', () => {
  it('the pupil and a bound parent act for the pupil; another parent does not', () => {
    expect(mayActFor({ userId: 5, childIds: [] }, 5)).toBe(true);
    expect(mayActFor({ userId: 9, childIds: [5, 6] }, 5)).toBe(true);
    expect(mayActFor({ userId: 9, childIds: new Set([5]) }, 5)).toBe(true);
    expect(mayActFor({ userId: 8, childIds: new Set([6]) }, 5)).toBe(false);
    expect(mayActFor({ userId: 8, childIds: [] }, 5)).toBe(false);
  });
  it("a parent's view of a child's classes is read-only, one's own is not", () => {
    expect(classListView(9, 5)).toBe('readOnly');
    expect(classListView(5, 5)).toBe('own');
    expect(classListView(5, undefined)).toBe('own');
  });
});

describe('staff policy', () => {
  it('the ship button: staff and teachers', () => {
    expect(mayShipOrders([ADMIN_ROLE_ID])).toBe(true);
    expect(mayShipOrders([TEACHER_ROLE_ID])).toBe(true);
    for (const r of [STUDENT_ROLE_ID, PARENT_ROLE_ID, ...TUTOR_ROLE_IDS]) expect(mayShipOrders([r])).toBe(false);
  });
  it('one order: staff ship any, a teacher only orders of classes they teach, others none', () => {
    expect(mayShipOrder([ADMIN_ROLE_ID], { teachesEveryClass: false })).toBe(true);
    expect(mayShipOrder([TEACHER_ROLE_ID], { teachesEveryClass: true })).toBe(true);
    expect(mayShipOrder([TEACHER_ROLE_ID], { teachesEveryClass: false })).toBe(false);
    expect(mayShipOrder([TUTOR], { teachesEveryClass: true })).toBe(false);
    expect(mayShipOrder([STUDENT_ROLE_ID], { teachesEveryClass: true })).toBe(false);
  });
  it('reconciliation and jobs: staff only', () => {
    expect(mayReadBackOffice([ADMIN_ROLE_ID])).toBe(true);
    expect(mayReadBackOffice([TEACHER_ROLE_ID, TUTOR])).toBe(false);
  });
  it('the marking centre: teachers and tutors; the child centre: parents who are not staff', () => {
    expect(seesMarkingCentre([TEACHER_ROLE_ID])).toBe(true);
    expect(seesMarkingCentre([TUTOR])).toBe(true);
    expect(seesMarkingCentre([PARENT_ROLE_ID])).toBe(false);
    expect(seesMarkingCentre([STUDENT_ROLE_ID])).toBe(false);
    expect(seesChildCentre([PARENT_ROLE_ID])).toBe(true);
    expect(seesChildCentre([PARENT_ROLE_ID, TUTOR])).toBe(false);
    expect(seesChildCentre([STUDENT_ROLE_ID])).toBe(false);
  });
});

describe('exam policy', () => {
  const inClass = (relation: 'student' | 'teacher' | 'tutor' | null) => ({ relation, examHasClass: true });
  it("a class's exam: its teacher and tutor mark it, staff too; nobody else", () => {
    expect(mayMarkExam([TEACHER_ROLE_ID], inClass('teacher'))).toBe(true);
    expect(mayMarkExam([TUTOR], inClass('tutor'))).toBe(true);
    expect(mayMarkExam([ADMIN_ROLE_ID], inClass(null))).toBe(true);
    expect(mayMarkExam([TEACHER_ROLE_ID], inClass(null))).toBe(false);
    expect(mayMarkExam([TUTOR], inClass(null))).toBe(false);
    expect(mayMarkExam([STUDENT_ROLE_ID], inClass('student'))).toBe(false);
  });
  it('an exam for everyone: teachers and staff mark it, tutors and pupils do not', () => {
    const open = { relation: null, examHasClass: false };
    expect(mayMarkExam([TEACHER_ROLE_ID], open)).toBe(true);
    expect(mayMarkExam([ADMIN_ROLE_ID], open)).toBe(true);
    expect(mayMarkExam([TUTOR], open)).toBe(false);
    expect(mayMarkExam([STUDENT_ROLE_ID, PARENT_ROLE_ID], open)).toBe(false);
  });
  it('reopening: staff only', () => {
    expect(mayReopenExam([ADMIN_ROLE_ID])).toBe(true);
    expect(mayReopenExam([TEACHER_ROLE_ID])).toBe(false);
  });
});
