import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  TEACHER_ROLE_ID,
  TUTOR_ROLE_IDS,
  type Page,
  type StaffBrief,
  type TeacherBrief,
  type TeacherCard,
  type TutorBrief,
  DEFAULT_AVATAR,
  SHOP_ERRORS,
} from '@salt/domain';
import type { Database } from '../../db/client';
import { spuStaff, teacherProfiles, userRoles, users } from '../../db/schema';
import { appError } from '../../platform/errors';

export type StaffRole = 'teacher' | 'tutor';

const ROLE_IDS: Record<StaffRole, number[]> = { teacher: [TEACHER_ROLE_ID], tutor: [...TUTOR_ROLE_IDS] };

const nameOf = (realname: string | null, username: string) => realname?.trim() || username;
const avatarOf = (profileAvatar: string | null, userAvatar: string | null) =>
  profileAvatar || userAvatar || DEFAULT_AVATAR;

/** Columns shared by every teacher/tutor read: the user joined with its (optional) public profile. */
const staffColumns = {
  id: users.id,
  username: users.username,
  realname: users.realname,
  userAvatar: users.avatar,
  profileAvatar: teacherProfiles.avatar,
  title: teacherProfiles.title,
  subject: teacherProfiles.subject,
  intro: teacherProfiles.intro,
  teachingYears: teacherProfiles.teachingYears,
  qualificationNo: teacherProfiles.qualificationNo,
  honors: teacherProfiles.honors,
  visible: teacherProfiles.visible,
  qualificationImages: teacherProfiles.qualificationImages,
};

type StaffRow = {
  id: number;
  username: string;
  realname: string | null;
  userAvatar: string | null;
  profileAvatar: string | null;
  title: string | null;
  subject: string | null;
  intro: string | null;
  teachingYears: number | null;
  qualificationNo: string | null;
  honors: string[] | null;
  visible: boolean | null;
  qualificationImages: string[] | null;
};

function briefOf(row: StaffRow) {
  return {
    id: row.id,
    name: nameOf(row.realname, row.username),
    avatar: avatarOf(row.profileAvatar, row.userAvatar),
    title: row.title,
    subject: row.subject,
  };
}

function cardOf(row: StaffRow): TeacherCard {
  return { ...briefOf(row), teacherId: row.id, intro: row.intro, teachingYears: row.teachingYears ?? 0 };
}

const holdsRole = (role: StaffRole) =>
  sql`exists (select 1 from ${userRoles} r where r.user_id = ${users.id} and r.role_id in (${sql.join(
    ROLE_IDS[role].map((id) => sql`${id}`),
    sql`, `,
  )}))`;

/**
 * Batch lookup for GET /admin/teacher/infoByIds and /admin/tutor/infoByIds: only users who hold the role are
 * answered (a student's id gives nothing), public fields only, in the order asked.
 */
export async function staffBriefsByIds(db: Database, ids: number[], role: 'teacher'): Promise<TeacherBrief[]>;
export async function staffBriefsByIds(db: Database, ids: number[], role: 'tutor'): Promise<TutorBrief[]>;
export async function staffBriefsByIds(
  db: Database,
  ids: number[],
  role: StaffRole,
): Promise<TeacherBrief[] | TutorBrief[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(staffColumns)
    .from(users)
    .leftJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
    .where(and(inArray(users.id, ids), holdsRole(role)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.map((id) => byId.get(id)).filter((r): r is StaffRow => Boolean(r));
  return role === 'teacher'
    ? ordered.map((r) => ({ ...briefOf(r), teacherId: r.id }))
    : ordered.map((r) => ({ ...briefOf(r), tutorId: r.id }));
}

export interface SpuStaff {
  teachers: (TeacherBrief & { intro: string | null })[];
  tutors: TutorBrief[];
}

/** Teachers and tutors of each goods, in their sort order. */
export async function staffOfSpus(db: Database, spuIds: number[]): Promise<Map<number, SpuStaff>> {
  const out = new Map<number, SpuStaff>();
  if (spuIds.length === 0) return out;
  const rows = await db
    .select({ ...staffColumns, spuId: spuStaff.spuId, role: spuStaff.role })
    .from(spuStaff)
    .innerJoin(users, eq(users.id, spuStaff.userId))
    .leftJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
    .where(inArray(spuStaff.spuId, spuIds))
    .orderBy(asc(spuStaff.spuId), asc(spuStaff.sort), asc(spuStaff.userId));
  for (const row of rows) {
    let entry = out.get(row.spuId);
    if (!entry) {
      entry = { teachers: [], tutors: [] };
      out.set(row.spuId, entry);
    }
    if (row.role === 'teacher') entry.teachers.push({ ...briefOf(row), teacherId: row.id, intro: row.intro });
    else entry.tutors.push({ ...briefOf(row), tutorId: row.id });
  }
  return out;
}

export const staffBrief = (s: { id: number; name: string; avatar: string }): StaffBrief => ({
  id: s.id,
  name: s.name,
  avatar: s.avatar,
});

/** Spu ids a teacher or tutor takes part in. */
export async function spuIdsOfStaff(db: Database, userId: number): Promise<number[]> {
  const rows = await db.selectDistinct({ spuId: spuStaff.spuId }).from(spuStaff).where(eq(spuStaff.userId, userId));
  return rows.map((r) => r.spuId);
}

function listWhere(subject: string | undefined): SQL {
  const conds: SQL[] = [eq(teacherProfiles.kind, 'teacher'), eq(teacherProfiles.visible, true)];
  if (subject) conds.push(eq(teacherProfiles.subject, subject));
  return and(...conds)!;
}

/** Visible teacher profiles (teacher list page, home page), by sort then id. */
export async function pageTeachers(
  db: Database,
  q: { current: number; size: number; subject?: string },
): Promise<Page<TeacherCard>> {
  const where = listWhere(q.subject);
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(teacherProfiles)
    .where(where);
  const base = db
    .select(staffColumns)
    .from(teacherProfiles)
    .innerJoin(users, eq(users.id, teacherProfiles.userId))
    .where(where)
    .orderBy(asc(teacherProfiles.sort), asc(teacherProfiles.userId));
  const rows = q.size === -1 ? await base.limit(1000) : await base.limit(q.size).offset((q.current - 1) * q.size);
  return { records: rows.map(cardOf), total, current: q.current, size: q.size };
}

/** One visible teacher or tutor profile with qualifications; 404 '讲师不存在' otherwise. */
export async function teacherProfile(db: Database, userId: number) {
  const [row] = await db
    .select(staffColumns)
    .from(teacherProfiles)
    .innerJoin(users, eq(users.id, teacherProfiles.userId))
    .where(and(eq(teacherProfiles.userId, userId), eq(teacherProfiles.visible, true)))
    .limit(1);
  if (!row) throw appError(SHOP_ERRORS.teacherNotFound);
  return {
    ...cardOf(row),
    qualificationNo: row.qualificationNo,
    honors: row.honors ?? [],
    qualificationImages: row.qualificationImages ?? [],
  };
}

/** Whether the user has a teacher or tutor profile the public pages show (their name is public anyway). */
export async function hasPublicProfile(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: teacherProfiles.userId })
    .from(teacherProfiles)
    .where(and(eq(teacherProfiles.userId, userId), eq(teacherProfiles.visible, true)))
    .limit(1);
  return Boolean(row);
}
