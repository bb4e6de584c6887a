import type { z } from 'zod';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  CONSOLE_ERRORS,
  TEACHER_ROLE_ID,
  TUTOR_ROLE_IDS,
  consoleTeacherQuerySchema,
  type ConsoleTeacherCreate,
  type ConsoleTeacherDetail,
  type ConsoleTeacherFields,
  type ConsoleTeacherPage,
  type ConsoleTeacherUpdate,
  type ConsoleTeacherVisible,
  type TeacherKind,
} from '@salt/domain';
import type { Database, Transaction } from '../../db/client';
import { skus, spuStaff, teacherProfiles, userRoles, users } from '../../db/schema';
import { likePattern } from '../../platform/like-pattern';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { recordAudit } from '../console';

/**
 * The console's 教师 page: teacher (主讲) and tutor (辅导) public profiles. Every write is audited with the values
 * before and after in its own transaction, edits carry the version read (stale: 409), and the shop's cached
 * listings (the home page's teachers) are emptied on every instance afterwards.
 */

type Query = z.infer<typeof consoleTeacherQuerySchema>;

const ROLE_IDS_OF: Record<TeacherKind, readonly number[]> = { teacher: [TEACHER_ROLE_ID], tutor: TUTOR_ROLE_IDS };

/** Classes (skus) of the goods each person is named on, as the kind of their profile. */
const classCount = sql<number>`(select count(*)::int from ${skus} k join ${spuStaff} s on s.spu_id = k.spu_id
  where s.user_id = ${teacherProfiles.userId} and s.role = ${teacherProfiles.kind})`;

const rowColumns = {
  userId: teacherProfiles.userId,
  username: users.username,
  realname: users.realname,
  mobile: users.phone,
  kind: teacherProfiles.kind,
  title: teacherProfiles.title,
  subject: teacherProfiles.subject,
  avatar: teacherProfiles.avatar,
  teachingYears: teacherProfiles.teachingYears,
  visible: teacherProfiles.visible,
  sort: teacherProfiles.sort,
  classes: classCount,
  updatedAt: teacherProfiles.updatedAt,
  version: teacherProfiles.version,
};

type RawRow = {
  username: string;
  realname: string | null;
  kind: string;
  updatedAt: Date;
};
const rowOf = <T extends RawRow>({ realname, ...r }: T) => ({
  ...r,
  name: realname?.trim() || r.username,
  kind: r.kind as TeacherKind,
  updatedAt: r.updatedAt.toISOString(),
});

export async function consoleTeacherPage(db: Database, q: Query): Promise<ConsoleTeacherPage> {
  const where: SQL[] = [];
  if (q.keyword) {
    const p = likePattern(q.keyword);
    where.push(or(ilike(users.realname, p), ilike(users.username, p), ilike(users.phone, p))!);
  }
  if (q.kind) where.push(eq(teacherProfiles.kind, q.kind));
  if (q.subject) where.push(eq(teacherProfiles.subject, q.subject));
  if (q.visible !== undefined) where.push(eq(teacherProfiles.visible, q.visible));
  const filter = where.length > 0 ? and(...where) : undefined;
  const size = q.size > 0 ? Number(q.size) : 20;
  const current = Number(q.current);
  const [rows, [count]] = await Promise.all([
    db
      .select(rowColumns)
      .from(teacherProfiles)
      .innerJoin(users, eq(users.id, teacherProfiles.userId))
      .where(filter)
      .orderBy(asc(teacherProfiles.kind), asc(teacherProfiles.sort), desc(teacherProfiles.userId))
      .limit(size)
      .offset((current - 1) * size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(teacherProfiles)
      .innerJoin(users, eq(users.id, teacherProfiles.userId))
      .where(filter),
  ]);
  return { records: rows.map(rowOf), total: count?.n ?? 0, current, size };
}

export async function consoleTeacherDetail(db: Database | Transaction, userId: number): Promise<ConsoleTeacherDetail> {
  const [row] = await db
    .select({
      ...rowColumns,
      intro: teacherProfiles.intro,
      qualificationNo: teacherProfiles.qualificationNo,
      honors: teacherProfiles.honors,
      qualificationImages: teacherProfiles.qualificationImages,
    })
    .from(teacherProfiles)
    .innerJoin(users, eq(users.id, teacherProfiles.userId))
    .where(eq(teacherProfiles.userId, userId));
  if (!row) throw appError(CONSOLE_ERRORS.recordNotFound);
  return rowOf(row);
}

const columnsOf = (form: ConsoleTeacherFields) => ({
  title: form.title ?? null,
  intro: form.intro ?? null,
  avatar: form.avatar ?? null,
  subject: form.subject ?? null,
  qualificationNo: form.qualificationNo ?? null,
  honors: form.honors,
  teachingYears: form.teachingYears,
  qualificationImages: form.qualificationImages,
  sort: form.sort,
  visible: form.visible,
});

/** What the audit log keeps: the edited fields (the intro by its length, not in full). */
const auditView = (p: ReturnType<typeof columnsOf> & { kind?: string }) => {
  const { intro, ...rest } = p;
  return { ...rest, introLength: intro?.length ?? 0 };
};

/** The user must exist and hold the role of the kind: 主讲 role 6, 辅导 role 7/10/130 (the 用户 page assigns). */
async function assertHoldsKind(tx: Transaction, userId: number, kind: TeacherKind) {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw appError(CONSOLE_ERRORS.recordNotFound);
  const roles = await tx
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.roleId, [...ROLE_IDS_OF[kind]])));
  if (roles.length === 0) throw appError(CONSOLE_ERRORS.notStaffOfKind);
}

export async function createTeacherProfile(
  ctx: AppContext,
  actor: Actor,
  form: ConsoleTeacherCreate,
): Promise<{ id: number }> {
  await ctx.db.transaction(async (tx) => {
    await assertHoldsKind(tx, form.userId, form.kind);
    const columns = columnsOf(form);
    const inserted = await tx
      .insert(teacherProfiles)
      .values({ userId: form.userId, kind: form.kind, ...columns })
      .onConflictDoNothing({ target: teacherProfiles.userId })
      .returning({ userId: teacherProfiles.userId });
    if (inserted.length === 0) throw appError(CONSOLE_ERRORS.teacherProfileExists);
    await recordAudit(tx, actor, {
      action: 'teacher.create',
      entity: 'teacher',
      entityId: form.userId,
      before: null,
      after: auditView({ ...columns, kind: form.kind }),
    });
  });
  await ctx.caches.invalidate('catalogue');
  return { id: form.userId };
}

/** Saves over the version read: none moved on → 409 and nothing changes; no such profile → 404. */
async function updateAtVersion(
  tx: Transaction,
  userId: number,
  version: number,
  patch: Partial<typeof teacherProfiles.$inferInsert>,
) {
  const rows = await tx
    .update(teacherProfiles)
    .set({ ...patch, version: sql`${teacherProfiles.version} + 1`, updatedAt: new Date() })
    .where(and(eq(teacherProfiles.userId, userId), eq(teacherProfiles.version, version)))
    .returning({ userId: teacherProfiles.userId });
  if (rows.length === 0) throw appError(CONSOLE_ERRORS.staleVersion);
}

export async function updateTeacherProfile(
  ctx: AppContext,
  actor: Actor,
  userId: number,
  form: ConsoleTeacherUpdate,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await consoleTeacherDetail(tx, userId);
    const columns = columnsOf(form);
    await updateAtVersion(tx, userId, form.version, columns);
    await recordAudit(tx, actor, {
      action: 'teacher.update',
      entity: 'teacher',
      entityId: userId,
      before: auditView(columnsOf({ ...before, honors: before.honors } as ConsoleTeacherFields)),
      after: auditView(columns),
    });
  });
  await ctx.caches.invalidate('catalogue');
}

/** Show or hide a profile on the shop's teacher pages (and move it in the list). */
export async function setTeacherVisible(
  ctx: AppContext,
  actor: Actor,
  userId: number,
  change: ConsoleTeacherVisible,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await consoleTeacherDetail(tx, userId);
    const patch = { visible: change.visible, ...(change.sort === undefined ? {} : { sort: change.sort }) };
    await updateAtVersion(tx, userId, change.version, patch);
    await recordAudit(tx, actor, {
      action: 'teacher.visible',
      entity: 'teacher',
      entityId: userId,
      before: { visible: before.visible, sort: before.sort },
      after: { visible: change.visible, sort: change.sort ?? before.sort },
    });
  });
  await ctx.caches.invalidate('catalogue');
}
