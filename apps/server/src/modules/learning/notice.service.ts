import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { chinaDateOf, chinaTimeOf } from '@salt/domain';
import type { Database, Transaction } from '../../db/client';
import { chapters, enrolments, noticeReads, notices, offerings } from '../../db/schema';
import type { AppContext } from '../../platform/context';

export const HOMEWORK_MARKED_NOTICE_TITLE = '作业已批改';

/**
 * Tells a pupil that one session's homework has been marked, naming the class and the session, at the moment it
 * is (`at`). Written by the marking itself (and by the demo seed for the records it marks), so a notice saying
 * marks are out exists exactly for the sessions whose marks are out. No score in the text: a later correction of
 * the score would make it wrong; the review shows the score.
 */
export async function noticeHomeworkMarked(
  db: Database | Transaction,
  o: { userId: number; chapterId: number; at: Date },
): Promise<void> {
  const [session] = await db
    .select({ seq: chapters.seq, title: chapters.title, classTitle: offerings.title })
    .from(chapters)
    .innerJoin(offerings, eq(offerings.id, chapters.offeringId))
    .where(eq(chapters.id, o.chapterId));
  if (!session) return;
  const topic = session.title.replace(/^第\d+讲\s*/, '');
  await db.insert(notices).values({
    userId: o.userId,
    title: HOMEWORK_MARKED_NOTICE_TITLE,
    content: `《${session.classTitle}》第${session.seq}讲${topic ? `「${topic}」` : ''}的课后作业已由老师批改，快去学习中心查看得分和点评吧！`,
    createdAt: o.at,
  });
}

export const HOMEWORK_SET_NOTICE_TITLE = '新的课后作业';

/**
 * Tells a class that homework was set on one of its sessions after it had ended (pupils look for homework on the
 * next session's day, so a late one would go unseen). Only when someone is actively enrolled; the deadline in the
 * text is the usual one (a pupil who joined later has theirs counted from joining, as the homework page says).
 */
export async function noticeHomeworkSet(
  db: Database | Transaction,
  o: { chapterId: number; dueAt: Date; at: Date },
): Promise<boolean> {
  const [session] = await db
    .select({ offeringId: offerings.id, seq: chapters.seq, title: chapters.title, classTitle: offerings.title })
    .from(chapters)
    .innerJoin(offerings, eq(offerings.id, chapters.offeringId))
    .where(eq(chapters.id, o.chapterId));
  if (!session) return false;
  const [pupil] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.offeringId, session.offeringId), eq(enrolments.status, 'active')))
    .limit(1);
  if (!pupil) return false;
  const topic = session.title.replace(/^第\d+讲\s*/, '');
  const [, month, day] = chinaDateOf(o.dueAt).split('-').map(Number);
  const due = `${month}月${day}日 ${chinaTimeOf(o.dueAt)}`;
  await db.insert(notices).values({
    offeringId: session.offeringId,
    userId: null,
    title: HOMEWORK_SET_NOTICE_TITLE,
    content: `《${session.classTitle}》第${session.seq}讲${topic ? `「${topic}」` : ''}已布置课后作业，请在 ${due} 前到学习中心完成。`,
    createdAt: o.at,
  });
  return true;
}

/** Notices a user may see: to everyone, to them, or to a class they are enrolled in; never a withdrawn one. */
function visibleTo(userId: number) {
  return and(
    isNull(notices.withdrawnAt),
    or(
      and(isNull(notices.userId), isNull(notices.offeringId)),
      eq(notices.userId, userId),
      inArray(
        notices.offeringId,
        sql`(select ${enrolments.offeringId} from ${enrolments} where ${enrolments.userId} = ${userId} and ${enrolments.status} = 'active')`,
      ),
    ),
  );
}

export async function noticePage(ctx: AppContext, userId: number, current: number, size: number) {
  const where = visibleTo(userId);
  const [{ total }] = (await ctx.db
    .select({ total: sql<number>`count(*)::int` })
    .from(notices)
    .where(where)) as [{ total: number }];
  const rows = await ctx.db
    .select({
      n: notices,
      read: sql<boolean>`exists(select 1 from ${noticeReads} r where r.notice_id = ${notices.id} and r.user_id = ${userId})`,
    })
    .from(notices)
    .where(where)
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(size)
    .offset((current - 1) * size);
  return {
    records: rows.map(({ n, read }) => ({
      id: n.id,
      title: n.title,
      content: n.content,
      createdAt: n.createdAt.toISOString(),
      read,
    })),
    total,
    current,
    size,
  };
}

export async function unreadCount(ctx: AppContext, userId: number): Promise<number> {
  const [{ n }] = (await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(notices)
    .where(
      and(
        visibleTo(userId),
        sql`not exists(select 1 from ${noticeReads} r where r.notice_id = ${notices.id} and r.user_id = ${userId})`,
      ),
    )) as [{ n: number }];
  return n;
}

/** Marks notices read; ids the user may not see are ignored, repeats are harmless. */
export async function markRead(ctx: AppContext, userId: number, ids: number[]): Promise<number> {
  const visible = await ctx.db
    .select({ id: notices.id })
    .from(notices)
    .where(and(inArray(notices.id, ids), visibleTo(userId)));
  if (visible.length === 0) return 0;
  await ctx.db
    .insert(noticeReads)
    .values(visible.map((v) => ({ noticeId: v.id, userId })))
    .onConflictDoNothing();
  return visible.length;
}
