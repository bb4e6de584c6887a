import { and, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  CONSOLE_ERRORS,
  EXAM_ERRORS,
  type ConsoleQuestionDetail,
  type ConsoleQuestionFilter,
  type ConsoleQuestionPage,
  type ExamQuestionType,
} from '@salt/domain';
import type { Database, Transaction } from '../../db/client';
import { examQuestions } from '../../db/schema';
import { likePattern } from '../../platform/like-pattern';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { recordAudit } from '../console';
import { loadQuestions, type QuestionRecord } from './question-rows';

/**
 * 题库 in the console: the bank's top-level questions (a combined question's parts are edited inside it), their
 * detail for the form, and deleting one no paper uses. Writes are in console-question-write.ts.
 */

/** How many papers list this question in any section (papers keep `sections` as JSON). */
export const papersUsing = (id: SQL) =>
  sql<number>`(select count(*)::int from exam_paper p where exists (
    select 1 from jsonb_array_elements(p.sections) s, jsonb_array_elements(s->'items') i
    where (i->>'questionId')::int = ${id}))`;

// The outer row is named in full: drizzle writes a column bare ("id"), which inside the subquery is the inner row's.
const childCount = sql<number>`(select count(*)::int from exam_question c where c.parent_id = "exam_question"."id")`;

export async function consoleQuestionPage(ctx: AppContext, q: ConsoleQuestionFilter): Promise<ConsoleQuestionPage> {
  const current = Number(q.current ?? 1);
  const size = Number(q.size ?? 20);
  const where = and(
    isNull(examQuestions.parentId),
    q.subject ? eq(examQuestions.subject, q.subject) : undefined,
    q.grade ? eq(examQuestions.grade, q.grade) : undefined,
    q.type ? eq(examQuestions.type, q.type) : undefined,
    q.difficulty ? eq(examQuestions.difficulty, q.difficulty) : undefined,
    q.keyword ? ilike(examQuestions.stem, likePattern(q.keyword)) : undefined,
    q.knowledgePoint
      ? sql`exists (select 1 from unnest(${examQuestions.knowledgePoints}) k where k ilike ${likePattern(q.knowledgePoint)})`
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ q: examQuestions, childCount, paperCount: papersUsing(sql`"exam_question"."id"`) })
      .from(examQuestions)
      .where(where)
      .orderBy(desc(examQuestions.updatedAt), desc(examQuestions.id))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(examQuestions)
      .where(where),
  ]);
  return {
    records: rows.map((r) => ({
      id: r.q.id,
      type: r.q.type as ExamQuestionType,
      stem: r.q.stem.slice(0, 300),
      subject: r.q.subject,
      grade: r.q.grade,
      score: r.q.scoreTenths / 10,
      difficulty: r.q.difficulty,
      knowledgePoints: r.q.knowledgePoints,
      childCount: Number(r.childCount),
      paperCount: Number(r.paperCount),
      updatedAt: r.q.updatedAt.toISOString(),
      version: r.q.version,
    })),
    total: total?.n ?? 0,
    current,
    size,
  };
}

const partOf = (r: QuestionRecord) => ({
  type: r.type,
  stem: r.stem,
  options: r.options.map((o) => ({ text: o.text, isRight: o.isRight })),
  blanks: r.blanks ?? [],
  isTrue: r.isTrue,
  reference: r.reference,
  manual: r.manual,
  score: r.scoreTenths / 10,
  analysis: r.analysis,
});

/** The top-level question `id` (404 for a sub-question or an unknown id). */
export async function topQuestion(db: Database | Transaction, id: number, lock = false) {
  const query = db
    .select()
    .from(examQuestions)
    .where(and(eq(examQuestions.id, id), isNull(examQuestions.parentId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw appError(CONSOLE_ERRORS.recordNotFound);
  return row;
}

export async function questionDetail(db: Database | Transaction, id: number): Promise<ConsoleQuestionDetail> {
  const row = await topQuestion(db, id);
  const record = (await loadQuestions(db, [id])).get(id)!;
  const [use] = await db.select({ n: papersUsing(sql`${id}`) }).from(sql`(select 1) one`);
  return {
    id,
    ...partOf(record),
    subject: record.subject,
    grade: record.grade,
    difficulty: record.difficulty,
    knowledgePoints: record.knowledgePoints,
    analysisFiles: record.analysisFiles,
    children: record.children.map((c) => ({ id: c.id, ...partOf(c) })),
    paperCount: Number(use?.n ?? 0),
    version: row.version,
  };
}

export const consoleQuestionDetail = (ctx: AppContext, id: number) => questionDetail(ctx.db, id);

/** 删除: only a question no paper uses (papers would lose it); its sub-questions go with it. */
export async function deleteConsoleQuestion(ctx: AppContext, actor: Actor, id: number): Promise<{ id: number }> {
  await ctx.db.transaction(async (tx) => {
    await topQuestion(tx, id, true);
    const before = await questionDetail(tx, id);
    if (before.paperCount > 0) throw appError(EXAM_ERRORS.questionInUse);
    const childIds = before.children.map((c) => c.id!);
    if (childIds.length) await tx.delete(examQuestions).where(inArray(examQuestions.id, childIds));
    await tx.delete(examQuestions).where(eq(examQuestions.id, id));
    await recordAudit(tx, actor, {
      action: 'exam.questionDelete',
      entity: 'examQuestion',
      entityId: id,
      before,
      after: null,
    });
  });
  await ctx.caches.invalidate('quiz');
  return { id };
}
