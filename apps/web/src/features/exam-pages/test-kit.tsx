import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ConfigProvider } from 'antd';
import type {
  ExamAnalysis,
  ExamAnalysisQuestion,
  ExamHistoryItem,
  ExamListItem,
  ExamReport,
  QbQuestion,
  QbWrongItem,
} from '@salt/domain';
import { useSiteStore } from '../../lib/site-store';

/** Fixtures for the exam pages' tests: the API's answers as the contract shapes them. */

export function listItem(over: Partial<ExamListItem> = {}): ExamListItem {
  return {
    examId: 5,
    kind: 'jieke',
    title: '初二数学秋季班结课考试',
    subject: '2',
    grade: '8',
    className: '初二数学秋季同步提高班',
    opensAt: '2025-03-01T02:00:00.000Z',
    closesAt: '2025-03-08T02:00:00.000Z',
    durationSeconds: 5400,
    totalScore: 100,
    questionCount: 20,
    status: 'inProgress',
    statusText: '进行中',
    maxAttempts: 1,
    attemptsUsed: 0,
    openSessionId: null,
    latestSessionId: null,
    latestScore: null,
    canStart: true,
    ...over,
  };
}

export function historyItem(over: Partial<ExamHistoryItem> = {}): ExamHistoryItem {
  return {
    sessionId: 70,
    examId: 5,
    kind: 'jieke',
    title: '初二数学暑期班结课考试',
    subject: '2',
    startedAt: '2025-02-01T02:00:00.000Z',
    committedAt: '2025-02-01T03:20:00.000Z',
    timeUsedSeconds: 4800,
    score: 86,
    possible: 100,
    pendingPoints: 0,
    hasFeedback: false,
    ...over,
  };
}

export function report(over: Partial<ExamReport> = {}): ExamReport {
  return {
    sessionId: 70,
    examId: 5,
    kind: 'jieke',
    title: '初二数学暑期班结课考试',
    subject: '2',
    grade: '8',
    startedAt: '2025-02-01T02:00:00.000Z',
    committedAt: '2025-02-01T03:20:00.000Z',
    committedBy: 'pupil',
    timeUsedSeconds: 4800,
    costTime: null,
    score: 86,
    earned: 86,
    possible: 100,
    pendingPoints: 0,
    questions: [
      { questionId: 1, number: '1', verdict: 'right', earned: 4, possible: 4, children: [] },
      { questionId: 2, number: '2', verdict: 'wrong', earned: 0, possible: 4, children: [] },
      {
        questionId: 3,
        number: '3',
        verdict: 'partial',
        earned: 6,
        possible: 10,
        children: [
          { questionId: 31, number: '3(1)', verdict: 'right', earned: 5, possible: 5 },
          { questionId: 32, number: '3(2)', verdict: 'unanswered', earned: 0, possible: 5 },
        ],
      },
    ],
    mastery: [],
    masteryChange: [],
    rank: { rank: 3, of: 40, percentile: 95 },
    placement: null,
    recommendations: [],
    feedback: [],
    ...over,
  };
}

export function analysisQuestion(over: Partial<ExamAnalysisQuestion> = {}): ExamAnalysisQuestion {
  return {
    questionId: 1,
    type: '0',
    number: '1',
    stem: '在 △ABC 中，∠A = 40°，∠B = 75°，则 ∠C 的度数是（  ）',
    score: 4,
    options: [
      { optionId: 11, label: 'A', text: '55°', isRight: false },
      { optionId: 12, label: 'B', text: '65°', isRight: true },
    ],
    blanks: 0,
    knowledgePoints: ['三角形'],
    difficulty: 1,
    rightAnswer: ['B'],
    myAnswer: '11',
    verdict: 'wrong',
    earned: 0,
    analysis: '三角形内角和为 180°：180° − 40° − 75° = 65°。',
    analysisFiles: [],
    teacherComment: null,
    transcript: null,
    audioUrl: null,
    children: [],
    ...over,
  };
}

export function analysis(questions: ExamAnalysisQuestion[] = [analysisQuestion()]): ExamAnalysis {
  return { sessionId: 70, title: '初二数学暑期班结课考试', sections: [{ title: '一、选择题', questions }] };
}

export function qbQuestion(over: Partial<QbQuestion> = {}): QbQuestion {
  return {
    questionId: 1,
    type: '0',
    number: '1',
    stem: '在 △ABC 中，∠A = 40°，∠B = 75°，则 ∠C 的度数是（  ）',
    score: 4,
    options: [
      { optionId: 11, label: 'A', text: '55°' },
      { optionId: 12, label: 'B', text: '65°' },
    ],
    blanks: 0,
    knowledgePoints: ['三角形'],
    difficulty: 1,
    listening: null,
    children: [],
    lastRight: null,
    ...over,
  };
}

export function wrongItem(questionId: number, over: Partial<QbWrongItem> = {}): QbWrongItem {
  return {
    question: analysisQuestion({ questionId, number: String(questionId), stem: `错题${questionId}`, earned: null }),
    subject: '2',
    grade: '8',
    wrongCount: 2,
    lastWrongAt: '2025-03-02T02:00:00.000Z',
    ...over,
  };
}

export const page = <T,>(records: T[], total = records.length) => ({ records, total, current: 1, size: 10 });

/** A logged-in pupil with the dictionaries the pages label things with, on a desktop or a phone. */
export function signIn(mobile = false) {
  useSiteStore.setState({
    token: { accessToken: 'a', refreshToken: 'r' },
    showMobileTheme: mobile,
    dic: {
      subject: [
        { value: '2', label: '数学', description: null },
        { value: '3', label: '英语', description: null },
      ],
      grade: [
        { value: '7', label: '初一', description: null },
        { value: '8', label: '初二', description: null },
      ],
      level_txt: [{ value: '3', label: '培优班', description: null }],
    },
  });
}

/** Renders a page at `path` under the route `pattern`, with a fresh query cache. */
export function renderAt(ui: ReactNode, path: string, pattern = path.split('?')[0]!) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: pattern, element: ui },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      {/* As the app sets it: no space inserted between two Chinese characters of a button ('开始', not '开 始'). */}
      <ConfigProvider button={{ autoInsertSpace: false }}>
        <RouterProvider router={router} />
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return { router, client };
}
