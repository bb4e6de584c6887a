import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  questionnairePhase,
  type QuestionDesign,
  type QuestionKind,
  type QuestionnaireCard,
  type QuestionnaireStatus,
} from '@salt/domain';
import { questionnaireQuestions, questionnaires } from '../../db/schema';
import type { Database } from '../../db/client';

export type QuestionnaireRow = typeof questionnaires.$inferSelect;

/** A questionnaire's questions in order, as the rules take them. */
export async function questionsOf(db: Database, questionnaireId: number): Promise<QuestionDesign[]> {
  const rows = await db
    .select()
    .from(questionnaireQuestions)
    .where(eq(questionnaireQuestions.questionnaireId, questionnaireId))
    .orderBy(asc(questionnaireQuestions.seq));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as QuestionKind,
    title: r.title,
    required: r.required,
    options: r.options,
    minChoices: r.minChoices,
    maxChoices: r.maxChoices,
    maxLength: r.maxLength,
  }));
}

/** How many questions each questionnaire has. */
export async function questionCounts(db: Database, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: questionnaireQuestions.questionnaireId, n: sql<number>`count(*)::int` })
    .from(questionnaireQuestions)
    .where(inArray(questionnaireQuestions.questionnaireId, ids))
    .groupBy(questionnaireQuestions.questionnaireId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export const phaseOf = (row: QuestionnaireRow, now: Date) =>
  questionnairePhase({ status: row.status as QuestionnaireStatus, opensAt: row.opensAt, closesAt: row.closesAt }, now);

export function cardOf(
  row: QuestionnaireRow,
  now: Date,
  questionCount: number,
  answeredAt: Date | null,
): QuestionnaireCard {
  return {
    id: row.id,
    title: row.title,
    intro: row.intro,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    anonymous: row.anonymous,
    resultsPublic: row.resultsPublic,
    questionCount,
    phase: phaseOf(row, now),
    answered: answeredAt !== null,
    answeredAt: answeredAt?.toISOString() ?? null,
  };
}
