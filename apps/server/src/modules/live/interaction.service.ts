import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import {
  mayTeachIn,
  type LiveOption,
  type LiveQuestionStats,
  type LiveQuestionView,
  type LiveRank,
  type LiveRole,
  LIVE_ERRORS,
} from '@salt/domain';
import { enrolments, liveAnswers, liveQuestions, rollCallAnswers, rollCalls, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import type { ChapterRow } from '../learning';
import { livePolicy } from './live.policy';

/**
 * In-class interaction rules. Everything is decided by PostgreSQL (windows by timestamps, "answer once" by
 * primary keys), so any number of instances agree; broadcasting is the socket layer's job.
 */

/** Staff see names and results pupils do not (the domain's class policy). */
export const isStaff = (role: LiveRole) => mayTeachIn(role);

// The connection's relation to the session decides (live.policy.ts); its user is the actor.
const requireStaff = (userId: number, role: LiveRole) =>
  livePolicy.authorize({ userId }, 'interaction.lead', { relation: role });
const requireStudent = (userId: number, role: LiveRole) =>
  livePolicy.authorize({ userId }, 'interaction.answer', { relation: role });

export function displayName(u: { realname: string | null; nickname: string | null; username: string }): string {
  return u.realname || u.nickname || u.username;
}

/** '王小明' -> '王**', '张三' -> '张*'. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return '*';
  return chars[0] + '*'.repeat(Math.min(chars.length - 1, 2));
}

export async function userName(ctx: AppContext, userId: number): Promise<string> {
  const [u] = await ctx.db
    .select({ realname: users.realname, nickname: users.nickname, username: users.username })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return u ? displayName(u) : String(userId);
}

async function activeStudentCount(ctx: AppContext, offeringId: number): Promise<number> {
  const [r] = await ctx.db
    .select({ n: count() })
    .from(enrolments)
    .where(and(eq(enrolments.offeringId, offeringId), eq(enrolments.status, 'active')));
  return r?.n ?? 0;
}

// ---------------------------------------------------------------- roll call

export interface RollCallView {
  rollCallId: number;
  startedAt: string;
  endsAt: string;
  /** Active students of the class. */
  total: number;
  answered: { userId: number; name: string; answeredAt: string }[];
}

/** 课堂互动 off for the class (直播间设置): nothing new is started; answers to what is already open still count. */
function requireInteraction(chapter: ChapterRow): void {
  if (!chapter.interactionOpen) throw appError(LIVE_ERRORS.interactionClosed);
}

export async function startRollCall(
  ctx: AppContext,
  chapter: ChapterRow,
  userId: number,
  role: LiveRole,
  durationSec: number,
) {
  await requireStaff(userId, role);
  requireInteraction(chapter);
  const now = ctx.clock.now();
  const endsAt = new Date(now.getTime() + durationSec * 1000);
  const [row] = await ctx.db
    .insert(rollCalls)
    .values({ chapterId: chapter.id, startedBy: userId, startedAt: now, endsAt })
    .returning({ id: rollCalls.id });
  return { rollCallId: row!.id, startedAt: now.toISOString(), endsAt: endsAt.toISOString(), durationSec };
}

/** A student answers a roll call within its window, once (the primary key holds across instances). */
export async function answerRollCall(
  ctx: AppContext,
  chapter: ChapterRow,
  userId: number,
  role: LiveRole,
  rollCallId: number,
) {
  await requireStudent(userId, role);
  const [rc] = await ctx.db
    .select({ endsAt: rollCalls.endsAt })
    .from(rollCalls)
    .where(and(eq(rollCalls.id, rollCallId), eq(rollCalls.chapterId, chapter.id)))
    .limit(1);
  if (!rc) throw appError(LIVE_ERRORS.rollCallNotFound);
  const now = ctx.clock.now();
  if (now.getTime() > rc.endsAt.getTime()) throw appError(LIVE_ERRORS.rollCallClosed);
  const inserted = await ctx.db
    .insert(rollCallAnswers)
    .values({ rollCallId, userId, answeredAt: now })
    .onConflictDoNothing()
    .returning({ userId: rollCallAnswers.userId });
  if (inserted.length === 0) throw appError(LIVE_ERRORS.rollCallDuplicate);
  const [c] = await ctx.db
    .select({ n: count() })
    .from(rollCallAnswers)
    .where(eq(rollCallAnswers.rollCallId, rollCallId));
  return {
    rollCallId,
    userId,
    name: await userName(ctx, userId),
    answeredAt: now.toISOString(),
    count: c?.n ?? 1,
    total: await activeStudentCount(ctx, chapter.offeringId),
  };
}

export async function rollCallView(ctx: AppContext, chapter: ChapterRow, rollCallId: number): Promise<RollCallView> {
  const [rc] = await ctx.db.select().from(rollCalls).where(eq(rollCalls.id, rollCallId)).limit(1);
  if (!rc) throw appError(LIVE_ERRORS.rollCallNotFound);
  const rows = await ctx.db
    .select({
      userId: rollCallAnswers.userId,
      answeredAt: rollCallAnswers.answeredAt,
      realname: users.realname,
      nickname: users.nickname,
      username: users.username,
    })
    .from(rollCallAnswers)
    .innerJoin(users, eq(users.id, rollCallAnswers.userId))
    .where(eq(rollCallAnswers.rollCallId, rollCallId))
    .orderBy(rollCallAnswers.answeredAt);
  return {
    rollCallId: rc.id,
    startedAt: rc.startedAt.toISOString(),
    endsAt: rc.endsAt.toISOString(),
    total: await activeStudentCount(ctx, chapter.offeringId),
    answered: rows.map((r) => ({ userId: r.userId, name: displayName(r), answeredAt: r.answeredAt.toISOString() })),
  };
}

/** The roll call still open in a session, if any (the latest). */
export async function openRollCallId(ctx: AppContext, chapterId: number): Promise<number | null> {
  const [rc] = await ctx.db
    .select({ id: rollCalls.id })
    .from(rollCalls)
    .where(and(eq(rollCalls.chapterId, chapterId), gt(rollCalls.endsAt, ctx.clock.now())))
    .orderBy(desc(rollCalls.id))
    .limit(1);
  return rc?.id ?? null;
}

export async function hasAnsweredRollCall(ctx: AppContext, rollCallId: number, userId: number): Promise<boolean> {
  const [r] = await ctx.db
    .select({ u: rollCallAnswers.userId })
    .from(rollCallAnswers)
    .where(and(eq(rollCallAnswers.rollCallId, rollCallId), eq(rollCallAnswers.userId, userId)))
    .limit(1);
  return !!r;
}

// ---------------------------------------------------------------- questions

type QuestionRow = typeof liveQuestions.$inferSelect;

const keysOf = (s: string | null) => (s ? s.split(',') : null);
const kindOf = (q: QuestionRow) => (q.correct === null ? 'poll' : q.correct.includes(',') ? 'multiple' : 'single');

export async function pushQuestion(
  ctx: AppContext,
  chapter: ChapterRow,
  userId: number,
  role: LiveRole,
  input: { title: string; options: LiveOption[]; correct?: string[]; durationSec: number },
): Promise<QuestionRow> {
  await requireStaff(userId, role);
  requireInteraction(chapter);
  const keys = input.options.map((o) => o.key);
  if (new Set(keys).size !== keys.length) throw appError(LIVE_ERRORS.answerInvalid);
  const correct = [...new Set(input.correct ?? [])].sort();
  if (correct.some((k) => !keys.includes(k))) throw appError(LIVE_ERRORS.answerInvalid);
  const now = ctx.clock.now();
  const [q] = await ctx.db
    .insert(liveQuestions)
    .values({
      chapterId: chapter.id,
      pushedBy: userId,
      title: input.title,
      options: input.options,
      correct: correct.length ? correct.join(',') : null,
      pushedAt: now,
      closesAt: new Date(now.getTime() + input.durationSec * 1000),
    })
    .returning();
  return q!;
}

async function questionOf(ctx: AppContext, chapterId: number, questionId: number): Promise<QuestionRow> {
  const [q] = await ctx.db
    .select()
    .from(liveQuestions)
    .where(and(eq(liveQuestions.id, questionId), eq(liveQuestions.chapterId, chapterId)))
    .limit(1);
  if (!q) throw appError(LIVE_ERRORS.questionNotFound);
  return q;
}

/** A student's one answer: refused after the question closed and the second time (primary key). */
export async function answerQuestion(
  ctx: AppContext,
  chapter: ChapterRow,
  userId: number,
  role: LiveRole,
  questionId: number,
  answer: string[],
) {
  await requireStudent(userId, role);
  const q = await questionOf(ctx, chapter.id, questionId);
  const now = ctx.clock.now();
  if (now.getTime() >= q.closesAt.getTime()) throw appError(LIVE_ERRORS.questionClosed);
  const keys = (q.options as LiveOption[]).map((o) => o.key);
  const picked = [...new Set(answer)].sort();
  const kind = kindOf(q);
  if (picked.some((k) => !keys.includes(k)) || (kind !== 'multiple' && picked.length !== 1)) {
    throw appError(LIVE_ERRORS.answerInvalid);
  }
  const joined = picked.join(',');
  const correct = q.correct === null ? null : joined === q.correct;
  const inserted = await ctx.db
    .insert(liveAnswers)
    .values({ questionId, userId, answer: joined, correct, answeredAt: now })
    .onConflictDoNothing()
    .returning({ userId: liveAnswers.userId });
  if (inserted.length === 0) throw appError(LIVE_ERRORS.questionDuplicate);
  return { questionId, answer: picked, answeredAt: now.toISOString() };
}

/** Closes a question early (closesAt = now); false when it had already closed. */
export async function closeQuestion(
  ctx: AppContext,
  chapter: ChapterRow,
  userId: number,
  role: LiveRole,
  questionId: number,
): Promise<boolean> {
  await requireStaff(userId, role);
  await questionOf(ctx, chapter.id, questionId);
  const now = ctx.clock.now();
  const rows = await ctx.db
    .update(liveQuestions)
    .set({ closesAt: now })
    .where(and(eq(liveQuestions.id, questionId), gt(liveQuestions.closesAt, now)))
    .returning({ id: liveQuestions.id });
  return rows.length > 0;
}

export async function questionStats(ctx: AppContext, q: QuestionRow): Promise<LiveQuestionStats> {
  const rows = await ctx.db
    .select({ answer: liveAnswers.answer, correct: liveAnswers.correct, n: count() })
    .from(liveAnswers)
    .where(eq(liveAnswers.questionId, q.id))
    .groupBy(liveAnswers.answer, liveAnswers.correct);
  const counts: Record<string, number> = {};
  for (const o of q.options as LiveOption[]) counts[o.key] = 0;
  let answered = 0;
  let right = 0;
  for (const r of rows) {
    answered += r.n;
    if (r.correct) right += r.n;
    for (const k of r.answer.split(',')) counts[k] = (counts[k] ?? 0) + r.n;
  }
  const isPoll = q.correct === null;
  return {
    answered,
    counts,
    correctCount: isPoll ? null : right,
    correctRate: isPoll || answered === 0 ? null : Math.round((right / answered) * 10000) / 10000,
  };
}

export async function questionById(ctx: AppContext, chapterId: number, questionId: number) {
  return questionOf(ctx, chapterId, questionId);
}

/** The question as a viewer may see it: right keys and results for staff, for students once closed. */
export async function questionView(
  ctx: AppContext,
  q: QuestionRow,
  viewer: { userId: number; role: LiveRole },
  mine?: { answer: string; correct: boolean | null } | null,
): Promise<LiveQuestionView> {
  const closed = ctx.clock.now().getTime() >= q.closesAt.getTime();
  const reveal = closed || isStaff(viewer.role);
  let my = mine;
  if (my === undefined && viewer.role === 'student') {
    const [a] = await ctx.db
      .select({ answer: liveAnswers.answer, correct: liveAnswers.correct })
      .from(liveAnswers)
      .where(and(eq(liveAnswers.questionId, q.id), eq(liveAnswers.userId, viewer.userId)))
      .limit(1);
    my = a ?? null;
  }
  return {
    id: q.id,
    title: q.title,
    options: q.options as LiveOption[],
    kind: kindOf(q),
    pushedAt: q.pushedAt.toISOString(),
    closesAt: q.closesAt.toISOString(),
    closed,
    correct: reveal ? keysOf(q.correct) : null,
    myAnswer: my ? my.answer.split(',') : null,
    myCorrect: my && reveal ? my.correct : null,
    stats: reveal ? await questionStats(ctx, q) : null,
  };
}

/** Every question of a session, oldest first, with the viewer's answers. */
export async function questionsOf(
  ctx: AppContext,
  chapterId: number,
  viewer: { userId: number; role: LiveRole },
): Promise<LiveQuestionView[]> {
  const qs = await ctx.db
    .select()
    .from(liveQuestions)
    .where(eq(liveQuestions.chapterId, chapterId))
    .orderBy(liveQuestions.id);
  const mine = new Map<number, { answer: string; correct: boolean | null }>();
  if (viewer.role === 'student' && qs.length) {
    const rows = await ctx.db
      .select({ questionId: liveAnswers.questionId, answer: liveAnswers.answer, correct: liveAnswers.correct })
      .from(liveAnswers)
      .innerJoin(liveQuestions, eq(liveQuestions.id, liveAnswers.questionId))
      .where(and(eq(liveQuestions.chapterId, chapterId), eq(liveAnswers.userId, viewer.userId)));
    for (const r of rows) mine.set(r.questionId, r);
  }
  return Promise.all(
    qs.map((q) => questionView(ctx, q, viewer, viewer.role === 'student' ? (mine.get(q.id) ?? null) : null)),
  );
}

export async function openQuestion(ctx: AppContext, chapterId: number): Promise<QuestionRow | null> {
  const [q] = await ctx.db
    .select()
    .from(liveQuestions)
    .where(and(eq(liveQuestions.chapterId, chapterId), gt(liveQuestions.closesAt, ctx.clock.now())))
    .orderBy(desc(liveQuestions.id))
    .limit(1);
  return q ?? null;
}

// ---------------------------------------------------------------- ranks

export interface RawRank {
  userId: number;
  name: string;
  correct: number;
  answered: number;
  totalMs: number;
}

/**
 * The class's active students ranked by right answers in this session, then by the total time they took on
 * their right answers (faster first), then by answers given.
 */
export async function rawRanks(ctx: AppContext, chapter: ChapterRow): Promise<RawRank[]> {
  const result = await ctx.db.execute<{
    user_id: number;
    realname: string | null;
    nickname: string | null;
    username: string;
    correct: number;
    answered: number;
    total_ms: number;
  }>(sql`
    select e.user_id, u.realname, u.nickname, u.username,
      count(a.question_id) filter (where a.correct)::int as correct,
      count(a.question_id)::int as answered,
      coalesce(sum(extract(epoch from (a.answered_at - q.pushed_at)) * 1000) filter (where a.correct), 0)::bigint as total_ms
    from ${enrolments} e
    join ${users} u on u.id = e.user_id
    left join ${liveQuestions} q on q.chapter_id = ${chapter.id}
    left join ${liveAnswers} a on a.question_id = q.id and a.user_id = e.user_id
    where e.offering_id = ${chapter.offeringId} and e.status = 'active'
    group by e.user_id, u.realname, u.nickname, u.username
    order by correct desc, total_ms asc, answered desc, e.user_id asc`);
  return result.rows.map((r) => ({
    userId: r.user_id,
    name: displayName(r),
    correct: Number(r.correct),
    answered: Number(r.answered),
    totalMs: Number(r.total_ms),
  }));
}

/** Ranks as one viewer sees them: students see others' names masked. */
export function ranksFor(raw: RawRank[], viewer: { userId: number; role: LiveRole }): LiveRank[] {
  return raw.map((r, i) => ({
    rank: i + 1,
    userId: r.userId,
    name: isStaff(viewer.role) || r.userId === viewer.userId ? r.name : maskName(r.name),
    correct: r.correct,
    answered: r.answered,
    totalMs: r.totalMs,
    self: r.userId === viewer.userId,
  }));
}
