import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { PublicCache } from '../../platform/public-cache';

export interface LoadedQuestion {
  id: number;
  sectionId: number;
  questionType: string;
  questionNumber: string;
  title: string;
  score: number;
  rightAnswer: string | null;
  options: { optionId: number; optionTitle: string; optionIsRight: boolean }[];
}

export interface LoadedQuiz {
  id: number;
  title: string;
  analysis: string | null;
  totalScore: number;
  sections: { id: number; title: string }[];
  /** In order: section by section, question by question. */
  questions: LoadedQuestion[];
}

type Db = Database | Transaction;

interface QuizRow extends Record<string, unknown> {
  id: number;
  title: string;
  analysis: string | null;
  total_score: number;
  sections: { id: number; title: string; seq: number }[];
  questions: (Omit<LoadedQuestion, 'options'> & { seq: number; options: LoadedQuestion['options'] })[];
}

/**
 * A quiz with its sections, questions and options in ONE query (JSON aggregated by PostgreSQL): opening
 * homework is the hottest read of the learning centre, and four round trips per open were most of its cost.
 * `:id` is the one parameter; the statement is named (prepared once per connection) outside transactions.
 */
const quizQuery = (which: string) => `
    select q.id, q.title, q.analysis, q.total_score,
      coalesce((
        select json_agg(json_build_object('id', s.id, 'title', s.title, 'seq', s.seq) order by s.seq, s.id)
        from quiz_section s where s.quiz_id = q.id
      ), '[]') as sections,
      coalesce((
        select json_agg(json_build_object(
          'id', qq.id, 'sectionId', qq.section_id, 'seq', qq.seq, 'questionType', qq.question_type,
          'questionNumber', qq.question_number, 'title', qq.title, 'score', qq.score,
          'rightAnswer', qq.right_answer,
          'options', coalesce((
            select json_agg(json_build_object(
              'optionId', o.id, 'optionTitle', o.option_title, 'optionIsRight', o.option_is_right
            ) order by o.seq, o.id)
            from quiz_option o where o.question_id = qq.id
          ), '[]')
        ) order by qq.seq, qq.id)
        from quiz_question qq where qq.quiz_id = q.id
      ), '[]') as questions
    from quiz_quiz q where ${which}
    limit 1`;

const QUIZ_BY_ID = { name: 'quiz_by_id', text: quizQuery('q.id = :id') };
const HOMEWORK_OF_CHAPTER = {
  name: 'quiz_homework_of_chapter',
  text: quizQuery(`q.id = (select quiz_id from quiz_chapter_quiz where chapter_id = :id and kind = 'homework')`),
};

async function runQuizQuery(db: Db, query: { name: string; text: string }, id: number): Promise<QuizRow[]> {
  if ('$client' in db) {
    const { rows } = await db.$client.query<QuizRow>({
      name: query.name,
      text: query.text.replace(':id', '$1'),
      values: [id],
    });
    return rows;
  }
  const [before, after] = query.text.split(':id');
  const { rows } = await db.execute<QuizRow>(sql`${sql.raw(before!)}${id}${sql.raw(after!)}`);
  return rows;
}

async function loadQuizBy(db: Db, query: { name: string; text: string }, id: number): Promise<LoadedQuiz | null> {
  const row = (await runQuizQuery(db, query, id))[0];
  if (!row) return null;
  const sectionOrder = new Map(row.sections.map((s, i) => [s.id, i]));
  const questions = [...row.questions]
    .sort((a, b) => (sectionOrder.get(a.sectionId) ?? 0) - (sectionOrder.get(b.sectionId) ?? 0) || a.seq - b.seq)
    .map(({ seq: _seq, ...q }) => q);
  return {
    id: row.id,
    title: row.title,
    analysis: row.analysis,
    totalScore: row.total_score,
    sections: row.sections.map((s) => ({ id: s.id, title: s.title })),
    questions,
  };
}

export const loadQuiz = (db: Db, quizId: number) => loadQuizBy(db, QUIZ_BY_ID, quizId);

/** The homework bound to a session, or null when none is. */
export const loadHomeworkQuizOfChapter = (db: Db, chapterId: number) => loadQuizBy(db, HOMEWORK_OF_CHAPTER, chapterId);

export type HomeworkQuizSource = (chapterId: number) => Promise<LoadedQuiz | null>;

/**
 * The homework of a session, shared per instance for `ttlMs` (QUIZ_CACHE_MS): every pupil of a class opens the
 * same quiz, and its content changes only when staff edit it. Answers are never cached. 0 reads every time.
 */
export function homeworkQuizSource(
  db: Database,
  ttlMs: number,
  onInvalidate?: (clear: () => void) => void,
): HomeworkQuizSource {
  if (ttlMs <= 0) return (chapterId) => loadHomeworkQuizOfChapter(db, chapterId);
  const cache = new PublicCache(ttlMs);
  onInvalidate?.(() => cache.clear());
  return (chapterId) => cache.get(String(chapterId), () => loadHomeworkQuizOfChapter(db, chapterId));
}
