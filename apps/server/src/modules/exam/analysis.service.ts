import { eq } from 'drizzle-orm';
import { EXAM_QUESTION_TYPE, type ExamAnalysis, type ExamAnalysisQuestion, type QuestionMark } from '@salt/domain';
import { examAnswers } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { paperOfAttempt } from './attempt-store';
import type { SnapshotQuestion } from './paper-snapshot';
import { readableAttempt } from './report.service';
import { answerOut } from './answer-check';

type AnalysisFields = Omit<ExamAnalysisQuestion, 'transcript' | 'audioUrl' | 'children'>;

export interface AnsweredQuestion {
  mark: QuestionMark | undefined;
  answer: string | string[] | null;
  teacherComment: string | null;
}

/** What counts as right, in words (as question-views' rightAnswerOf, plus true/false given as options). */
export function rightAnswerOf(q: SnapshotQuestion): string[] {
  switch (q.type) {
    case EXAM_QUESTION_TYPE.single:
    case EXAM_QUESTION_TYPE.multiple:
      return q.options.filter((o) => o.isRight).map((o) => o.label);
    case EXAM_QUESTION_TYPE.trueFalse:
      if (q.options.length > 0) return q.options.filter((o) => o.isRight).map((o) => o.label);
      return q.isTrue === null ? [] : [String(q.isTrue)];
    case EXAM_QUESTION_TYPE.fillIn:
      // A photo question has a reference for its marker instead of blanks.
      if (q.manual) return q.reference ? [q.reference] : [];
      return (q.blanks ?? []).map((accepted) => accepted.join(' / '));
    case EXAM_QUESTION_TYPE.oral:
      return q.reference ? [q.reference] : [];
  }
  return [];
}

const SPEAKER_PREFIX: Record<string, string> = { man: 'M: ', woman: 'W: ' };
/** A listening passage's text, one line per turn, written as practice writes it ('M: ...', 'W: ...'). */
const transcriptOf = (q: SnapshotQuestion): string | null =>
  q.listening ? q.listening.script.map((l) => `${SPEAKER_PREFIX[l.speaker] ?? ''}${l.text}`).join('\n') : null;

function fields(q: SnapshotQuestion, a: AnsweredQuestion): AnalysisFields {
  return {
    questionId: q.id,
    type: q.type,
    number: q.number,
    stem: q.stem,
    score: q.scoreTenths / 10,
    options: q.options.map((o) => ({ optionId: o.id, label: o.label, text: o.text, isRight: o.isRight })),
    blanks: q.manual ? 0 : (q.blanks?.length ?? 0),
    knowledgePoints: q.knowledgePoints,
    difficulty: q.difficulty,
    ...(q.manual ? { manual: true } : {}),
    rightAnswer: rightAnswerOf(q),
    myAnswer: a.answer,
    verdict: a.mark?.verdict ?? 'unanswered',
    earned: a.mark ? a.mark.earned : 0,
    analysis: q.analysis,
    analysisFiles: q.analysisFiles,
    teacherComment: a.teacherComment,
  };
}

/**
 * One question after the attempt (or a practice check): right answers, the pupil's answer, the verdict, the
 * analysis, the teacher's comment; a listening passage's transcript and audio.
 */
export function analysisQuestion(
  q: SnapshotQuestion,
  answered: (questionId: number) => AnsweredQuestion,
): ExamAnalysisQuestion {
  return {
    ...fields(q, answered(q.id)),
    transcript: transcriptOf(q),
    audioUrl: q.listening?.audioUrl ?? null,
    children: q.children.map((c) => fields(c, answered(c.id))),
  };
}

/** GET /em/quiz/session/{id}/analysis: only once the attempt is committed (409 before). */
export async function analysisOf(ctx: AppContext, actor: Actor, attemptId: number): Promise<ExamAnalysis> {
  const { attempt, exam } = await readableAttempt(ctx, actor, attemptId);
  const { snapshot, index } = await paperOfAttempt(ctx, attempt.id);
  const marks = new Map<number, QuestionMark>();
  for (const m of (attempt.marks ?? []) as QuestionMark[]) {
    marks.set(m.questionId, m);
    for (const c of m.children ?? []) marks.set(c.questionId, c);
  }
  const rows = await ctx.db
    .select({ questionId: examAnswers.questionId, answer: examAnswers.answer, comment: examAnswers.teacherComment })
    .from(examAnswers)
    .where(eq(examAnswers.attemptId, attempt.id));
  const answers = new Map(rows.map((r) => [r.questionId, r]));
  const answered = (id: number): AnsweredQuestion => {
    const row = answers.get(id);
    return {
      mark: marks.get(id),
      answer: row ? answerOut(index.get(id)?.question, row.answer) : null,
      teacherComment: row?.comment ?? null,
    };
  };
  return {
    sessionId: attempt.id,
    title: exam.title,
    sections: snapshot.sections.map((s) => ({
      title: s.title,
      questions: s.questions.map((q) => analysisQuestion(q, answered)),
    })),
  };
}
