import { TEACHER_ROLE_ID, TUTOR_ROLE_IDS } from '@salt/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { chapters, enrolments, offerings, skus } from '../db/schema';
import { skuFactory } from './shop-factories';
import { userFactory } from './factories';

let seq = 0;

/**
 * A class with a teacher and a tutor and sessions starting at the given minute offsets from now (60 minutes
 * each): by default one finished, one live now, one upcoming.
 */
export async function liveClassFactory(db: Database, o: { offsetsMin?: number[]; now?: Date } = {}) {
  seq += 1;
  const now = o.now ?? new Date();
  const teacher = await userFactory(db, { roles: [TEACHER_ROLE_ID], realname: `李老师${seq}` });
  const tutor = await userFactory(db, { roles: [TUTOR_ROLE_IDS[0]], realname: `周辅导${seq}` });
  const { sku, spu } = await skuFactory(db);
  const [offering] = await db
    .insert(offerings)
    .values({
      skuId: sku.id,
      spuId: spu.id,
      title: `直播测试班${seq}`,
      subject: '2',
      grade: '8',
      teacherId: teacher.id,
      tutorId: tutor.id,
      liveRoom: `room-${process.pid}-${seq}`,
    })
    .returning();
  const offsets = o.offsetsMin ?? [-24 * 60, -10, 24 * 60];
  const rows = await db
    .insert(chapters)
    .values(
      offsets.map((m, i) => ({
        offeringId: offering!.id,
        seq: i + 1,
        title: `第${i + 1}讲`,
        startAt: new Date(now.getTime() + m * 60_000),
        endAt: new Date(now.getTime() + (m + 60) * 60_000),
      })),
    )
    .returning();
  return { offering: offering!, chapters: rows, teacher, tutor };
}

export async function enrol(db: Database, userId: number, offeringId: number) {
  await db.insert(enrolments).values({ userId, offeringId, status: 'active' });
}

/**
 * A course with two classes (skus, each with an offering and three sessions to come) and `seats` each: the
 * console's 学员 (add, move between the classes, end).
 */
export async function twoClassCourseFactory(db: Database, o: { seats?: number } = {}) {
  const a = await liveClassFactory(db, { offsetsMin: [2 * 1440, 4 * 1440, 6 * 1440] });
  const [skuA] = await db
    .update(skus)
    .set({ stock: o.seats ?? 10, className: `周六班${seq}` })
    .where(eq(skus.id, a.offering.skuId!))
    .returning();
  seq += 1;
  const [skuB] = await db
    .insert(skus)
    .values({
      spuId: skuA!.spuId,
      skuCode: `TB${process.pid}-${seq}`,
      name: `周日班${seq}`,
      className: `周日班${seq}`,
      priceFen: skuA!.priceFen,
      stock: o.seats ?? 10,
    })
    .returning();
  const [offeringB] = await db
    .insert(offerings)
    .values({
      skuId: skuB!.id,
      spuId: skuA!.spuId,
      title: a.offering.title,
      subject: '2',
      grade: '8',
      teacherId: a.teacher.id,
      tutorId: a.tutor.id,
      liveRoom: `room-${process.pid}-${seq}b`,
    })
    .returning();
  const now = Date.now();
  await db.insert(chapters).values(
    [3, 5, 7].map((d, i) => ({
      offeringId: offeringB!.id,
      seq: i + 1,
      title: `第${i + 1}讲`,
      startAt: new Date(now + d * 86_400_000),
      endAt: new Date(now + d * 86_400_000 + 3_600_000),
    })),
  );
  return { a: { sku: skuA!, offering: a.offering }, b: { sku: skuB!, offering: offeringB! } };
}
