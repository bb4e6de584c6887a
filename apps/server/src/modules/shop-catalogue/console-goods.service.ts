import type { z } from 'zod';
import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import {
  TEACHER_ROLE_ID,
  TUTOR_ROLE_IDS,
  type ConsoleGoodsDetail,
  type ConsoleGoodsForm,
  type ConsoleGoodsPage,
  consoleGoodsQuerySchema,
  type ConsoleGoodsUpdate,
  type ConsoleStaffOptions,
  CONSOLE_ERRORS,
} from '@salt/domain';
import type { Database, Transaction } from '../../db/client';
import { offerings, skus, spuStaff, spus, userRoles, users } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { recordAudit, updateWithVersion } from '../console';
import { likePattern } from './catalogue.service';
import { sanitizeRichText } from './rich-text';

/** The console's view of course goods: every goods, on sale or not, with its classes' seats and prices. */

type Query = z.infer<typeof consoleGoodsQuerySchema>;

export async function consoleGoodsPage(db: Database, q: Query): Promise<ConsoleGoodsPage> {
  const where: SQL[] = [];
  if (q.keyword) where.push(ilike(spus.title, likePattern(q.keyword)));
  if (q.subject) where.push(eq(spus.subject, q.subject));
  if (q.term) where.push(eq(spus.term, q.term));
  if (q.onSale !== undefined) where.push(eq(spus.onSale, q.onSale));
  const filter = where.length > 0 ? and(...where) : undefined;
  const size = q.size > 0 ? Number(q.size) : 20;
  const current = Number(q.current);
  const classStats = db
    .select({
      spuId: skus.spuId,
      classes: sql<number>`count(*)::int`.as('classes'),
      seatsLeft: sql<number>`coalesce(sum(${skus.stock}), 0)::int`.as('seats_left'),
      sold: sql<number>`coalesce(sum(${skus.sold}), 0)::int`.as('sold'),
      minPriceFen: sql<number | null>`min(${skus.priceFen})`.as('min_price_fen'),
    })
    .from(skus)
    .groupBy(skus.spuId)
    .as('class_stats');
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: spus.id,
        title: spus.title,
        subject: spus.subject,
        grade: spus.grade,
        term: spus.term,
        coverUrl: spus.coverUrl,
        onSale: spus.onSale,
        recommended: spus.recommended,
        sort: spus.sort,
        classes: sql<number>`coalesce(${classStats.classes}, 0)`,
        seatsLeft: sql<number>`coalesce(${classStats.seatsLeft}, 0)`,
        sold: sql<number>`coalesce(${classStats.sold}, 0)`,
        minPriceFen: classStats.minPriceFen,
        updatedAt: spus.updatedAt,
        version: spus.version,
      })
      .from(spus)
      .leftJoin(classStats, eq(classStats.spuId, spus.id))
      .where(filter)
      .orderBy(desc(spus.updatedAt), desc(spus.id))
      .limit(size)
      .offset((current - 1) * size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(spus)
      .where(filter),
  ]);
  return {
    records: rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })),
    total: count?.n ?? 0,
    current,
    size,
  };
}

export async function consoleGoodsDetail(db: Database | Transaction, id: number): Promise<ConsoleGoodsDetail> {
  const [spu] = await db.select().from(spus).where(eq(spus.id, id));
  if (!spu) throw appError(CONSOLE_ERRORS.recordNotFound);
  const [staff, classes] = await Promise.all([
    db.select().from(spuStaff).where(eq(spuStaff.spuId, id)).orderBy(asc(spuStaff.sort)),
    db
      .select({
        sku: skus,
        taught: sql<boolean>`exists (select 1 from ${offerings} where ${offerings.skuId} = ${skus.id})`,
      })
      .from(skus)
      .where(eq(skus.spuId, id))
      .orderBy(asc(skus.sort), asc(skus.id)),
  ]);
  return {
    id: spu.id,
    title: spu.title,
    subtitle: spu.subtitle,
    subject: spu.subject,
    grade: spu.grade,
    term: spu.term,
    deptValue: spu.deptValue,
    coverUrl: spu.coverUrl,
    detailHtml: spu.detailHtml,
    tags: spu.tags,
    recommended: spu.recommended,
    sort: spu.sort,
    teacherIds: staff.filter((s) => s.role === 'teacher').map((s) => s.userId),
    tutorIds: staff.filter((s) => s.role === 'tutor').map((s) => s.userId),
    onSale: spu.onSale,
    version: spu.version,
    updatedAt: spu.updatedAt.toISOString(),
    classes: classes.map(({ sku: c, taught }) => ({
      id: c.id,
      skuCode: c.skuCode,
      name: c.name,
      priceFen: c.priceFen,
      originalPriceFen: c.originalPriceFen,
      stock: c.stock,
      sold: c.sold,
      isGroup: c.isGroup,
      groupMemberNum: c.groupMemberNum,
      groupPriceFen: c.groupPriceFen,
      groupHoursValid: c.groupHoursValid,
      needLogistics: c.needLogistics,
      materialPriceFen: c.materialPriceFen,
      version: c.version,
      taught,
    })),
  };
}

/** Teachers (role 6) and tutors (7, 10, 130) the goods form offers, by name. */
export async function consoleStaffOptions(db: Database | Transaction): Promise<ConsoleStaffOptions> {
  const roleIds = [TEACHER_ROLE_ID, ...TUTOR_ROLE_IDS];
  const rows = await db
    .select({
      userId: users.id,
      name: sql<string>`coalesce(${users.realname}, ${users.username})`,
      roleId: userRoles.roleId,
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(inArray(userRoles.roleId, roleIds))
    .orderBy(asc(users.id));
  const pick = (ids: readonly number[]) => {
    const seen = new Set<number>();
    return rows
      .filter((r) => ids.includes(r.roleId) && !seen.has(r.userId) && seen.add(r.userId))
      .map(({ userId, name }) => ({ userId, name }));
  };
  return { teachers: pick([TEACHER_ROLE_ID]), tutors: pick(TUTOR_ROLE_IDS) };
}

/** The named staff must hold the role they are named for: a pupil cannot be listed as a course's teacher. */
async function assertStaff(tx: Transaction, form: Pick<ConsoleGoodsForm, 'teacherIds' | 'tutorIds'>) {
  const options = await consoleStaffOptions(tx);
  const teachers = new Set(options.teachers.map((t) => t.userId));
  const tutors = new Set(options.tutors.map((t) => t.userId));
  if (!form.teacherIds.every((id) => teachers.has(id)) || !form.tutorIds.every((id) => tutors.has(id)))
    throw appError(CONSOLE_ERRORS.badStaff);
}

async function replaceStaff(tx: Transaction, spuId: number, form: Pick<ConsoleGoodsForm, 'teacherIds' | 'tutorIds'>) {
  await tx.delete(spuStaff).where(eq(spuStaff.spuId, spuId));
  const staff = [
    ...[...new Set(form.teacherIds)].map((userId, sort) => ({ spuId, userId, role: 'teacher', sort })),
    ...[...new Set(form.tutorIds)].map((userId, sort) => ({ spuId, userId, role: 'tutor', sort })),
  ];
  if (staff.length > 0) await tx.insert(spuStaff).values(staff);
}

const columnsOf = (form: ConsoleGoodsForm) => ({
  title: form.title,
  subtitle: form.subtitle ?? null,
  subject: form.subject,
  grade: form.grade,
  term: form.term,
  deptValue: form.deptValue ?? null,
  coverUrl: form.coverUrl ?? null,
  detailHtml: sanitizeRichText(form.detailHtml),
  tags: form.tags,
  recommended: form.recommended,
  sort: form.sort,
});

const AUDITED = [
  'title',
  'subtitle',
  'subject',
  'grade',
  'term',
  'deptValue',
  'coverUrl',
  'tags',
  'recommended',
  'sort',
  'teacherIds',
  'tutorIds',
] as const;
type Audited = Pick<ConsoleGoodsDetail, (typeof AUDITED)[number] | 'detailHtml'>;

/** What the audit log keeps of goods: the fields staff edit (the rich text by its length, not in full). */
const auditView = (g: Audited) => ({
  ...Object.fromEntries(AUDITED.map((k) => [k, g[k]])),
  detailLength: g.detailHtml.length,
});

/** New goods, off sale until published (so a half-built course never shows in the shop). */
export async function createGoods(ctx: AppContext, actor: Actor, form: ConsoleGoodsForm): Promise<{ id: number }> {
  const id = await ctx.db.transaction(async (tx) => {
    await assertStaff(tx, form);
    const columns = columnsOf(form);
    const [row] = await tx
      .insert(spus)
      .values({ ...columns, onSale: false })
      .returning({ id: spus.id });
    await replaceStaff(tx, row!.id, form);
    await recordAudit(tx, actor, {
      action: 'goods.create',
      entity: 'goods',
      entityId: row!.id,
      before: null,
      after: { ...auditView({ ...columns, teacherIds: form.teacherIds, tutorIds: form.tutorIds }), onSale: false },
    });
    return row!.id;
  });
  await ctx.caches.invalidate('catalogue');
  return { id };
}

export async function updateGoods(ctx: AppContext, actor: Actor, id: number, form: ConsoleGoodsUpdate): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await consoleGoodsDetail(tx, id);
    await assertStaff(tx, form);
    const columns = columnsOf(form);
    await updateWithVersion(tx, spus, id, form.version, { ...columns, updatedAt: new Date() });
    await replaceStaff(tx, id, form);
    await recordAudit(tx, actor, {
      action: 'goods.update',
      entity: 'goods',
      entityId: id,
      before: auditView(before),
      after: auditView({ ...columns, teacherIds: form.teacherIds, tutorIds: form.tutorIds }),
    });
  });
  await ctx.caches.invalidate('catalogue');
}

/** Publish or withdraw goods. Withdrawn goods leave the shop; orders already paid are untouched. */
export async function setGoodsOnSale(
  ctx: AppContext,
  actor: Actor,
  id: number,
  change: { onSale: boolean; version: number },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select({ onSale: spus.onSale }).from(spus).where(eq(spus.id, id));
    await updateWithVersion(tx, spus, id, change.version, { onSale: change.onSale, updatedAt: new Date() });
    await recordAudit(tx, actor, {
      action: 'goods.sale',
      entity: 'goods',
      entityId: id,
      before: before ? { onSale: before.onSale } : null,
      after: { onSale: change.onSale },
    });
  });
  await ctx.caches.invalidate('catalogue');
}
