import { randomInt } from 'node:crypto';
import { and, desc, eq, exists, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  ACCOUNT_ERRORS,
  ADMIN_ROLE_ID,
  ASSIGNABLE_ROLE_IDS,
  CONSOLE_USER_ERRORS,
  CONSOLE_USER_KINDS,
  PARENT_ROLE_ID,
  STUDENT_ROLE_ID,
  type ConsoleUserKind,
  type ConsoleUserPerson,
  type ConsoleUserRow,
  type ConsoleUserState,
  type Page,
} from '@salt/domain';
import type { Database, Transaction } from '../../db/client';
import { parentStudents, userRoles, users } from '../../db/schema';
import { likePattern } from '../../platform/like-pattern';
import { appError } from '../../platform/errors';

/**
 * Accounts as the console's admins see and change them: search, profile with family, roles, the admin lock,
 * a temporary password and parent-pupil binding. Writes take the caller's transaction (the console records its
 * audit entry and ends sessions in the same one) and answer the changed fields before and after.
 */

type Db = Database | Transaction;
export interface FieldChange {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

const rolesSql = sql<
  number[]
>`coalesce((select array_agg(r.role_id order by r.role_id) from ${userRoles} r where r.user_id = ${users.id}), '{}')`;
const hasRole = (ids: readonly number[]) =>
  exists(
    sql`(select 1 from ${userRoles} r where r.user_id = ${users.id} and r.role_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}))`,
  );

export interface UserSearch {
  current: number;
  size: number;
  keyword?: string | undefined;
  role?: ConsoleUserKind | undefined;
  state?: ConsoleUserState | undefined;
}

/** GET /console/user/page: newest accounts first, filtered and paged in the database. */
export async function searchUsers(db: Database, q: UserSearch): Promise<Page<ConsoleUserRow>> {
  const conds: SQL[] = [];
  if (q.keyword) {
    const like = likePattern(q.keyword);
    conds.push(
      or(sql`${users.username} ilike ${like}`, sql`${users.realname} ilike ${like}`, sql`${users.phone} like ${like}`)!,
    );
  }
  if (q.role) conds.push(hasRole(CONSOLE_USER_KINDS[q.role].roleIds));
  if (q.state === 'locked') conds.push(isNotNull(users.adminLockedAt));
  if (q.state === 'active') conds.push(isNull(users.adminLockedAt));
  const where = conds.length > 0 ? and(...conds) : undefined;
  const size = q.size === -1 ? 100 : q.size;
  const current = q.size === -1 ? 1 : q.current;
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      realname: users.realname,
      phone: users.phone,
      roles: rolesSql,
      adminLockedAt: users.adminLockedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(size)
    .offset((current - 1) * size);
  return {
    records: rows.map(({ adminLockedAt, createdAt, ...r }) => ({
      ...r,
      locked: adminLockedAt !== null,
      createdAt: createdAt.toISOString(),
    })),
    total,
    current,
    size,
  };
}

const personColumns = { id: users.id, username: users.username, realname: users.realname, phone: users.phone };

/** One account as the console's detail page shows it (without orders and classes: other modules own those). */
export async function staffUserProfile(db: Database, userId: number) {
  const [u] = await db
    .select({
      ...personColumns,
      nickname: users.nickname,
      grade: users.grade,
      school: users.school,
      roles: rolesSql,
      adminLockedAt: users.adminLockedAt,
      lockedUntil: users.lockedUntil,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!u) throw appError(ACCOUNT_ERRORS.userNotFound);
  const parents: ConsoleUserPerson[] = await db
    .select(personColumns)
    .from(parentStudents)
    .innerJoin(users, eq(users.id, parentStudents.parentId))
    .where(eq(parentStudents.studentId, userId))
    .orderBy(parentStudents.createdAt);
  const children: ConsoleUserPerson[] = await db
    .select(personColumns)
    .from(parentStudents)
    .innerJoin(users, eq(users.id, parentStudents.studentId))
    .where(eq(parentStudents.parentId, userId))
    .orderBy(parentStudents.createdAt);
  const { adminLockedAt, lockedUntil, createdAt, ...rest } = u;
  return {
    ...rest,
    locked: adminLockedAt !== null,
    lockedAt: adminLockedAt?.toISOString() ?? null,
    loginLockedUntil: lockedUntil?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
    parents,
    children,
  };
}

/** The row locked for this write (concurrent edits of one account queue behind each other). */
async function lockedRow(tx: Transaction, userId: number) {
  const [u] = await tx
    .select({ id: users.id, adminLockedAt: users.adminLockedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
    .limit(1);
  if (!u) throw appError(ACCOUNT_ERRORS.userNotFound);
  return u;
}

async function roleIdsIn(tx: Db, userId: number): Promise<number[]> {
  const rows = await tx.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.roleId).sort((a, b) => a - b);
}

/** Replaces a user's roles. An admin cannot drop their own admin role (the school could be left without one). */
export async function setUserRoles(
  tx: Transaction,
  actorId: number,
  userId: number,
  roleIds: readonly number[],
  now: Date,
): Promise<FieldChange> {
  const wanted = [...new Set(roleIds)].sort((a, b) => a - b);
  if (wanted.length === 0) throw appError(CONSOLE_USER_ERRORS.rolesEmpty);
  if (wanted.some((id) => !ASSIGNABLE_ROLE_IDS.includes(id))) throw appError(CONSOLE_USER_ERRORS.roleUnknown);
  await lockedRow(tx, userId);
  const before = await roleIdsIn(tx, userId);
  if (userId === actorId && before.includes(ADMIN_ROLE_ID) && !wanted.includes(ADMIN_ROLE_ID))
    throw appError(CONSOLE_USER_ERRORS.ownAdminRole);
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx.insert(userRoles).values(wanted.map((roleId) => ({ userId, roleId })));
  await tx.update(users).set({ updatedAt: now }).where(eq(users.id, userId));
  return { before: { roles: before }, after: { roles: wanted } };
}

/** Sets or lifts the admin lock; locking an account already locked (or unlocking an open one) is a 409. */
export async function setAdminLock(
  tx: Transaction,
  actorId: number,
  userId: number,
  lock: boolean,
  now: Date,
): Promise<FieldChange> {
  if (lock && userId === actorId) throw appError(CONSOLE_USER_ERRORS.ownLock);
  const u = await lockedRow(tx, userId);
  if (lock && u.adminLockedAt) throw appError(CONSOLE_USER_ERRORS.alreadyLocked);
  if (!lock && !u.adminLockedAt) throw appError(CONSOLE_USER_ERRORS.notLocked);
  const adminLockedAt = lock ? now : null;
  await tx.update(users).set({ adminLockedAt, updatedAt: now }).where(eq(users.id, userId));
  return {
    before: { locked: !lock, lockedAt: u.adminLockedAt?.toISOString() ?? null },
    after: { locked: lock, lockedAt: adminLockedAt?.toISOString() ?? null },
  };
}

/** Whether an admin has locked the account (every way of logging in asks). */
export async function isAdminLocked(db: Db, userId: number): Promise<boolean> {
  const [u] = await db.select({ at: users.adminLockedAt }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(u?.at);
}

// No 0/O, 1/l/I: the admin reads the password out or writes it down for the family.
const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/**
 * A temporary password that meets the spec's rule (6-20 characters with digits and letters): 10 characters from
 * a CSPRNG, at least 2 letters and 2 digits, shuffled.
 */
export function temporaryPassword(): string {
  const pick = (set: string) => set[randomInt(set.length)]!;
  const chars = [pick(LETTERS), pick(LETTERS), pick(DIGITS), pick(DIGITS)];
  while (chars.length < 10) chars.push(pick(LETTERS + DIGITS));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/** Checks the account exists and is held for the reset's transaction. */
export async function assertUserForUpdate(tx: Transaction, userId: number): Promise<void> {
  await lockedRow(tx, userId);
}

async function personRoles(tx: Transaction, userId: number) {
  await lockedRow(tx, userId);
  return roleIdsIn(tx, userId);
}

/** Binds a parent (role 3) to a pupil (role 2); a pair already bound is a 409 with a clear message. */
export async function bindParent(tx: Transaction, parentId: number, studentId: number): Promise<FieldChange> {
  if (parentId === studentId) throw appError(CONSOLE_USER_ERRORS.sameAccount);
  // Rows locked in id order, so two binds of one pair in opposite directions cannot deadlock.
  const [first, second] = parentId < studentId ? [parentId, studentId] : [studentId, parentId];
  const rolesById = new Map([
    [first, await personRoles(tx, first)],
    [second, await personRoles(tx, second)],
  ]);
  if (!rolesById.get(parentId)!.includes(PARENT_ROLE_ID)) throw appError(CONSOLE_USER_ERRORS.notParent);
  if (!rolesById.get(studentId)!.includes(STUDENT_ROLE_ID)) throw appError(CONSOLE_USER_ERRORS.notPupil);
  const added = await tx.insert(parentStudents).values({ parentId, studentId }).onConflictDoNothing().returning();
  if (added.length === 0) throw appError(CONSOLE_USER_ERRORS.bindExists);
  return { before: { parentId, studentId, bound: false }, after: { parentId, studentId, bound: true } };
}

export async function unbindParent(tx: Transaction, parentId: number, studentId: number): Promise<FieldChange> {
  const removed = await tx
    .delete(parentStudents)
    .where(and(eq(parentStudents.parentId, parentId), eq(parentStudents.studentId, studentId)))
    .returning();
  if (removed.length === 0) throw appError(CONSOLE_USER_ERRORS.bindMissing);
  return { before: { parentId, studentId, bound: true }, after: { parentId, studentId, bound: false } };
}
