import { randomUUID } from 'node:crypto';
import { and, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import {
  CONSOLE_ERRORS,
  EXAM_ERRORS,
  paperTotalTenths,
  toTenths,
  type ConsolePaperCreate,
  type ConsolePaperDetail,
  type ConsolePaperFilter,
  type ConsolePaperPage,
  type ConsolePaperUpdate,
  type ExamQuestionType,
} from '@salt/domain';
import type { Database, Transaction } from '../../db/client';
import { examPapers, examQuestions, exams } from '../../db/schema';
import { likePattern } from '../../platform/like-pattern';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { recordAudit, updateWithVersion } from '../console';

/**
 * 试卷 in the console: papers built from the bank's top-level questions, in sections, each item with its points on
 * this paper. The total is computed here from the items, whatever the form showed. A paper already sat may still be
 * edited: every attempt keeps the copy it started with (paper-snapshot.ts); new attempts see the edit at once.
 * The AI practice sets' stand-in papers (no sections) are not listed.
 */
const minutes = (seconds: number) => Math.round(seconds / 60);
const examCount = sql<number>`(select count(*)::int from exam_exam e where e.paper_id = "exam_paper"."id")`;
const attemptCount = sql<number>`(select count(*)::int from exam_attempt a join exam_exam e on e.id = a.exam_id
  where e.paper_id = "exam_paper"."id")`;
const hasSections = sql`jsonb_array_length(${examPapers.sections}) > 0`;

export async function consolePaperPage(ctx: AppContext, q: ConsolePaperFilter): Promise<ConsolePaperPage> {
  const current = Number(q.current ?? 1);
  const size = Number(q.size ?? 20);
  const where = and(
    hasSections,
    q.subject ? eq(examPapers.subject, q.subject) : undefined,
    q.grade ? eq(examPapers.grade, q.grade) : undefined,
    q.keyword ? ilike(examPapers.title, likePattern(q.keyword)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ p: examPapers, examCount, attemptCount })
      .from(examPapers)
      .where(where)
      .orderBy(desc(examPapers.updatedAt), desc(examPapers.id))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(examPapers)
      .where(where),
  ]);
  return {
    records: rows.map(({ p, ...use }) => ({
      id: p.id,
      title: p.title,
      subject: p.subject,
      grade: p.grade,
      durationMinutes: minutes(p.durationSeconds),
      totalScore: p.totalTenths / 10,
      questionCount: p.sections.reduce((n, s) => n + s.items.length, 0),
      examCount: Number(use.examCount),
      attemptCount: Number(use.attemptCount),
      updatedAt: p.updatedAt.toISOString(),
      version: p.version,
    })),
    total: total?.n ?? 0,
    current,
    size,
  };
}

async function paperDetail(db: Database | Transaction, id: number): Promise<ConsolePaperDetail> {
  const [row] = await db
    .select({ p: examPapers, attemptCount })
    .from(examPapers)
    .where(and(eq(examPapers.id, id), hasSections));
  if (!row) throw appError(CONSOLE_ERRORS.recordNotFound);
  const ids = row.p.sections.flatMap((s) => s.items.map((i) => i.questionId));
  const questions = ids.length
    ? await db
        .select({ id: examQuestions.id, type: examQuestions.type, stem: examQuestions.stem })
        .from(examQuestions)
        .where(inArray(examQuestions.id, ids))
    : [];
  const byId = new Map(questions.map((q) => [q.id, q]));
  return {
    id,
    title: row.p.title,
    subject: row.p.subject,
    grade: row.p.grade,
    durationMinutes: minutes(row.p.durationSeconds),
    totalScore: row.p.totalTenths / 10,
    sections: row.p.sections.map((s) => ({
      title: s.title,
      items: s.items.map((i) => ({
        questionId: i.questionId,
        score: i.scoreTenths / 10,
        type: (byId.get(i.questionId)?.type ?? '0') as ExamQuestionType,
        stem: byId.get(i.questionId)?.stem.slice(0, 300) ?? '（题目已删除）',
      })),
    })),
    attemptCount: Number(row.attemptCount),
    version: row.p.version,
  };
}

export const consolePaperDetail = (ctx: AppContext, id: number) => paperDetail(ctx.db, id);

/** The stored columns of a form; every question must be a top-level question of the bank (else 400). */
async function columnsOf(tx: Transaction, form: ConsolePaperCreate) {
  const ids = form.sections.flatMap((s) => s.items.map((i) => i.questionId));
  const found = await tx
    .select({ id: examQuestions.id })
    .from(examQuestions)
    .where(and(inArray(examQuestions.id, ids), isNull(examQuestions.parentId)));
  if (found.length !== new Set(ids).size) throw appError(EXAM_ERRORS.paperQuestionMissing);
  return {
    title: form.title,
    subject: form.subject,
    grade: form.grade,
    durationSeconds: form.durationMinutes * 60,
    totalTenths: paperTotalTenths(form.sections),
    sections: form.sections.map((s) => ({
      title: s.title,
      items: s.items.map((i) => ({ questionId: i.questionId, scoreTenths: toTenths(i.score)! })),
    })),
  };
}

export async function createConsolePaper(ctx: AppContext, actor: Actor, form: ConsolePaperCreate) {
  const id = await ctx.db.transaction(async (tx) => {
    const values = await columnsOf(tx, form);
    const [row] = await tx
      .insert(examPapers)
      .values({ ...values, key: `cp-${randomUUID()}`, updatedAt: ctx.clock.now() })
      .returning({ id: examPapers.id });
    await recordAudit(tx, actor, {
      action: 'exam.paperCreate',
      entity: 'examPaper',
      entityId: row!.id,
      before: null,
      after: values,
    });
    return row!.id;
  });
  return { id };
}

export async function updateConsolePaper(ctx: AppContext, actor: Actor, id: number, form: ConsolePaperUpdate) {
  await ctx.db.transaction(async (tx) => {
    const before = await paperDetail(tx, id);
    const values = await columnsOf(tx, form);
    await updateWithVersion(tx, examPapers, id, form.version, { ...values, updatedAt: ctx.clock.now() });
    await recordAudit(tx, actor, {
      action: 'exam.paperUpdate',
      entity: 'examPaper',
      entityId: id,
      before,
      after: values,
    });
  });
  // New attempts build their snapshot from the paper as it is now.
  await ctx.caches.invalidate('quiz');
  return { id };
}

/**
 * 删除试卷: only a paper no exam was ever scheduled on (an exam's attempts and results point at it), at the version
 * the list read (409 if someone edited it since). The row is locked first, so an exam scheduled at the same moment
 * either sees the paper or waits and finds it gone.
 */
export async function deleteConsolePaper(ctx: AppContext, actor: Actor, id: number, version: number) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(examPapers)
      .where(and(eq(examPapers.id, id), hasSections))
      .for('update');
    if (!row) throw appError(CONSOLE_ERRORS.recordNotFound);
    if (row.version !== version) throw appError(CONSOLE_ERRORS.staleVersion);
    const [used] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(exams)
      .where(eq(exams.paperId, id));
    if (Number(used?.n ?? 0) > 0) throw appError(EXAM_ERRORS.paperInUse);
    const before = await paperDetail(tx, id);
    await tx.delete(examPapers).where(eq(examPapers.id, id));
    await recordAudit(tx, actor, {
      action: 'exam.paperDelete',
      entity: 'examPaper',
      entityId: id,
      before,
      after: null,
    });
  });
  await ctx.caches.invalidate('quiz');
  return { id };
}
