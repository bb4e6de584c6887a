import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { periodMismatches, periodsOfSessions, scheduleSessions, type ClassSchedule } from '@salt/domain';
import type { Database, Transaction } from '../../db/client';
import { chapters, classPeriods, offerings, skus, spuStaff, spus } from '../../db/schema';

type Db = Database | Transaction;

/**
 * A class's timetable lives in its sessions (`learn_chapter`); what the shop advertises for the class
 * (`shop_class_period`, the sku's own rows) is derived from them here and nowhere else. Whoever creates or
 * moves sessions (the demo seed now, the staff console later) goes through `createClass` or calls
 * `syncClassPeriods` in the same transaction; `classScheduleMismatches` finds any class where the two disagree.
 */

export interface NewClass {
  skuId: number;
  /** The timetable; the sessions are generated from it. */
  schedule: ClassSchedule;
  /** Session topics in order ('第N讲 ' is put in front); fewer topics than sessions leave the rest untitled. */
  topics?: string[];
  /** Default: the goods' first teacher and first tutor. */
  teacherId?: number | null;
  tutorId?: number | null;
}

/**
 * Opens the class a sku sells: the offering, its sessions from the schedule, and the sku's class period derived
 * from those sessions. Run inside the transaction that creates the sku (or any transaction).
 */
export async function createClass(tx: Db, input: NewClass): Promise<{ offeringId: number }> {
  const [row] = await tx
    .select({ sku: skus, spu: spus })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .where(eq(skus.id, input.skuId));
  if (!row) throw new Error(`no sku ${input.skuId}`);
  const { sku, spu } = row;
  const staff = await tx.select().from(spuStaff).where(eq(spuStaff.spuId, spu.id)).orderBy(asc(spuStaff.sort));
  const teacherId =
    input.teacherId !== undefined ? input.teacherId : (staff.find((s) => s.role === 'teacher')?.userId ?? null);
  const tutorId = input.tutorId !== undefined ? input.tutorId : (staff.find((s) => s.role === 'tutor')?.userId ?? null);
  const [offering] = await tx
    .insert(offerings)
    .values({
      skuId: sku.id,
      spuId: spu.id,
      title: `${spu.title}·${sku.className ?? sku.name}`.slice(0, 100),
      subject: spu.subject,
      grade: spu.grade,
      teacherId,
      tutorId,
      liveRoom: `room-${sku.skuCode.toLowerCase()}`.slice(0, 64),
    })
    .returning({ id: offerings.id });
  const sessions = scheduleSessions(input.schedule);
  await tx.insert(chapters).values(
    sessions.map((s, i) => {
      const topic = input.topics?.[i];
      return {
        offeringId: offering!.id,
        seq: i + 1,
        title: (topic ? `第${i + 1}讲 ${topic}` : `第${i + 1}讲`).slice(0, 100),
        startAt: s.startAt,
        endAt: s.endAt,
        teacherId,
        tutorId,
      };
    }),
  );
  await syncClassPeriods(tx, offering!.id);
  return { offeringId: offering!.id };
}

/**
 * Writes the class period(s) of a class's sku from its sessions, replacing what was there. Goods-level periods of
 * the same goods go too: once a class has sessions, the goods advertise its classes' periods.
 */
export async function syncClassPeriods(tx: Db, offeringId: number): Promise<void> {
  const [offering] = await tx
    .select({ skuId: offerings.skuId, spuId: offerings.spuId })
    .from(offerings)
    .where(eq(offerings.id, offeringId));
  if (!offering) return;
  const sessions = await tx
    .select({ startAt: chapters.startAt, endAt: chapters.endAt })
    .from(chapters)
    .where(eq(chapters.offeringId, offeringId));
  await tx
    .delete(classPeriods)
    .where(
      and(
        eq(classPeriods.spuId, offering.spuId),
        or(eq(classPeriods.skuId, offering.skuId), isNull(classPeriods.skuId)),
      ),
    );
  const periods = periodsOfSessions(sessions);
  if (periods.length > 0) {
    await tx.insert(classPeriods).values(periods.map((p) => ({ ...p, spuId: offering.spuId, skuId: offering.skuId })));
  }
}

/**
 * Every class (sku with an offering) whose advertised periods or name disagree with its sessions, as
 * '<sku code>: <problem>' lines; and skus advertising a period without any class. Empty when the shop tells
 * the truth. `skuCodes` narrows it (e.g. to the demo's).
 */
export async function classScheduleMismatches(db: Db, skuCodes?: string[]): Promise<string[]> {
  const skuRows = await db
    .select({ id: skus.id, spuId: skus.spuId, code: skus.skuCode, name: skus.name })
    .from(skus)
    .where(skuCodes ? inArray(skus.skuCode, skuCodes) : undefined)
    .orderBy(asc(skus.id));
  if (skuRows.length === 0) return [];
  const spuIds = [...new Set(skuRows.map((s) => s.spuId))];
  const [periodRows, offeringRows] = await Promise.all([
    db.select().from(classPeriods).where(inArray(classPeriods.spuId, spuIds)),
    db
      .select({ id: offerings.id, skuId: offerings.skuId })
      .from(offerings)
      .where(
        inArray(
          offerings.skuId,
          skuRows.map((s) => s.id),
        ),
      ),
  ]);
  const sessionRows = offeringRows.length
    ? await db
        .select({ offeringId: chapters.offeringId, startAt: chapters.startAt, endAt: chapters.endAt })
        .from(chapters)
        .where(
          inArray(
            chapters.offeringId,
            offeringRows.map((o) => o.id),
          ),
        )
    : [];
  const problems: string[] = [];
  for (const sku of skuRows) {
    // What the shop shows for this class (catalogue skusOfSpu): its own periods, else the goods'.
    const own = periodRows.filter((p) => p.skuId === sku.id);
    const shown = own.length > 0 ? own : periodRows.filter((p) => p.spuId === sku.spuId && p.skuId === null);
    const offering = offeringRows.find((o) => o.skuId === sku.id);
    if (!offering) {
      if (shown.length > 0) problems.push(`${sku.code}: 没有班级，却展示了开课时间`);
      continue;
    }
    const sessions = sessionRows.filter((s) => s.offeringId === offering.id);
    for (const p of periodMismatches(shown, sessions, sku.name)) problems.push(`${sku.code}: ${p}`);
  }
  return problems;
}
