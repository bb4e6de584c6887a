import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, fillPath } from '@salt/domain';
import { analysis, analysisQuestion, historyItem, listItem, page, renderAt, report, signIn } from '../test-kit';
import { AiResultPage } from './ai-result-page';
import { MockDataPage } from './exam-data-page';
import { FenbanTestPage } from './fenban-test-page';
import { ListeningPage } from './listening-page';

const http = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../../../lib/api/client', async (original) => ({
  ...(await original<typeof import('../../../lib/api/client')>()),
  apiGet: http.get,
}));
const line = vi.hoisted(() => ({ draw: vi.fn(() => ({ resize: vi.fn(), dispose: vi.fn() })) }));
vi.mock('../charts/line-chart-setup', () => ({ drawTrend: line.draw }));

function serve(answers: Record<string, unknown>) {
  http.get.mockImplementation((path: string) =>
    path in answers ? Promise.resolve(answers[path]) : Promise.reject(new Error(`unexpected ${path}`)),
  );
}
const reportPath = fillPath(API_PATHS.examSessionReport, { id: 70 });
const analysisPath = fillPath(API_PATHS.examSessionAnalysis, { id: 70 });

describe('AI practice', () => {
  beforeEach(() => {
    http.get.mockReset();
    signIn();
  });

  it('the result shows the score, the time the pupil spent, each point’s mastery change and 再练一组', async () => {
    serve({
      [reportPath]: report({
        kind: 'ai',
        score: 70,
        possible: 100,
        costTime: 754,
        timeUsedSeconds: 760,
        masteryChange: [
          { point: '三角形', before: 40, after: 60, change: 20 },
          { point: '轴对称', before: 80, after: 70, change: -10 },
          { point: '分式', before: null, after: 50, change: null },
        ],
      }),
      [analysisPath]: analysis(),
    });
    renderAt(<AiResultPage />, '/ai/TestResult?sessionId=70');
    expect(await screen.findByTestId('report-score')).toHaveTextContent('70/ 100 分');
    expect(screen.getByTestId('ai-cost')).toHaveTextContent('12分34秒');
    expect(screen.getByTestId('change-三角形')).toHaveTextContent('40% → 60%+20%');
    expect(screen.getByTestId('change-轴对称')).toHaveTextContent('-10%');
    expect(screen.getByTestId('change-分式')).toHaveTextContent('— → 50%首次练习');
    expect(screen.getByRole('link', { name: /再练一组/ })).toHaveAttribute(
      'href',
      '/ai/TestQuestion?subject=2&grade=8',
    );
  });

  it('the entry shows what the bank holds for the choice and starts the runner with subject and grade', async () => {
    serve({
      [API_PATHS.qbKnowledgePoints]: [
        { point: '三角形', questions: 12, percent: 30, wrongCount: 4 },
        { point: '轴对称', questions: 8, percent: 90, wrongCount: 0 },
      ],
      [API_PATHS.examSessionHistory]: page([historyItem({ sessionId: 90, kind: 'ai', title: 'AI 练习 · 数学' })]),
    });
    const { router } = renderAt(<AiResultPage />, '/ai/TestResult');
    expect(await screen.findByText('题库 20 题 · 2 个知识点，将侧重：三角形')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '查看结果' })).toHaveAttribute(
      'href',
      '/ai/TestResult?sessionId=90',
    );
    await userEvent.click(screen.getByRole('button', { name: /开始练习/ }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/ai/TestQuestion?subject=2&grade=8');
  });
});

describe('AI practice entry: only what the bank holds', () => {
  beforeEach(() => {
    http.get.mockReset();
    signIn();
  });

  it('offers only subjects and grades with bank questions, moving the default there', async () => {
    serve({
      // The bank holds English for 初一 only: 数学 (the default) and 初二 are not offered.
      [API_PATHS.qbSubjects]: [{ subject: '3', grade: '7', questions: 5 }],
      [API_PATHS.qbKnowledgePoints]: [{ point: '一般现在时', questions: 5, percent: null, wrongCount: 0 }],
      [API_PATHS.examSessionHistory]: page([]),
    });
    const { router } = renderAt(<AiResultPage />, '/ai/TestResult');
    expect(await screen.findByText('题库 5 题 · 1 个知识点')).toBeInTheDocument();
    const tabs = screen.getByRole('radiogroup', { name: '学科' });
    expect(within(tabs).queryByText('数学')).toBeNull();
    expect(within(tabs).getByText('英语')).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith(
      API_PATHS.qbKnowledgePoints,
      expect.objectContaining({
        params: { subject: '3', grade: '7' },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: /开始练习/ }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/ai/TestQuestion?subject=3&grade=7');
  });
});

describe('shop tests', () => {
  beforeEach(() => {
    http.get.mockReset();
    signIn(true);
  });

  it('the placement landing lists the tests with 开始测试, and the result names the level and its classes', async () => {
    serve({ [API_PATHS.examMyPage]: page([listItem({ examId: 8, kind: 'placement', title: '初二数学分班测试' })]) });
    const first = renderAt(<FenbanTestPage />, '/m-shop/fenban-test');
    const card = await screen.findByTestId('exam-8');
    await userEvent.click(within(card).getByRole('button', { name: '开始测试' }));
    expect(first.router.state.location.search).toBe('?examId=8');
    first.router.dispose();

    serve({
      [reportPath]: report({
        kind: 'placement',
        score: 82,
        placement: { level: '3', levelText: '培优班', percent: 82 },
        recommendations: [
          {
            spuId: 21,
            title: '初二数学培优班（秋季）',
            subject: '2',
            grade: '8',
            level: '3',
            price: 299900,
            reason: '培优班',
          },
        ],
      }),
    });
    renderAt(<FenbanTestPage />, '/m-shop/fenban-test?sessionId=70');
    const result = await screen.findByTestId('placement-result');
    expect(result).toHaveTextContent('推荐班型培优班');
    expect(result).toHaveTextContent('得分率 82%');
    expect(screen.getByText('适合你的培优班课程')).toBeInTheDocument();
    expect(screen.getByTestId('recommend-21')).toHaveAttribute('href', '/m-shop/goods-detail-new/21');
  });

  it('the listening result shows the score, the passage audio and its transcript', async () => {
    serve({
      [reportPath]: report({ kind: 'listening', score: 24, possible: 30 }),
      [analysisPath]: analysis([
        analysisQuestion({
          questionId: 40,
          number: '1',
          type: '100',
          stem: '听对话，回答问题。',
          options: [],
          rightAnswer: [],
          myAnswer: null,
          audioUrl: '/uploads/listening/e8-201.mp3',
          transcript: 'W: Where are you going?\nM: To the library.',
          children: [
            {
              ...analysisQuestion({ questionId: 41, number: '1(1)' }),
            },
          ].map(({ transcript: _t, audioUrl: _a, children: _c, ...leaf }) => leaf),
        }),
      ]),
    });
    renderAt(<ListeningPage />, '/m-shop/listening?sessionId=70');
    expect(await screen.findByTestId('report-score')).toHaveTextContent('24');
    const item = await screen.findByTestId('analysis-40');
    expect(item.querySelector('audio')).toHaveAttribute('src', '/uploads/listening/e8-201.mp3');
    expect(within(item).getByText('听力原文')).toBeInTheDocument();
    expect(within(item).getByText(/To the library/)).toBeInTheDocument();
    expect(within(item).getByTestId('analysis-41')).toBeInTheDocument();
  });
});

describe('data pages', () => {
  beforeEach(() => {
    http.get.mockReset();
    line.draw.mockClear();
    signIn();
  });

  it('mock data: figures, the trend over marked attempts and the history with 待批改 for pending ones', async () => {
    const records = [
      historyItem({ sessionId: 3, kind: 'mock', committedAt: '2025-03-03T02:00:00.000Z', score: 90 }),
      historyItem({
        sessionId: 2,
        kind: 'mock',
        committedAt: '2025-03-02T02:00:00.000Z',
        score: null,
        pendingPoints: 8,
      }),
      historyItem({ sessionId: 1, kind: 'mock', committedAt: '2025-03-01T02:00:00.000Z', score: 70 }),
    ];
    serve({ [API_PATHS.examSessionHistory]: page(records) });
    renderAt(<MockDataPage />, '/mockExamination/data');
    const figures = await screen.findByTestId('exam-figures');
    expect(figures).toHaveTextContent('考试次数3');
    expect(figures).toHaveTextContent('平均得分率80%');
    expect(figures).toHaveTextContent('最高分90 / 100');
    await waitFor(() => expect(line.draw).toHaveBeenCalled());
    expect((line.draw.mock.calls[0]! as unknown[])[1]).toMatchObject([
      { sessionId: 1, percent: 70 },
      { sessionId: 3, percent: 90 },
    ]);
    const pending = await screen.findByTestId('history-2');
    expect(pending).toHaveTextContent('待批改');
    expect(within(screen.getByTestId('history-3')).getByRole('link', { name: '查看报告' })).toHaveAttribute(
      'href',
      '/mockExamination/data?sessionId=3',
    );
  });
});
