import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API_PATHS } from '@salt/domain';
import { fakeApi, ok, renderConsole, userInfo, type FakeCall } from '../test-kit';

function api() {
  return fakeApi((call: FakeCall) => {
    if (call.url.endsWith(API_PATHS.userInfo)) return ok(userInfo([1], '王主管'));
    if (call.url.endsWith(API_PATHS.examMarkingPage)) return ok({ records: [], total: 0, current: 1, size: 10 });
    if (call.url.endsWith(API_PATHS.consoleQuestionnaireOptions))
      return ok({
        classes: [{ offeringId: 3, name: '初二数学提高班', grade: '8' }],
        grades: [{ value: '8', label: '初二' }],
      });
    if (call.url.endsWith(API_PATHS.consoleQuestionnairePage))
      return ok({ records: [], total: 0, current: 1, size: 20 });
    if (call.method === 'POST' && call.url.endsWith(API_PATHS.consoleQuestionnaireCreate)) return ok({ id: 9 });
    return [404, { code: 1, msg: '不存在', data: null }];
  });
}
const creates = (calls: FakeCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.url.endsWith(API_PATHS.consoleQuestionnaireCreate));

afterEach(() => vi.restoreAllMocks());

describe('内容 · 问卷调查 · 新建', { timeout: 60_000 }, () => {
  it('names what is missing, then saves the draft with its questions in order', async () => {
    const { calls } = api();
    renderConsole('/console/questionnaires/create');
    const title = await screen.findByLabelText('问卷标题', {}, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('请输入问卷标题')).toBeInTheDocument();
    fireEvent.change(title, { target: { value: '期中满意度' } });
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('请输入第 1 题的题目')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('第 1 题题目'), { target: { value: '你满意吗' } });
    fireEvent.change(screen.getByLabelText('第 1 题选项 1'), { target: { value: '满意' } });
    fireEvent.change(screen.getByLabelText('第 1 题选项 2'), { target: { value: '不满意' } });
    fireEvent.click(screen.getByRole('button', { name: '+ 评分题' }));
    fireEvent.change(screen.getByLabelText('第 2 题题目'), { target: { value: '打个分' } });
    expect(creates(calls)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(creates(calls)).toHaveLength(1));
    expect(creates(calls)[0]!.body).toMatchObject({
      title: '期中满意度',
      audience: { kind: 'all', offeringId: null, grade: null },
      anonymous: true,
      resultsPublic: true,
      questions: [
        { kind: 'single', title: '你满意吗', required: true, options: [{ label: '满意' }, { label: '不满意' }] },
        { kind: 'rating', title: '打个分', options: [] },
      ],
    });
  });
});
