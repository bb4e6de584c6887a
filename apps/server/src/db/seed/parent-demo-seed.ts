import { and, desc, eq, gte, isNotNull } from 'drizzle-orm';
import { CHINA_OFFSET_MS } from '@salt/domain';
import type { Database } from '../client';
import { notices, quizAnswers, users } from '../schema';
import { HOMEWORK_MARKED_NOTICE_TITLE } from '../../modules/learning';

const DAY_MS = 86_400_000;
const MIN_MS = 60_000;

/**
 * 家长端 demo: the demo parent opening 今日新增 finds the tutor's marking of today. Unless some homework of the demo
 * student was already marked today (China time), the latest marking (and its 作业已批改 notice) is moved to half an
 * hour ago (never before it was submitted, never before today's midnight). Run at every seed, so a demo started on
 * another day still has today's news; a no-op once today has a marking.
 */
export async function seedParentDemo(db: Database, now: Date): Promise<void> {
  const [student] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'student'));
  if (!student) return;
  const shifted = now.getTime() + CHINA_OFFSET_MS;
  const todayStart = new Date(shifted - (shifted % DAY_MS) - CHINA_OFFSET_MS);
  const markedOf = and(eq(quizAnswers.userId, student.id), eq(quizAnswers.kind, 'homework'));
  const [today] = await db
    .select({ id: quizAnswers.id })
    .from(quizAnswers)
    .where(and(markedOf, gte(quizAnswers.replyOverTime, todayStart)))
    .limit(1);
  if (today) return;
  const [latest] = await db
    .select({ id: quizAnswers.id, overTime: quizAnswers.overTime, at: quizAnswers.replyOverTime })
    .from(quizAnswers)
    .where(and(markedOf, isNotNull(quizAnswers.replyOverTime)))
    .orderBy(desc(quizAnswers.replyOverTime))
    .limit(1);
  if (!latest?.at) return;
  const submitted = latest.overTime?.getTime() ?? 0;
  const at = new Date(
    Math.min(now.getTime(), Math.max(now.getTime() - 30 * MIN_MS, todayStart.getTime(), submitted + MIN_MS)),
  );
  await db.update(quizAnswers).set({ replyOverTime: at }).where(eq(quizAnswers.id, latest.id));
  await db
    .update(notices)
    .set({ createdAt: at })
    .where(
      and(
        eq(notices.userId, student.id),
        eq(notices.title, HOMEWORK_MARKED_NOTICE_TITLE),
        eq(notices.createdAt, latest.at),
      ),
    );
}
