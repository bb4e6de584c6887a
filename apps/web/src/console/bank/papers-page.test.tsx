import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, fillPath, type ConsolePaperDetail, type ConsolePaperRow } from '@salt/domain';
import { fakeApi, ok, renderConsole, userInfo, type FakeCall } from '../test-kit';

const ROW: ConsolePaperRow = {
  id: 9,
  title: '初二数学单元卷',
  subject: '2',
  grade: '8',
  durationMinutes: 40,
  totalScore: 7,
  questionCount: 2,
  examCount: 1,
  attemptCount: 3,
  updatedAt: '2026-11-20T01:00:00.000Z',
  version: 2,
};
const DETAIL: ConsolePaperDetail = {
  id: 9,
  title: ROW.title,
  subject: '2',
  grade: '8',
  durationMinutes: 40,
  totalScore: 7,
  sections: [
    {
      title: '一、选择题',
      items: [
        { questionId: 11, score: 3, type: '0', stem: '斜率是多少' },
        { questionId: 12, score: 4, type: '3', stem: 'x=____' },
      ],
    },
  ],
  attemptCount: 3,
  version: 2,
};

function api() {
  return fakeApi((call: FakeCall) => {
    if (call.url.endsWith(API_PATHS.userInfo)) return ok(userInfo([1], '周教务'));
    if (call.url.endsWith(API_PATHS.consolePaperPage))
      return ok({
        records: [ROW, { ...ROW, id: 10, title: '草稿卷', examCount: 0, attemptCount: 0 }],
        total: 2,
        current: 1,
        size: 20,
      });
    if (call.method === 'DELETE') return ok({ id: 10 });
    if (call.url.includes('/admin/dict/type/grade')) return ok([{ value: '8', label: '初二', description: null }]);
    if (call.method === 'GET' && call.url.endsWith(fillPath(API_PATHS.consolePaperDetail, { id: 9 })))
      return ok(DETAIL);
    if (call.method === 'PUT' || call.method === 'POST') return ok({ id: 9 });
    if (call.url.endsWith(API_PATHS.examMarkingPage)) return ok({ records: [], total: 0, current: 1, size: 10 });
    return [404, { code: 1, msg: '不存在', data: null }];
  });
}

describe('试卷', { timeout: 60_000 }, () => {
  it('edits a sat paper: says attempts keep theirs, totals follow the scores, sends items and the version', async () => {
    const { calls } = api();
    renderConsole('/console/papers');
    const tr = (await screen.findByText(ROW.title, {}, { timeout: 8000 })).closest('tr')!;
    await userEvent.click(within(tr).getByText('编辑'));
    const d = (await screen.findByText('编辑试卷', { selector: '.ant-drawer-title' })).closest<HTMLElement>(
      '.ant-drawer',
    )!;
    expect(await within(d).findByText(/已有 3 人次作答/)).toBeInTheDocument();
    const total = within(d).getByTestId('paper-total');
    await waitFor(() => expect(total).toHaveTextContent('7'));
    const score = within(d).getByLabelText('第1大题第2题分值');
    await userEvent.clear(score);
    await userEvent.type(score, '5.5');
    await waitFor(() => expect(total).toHaveTextContent('8.5'));
    await userEvent.click(within(d).getByText(/^保 ?存$/));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      title: ROW.title,
      subject: '2',
      grade: '8',
      durationMinutes: 40,
      sections: [
        {
          title: '一、选择题',
          items: [
            { questionId: 11, score: 3 },
            { questionId: 12, score: 5.5 },
          ],
        },
      ],
      version: 2,
    });
  });

  it('a new paper missing its subject is not sent and says why', async () => {
    const { calls } = api();
    renderConsole('/console/papers');
    await userEvent.click(await screen.findByText('新建试卷', { selector: 'button span' }, { timeout: 8000 }));
    const d = (await screen.findByText('新建试卷', { selector: '.ant-drawer-title' })).closest<HTMLElement>(
      '.ant-drawer',
    )!;
    await userEvent.type(within(d).getByLabelText('试卷名称'), '期中卷');
    await userEvent.click(within(d).getByText(/^保 ?存$/));
    expect(await within(d).findByTestId('paper-problems')).toHaveTextContent('请选择科目');
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith(API_PATHS.consolePaperCreate))).toBe(false);
  });

  it('删除 asks first and sends the version read; a paper with exams cannot be deleted', async () => {
    const { calls } = api();
    renderConsole('/console/papers');
    const used = (await screen.findByText(ROW.title, {}, { timeout: 8000 })).closest('tr')!;
    expect(within(used).getByText('删除', { selector: 'button span' }).closest('button')).toBeDisabled();
    const draft = screen.getByText('草稿卷').closest('tr')!;
    await userEvent.click(within(draft).getByText('删除', { selector: 'button span' }));
    await userEvent.click(await screen.findByText('删除', { selector: '.ant-popconfirm button span' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(calls.find((c) => c.method === 'DELETE')!).toMatchObject({
      url: '/api/console/paper/10',
      params: { version: 2 },
    });
  });
});
