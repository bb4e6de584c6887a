import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  EXAM_ERRORS,
  pickAdaptiveSet,
  subjectLabel,
  type ExamSession,
  type PointHistory,
  type QuestionMark,
} from '@salt/domain';
import { examAttempts, examPapers, examPracticeChecks, examQuestions, exams } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { appError, conflict } from '../../platform/errors';
import { insertAttempt, resumable } from './attempt.service';
import { loadExam, paperOfAttempt, type ExamRow } from './attempt-store';
import { buildSnapshot } from './paper-snapshot';
import { loadQuestions } from './question-rows';
import { sessionView } from './session-view';

/** An AI practice set has no deadline pressure: half an hour, whatever its size. */
export const AI_SET_SECONDS = 30 * 60;
/** Questions of the pupil's last sets and of the last days' practice count as recently seen. */
const RECENT_SETS = 3;
const RECENT_PRACTICE_MS = 3 * 24 * 3600_000;
/** Earlier attempts read for the history (newest first). */
const HISTORY_ATTEMPTS = 20;

/**
 * The practice exam of a subject and grade (kind 'ai', one per subject and grade, always open, unlimited), made on
 * first use with an empty practice paper: each set's questions live in its attempt's snapshot. A transaction-level
 * advisory lock keeps two first uses from making two.
 */
export async function aiExamFor(ctx: AppContext, subject: string, grade: string): Promise<ExamRow> {
  const id = await ctx.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('exam-ai-practice'), hashtext(${`${subject}:${grade}`}))`,
    );
    const [found] = await tx
      .select({ id: exams.id })
      .from(exams)
      .where(and(eq(exams.kind, 'ai'), eq(exams.subject, subject), eq(exams.grade, grade)))
      .limit(1);
    if (found) return found.id;
    const key = `ai-practice-${subject}-${grade}`;
    const title = `AI智能练习（${subjectLabel(subject)}）`;
    await tx
      .insert(examPapers)
      .values({ key, title, subject, grade, durationSeconds: AI_SET_SECONDS, totalTenths: 0, sections: [] })
      .onConflictDoNothing();
    const [paper] = await tx.select({ id: examPapers.id }).from(examPapers).where(eq(examPapers.key, key));
    const [exam] = await tx
      .insert(exams)
      .values({ paperId: paper!.id, kind: 'ai', title, subject, grade, maxAttempts: null })
      .returning({ id: exams.id });
    return exam!.id;
  });
  return (await loadExam(ctx.db, id))!;
}

/**
 * What the pupil got right and wrong per knowledge point in this subject and grade: every question-bank check,
 * and the marked questions of their recent committed attempts (unanswered counts as wrong; answers waiting for a
 * teacher do not count).
 */
async function pointHistory(ctx: AppContext, userId: number, subject: string, grade: string) {
  const history = new Map<string, PointHistory>();
  const add = (points: readonly string[], right: boolean) => {
    for (const p of new Set(points)) {
      const h = history.get(p) ?? { attempts: 0, wrong: 0 };
      h.attempts += 1;
      if (!right) h.wrong += 1;
      history.set(p, h);
    }
  };
  const checks = await ctx.db
    .select({ right: examPracticeChecks.right, points: examQuestions.knowledgePoints })
    .from(examPracticeChecks)
    .innerJoin(examQuestions, eq(examQuestions.id, examPracticeChecks.questionId))
    .where(
      and(eq(examPracticeChecks.userId, userId), eq(examQuestions.subject, subject), eq(examQuestions.grade, grade)),
    );
  for (const c of checks) add(c.points, c.right);
  const attempts = await ctx.db
    .select({ id: examAttempts.id, marks: examAttempts.marks })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .where(
      and(
        eq(examAttempts.userId, userId),
        eq(examAttempts.status, 'committed'),
        eq(exams.subject, subject),
        eq(exams.grade, grade),
      ),
    )
    .orderBy(desc(examAttempts.committedAt))
    .limit(HISTORY_ATTEMPTS);
  for (const a of attempts) {
    const { index } = await paperOfAttempt(ctx, a.id);
    const leaves = ((a.marks ?? []) as QuestionMark[]).flatMap((m) => (m.children?.length ? m.children : [m]));
    for (const m of leaves)
      if (m.verdict !== 'pending') add(index.get(m.questionId)?.question.knowledgePoints ?? [], m.verdict === 'right');
  }
  return history;
}

/** Top-level questions of the pupil's last practice sets, and bank questions practised in the last days. */
async function recentlySeen(ctx: AppContext, userId: number, examId: number, now: Date): Promise<Set<number>> {
  const seen = new Set<number>();
  const sets = await ctx.db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, userId), eq(examAttempts.examId, examId)))
    .orderBy(desc(examAttempts.id))
    .limit(RECENT_SETS);
  for (const s of sets)
    for (const section of (await paperOfAttempt(ctx, s.id)).snapshot.sections)
      for (const q of section.questions) seen.add(q.id);
  const practised = await ctx.db
    .selectDistinct({ id: examPracticeChecks.questionId })
    .from(examPracticeChecks)
    .where(
      and(
        eq(examPracticeChecks.userId, userId),
        gt(examPracticeChecks.at, new Date(now.getTime() - RECENT_PRACTICE_MS)),
      ),
    );
  for (const p of practised) seen.add(p.id);
  return seen;
}

/**
 * POST /qb/ai/session: a new adaptive practice set (pickAdaptiveSet: weighted toward the knowledge points the pupil
 * gets wrong most, recently seen questions left out while others remain) as an attempt of the subject and grade's
 * practice exam, committed with costTime like any attempt. An unfinished set is resumed instead.
 */
export async function startAiSession(
  ctx: AppContext,
  actor: Actor,
  body: { subject: string; grade: string; count: number },
  random: () => number = Math.random,
): Promise<ExamSession> {
  const exam = await aiExamFor(ctx, body.subject, body.grade);
  const now = ctx.clock.now();
  for (let tries = 0; tries < 3; tries++) {
    const open = await resumable(ctx, exam, actor.userId, now);
    if (open)
      return sessionView(ctx.db, exam, open, (await paperOfAttempt(ctx, open.id)).snapshot, { resumed: true, now });
    const bank = await ctx.db
      .select({ id: examQuestions.id, knowledgePoints: examQuestions.knowledgePoints })
      .from(examQuestions)
      .where(
        and(
          eq(examQuestions.inBank, true),
          isNull(examQuestions.parentId),
          eq(examQuestions.subject, body.subject),
          eq(examQuestions.grade, body.grade),
        ),
      );
    if (bank.length === 0) throw appError(EXAM_ERRORS.bankEmpty);
    const [history, seen] = await Promise.all([
      pointHistory(ctx, actor.userId, body.subject, body.grade),
      recentlySeen(ctx, actor.userId, exam.id, now),
    ]);
    const picked = pickAdaptiveSet(bank, history, { count: body.count, recentlySeen: seen, random });
    const records = await loadQuestions(
      ctx.db,
      picked.map((q) => q.id),
    );
    const snapshot = buildSnapshot(
      {
        paperId: exam.paperId,
        title: exam.title,
        subject: body.subject,
        grade: body.grade,
        durationSeconds: AI_SET_SECONDS,
        multiPartial: 'none',
        levels: null,
      },
      [
        {
          title: '智能练习',
          items: picked
            .filter((q) => records.has(q.id))
            .map((q) => ({ record: records.get(q.id)!, scoreTenths: records.get(q.id)!.scoreTenths })),
        },
      ],
    );
    const created = await insertAttempt(ctx, exam, actor.userId, snapshot, now);
    if (created) return sessionView(ctx.db, exam, created, snapshot, { resumed: false, now });
  }
  throw conflict();
}
