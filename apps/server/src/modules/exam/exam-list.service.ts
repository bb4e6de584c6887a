import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  EXAM_STATUS_TEXT,
  examPhase,
  examStatus,
  type ExamHistoryItem,
  type ExamKind,
  type ExamListItem,
  type Page,
} from '@salt/domain';
import { examAnswers, examAttempts, examPapers, exams, offerings, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { activeOfferingIds } from '../learning';
import { windowOf, type ExamRow } from './attempt-store';
import { commitExpiredOf } from './commit.service';

/** size -1 is "all", capped. */
const ALL_CAP = 1000;
const limitOf = (size: number) => (size === -1 ? ALL_CAP : size);
const offsetOf = (current: number, size: number) => (size === -1 ? 0 : (current - 1) * size);

interface PageQuery {
  current: number;
  size: number;
}

/** Which exams of a kind a pupil sees: a class's exams of their classes; the others for their grade (all if unknown). */
async function scopeOf(ctx: AppContext, userId: number, kind: ExamKind, subject?: string): Promise<SQL | null> {
  const conds: SQL[] = [eq(exams.kind, kind)];
  if (subject) conds.push(eq(exams.subject, subject));
  if (kind === 'jieke') {
    const classes = await activeOfferingIds(ctx, userId);
    if (classes.length === 0) return null;
    conds.push(inArray(exams.offeringId, classes));
  } else {
    const [me] = await ctx.db.select({ grade: users.grade }).from(users).where(eq(users.id, userId));
    if (me?.grade) conds.push(eq(exams.grade, me.grade));
  }
  return and(...conds)!;
}

interface AttemptSummary {
  used: number;
  openId: number | null;
  latest: { id: number; earnedTenths: number | null; pendingTenths: number | null } | null;
}

async function attemptsOf(ctx: AppContext, userId: number, examIds: number[]): Promise<Map<number, AttemptSummary>> {
  const out = new Map<number, AttemptSummary>();
  if (examIds.length === 0) return out;
  const rows = await ctx.db
    .select({
      id: examAttempts.id,
      examId: examAttempts.examId,
      status: examAttempts.status,
      earnedTenths: examAttempts.earnedTenths,
      pendingTenths: examAttempts.pendingTenths,
    })
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, userId), inArray(examAttempts.examId, examIds)))
    .orderBy(asc(examAttempts.examId), desc(examAttempts.committedAt), desc(examAttempts.id));
  for (const r of rows) {
    const s = out.get(r.examId) ?? { used: 0, openId: null, latest: null };
    s.used += 1;
    if (r.status === 'open') s.openId = r.id;
    else s.latest ??= r;
    out.set(r.examId, s);
  }
  return out;
}

/**
 * GET /em/exam/my/page?type=: the caller's exams of one kind with their status (未开始 / 进行中 / 已交卷 / 已批改 /
 * 已结束), window, attempts used, the unfinished attempt to resume and whether POST /session would start now.
 * Exams still open or to come first, then the rest, newest first.
 */
export async function myExamPage(
  ctx: AppContext,
  userId: number,
  q: PageQuery & { type: ExamKind; subject?: string },
): Promise<Page<ExamListItem>> {
  const now = ctx.clock.now();
  await commitExpiredOf(ctx, userId, now);
  const where = await scopeOf(ctx, userId, q.type, q.subject);
  if (!where) return { records: [], total: 0, current: q.current, size: q.size };
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: sql<number>`count(*)::int` })
    .from(exams)
    .where(where);
  const rows = await ctx.db
    .select({ exam: exams, paper: examPapers, className: offerings.title })
    .from(exams)
    .innerJoin(examPapers, eq(examPapers.id, exams.paperId))
    .leftJoin(offerings, eq(offerings.id, exams.offeringId))
    .where(where)
    .orderBy(
      sql`(${exams.closesAt} is null or ${exams.closesAt} > ${now.toISOString()}::timestamptz) desc`,
      sql`coalesce(${exams.opensAt}, ${exams.createdAt}) desc`,
      desc(exams.id),
    )
    .limit(limitOf(q.size))
    .offset(offsetOf(q.current, q.size));
  const attempts = await attemptsOf(
    ctx,
    userId,
    rows.map((r) => r.exam.id),
  );
  const records = rows.map(({ exam: row, paper, className }): ExamListItem => {
    const exam = row as ExamRow;
    const a = attempts.get(exam.id) ?? { used: 0, openId: null, latest: null };
    const phase = examPhase(windowOf(exam, exam.durationSeconds ?? paper.durationSeconds), now);
    const latest = a.latest ? { committed: true, pendingManual: (a.latest.pendingTenths ?? 0) > 0 } : null;
    const status = examStatus(phase, latest);
    const attemptsLeft = exam.maxAttempts === null || a.used < exam.maxAttempts;
    return {
      examId: exam.id,
      kind: exam.kind,
      title: exam.title,
      subject: exam.subject,
      grade: exam.grade,
      className: className ?? null,
      opensAt: exam.opensAt?.toISOString() ?? null,
      closesAt: exam.closesAt?.toISOString() ?? null,
      durationSeconds: exam.durationSeconds ?? paper.durationSeconds,
      totalScore: paper.totalTenths / 10,
      questionCount: paper.sections.reduce((n, s) => n + s.items.length, 0),
      status,
      statusText: EXAM_STATUS_TEXT[status],
      maxAttempts: exam.maxAttempts,
      attemptsUsed: a.used,
      openSessionId: a.openId,
      latestSessionId: a.latest?.id ?? null,
      latestScore: a.latest && (a.latest.pendingTenths ?? 0) === 0 ? (a.latest.earnedTenths ?? 0) / 10 : null,
      // AI practice sets start from the practice page; every other kind here while open, with attempts left.
      canStart: a.openId !== null || (exam.kind !== 'ai' && phase === 'open' && attemptsLeft),
    };
  });
  return { records, total, current: q.current, size: q.size };
}

/** GET /em/quiz/session/my/page: the caller's committed attempts, newest first (data pages: history and trend). */
export async function myHistoryPage(
  ctx: AppContext,
  userId: number,
  q: PageQuery & { type?: ExamKind; examId?: number },
): Promise<Page<ExamHistoryItem>> {
  await commitExpiredOf(ctx, userId, ctx.clock.now());
  const where = and(
    eq(examAttempts.userId, userId),
    eq(examAttempts.status, 'committed'),
    q.type ? eq(exams.kind, q.type) : undefined,
    q.examId ? eq(examAttempts.examId, q.examId) : undefined,
  );
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: sql<number>`count(*)::int` })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .where(where);
  const rows = await ctx.db
    .select({
      attempt: {
        id: examAttempts.id,
        startedAt: examAttempts.startedAt,
        deadline: examAttempts.deadline,
        committedAt: examAttempts.committedAt,
        earnedTenths: examAttempts.earnedTenths,
        possibleTenths: examAttempts.possibleTenths,
        pendingTenths: examAttempts.pendingTenths,
      },
      exam: { id: exams.id, kind: exams.kind, title: exams.title, subject: exams.subject },
      hasFeedback: sql<boolean>`exists (select 1 from ${examAnswers} an where an.attempt_id = ${examAttempts.id}
        and coalesce(an.teacher_comment, '') <> '')`,
    })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .where(where)
    .orderBy(desc(examAttempts.committedAt), desc(examAttempts.id))
    .limit(limitOf(q.size))
    .offset(offsetOf(q.current, q.size));
  const records = rows.map(({ attempt: a, exam, hasFeedback }): ExamHistoryItem => {
    const committedAt = a.committedAt!;
    const ended = Math.min(committedAt.getTime(), a.deadline.getTime());
    const pending = a.pendingTenths ?? 0;
    return {
      sessionId: a.id,
      examId: exam.id,
      kind: exam.kind as ExamKind,
      title: exam.title,
      subject: exam.subject,
      startedAt: a.startedAt.toISOString(),
      committedAt: committedAt.toISOString(),
      timeUsedSeconds: Math.max(0, Math.round((ended - a.startedAt.getTime()) / 1000)),
      score: pending === 0 ? (a.earnedTenths ?? 0) / 10 : null,
      possible: (a.possibleTenths ?? 0) / 10,
      pendingPoints: pending / 10,
      hasFeedback: Boolean(hasFeedback),
    };
  });
  return { records, total, current: q.current, size: q.size };
}
