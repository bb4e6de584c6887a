import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { enrolments, noticeReads, notices } from '../../db/schema';
import type { AppContext } from '../../platform/context';

/** Notices a user may see: to everyone, to them, or to a class they are enrolled in. */
function visibleTo(userId: number) {
  return or(
    and(isNull(notices.userId), isNull(notices.offeringId)),
    eq(notices.userId, userId),
    inArray(
      notices.offeringId,
      sql`(select ${enrolments.offeringId} from ${enrolments} where ${enrolments.userId} = ${userId} and ${enrolments.status} = 'active')`,
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
