import { centreKindOf, isAdmin, TEACHER_ROLE_ID } from '../roles';

/**
 * Role-only decisions about the back office (pure over role ids). Per-order and per-class decisions add a relation
 * on the server (e.g. which classes a teacher teaches); these say who gets to see the action at all.
 */

/** Who may ship materials at all (the ship button): staff, and teachers (for orders of classes they teach). */
export const mayShipOrders = (roles: readonly number[]): boolean => isAdmin(roles) || roles.includes(TEACHER_ROLE_ID);

/** One order: staff ship any; a teacher only an order whose classes (with materials) they all teach. */
export const mayShipOrder = (roles: readonly number[], o: { teachesEveryClass: boolean }): boolean =>
  isAdmin(roles) || (roles.includes(TEACHER_ROLE_ID) && o.teachesEveryClass);

/** Payment reconciliation findings and the job list: staff (role 1, who act on anyone's order) only. */
export const mayReadBackOffice = (roles: readonly number[]): boolean => isAdmin(roles);

/** The learning centre's 待批改作业 (marking centre): teachers and tutors. */
export const seesMarkingCentre = (roles: readonly number[]): boolean => {
  const kind = centreKindOf(roles);
  return kind === 'teacher' || kind === 'tutor';
};

/** The parent's centre (a bound child's classes, read-only). Staff who are parents too get the staff centre. */
export const seesChildCentre = (roles: readonly number[]): boolean => centreKindOf(roles) === 'parent';
