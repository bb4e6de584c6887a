import { isAdmin, TEACHER_ROLE_ID } from '../roles';
import type { ClassRelation } from './class-policy';

/**
 * Who may act on a pupil's exam attempt besides the pupil (pure: the server works the relation out from its
 * tables). An exam of a class (结课考试) belongs to that class's teacher and tutor; exams for everyone (mock
 * exams, assessments) to the teachers; staff (role 1) to all.
 */
export interface ExamStaffScope {
  /** The caller's relation to the exam's class; null when the exam has no class or the caller is not in it. */
  relation: ClassRelation | null;
  examHasClass: boolean;
}

/** Mark oral and photo answers, give one pupil extra time. */
export const mayMarkExam = (roles: readonly number[], s: ExamStaffScope): boolean =>
  isAdmin(roles) ||
  (s.examHasClass ? s.relation === 'teacher' || s.relation === 'tutor' : roles.includes(TEACHER_ROLE_ID));

/** Reopen a handed-in attempt with new time: staff only (it undoes a result). */
export const mayReopenExam = (roles: readonly number[]): boolean => isAdmin(roles);
