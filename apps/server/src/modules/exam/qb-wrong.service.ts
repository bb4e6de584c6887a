import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { QB_ERRORS, type Page, type qbWrongItemSchema, type qbWrongQuerySchema } from '@salt/domain';
import type { Database, Transaction } from '../../db/client';
import { appError } from '../../platform/errors';
import { examQuestions, examWrongQuestions } from '../../db/schema';
import { loadQuestions, toPaperQuestionFromRecord } from './question-rows';
import { analysisView } from './question-views';

type Db = Database | Transaction;
type QbWrongItem = z.infer<typeof qbWrongItemSchema>;

const PAGE_ALL_CAP = 1000;

/**
 * The caller's wrong-question notebook, most recently missed first: each question with its right answers and
 * analysis (the notebook is for going over them), how often it was missed and when last.
 */
export async function wrongPage(
  db: Db,
  userId: number,
  q: z.infer<typeof qbWrongQuerySchema>,
): Promise<Page<QbWrongItem>> {
  const where = and(
    eq(examWrongQuestions.userId, userId),
    q.subject ? eq(examQuestions.subject, q.subject) : undefined,
  );
  const limit = q.size === -1 ? PAGE_ALL_CAP : q.size;
  const offset = q.size === -1 ? 0 : (q.current - 1) * q.size;
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(examWrongQuestions)
    .innerJoin(examQuestions, eq(examQuestions.id, examWrongQuestions.questionId))
    .where(where);
  const rows = await db
    .select({
      questionId: examWrongQuestions.questionId,
      wrongCount: examWrongQuestions.wrongCount,
      lastWrongAt: examWrongQuestions.lastWrongAt,
    })
    .from(examWrongQuestions)
    .innerJoin(examQuestions, eq(examQuestions.id, examWrongQuestions.questionId))
    .where(where)
    .orderBy(desc(examWrongQuestions.lastWrongAt), desc(examWrongQuestions.questionId))
    .limit(limit)
    .offset(offset);
  const records = await loadQuestions(
    db,
    rows.map((r) => r.questionId),
  );
  const items = rows.flatMap((row, i) => {
    const r = records.get(row.questionId);
    if (!r) return [];
    const question = analysisView(r, toPaperQuestionFromRecord(r), String(offset + i + 1), {
      answers: new Map(),
      mark: null,
    });
    return [
      {
        question,
        subject: r.subject,
        grade: r.grade,
        wrongCount: row.wrongCount,
        lastWrongAt: row.lastWrongAt.toISOString(),
      },
    ];
  });
  return { records: items, total, current: q.current, size: q.size };
}

/** Takes a question out of the caller's own notebook; anyone else's entry, or none, is an unknown one (404). */
export async function removeWrong(db: Db, userId: number, questionId: number): Promise<void> {
  const removed = await db
    .delete(examWrongQuestions)
    .where(and(eq(examWrongQuestions.userId, userId), eq(examWrongQuestions.questionId, questionId)))
    .returning({ questionId: examWrongQuestions.questionId });
  if (removed.length === 0) throw appError(QB_ERRORS.wrongNotFound);
}
