import { asc, eq } from 'drizzle-orm';
import { type Child, DEFAULT_AVATAR } from '@salt/domain';
import { parentStudents, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';

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
