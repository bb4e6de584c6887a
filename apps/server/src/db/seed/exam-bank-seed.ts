import { inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../client';
import { examPapers, examQuestionOptions, examQuestions, type PaperSectionRow } from '../schema';
import { EXAM_BANK, optionKey, type BankQuestion } from './exam-bank';
import { DEMO_PAPERS, type DemoPaper } from './exam-bank/demo-papers';
import { defaultVoicing, listeningAudioUrl, type ListeningVoicing } from './listening-demo-audio';

/** What the seed made: database ids by seed key (questions 'm8-101', options 'm8-101#A', papers 'math8-mock'). */
export interface ExamBankIds {
  questions: Map<string, number>;
  options: Map<string, number>;
  papers: Map<string, number>;
}

type Tx = Database | Transaction;
type QuestionInsert = typeof examQuestions.$inferInsert;

const tenths = (points: number) => Math.round(points * 10);

function questionValues(
  q: BankQuestion,
  parentId: number | null,
  seq: number,
  voicing: ListeningVoicing,
): QuestionInsert {
  return {
    key: q.key,
    parentId,
    seq,
    subject: q.subject,
    grade: q.grade,
    type: q.type,
    stem: q.stem,
    blanks: q.blanks ?? null,
    isTrue: q.isTrue ?? null,
    reference: q.reference ?? null,
    scoreTenths: tenths(q.score),
    difficulty: q.difficulty,
    knowledgePoints: q.knowledgePoints,
    analysis: q.analysis,
    listening: q.listening
      ? {
          audioUrl: listeningAudioUrl(q.key, q.listening.script, voicing),
          playLimit: q.listening.playLimit,
          script: q.listening.script.map((l) => ({ speaker: l.speaker, text: l.text })),
        }
      : null,
    inBank: true,
  };
}

/** The columns a re-seed refreshes; `updated_at` moves only when one of them changed. */
const QUESTION_COLUMNS = [
  'parent_id',
  'seq',
  'subject',
  'grade',
  'type',
  'stem',
  'blanks',
  'is_true',
  'reference',
  'score_tenths',
  'difficulty',
  'knowledge_points',
  'analysis',
  'listening',
  'in_bank',
] as const;

const changed = (table: string, columns: readonly string[]) =>
  sql.raw(
    `(${columns.map((c) => `${table}.${c}`).join(', ')}) is distinct from (${columns.map((c) => `excluded.${c}`).join(', ')})`,
  );
const refresh = (columns: readonly string[]) =>
  Object.fromEntries(columns.map((c) => [camel(c), sql.raw(`excluded.${c}`)]));
const camel = (c: string) => c.replace(/_([a-z])/g, (_, x: string) => x.toUpperCase());

/** Upserts questions by key (an unchanged row is left alone) and answers every key's id. */
async function upsertQuestions(tx: Tx, rows: QuestionInsert[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  await tx
    .insert(examQuestions)
    .values(rows)
    .onConflictDoUpdate({
      target: examQuestions.key,
      set: { ...refresh(QUESTION_COLUMNS), updatedAt: sql`now()` },
      setWhere: changed('exam_question', QUESTION_COLUMNS),
    });
  const ids = await tx
    .select({ id: examQuestions.id, key: examQuestions.key })
    .from(examQuestions)
    .where(
      inArray(
        examQuestions.key,
        rows.map((r) => r.key),
      ),
    );
  return new Map(ids.map((r) => [r.key, r.id]));
}

function paperValues(p: DemoPaper, questionIds: Map<string, number>): typeof examPapers.$inferInsert {
  const sections: PaperSectionRow[] = p.sections.map((s) => ({
    title: s.title,
    items: s.items.map((i) => {
      const questionId = questionIds.get(i.key);
      if (questionId === undefined) throw new Error(`exam bank seed: paper ${p.key} names unknown question ${i.key}`);
      return { questionId, scoreTenths: tenths(i.score) };
    }),
  }));
  return {
    key: p.key,
    title: p.title,
    subject: p.subject,
    grade: p.grade,
    durationSeconds: p.durationMinutes * 60,
    totalTenths: tenths(p.totalScore),
    sections,
    levels: p.levels ? p.levels.map((l) => ({ minPercent: l.minPercent, level: l.level })) : null,
  };
}

const PAPER_COLUMNS = ['title', 'subject', 'grade', 'duration_seconds', 'total_tenths', 'sections', 'levels'] as const;

/**
 * The typed demo bank (db/seed/exam-bank) and its papers into exam_question, exam_question_option and exam_paper,
 * in one transaction. Idempotent by key: a re-run updates what the typed data changed and keeps every id, so
 * attempts, checks and the wrong notebook keep pointing at the same questions. Answers the ids by key.
 * Listening questions point at the audio the demo media make on this machine (`voicing`: speech when espeak-ng is
 * installed, else the tone stand-in; see listening-demo-audio.ts).
 */
export async function seedExamBank(db: Database, opts: { voicing?: ListeningVoicing } = {}): Promise<ExamBankIds> {
  const voicing = opts.voicing ?? defaultVoicing();
  return db.transaction(async (tx) => {
    const questions = await upsertQuestions(
      tx,
      EXAM_BANK.map((q) => questionValues(q, null, 0, voicing)),
    );
    const children = EXAM_BANK.flatMap((q) =>
      (q.children ?? []).map((c, i) => questionValues(c, questions.get(q.key)!, i + 1, voicing)),
    );
    for (const [key, id] of await upsertQuestions(tx, children)) questions.set(key, id);

    const optionRows = EXAM_BANK.flatMap((q) => [q, ...(q.children ?? [])]).flatMap((q) =>
      (q.options ?? []).map((o) => ({
        questionId: questions.get(q.key)!,
        label: o.label,
        text: o.text,
        isRight: o.isRight,
      })),
    );
    if (optionRows.length > 0) {
      await tx
        .insert(examQuestionOptions)
        .values(optionRows)
        .onConflictDoUpdate({
          target: [examQuestionOptions.questionId, examQuestionOptions.label],
          set: refresh(['text', 'is_right']),
          setWhere: changed('exam_question_option', ['text', 'is_right']),
        });
    }
    const keyOf = new Map([...questions].map(([key, id]) => [id, key]));
    const options = new Map<string, number>();
    const stored = await tx
      .select({
        id: examQuestionOptions.id,
        questionId: examQuestionOptions.questionId,
        label: examQuestionOptions.label,
      })
      .from(examQuestionOptions)
      .where(inArray(examQuestionOptions.questionId, [...questions.values()]));
    for (const o of stored) {
      const key = keyOf.get(o.questionId);
      if (key) options.set(optionKey(key, o.label as 'A'), o.id);
    }

    await tx
      .insert(examPapers)
      .values(DEMO_PAPERS.map((p) => paperValues(p, questions)))
      .onConflictDoUpdate({
        target: examPapers.key,
        set: { ...refresh(PAPER_COLUMNS), updatedAt: sql`now()` },
        setWhere: changed('exam_paper', PAPER_COLUMNS),
      });
    const papers = await tx
      .select({ id: examPapers.id, key: examPapers.key })
      .from(examPapers)
      .where(
        inArray(
          examPapers.key,
          DEMO_PAPERS.map((p) => p.key),
        ),
      );
    return { questions, options, papers: new Map(papers.map((p) => [p.key, p.id])) };
  });
}
