import { and, eq, or } from 'drizzle-orm';
import { isAdmin, type UserCard, DEFAULT_AVATAR, ACCOUNT_ERRORS } from '@salt/domain';
import { parentStudents, users } from '../../db/schema';
import type { Database } from '../../db/client';
import { appError } from '../../platform/errors';
import { shareAClass } from '../learning';
import { hasPublicProfile } from '../teacher';

export interface Viewer {
  userId: number;
  roles: readonly number[];
}

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

/**
 * Who may read a user's name and avatar by id. Most users are minors, so: themselves; school admins; a parent
 * and their bound child (both ways); people who meet in a class (its teacher or tutor and its pupils); anyone
 * for a teacher or tutor whose profile the public pages show. Cheapest checks first.
 */
export async function canSeeUser(db: Database, viewer: Viewer, targetId: number): Promise<boolean> {
  if (viewer.userId === targetId || isAdmin(viewer.roles)) return true;
  if (await hasPublicProfile(db, targetId)) return true;
  if (await parentAndChild(db, viewer.userId, targetId)) return true;
  return shareAClass(db, viewer.userId, targetId);
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
