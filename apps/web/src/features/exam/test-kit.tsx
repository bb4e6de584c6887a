import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { EXAM_QUESTION_TYPE, type ExamQuestionView, type ExamSession, type ExamSubQuestionView } from '@salt/domain';

/** Test data for the answering page: a paper with one question of every type. */

const base = (id: number, type: string, number: string, over: Partial<ExamSubQuestionView> = {}) => ({
  questionId: id,
  type,
  number,
  stem: `题干${number}`,
  score: 4,
  options: [],
  blanks: 0,
  knowledgePoints: ['一次函数'],
  difficulty: 2,
  ...over,
});

const top = (sub: ExamSubQuestionView, over: Partial<ExamQuestionView> = {}): ExamQuestionView => ({
  ...sub,
  listening: null,
  children: [],
  ...over,
});

export const Q = {
  single: top(
    base(101, EXAM_QUESTION_TYPE.single, '1', {
      stem: '下列函数中，y 随 x 增大而减小的是（  ）',
      options: [
        { optionId: 1011, label: 'A', text: 'y = 2x' },
        { optionId: 1012, label: 'B', text: 'y = −3x + 1' },
      ],
    }),
  ),
  multiple: top(
    base(102, EXAM_QUESTION_TYPE.multiple, '2', {
      stem: '下列各数中，是无理数的有（  ）',
      options: [
        { optionId: 1021, label: 'A', text: '√2' },
        { optionId: 1022, label: 'B', text: 'π' },
        { optionId: 1023, label: 'C', text: '3.14' },
      ],
    }),
  ),
  fill: top(
    base(103, EXAM_QUESTION_TYPE.fillIn, '3', { stem: '点 (2, −3) 关于 x 轴的对称点是 (____, ____)', blanks: 2 }),
  ),
  judge: top(base(104, EXAM_QUESTION_TYPE.trueFalse, '4', { stem: '等腰三角形的两个底角相等。' })),
  oral: top(base(105, EXAM_QUESTION_TYPE.oral, '5', { stem: '口述证明：∠B = ∠D', score: 12 })),
  combined: top(base(106, EXAM_QUESTION_TYPE.combined, '6', { stem: '阅读材料，回答问题。', score: 0 }), {
    children: [
      base(1061, EXAM_QUESTION_TYPE.fillIn, '6(1)', { stem: 'BC = ____', blanks: 1 }),
      base(1062, EXAM_QUESTION_TYPE.trueFalse, '6(2)', { stem: 'AB ∥ DE' }),
    ],
  }),
  listening: top(base(107, EXAM_QUESTION_TYPE.combined, '7', { stem: 'Listen and answer.', score: 0 }), {
    listening: { audioUrl: '/uploads/listening/e8-201.mp3', playLimit: 2, playsLeft: 2 },
    children: [
      base(1071, EXAM_QUESTION_TYPE.single, '7(1)', {
        stem: 'Where is Tom going?',
        options: [
          { optionId: 10711, label: 'A', text: 'To the park' },
          { optionId: 10712, label: 'B', text: 'To the zoo' },
        ],
      }),
    ],
  }),
  photo: top(base(108, EXAM_QUESTION_TYPE.fillIn, '8', { stem: '写出解题过程并拍照上传', manual: true })),
};

export function session(over: Partial<ExamSession> = {}): ExamSession {
  return {
    sessionId: 900,
    examId: 70,
    kind: 'jieke',
    title: '初二数学秋季班结课考试（八年级上册）',
    subject: '2',
    grade: '8',
    status: 'open',
    resumed: false,
    startedAt: '2025-03-01T02:00:00.000Z',
    deadline: '2025-03-01T03:30:00.000Z',
    setBy: 'duration',
    durationSeconds: 5400,
    closesAt: '2025-03-10T10:00:00.000Z',
    extraSeconds: 0,
    remainingSeconds: 5400,
    now: '2025-03-01T02:00:00.000Z',
    totalScore: 100,
    sections: [
      { title: '一、选择题', questions: [Q.single, Q.multiple] },
      { title: '二、填空题', questions: [Q.fill] },
      { title: '三、判断题', questions: [Q.judge] },
      { title: '四、口述题', questions: [Q.oral] },
      { title: '五、阅读探究题', questions: [Q.combined] },
    ],
    answers: [],
    ...over,
  };
}

/** The page as the app renders it: query cache, antd's App (for its dialogs), a memory router. */
export function renderInApp(routes: RouteObject[], initial: string, extra?: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } });
  const router = createMemoryRouter(routes, { initialEntries: [initial] });
  const view = render(
    <QueryClientProvider client={client}>
      <ConfigProvider button={{ autoInsertSpace: false }}>
        <App>
          <RouterProvider router={router} />
          {extra}
        </App>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

/**
 * After each test, unmount and let React finish what that scheduled (its passive effects run on a later tick): on
 * a busy machine that work can otherwise run after the test file's window is gone and fail the run. (The shared
 * setup's cleanup runs after this file's hooks, too late for that.)
 */
export function settleAfterEach(): void {
  afterEach(async () => {
    cleanup();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

/** '01:29:58' → 5398 */
export const clockSeconds = (text: string | null): number =>
  (/(\d{2}):(\d{2}):(\d{2})|(\d{2}):(\d{2})/.exec(text ?? '') ?? [])
    .slice(1)
    .filter((x) => x !== undefined)
    .map(Number)
    .reduce((sum, part) => sum * 60 + part, 0);
