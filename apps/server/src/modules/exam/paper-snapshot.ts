import { eq } from 'drizzle-orm';
import { EXAM_QUESTION_TYPE, type PaperQuestion } from '@salt/domain';
import type { Database, Transaction } from '../../db/client';
import { examPapers } from '../../db/schema';
import { loadQuestions, splitTenths, type QuestionRecord } from './question-rows';

type Db = Database | Transaction;

/**
 * The paper an attempt is marked against, copied into `exam_attempt.paper` when the attempt starts: every question
 * as it was at that moment (stem, options with the right ones, accepted answers, points on this paper in tenths,
 * shown numbers). A question edited later changes later attempts only. Never sent to the pupil as it is: the
 * views below leave the answers out. It is the bank's record (question-rows.ts) as the paper uses it: without the
 * bank's subject and grade, with its shown number and its points on this paper.
 */
export interface SnapshotQuestion extends Omit<
  QuestionRecord,
  'subject' | 'grade' | 'scoreTenths' | 'children' | 'manual'
> {
  /** Answered with photos, marked by a teacher; absent in attempts started before the flag existed. */
  manual?: boolean;
  /** '1', '2', ...; a combined question's parts '13(1)', '13(2)'. */
  number: string;
  /** Points on this paper, tenths; a combined question's is its parts' sum. */
  scoreTenths: number;
  children: SnapshotQuestion[];
}

export interface PaperSnapshot {
  paperId: number;
  title: string;
  subject: string;
  grade: string;
  durationSeconds: number;
  totalTenths: number;
  multiPartial: 'none' | 'half';
  /** Placement papers: the share of the paper that reaches each class level. */
  levels: { minPercent: number; level: string }[] | null;
  sections: { title: string; questions: SnapshotQuestion[] }[];
}

export interface SnapshotSection {
  title: string;
  items: { record: QuestionRecord; scoreTenths: number }[];
}

function snapshotQuestion(record: QuestionRecord, scoreTenths: number, number: string): SnapshotQuestion {
  const isCombined = record.type === EXAM_QUESTION_TYPE.combined;
  const shares = isCombined ? splitTenths(scoreTenths, record.children.length) : [];
  const children = isCombined
    ? record.children.map((c, i) => snapshotQuestion(c, shares[i]!, `${number}(${i + 1})`))
    : [];
  return {
    id: record.id,
    key: record.key,
    type: record.type,
    number,
    stem: record.stem,
    scoreTenths: isCombined ? children.reduce((s, c) => s + c.scoreTenths, 0) : scoreTenths,
    difficulty: record.difficulty,
    knowledgePoints: [...record.knowledgePoints],
    analysis: record.analysis,
    analysisFiles: record.analysisFiles.map((f) => ({ ...f })),
    blanks: record.blanks ? record.blanks.map((b) => [...b]) : null,
    manual: record.manual,
    isTrue: record.isTrue,
    reference: record.reference,
    listening: record.listening
      ? { ...record.listening, script: record.listening.script.map((l) => ({ ...l })) }
      : null,
    options: record.options.map((o) => ({ id: o.id, label: o.label, text: o.text, isRight: o.isRight })),
    children,
  };
}

/** Numbers questions 1, 2, ... across sections, in order; the total is what the numbered questions add up to. */
export function buildSnapshot(
  meta: Omit<PaperSnapshot, 'sections' | 'totalTenths'>,
  sections: SnapshotSection[],
): PaperSnapshot {
  let n = 0;
  const out = sections.map((s) => ({
    title: s.title,
    questions: s.items.map((item) => snapshotQuestion(item.record, item.scoreTenths, String(++n))),
  }));
  const totalTenths = out.reduce((sum, s) => sum + s.questions.reduce((t, q) => t + q.scoreTenths, 0), 0);
  return { ...meta, totalTenths, sections: out };
}

/**
 * A paper as it stands now, ready to be copied into a new attempt. A question the paper names that no longer
 * exists is left out (the paper still opens; its total is what remains).
 */
export async function snapshotOfPaper(
  db: Db,
  paperId: number,
  multiPartial: 'none' | 'half',
): Promise<PaperSnapshot | null> {
  const [paper] = await db.select().from(examPapers).where(eq(examPapers.id, paperId));
  if (!paper) return null;
  const ids = paper.sections.flatMap((s) => s.items.map((i) => i.questionId));
  const records = await loadQuestions(db, ids);
  return buildSnapshot(
    {
      paperId: paper.id,
      title: paper.title,
      subject: paper.subject,
      grade: paper.grade,
      durationSeconds: paper.durationSeconds,
      multiPartial,
      levels: paper.levels ?? null,
    },
    paper.sections.map((s) => ({
      title: s.title,
      items: s.items
        .filter((i) => records.has(i.questionId))
        .map((i) => ({ record: records.get(i.questionId)!, scoreTenths: i.scoreTenths })),
    })),
  );
}

/** Every question of the snapshot, top-level and parts alike, by id (`parent` set on a combined question's parts). */
export interface IndexedQuestion {
  question: SnapshotQuestion;
  parent: SnapshotQuestion | null;
}

export function indexSnapshot(snapshot: PaperSnapshot): Map<number, IndexedQuestion> {
  const index = new Map<number, IndexedQuestion>();
  for (const section of snapshot.sections)
    for (const q of section.questions) {
      index.set(q.id, { question: q, parent: null });
      for (const c of q.children) index.set(c.id, { question: c, parent: q });
    }
  return index;
}

export const topQuestionsOf = (snapshot: PaperSnapshot): SnapshotQuestion[] =>
  snapshot.sections.flatMap((s) => s.questions);

/** The answerable questions: top-level ones, and a combined question's parts instead of it. */
export const leavesOf = (snapshot: PaperSnapshot): SnapshotQuestion[] =>
  topQuestionsOf(snapshot).flatMap((q) => (q.type === EXAM_QUESTION_TYPE.combined ? q.children : [q]));

/** Oral questions (a recording) and photo questions (photos of written work) are marked by a teacher. */
export const isManual = (q: SnapshotQuestion): boolean => q.type === EXAM_QUESTION_TYPE.oral || q.manual === true;

/** The question as the marking rules see it, in points (the snapshot keeps tenths). */
export function markingQuestion(q: SnapshotQuestion): PaperQuestion {
  const base: PaperQuestion = { id: q.id, type: q.type, score: q.scoreTenths / 10 };
  if (q.manual) return { ...base, manual: true };
  switch (q.type) {
    case EXAM_QUESTION_TYPE.single:
    case EXAM_QUESTION_TYPE.multiple:
      return { ...base, options: q.options.map((o) => ({ id: o.id, isRight: o.isRight })) };
    case EXAM_QUESTION_TYPE.fillIn:
      return { ...base, blanks: (q.blanks ?? []).map((b) => [...b]) };
    case EXAM_QUESTION_TYPE.trueFalse:
      return q.options.length > 0
        ? { ...base, options: q.options.map((o) => ({ id: o.id, isRight: o.isRight })) }
        : { ...base, isTrue: q.isTrue ?? undefined };
    case EXAM_QUESTION_TYPE.oral:
      return { ...base, manual: true };
    case EXAM_QUESTION_TYPE.combined:
      return { ...base, score: 0, children: q.children.map(markingQuestion) };
  }
  return base;
}

export const markingQuestionsOf = (snapshot: PaperSnapshot): PaperQuestion[] =>
  topQuestionsOf(snapshot).map(markingQuestion);
