import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PublicUser, UserInfo } from '@salt/domain';
import {
  STUDENT_ROLE_ID,
  isValidMobile,
  loginIdentifierKind,
  usernameProblem,
  DEFAULT_AVATAR,
  ACCOUNT_ERRORS,
} from '@salt/domain';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { socialBindings, userRoles, users } from '../../db/schema';
import { type AppError, appError } from '../../platform/errors';
import { hashPassword } from '../../platform/auth/password';
import { pgErrorOf } from '../../platform/database-errors';

type UserRow = typeof users.$inferSelect;

/**
 * The one account a password-login identifier names: a mobile-shaped identifier by phone only, anything else by
 * username only (case-insensitive). Both are unique, and no username equals another account's phone (sys_user
 * CHECK constraints), so the answer never depends on row order.
 */
export async function findUserByLogin(db: Database, login: string): Promise<UserRow | undefined> {
  if (loginIdentifierKind(login) === 'phone') return findUserByPhone(db, login);
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${login})`)
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
  if (!row) throw appError(ACCOUNT_ERRORS.userNotFound);
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
  if (!u) throw appError(ACCOUNT_ERRORS.userNotFound);
  return { userId: u.id, username: u.username, realname: u.realname, avatar: u.avatar || DEFAULT_AVATAR };
}

export async function phoneExists(db: Database, phone: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  return Boolean(row);
}

/**
 * Whether `username` cannot be chosen. A mobile-shaped name never can (it would only be allowed as the account's
 * own phone, which is the default anyway), and answering it without a lookup keeps this from telling anyone
 * whether a number is registered.
 */
export async function usernameExists(db: Database, username: string): Promise<boolean> {
  if (isValidMobile(username)) return true;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return Boolean(row);
}

/**
 * The pre-check every way of naming an account runs (register, registerAndLogin, createUser): 400 for a
 * mobile-shaped name that is not the account's own phone, 409 for a taken name. The database holds the same rule,
 * so a request racing past this check gets the same answers from translateUserWriteError.
 */
export async function assertUsernameAvailable(db: Database, username: string, ownPhone: string | null) {
  const problem = usernameProblem(username, ownPhone);
  if (problem) throw appError(ACCOUNT_ERRORS.usernameLooksLikeMobile);
  // The account's own phone as its name: the phone's uniqueness decides, and callers check that first.
  if (isValidMobile(username)) return;
  if (await usernameExists(db, username)) throw appError(ACCOUNT_ERRORS.usernameExists);
}

/** What register and registerAndLogin check before a code is spent: a free phone and an allowed, free username. */
export async function assertRegistrable(db: Database, mobile: string, username: string | undefined): Promise<void> {
  if (await phoneExists(db, mobile)) throw appError(ACCOUNT_ERRORS.mobileExists);
  if (username !== undefined) await assertUsernameAvailable(db, username, mobile);
}

export interface NewUser {
  username?: string;
  phone: string;
  password: string;
  /** An argon2id hash of `password` made earlier (test factories: cheap parameters, hashed once per worker). */
  passwordHash?: string;
  realname?: string | null;
  /** A pupil's grade (a `grade` dictionary value), as the register form asks for it. */
  grade?: string | null;
  roles?: number[];
}

/**
 * What a client sees when the database refuses a sys_user write: the same messages as the pre-checks, so a
 * request that raced past them never turns into a 500. Null for any other error.
 */
export function translateUserWriteError(err: unknown): AppError | null {
  const pgErr = pgErrorOf(err);
  const constraint = String(pgErr?.constraint ?? '');
  if (pgErr?.code === '23505' && constraint === 'sys_user_phone_uq') return appError(ACCOUNT_ERRORS.mobileExists);
  if (pgErr?.code === '23505' && constraint === 'sys_user_username_uq') return appError(ACCOUNT_ERRORS.usernameExists);
  if (pgErr?.code === '23514' && constraint === 'sys_user_username_not_mobile')
    return appError(ACCOUNT_ERRORS.usernameLooksLikeMobile);
  if (pgErr?.code === '23514' && constraint === 'sys_user_phone_mobile') return appError(ACCOUNT_ERRORS.mobileInvalid);
  return null;
}

/**
 * Creates a user with its roles in one transaction. The username defaults to the phone; a mobile-shaped username
 * other than the phone is a 400, a taken phone or username a 409 with the spec's text.
 */
export async function createUser(db: Database, input: NewUser): Promise<UserRow> {
  const username = input.username ?? input.phone;
  const problem = usernameProblem(username, input.phone);
  if (problem) throw appError(ACCOUNT_ERRORS.usernameLooksLikeMobile);
  const passwordHash = input.passwordHash ?? (await hashPassword(input.password));
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          username,
          phone: input.phone,
          passwordHash,
          realname: input.realname ?? null,
          grade: input.grade ?? null,
        })
        .returning();
      const roles = input.roles?.length ? input.roles : [STUDENT_ROLE_ID];
      await tx.insert(userRoles).values(roles.map((roleId) => ({ userId: user!.id, roleId })));
      return user!;
    });
  } catch (err) {
    throw translateUserWriteError(err) ?? err;
  }
}

export async function usersByIds(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(and(inArray(users.id, ids)));
}
