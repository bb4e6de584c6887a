import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Page,
  QbBankScope,
  qbKnowledgePointSchema,
  qbQuestionPageQuerySchema,
  qbQuestionSchema,
  qbScopeQuerySchema,
} from '@salt/domain';
import type { Database, Transaction } from '../../db/client';
import { examPracticeChecks, examQuestions } from '../../db/schema';
import { loadQuestions, toPaperQuestionFromRecord } from './question-rows';
import { questionView } from './question-views';

type Db = Database | Transaction;
export type QbScope = z.infer<typeof qbScopeQuerySchema>;
type QbKnowledgePoint = z.infer<typeof qbKnowledgePointSchema>;
type QbQuestion = z.infer<typeof qbQuestionSchema>;

/** size -1 ('all', spec section 9) answers at most this many. */
const PAGE_ALL_CAP = 1000;

/** A practice question: top level (sub-questions are answered under their parent) and in the bank. */
const practiceScope = (scope: QbScope) =>
  and(
    isNull(examQuestions.parentId),
    eq(examQuestions.inBank, true),
    eq(examQuestions.subject, scope.subject),
    eq(examQuestions.grade, scope.grade),
  );

/**
 * Every subject and grade the bank has practice questions for, with how many: the AI practice and question-bank
 * pickers offer only these, so a pupil never picks a scope whose set cannot be made.
 */
export async function bankScopes(db: Db): Promise<QbBankScope[]> {
  return db
    .select({ subject: examQuestions.subject, grade: examQuestions.grade, questions: sql<number>`count(*)::int` })
    .from(examQuestions)
    .where(and(isNull(examQuestions.parentId), eq(examQuestions.inBank, true)))
    .groupBy(examQuestions.subject, examQuestions.grade)
    .orderBy(asc(examQuestions.subject), asc(sql`length(${examQuestions.grade})`), asc(examQuestions.grade));
}

/**
 * The knowledge points of a subject and grade's practice questions, in the bank's order (the textbook's chapters),
 * with how many questions each has, the caller's right share over every check on it, and how many of its
 * questions sit in the caller's wrong-question notebook.
 */
export async function knowledgePoints(db: Db, userId: number, scope: QbScope): Promise<QbKnowledgePoint[]> {
  const { rows } = await db.execute<{
    point: string;
    questions: number;
    checks: number;
    rights: number;
    wrong_count: number;
  }>(sql`
    with bank as (
      select q.id, kp
      from exam_question q, unnest(q.knowledge_points) kp
      where q.parent_id is null and q.in_bank and q.subject = ${scope.subject} and q.grade = ${scope.grade}
    )
    select b.kp as point, count(*)::int as questions,
      coalesce(sum(c.checks), 0)::int as checks, coalesce(sum(c.rights), 0)::int as rights,
      count(w.question_id)::int as wrong_count
    from bank b
    left join (
      select question_id, count(*) as checks, count(*) filter (where "right") as rights
      from exam_practice_check where user_id = ${userId} group by question_id
    ) c on c.question_id = b.id
    left join exam_wrong_question w on w.question_id = b.id and w.user_id = ${userId}
    group by b.kp
    order by min(b.id), b.kp`);
  return rows.map((r) => ({
    point: r.point,
    questions: r.questions,
    percent: r.checks > 0 ? Math.floor((r.rights / r.checks) * 100 + 1e-9) : null,
    wrongCount: r.wrong_count,
  }));
}

/** The caller's latest check of each question: right or wrong. */
async function lastChecks(db: Db, userId: number, ids: number[]): Promise<Map<number, boolean>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([examPracticeChecks.questionId], {
      questionId: examPracticeChecks.questionId,
      right: examPracticeChecks.right,
    })
    .from(examPracticeChecks)
    .where(and(eq(examPracticeChecks.userId, userId), inArray(examPracticeChecks.questionId, ids)))
    .orderBy(asc(examPracticeChecks.questionId), desc(examPracticeChecks.at), desc(examPracticeChecks.id));
  return new Map(rows.map((r) => [r.questionId, r.right]));
}

/** A page of practice questions (optionally of one knowledge point), without their answers. */
export async function questionPage(
  db: Db,
  userId: number,
  q: z.infer<typeof qbQuestionPageQuerySchema>,
): Promise<Page<QbQuestion>> {
  const where = and(
    practiceScope(q),
    q.knowledgePoint ? sql`${q.knowledgePoint} = any(${examQuestions.knowledgePoints})` : undefined,
  );
  const limit = q.size === -1 ? PAGE_ALL_CAP : q.size;
  const offset = q.size === -1 ? 0 : (q.current - 1) * q.size;
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(examQuestions)
    .where(where);
  const ids = (
    await db
      .select({ id: examQuestions.id })
      .from(examQuestions)
      .where(where)
      .orderBy(asc(examQuestions.id))
      .limit(limit)
      .offset(offset)
  ).map((r) => r.id);
  const loaded = await loadQuestions(db, ids);
  const last = await lastChecks(db, userId, ids);
  const questions = ids.flatMap((id) => (loaded.has(id) ? [loaded.get(id)!] : []));
  return {
    records: questions.map((r, i) => ({
      ...questionView(r, toPaperQuestionFromRecord(r), String(offset + i + 1)),
      lastRight: last.get(r.id) ?? null,
    })),
    total,
    current: q.current,
    size: q.size,
  };
}
