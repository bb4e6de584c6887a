import {
  EXAM_QUESTION_TYPE,
  type ExamAnalysisQuestion,
  type ExamAnswer,
  type ExamQuestionView,
  type ExamSubQuestionView,
  type PaperQuestion,
  type QuestionMark,
} from '@salt/domain';
import type { QuestionRecord } from './question-rows';

/**
 * What a pupil sees of a question: while answering, never the right answers (no isRight, no accepted blanks, no
 * true/false verdict, no reference, no transcript); once checked or committed, the analysis with all of them.
 * `paper` is the marking question made from the record (toPaperQuestionFromRecord) so the points shown are the
 * points marked, a combined question's split over its parts.
 */

const blanksOf = (r: QuestionRecord) =>
  r.type === EXAM_QUESTION_TYPE.fillIn && !r.manual ? (r.blanks ?? []).length : 0;

function subView(r: QuestionRecord, paper: PaperQuestion, number: string): ExamSubQuestionView {
  return {
    questionId: r.id,
    type: r.type,
    number,
    stem: r.stem,
    score: scoreOf(paper),
    options: r.options.map((o) => ({ optionId: o.id, label: o.label, text: o.text })),
    blanks: blanksOf(r),
    knowledgePoints: [...r.knowledgePoints],
    difficulty: r.difficulty,
    ...(r.manual ? { manual: true } : {}),
  };
}

/** Points of a marking question (a combined one's are its parts' sum), to one decimal. */
const scoreOf = (q: PaperQuestion): number =>
  q.type === EXAM_QUESTION_TYPE.combined
    ? Math.round((q.children ?? []).reduce((s, c) => s + scoreOf(c), 0) * 10) / 10
    : q.score;

/** The question to answer. `playsLeft`: listening plays left (practice does not count plays: the limit). */
export function questionView(
  r: QuestionRecord,
  paper: PaperQuestion,
  number: string,
  playsLeft?: number,
): ExamQuestionView {
  return {
    ...subView(r, paper, number),
    listening: r.listening
      ? {
          audioUrl: r.listening.audioUrl,
          playLimit: r.listening.playLimit,
          playsLeft: playsLeft ?? r.listening.playLimit,
        }
      : null,
    children: r.children.map((c, i) =>
      subView(c, paper.children?.[i] ?? { id: c.id, type: c.type, score: 0 }, `${number}(${i + 1})`),
    ),
  };
}

/**
 * The right answer as shown: choice the right labels, fill-in one text per blank (its accepted answers joined by
 * ' / '), true/false 'true' or 'false', oral the reference text; a combined question's sit in its parts.
 */
export function rightAnswerOf(r: QuestionRecord): string[] {
  switch (r.type) {
    case EXAM_QUESTION_TYPE.single:
    case EXAM_QUESTION_TYPE.multiple:
      return r.options.filter((o) => o.isRight).map((o) => o.label);
    case EXAM_QUESTION_TYPE.fillIn:
      // A photo question has a reference for its marker instead of blanks.
      if (r.manual) return r.reference ? [r.reference] : [];
      return (r.blanks ?? []).map((accepted) => accepted.join(' / '));
    case EXAM_QUESTION_TYPE.trueFalse:
      return r.isTrue === null ? [] : [String(r.isTrue)];
    case EXAM_QUESTION_TYPE.oral:
      return r.reference ? [r.reference] : [];
  }
  return [];
}

const SPEAKER_PREFIX: Record<string, string> = { man: 'M: ', woman: 'W: ' };

/** A listening passage's text, one line per turn ('M: ...', 'W: ...'; the narrator without a prefix). */
export const transcriptOf = (r: QuestionRecord): string | null =>
  r.listening ? r.listening.script.map((l) => `${SPEAKER_PREFIX[l.speaker] ?? ''}${l.text}`).join('\n') : null;

export interface AnalysisInput {
  answers: ReadonlyMap<number, ExamAnswer>;
  /** The question's mark (its parts' marks in `children`); null to show it as simply wrong (the notebook). */
  mark: QuestionMark | null;
  /** Teacher comments by question id. */
  comments?: ReadonlyMap<number, string>;
}

const answerOf = (answers: ReadonlyMap<number, ExamAnswer>, id: number) => answers.get(id) ?? null;

function analysisFields(
  r: QuestionRecord,
  paper: PaperQuestion,
  number: string,
  mark: QuestionMark | null,
  input: AnalysisInput,
) {
  return {
    ...subView(r, paper, number),
    options: r.options.map((o) => ({ optionId: o.id, label: o.label, text: o.text, isRight: o.isRight })),
    rightAnswer: rightAnswerOf(r),
    myAnswer: r.type === EXAM_QUESTION_TYPE.combined ? null : answerOf(input.answers, r.id),
    verdict: mark?.verdict ?? 'wrong',
    earned: mark ? mark.earned : 0,
    analysis: r.analysis,
    analysisFiles: r.analysisFiles.map((f) => ({ ...f })),
    teacherComment: input.comments?.get(r.id) ?? null,
  };
}

/** The question after answering: right answers, the verdict and points, the analysis, a listening transcript. */
export function analysisView(
  r: QuestionRecord,
  paper: PaperQuestion,
  number: string,
  input: AnalysisInput,
): ExamAnalysisQuestion {
  return {
    ...analysisFields(r, paper, number, input.mark, input),
    transcript: transcriptOf(r),
    audioUrl: r.listening?.audioUrl ?? null,
    children: r.children.map((c, i) =>
      analysisFields(
        c,
        paper.children?.[i] ?? { id: c.id, type: c.type, score: 0 },
        `${number}(${i + 1})`,
        input.mark ? (input.mark.children?.[i] ?? null) : null,
        input,
      ),
    ),
  };
}
