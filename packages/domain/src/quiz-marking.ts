/**
 * Question types of the quiz engine: the homework names and the exam codes
 * (0 single, 1 multiple, 2 oral, 3 fill-in, 4 true/false, 100 combined).
 */
export const QUESTION_TYPES = [
  'single_select',
  'multi_select',
  'fill_blank',
  'image_question',
  '0',
  '1',
  '2',
  '3',
  '4',
  '100',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** How a question type is marked: by options, by text, or by a person (subjective). */
export type MarkingKind = 'single' | 'multi' | 'fill' | 'trueFalse' | 'subjective';

export function markingKindOf(type: string): MarkingKind {
  switch (type) {
    case 'single_select':
    case '0':
      return 'single';
    case 'multi_select':
    case '1':
      return 'multi';
    case 'fill_blank':
    case '3':
      return 'fill';
    case '4':
      return 'trueFalse';
    default:
      // image_question, 2 oral, 100 combined and anything unknown: a person marks it.
      return 'subjective';
  }
}

export const isChoiceType = (type: string) => {
  const k = markingKindOf(type);
  return k === 'single' || k === 'multi';
};

/**
 * Fill-in text for comparison: full-width ASCII (ＡＢＣ１２３，) to half-width, the ideographic space to a
 * space, lower case, trimmed, inner runs of white space collapsed to one.
 */
export function normaliseFillAnswer(text: string): string {
  return text
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');
}

/** Option ids of a multi-select answer ('3, 1,2' -> ['1','2','3']), de-duplicated and sorted. */
export function splitOptionIds(answer: string): string[] {
  const ids = answer
    .split(/[,，]/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  return [...new Set(ids)].sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
}

const TRUE_WORDS = new Set(['true', 't', '1', '对', '正确', '√', 'yes', 'y']);
const FALSE_WORDS = new Set(['false', 'f', '0', '错', '错误', '×', 'x', 'no', 'n']);

/** A true/false answer as a boolean, or null when it is neither. */
export function parseTrueFalse(text: string): boolean | null {
  const t = normaliseFillAnswer(text);
  if (TRUE_WORDS.has(t)) return true;
  if (FALSE_WORDS.has(t)) return false;
  return null;
}

export interface MarkableQuestion {
  questionType: string;
  options: { optionId: number; optionIsRight: boolean }[];
  /** Fill-in: the right text; alternatives separated by '|'. True/false without options: 'true' or 'false'. */
  rightAnswer?: string | null;
}

/**
 * Marks one objective answer: true/false for right/wrong, null for a subjective question (a person marks it).
 * Single: the right option's id. Multi: comma-joined ids, order-insensitive, all or nothing. Fill-in: normalised
 * text equal to the right answer (or one of its '|' alternatives). True/false: by options when it has them,
 * else by the right answer word.
 */
export function markAnswer(question: MarkableQuestion, answer: string | null | undefined): boolean | null {
  const kind = markingKindOf(question.questionType);
  if (kind === 'subjective') return null;
  const given = (answer ?? '').trim();
  if (given === '') return false;
  const rightIds = question.options.filter((o) => o.optionIsRight).map((o) => String(o.optionId));
  if (kind === 'single' || (kind === 'trueFalse' && question.options.length > 0)) {
    return rightIds.length === 1 && given === rightIds[0];
  }
  if (kind === 'multi') {
    const chosen = splitOptionIds(given);
    const right = [...rightIds].sort((a, b) => Number(a) - Number(b));
    return right.length > 0 && chosen.length === right.length && chosen.every((id, i) => id === right[i]);
  }
  if (kind === 'trueFalse') {
    const expected = parseTrueFalse(question.rightAnswer ?? '');
    return expected !== null && parseTrueFalse(given) === expected;
  }
  const alternatives = (question.rightAnswer ?? '')
    .split('|')
    .map(normaliseFillAnswer)
    .filter((s) => s.length > 0);
  return alternatives.includes(normaliseFillAnswer(given));
}

/**
 * Automatic score 0-100, scaled from the question scores of the objective questions: points earned / points
 * possible * 100, rounded. Subjective questions are left to the tutor's score. No objective points: 0.
 */
export function autoScore(marked: { score: number; isRight: boolean | null; subjective: boolean }[]): number {
  const objective = marked.filter((m) => !m.subjective);
  const possible = objective.reduce((s, m) => s + Math.max(0, m.score), 0);
  if (possible <= 0) return 0;
  const earned = objective.filter((m) => m.isRight === true).reduce((s, m) => s + Math.max(0, m.score), 0);
  return Math.max(0, Math.min(100, Math.round((earned / possible) * 100)));
}

/** Fills the '{score}' placeholder of a server message template. */
export function fillScore(template: string, score: number): string {
  return template.replace(/\{score\}/g, String(score));
}
