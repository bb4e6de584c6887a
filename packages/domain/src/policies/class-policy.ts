/**
 * Who may do what in a class, decided from the person's relation to it (pure: the server works the relation out
 * from its tables, the web gets it in `MyClass.role` / `LiveInfo.role`). One rule, two users: the server's
 * learning, live and homework policies and the learning centre's buttons.
 */
export type ClassRelation = 'student' | 'teacher' | 'tutor';

/** Open a class or a session (detail, live room, recordings, homework, questions, ranks): anyone in the class. */
export const mayAttendClass = (relation: ClassRelation | null): relation is ClassRelation => relation !== null;

/** Do homework, save a playback position, answer in class: the class's pupils only. */
export const mayStudyIn = (relation: ClassRelation | null): boolean => relation === 'student';

/** See every pupil's homework, lead the live interaction (roll call, questions): the class's teacher and tutor. */
export const mayTeachIn = (relation: ClassRelation | null): boolean => relation === 'teacher' || relation === 'tutor';

export interface SessionStaff {
  sessionTutorId: number | null;
  classTutorId: number | null;
  sessionTeacherId: number | null;
  classTeacherId: number | null;
}

/**
 * Who marks a session's homework: its tutor (the session's own, else the class's). A class without a tutor is
 * marked by its teacher, so no pupil's photo waits for feedback nobody may give.
 */
export const homeworkMarkerOf = (s: SessionStaff): number | null =>
  s.sessionTutorId ?? s.classTutorId ?? s.sessionTeacherId ?? s.classTeacherId ?? null;

/**
 * Whether a member of a class marks its homework (批改作业) or only follows it (查看作业): the tutor; the teacher
 * when the class has no tutor (the web's reading of `homeworkMarkerOf` at class level).
 */
export const marksHomeworkIn = (relation: ClassRelation | null, classHasTutor: boolean): boolean =>
  relation === 'tutor' || (relation === 'teacher' && !classHasTutor);
