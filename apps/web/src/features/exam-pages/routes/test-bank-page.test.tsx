import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, fillPath } from '@salt/domain';
import { analysisQuestion, page, qbQuestion, renderAt, signIn, wrongItem } from '../test-kit';
import { TestBankPage } from './test-bank-page';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), del: vi.fn() }));
vi.mock('../../../lib/api/client', async (original) => ({
  ...(await original<typeof import('../../../lib/api/client')>()),
  apiGet: http.get,
  apiPost: http.post,
  apiDelete: http.del,
}));

const points = [
  { point: '三角形', questions: 12, percent: 50, wrongCount: 1 },
  { point: '轴对称', questions: 8, percent: null, wrongCount: 0 },
];

describe('question bank practice', () => {
  beforeEach(() => {
    Object.values(http).forEach((f) => f.mockReset());
    signIn(true);
  });

  it('lists knowledge points with counts and my percent, then checks a question at once with the analysis', async () => {
    const second = qbQuestion({
      questionId: 2,
      number: '2',
      stem: '等腰三角形的两边长分别为 3 和 7，则它的周长为 ____',
      type: '3',
      blanks: 1,
      options: [],
    });
    http.get.mockImplementation((path: string) => {
      if (path === API_PATHS.qbKnowledgePoints) return Promise.resolve(points);
      if (path === API_PATHS.qbQuestionPage) return Promise.resolve(page([qbQuestion(), second]));
      return Promise.reject(new Error(path));
    });
    http.post.mockResolvedValue(analysisQuestion({ myAnswer: '11', verdict: 'wrong' }));
    renderAt(<TestBankPage />, '/m-shop/test-bank');

    const point = await screen.findByTestId('point-三角形');
    expect(point).toHaveTextContent('12 题');
    expect(point).toHaveTextContent('正确率 50%');
    expect(point).toHaveTextContent('错题 1');
    expect(screen.getByTestId('point-轴对称')).toHaveTextContent('未练习');
    expect(http.get).toHaveBeenCalledWith(API_PATHS.qbKnowledgePoints, {
      params: { subject: '2', grade: '8' },
      requireToken: true,
    });

    await userEvent.click(point);
    expect(await screen.findByText(/∠C 的度数是/)).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith(API_PATHS.qbQuestionPage, {
      params: { subject: '2', grade: '8', knowledgePoint: '三角形', current: 1, size: 10 },
      requireToken: true,
    });
    const submit = screen.getByRole('button', { name: '提交' });
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByText('55°'));
    await userEvent.click(submit);

    expect(http.post).toHaveBeenCalledWith(
      fillPath(API_PATHS.qbQuestionCheck, { id: 1 }),
      { answer: '11' },
      {
        requireToken: true,
      },
    );
    expect(await screen.findByTestId('practice-verdict')).toHaveTextContent('回答错误');
    expect(screen.getByTestId('mine-1')).toHaveTextContent('A');
    expect(screen.getByTestId('right-1')).toHaveTextContent('B');
    expect(screen.getByText(/三角形内角和为 180°/)).toBeInTheDocument();
    expect(screen.getByTestId('practice-tally')).toHaveTextContent('答对 0/1');

    await userEvent.click(screen.getByRole('button', { name: '下一题' }));
    expect(await screen.findByText(/周长为/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: '第2题 第1空' }), ' 17 ');
    http.post.mockResolvedValue(
      analysisQuestion({
        questionId: 2,
        number: '2',
        type: '3',
        options: [],
        rightAnswer: ['17'],
        myAnswer: ['17'],
        verdict: 'right',
        earned: 4,
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(http.post).toHaveBeenLastCalledWith(
      fillPath(API_PATHS.qbQuestionCheck, { id: 2 }),
      { answer: ['17'] },
      {
        requireToken: true,
      },
    );
    expect(await screen.findByTestId('practice-verdict')).toHaveTextContent('回答正确');
    expect(screen.getByTestId('practice-tally')).toHaveTextContent('答对 1/2');

    await userEvent.click(screen.getByRole('button', { name: '下一题' }));
    expect(await screen.findByText('本组题目已练完')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '返回知识点' }));
    expect(await screen.findByTestId('point-三角形')).toBeInTheDocument();
    // The checks moved the point's percentage: back on the list, it is asked again.
    await waitFor(() =>
      expect(http.get.mock.calls.filter(([p]) => p === API_PATHS.qbKnowledgePoints).length).toBeGreaterThan(1),
    );
  });

  it('the wrong notebook removes a question after confirming, and the list reloads without it', async () => {
    let notebook = [wrongItem(4), wrongItem(5)];
    http.get.mockImplementation((path: string) => {
      if (path === API_PATHS.qbWrongPage) return Promise.resolve(page(notebook));
      if (path === API_PATHS.qbKnowledgePoints) return Promise.resolve(points);
      return Promise.reject(new Error(path));
    });
    http.del.mockImplementation(() => {
      notebook = notebook.filter((w) => w.question.questionId !== 4);
      return Promise.resolve(null);
    });
    renderAt(<TestBankPage />, '/m-shop/test-bank');
    await userEvent.click(await screen.findByRole('tab', { name: '错题本' }));

    const item = await screen.findByTestId('wrong-4');
    expect(item).toHaveTextContent('错 2 次');
    expect(item).toHaveTextContent('错题4');
    expect(screen.getByText('共 2 道错题')).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith(API_PATHS.qbWrongPage, {
      params: { current: 1, size: 10, subject: '2' },
      requireToken: true,
    });

    // The dialog fades in with pointer events off; a person waits for it, the test need not.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(within(item).getByRole('button', { name: '移出错题本' }));
    await user.click(await screen.findByRole('button', { name: '取消' }));
    expect(http.del).not.toHaveBeenCalled();
    // The cancelled confirm must be gone before the next one opens (on a busy machine its closing lingers).
    await waitFor(() => expect(screen.queryByRole('button', { name: '移出' })).toBeNull());

    await user.click(within(item).getByRole('button', { name: '移出错题本' }));
    await user.click(await screen.findByRole('button', { name: '移出' }));
    expect(http.del).toHaveBeenCalledWith(fillPath(API_PATHS.qbWrongRemove, { id: 4 }), { requireToken: true });
    await waitFor(() => expect(screen.queryByTestId('wrong-4')).toBeNull());
    expect(screen.getByTestId('wrong-5')).toBeInTheDocument();
    expect(screen.getByText('共 1 道错题')).toBeInTheDocument();
  });

  it('asks a logged-out visitor to log in instead of calling the API', async () => {
    const { useSiteStore } = await import('../../../lib/site-store');
    useSiteStore.setState({ token: null, showLoginDialog: false });
    renderAt(<TestBankPage />, '/m-shop/test-bank');
    expect(await screen.findByText('请先登录')).toBeInTheDocument();
    expect(useSiteStore.getState().showLoginDialog).toBe(true);
    expect(http.get).not.toHaveBeenCalled();
  });

  it('offers only the subjects and grades the bank has questions for, starting at the nearest one', async () => {
    const { useSiteStore } = await import('../../../lib/site-store');
    const dic = useSiteStore.getState().dic;
    useSiteStore.setState({
      dic: {
        ...dic,
        subject: [...dic.subject!, { value: '4', label: '物理', description: null }],
        grade: [...dic.grade!, { value: '9', label: '初三', description: null }],
      },
    });
    http.get.mockImplementation((path: string) => {
      if (path === API_PATHS.qbSubjects) {
        return Promise.resolve([
          { subject: '2', grade: '9', questions: 12 },
          { subject: '3', grade: '7', questions: 20 },
        ]);
      }
      if (path === API_PATHS.qbKnowledgePoints) return Promise.resolve(points);
      return Promise.reject(new Error(path));
    });
    renderAt(<TestBankPage />, '/m-shop/test-bank');
    await screen.findByTestId('point-三角形');
    const picker = document.querySelector('.mobile-scope') as HTMLElement;
    // 物理 has no questions: not offered. 初二 (the default) has none in 数学: the nearest grade with questions.
    expect(within(picker).getByText('数学')).toBeInTheDocument();
    expect(within(picker).getByText('英语')).toBeInTheDocument();
    expect(within(picker).queryByText('物理')).toBeNull();
    expect(within(picker).getByText('初三')).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith(API_PATHS.qbKnowledgePoints, {
      params: { subject: '2', grade: '9' },
      requireToken: true,
    });
    expect(http.get).not.toHaveBeenCalledWith(API_PATHS.qbKnowledgePoints, {
      params: { subject: '2', grade: '8' },
      requireToken: true,
    });
    // The grade list holds only 数学's grade.
    await userEvent.click(within(picker).getByText('初三'));
    const panel = (await screen.findByText('初三', { selector: '.adm-selector-item *, .adm-selector-item' })).closest(
      '.mobile-scope__panel',
    ) as HTMLElement;
    expect(within(panel).queryByText('初一')).toBeNull();
    expect(within(panel).queryByText('初二')).toBeNull();

    // 英语 has questions for 初一 only: switching moves the grade there.
    await userEvent.click(within(picker).getByText('英语'));
    await waitFor(() =>
      expect(http.get).toHaveBeenCalledWith(API_PATHS.qbKnowledgePoints, {
        params: { subject: '3', grade: '7' },
        requireToken: true,
      }),
    );
    expect(within(picker).getByText('初一')).toBeInTheDocument();
  });

  it('when the bank list cannot be read, every subject is offered as before', async () => {
    http.get.mockImplementation((path: string) => {
      if (path === API_PATHS.qbKnowledgePoints) return Promise.resolve(points);
      return Promise.reject(new Error(path));
    });
    renderAt(<TestBankPage />, '/m-shop/test-bank');
    await screen.findByTestId('point-三角形');
    expect(http.get).toHaveBeenCalledWith(API_PATHS.qbSubjects, { requireToken: true });
    const picker = document.querySelector('.mobile-scope') as HTMLElement;
    expect(within(picker).getByText('英语')).toBeInTheDocument();
    expect(within(picker).getByText('初二')).toBeInTheDocument();
  });
});
