import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, fillPath, type ConsoleExamOptions, type ConsoleExamRow } from '@salt/domain';
import { fakeApi, ok, renderConsole, userInfo, type FakeCall } from '../test-kit';

const EXAM: ConsoleExamRow = {
  id: 31,
  kind: 'jieke',
  title: '第一单元结课考试',
  subject: '2',
  grade: '8',
  paperId: 4,
  paperTitle: '初二数学第一单元检测卷',
  durationMinutes: 45,
  offeringId: 7,
  className: '初二数学秋季班 · 提高班（周二上午）',
  opensAt: '2026-11-20T01:00:00.000Z',
  closesAt: '2026-12-20T13:00:00.000Z',
  maxAttempts: 2,
  attempts: 12,
  committed: 10,
  mostByOnePupil: 2,
  version: 3,
};
const OPTIONS: ConsoleExamOptions = {
  papers: [
    {
      id: 4,
      title: '初二数学第一单元检测卷',
      subject: '2',
      grade: '8',
      durationMinutes: 60,
      totalScore: 100,
      questionCount: 20,
    },
  ],
  classes: [{ offeringId: 7, name: '初二数学秋季班 · 提高班（周二上午）', subject: '2', grade: '8' }],
};

function api(roles: number[]) {
  return fakeApi((call: FakeCall) => {
    if (call.url.endsWith(API_PATHS.userInfo)) return ok(userInfo(roles, '周教务'));
    if (call.url.endsWith(API_PATHS.consoleExamPage)) return ok({ records: [EXAM], total: 1, current: 1, size: 20 });
    if (call.url.endsWith(API_PATHS.consoleExamOptions)) return ok(OPTIONS);
    if (call.url.includes('/admin/dict/type/grade')) return ok([{ value: '8', label: '初二', description: null }]);
    if (call.method === 'PUT' && call.url.endsWith(fillPath(API_PATHS.consoleExamUpdate, { id: 31 })))
      return [
        409,
        { code: 1, msg: '可考次数不能少于学员已用的次数', data: null, errorCode: 'CONSOLE_EXAM_ATTEMPTS_BELOW_USED' },
      ];
    if (call.method === 'POST' && call.url.endsWith(API_PATHS.consoleExamCreate)) return ok({ id: 32 });
    if (call.url.endsWith(API_PATHS.examMarkingPage)) return ok({ records: [], total: 0, current: 1, size: 10 });
    return [404, { code: 1, msg: '不存在', data: null }];
  });
}

const modalOf = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest<HTMLElement>('.ant-modal')!;

describe('考试', { timeout: 60_000 }, () => {
  it('lists scheduled exams with class, window, limit and sittings; the URL kind filter is sent', async () => {
    const { calls } = api([1, 6]);
    renderConsole('/console/exams?kind=jieke&kind2=x');
    const row = (await screen.findByText(EXAM.title, {}, { timeout: 8000 })).closest('tr')!;
    expect(within(row).getByText('结课考试')).toBeInTheDocument();
    expect(within(row).getByText(EXAM.className!)).toBeInTheDocument();
    expect(within(row).getByText('45 分钟')).toBeInTheDocument();
    expect(within(row).getByText('10/12')).toBeInTheDocument();
    // 01:00 UTC is 09:00 in China.
    expect(within(row).getByText('11-20 09:00 至 12-20 21:00')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith(API_PATHS.consoleExamPage))!.params).toMatchObject({ kind: 'jieke' });
  });

  it('安排考试: nothing is sent while the form is incomplete; each field says what it needs', async () => {
    const { calls } = api([1, 6]);
    renderConsole('/console/exams');
    await userEvent.click(await screen.findByText('安排考试', { selector: 'button span' }, { timeout: 8000 }));
    const modal = await modalOf('安排考试');
    await userEvent.click(within(modal).getByText(/^保 ?存$/));
    expect(await within(modal).findByText('请填写考试名称')).toBeInTheDocument();
    expect(within(modal).getByText('请选择试卷')).toBeInTheDocument();
    expect(within(modal).getByText('结课考试须设置考试时间')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith(API_PATHS.consoleExamCreate))).toBe(false);
  });

  it('修改 an exam pupils sat: locked fields, the version read is sent, a refusal shows under its field', async () => {
    const { calls } = api([1, 6]);
    renderConsole('/console/exams');
    const row = (await screen.findByText(EXAM.title, {}, { timeout: 8000 })).closest('tr')!;
    await userEvent.click(within(row).getByText('修改'));
    const modal = await modalOf('修改考试安排');
    expect(within(modal).getByText(/已有 12 人次参加/)).toBeInTheDocument();
    const attempts = within(modal).getByLabelText('可考次数');
    await waitFor(() => expect(attempts).toHaveValue('2'));
    await userEvent.clear(attempts);
    await userEvent.type(attempts, '1');
    await userEvent.click(within(modal).getByText(/^保 ?存$/));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      kind: 'jieke',
      title: EXAM.title,
      paperId: 4,
      offeringId: 7,
      opensAt: EXAM.opensAt,
      closesAt: EXAM.closesAt,
      durationMinutes: 45,
      maxAttempts: 1,
      version: 3,
    });
    expect(await within(modal).findByText('可考次数不能少于学员已用的次数')).toBeInTheDocument();
  });

  it('a teacher sees the list without scheduling', async () => {
    api([6]);
    renderConsole('/console/exams');
    await screen.findByText(EXAM.title, {}, { timeout: 8000 });
    expect(screen.queryByText('安排考试')).toBeNull();
    expect(screen.queryByText('修改')).toBeNull();
  });
});
