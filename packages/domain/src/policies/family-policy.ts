/**
 * Acting for someone else: a parent reads a bound child's classes and progress. Actor (who asks) and subject (whose
 * data) are separate; the relation is the `parent_student` binding.
 */
export interface FamilyActor {
  userId: number;
  /** The pupils bound to the actor's account. */
  childIds: ReadonlySet<number> | readonly number[];
}

/** The pupil themselves, or a parent bound to them. Anyone else, another parent included, may not. */
export function mayActFor(actor: FamilyActor, pupilId: number): boolean {
  if (actor.userId === pupilId) return true;
  const ids = actor.childIds;
  return 'has' in ids ? ids.has(pupilId) : ids.includes(pupilId);
}

/**
 * How a class list is shown: a pupil's own classes are theirs to use; a parent looking at a child's classes reads
 * them only (no classroom, homework or links into the class: the server would answer 403 there).
 */
export const classListView = (viewerId: number | null, pupilId: number | undefined): 'own' | 'readOnly' =>
  pupilId === undefined || pupilId === viewerId ? 'own' : 'readOnly';
