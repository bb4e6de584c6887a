import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { API_PATHS, type QuestionnaireCard, type QuestionnaireDetail } from '@salt/domain';
import { fakeFetch, type FakeRequest } from '../../../test/fake-fetch';
import { clearSession, saveTokens, useSiteStore } from '../../../lib/site-store';
import { QuestionnaireListPage } from './questionnaire-list-page';

/** 问卷调查 for the pupil: the tabs' cards, answering on ?id= (checked before sending), a second time an edit. */

const card: QuestionnaireCard = {
  id: 5,
  title: '课程满意度调查',
  intro: '两分钟',
  opensAt: '2026-11-20T00:00:00Z',
  closesAt: '2026-12-20T00:00:00Z',
  anonymous: true,
  resultsPublic: true,
  questionCount: 2,
  phase: 'open',
  answered: false,
  answeredAt: null,
};
const detail = (o: Partial<QuestionnaireDetail> = {}): QuestionnaireDetail => ({
  ...card,
  questions: [
    {
      id: 11,
      kind: 'single',
      title: '满意吗',
      required: true,
      options: [
        { id: 1, label: '满意' },
        { id: 2, label: '一般' },
      ],
      minChoices: null,
      maxChoices: null,
      maxLength: null,
    },
    {
      id: 12,
      kind: 'text',
      title: '建议',
      required: true,
      options: [],
      minChoices: null,
      maxChoices: null,
      maxLength: 20,
    },
  ],
  myAnswers: [],
  canAnswer: true,
  canSeeResult: false,
  ...o,
});

let puts: unknown[] = [];
function serve(d: QuestionnaireDetail) {
  puts = [];
  fakeFetch(async (config: FakeRequest) => {
    const url = config.url ?? '';
    let data: unknown = new Error('?');
    if (url.endsWith(API_PATHS.questionnairePage)) data = { records: [card], total: 1, current: 1, size: 10 };
    else if (url.endsWith('/questionnaire/5') && config.method === 'get') data = d;
    else if (url.endsWith('/questionnaire/5/answer')) {
      puts.push(JSON.parse(String(config.data)));
      data = { answeredAt: '2026-11-25T00:00:00Z', updated: d.answered };
    }
    const envelope =
      data instanceof Error ? { code: 400, msg: data.message, data: null } : { code: 0, msg: null, data };
    return { status: 200, data: envelope };
  });
}
const renderAt = (path: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/questionnaire/list" element={<QuestionnaireListPage />} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );

beforeEach(() => {
  saveTokens({ accessToken: 'a', refreshToken: 'r' });
  useSiteStore.setState({ showMobileTheme: false });
});
afterEach(() => clearSession());

describe('/questionnaire/list', () => {
  it('shows the open card with its dates, question count and 匿名; 去填写 opens it', async () => {
    serve(detail());
    renderAt('/questionnaire/list');
    expect(await screen.findByText('课程满意度调查')).toBeInTheDocument();
    expect(screen.getByText('共 2 题')).toBeInTheDocument();
    expect(screen.getByText('匿名')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '去填写' }));
    expect(await screen.findByText('满意吗')).toBeInTheDocument();
  });

  it('names the unanswered question before sending, then submits the sheet', async () => {
    serve(detail());
    renderAt('/questionnaire/list?id=5');
    fireEvent.click(await screen.findByText('满意'));
    fireEvent.click(screen.getByRole('button', { name: '提交问卷' }));
    expect(await screen.findByText('请回答第 2 题')).toBeInTheDocument();
    expect(puts).toHaveLength(0);
    fireEvent.change(screen.getByPlaceholderText('请输入你的回答'), { target: { value: '多练习' } });
    fireEvent.click(screen.getByRole('button', { name: '提交问卷' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      answers: [
        { questionId: 11, optionIds: [1] },
        { questionId: 12, text: '多练习' },
      ],
    });
  });

  it('an answered one shows my answers and 保存修改; a closed one is read-only', async () => {
    const mine = [
      { questionId: 11, optionIds: [2] },
      { questionId: 12, text: '旧建议' },
    ];
    serve(detail({ answered: true, myAnswers: mine, canSeeResult: true }));
    const view = renderAt('/questionnaire/list?id=5');
    expect(await screen.findByDisplayValue('旧建议')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '保存修改' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查看结果' })).toBeInTheDocument();
    view.unmount();
    serve(detail({ answered: true, myAnswers: mine, canAnswer: false, phase: 'closed' }));
    renderAt('/questionnaire/list?id=5');
    expect(await screen.findByText('问卷已结束')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存修改' })).toBeNull();
  });
});
