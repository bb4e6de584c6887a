import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type ExamSession } from '@salt/domain';
import { fakeExamServer } from '../fake-exam-server';
import { clockSeconds, renderInApp, session as makeSession, settleAfterEach } from '../test-kit';
import { monotonicNow } from '../model/exam-clock';
import { memorySaveStore, type SaveSnapshot } from '../model/save-store';
import { ExamRunner } from './exam-runner';

const client = vi.hoisted(() => ({ post: vi.fn(), put: vi.fn() }));
vi.mock('../../../lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api/client')>()),
  apiPost: (url: string, body?: unknown) => client.post(url, body),
  apiPut: (url: string, body?: unknown) => client.put(url, body),
}));

function setup(
  over: Partial<ExamSession> = {},
  snapshot?: SaveSnapshot,
  prepare?: (server: ReturnType<typeof fakeExamServer>) => void,
) {
  const session = makeSession(over);
  const server = fakeExamServer(session);
  prepare?.(server);
  client.post.mockImplementation(server.post);
  client.put.mockImplementation(server.put);
  const store = memorySaveStore(snapshot);
  const sync = { remainingSeconds: session.remainingSeconds, at: monotonicNow() };
  const app = renderInApp(
    [
      { path: '/jieke/startExam', element: <ExamRunner session={session} sync={sync} store={store} /> },
      { path: '/jieke/detail', element: <h1>考试详情页</h1> },
      { path: '/jieke', element: <h1>结课考试列表</h1> },
    ],
    '/jieke/startExam?examId=70',
  );
  return { ...app, server, store, session };
}

const saveStatus = () => screen.getByTestId('exam-save-status');
const question = () => screen.getByTestId('exam-question');
const goTo = async (user: ReturnType<typeof userEvent.setup>, number: string) =>
  user.click(
    within(screen.getByTestId('exam-navigator')).getByRole('button', { name: new RegExp(`^第 ${number} 题`) }),
  );

settleAfterEach();

describe('exam runner', () => {
  beforeEach(() => {
    sessionStorage.clear();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  });
  afterEach(() => {
    vi.useRealTimers();
    client.post.mockReset();
    client.put.mockReset();
  });

  it('shows the countdown from the server figure and saves a choice at once with seq 1, 2, …', async () => {
    const user = userEvent.setup();
    const { server } = setup({ remainingSeconds: 5399 });
    expect(screen.getByTestId('exam-countdown')).toHaveTextContent(/^剩余时间 01:29:\d\d$/);
    // A slow first render on a busy machine may already be a few seconds into the count.
    expect(clockSeconds(screen.getByTestId('exam-countdown').textContent)).toBeGreaterThan(5390);
    await user.click(within(question()).getByRole('radio', { name: /y = −3x \+ 1/ }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('已保存'));
    await user.click(within(question()).getByRole('radio', { name: /y = 2x/ }));
    await waitFor(() => expect(server.state.saves).toHaveLength(2));
    expect(server.state.saves).toEqual([
      { questionId: 101, answer: '1012', seq: 1 },
      { questionId: 101, answer: '1011', seq: 2 },
    ]);
    // The 答题卡 marks it answered.
    expect(screen.getByRole('button', { name: '第 1 题 已作答' })).toHaveAttribute('aria-current', 'step');
  });

  it('draws every question type with its own control', async () => {
    const user = userEvent.setup();
    setup();
    expect(within(question()).getAllByRole('radio')).toHaveLength(2);
    await goTo(user, '2');
    expect(within(question()).getAllByRole('checkbox')).toHaveLength(3);
    await goTo(user, '3');
    expect(within(question()).getByRole('textbox', { name: '第 3 题 第 1 空' })).toBeInTheDocument();
    expect(within(question()).getByRole('textbox', { name: '第 3 题 第 2 空' })).toBeInTheDocument();
    await goTo(user, '4');
    expect(within(question()).getByRole('radio', { name: '正确' })).toBeInTheDocument();
    expect(within(question()).getByRole('radio', { name: '错误' })).toBeInTheDocument();
    await goTo(user, '5');
    // jsdom has no MediaRecorder: the oral question says what to use instead of failing silently.
    expect(within(question()).getByText(/当前浏览器不支持录音/)).toBeInTheDocument();
    await goTo(user, '6');
    expect(within(question()).getByText('阅读材料，回答问题。')).toBeInTheDocument();
    const parts = within(question()).getAllByTestId('exam-sub-question');
    expect(parts).toHaveLength(2);
    expect(within(parts[0]!).getByRole('textbox', { name: '第 6(1) 题 答案' })).toBeInTheDocument();
    expect(within(parts[1]!).getAllByRole('radio')).toHaveLength(2);
  });

  it('saves multiple choice comma-joined in option order, and fill-ins once typing pauses', async () => {
    const user = userEvent.setup();
    const { server } = setup();
    await goTo(user, '2');
    await user.click(within(question()).getByRole('checkbox', { name: /π/ }));
    await user.click(within(question()).getByRole('checkbox', { name: /√2/ }));
    await waitFor(() => expect(server.state.saves.at(-1)).toEqual({ questionId: 102, answer: '1021,1022', seq: 2 }));

    await goTo(user, '3');
    await user.type(within(question()).getByRole('textbox', { name: '第 3 题 第 1 空' }), '2');
    await user.type(within(question()).getByRole('textbox', { name: '第 3 题 第 2 空' }), '3');
    expect(saveStatus()).toHaveTextContent('保存中…');
    await waitFor(() => expect(server.state.saves.at(-1)).toMatchObject({ questionId: 103, answer: ['2', '3'] }), {
      timeout: 5000,
    });
    // One request for the typing, not one per key.
    expect(server.state.saves.filter((s) => s.questionId === 103)).toHaveLength(1);
    await waitFor(() => expect(saveStatus()).toHaveTextContent('已保存'));
  });

  it('keeps answers made offline, says they are not saved, and resends them when the network is back', async () => {
    const user = userEvent.setup();
    const { server, store } = setup();
    server.state.offline = true;
    await user.click(within(question()).getByRole('radio', { name: /y = 2x/ }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('未保存，网络恢复后自动重试'));
    expect(store.current.pending['101']).toEqual({ answer: '1011', seq: 1 });
    await goTo(user, '4');
    await user.click(within(question()).getByRole('radio', { name: '正确' }));
    expect(server.state.saves).toHaveLength(0);

    server.state.offline = false;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('已保存'));
    expect(server.state.stored.get(101)).toEqual({ answer: '1011', seq: 1 });
    expect(server.state.stored.get(104)).toEqual({ answer: 'true', seq: 1 });
    expect(store.current.pending).toEqual({});
  });

  it('resumes with the server answers and this tab’s newer queued one, and resends it', async () => {
    const { server } = setup(
      {
        resumed: true,
        answers: [
          { questionId: 101, answer: '1011', seq: 3, savedAt: '2025-03-01T02:05:00.000Z' },
          { questionId: 104, answer: 'false', seq: 1, savedAt: '2025-03-01T02:05:00.000Z' },
        ],
      },
      { seq: { '101': 4 }, pending: { '101': { answer: '1012', seq: 4 } } },
    );
    expect(within(question()).getByRole('radio', { name: /y = −3x \+ 1/ })).toBeChecked();
    await waitFor(() => expect(server.state.saves).toEqual([{ questionId: 101, answer: '1012', seq: 4 }]));
    expect(screen.getByRole('button', { name: '第 4 题 已作答' })).toBeInTheDocument();
  });

  it('asks before handing in, listing the unanswered questions, then commits and opens the report', async () => {
    const user = userEvent.setup();
    const { server, router } = setup();
    await user.click(within(question()).getByRole('radio', { name: /y = 2x/ }));
    await user.click(screen.getByTestId('exam-submit'));
    const confirm = await screen.findByTestId('exam-submit-confirm');
    expect(confirm).toHaveTextContent('还有 6 题未作答：第 2、3、4、5、6(1)、6(2) 题');
    await user.click(screen.getByRole('button', { name: '继续作答' }));
    expect(server.state.commits).toHaveLength(0);

    await user.click(screen.getByTestId('exam-submit'));
    // The first dialog may still be fading out: the new one is the last.
    await waitFor(() => expect(screen.getAllByTestId('exam-submit-confirm')).toHaveLength(2));
    const dialog = screen.getAllByTestId('exam-submit-confirm').at(-1)!.closest('.ant-modal') as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: '交卷' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jieke/detail'));
    expect(router.state.location.search).toBe('?sessionId=900');
    expect(server.state.commits).toEqual([{}]);
    // Handed in: no leave prompt on the way to the report.
    expect(screen.queryAllByText(MESSAGES.leaveTestConfirm)).toEqual([]);
    expect(await screen.findByText('考试详情页')).toBeInTheDocument();
  });

  it('asks before leaving an unfinished paper and stays on 取消', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    act(() => void router.navigate('/jieke'));
    const dialogs = await screen.findAllByRole('dialog');
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]).toHaveTextContent(MESSAGES.leaveTestConfirm);
    await user.click(screen.getByRole('button', { name: MESSAGES.leaveTestCancel }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jieke/startExam'));
    act(() => void router.navigate('/jieke'));
    await waitFor(() => expect(screen.getAllByRole('button', { name: MESSAGES.leaveTestOk })).toHaveLength(2));
    await user.click(screen.getAllByRole('button', { name: MESSAGES.leaveTestOk }).at(-1)!);
    expect(await screen.findByText('结课考试列表')).toBeInTheDocument();
  });

  it('asks the browser to confirm closing the tab while unfinished', () => {
    setup();
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('hands in by itself when the time is up, after sending what was still queued', async () => {
    const { server, router } = setup(
      { remainingSeconds: 0, resumed: true },
      { seq: { '101': 1 }, pending: { '101': { answer: '1011', seq: 1 } } },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/jieke/detail'));
    expect(server.state.log).toEqual(['PUT answer 101#1', 'POST commit']);
    expect(server.state.times).toEqual([{ event: 'heartbeat' }]);
  });

  it('at zero asks the server first: extra time given since the last heartbeat keeps the paper open', async () => {
    // Staff gave two minutes since the last heartbeat.
    const { server, router } = setup({ remainingSeconds: 0 }, undefined, (s) => void (s.state.remainingSeconds = 120));
    await waitFor(() => expect(screen.getByTestId('exam-countdown')).toHaveTextContent('02:00'));
    expect(server.state.commits).toHaveLength(0);
    expect(screen.queryByTestId('exam-time-up')).toBeNull();
    expect(router.state.location.pathname).toBe('/jieke/startExam');
  });

  it('logs leaving and returning to the page, and goes to the report when the heartbeat says it was handed in', async () => {
    const { server, router } = setup();
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    fireEvent(document, new Event('visibilitychange'));
    hidden.mockReturnValue('visible');
    server.state.status = 'committed'; // e.g. staff, or the sweep, committed it meanwhile
    fireEvent(document, new Event('visibilitychange'));
    await waitFor(() => expect(server.state.times).toEqual([{ event: 'leave' }, { event: 'return' }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jieke/detail'));
    hidden.mockRestore();
  });
});
