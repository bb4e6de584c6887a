import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  CONSOLE_ERRORS,
  SESSION_EDIT_MESSAGES,
  chinaDateOf,
  chinaTimeOf,
  sessionAddProblem,
  sessionMoveProblem,
  sessionRemoveProblem,
  sessionState,
  sessionTimeOf,
  sessionTitle,
  sessionTopicOf,
  type ConsoleClassSessions,
  type ConsoleSessionAdd,
  type ConsoleSessionUpdate,
  type SessionTime,
} from '@salt/domain';
import type { Transaction } from '../../db/client';
import { chapterQuizzes, chapters, enrolments, notices, offerings, skus } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { recordAudit, refusalFor, updateWithVersion, type AuditChange } from '../console';
import { syncClassPeriods } from './class-schedule.service';
import { learningPolicy } from './learning.policy';

/** Each rule's message (class-session-rules.ts) with its stable error code. */
const refuse = refusalFor({
  [SESSION_EDIT_MESSAGES.started]: CONSOLE_ERRORS.sessionStarted,
  [SESSION_EDIT_MESSAGES.inPast]: CONSOLE_ERRORS.sessionInPast,
  [SESSION_EDIT_MESSAGES.outOfOrder]: CONSOLE_ERRORS.sessionOutOfOrder,
  [SESSION_EDIT_MESSAGES.afterLast]: CONSOLE_ERRORS.sessionAfterLast,
  [SESSION_EDIT_MESSAGES.hasHomework]: CONSOLE_ERRORS.sessionHasWork,
  [SESSION_EDIT_MESSAGES.lastOne]: CONSOLE_ERRORS.sessionLastOne,
});

/** A form's times; the contract checked them, so a problem here is a bug rather than bad input. */
function timesOf(form: { date: string; startTime: string; endTime: string }): SessionTime {
  const t = sessionTimeOf(form);
  if (typeof t === 'string') throw new Error(t);
  return t;
}

const when = (s: SessionTime) =>
  `${chinaDateOf(s.startAt).slice(5).replace('-', '月')}日 ${chinaTimeOf(s.startAt)}-${chinaTimeOf(s.endAt)}`;

type Session = typeof chapters.$inferSelect;

/** The class of a sku, locked for the edit: edits of one class's sessions take turns (numbering, neighbours). */
async function lockClassOfSku(tx: Transaction, skuId: number) {
  const [row] = await tx
    .select({ id: offerings.id, title: offerings.title, teacherId: offerings.teacherId, tutorId: offerings.tutorId })
    .from(offerings)
    .where(eq(offerings.skuId, skuId))
    .for('update');
  if (!row) throw appError(CONSOLE_ERRORS.recordNotFound);
  return row;
}

async function lockClassOfSession(tx: Transaction, sessionId: number) {
  const [found] = await tx.select({ offeringId: chapters.offeringId }).from(chapters).where(eq(chapters.id, sessionId));
  if (!found) throw appError(CONSOLE_ERRORS.recordNotFound);
  const [row] = await tx
    .select({ id: offerings.id, title: offerings.title, skuId: offerings.skuId })
    .from(offerings)
    .where(eq(offerings.id, found.offeringId))
    .for('update');
  return row!;
}

const sessionsOf = (tx: Transaction, offeringId: number) =>
  tx.select().from(chapters).where(eq(chapters.offeringId, offeringId)).orderBy(asc(chapters.seq));

/**
 * After a change: the shop's class period from the sessions, a notice to the class's pupils saying what changed
 * (when anyone is enrolled), the audit row, and every instance's catalogue cache emptied after the commit.
 */
async function afterChange(
  tx: Transaction,
  actor: Actor,
  offeringId: number,
  notice: { title: string; content: string } | null,
  audit: Omit<AuditChange, 'entity'>,
) {
  await syncClassPeriods(tx, offeringId);
  if (notice) {
    const [pupils] = await tx
      .select({ n: count() })
      .from(enrolments)
      .where(and(eq(enrolments.offeringId, offeringId), eq(enrolments.status, 'active')));
    if ((pupils?.n ?? 0) > 0) await tx.insert(notices).values({ ...notice, offeringId, userId: null });
  }
  await recordAudit(tx, actor, { entity: 'session', ...audit });
}

export async function classSessions(ctx: AppContext, actor: Actor, skuId: number): Promise<ConsoleClassSessions> {
  const [cls] = await ctx.db
    .select({ id: offerings.id, skuName: skus.className, name: skus.name })
    .from(offerings)
    .innerJoin(skus, eq(skus.id, offerings.skuId))
    .where(eq(offerings.skuId, skuId));
  if (!cls) throw appError(CONSOLE_ERRORS.recordNotFound);
  await learningPolicy.authorize(actor, 'class.read', { offeringId: cls.id });
  const rows = await ctx.db
    .select({
      session: chapters,
      hasWork: sql<boolean>`exists (select 1 from ${chapterQuizzes} where ${chapterQuizzes.chapterId} = ${chapters.id})`,
    })
    .from(chapters)
    .where(eq(chapters.offeringId, cls.id))
    .orderBy(asc(chapters.seq));
  const [pupils] = await ctx.db
    .select({ n: count() })
    .from(enrolments)
    .where(and(eq(enrolments.offeringId, cls.id), eq(enrolments.status, 'active')));
  const now = ctx.clock.now();
  return {
    skuId,
    offeringId: cls.id,
    className: cls.skuName ?? cls.name,
    enrolled: pupils?.n ?? 0,
    sessions: rows.map(({ session: s, hasWork }) => ({
      id: s.id,
      seq: s.seq,
      title: s.title,
      topic: sessionTopicOf(s.title),
      startAt: s.startAt.toISOString(),
      endAt: s.endAt.toISOString(),
      state: sessionState(now, s),
      hasWork,
      hasRecording: s.playbackKey !== null,
      version: s.version,
    })),
  };
}

/** 新增课次: numbered after the last session, with the class's teacher and tutor. */
export async function addClassSession(
  ctx: AppContext,
  actor: Actor,
  skuId: number,
  form: ConsoleSessionAdd,
): Promise<{ id: number }> {
  const to = timesOf(form);
  const id = await ctx.db.transaction(async (tx) => {
    const cls = await lockClassOfSku(tx, skuId);
    const sessions = await sessionsOf(tx, cls.id);
    const last = sessions.at(-1) ?? null;
    refuse(sessionAddProblem({ now: ctx.clock.now(), to, last }));
    const seq = (last?.seq ?? 0) + 1;
    const values = {
      offeringId: cls.id,
      seq,
      title: sessionTitle(seq, form.topic || null),
      ...to,
      teacherId: cls.teacherId,
      tutorId: cls.tutorId,
    };
    const [row] = await tx.insert(chapters).values(values).returning({ id: chapters.id });
    await afterChange(
      tx,
      actor,
      cls.id,
      { title: '课程安排调整', content: `${cls.title} 新增${values.title}，上课时间 ${when(to)}。` },
      { action: 'session.add', entityId: row!.id, before: null, after: values },
    );
    return row!.id;
  });
  await ctx.caches.invalidate('catalogue');
  return { id };
}

/** 调整课次: a new time between its neighbours and a topic, at the version the form was read at. */
export async function updateClassSession(
  ctx: AppContext,
  actor: Actor,
  sessionId: number,
  form: ConsoleSessionUpdate,
): Promise<{ id: number }> {
  const to = timesOf(form);
  await ctx.db.transaction(async (tx) => {
    const cls = await lockClassOfSession(tx, sessionId);
    const sessions = await sessionsOf(tx, cls.id);
    const i = sessions.findIndex((s) => s.id === sessionId);
    const session = sessions[i]!;
    if (session.version !== form.version) throw appError(CONSOLE_ERRORS.staleVersion);
    const moved = session.startAt.getTime() !== to.startAt.getTime() || session.endAt.getTime() !== to.endAt.getTime();
    // A topic alone may change on any session (a typo in a past one); the time only on one that has not begun.
    if (moved) {
      refuse(
        sessionMoveProblem({
          now: ctx.clock.now(),
          session,
          to,
          previous: sessions[i - 1] ?? null,
          next: sessions[i + 1] ?? null,
        }),
      );
    }
    const title = sessionTitle(session.seq, form.topic || null);
    const after = await updateWithVersion(tx, chapters, sessionId, form.version, { ...to, title });
    await afterChange(
      tx,
      actor,
      cls.id,
      moved
        ? { title: '上课时间调整', content: `${cls.title} ${title} 调整为 ${when(to)}（原 ${when(session)}）。` }
        : null,
      { action: 'session.update', entityId: sessionId, before: pick(session), after: pick(after) },
    );
  });
  await ctx.caches.invalidate('catalogue');
  return { id: sessionId };
}

/** 删除课次: an upcoming session with no homework; the later ones move up a number (their topics kept). */
export async function removeClassSession(
  ctx: AppContext,
  actor: Actor,
  sessionId: number,
  version: number,
): Promise<{ id: number }> {
  await ctx.db.transaction(async (tx) => {
    const cls = await lockClassOfSession(tx, sessionId);
    const sessions = await sessionsOf(tx, cls.id);
    const session = sessions.find((s) => s.id === sessionId)!;
    if (session.version !== version) throw appError(CONSOLE_ERRORS.staleVersion);
    const [work] = await tx.select({ n: count() }).from(chapterQuizzes).where(eq(chapterQuizzes.chapterId, sessionId));
    refuse(
      sessionRemoveProblem({
        now: ctx.clock.now(),
        session,
        boundWork: (work?.n ?? 0) > 0,
        sessionsInClass: sessions.length,
      }),
    );
    await tx.delete(chapters).where(eq(chapters.id, sessionId));
    const later = sessions.filter((s) => s.seq > session.seq);
    // Two steps past the unique (class, seq) index: out of the way first, then into place.
    if (later.length > 0) {
      const ids = later.map((s) => s.id);
      await tx
        .update(chapters)
        .set({ seq: sql`-${chapters.seq}` })
        .where(inArray(chapters.id, ids));
      for (const s of later) {
        await tx
          .update(chapters)
          .set({ seq: s.seq - 1, title: sessionTitle(s.seq - 1, sessionTopicOf(s.title)), version: s.version + 1 })
          .where(eq(chapters.id, s.id));
      }
    }
    await afterChange(
      tx,
      actor,
      cls.id,
      {
        title: '课程安排调整',
        content: `${cls.title} 取消${session.title}（原定 ${when(session)}），后续课次顺延编号。`,
      },
      { action: 'session.remove', entityId: sessionId, before: pick(session), after: null },
    );
  });
  await ctx.caches.invalidate('catalogue');
  return { id: sessionId };
}

const pick = (s: Session) => ({ seq: s.seq, title: s.title, startAt: s.startAt, endAt: s.endAt, version: s.version });
