import { and, desc, eq, isNotNull, lt, ne, sql } from 'drizzle-orm';
import {
  DEFAULT_PLACEMENT_THRESHOLDS,
  EXAM_ERRORS,
  knowledgeMastery,
  masteryChange,
  placementLevel,
  rankAmong,
  scorePercent,
  weakestPoints,
  type ExamReport,
  type MarkedItem,
  type PointMastery,
  type QuestionMark,
} from '@salt/domain';
import { examAnswers, examAttempts, exams, users } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { suggestClasses } from '../shop-catalogue';
import { loadDictionaries } from '../system';
import { loadAttempt, loadExam, paperOfAttempt, type AttemptHead, type ExamRow } from './attempt-store';
import { commitIfExpired, isExpired } from './commit.service';
import { examPolicy } from './exam.policy';
import type { ParsedPaper } from './attempt-store';

const points = (tenths: number | null) => (tenths ?? 0) / 10;
const oneDecimal = (n: number) => Math.round(n * 10) / 10;
/** A point below this share is weak enough to recommend classes for. */
const WEAK_PERCENT = 80;
const FALLBACK_LEVEL_TEXT: Record<string, string> = { '1': '基础班', '2': '提高班', '3': '培优班', '4': '尖子班' };

/**
 * An attempt the caller may read: their own; else a bound parent's child's, or one they may mark (the class's
 * teacher or tutor, staff). Anyone else gets the same 404 as an unknown id. An attempt whose time ran out while
 * nobody committed it is committed first (the sweep's rule), so the report never waits for the sweep.
 */
export async function readableAttempt(
  ctx: AppContext,
  actor: Actor,
  attemptId: number,
): Promise<{ attempt: AttemptHead; exam: ExamRow }> {
  let attempt = await loadAttempt(ctx.db, attemptId);
  const exam = (await loadExam(ctx.db, attempt.examId))!;
  if (
    attempt.userId !== actor.userId &&
    !(await examPolicy.can(actor, 'session.read', { ownerId: attempt.userId, offeringId: exam.offeringId }))
  )
    throw appError(EXAM_ERRORS.sessionNotFound);
  const now = ctx.clock.now();
  if (attempt.status === 'open' && isExpired(attempt.deadline, now)) {
    await commitIfExpired(ctx, attemptId, now);
    attempt = await loadAttempt(ctx.db, attemptId);
  }
  if (attempt.status !== 'committed') throw appError(EXAM_ERRORS.notCommitted);
  return { attempt, exam };
}

/** The leaves of a marked paper (a combined question's parts instead of it), with their knowledge points. */
export function markedItems(marks: readonly QuestionMark[], paper: ParsedPaper): MarkedItem[] {
  return marks
    .flatMap((m) => (m.children && m.children.length > 0 ? m.children : [m]))
    .map((m) => ({
      knowledgePoints: paper.index.get(m.questionId)?.question.knowledgePoints ?? [],
      possible: m.possible,
      earned: m.earned,
    }));
}

/** A committed attempt's marked leaves with their knowledge points (the learning report's mastery). */
export async function markedItemsOfAttempt(ctx: Pick<AppContext, 'db'>, attemptId: number): Promise<MarkedItem[]> {
  const [row] = await ctx.db
    .select({ marks: examAttempts.marks })
    .from(examAttempts)
    .where(eq(examAttempts.id, attemptId));
  return markedItems((row?.marks ?? []) as QuestionMark[], await paperOfAttempt(ctx, attemptId));
}

/** Rank among the latest committed, fully marked attempt of everyone else who took the same paper. */
async function rankOf(ctx: AppContext, paperId: number, attempt: AttemptHead): Promise<ExamReport['rank']> {
  const { rows } = await ctx.db.execute<{ earned: number }>(sql`
    select latest.earned_tenths as earned from (
      select distinct on (a.user_id) a.earned_tenths, a.pending_tenths
      from ${examAttempts} a join ${exams} e on e.id = a.exam_id
      where e.paper_id = ${paperId} and a.status = 'committed' and a.user_id <> ${attempt.userId}
      order by a.user_id, a.committed_at desc
    ) latest
    where latest.pending_tenths = 0`);
  const mine = attempt.earnedTenths ?? 0;
  const r = rankAmong([...rows.map((x) => Number(x.earned)), mine], mine);
  return { rank: r.rank, of: r.takers, percentile: r.beatPercent };
}

async function levelText(ctx: AppContext, level: string): Promise<string> {
  const item = (await loadDictionaries(ctx)).level_txt.find((d) => d.value === level);
  return item?.label ?? FALLBACK_LEVEL_TEXT[level] ?? level;
}

/** AI practice: mastery per point before this set (the pupil's earlier sets in the subject) and after it. */
async function aiMasteryChange(
  ctx: AppContext,
  exam: ExamRow,
  attempt: AttemptHead,
  mine: MarkedItem[],
): Promise<ExamReport['masteryChange']> {
  const earlier = await ctx.db
    .select({ id: examAttempts.id, marks: examAttempts.marks })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .where(
      and(
        eq(exams.kind, 'ai'),
        eq(exams.subject, exam.subject),
        eq(examAttempts.userId, attempt.userId),
        eq(examAttempts.status, 'committed'),
        ne(examAttempts.id, attempt.id),
        lt(examAttempts.committedAt, attempt.committedAt!),
      ),
    )
    .orderBy(desc(examAttempts.committedAt))
    .limit(20);
  const before: MarkedItem[] = [];
  for (const e of earlier)
    before.push(...markedItems((e.marks ?? []) as QuestionMark[], await paperOfAttempt(ctx, e.id)));
  const touched = new Set(knowledgeMastery(mine).map((m) => m.point));
  const after = knowledgeMastery([...before, ...mine]).filter((m) => touched.has(m.point));
  return masteryChange(knowledgeMastery(before), after);
}

async function recommendationsFor(
  ctx: AppContext,
  exam: ExamRow,
  mastery: PointMastery[],
  placement: ExamReport['placement'],
): Promise<ExamReport['recommendations']> {
  const subjectGrade = { subject: exam.subject, grade: exam.grade };
  if (placement) {
    const classes = await suggestClasses(ctx.db, { ...subjectGrade, level: placement.level, limit: 4 });
    return classes.map((c) => ({ ...c, price: c.priceFen, reason: `分班测试结果：${placement.levelText}` }));
  }
  const weak = weakestPoints(mastery, 2).filter((m) => m.percent < WEAK_PERCENT);
  if (weak.length === 0) return [];
  const classes = await suggestClasses(ctx.db, { ...subjectGrade, limit: 3 });
  const reason = `薄弱知识点：${weak.map((m) => m.point).join('、')}`;
  return classes.map((c) => ({ ...c, price: c.priceFen, reason }));
}

async function feedbackOf(attemptId: number, ctx: AppContext, paper: ParsedPaper): Promise<ExamReport['feedback']> {
  const rows = await ctx.db
    .select({
      questionId: examAnswers.questionId,
      tenths: examAnswers.teacherTenths,
      comment: examAnswers.teacherComment,
      markedAt: examAnswers.markedAt,
      realname: users.realname,
      username: users.username,
    })
    .from(examAnswers)
    .leftJoin(users, eq(users.id, examAnswers.markedBy))
    .where(and(eq(examAnswers.attemptId, attemptId), isNotNull(examAnswers.markedAt)))
    .orderBy(examAnswers.questionId);
  return rows.map((r) => ({
    questionId: r.questionId,
    number: paper.index.get(r.questionId)?.question.number ?? '',
    score: points(r.tenths),
    comment: r.comment ?? '',
    markedAt: r.markedAt!.toISOString(),
    markedBy: r.realname ?? r.username ?? '',
  }));
}

const markView = (m: QuestionMark, number: (id: number) => string) => ({
  questionId: m.questionId,
  number: number(m.questionId),
  verdict: m.verdict,
  earned: m.earned,
  possible: m.possible,
});

/**
 * The report of a committed attempt: the score (null while oral or photo answers wait for a teacher), time used,
 * each question's marks, mastery per knowledge point, rank among everyone on the same paper, the placement level,
 * classes recommended for the weakest points (or the level reached), and the teacher's comments.
 */
export async function buildReport(ctx: AppContext, exam: ExamRow, attempt: AttemptHead): Promise<ExamReport> {
  const paper = await paperOfAttempt(ctx, attempt.id);
  const marks = (attempt.marks ?? []) as QuestionMark[];
  const number = (id: number) => paper.index.get(id)?.question.number ?? '';
  const items = markedItems(marks, paper);
  const mastery = knowledgeMastery(items);
  const earned = points(attempt.earnedTenths);
  const possible = points(attempt.possibleTenths);
  const pendingPoints = points(attempt.pendingTenths);
  const marked = (attempt.pendingTenths ?? 0) === 0;
  const committedAt = attempt.committedAt!;
  const ended = Math.min(committedAt.getTime(), attempt.deadline.getTime());
  let placement: ExamReport['placement'] = null;
  if (exam.kind === 'placement' && marked) {
    const level = placementLevel(earned, possible, paper.snapshot.levels ?? DEFAULT_PLACEMENT_THRESHOLDS);
    placement = { level, levelText: await levelText(ctx, level), percent: scorePercent(earned, possible) };
  }
  const [rank, change, recommendations, feedback] = await Promise.all([
    marked && exam.kind !== 'ai' ? rankOf(ctx, paper.snapshot.paperId, attempt) : null,
    exam.kind === 'ai' ? aiMasteryChange(ctx, exam, attempt, items) : [],
    marked ? recommendationsFor(ctx, exam, mastery, placement) : [],
    feedbackOf(attempt.id, ctx, paper),
  ]);
  return {
    sessionId: attempt.id,
    examId: exam.id,
    kind: exam.kind,
    title: exam.title,
    subject: exam.subject,
    grade: exam.grade,
    startedAt: attempt.startedAt.toISOString(),
    committedAt: committedAt.toISOString(),
    committedBy: attempt.committedBy === 'auto' ? 'auto' : 'pupil',
    timeUsedSeconds: Math.max(0, Math.round((ended - attempt.startedAt.getTime()) / 1000)),
    costTime: attempt.costTime,
    score: marked ? earned : null,
    earned,
    possible,
    pendingPoints,
    questions: marks.map((m) => ({
      ...markView(m, number),
      children: (m.children ?? []).map((c) => markView(c, number)),
    })),
    mastery: mastery.map((m) => ({
      point: m.point,
      percent: m.percent,
      earned: oneDecimal(m.earned),
      possible: oneDecimal(m.possible),
      questions: m.questions,
    })),
    masteryChange: change,
    rank,
    placement,
    recommendations,
    feedback,
  };
}

/** GET /em/quiz/session/{id}/report. */
export async function reportOf(ctx: AppContext, actor: Actor, attemptId: number): Promise<ExamReport> {
  const { attempt, exam } = await readableAttempt(ctx, actor, attemptId);
  return buildReport(ctx, exam, attempt);
}
