import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { HomeworkQuiz, QuizAnswer, QuizQuestion } from '@salt/domain';

export function renderWithQuery(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const NOW = '2025-03-01T10:00:00.000Z';

export function question(
  over: Partial<QuizQuestion> & Pick<QuizQuestion, 'questionId' | 'questionType'>,
): QuizQuestion {
  return {
    questionNumber: String(over.questionId),
    questionTitle: `题目${over.questionId}`,
    score: 10,
    options: [],
    answer: null,
    ...over,
  };
}

export const single = (answer: string | null = null) =>
  question({
    questionId: 1,
    questionType: 'single_select',
    options: [
      { optionId: 11, optionTitle: 'A. 三角形' },
      { optionId: 12, optionTitle: 'B. 圆' },
    ],
    answer: answer === null ? null : { answer, isRight: null },
  });
export const fill = (id: number, number = '3') =>
  question({ questionId: id, questionType: 'fill_blank', questionNumber: number });
export const image = (answer: string | null = null) =>
  question({
    questionId: 9,
    questionType: 'image_question',
    answer: answer === null ? null : { answer, isRight: null },
  });

export function answerRecord(over: Partial<QuizAnswer> = {}): QuizAnswer {
  return {
    quizAnswerId: 50,
    quizId: 7,
    userId: 4,
    chapterId: 34,
    quizAnswerType: '1',
    endTime: '2025-03-08T10:00:00.000Z',
    overTime: null,
    quizAnswerScore: null,
    quizAnswerAutoScore: null,
    quizAnswerReplyOver: null,
    quizAnswerReplyOverTime: null,
    quizAnswerReplyOverBy: null,
    stars: null,
    ...over,
  };
}

export function homework(questions: QuizQuestion[], quizAnswer: QuizAnswer | null = answerRecord()): HomeworkQuiz {
  return {
    quizId: 7,
    quizTitle: '第4讲 课后作业',
    quizAnalysis: null,
    totalScore: 100,
    chapterId: 34,
    sections: [{ sectionId: 1, title: '练习', questions }],
    quizAnswer,
    now: NOW,
  };
}
