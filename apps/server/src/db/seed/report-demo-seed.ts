import { and, count, desc, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '../client';
import { chapters, enrolments, learningReports, liveAttendance, playbackProgress, users } from '../schema';
import { sweepReports } from '../../modules/learning-report';

/** The demo tutor's comments, by how the month went (attendance rate). */
const COMMENTS = {
  good: '本月出勤和作业都很稳定，课堂上回答问题积极，测验中几何证明步骤完整。下月继续保持，注意计算细节。',
  fair: '本月有课次缺勤，已提醒通过回放补课；作业完成质量不错。建议每周固定两次复习错题本，巩固薄弱知识点。',
} as const;

/**
 * 学习报告 demo: who attended the sessions already held (most pupils live, some by the recording, a few absent,
 * spread by a fixed pattern so the figures differ between pupils), then the reports the daily sweep would have made
 * (last month's and the final ones of classes over), and the demo tutor's comment on the demo pupil's. Runs after
 * the demo recordings exist (their length decides what counts as watched); idempotent.
 */
export async function seedReportDemo(db: Database, now: Date): Promise<number> {
  const [done] = await db.select({ n: count() }).from(liveAttendance);
  if (Number(done?.n ?? 0) > 0) return 0;
  const held = await db
    .select({
      userId: enrolments.userId,
      chapterId: chapters.id,
      startAt: chapters.startAt,
      duration: chapters.playbackDurationSec,
    })
    .from(enrolments)
    .innerJoin(chapters, eq(chapters.offeringId, enrolments.offeringId))
    .where(and(eq(enrolments.status, 'active'), lte(chapters.endAt, now)));
  const live = [];
  const watched = [];
  for (const h of held) {
    const pattern = (h.userId * 31 + h.chapterId * 7) % 10;
    if (pattern === 0) continue; // absent
    if (pattern === 1 && h.duration)
      watched.push({ userId: h.userId, chapterId: h.chapterId, positionSec: h.duration, updatedAt: now });
    else
      live.push({
        userId: h.userId,
        chapterId: h.chapterId,
        firstJoinedAt: new Date(h.startAt.getTime() + 90_000),
        lastJoinedAt: new Date(h.startAt.getTime() + 90_000),
      });
  }
  if (live.length > 0) await db.insert(liveAttendance).values(live).onConflictDoNothing();
  if (watched.length > 0) await db.insert(playbackProgress).values(watched).onConflictDoNothing();

  const made = await sweepReports({ db, clock: { now: () => now } });
  const [student] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'student'));
  const [tutor] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'tutor'));
  if (student && tutor) {
    const mine = await db
      .select({ id: learningReports.id, figures: learningReports.figures })
      .from(learningReports)
      .where(and(eq(learningReports.userId, student.id), isNull(learningReports.tutorComment)))
      .orderBy(desc(learningReports.periodEnd))
      .limit(2);
    for (const r of mine) {
      const rate = (r.figures as { attendance: { ratePercent: number | null } }).attendance.ratePercent ?? 0;
      await db
        .update(learningReports)
        .set({ tutorComment: rate >= 90 ? COMMENTS.good : COMMENTS.fair, commentBy: tutor.id, commentedAt: now })
        .where(eq(learningReports.id, r.id));
    }
  }
  return made.monthly + made.final;
}
