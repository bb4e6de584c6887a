import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExamBrief, ExamSession } from '@salt/domain';
import { ApiError } from '../../../lib/api/client';
import { fakeExamServer } from '../fake-exam-server';
import { clockSeconds, renderInApp, session as makeSession, settleAfterEach } from '../test-kit';
import { writeRunnerMemory } from '../model/runner-memory';
import { ExamById } from './exam-by-id';
import { deadlineIfStarted, deadlineText } from './start-screen';

const client = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn() }));
vi.mock('../../../lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api/client')>()),
  apiGet: (url: string) => client.get(url),
  apiPost: (url: string, body?: unknown) => client.post(url, body),
  apiPut: (url: string, body?: unknown) => client.put(url, body),
}));

function setup(over: Partial<ExamSession> = {}, brief: Partial<ExamBrief> = {}, before?: () => void) {
  const server = fakeExamServer(makeSession(over), brief);
  client.get.mockImplementation(server.get);
  client.post.mockImplementation(server.post);
  client.put.mockImplementation(server.put);
  before?.();
  const view = renderInApp(
    [
      { path: '/jieke/startExam', element: <ExamById examId={70} kind="jieke" /> },
      { path: '/jieke/detail', element: <h1>考试详情页</h1> },
      { path: '/jieke', element: <h1>结课考试列表</h1> },
    ],
    '/jieke/startExam?examId=70',
  );
  return { server, ...view };
}

const sessionPosts = () => client.post.mock.calls.filter(([url]) => url === '/em/quiz/session');

settleAfterEach();

describe('start screen', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.clearAllMocks());

  it('shows the paper, its size, score, time, window and attempts without starting anything; 开始考试 starts it', async () => {
    const user = userEvent.setup();
    const { server } = setup();
    expect(await screen.findByRole('heading', { name: '初二数学秋季班结课考试（八年级上册）' })).toBeInTheDocument();
    expect(screen.getByTestId('exam-start-题目数量')).toHaveTextContent('6 题（共 7 小题）');
    expect(screen.getByTestId('exam-start-试卷总分')).toHaveTextContent('100 分');
    expect(screen.getByTestId('exam-start-考试时长')).toHaveTextContent('90 分钟');
    expect(screen.getByTestId('exam-start-考试时间')).toHaveTextContent('03-01 09:00 至 03-10 18:00');
    expect(screen.getByTestId('exam-start-考试次数')).toHaveTextContent('共 1 次，剩余 1 次');
    expect(screen.getByTestId('exam-start-截止时间')).toHaveTextContent('以考试时长为准，开始考试后 90 分钟截止');
    // No clock runs before the click: nothing counts down and the server was only read.
    expect(screen.queryByTestId('exam-start-left')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.state.log).toEqual(['GET brief']);
    expect(sessionPosts()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '开始考试' }));
    expect(await screen.findByTestId('exam-runner')).toBeInTheDocument();
    expect(sessionPosts()).toEqual([['/em/quiz/session', { examId: 70 }]]);
    // The runner's countdown starts from the attempt the click made.
    expect(clockSeconds(screen.getByTestId('exam-countdown-value').textContent)).toBeGreaterThan(5390);
  });

  it('a pupil who reads the rules and leaves has started nothing', async () => {
    const user = userEvent.setup();
    const { server, router } = setup();
    await user.click(await screen.findByRole('link', { name: '返回' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jieke'));
    expect(server.state.starts).toBe(0);
    expect(server.state.underWay).toBe(false);
  });

  it('offers 继续考试 for an unfinished attempt with its real time left, and resumes it on the click only', async () => {
    const user = userEvent.setup();
    setup({
      resumed: true,
      remainingSeconds: 1200,
      answers: [{ questionId: 101, answer: '1011', seq: 2, savedAt: '2025-03-01T02:10:00.000Z' }],
    });
    const go = await screen.findByRole('button', { name: '继续考试' });
    expect(screen.getByTestId('exam-start-resumed')).toHaveTextContent('已保存 1 题答案');
    expect(screen.getByTestId('exam-start-考试次数')).toHaveTextContent('正在进行第 1 次（共 1 次）');
    expect(screen.getByTestId('exam-start-截止时间')).toHaveTextContent('以考试时长为准，03-01 11:30 截止');
    const left = clockSeconds(screen.getByTestId('exam-start-left').textContent);
    expect(left).toBeGreaterThan(1190);
    expect(left).toBeLessThanOrEqual(1200);
    expect(sessionPosts()).toHaveLength(0);
    await user.click(go);
    expect(await screen.findByTestId('exam-runner')).toBeInTheDocument();
    expect(sessionPosts()).toHaveLength(1);
  });

  it('says why it cannot start, with the button off, and posts nothing', async () => {
    setup({}, { blocked: '考试尚未开始，请在开考后进入' });
    expect(await screen.findByTestId('exam-start-blocked')).toHaveTextContent('考试尚未开始，请在开考后进入');
    expect(screen.getByRole('button', { name: '开始考试' })).toBeDisabled();
    expect(sessionPosts()).toHaveLength(0);
  });

  it('a start refused at the click (closed meanwhile) says why in place', async () => {
    const user = userEvent.setup();
    setup();
    client.post.mockRejectedValue(new ApiError('考试已结束', 409, 1));
    await user.click(await screen.findByRole('button', { name: '开始考试' }));
    expect(await screen.findByTestId('exam-load-error')).toHaveTextContent('考试已结束');
  });

  it('a class exam of another class: the read is refused and nothing is started', async () => {
    setup({}, {}, () => client.get.mockRejectedValue(new ApiError('您不是该班级的学生，无法参加此考试', 403, 1)));
    expect(await screen.findByTestId('exam-load-error')).toHaveTextContent('您不是该班级的学生');
    expect(sessionPosts()).toHaveLength(0);
  });

  it('says when the exam’s close, not the duration, ends the attempt', () => {
    expect(deadlineText({ setBy: 'close', deadline: '2025-03-01T03:00:00.000Z' }, '2025-03-01T03:00:00.000Z')).toBe(
      '考试将于 03-01 11:00 结束，早于考试时长用完，以考试结束时间为准（03-01 11:00 截止）',
    );
    expect(
      deadlineIfStarted({ setByIfStarted: 'close', closesAt: '2025-03-01T03:00:00.000Z', durationSeconds: 5400 }),
    ).toBe('考试将于 03-01 11:00 结束，早于考试时长用完，以考试结束时间为准');
  });

  it('goes straight back to the questions when this tab had entered the running attempt (a reload)', async () => {
    writeRunnerMemory(900, { entered: true, current: 3 });
    setup({ resumed: true });
    expect(await screen.findByTestId('exam-runner')).toBeInTheDocument();
    // On the question the pupil was at.
    expect(screen.getByRole('button', { name: '第 4 题 未作答' })).toHaveAttribute('aria-current', 'step');
    expect(sessionPosts()).toHaveLength(1);
  });

  it('opens the report of an attempt that was handed in meanwhile', async () => {
    const user = userEvent.setup();
    setup({ status: 'committed' });
    await user.click(await screen.findByRole('button', { name: '开始考试' }));
    expect(await screen.findByText('考试详情页')).toBeInTheDocument();
  });
});
