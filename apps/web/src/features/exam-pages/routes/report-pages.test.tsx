import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, fillPath } from '@salt/domain';
import { analysis, analysisQuestion, report, renderAt, signIn } from '../test-kit';
import { JiekeDetailPage } from './exam-detail-page';
import { JiekeFeedbackPage } from './exam-feedback-page';
import { OutdoorReportPage } from './outdoor-report-page';

const http = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../../../lib/api/client', async (original) => ({
  ...(await original<typeof import('../../../lib/api/client')>()),
  apiGet: http.get,
}));
// The chart library needs a canvas; the test checks what the report hands it.
const radar = vi.hoisted(() => ({ draw: vi.fn(() => ({ resize: vi.fn(), dispose: vi.fn() })) }));
vi.mock('../charts/radar-chart-setup', () => ({ drawRadar: radar.draw }));

function serve(answers: Record<string, unknown>) {
  http.get.mockImplementation((path: string) =>
    path in answers ? Promise.resolve(answers[path]) : Promise.reject(new Error(`unexpected ${path}`)),
  );
}
const reportPath = fillPath(API_PATHS.examSessionReport, { id: 70 });
const analysisPath = fillPath(API_PATHS.examSessionAnalysis, { id: 70 });

describe('report pages', () => {
  beforeEach(() => {
    http.get.mockReset();
    radar.draw.mockClear();
    signIn();
  });

  it('detail: the score, time, rank and percentile, the right/wrong grid, then my answer, the right one and the analysis', async () => {
    serve({ [reportPath]: report(), [analysisPath]: analysis() });
    renderAt(<JiekeDetailPage />, '/jieke/detail?sessionId=70');
    expect(await screen.findByTestId('report-score')).toHaveTextContent('86/ 100 分');
    expect(screen.getByTestId('report-time')).toHaveTextContent('1时20分00秒');
    expect(screen.getByTestId('report-rank')).toHaveTextContent('3 / 40');
    expect(screen.getByTestId('report-percentile')).toHaveTextContent('95% 的同学');
    const grid = screen.getByRole('region', { name: '答题情况' });
    expect(within(grid).getByRole('button', { name: '第1题 正确 4/4分' })).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: '第2题 错误 0/4分' })).toBeInTheDocument();
    // A combined question shows as its sub-questions.
    expect(within(grid).getByRole('button', { name: '第3(2)题 未作答 0/5分' })).toBeInTheDocument();
    expect(within(grid).queryByRole('button', { name: /^第3题/ })).toBeNull();

    expect(await screen.findByTestId('mine-1')).toHaveTextContent('A');
    expect(screen.getByTestId('right-1')).toHaveTextContent('B');
    expect(screen.getByText(/三角形内角和为 180°/)).toBeInTheDocument();
  });

  it('the only pupil on a paper is first and beats nobody: no "0% 的同学"', async () => {
    serve({ [reportPath]: report({ rank: { rank: 1, of: 1, percentile: 0 } }), [analysisPath]: analysis() });
    renderAt(<JiekeDetailPage />, '/jieke/detail?sessionId=70');
    expect(await screen.findByTestId('report-rank')).toHaveTextContent('1 / 1');
    expect(screen.getByTestId('report-percentile')).toHaveTextContent('暂无其他考生');
  });

  it('a paper with oral or photo answers still to mark says 待批改 for the score and the rank', async () => {
    serve({
      [reportPath]: report({
        score: null,
        earned: 64,
        pendingPoints: 12,
        rank: null,
        questions: [{ questionId: 9, number: '9', verdict: 'pending', earned: null, possible: 12, children: [] }],
      }),
      [analysisPath]: analysis([
        analysisQuestion({
          questionId: 9,
          number: '9',
          type: '2',
          options: [],
          rightAnswer: [],
          myAnswer: ['/uploads/audio/4/a.webm'],
          verdict: 'pending',
          earned: null,
          score: 12,
        }),
      ]),
    });
    renderAt(<JiekeDetailPage />, '/jieke/detail?sessionId=70');
    expect(await screen.findByTestId('report-score')).toHaveTextContent(/^待批改$/);
    expect(screen.getByTestId('report-rank')).toHaveTextContent('待批改');
    expect(screen.getByRole('note')).toHaveTextContent('已得 64 分，另有 12 分的口述或拍照题等待老师批改');
    expect(screen.getByRole('button', { name: '第9题 待批改' })).toBeInTheDocument();
    const item = await screen.findByTestId('analysis-9');
    expect(within(item).getAllByText('待批改').length).toBeGreaterThan(0);
    expect(item.querySelector('audio')).toHaveAttribute('src', '/uploads/audio/4/a.webm');
  });

  it('a missing or foreign report shows the API message and a way back, not a blank page', async () => {
    const { ApiError } = await import('../../../lib/api/client');
    http.get.mockRejectedValue(new ApiError('无权查看该考试记录', 403, 403));
    renderAt(<JiekeDetailPage />, '/jieke/detail?sessionId=70');
    expect(await screen.findByText('无权查看该考试记录')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回结课考试' })).toHaveAttribute('href', '/jieke');
  });

  it('feedBack lists the teacher comments per question with the score given', async () => {
    serve({
      [reportPath]: report({
        questions: [{ questionId: 9, number: '9', verdict: 'partial', earned: 9, possible: 12, children: [] }],
        feedback: [
          {
            questionId: 9,
            number: '9',
            score: 9,
            comment: '思路正确，最后一步书写不规范',
            markedAt: '2025-02-02T02:00:00.000Z',
            markedBy: '李明华',
          },
        ],
      }),
    });
    renderAt(<JiekeFeedbackPage />, '/jieke/feedBack?sessionId=70');
    const item = await screen.findByTestId('feedback-9');
    expect(item).toHaveTextContent('第 9 题');
    expect(item).toHaveTextContent('9 / 12 分');
    expect(item).toHaveTextContent('思路正确，最后一步书写不规范');
    expect(item).toHaveTextContent('李明华');
    expect(screen.getByRole('link', { name: '查看完整报告与解析' })).toHaveAttribute(
      'href',
      '/jieke/detail?sessionId=70',
    );
  });

  const outdoor = () =>
    report({
      kind: 'outdoor',
      mastery: [
        { point: '一次函数', percent: 80, earned: 8, possible: 10, questions: 2 },
        { point: '三角形', percent: 40, earned: 4, possible: 10, questions: 2 },
        { point: '勾股定理', percent: 100, earned: 10, possible: 10, questions: 2 },
      ],
      recommendations: [
        {
          spuId: 15,
          title: '初二数学三角形专题课',
          subject: '2',
          grade: '8',
          level: '3',
          price: 19900,
          reason: '补强：三角形',
        },
      ],
    });

  it('outdoor report: the radar gets one axis per point with the weakest marked, and courses lead to the goods page', async () => {
    serve({ [reportPath]: outdoor(), [analysisPath]: analysis() });
    renderAt(<OutdoorReportPage />, '/outdoor/report?sessionId=70');
    await waitFor(() => expect(radar.draw).toHaveBeenCalled());
    const [, data, compact] = radar.draw.mock.calls[0]! as unknown as [HTMLElement, unknown, boolean];
    expect(data).toEqual({
      indicators: [
        { name: '一次函数', max: 100 },
        { name: '三角形', max: 100 },
        { name: '勾股定理', max: 100 },
      ],
      values: [80, 40, 100],
      weakest: ['三角形', '一次函数'],
    });
    expect(compact).toBe(false);
    expect(screen.getByRole('img', { name: /知识点掌握度雷达图：一次函数 80%/ })).toBeInTheDocument();
    expect(screen.getByTestId('weakest')).toHaveTextContent('三角形、一次函数');
    const course = screen.getByTestId('recommend-15');
    expect(course).toHaveAttribute('href', '/pc-shop/goods-detail/15');
    expect(course).toHaveTextContent('¥199.00');
    expect(course).toHaveTextContent('培优班');
  });

  it('on a phone the course links open the phone goods page', async () => {
    signIn(true);
    serve({ [reportPath]: outdoor(), [analysisPath]: analysis() });
    renderAt(<OutdoorReportPage />, '/outdoor/report?sessionId=70');
    expect(await screen.findByTestId('recommend-15')).toHaveAttribute('href', '/m-shop/goods-detail-new/15');
    await waitFor(() => expect(radar.draw).toHaveBeenCalled());
    expect((radar.draw.mock.calls[0]! as unknown[])[2]).toBe(true);
  });
});
