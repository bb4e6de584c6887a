import { and, asc, eq } from 'drizzle-orm';
import { type Child, DEFAULT_AVATAR, LEARNING_ERRORS } from '@salt/domain';
import { parentStudents, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';

/** The pupils bound to a parent account (parent_student), oldest binding first. */
export async function childrenOf(ctx: AppContext, parentId: number): Promise<Child[]> {
  const rows = await ctx.db
    .select({
      id: users.id,
      realname: users.realname,
      username: users.username,
      avatar: users.avatar,
      grade: users.grade,
    })
    .from(parentStudents)
    .innerJoin(users, eq(users.id, parentStudents.studentId))
    .where(eq(parentStudents.parentId, parentId))
    .orderBy(asc(parentStudents.createdAt), asc(users.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.realname ?? r.username,
    avatar: r.avatar || DEFAULT_AVATAR,
    grade: r.grade,
  }));
}

/**
 * A read on a pupil's behalf: the pupil themselves, or a parent bound to them. Anyone else, another parent
 * included, gets the same 403 whether the pupil exists or not.
 */
export async function assertActsFor(ctx: AppContext, callerId: number, studentId: number): Promise<void> {
  if (callerId === studentId) return;
  const [bound] = await ctx.db
    .select({ parentId: parentStudents.parentId })
    .from(parentStudents)
    .where(and(eq(parentStudents.parentId, callerId), eq(parentStudents.studentId, studentId)))
    .limit(1);
  if (!bound) throw appError(LEARNING_ERRORS.notYourChild);
}
