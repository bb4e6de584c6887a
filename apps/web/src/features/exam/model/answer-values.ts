import {
  EXAM_QUESTION_TYPE,
  type ExamAnswerValue,
  type ExamQuestionView,
  type ExamSession,
  type ExamSubQuestionView,
} from '@salt/domain';
import type { AnswerMap } from './merge-answers';

/** A question the pupil answers: a top-level one, or a sub-question of a combined one (answered by its own id). */
export type AnswerableQuestion = ExamQuestionView | ExamSubQuestionView;

/** One page of the runner: a top-level question with its section's title and its place in the paper. */
export interface RunnerItem {
  index: number;
  sectionTitle: string;
  question: ExamQuestionView;
}

export function runnerItems(session: Pick<ExamSession, 'sections'>): RunnerItem[] {
  const items: RunnerItem[] = [];
  for (const section of session.sections)
    for (const question of section.questions)
      items.push({ index: items.length, sectionTitle: section.title, question });
  return items;
}

/** The questions that take an answer: a combined question's sub-questions instead of itself. */
export function answerablesOf(question: ExamQuestionView): AnswerableQuestion[] {
  return question.type === EXAM_QUESTION_TYPE.combined ? question.children : [question];
}

/** Nothing given: no value, empty text, or only empty texts (blanks left empty). */
export function isBlankAnswer(value: ExamAnswerValue | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  return Array.isArray(value) ? value.every((v) => v.trim() === '') : value.trim() === '';
}

/** Multiple choice: the chosen option ids, from an array or the comma-joined form the spec uses. */
export function chosenIds(value: ExamAnswerValue | null | undefined): string[] {
  if (value === null || value === undefined) return [];
  const parts = Array.isArray(value) ? value : value.split(',');
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** Fill-in: one text per blank, however many the stored answer had. */
export function blankTexts(value: ExamAnswerValue | null | undefined, blanks: number): string[] {
  const list = value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];
  return Array.from({ length: Math.max(1, blanks) }, (_, i) => list[i] ?? '');
}

/** Uploaded files of a photo or oral answer. */
export function fileUrls(value: ExamAnswerValue | null | undefined): string[] {
  if (value === null || value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).filter((v) => v.trim() !== '');
}

export type QuestionState = 'answered' | 'partial' | 'unanswered';

/** For the navigator: a combined question is answered when all its parts are, partial when some are. */
export function questionState(question: ExamQuestionView, answers: AnswerMap): QuestionState {
  const parts = answerablesOf(question);
  const done = parts.filter((p) => !isBlankAnswer(answers[p.questionId])).length;
  if (done === 0) return 'unanswered';
  return done === parts.length ? 'answered' : 'partial';
}

/** The shown numbers of every unanswered question ('13(2)' for a sub-question), in paper order. */
export function unansweredNumbers(session: Pick<ExamSession, 'sections'>, answers: AnswerMap): string[] {
  return runnerItems(session)
    .flatMap((item) => answerablesOf(item.question))
    .filter((q) => isBlankAnswer(answers[q.questionId]))
    .map((q) => q.number);
}

/** Text answers are saved when typing pauses; a click (choice, true/false, a file) is saved at once. */
export const TEXT_SAVE_DELAY_MS = 600;
