import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  API_PATHS,
  fillPath,
  subjectColour,
  type ClassPeriod,
  type Page,
  type ShopLayout,
  type Sku,
  type SpuCard,
  type SpuDetail,
  type SpuPageQuery,
  SHOP_ERRORS,
} from '@salt/domain';
import type { Database } from '../../db/client';
import { classPeriods, dictionaryItems, skus, spuStaff, spus } from '../../db/schema';
import { appError } from '../../platform/errors';
import { pageTeachers, spuIdsOfStaff, staffBrief, staffOfSpus } from '../teacher';
import { sanitizeRichText } from './rich-text';
import { coverSvg } from './cover-art';
import { createClass, type NewClass } from '../learning';
import { showingBanners } from './home-banners';
import { homeSectionOrder } from './home-sections';

/** size -1 means "all"; this caps it so a huge catalogue cannot produce an unbounded answer. */
export const PAGE_ALL_CAP = 1000;

import { likePattern } from '../../platform/like-pattern';

export { likePattern };

type SpuRow = typeof spus.$inferSelect;

/** The uploaded cover, or the generated one (subject colour and title) served by GET /api/shop/spu/public/cover/{id}. */
export function coverOf(spu: { id: number; coverUrl: string | null }): string {
  return spu.coverUrl || `/api${fillPath(API_PATHS.spuCover, { id: spu.id })}`;
}

/** SVG markup of the generated cover of any existing goods (off-sale too: carts and orders still show it). */
export async function spuCoverSvg(db: Database, id: number): Promise<string> {
  const [row] = await db
    .select({ subject: spus.subject, title: spus.title, term: spus.term, grade: dictionaryItems.label })
    .from(spus)
    .leftJoin(dictionaryItems, and(eq(dictionaryItems.type, 'grade'), eq(dictionaryItems.value, spus.grade)))
    .where(eq(spus.id, id))
    .limit(1);
  if (!row) throw appError(SHOP_ERRORS.spuNotFound);
  return coverSvg(row.subject, row.title, [row.grade, row.term].filter(Boolean).join(' · '));
}
type SkuRow = typeof skus.$inferSelect;
type PeriodRow = typeof classPeriods.$inferSelect;

export const periodOf = (p: PeriodRow): ClassPeriod => ({
  startDate: p.startDate,
  endDate: p.endDate,
  startTime: p.startTime.slice(0, 5),
  endTime: p.endTime.slice(0, 5),
  lessonCount: p.lessonCount,
});

async function skusOf(db: Database, spuIds: number[]): Promise<SkuRow[]> {
  if (spuIds.length === 0) return [];
  return db.select().from(skus).where(inArray(skus.spuId, spuIds)).orderBy(asc(skus.sort), asc(skus.id));
}

async function periodsOf(db: Database, spuIds: number[]): Promise<PeriodRow[]> {
  if (spuIds.length === 0) return [];
  return db
    .select()
    .from(classPeriods)
    .where(inArray(classPeriods.spuId, spuIds))
    .orderBy(asc(classPeriods.startDate), asc(classPeriods.startTime), asc(classPeriods.id));
}

function groupBy<T, K>(items: T[], key: (t: T) => K): Map<K, T[]> {
  const m = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = m.get(k);
    if (list) list.push(item);
    else m.set(k, [item]);
  }
  return m;
}

/** Cards for goods rows: price range, seats, teachers and the first class period, in three batched queries. */
export async function cardsOf(db: Database, rows: SpuRow[]): Promise<SpuCard[]> {
  const ids = rows.map((r) => r.id);
  const [skuRows, periodRows, staff] = await Promise.all([skusOf(db, ids), periodsOf(db, ids), staffOfSpus(db, ids)]);
  const skusBySpu = groupBy(skuRows, (s) => s.spuId);
  const periodsBySpu = groupBy(periodRows, (p) => p.spuId);
  return rows.map((spu) => {
    const list = skusBySpu.get(spu.id) ?? [];
    const cheapest = list.reduce<SkuRow | null>((min, s) => (!min || s.priceFen < min.priceFen ? s : min), null);
    const first = periodsBySpu.get(spu.id)?.[0];
    return {
      id: spu.id,
      title: spu.title,
      subtitle: spu.subtitle,
      subject: spu.subject,
      grade: spu.grade,
      term: spu.term,
      deptValue: spu.deptValue,
      coverUrl: coverOf(spu),
      tags: spu.tags,
      minPriceFen: cheapest ? cheapest.priceFen : null,
      minOriginalPriceFen: cheapest ? cheapest.originalPriceFen : null,
      soldOut: list.every((s) => s.stock <= 0),
      sold: list.reduce((n, s) => n + s.sold, 0),
      hasGroupBuy: list.some((s) => s.isGroup),
      needLogistics: list.some((s) => s.needLogistics),
      teachers: (staff.get(spu.id)?.teachers ?? []).map(staffBrief),
      classPeriod: first ? periodOf(first) : null,
    };
  });
}

function filterOf(q: Omit<SpuPageQuery, 'current' | 'size'>): SQL {
  const conds: SQL[] = [eq(spus.onSale, true)];
  if (q.subject) conds.push(eq(spus.subject, q.subject));
  if (q.grade) conds.push(eq(spus.grade, q.grade));
  if (q.term) conds.push(eq(spus.term, q.term));
  if (q.dept) conds.push(or(isNull(spus.deptValue), eq(spus.deptValue, q.dept))!);
  if (q.keyword) conds.push(sql`${spus.title} ilike ${likePattern(q.keyword)} escape '\\'`);
  return and(...conds)!;
}

const listOrder = [asc(spus.sort), desc(spus.id)];

/** Goods on sale with filters and paging; size -1 answers every match (up to PAGE_ALL_CAP). */
export async function pageSpus(db: Database, q: SpuPageQuery): Promise<Page<SpuCard>> {
  const where = filterOf(q);
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(spus)
    .where(where);
  const limit = q.size === -1 ? PAGE_ALL_CAP : q.size;
  const offset = q.size === -1 ? 0 : (q.current - 1) * q.size;
  const rows =
    total === 0 || offset >= total
      ? []
      : await db
          .select()
          .from(spus)
          .where(where)
          .orderBy(...listOrder)
          .limit(limit)
          .offset(offset);
  return { records: await cardsOf(db, rows), total, current: q.current, size: q.size };
}

async function onSaleSpu(db: Database, id: number): Promise<SpuRow> {
  const [row] = await db
    .select()
    .from(spus)
    .where(and(eq(spus.id, id), eq(spus.onSale, true)))
    .limit(1);
  if (!row) throw appError(SHOP_ERRORS.spuNotFound);
  return row;
}

/** Goods detail; unknown and off-sale goods answer 404 '商品不存在'. */
export async function spuDetail(db: Database, id: number): Promise<SpuDetail> {
  const spu = await onSaleSpu(db, id);
  const [[card], periods, staff] = await Promise.all([cardsOf(db, [spu]), periodsOf(db, [id]), staffOfSpus(db, [id])]);
  const own = periods.filter((p) => p.skuId === null);
  const shown = own.length > 0 ? own : periods;
  const seen = new Set<string>();
  const classPeriodList = shown.map(periodOf).filter((p) => {
    const key = JSON.stringify(p);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    ...card!,
    // Sanitised when stored; sanitised again here in case a row was written around the service.
    detailHtml: sanitizeRichText(spu.detailHtml),
    teachers: staff.get(id)?.teachers ?? [],
    tutors: staff.get(id)?.tutors ?? [],
    classPeriods: classPeriodList,
  };
}

/** The classes (skus) of goods on sale, each with its own class periods or the goods' periods. */
export async function skusOfSpu(db: Database, spuId: number): Promise<Sku[]> {
  await onSaleSpu(db, spuId);
  const [rows, periods] = await Promise.all([skusOf(db, [spuId]), periodsOf(db, [spuId])]);
  const spuPeriods = periods.filter((p) => p.skuId === null).map(periodOf);
  const bySku = groupBy(
    periods.filter((p) => p.skuId !== null),
    (p) => p.skuId!,
  );
  return rows.map((s) => ({
    id: s.id,
    spuId: s.spuId,
    skuCode: s.skuCode,
    name: s.name,
    priceFen: s.priceFen,
    originalPriceFen: s.originalPriceFen,
    stock: s.stock,
    sold: s.sold,
    soldOut: s.stock <= 0,
    level: s.level,
    className: s.className,
    needLogistics: s.needLogistics,
    isGroup: s.isGroup,
    groupMemberNum: s.isGroup ? s.groupMemberNum : null,
    groupPriceFen: s.isGroup ? s.groupPriceFen : null,
    groupHoursValid: s.isGroup ? s.groupHoursValid : null,
    classPeriods: bySku.get(s.id)?.map(periodOf) ?? spuPeriods,
  }));
}

const LAYOUT_SCAN = 200;
const SECTION_SIZE = 8;
const RECOMMENDED_SIZE = 8;
const BANNER_COUNT = 3;

/**
 * Home page sections: banners (staff's, or the first recommended goods when none shows), recommended goods, one
 * section per subject with goods on sale (in staff's 首页分区 order, hidden ones left out), and teachers.
 */
export async function shopLayout(db: Database, q: { dept?: string; grade?: string }): Promise<ShopLayout> {
  const rows = await db
    .select()
    .from(spus)
    .where(filterOf(q))
    .orderBy(...listOrder)
    .limit(LAYOUT_SCAN);
  const cards = await cardsOf(db, rows);
  const byId = new Map(cards.map((c) => [c.id, c]));
  const flagged = rows.filter((r) => r.recommended).map((r) => byId.get(r.id)!);
  const recommended = (flagged.length > 0 ? flagged : cards).slice(0, RECOMMENDED_SIZE);
  const [teachers, arranged, order] = await Promise.all([
    pageTeachers(db, { current: 1, size: 8 }),
    showingBanners(db, { placement: 'shop', dept: q.dept }),
    homeSectionOrder(db),
  ]);
  // Staff's 首页分区 order, titles and hidden subjects; a section still needs goods on sale to show.
  const sections = order
    .map(({ subject, title }) => ({
      subject,
      title,
      colour: subjectColour(subject),
      goods: cards.filter((c) => c.subject === subject).slice(0, SECTION_SIZE),
    }))
    .filter((s) => s.goods.length > 0);
  const fallback = recommended.slice(0, BANNER_COUNT).map((c) => ({
    id: c.id,
    title: c.title,
    subtitle: null,
    imageUrl: c.coverUrl,
    spuId: c.id,
  }));
  return {
    banners: arranged.length > 0 ? arranged : fallback,
    sections,
    recommended,
    teachers: teachers.records.map(({ id, teacherId, name, avatar, title, subject }) => ({
      id,
      teacherId,
      name,
      avatar,
      title,
      subject,
    })),
  };
}

/** On-sale goods a teacher or tutor takes part in (teacher detail page). */
export async function cardsOfStaff(db: Database, userId: number): Promise<SpuCard[]> {
  const ids = await spuIdsOfStaff(db, userId);
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(spus)
    .where(and(inArray(spus.id, ids), eq(spus.onSale, true)))
    .orderBy(...listOrder)
    .limit(100);
  return cardsOf(db, rows);
}

// ---------------------------------------------------------------- writing (seed now, console later)

export interface NewSku {
  skuCode: string;
  name: string;
  priceFen: number;
  originalPriceFen?: number | null;
  stock: number;
  sold?: number;
  level?: string | null;
  className?: string | null;
  needLogistics?: boolean;
  isGroup?: boolean;
  groupMemberNum?: number | null;
  groupPriceFen?: number | null;
  groupHoursValid?: number | null;
  sort?: number;
  /**
   * The class this sku sells, with its timetable: the sessions are made from the schedule and the class period
   * the shop shows is derived from them (learning/class-schedule.service). Absent for materials.
   */
  class?: Omit<NewClass, 'skuId'>;
}

export interface NewSpu {
  title: string;
  subtitle?: string | null;
  subject: string;
  grade: string;
  term: string;
  deptValue?: string | null;
  coverUrl?: string | null;
  detailHtml?: string;
  tags?: string[];
  onSale?: boolean;
  recommended?: boolean;
  sort?: number;
  teacherIds?: number[];
  tutorIds?: number[];
  skus?: NewSku[];
}

/**
 * Creates goods with its skus, staff and classes in one transaction; the rich text is sanitised here. A sku with
 * a `class` gets its sessions and, derived from them, its class period; no period is ever typed in by hand.
 * Used by the demo seed and tests (and later the console).
 */
export async function createSpu(db: Database, input: NewSpu): Promise<{ spuId: number; skuIds: number[] }> {
  return db.transaction(async (tx) => {
    const [spu] = await tx
      .insert(spus)
      .values({
        title: input.title,
        subtitle: input.subtitle ?? null,
        subject: input.subject,
        grade: input.grade,
        term: input.term,
        deptValue: input.deptValue ?? null,
        coverUrl: input.coverUrl ?? null,
        detailHtml: sanitizeRichText(input.detailHtml ?? ''),
        tags: input.tags ?? [],
        onSale: input.onSale ?? true,
        recommended: input.recommended ?? false,
        sort: input.sort ?? 0,
      })
      .returning({ id: spus.id });
    const spuId = spu!.id;
    const staff = [
      ...(input.teacherIds ?? []).map((userId, sort) => ({ spuId, userId, role: 'teacher', sort })),
      ...(input.tutorIds ?? []).map((userId, sort) => ({ spuId, userId, role: 'tutor', sort })),
    ];
    if (staff.length > 0) await tx.insert(spuStaff).values(staff);
    const skuIds: number[] = [];
    for (const s of input.skus ?? []) {
      const { class: cls, ...fields } = s;
      const [row] = await tx
        .insert(skus)
        .values({ ...fields, spuId })
        .returning({ id: skus.id });
      skuIds.push(row!.id);
      if (cls) await createClass(tx, { ...cls, skuId: row!.id });
    }
    return { spuId, skuIds };
  });
}

/** One sku with its goods card, so a checkout opened with only `?skuId=` needs one request. */
export async function skuWithGoods(db: Database, skuId: number): Promise<{ sku: Sku; spu: SpuCard }> {
  const [row] = await db.select({ spuId: skus.spuId }).from(skus).where(eq(skus.id, skuId)).limit(1);
  if (!row) throw appError(SHOP_ERRORS.skuNotFound);
  const spu = await onSaleSpu(db, row.spuId);
  const [list, [card]] = await Promise.all([skusOfSpu(db, row.spuId), cardsOf(db, [spu])]);
  return { sku: list.find((s) => s.id === skuId)!, spu: card! };
}
