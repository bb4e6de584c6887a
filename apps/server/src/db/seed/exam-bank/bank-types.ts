import { EXAM_QUESTION_TYPE, type ExamQuestionType, type PaperQuestion } from '@salt/domain';

/**
 * The demo question bank as typed seed data: what a question is before the seed gives it (and its options)
 * database ids. Subjects and grades are dictionary values (base-seed: 语文 1, 数学 2, 英语 3, 物理 4; 初一 7,
 * 初二 8); every question has a stable key, 1-2 knowledge points from its subject and grade's fixed list
 * (knowledge-points.ts), a difficulty 1-5 and a short worked analysis.
 */

export type OptionLabel = 'A' | 'B' | 'C' | 'D';
export const OPTION_LABELS: readonly OptionLabel[] = ['A', 'B', 'C', 'D'];
export type Difficulty = 1 | 2 | 3 | 4 | 5;

export interface BankOption {
  label: OptionLabel;
  text: string;
  isRight: boolean;
}

/** One line of a listening passage, spoken by one voice (the demo synthesises each with espeak-ng). */
export interface ListeningLine {
  speaker: 'man' | 'woman' | 'narrator';
  text: string;
}

export interface Listening {
  /** The passage to read aloud, in order. */
  script: ListeningLine[];
  /** How many times the pupil may play it. */
  playLimit: number;
}

export interface BankQuestion {
  /** Stable across seeds (the seed maps it to an id). Sub-questions: the parent's key + '-1', '-2', ... */
  key: string;
  /** Subject dictionary value. */
  subject: string;
  /** Grade dictionary value. */
  grade: string;
  type: ExamQuestionType;
  stem: string;
  /** Single and multiple choice: A-D. */
  options?: BankOption[];
  /** Fill-in: for each blank, the accepted answers. */
  blanks?: string[][];
  /** True/false: the right verdict. */
  isTrue?: boolean;
  /** Points in practice; a paper sets its own per question. A combined question's is its sub-questions' sum. */
  score: number;
  difficulty: Difficulty;
  knowledgePoints: string[];
  analysis: string;
  /** Combined: the sub-questions under the stem (a passage). */
  children?: BankQuestion[];
  /** Combined listening questions: the passage read aloud (the stem is the instruction shown). */
  listening?: Listening;
  /** Oral: the text to read aloud or the points the teacher listens for. */
  reference?: string;
}

/** The passage of a listening question as one text, one line per speaker turn. */
export const listeningText = (l: Listening) => l.script.map((line) => line.text).join('\n');

/** Keys of a question's options, for the seed's id map: 'm8-001#A'. */
export const optionKey = (questionKey: string, label: OptionLabel) => `${questionKey}#${label}`;

/**
 * The question as the marking rules see it. `idOf` gives the database id of a question or option key (the seed's
 * map). `score` is the paper's points for it: a combined question's are split evenly over its sub-questions.
 */
export function toPaperQuestion(q: BankQuestion, idOf: (key: string) => number, score?: number): PaperQuestion {
  const base: PaperQuestion = { id: idOf(q.key), type: q.type, score: score ?? q.score };
  switch (q.type) {
    case EXAM_QUESTION_TYPE.single:
    case EXAM_QUESTION_TYPE.multiple:
      return {
        ...base,
        options: (q.options ?? []).map((o) => ({ id: idOf(optionKey(q.key, o.label)), isRight: o.isRight })),
      };
    case EXAM_QUESTION_TYPE.fillIn:
      return { ...base, blanks: (q.blanks ?? []).map((b) => [...b]) };
    case EXAM_QUESTION_TYPE.trueFalse:
      return { ...base, isTrue: q.isTrue };
    case EXAM_QUESTION_TYPE.oral:
      return { ...base, manual: true };
    case EXAM_QUESTION_TYPE.combined: {
      const children = q.children ?? [];
      const each = score === undefined ? undefined : score / Math.max(1, children.length);
      return { ...base, score: 0, children: children.map((c) => toPaperQuestion(c, idOf, each)) };
    }
  }
  return base;
}

/** Objective questions are marked at commit; oral ones (and combined ones holding one) wait for a teacher. */
export const isObjective = (q: BankQuestion): boolean =>
  q.type === EXAM_QUESTION_TYPE.combined ? (q.children ?? []).every(isObjective) : q.type !== EXAM_QUESTION_TYPE.oral;

/**
 * A blank's accepted answers: 'a|b', plus for a mathematical answer with a minus sign both the typographic (−) and
 * the keyboard (-) one (a word such as 'well-known' is left alone).
 */
function accepted(blank: string): string[] {
  const alternatives = blank.split('|').map((a) => a.trim());
  const both = alternatives.flatMap((a) =>
    /[−-]/.test(a) && !/[a-z]{2,}/i.test(a) ? [a, a.replace(/[−-]/g, '−'), a.replace(/[−-]/g, '-')] : [a],
  );
  return [...new Set(both)];
}

type Four = readonly [string, string, string, string];

/** A sub-question as written under its combined question (key, subject, grade and points come from the parent). */
export type SubQuestion = Omit<BankQuestion, 'key' | 'subject' | 'grade' | 'knowledgePoints' | 'difficulty'> &
  Partial<Pick<BankQuestion, 'knowledgePoints' | 'difficulty'>>;

const choice = (options: Four, rights: string): BankOption[] =>
  options.map((text, i) => ({ label: OPTION_LABELS[i]!, text, isRight: rights.includes(OPTION_LABELS[i]!) }));

/** Sub-question writers (2 points each unless told). */
export const sub = {
  single: (stem: string, options: Four, right: OptionLabel, analysis: string, score = 2): SubQuestion => ({
    type: EXAM_QUESTION_TYPE.single,
    stem,
    options: choice(options, right),
    score,
    analysis,
  }),
  multiple: (stem: string, options: Four, rights: string, analysis: string, score = 3): SubQuestion => ({
    type: EXAM_QUESTION_TYPE.multiple,
    stem,
    options: choice(options, rights),
    score,
    analysis,
  }),
  fill: (stem: string, blanks: string[], analysis: string, score = 2 * blanks.length): SubQuestion => ({
    type: EXAM_QUESTION_TYPE.fillIn,
    stem,
    blanks: blanks.map(accepted),
    score,
    analysis,
  }),
  judge: (stem: string, isTrue: boolean, analysis: string, score = 2): SubQuestion => ({
    type: EXAM_QUESTION_TYPE.trueFalse,
    stem,
    isTrue,
    score,
    analysis,
  }),
};

/**
 * The writers of one subject and grade's questions: knowledge points are checked against its list by the
 * compiler. Default points: single 3, multiple 4, fill-in 2 a blank, true/false 2, oral 10.
 */
export function bankKit<P extends string>(subject: string, grade: string, _points: readonly P[]) {
  type Kp = P | readonly [P, P];
  const head = (key: string, type: ExamQuestionType, kp: Kp, difficulty: Difficulty) => ({
    key,
    subject,
    grade,
    type,
    difficulty,
    knowledgePoints: typeof kp === 'string' ? [kp as string] : [...kp],
  });
  return {
    single: (
      key: string,
      kp: Kp,
      d: Difficulty,
      stem: string,
      options: Four,
      right: OptionLabel,
      analysis: string,
      score = 3,
    ): BankQuestion => ({
      ...head(key, EXAM_QUESTION_TYPE.single, kp, d),
      stem,
      options: choice(options, right),
      score,
      analysis,
    }),
    multiple: (
      key: string,
      kp: Kp,
      d: Difficulty,
      stem: string,
      options: Four,
      rights: string,
      analysis: string,
      score = 4,
    ): BankQuestion => ({
      ...head(key, EXAM_QUESTION_TYPE.multiple, kp, d),
      stem,
      options: choice(options, rights),
      score,
      analysis,
    }),
    /** `blanks`: one string per blank, alternatives separated by '|'. */
    fill: (key: string, kp: Kp, d: Difficulty, stem: string, blanks: string[], analysis: string, score?: number) => ({
      ...head(key, EXAM_QUESTION_TYPE.fillIn, kp, d),
      stem,
      blanks: blanks.map(accepted),
      score: score ?? 2 * blanks.length,
      analysis,
    }),
    judge: (key: string, kp: Kp, d: Difficulty, stem: string, isTrue: boolean, analysis: string, score = 2) => ({
      ...head(key, EXAM_QUESTION_TYPE.trueFalse, kp, d),
      stem,
      isTrue,
      score,
      analysis,
    }),
    oral: (key: string, kp: Kp, d: Difficulty, stem: string, reference: string, analysis: string, score = 10) => ({
      ...head(key, EXAM_QUESTION_TYPE.oral, kp, d),
      stem,
      reference,
      score,
      analysis,
    }),
    /** Sub-questions take the parent's knowledge points and difficulty unless they name their own. */
    combined: (
      key: string,
      kp: Kp,
      d: Difficulty,
      stem: string,
      parts: SubQuestion[],
      analysis: string,
      listening?: Listening,
    ): BankQuestion => {
      const parent = head(key, EXAM_QUESTION_TYPE.combined, kp, d);
      const children: BankQuestion[] = parts.map((p, i) => ({
        ...p,
        key: `${key}-${i + 1}`,
        subject,
        grade,
        knowledgePoints: p.knowledgePoints ?? parent.knowledgePoints,
        difficulty: p.difficulty ?? d,
      }));
      return {
        ...parent,
        stem,
        children,
        score: children.reduce((s, c) => s + c.score, 0),
        analysis,
        ...(listening ? { listening } : {}),
      };
    },
  };
}
