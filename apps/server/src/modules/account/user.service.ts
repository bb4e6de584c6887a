import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { PublicUser, UserInfo } from '@salt/domain';
import { SERVER_MESSAGES, MESSAGES, STUDENT_ROLE_ID } from '@salt/domain';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { socialBindings, userRoles, users } from '../../db/schema';
import { conflict, notFound } from '../../platform/errors';
import { hashPassword } from '../../platform/auth/password';

export const DEFAULT_AVATAR = '/static/default-avatar.png';

type UserRow = typeof users.$inferSelect;

export async function findUserByLogin(db: Database, login: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = lower(${login})`, eq(users.phone, login)))
    .limit(1);
  return row;
}

export async function findUserByPhone(db: Database, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

export async function rolesOf(db: Database, userId: number): Promise<number[]> {
  const rows = await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.roleId).sort((a, b) => a - b);
}

// The app asks for the user on every start and page refresh (see db/prepared.ts).
const userInfoQuery = preparedPerDatabase((db) =>
  db
    .select({
      user: users,
      roles: sql<
        number[]
      >`coalesce((select array_agg(r.role_id order by r.role_id) from ${userRoles} r where r.user_id = "sys_user"."id"), '{}')`,
      wxBound: sql<boolean>`exists(select 1 from ${socialBindings} s where s.user_id = "sys_user"."id" and s.provider = 'wx')`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('account_user_info'),
);

export async function getUserInfo(db: Database, userId: number): Promise<UserInfo> {
  const [row] = await userInfoQuery(db).execute({ userId });
  if (!row) throw notFound(SERVER_MESSAGES.userNotFound);
  const u = row.user;
  const avatar = u.avatar || DEFAULT_AVATAR;
  return {
    sysUser: {
      userId: u.id,
      username: u.username,
      realname: u.realname,
      nickname: u.nickname,
      phone: u.phone,
      avatar,
      gender: u.gender,
      grade: u.grade,
      deptValue: u.deptValue,
      school: u.school,
      wxBound: row.wxBound,
      clientVersion: u.clientVersion,
      createTime: u.createdAt.toISOString(),
    },
    roles: row.roles,
    permissions: [],
    realname: u.realname,
    avatar,
  };
}

export async function getPublicUser(db: Database, userId: number): Promise<PublicUser> {
  const [u] = await db
    .select({ id: users.id, username: users.username, realname: users.realname, avatar: users.avatar })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!u) throw notFound(SERVER_MESSAGES.userNotFound);
  return { userId: u.id, username: u.username, realname: u.realname, avatar: u.avatar || DEFAULT_AVATAR };
}

export async function phoneExists(db: Database, phone: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  return Boolean(row);
}

export async function usernameExists(db: Database, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(sql`lower(${users.username}) = lower(${username})`, eq(users.phone, username)))
    .limit(1);
  return Boolean(row);
}

export interface NewUser {
  username?: string;
  phone: string;
  password: string;
  realname?: string | null;
  roles?: number[];
}

/** drizzle wraps driver errors; the PostgreSQL error (code 23505) is the error itself or its cause. */
function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pgErr = e as { code?: string; constraint?: string };
    if (pgErr.code === '23505') return String(pgErr.constraint ?? '').includes(constraint);
  }
  return false;
}

/** Creates a user with its roles in one transaction; a taken phone or username is a 409 with the spec's text. */
export async function createUser(db: Database, input: NewUser): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  const username = input.username ?? input.phone;
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ username, phone: input.phone, passwordHash, realname: input.realname ?? null })
        .returning();
      const roles = input.roles?.length ? input.roles : [STUDENT_ROLE_ID];
      await tx.insert(userRoles).values(roles.map((roleId) => ({ userId: user!.id, roleId })));
      return user!;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'phone')) throw conflict(MESSAGES.mobileExists);
    if (isUniqueViolation(err, 'username')) throw conflict(SERVER_MESSAGES.usernameExists);
    throw err;
  }
}

export async function usersByIds(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(and(inArray(users.id, ids)));
}

export { isUniqueViolation };
