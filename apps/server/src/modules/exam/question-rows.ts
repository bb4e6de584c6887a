import { asc, inArray, or } from 'drizzle-orm';
import { EXAM_QUESTION_TYPE, type ExamQuestionType, type PaperQuestion } from '@salt/domain';
import type { Database, Transaction } from '../../db/client';
import { examQuestionOptions, examQuestions } from '../../db/schema';

type Db = Database | Transaction;

export interface QuestionOptionRecord {
  id: number;
  /** 'A'-'D'. */
  label: string;
  text: string;
  isRight: boolean;
}

export interface ListeningRecord {
  audioUrl: string;
  playLimit: number;
  script: { speaker: string; text: string }[];
}

/** One bank question as stored, with its options and (combined) its sub-questions in order. */
export interface QuestionRecord {
  id: number;
  key: string;
  type: ExamQuestionType;
  stem: string;
  subject: string;
  grade: string;
  /** Practice points in tenths (a paper sets its own). */
  scoreTenths: number;
  difficulty: number;
  knowledgePoints: string[];
  analysis: string;
  analysisFiles: { fileName: string; fileType: string; url: string }[];
  blanks: string[][] | null;
  /** Answered with photos and marked by a teacher (oral questions are, without it). */
  manual: boolean;
  isTrue: boolean | null;
  reference: string | null;
  listening: ListeningRecord | null;
  /** Ordered by label. */
  options: QuestionOptionRecord[];
  /** Sub-questions of a combined question, ordered by seq. */
  children: QuestionRecord[];
}

type Row = typeof examQuestions.$inferSelect;

function recordOf(row: Row, options: QuestionOptionRecord[]): QuestionRecord {
  return {
    id: row.id,
    key: row.key,
    type: row.type as ExamQuestionType,
    stem: row.stem,
    subject: row.subject,
    grade: row.grade,
    scoreTenths: row.scoreTenths,
    difficulty: row.difficulty,
    knowledgePoints: row.knowledgePoints,
    analysis: row.analysis,
    analysisFiles: row.analysisFiles,
    blanks: row.blanks ?? null,
    manual: row.manual,
    isTrue: row.isTrue ?? null,
    reference: row.reference ?? null,
    listening: row.listening ?? null,
    options,
    children: [],
  };
}

/**
 * The questions with these ids, each with its options and sub-questions (two queries whatever the count: papers
 * load 20-odd questions at once). An id of a sub-question answers that sub-question alone; unknown ids are absent
 * from the map.
 */
export async function loadQuestions(db: Db, ids: readonly number[]): Promise<Map<number, QuestionRecord>> {
  const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select()
    .from(examQuestions)
    .where(or(inArray(examQuestions.id, wanted), inArray(examQuestions.parentId, wanted)))
    .orderBy(asc(examQuestions.seq), asc(examQuestions.id));
  const options = await db
    .select()
    .from(examQuestionOptions)
    .where(
      inArray(
        examQuestionOptions.questionId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(examQuestionOptions.label), asc(examQuestionOptions.id));
  const optionsOf = new Map<number, QuestionOptionRecord[]>();
  for (const o of options) {
    const list = optionsOf.get(o.questionId) ?? [];
    list.push({ id: o.id, label: o.label, text: o.text, isRight: o.isRight });
    optionsOf.set(o.questionId, list);
  }
  const records = new Map(rows.map((r) => [r.id, recordOf(r, optionsOf.get(r.id) ?? [])]));
  const wantedSet = new Set(wanted);
  // Rows come ordered by seq, so children are appended in order.
  for (const row of rows) {
    if (row.parentId === null || !wantedSet.has(row.parentId)) continue;
    records.get(row.parentId)?.children.push(records.get(row.id)!);
  }
  const answer = new Map<number, QuestionRecord>();
  for (const id of wanted) {
    const record = records.get(id);
    if (record) answer.set(id, record);
  }
  return answer;
}

/**
 * Splits tenths over n parts as evenly as whole tenths allow, the first parts taking the remainder, so the parts
 * always add up to the whole (a paper's 10 points over 3 sub-questions: 3.4 + 3.3 + 3.3).
 */
export function splitTenths(total: number, parts: number): number[] {
  if (parts <= 0) return [];
  const base = Math.floor(total / parts);
  const rest = total - base * parts;
  return Array.from({ length: parts }, (_, i) => base + (i < rest ? 1 : 0));
}

/**
 * The question as the marking rules see it, in points (the database keeps tenths). `scoreTenths` is the paper's
 * points for it, else the practice points; a combined question's are split over its sub-questions (without a
 * paper's points each sub-question keeps its own).
 */
export function toPaperQuestionFromRecord(record: QuestionRecord, scoreTenths?: number): PaperQuestion {
  const tenths = scoreTenths ?? record.scoreTenths;
  const base: PaperQuestion = { id: record.id, type: record.type, score: tenths / 10 };
  if (record.manual) return { ...base, manual: true };
  switch (record.type) {
    case EXAM_QUESTION_TYPE.single:
    case EXAM_QUESTION_TYPE.multiple:
      return { ...base, options: record.options.map((o) => ({ id: o.id, isRight: o.isRight })) };
    case EXAM_QUESTION_TYPE.fillIn:
      return { ...base, blanks: (record.blanks ?? []).map((b) => [...b]) };
    case EXAM_QUESTION_TYPE.trueFalse:
      return { ...base, isTrue: record.isTrue ?? undefined };
    case EXAM_QUESTION_TYPE.oral:
      return { ...base, manual: true };
    case EXAM_QUESTION_TYPE.combined: {
      const shares =
        scoreTenths === undefined
          ? record.children.map((c) => c.scoreTenths)
          : splitTenths(tenths, record.children.length);
      return {
        ...base,
        score: 0,
        children: record.children.map((c, i) => toPaperQuestionFromRecord(c, shares[i])),
      };
    }
  }
  return base;
}
