import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../lib/api/client';
import { useSiteStore } from '../../../lib/site-store';
import { fakeExamServer } from '../fake-exam-server';
import { Q, renderInApp, session as makeSession, settleAfterEach } from '../test-kit';
import { AiTestQuestionPage } from './ai-test-question-page';
import { kindOfPath, StartExamPage } from './start-exam-page';
import { shopExamPage } from './m-shop-exam-page';

const client = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn() }));
vi.mock('../../../lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api/client')>()),
  apiGet: (url: string) => client.get(url),
  apiPost: (url: string, body?: unknown) => client.post(url, body),
  apiPut: (url: string, body?: unknown) => client.put(url, body),
}));

const report = (path: string) => ({ path, element: <h1>报告 {path}</h1> });

settleAfterEach();

describe('answering page routes', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useSiteStore.setState({ token: { accessToken: 'a', refreshToken: 'r' } });
  });
  afterEach(() => {
    client.get.mockReset();
    client.post.mockReset();
    client.put.mockReset();
    useSiteStore.setState({ token: null });
  });

  it('knows the kind of paper from the path', () => {
    expect(kindOfPath('/jieke/startExam')).toBe('jieke');
    expect(kindOfPath('/mockExamination/startExam')).toBe('mock');
    expect(kindOfPath('/outdoor/startExam')).toBe('outdoor');
  });

  it('shows the start screen of the exam named by ?examId= from its brief, starting nothing', async () => {
    const server = fakeExamServer(makeSession({ kind: 'mock', title: '初二数学期末模拟考试（八年级下册）' }));
    client.get.mockImplementation(server.get);
    client.post.mockImplementation(server.post);
    renderInApp(
      [{ path: '/mockExamination/startExam', element: <StartExamPage /> }],
      '/mockExamination/startExam?examId=70',
    );
    expect(await screen.findByRole('heading', { name: '初二数学期末模拟考试（八年级下册）' })).toBeInTheDocument();
    expect(client.get).toHaveBeenCalledWith('/em/quiz/exam/70');
    expect(client.post).not.toHaveBeenCalled();
  });

  it('hands a repeatable mock exam in once and opens its report, without starting the next attempt', async () => {
    const user = userEvent.setup();
    const mock = makeSession({ kind: 'mock', sections: [{ title: '一、选择题', questions: [Q.single] }] });
    const server = fakeExamServer(mock);
    client.get.mockImplementation(server.get);
    client.post.mockImplementation(server.post);
    client.put.mockImplementation(server.put);
    const { router } = renderInApp(
      [{ path: '/mockExamination/startExam', element: <StartExamPage /> }, report('/mockExamination/data')],
      '/mockExamination/startExam?examId=70',
    );
    await user.click(await screen.findByRole('button', { name: '开始考试' }));
    await user.click(screen.getByRole('radio', { name: /y = 2x/ }));
    await user.click(screen.getByTestId('exam-submit'));
    const dialog = (await screen.findByTestId('exam-submit-confirm')).closest('.ant-modal') as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: '交卷' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mockExamination/data'));
    expect(router.state.location.search).toBe('?sessionId=900');
    expect(client.post.mock.calls.filter(([url]) => url === '/em/quiz/session')).toHaveLength(1);
  });

  it('shows why an exam cannot be read, with a way back to its list', async () => {
    client.get.mockRejectedValue(new ApiError('考试不存在', 404, 1));
    const user = userEvent.setup();
    const { router } = renderInApp(
      [
        { path: '/outdoor/startExam', element: <StartExamPage /> },
        { path: '/outdoor', element: <h1>课外测评列表</h1> },
      ],
      '/outdoor/startExam?examId=5',
    );
    const error = await screen.findByTestId('exam-load-error');
    expect(error).toHaveTextContent('考试不存在');
    await user.click(within(error).getByRole('button', { name: '返回列表' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/outdoor'));
  });

  it('sends a startExam address without an exam to its list', async () => {
    const { router } = renderInApp(
      [
        { path: '/jieke/startExam', element: <StartExamPage /> },
        { path: '/jieke', element: <h1>结课考试列表</h1> },
      ],
      '/jieke/startExam?examId=abc',
    );
    expect(await screen.findByText('结课考试列表')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/jieke');
  });

  it('AI practice: makes a set, runs it at once, names it in the address, and hands it in with the time spent', async () => {
    const user = userEvent.setup();
    const ai = makeSession({
      sessionId: 901,
      examId: 71,
      kind: 'ai',
      title: 'AI 练习 · 初二数学',
      sections: [{ title: 'AI 练习', questions: [Q.single] }],
    });
    const server = fakeExamServer(ai);
    client.post.mockImplementation((url: string, body?: unknown) =>
      url === '/qb/ai/session' ? Promise.resolve(ai) : server.post(url, body),
    );
    client.put.mockImplementation(server.put);
    client.get.mockResolvedValue([{ subject: '2', grade: '8', questions: 10 }]);
    const { router } = renderInApp(
      [{ path: '/ai/TestQuestion', element: <AiTestQuestionPage /> }, report('/ai/TestResult')],
      '/ai/TestQuestion',
    );
    await user.click(await screen.findByRole('button', { name: '开始练习' }));
    expect(await screen.findByTestId('exam-runner')).toBeInTheDocument();
    expect(client.post).toHaveBeenCalledWith('/qb/ai/session', { subject: '2', grade: '8', count: 10 });
    expect(router.state.location.search).toBe('?examId=71');

    await user.click(screen.getByRole('radio', { name: /y = 2x/ }));
    await user.click(screen.getByTestId('exam-submit'));
    const dialog = (await screen.findByTestId('exam-submit-confirm')).closest('.ant-modal') as HTMLElement;
    expect(dialog).toHaveTextContent('所有题目均已作答');
    await user.click(within(dialog).getByRole('button', { name: '交卷' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ai/TestResult'));
    expect(router.state.location.search).toBe('?sessionId=901');
    // The session started at the server's now: a few seconds at most have passed.
    expect(server.state.commits).toEqual([{ costTime: expect.any(Number) }]);
    expect((server.state.commits[0] as { costTime: number }).costTime).toBeLessThan(5);
  });

  it('AI practice from a link with subject and grade (the AI entry, 再练一组): the set is asked for at once, once', async () => {
    const ai = makeSession({
      sessionId: 902,
      examId: 72,
      kind: 'ai',
      sections: [{ title: 'AI 练习', questions: [Q.judge] }],
    });
    const server = fakeExamServer(ai);
    client.post.mockImplementation((url: string, body?: unknown) =>
      url === '/qb/ai/session' ? Promise.resolve(ai) : server.post(url, body),
    );
    client.put.mockImplementation(server.put);
    const { router } = renderInApp(
      [{ path: '/ai/TestQuestion', element: <AiTestQuestionPage /> }],
      '/ai/TestQuestion?subject=3&grade=7',
    );
    expect(await screen.findByTestId('exam-runner')).toBeInTheDocument();
    expect(client.post.mock.calls.filter(([url]) => url === '/qb/ai/session')).toEqual([
      ['/qb/ai/session', { subject: '3', grade: '7', count: 10 }],
    ]);
    expect(router.state.location.search).toBe('?examId=72');
  });

  it('AI practice: a set the server cannot make says why and offers the form', async () => {
    client.get.mockResolvedValue([{ subject: '2', grade: '8', questions: 10 }]);
    client.post.mockRejectedValue(new ApiError('该年级学科暂无练习题', 404, 1));
    renderInApp([{ path: '/ai/TestQuestion', element: <AiTestQuestionPage /> }], '/ai/TestQuestion?subject=8&grade=12');
    expect(await screen.findByRole('button', { name: '开始练习' })).toBeInTheDocument();
    expect(screen.getByTestId('ai-start-error')).toHaveTextContent('该年级学科暂无练习题');
  });

  it('AI practice form: offers only subjects and grades the bank holds, and says so when it holds none', async () => {
    client.get.mockImplementation((url: string) =>
      url === '/qb/subject/list'
        ? Promise.resolve([
            { subject: '3', grade: '7', questions: 12 },
            { subject: '3', grade: '8', questions: 4 },
          ])
        : Promise.reject(new Error(`unexpected GET ${url}`)),
    );
    const user = userEvent.setup();
    const first = renderInApp([{ path: '/ai/TestQuestion', element: <AiTestQuestionPage /> }], '/ai/TestQuestion');
    const form = await screen.findByTestId('ai-start');
    // 数学 (the usual default) has no questions: the form starts on 英语, and offers nothing else.
    expect(within(form).getByText('英语')).toBeInTheDocument();
    await user.click(within(form).getByRole('combobox', { name: '科目' }));
    await screen.findAllByRole('option');
    const shown = [...document.querySelectorAll('.ant-select-item-option-content')].map((o) => o.textContent);
    expect(shown).toEqual(['英语']);
    first.unmount();

    client.get.mockImplementation(() => Promise.resolve([]));
    renderInApp([{ path: '/ai/TestQuestion', element: <AiTestQuestionPage /> }], '/ai/TestQuestion');
    expect(await screen.findByTestId('ai-start-empty')).toHaveTextContent('题库暂时没有可练习的题目，请稍后再来');
    expect(screen.getByRole('button', { name: '开始练习' })).toBeDisabled();
    expect(client.post).not.toHaveBeenCalled();
  });

  it('shop tests: the answering page with ?examId=, the landing otherwise, login first', async () => {
    const Page = shopExamPage('placement', () => <h1>分班测试首页</h1>);
    const server = fakeExamServer(makeSession({ examId: 80, kind: 'placement', title: '初二数学分班测试' }));
    client.get.mockImplementation(server.get);
    client.post.mockImplementation(server.post);
    const first = renderInApp([{ path: '/m-shop/fenban-test', element: <Page /> }], '/m-shop/fenban-test');
    expect(await screen.findByText('分班测试首页')).toBeInTheDocument();
    first.unmount();

    const second = renderInApp([{ path: '/m-shop/fenban-test', element: <Page /> }], '/m-shop/fenban-test?examId=80');
    expect(await screen.findByRole('heading', { name: '初二数学分班测试' })).toBeInTheDocument();
    second.unmount();

    useSiteStore.setState({ token: null });
    renderInApp([{ path: '/m-shop/fenban-test', element: <Page /> }], '/m-shop/fenban-test?examId=80');
    expect(await screen.findByText('请先登录')).toBeInTheDocument();
    // The answering page read the brief once (logged in) and started nothing.
    expect(client.get).toHaveBeenCalledTimes(1);
    expect(client.post).not.toHaveBeenCalled();
  });
});
