import { and, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  CONSOLE_ERRORS,
  isAdmin,
  type ConsoleNoticeAudiences,
  type ConsoleNoticeEdit,
  type ConsoleNoticeForm,
  type ConsoleNoticePage,
  type consoleNoticeQuerySchema,
  type NoticeAudienceKind,
} from '@salt/domain';
import type { z } from 'zod';
import { notices, offerings, users } from '../../db/schema';
import { likePattern } from '../../platform/like-pattern';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { recordAudit, updateWithVersion } from '../console';
import type { Transaction } from '../../db/client';
import { learningPolicy } from './learning.policy';

/** The console's 通知 page: list and post the notices the site's bell reads (learn_notice). */

type Query = z.infer<typeof consoleNoticeQuerySchema>;

const userName = sql<string>`coalesce(nullif(${users.realname}, ''), nullif(${users.nickname}, ''), ${users.username})`;

/** The classes a member of staff may post to and read the notices of: all for admins, else taught or tutored. */
async function staffClasses(actor: Actor): Promise<number[] | 'all'> {
  if (isAdmin(actor.roles)) return 'all';
  return [...new Set([...(await actor.classesTaught()), ...(await actor.classesTutored())])];
}

export async function consoleNoticePage(ctx: AppContext, actor: Actor, q: Query): Promise<ConsoleNoticePage> {
  const where: SQL[] = [];
  if (q.kind === 'all') where.push(isNull(notices.userId), isNull(notices.offeringId));
  if (q.kind === 'class') where.push(isNotNull(notices.offeringId));
  if (q.kind === 'user') where.push(isNotNull(notices.userId));
  const classes = await staffClasses(actor);
  if (classes !== 'all') {
    if (classes.length === 0) return { records: [], total: 0, current: q.current, size: q.size };
    where.push(inArray(notices.offeringId, classes));
  }
  const cond = where.length ? and(...where) : undefined;
  const [{ total }] = (await ctx.db
    .select({ total: sql<number>`count(*)::int` })
    .from(notices)
    .where(cond)) as [{ total: number }];
  const rows = await ctx.db
    .select({
      id: notices.id,
      title: notices.title,
      content: notices.content,
      userId: notices.userId,
      offeringId: notices.offeringId,
      classTitle: offerings.title,
      userName,
      createdAt: notices.createdAt,
      updatedAt: notices.updatedAt,
      withdrawnAt: notices.withdrawnAt,
      version: notices.version,
    })
    .from(notices)
    .leftJoin(offerings, eq(offerings.id, notices.offeringId))
    .leftJoin(users, eq(users.id, notices.userId))
    .where(cond)
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(q.size)
    .offset((q.current - 1) * q.size);
  return {
    records: rows.map((r) => {
      const kind: NoticeAudienceKind = r.offeringId !== null ? 'class' : r.userId !== null ? 'user' : 'all';
      const audience = kind === 'class' ? (r.classTitle ?? '') : kind === 'user' ? (r.userName ?? '') : '全体';
      return {
        id: r.id,
        title: r.title,
        content: r.content,
        kind,
        audience,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt?.toISOString() ?? null,
        withdrawn: r.withdrawnAt !== null,
        version: r.version,
      };
    }),
    total,
    current: q.current,
    size: q.size,
  };
}

export async function createNotice(ctx: AppContext, actor: Actor, form: ConsoleNoticeForm): Promise<{ id: number }> {
  const offeringId = form.audience.kind === 'class' ? form.audience.offeringId : null;
  const userId = form.audience.kind === 'user' ? form.audience.userId : null;
  // Existence first (400), then the right to post there (403): a teacher learns nothing about classes that are
  // not theirs either way, since the policy refuses every class but their own.
  if (offeringId !== null) {
    const [row] = await ctx.db.select({ id: offerings.id }).from(offerings).where(eq(offerings.id, offeringId));
    if (!row) throw appError(CONSOLE_ERRORS.badNoticeAudience);
  }
  if (userId !== null) {
    const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!row) throw appError(CONSOLE_ERRORS.badNoticeAudience);
  }
  await learningPolicy.authorize(actor, 'notice.post', { offeringId });
  return ctx.db.transaction(async (tx) => {
    const values = { title: form.title, content: form.content, offeringId, userId };
    const [row] = await tx.insert(notices).values(values).returning({ id: notices.id });
    await recordAudit(tx, actor, {
      action: 'notice.create',
      entity: 'notice',
      entityId: row!.id,
      before: null,
      after: values,
    });
    return { id: row!.id };
  });
}

/**
 * A notice to change: it exists (404), the caller may post where it went (admins anywhere; a teacher only a class
 * they teach or tutor, `notice.post`), it is not withdrawn (409). Read under the row's lock so an edit and a
 * withdrawal take turns.
 */
async function noticeToChange(tx: Transaction, actor: Actor, id: number) {
  const [row] = await tx.select().from(notices).where(eq(notices.id, id)).for('update');
  if (!row) throw appError(CONSOLE_ERRORS.recordNotFound);
  await learningPolicy.authorize(actor, 'notice.post', { offeringId: row.offeringId });
  if (row.withdrawnAt) throw appError(CONSOLE_ERRORS.noticeWithdrawn);
  return row;
}

/** 编辑: a typo fixed in place (pupils who read it see the new text; unread stays unread). */
export async function editNotice(ctx: AppContext, actor: Actor, id: number, form: ConsoleNoticeEdit) {
  return ctx.db.transaction(async (tx) => {
    const before = await noticeToChange(tx, actor, id);
    const saved = await updateWithVersion(tx, notices, id, form.version, {
      title: form.title,
      content: form.content,
      updatedAt: ctx.clock.now(),
    });
    await recordAudit(tx, actor, {
      action: 'notice.update',
      entity: 'notice',
      entityId: id,
      before: { title: before.title, content: before.content },
      after: { title: saved.title, content: saved.content },
    });
    return { id };
  });
}

/** 撤回: the notice leaves every bell and list at once (the queries skip withdrawn rows); the console keeps it. */
export async function withdrawNotice(ctx: AppContext, actor: Actor, id: number, version: number) {
  return ctx.db.transaction(async (tx) => {
    await noticeToChange(tx, actor, id);
    const now = ctx.clock.now();
    await updateWithVersion(tx, notices, id, version, { withdrawnAt: now, updatedAt: now });
    await recordAudit(tx, actor, {
      action: 'notice.withdraw',
      entity: 'notice',
      entityId: id,
      before: { withdrawnAt: null },
      after: { withdrawnAt: now.toISOString() },
    });
    return { id };
  });
}

export async function noticeAudiences(
  ctx: AppContext,
  actor: Actor,
  keyword: string | undefined,
): Promise<ConsoleNoticeAudiences> {
  const mine = await staffClasses(actor);
  const classes =
    mine !== 'all' && mine.length === 0
      ? []
      : await ctx.db
          .select({ id: offerings.id, title: offerings.title })
          .from(offerings)
          .where(mine === 'all' ? undefined : inArray(offerings.id, mine))
          .orderBy(desc(offerings.id))
          .limit(200);
  if (mine !== 'all') return { classes, users: [] };
  const pattern = keyword ? likePattern(keyword) : undefined;
  const found = await ctx.db
    .select({ id: users.id, name: userName, username: users.username })
    .from(users)
    .where(
      pattern
        ? or(ilike(users.username, pattern), ilike(users.realname, pattern), ilike(users.nickname, pattern))
        : undefined,
    )
    .orderBy(desc(users.id))
    .limit(20);
  return { classes, users: found };
}
