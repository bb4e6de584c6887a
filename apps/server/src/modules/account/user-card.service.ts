import { and, eq, or } from 'drizzle-orm';
import { type UserCard, DEFAULT_AVATAR, ACCOUNT_ERRORS } from '@salt/domain';
import { parentStudents, users } from '../../db/schema';
import type { Database } from '../../db/client';
import { appError } from '../../platform/errors';
import { shareAClass } from '../learning';
import { hasPublicProfile } from '../teacher';
import { accountPolicy, type UserCardTarget, type Viewer } from './account.policy';

export type { Viewer } from './account.policy';

async function parentAndChild(db: Database, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ parentId: parentStudents.parentId })
    .from(parentStudents)
    .where(
      or(
        and(eq(parentStudents.parentId, a), eq(parentStudents.studentId, b)),
        and(eq(parentStudents.parentId, b), eq(parentStudents.studentId, a)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The facts the account policy's 'user.read' weighs, each read on demand. */
function cardTarget(db: Database, viewer: Viewer, targetId: number): UserCardTarget {
  return {
    targetId,
    hasPublicProfile: () => hasPublicProfile(db, targetId),
    isFamily: () => parentAndChild(db, viewer.userId, targetId),
    shareAClass: () => shareAClass(db, viewer.userId, targetId),
  };
}

/** Whether a viewer may read a user's name and avatar by id (account.policy.ts 'user.read'). */
export async function canSeeUser(db: Database, viewer: Viewer, targetId: number): Promise<boolean> {
  return accountPolicy.can(viewer, 'user.read', cardTarget(db, viewer, targetId));
}

/**
 * A user's card (name and avatar, never the login name) for a viewer allowed to see it; anyone else gets the same
 * 404 as for an id that does not exist, so ids cannot be probed for accounts.
 */
export async function userCardFor(db: Database, viewer: Viewer, targetId: number): Promise<UserCard> {
  if (!(await canSeeUser(db, viewer, targetId))) throw appError(ACCOUNT_ERRORS.userNotFound);
  const [u] = await db
    .select({ id: users.id, realname: users.realname, avatar: users.avatar })
    .from(users)
    .where(eq(users.id, targetId))
    .limit(1);
  if (!u) throw appError(ACCOUNT_ERRORS.userNotFound);
  return { userId: u.id, realname: u.realname, avatar: u.avatar || DEFAULT_AVATAR };
}
