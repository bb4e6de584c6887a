import { asc, eq } from 'drizzle-orm';
import {
  averageOf,
  percentOf,
  RATING_MAX,
  RATING_MIN,
  TEXT_SAMPLE_SIZE,
  type ConsoleQuestionnaireResult,
  type QuestionDesign,
  type QuestionResult,
  type QuestionnaireResult,
  type StoredAnswer,
} from '@salt/domain';
import { questionnaireResponses, users } from '../../db/schema';
import type { Database } from '../../db/client';
import { phaseOf, questionsOf, type QuestionnaireRow } from './questionnaire-read';

interface ResponseRow {
  userId: number;
  name: string;
  answers: StoredAnswer[];
  updatedAt: Date;
}

async function responsesOf(db: Database, questionnaireId: number): Promise<ResponseRow[]> {
  const rows = await db
    .select({
      userId: questionnaireResponses.userId,
      realname: users.realname,
      nickname: users.nickname,
      username: users.username,
      answers: questionnaireResponses.answers,
      updatedAt: questionnaireResponses.updatedAt,
    })
    .from(questionnaireResponses)
    .innerJoin(users, eq(users.id, questionnaireResponses.userId))
    .where(eq(questionnaireResponses.questionnaireId, questionnaireId))
    .orderBy(asc(questionnaireResponses.updatedAt), asc(questionnaireResponses.id));
  return rows.map((r) => ({
    userId: r.userId,
    name: r.realname?.trim() || r.nickname?.trim() || r.username,
    answers: r.answers,
    updatedAt: r.updatedAt,
  }));
}

/** One question's aggregate; `withNames` puts the respondent's name on text answers (staff, named only). */
function aggregate(q: QuestionDesign, responses: ResponseRow[], withNames: boolean): QuestionResult {
  const given = responses.flatMap((r) => {
    const a = r.answers.find((x) => x.questionId === q.id);
    return a ? [{ r, a }] : [];
  });
  const n = given.length;
  const counts = (id: number) => given.filter(({ a }) => a.optionIds?.includes(id)).length;
  const ratings = given.flatMap(({ a }) => (a.rating === undefined ? [] : [a.rating]));
  const texts = given.flatMap(({ r, a }) =>
    a.text === undefined ? [] : [{ text: a.text, name: withNames ? r.name : null }],
  );
  const choice = q.kind === 'single' || q.kind === 'multiple';
  return {
    questionId: q.id,
    kind: q.kind,
    title: q.title,
    answered: n,
    options: choice
      ? q.options.map((o) => ({ id: o.id, label: o.label, count: counts(o.id), percent: percentOf(counts(o.id), n) }))
      : [],
    average: q.kind === 'rating' ? averageOf(ratings) : null,
    distribution:
      q.kind === 'rating'
        ? Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => {
            const score = RATING_MIN + i;
            const c = ratings.filter((x) => x === score).length;
            return { score, count: c, percent: percentOf(c, ratings.length) };
          })
        : [],
    // The newest answers first: a sample, not the whole list.
    texts: texts.reverse().slice(0, TEXT_SAMPLE_SIZE),
    textTotal: texts.length,
  };
}

/**
 * The results: per-question aggregates. Names appear only for staff and only when the questionnaire is named; an
 * anonymous one never carries a respondent's name, to anyone.
 */
export async function questionnaireResult(
  db: Database,
  row: QuestionnaireRow,
  now: Date,
  o: { staff: boolean },
): Promise<{ result: QuestionnaireResult; responses: ResponseRow[]; questions: QuestionDesign[] }> {
  const questions = await questionsOf(db, row.id);
  const responses = await responsesOf(db, row.id);
  const withNames = o.staff && !row.anonymous;
  return {
    result: {
      id: row.id,
      title: row.title,
      anonymous: row.anonymous,
      phase: phaseOf(row, now),
      respondents: responses.length,
      questions: questions.map((q) => aggregate(q, responses, withNames)),
    },
    responses,
    questions,
  };
}

/** An answer as a line of the console's table ('' when skipped). */
function answerText(q: QuestionDesign, a: StoredAnswer | undefined): string {
  if (!a) return '';
  if (a.optionIds)
    return q.options
      .filter((o) => a.optionIds!.includes(o.id))
      .map((o) => o.label)
      .join('、');
  if (a.rating !== undefined) return `${a.rating} 分`;
  return a.text ?? '';
}

/** The console's results: the aggregates and, for a named questionnaire only, each respondent's answers. */
export async function consoleResult(
  db: Database,
  row: QuestionnaireRow,
  now: Date,
): Promise<ConsoleQuestionnaireResult> {
  const { result, responses, questions } = await questionnaireResult(db, row, now, { staff: true });
  return {
    ...result,
    responses: row.anonymous
      ? []
      : responses.map((r) => ({
          userId: r.userId,
          name: r.name,
          answeredAt: r.updatedAt.toISOString(),
          answers: questions.map((q) =>
            answerText(
              q,
              r.answers.find((a) => a.questionId === q.id),
            ),
          ),
        })),
  };
}
