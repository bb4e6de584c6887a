import type { Database } from '../db/client';
import { chapters, offerings } from '../db/schema';

/** A class for a sku with sessions at the given offsets (minutes from `now`), 90 minutes each. */
export async function offeringFactory(
  db: Database,
  o: {
    skuId: number;
    spuId: number;
    teacherId?: number | null;
    tutorId?: number | null;
    offsetsMin?: number[];
    now?: Date;
  },
) {
  const now = o.now ?? new Date();
  const [offering] = await db
    .insert(offerings)
    .values({
      skuId: o.skuId,
      spuId: o.spuId,
      title: '测试班级',
      subject: '2',
      grade: '8',
      teacherId: o.teacherId ?? null,
      tutorId: o.tutorId ?? null,
      liveRoom: `room-${o.skuId}`,
    })
    .returning();
  const offsets = o.offsetsMin ?? [-7 * 24 * 60, -20, 7 * 24 * 60];
  const rows = await db
    .insert(chapters)
    .values(
      offsets.map((m, i) => ({
        offeringId: offering!.id,
        seq: i + 1,
        title: `第${i + 1}讲`,
        startAt: new Date(now.getTime() + m * 60_000),
        endAt: new Date(now.getTime() + (m + 90) * 60_000),
        teacherId: o.teacherId ?? null,
        tutorId: o.tutorId ?? null,
      })),
    )
    .returning();
  return { offering: offering!, chapters: rows };
}
