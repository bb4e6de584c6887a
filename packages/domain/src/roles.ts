/** Role ids from the spec: 6 teacher; 7, 10, 130 tutor; anything else student. */
export const TEACHER_ROLE_ID = 6;
export const TUTOR_ROLE_IDS = [7, 10, 130] as const;
export const STUDENT_ROLE_ID = 2;
export const PARENT_ROLE_ID = 3;
/**
 * School staff who run everything (orders, refunds, reconciliation, every class). The spec names only 6/7/10/130;
 * 1 is free there and is the admin role of the console (a staff admin also holds 6 to reach it).
 */
export const ADMIN_ROLE_ID = 1;

export type RoleCode = 'st' | 'te' | 'tu';

/** Teacher wins over tutor when a user holds both, as the console is the more privileged place. */
export function roleCodeOf(roles: readonly number[]): RoleCode {
  if (roles.includes(TEACHER_ROLE_ID)) return 'te';
  if (roles.some((r) => (TUTOR_ROLE_IDS as readonly number[]).includes(r))) return 'tu';
  return 'st';
}

export function isAdmin(roles: readonly number[]): boolean {
  return roles.includes(ADMIN_ROLE_ID);
}

/** Role 6 (teachers) and the admin role reach the console; the server checks each console call again. */
export function canSeeConsole(roles: readonly number[]): boolean {
  return roles.includes(TEACHER_ROLE_ID) || isAdmin(roles);
}

/** Whose learning centre a user gets: teachers and tutors their classes to teach and mark, a parent their child's. */
export type CentreKind = 'teacher' | 'tutor' | 'parent' | 'pupil';

/** Staff first (a teacher who is also a parent teaches here), then a parent account, else a pupil. */
export function centreKindOf(roles: readonly number[]): CentreKind {
  const code = roleCodeOf(roles);
  if (code === 'te') return 'teacher';
  if (code === 'tu') return 'tutor';
  return roles.includes(PARENT_ROLE_ID) ? 'parent' : 'pupil';
}
