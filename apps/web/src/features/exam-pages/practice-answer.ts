import { EXAM_QUESTION_TYPE, type QbCheckRequest, type QbQuestion } from '@salt/domain';

/** What the pupil has entered so far, by question id (a combined question's parts by their own ids). */
export type Draft = Record<number, string | string[]>;

type Answerable = Pick<QbQuestion, 'questionId' | 'type' | 'blanks'>;
type Practised = Answerable & { children: Answerable[] };

/** Oral answers are recordings a teacher marks: practice cannot check them at once, so they are skipped. */
export const isCheckable = (q: Pick<QbQuestion, 'type'>) => q.type !== EXAM_QUESTION_TYPE.oral;

/** The parts of a question the pupil answers: itself, or a combined question's checkable sub-questions. */
export function answerParts(q: Practised): Answerable[] {
  return q.type === EXAM_QUESTION_TYPE.combined ? q.children.filter(isCheckable) : isCheckable(q) ? [q] : [];
}

function filled(q: Answerable, value: string | string[] | undefined): boolean {
  if (value === undefined) return false;
  if (q.type === EXAM_QUESTION_TYPE.fillIn) {
    const list = Array.isArray(value) ? value : [value];
    return list.length > 0 && list.some((v) => v.trim() !== '');
  }
  return Array.isArray(value) ? value.length > 0 : value !== '';
}

/** Whether every part has an answer (a fill-in with at least one blank written), so 提交 may check it. */
export function canCheck(q: Practised, draft: Draft): boolean {
  const parts = answerParts(q);
  return parts.length > 0 && parts.every((p) => filled(p, draft[p.questionId]));
}

/** Fill-in answers travel as one text per blank, trimmed, as many as the question has blanks. */
function normalise(q: Answerable, value: string | string[] | undefined): string | string[] {
  if (q.type === EXAM_QUESTION_TYPE.fillIn) {
    const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
    return Array.from({ length: Math.max(1, q.blanks) }, (_, i) => (list[i] ?? '').trim());
  }
  if (q.type === EXAM_QUESTION_TYPE.multiple) return Array.isArray(value) ? [...value].sort() : value ? [value] : [];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}

/** The body of POST /qb/question/:id/check: the answer, and a combined question's parts by sub-question id. */
export function checkRequest(q: Practised, draft: Draft): QbCheckRequest {
  if (q.type === EXAM_QUESTION_TYPE.combined) {
    return {
      answer: '',
      parts: answerParts(q).map((p) => ({ questionId: p.questionId, answer: normalise(p, draft[p.questionId]) })),
    };
  }
  return { answer: normalise(q, draft[q.questionId]) };
}
