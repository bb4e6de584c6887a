import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExamSession } from '@salt/domain';
import { fakeExamServer } from '../fake-exam-server';
import { clockSeconds, renderInApp, session as makeSession, settleAfterEach } from '../test-kit';
import { monotonicNow } from '../model/exam-clock';
import { writeRunnerMemory } from '../model/runner-memory';
import { ExamSessionView } from './exam-session-view';
import { deadlineText } from './start-screen';

const client = vi.hoisted(() => ({ post: vi.fn(), put: vi.fn() }));
vi.mock('../../../lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api/client')>()),
  apiPost: (url: string, body?: unknown) => client.post(url, body),
  apiPut: (url: string, body?: unknown) => client.put(url, body),
}));

function setup(over: Partial<ExamSession> = {}) {
  const session = makeSession(over);
  const server = fakeExamServer(session);
  client.post.mockImplementation(server.post);
  client.put.mockImplementation(server.put);
  const started = { session, sync: { remainingSeconds: session.remainingSeconds, at: monotonicNow() } };
  return renderInApp(
    [
      { path: '/jieke/startExam', element: <ExamSessionView started={started} /> },
      { path: '/jieke/detail', element: <h1>考试详情页</h1> },
    ],
    '/jieke/startExam?examId=70',
  );
}

settleAfterEach();

describe('start screen', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.clearAllMocks());

  it('shows the paper, its size, score, time and what sets the deadline, then starts', async () => {
    const user = userEvent.setup();
    setup();
    expect(screen.getByRole('heading', { name: '初二数学秋季班结课考试（八年级上册）' })).toBeInTheDocument();
    expect(screen.getByTestId('exam-start-题目数量')).toHaveTextContent('6 题（共 7 小题）');
    expect(screen.getByTestId('exam-start-试卷总分')).toHaveTextContent('100 分');
    expect(screen.getByTestId('exam-start-考试时长')).toHaveTextContent('90 分钟');
    expect(screen.getByTestId('exam-start-截止时间')).toHaveTextContent('以考试时长为准，03-01 11:30 截止');
    // 01:30:00 counting down (a busy machine may be a few seconds into it).
    expect(clockSeconds(screen.getByTestId('exam-start-left').textContent)).toBeGreaterThan(5390);
    await user.click(screen.getByRole('button', { name: '开始考试' }));
    expect(await screen.findByTestId('exam-runner')).toBeInTheDocument();
  });

  it('offers 继续考试 for an unfinished attempt and says how many answers are kept', () => {
    setup({
      resumed: true,
      remainingSeconds: 1200,
      answers: [{ questionId: 101, answer: '1011', seq: 2, savedAt: '2025-03-01T02:10:00.000Z' }],
    });
    expect(screen.getByRole('button', { name: '继续考试' })).toBeInTheDocument();
    expect(screen.getByTestId('exam-start-resumed')).toHaveTextContent('已保存 1 题答案');
    expect(clockSeconds(screen.getByTestId('exam-start-left').textContent)).toBeGreaterThan(1190);
  });

  it('says when the exam’s close, not the duration, ends the attempt', () => {
    expect(
      deadlineText({ setBy: 'close', deadline: '2025-03-01T03:00:00.000Z', closesAt: '2025-03-01T03:00:00.000Z' }),
    ).toBe('考试将于 03-01 11:00 结束，早于考试时长用完，以考试结束时间为准（03-01 11:00 截止）');
  });

  it('goes straight back to the questions when this tab had entered the running attempt (a reload)', async () => {
    writeRunnerMemory(900, { entered: true, current: 3 });
    setup({ resumed: true });
    expect(await screen.findByTestId('exam-runner')).toBeInTheDocument();
    // On the question the pupil was at.
    expect(screen.getByRole('button', { name: '第 4 题 未作答' })).toHaveAttribute('aria-current', 'step');
  });

  it('opens the report of an attempt that was already handed in', async () => {
    setup({ status: 'committed' });
    expect(await screen.findByText('考试详情页')).toBeInTheDocument();
  });
});
