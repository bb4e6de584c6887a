import { and, asc, eq, inArray, like, min } from 'drizzle-orm';
import { addDays, chinaDateOf, inTerm, termAfter, termOf } from '@salt/domain';
import type { Database } from '../client';
import { chapters, enrolments, offerings, orderSeats, skus, spus, tutorFollowUpNotes, users } from '../schema';
import { placeDemoOrder } from './class-demo-classmates';
import { seedClassmateHomework } from './tutor-workbench-demo-homework';

const DAY = 86_400_000;

/** What the demo tutor wrote after ringing families: one due today, one planned, one done. */
const NOTES = [
  {
    text: '已电话联系家长，孩子寒假有外出计划，家长想先看课表再决定是否续报，约定今天再回电确认。',
    daysAgo: 3,
    next: 0,
  },
  { text: '上次课缺勤，已提醒看回放补课；家长对续报有意向，等期末考试后再定。', daysAgo: 1, next: 3 },
  { text: '家长反馈孩子作业完成较慢，已建议每天固定半小时完成课后作业。', daysAgo: 6, next: null },
] as const;

/**
 * 辅导老师工作台 demo: in each class the demo tutor takes, every third classmate (never a login account the journeys
 * use) has already bought the next term's class of the same subject and grade (a real paid order, seat and
 * enrolment), so 续报 shows some renewed and some not; classmates' homework (tutor-workbench-demo-homework.ts); and the tutor's follow-up notes on three who have not, one
 * due today. Idempotent: renewals are keyed `DEMOR<class>-<pupil>`, notes run once.
 */
export async function seedTutorWorkbenchDemo(db: Database, now: Date): Promise<void> {
  const [tutor] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'tutor'));
  if (!tutor) return;
  const all = await db
    .select({
      id: offerings.id,
      skuId: offerings.skuId,
      subject: offerings.subject,
      grade: offerings.grade,
      tutorId: offerings.tutorId,
      teacherId: offerings.teacherId,
      firstStart: min(chapters.startAt),
    })
    .from(offerings)
    .innerJoin(chapters, eq(chapters.offeringId, offerings.id))
    .groupBy(offerings.id)
    .orderBy(asc(offerings.id));
  const today = chinaDateOf(now);
  // The tutor's classes under way (begun, this term): the ones families are asked to renew.
  const mine = all.filter(
    (o) => o.tutorId === tutor.id && o.firstStart! <= now && inTerm(termOf(today), chinaDateOf(o.firstStart!)),
  );
  await seedClassmateHomework(
    db,
    mine.map((c) => c.id),
    tutor.id,
    now,
  );
  const notRenewed: number[] = [];
  for (const cls of mine) {
    const next = termAfter(termOf(chinaDateOf(cls.firstStart!)));
    const target = all
      .filter((a) => a.subject === cls.subject && a.grade === cls.grade && inTerm(next, chinaDateOf(a.firstStart!)))
      .sort((a, b) => Number(b.teacherId === cls.teacherId) - Number(a.teacherId === cls.teacherId) || a.id - b.id)[0];
    const pupils = await db
      .select({ id: users.id })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.userId))
      .where(
        and(eq(enrolments.offeringId, cls.id), eq(enrolments.status, 'active'), like(users.username, 'demo_mate_%')),
      )
      .orderBy(asc(users.id));
    if (!target) {
      notRenewed.push(...pupils.map((p) => p.id));
      continue;
    }
    const [row] = await db
      .select({ sku: skus, spu: spus })
      .from(skus)
      .innerJoin(spus, eq(spus.id, skus.spuId))
      .where(eq(skus.id, target.skuId));
    const held = new Set(
      (
        await db
          .select({ userId: orderSeats.userId })
          .from(orderSeats)
          .where(
            and(
              eq(orderSeats.skuId, target.skuId),
              eq(orderSeats.active, true),
              inArray(orderSeats.userId, pupils.length ? pupils.map((p) => p.id) : [-1]),
            ),
          )
      ).map((r) => r.userId),
    );
    for (const [i, p] of pupils.entries()) {
      if (held.has(p.id)) continue;
      if (i % 3 !== 0 || !row) {
        notRenewed.push(p.id);
        continue;
      }
      await placeDemoOrder(db, {
        userId: p.id,
        sku: row.sku,
        spu: row.spu,
        offeringId: target.id,
        paidAt: new Date(now.getTime() - (1 + (i % 4)) * DAY - 5 * 3_600_000),
        k: i,
        orderNo: `DEMOR${cls.id}-${p.id}`,
      });
    }
  }

  const [written] = await db.select({ id: tutorFollowUpNotes.id }).from(tutorFollowUpNotes).limit(1);
  if (written) return;
  const picked = [...new Set(notRenewed)].slice(0, NOTES.length);
  await Promise.all(
    picked.map((pupilId, i) => {
      const n = NOTES[i]!;
      return db.insert(tutorFollowUpNotes).values({
        pupilId,
        authorId: tutor.id,
        text: n.text,
        nextContactOn: n.next === null ? null : addDays(today, n.next),
        createdAt: new Date(now.getTime() - n.daysAgo * DAY),
      });
    }),
  );
}
