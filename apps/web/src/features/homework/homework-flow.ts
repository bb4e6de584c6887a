import {
  HOMEWORK_ERRORS,
  homeworkView,
  type HomeworkFlowQuestion,
  type HomeworkQuiz,
  type HomeworkView,
  type QuizQuestion,
} from '@salt/domain';
import { ApiError } from '../../lib/api/client';
import { fetchHomework, sendHomework } from './api/homework-api';

/** The views the dialog can show once the flow has settled (retry and sendFinal are steps, not views). */
export type ShownView = Exclude<HomeworkView, 'retry' | 'sendFinal'>;

export interface OpenedHomework {
  quiz: HomeworkQuiz | null;
  view: ShownView;
}

export const questionsOf = (quiz: HomeworkQuiz): QuizQuestion[] => quiz.sections.flatMap((s) => s.questions);

export const flowQuestions = (quiz: HomeworkQuiz): HomeworkFlowQuestion[] =>
  questionsOf(quiz).map((q) => ({ questionType: q.questionType, answer: q.answer }));

/**
 * Opening homework (spec section 4): fetch the quiz and let `homeworkView` decide. 'retry' fetches once more;
 * 'sendFinal' makes the final send call and reloads (once, so a failed send cannot loop).
 */
export async function openHomework(chapterId: string | number): Promise<OpenedHomework> {
  let sent = false;
  const load = async (retriedOnce: boolean): Promise<OpenedHomework> => {
    let quiz: HomeworkQuiz;
    try {
      quiz = await fetchHomework(chapterId);
    } catch (e) {
      if (e instanceof ApiError && e.errorCode === HOMEWORK_ERRORS.noQuiz.errorCode) {
        return { quiz: null, view: 'noQuiz' };
      }
      throw e;
    }
    const view = homeworkView({
      quiz: { questions: flowQuestions(quiz) },
      quizAnswer: quiz.quizAnswer,
      now: new Date(quiz.now),
      retriedOnce,
    });
    if (view === 'retry') return load(true);
    if (view === 'sendFinal') {
      if (!sent && quiz.quizAnswer) {
        sent = true;
        await sendHomework(quiz.quizAnswer.quizAnswerId).catch(() => undefined);
        return load(retriedOnce);
      }
      return { quiz, view: 'submit' };
    }
    return { quiz, view };
  };
  return load(false);
}
