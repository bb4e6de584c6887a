import { normaliseFillAnswer, parseTrueFalse, splitOptionIds } from '../quiz-marking';

/**
 * Marking an exam paper: every question type of the spec (0 single, 1 multiple, 2 oral, 3 fill-in, 4 true/false,
 * 100 combined), a score per question, partial credit where the paper allows it. Objective answers are marked
 * here, at commit; oral and photo answers wait for a teacher (pending) and the paper's total waits with them.
 */

export const EXAM_QUESTION_TYPE = {
  single: '0',
  multiple: '1',
  oral: '2',
  fillIn: '3',
  trueFalse: '4',
  combined: '100',
} as const;
export type ExamQuestionType = (typeof EXAM_QUESTION_TYPE)[keyof typeof EXAM_QUESTION_TYPE];

export interface PaperQuestion {
  id: number;
  type: ExamQuestionType;
  /** Points; a combined question's are its sub-questions' sum (its own is ignored). */
  score: number;
  options?: { id: number; isRight: boolean }[];
  /** Fill-in: for each blank, the accepted answers (any one of them is right). */
  blanks?: string[][];
  /** True/false: the right verdict. */
  isTrue?: boolean;
  /** Answered by a photo (any type) and marked by a teacher; oral questions always are. */
  manual?: boolean;
  /** Combined: the sub-questions under one stem (a reading or listening passage). */
  children?: PaperQuestion[];
}

/** A pupil's answer: an option id, option ids (array or comma-joined), one text per blank, 'true'/'false', or file URLs. */
export type ExamAnswer = string | string[] | null | undefined;

export interface MarkingRules {
  /** Multiple choice: 'none' all or nothing; 'half' half the points for some right options and no wrong one. */
  multiPartial: 'none' | 'half';
  /** Points a teacher gave to manual (oral, photo) answers, by question id. */
  teacherMarks?: ReadonlyMap<number, number>;
}
export const DEFAULT_MARKING_RULES: MarkingRules = { multiPartial: 'none' };

export type Verdict = 'right' | 'partial' | 'wrong' | 'unanswered' | 'pending';

export interface QuestionMark {
  questionId: number;
  possible: number;
  /** Null while a teacher has not marked it (or, for a combined question, any of its parts). */
  earned: number | null;
  verdict: Verdict;
  /** Fill-in: which blanks were right. */
  blanks?: boolean[];
  children?: QuestionMark[];
}

/** Points are kept to one decimal (half of 3 points is 1.5), rounded down so partial credit never rounds up. */
const tenths = (points: number) => Math.floor(points * 10 + 1e-9) / 10;

const isBlank = (a: ExamAnswer) =>
  a === null || a === undefined || (Array.isArray(a) ? a.every((x) => x.trim() === '') : a.trim() === '');

const asIds = (a: ExamAnswer): string[] => splitOptionIds(Array.isArray(a) ? a.join(',') : (a ?? ''));

export const possibleOf = (q: PaperQuestion): number =>
  q.type === EXAM_QUESTION_TYPE.combined
    ? (q.children ?? []).reduce((sum, c) => sum + possibleOf(c), 0)
    : Math.max(0, q.score);

const mark = (q: PaperQuestion, earned: number, verdict: Verdict): QuestionMark => ({
  questionId: q.id,
  possible: possibleOf(q),
  earned: tenths(earned),
  verdict,
});

export function markQuestion(
  q: PaperQuestion,
  answers: ReadonlyMap<number, ExamAnswer>,
  rules: MarkingRules = DEFAULT_MARKING_RULES,
): QuestionMark {
  if (q.type === EXAM_QUESTION_TYPE.combined) {
    const children = (q.children ?? []).map((c) => markQuestion(c, answers, rules));
    const pending = children.some((c) => c.earned === null);
    const earned = children.reduce((s, c) => s + (c.earned ?? 0), 0);
    const possible = possibleOf(q);
    const verdict: Verdict = pending
      ? 'pending'
      : children.every((c) => c.verdict === 'unanswered')
        ? 'unanswered'
        : earned >= possible && possible > 0
          ? 'right'
          : earned > 0
            ? 'partial'
            : 'wrong';
    return { questionId: q.id, possible, earned: pending ? null : tenths(earned), verdict, children };
  }
  const answer = answers.get(q.id);
  const points = Math.max(0, q.score);
  if (q.manual || q.type === EXAM_QUESTION_TYPE.oral) {
    if (isBlank(answer)) return mark(q, 0, 'unanswered');
    const given = rules.teacherMarks?.get(q.id);
    if (given === undefined) return { questionId: q.id, possible: points, earned: null, verdict: 'pending' };
    const earned = Math.min(points, Math.max(0, given));
    return mark(q, earned, earned >= points && points > 0 ? 'right' : earned > 0 ? 'partial' : 'wrong');
  }
  if (isBlank(answer)) return mark(q, 0, 'unanswered');
  const rightIds = (q.options ?? []).filter((o) => o.isRight).map((o) => String(o.id));
  switch (q.type) {
    case EXAM_QUESTION_TYPE.single: {
      const chosen = asIds(answer);
      return chosen.length === 1 && rightIds.length === 1 && chosen[0] === rightIds[0]
        ? mark(q, points, 'right')
        : mark(q, 0, 'wrong');
    }
    case EXAM_QUESTION_TYPE.multiple: {
      const chosen = asIds(answer);
      const right = new Set(rightIds);
      const wrongChosen = chosen.some((id) => !right.has(id));
      if (!wrongChosen && chosen.length === right.size && right.size > 0) return mark(q, points, 'right');
      if (!wrongChosen && rules.multiPartial === 'half' && chosen.length > 0) return mark(q, points / 2, 'partial');
      return mark(q, 0, 'wrong');
    }
    case EXAM_QUESTION_TYPE.trueFalse: {
      const given = parseTrueFalse(Array.isArray(answer) ? (answer[0] ?? '') : (answer ?? ''));
      if (q.options && q.options.length > 0) {
        const chosen = asIds(answer);
        return chosen.length === 1 && rightIds[0] === chosen[0] ? mark(q, points, 'right') : mark(q, 0, 'wrong');
      }
      return given !== null && given === q.isTrue ? mark(q, points, 'right') : mark(q, 0, 'wrong');
    }
    case EXAM_QUESTION_TYPE.fillIn: {
      const blanks = q.blanks ?? [];
      const given = Array.isArray(answer) ? answer : [answer ?? ''];
      const rights = blanks.map((accepted, i) => {
        const text = normaliseFillAnswer(given[i] ?? '');
        return text !== '' && accepted.some((a) => normaliseFillAnswer(a) === text);
      });
      const count = rights.filter(Boolean).length;
      if (blanks.length === 0) return { ...mark(q, 0, 'wrong'), blanks: rights };
      const verdict: Verdict = count === blanks.length ? 'right' : count > 0 ? 'partial' : 'wrong';
      return { ...mark(q, (points * count) / blanks.length, verdict), blanks: rights };
    }
  }
  return mark(q, 0, 'wrong');
}

export interface PaperResult {
  marks: QuestionMark[];
  possible: number;
  /** Points earned so far (objective, and manual ones already marked). */
  earned: number;
  /** Points still waiting for a teacher. */
  pendingPoints: number;
  /** The paper's score, or null while anything waits for a teacher. */
  total: number | null;
}

/** Marks a whole paper; `answers` by question id (a combined question's parts are answered by their own ids). */
export function markPaper(
  questions: readonly PaperQuestion[],
  answers: ReadonlyMap<number, ExamAnswer>,
  rules: MarkingRules = DEFAULT_MARKING_RULES,
): PaperResult {
  const marks = questions.map((q) => markQuestion(q, answers, rules));
  const leaves = marks.flatMap((m) => m.children ?? [m]);
  const earned = tenths(leaves.reduce((s, m) => s + (m.earned ?? 0), 0));
  const pendingPoints = leaves.filter((m) => m.earned === null).reduce((s, m) => s + m.possible, 0);
  const possible = marks.reduce((s, m) => s + m.possible, 0);
  return { marks, possible, earned, pendingPoints, total: pendingPoints > 0 ? null : earned };
}
