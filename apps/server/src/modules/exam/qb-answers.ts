import {
  EXAM_QUESTION_TYPE,
  parseTrueFalse,
  QB_ERRORS,
  splitOptionIds,
  type ExamAnswer,
  type ExamAnswerValue,
} from '@salt/domain';
import { appError } from '../../platform/errors';
import type { QuestionRecord } from './question-rows';

/**
 * A practice answer checked against its question before marking, so a mistake in the request (an option of
 * another question, the wrong number of blanks, '也许' for true/false) is a 400 saying what is wrong instead of a
 * silent "wrong" in the pupil's notebook.
 */

const isBlank = (a: ExamAnswerValue) => (Array.isArray(a) ? a.every((x) => x.trim() === '') : a.trim() === '');
const optionIds = (a: ExamAnswerValue) => splitOptionIds(Array.isArray(a) ? a.join(',') : a);

/** The answer as the marking rules take it; throws the QB_ERRORS entry for a malformed one. */
export function practiceAnswer(r: QuestionRecord, answer: ExamAnswerValue): ExamAnswer {
  if (isBlank(answer)) throw appError(QB_ERRORS.answerRequired);
  switch (r.type) {
    case EXAM_QUESTION_TYPE.single:
    case EXAM_QUESTION_TYPE.multiple: {
      const ids = optionIds(answer);
      const known = new Set(r.options.map((o) => String(o.id)));
      if (!ids.every((id) => known.has(id))) throw appError(QB_ERRORS.optionInvalid);
      if (r.type === EXAM_QUESTION_TYPE.multiple) return ids;
      if (ids.length !== 1) throw appError(QB_ERRORS.singleOnlyOne);
      return ids[0]!;
    }
    case EXAM_QUESTION_TYPE.fillIn: {
      const given = Array.isArray(answer) ? answer : [answer];
      if (given.length !== (r.blanks ?? []).length) throw appError(QB_ERRORS.blanksMismatch);
      return given;
    }
    case EXAM_QUESTION_TYPE.trueFalse: {
      const text = Array.isArray(answer) ? (answer.length === 1 ? answer[0]! : '') : answer;
      const verdict = parseTrueFalse(text);
      if (verdict === null) throw appError(QB_ERRORS.trueFalseInvalid);
      return String(verdict);
    }
  }
  // Oral: a recording's URL or what the pupil wrote; practice shows the reference beside it, no teacher marks it.
  return answer;
}

/**
 * The answers of a combined question's parts, by sub-question id. Parts left blank count as unanswered; at least
 * one must be answered. A part of another question, or one part twice, is refused.
 */
export function practiceParts(
  r: QuestionRecord,
  parts: readonly { questionId: number; answer: ExamAnswerValue }[],
): Map<number, ExamAnswer> {
  const children = new Map(r.children.map((c) => [c.id, c]));
  const answers = new Map<number, ExamAnswer>();
  for (const part of parts) {
    const child = children.get(part.questionId);
    if (!child) throw appError(QB_ERRORS.partInvalid);
    if (answers.has(part.questionId)) throw appError(QB_ERRORS.partRepeated);
    answers.set(part.questionId, isBlank(part.answer) ? null : practiceAnswer(child, part.answer));
  }
  if (![...answers.values()].some((a) => a !== null)) throw appError(QB_ERRORS.answerRequired);
  return answers;
}
