import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, fillPath, type ConsoleExamRow, type ExamAttemptRow } from '@salt/domain';
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
  attempts: 2,
  committed: 1,
  mostByOnePupil: 1,
  version: 3,
};
const OPEN: ExamAttemptRow = {
  sessionId: 501,
  pupilId: 40,
  pupilName: '李小红',
  pupilUsername: 'lixh',
  attemptNo: 1,
  status: 'open',
  startedAt: '2026-11-25T02:00:00.000Z',
  deadline: '2026-11-25T02:45:00.000Z',
  extraSeconds: 0,
  committedAt: null,
  score: null,
  totalScore: null,
  pendingScore: null,
  leaveCount: 0,
};
const HANDED_IN: ExamAttemptRow = {
  ...OPEN,
  sessionId: 502,
  pupilId: 41,
  pupilName: '王小明',
  pupilUsername: 'wangxm',
  status: 'committed',
  startedAt: '2026-11-25T01:00:00.000Z',
  deadline: '2026-11-25T01:45:00.000Z',
  committedAt: '2026-11-25T01:30:00.000Z',
  score: 16,
  totalScore: 31,
  pendingScore: 10,
  leaveCount: 2,
};

function api(roles: number[], refuse = false) {
  let extended = false;
  return fakeApi((call: FakeCall) => {
    if (call.url.endsWith(API_PATHS.userInfo)) return ok(userInfo(roles, '周教务'));
    if (call.url.endsWith(API_PATHS.consoleExamPage)) return ok({ records: [EXAM], total: 1, current: 1, size: 20 });
    if (call.url.includes('/admin/dict/type/grade')) return ok([{ value: '8', label: '初二', description: null }]);
    if (call.url.endsWith(fillPath(API_PATHS.examAttempts, { id: 31 })))
      return ok([extended ? { ...OPEN, deadline: '2026-11-25T02:55:00.000Z', extraSeconds: 600 } : OPEN, HANDED_IN]);
    if (call.method === 'POST' && call.url.endsWith(fillPath(API_PATHS.examSessionExtraTime, { id: 501 }))) {
      extended = true;
      return ok({ status: 'open', deadline: '2026-11-25T02:55:00.000Z', remainingSeconds: 600, now: OPEN.startedAt });
    }
    if (call.method === 'POST' && call.url.endsWith(fillPath(API_PATHS.examSessionReopen, { id: 502 })))
      return refuse
        ? [409, { code: 1, msg: '试卷尚未提交，不能重新开放', data: null, errorCode: 'EXAM_SESSION_STILL_OPEN' }]
        : ok({ status: 'open', deadline: '2026-11-25T03:00:00.000Z', remainingSeconds: 1800, now: OPEN.startedAt });
    return [404, { code: 1, msg: '不存在', data: null }];
  });
}

async function openAttempts() {
  const row = (
    await screen.findByText(EXAM.title, { selector: '[data-testid=exam-title]' }, { timeout: 8000 })
  ).closest('tr')!;
  await userEvent.click(within(row).getByText('考生'));
  const drawer = (await screen.findByText(`${EXAM.title} · 考生`)).closest<HTMLElement>('.ant-drawer')!;
  await within(drawer).findByText('李小红');
  return drawer;
}
const modalOf = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest<HTMLElement>('.ant-modal')!;

describe('考试 · 考生', { timeout: 60_000 }, () => {
  it('加时: the minutes and reason go as seconds; the message and the refreshed list show the new deadline', async () => {
    const { calls } = api([1, 6]);
    renderConsole('/console/exams');
    const drawer = await openAttempts();
    const handedIn = within(drawer).getByText('王小明').closest('tr')!;
    expect(within(handedIn).getByText('16/31')).toBeInTheDocument();
    expect(within(handedIn).getByText('待批 10 分')).toBeInTheDocument();
    expect(within(handedIn).getByText('2 次')).toBeInTheDocument();
    const open = within(drawer).getByText('李小红').closest('tr')!;
    // 02:45 UTC is 10:45 in China.
    expect(within(open).getByText('11-25 10:45')).toBeInTheDocument();
    await userEvent.click(within(open).getByText('加时'));
    const modal = await modalOf('给 李小红 加时');
    const minutes = within(modal).getByLabelText('加时（分钟）');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '10');
    await userEvent.type(within(modal).getByLabelText('原因'), '网络中断');
    await userEvent.click(within(modal).getByText('确认加时'));
    await waitFor(() => expect(calls.some((c) => c.url.includes('/extra-time'))).toBe(true));
    expect(calls.find((c) => c.url.includes('/extra-time'))!.body).toEqual({ seconds: 600, reason: '网络中断' });
    expect(await screen.findByText('已加时，截止时间 11-25 10:55')).toBeInTheDocument();
    const refreshed = (await within(drawer).findByText('已加时 10 分钟')).closest('tr')!;
    expect(within(refreshed).getByText('11-25 10:55')).toBeInTheDocument();
  });

  it("重新开放: the server's refusal shows in Chinese in the confirm; nothing else changes", async () => {
    const { calls } = api([1, 6], true);
    renderConsole('/console/exams');
    const drawer = await openAttempts();
    await userEvent.click(within(within(drawer).getByText('王小明').closest('tr')!).getByText('重新开放'));
    const modal = await modalOf('重新开放 王小明 的答卷');
    await userEvent.click(within(modal).getByText('确认重新开放'));
    expect(await within(modal).findByText('试卷尚未提交，不能重新开放')).toBeInTheDocument();
    expect(calls.find((c) => c.url.includes('/reopen'))!.body).toEqual({ seconds: 1800, reason: '' });
  });

  it('a teacher gives extra time but does not reopen (staff only)', async () => {
    api([6]);
    renderConsole('/console/exams');
    const drawer = await openAttempts();
    expect(within(drawer).getByText('加时')).toBeInTheDocument();
    expect(within(drawer).queryByText('重新开放')).toBeNull();
  });
});
