import { EXAM_ERRORS, EXAM_QUESTION_TYPE, parseTrueFalse, splitOptionIds, type ExamAnswerValue } from '@salt/domain';
import { appError } from '../../platform/errors';
import type { IndexedQuestion, SnapshotQuestion } from './paper-snapshot';
import { isManual } from './paper-snapshot';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text for a jsonb audit detail: lone surrogates (which jsonb refuses) become U+FFFD. */
export const jsonSafe = (text: string) => text.replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD');

/** One blank of a fill-in question: answers are a word or a number, never an essay. */
export const MAX_BLANK_CHARS = 100;
/** Recordings or photos per oral (photo) answer. */
export const MAX_ANSWER_FILES = 5;

/**
 * Checks one answer against the question it is for (as the attempt's snapshot has it) and answers what to store,
 * always a list: option ids of that question, ['true'] or ['false'], one text per blank, the caller's own uploads.
 * (A list, because drizzle reads a jsonb string that looks like a number or a boolean back as one.) An empty
 * answer clears the question. Anything else is refused with a 4xx and a message, and nothing is stored.
 */
export function checkAnswer(
  found: IndexedQuestion | undefined,
  answer: ExamAnswerValue,
  isOwnUpload: (url: string) => boolean,
): string[] {
  if (!found) throw appError(EXAM_ERRORS.questionNotInPaper);
  const q = found.question;
  if (q.type === EXAM_QUESTION_TYPE.combined) throw appError(EXAM_ERRORS.answerBySubQuestion);
  const texts = Array.isArray(answer) ? answer : [answer];
  // jsonb refuses a lone surrogate (the answer would fail to store): no answer needs one.
  if (texts.some((t) => LONE_SURROGATE.test(t))) throw appError(EXAM_ERRORS.answerInvalid);
  if (isManual(q)) return checkFiles(texts, isOwnUpload);
  switch (q.type) {
    case EXAM_QUESTION_TYPE.single:
      return checkChoice(q, texts, 1);
    case EXAM_QUESTION_TYPE.multiple:
      return checkChoice(q, texts, q.options.length);
    case EXAM_QUESTION_TYPE.trueFalse:
      return checkTrueFalse(q, texts);
    case EXAM_QUESTION_TYPE.fillIn:
      return checkBlanks(q, texts);
  }
  throw appError(EXAM_ERRORS.answerInvalid);
}

function checkChoice(q: SnapshotQuestion, texts: string[], most: number): string[] {
  const ids = [...new Set(texts.flatMap((t) => splitOptionIds(t)))];
  if (ids.some((id) => !/^\d{1,10}$/.test(id))) throw appError(EXAM_ERRORS.answerInvalid);
  const own = new Set(q.options.map((o) => String(o.id)));
  if (ids.some((id) => !own.has(id))) throw appError(EXAM_ERRORS.optionInvalid);
  if (ids.length > most) throw appError(EXAM_ERRORS.answerInvalid);
  return ids;
}

function checkTrueFalse(q: SnapshotQuestion, texts: string[]): string[] {
  if (q.options.length > 0) return checkChoice(q, texts, 1);
  if (texts.length > 1) throw appError(EXAM_ERRORS.answerInvalid);
  const text = (texts[0] ?? '').trim();
  if (text === '') return [];
  const verdict = parseTrueFalse(text);
  if (verdict === null) throw appError(EXAM_ERRORS.answerInvalid);
  return [String(verdict)];
}

function checkBlanks(q: SnapshotQuestion, texts: string[]): string[] {
  const blanks = Math.max(1, q.blanks?.length ?? 0);
  if (texts.length > blanks) throw appError(EXAM_ERRORS.answerInvalid);
  if (texts.some((t) => t.length > MAX_BLANK_CHARS)) throw appError(EXAM_ERRORS.answerTooLarge);
  return texts;
}

function checkFiles(texts: string[], isOwnUpload: (url: string) => boolean): string[] {
  const urls = texts.map((t) => t.trim()).filter((t) => t !== '');
  if (urls.length > MAX_ANSWER_FILES) throw appError(EXAM_ERRORS.answerTooLarge);
  if (urls.some((u) => !isOwnUpload(u))) throw appError(EXAM_ERRORS.fileUrlInvalid);
  return urls;
}

/** A stored answer as the API speaks it: single choice and true/false one text, the others a list. */
export function answerOut(q: SnapshotQuestion | undefined, stored: unknown): string | string[] {
  const list = (Array.isArray(stored) ? stored : stored === null || stored === undefined ? [] : [stored]).map(String);
  const one = q?.type === EXAM_QUESTION_TYPE.single || q?.type === EXAM_QUESTION_TYPE.trueFalse;
  return one ? (list[0] ?? '') : list;
}
