import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import userEvent from '@testing-library/user-event';
import { API_PATHS, type ConsoleAuditEntry } from '@salt/domain';
import { fakeApi, ok, renderConsole, userInfo, type FakeCall } from '../test-kit';

const MARK: ConsoleAuditEntry = {
  id: 12,
  actorId: 5,
  actorName: '李老师',
  action: 'exam.mark',
  entity: 'examAttempt',
  entityId: 41,
  before: { questionId: 200, score: null, comment: null, earned: 16 },
  after: { questionId: 200, score: 3.5, comment: '论证完整', earned: 19.5 },
  requestId: 'req-1',
  ip: '10.0.0.8',
  at: '2026-11-21T02:10:00.000Z',
};
const REOPEN: ConsoleAuditEntry = {
  ...MARK,
  id: 11,
  actorId: 1,
  actorName: '王主管',
  action: 'exam.reopen',
  before: { status: 'committed', deadline: '2026-11-20T03:00:00.000Z' },
  after: { status: 'open', deadline: '2026-11-21T03:00:00.000Z' },
  at: '2026-11-20T08:00:00.000Z',
};

function api(roles: number[], name: string) {
  return fakeApi((call: FakeCall) => {
    if (call.url.endsWith(API_PATHS.userInfo)) return ok(userInfo(roles, name));
    if (call.url.endsWith(API_PATHS.consoleAuditPage)) {
      const rows = [MARK, REOPEN].filter((r) => !call.params.action || r.action === call.params.action);
      return ok({ records: rows, total: rows.length === 2 ? 42 : rows.length, current: 1, size: 20 });
    }
    if (call.url.endsWith(API_PATHS.examMarkingPage)) return ok({ records: [], total: 0, current: 1, size: 10 });
    return [404, { code: 1, msg: '不存在', data: null }];
  });
}

const auditCalls = (calls: FakeCall[]) => calls.filter((c) => c.url.endsWith(API_PATHS.consoleAuditPage));

describe('操作日志', { timeout: 60_000 }, () => {
  it('the admin reads the log server-paged and opens a row to the fields it changed', async () => {
    const { calls } = api([1, 6], '王主管');
    renderConsole('/console/audit');
    const row = (await screen.findByText('李老师（5）', {}, { timeout: 8000 })).closest('tr')!;
    expect(within(row).getByText('批改答卷')).toBeInTheDocument();
    expect(within(row).getByText('考试记录 #41')).toBeInTheDocument();
    expect(screen.getByText('共 42 条')).toBeInTheDocument();
    expect(auditCalls(calls)[0]!.params).toEqual({ current: 1, size: 20 });
    // In the admin's menu (jsdom is narrow: the menu sits in the drawer).
    await userEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('link', { name: '操作日志' })).toHaveAttribute('href', '/console/audit');
    await userEvent.click(document.querySelector('.ant-drawer-close')!);

    await userEvent.click(within(row).getByRole('button', { name: /展开行|Expand row/ }));
    const diff = await screen.findByTestId('audit-diff');
    const changed = (label: string) => within(diff).getByText(label).closest('tr')!;
    expect(within(changed('得分')).getByText('—')).toBeInTheDocument();
    expect(within(changed('得分')).getByText('3.5')).toBeInTheDocument();
    expect(within(changed('评语')).getByText('论证完整')).toBeInTheDocument();
    expect(within(changed('试卷得分')).getByText('16')).toBeInTheDocument();
    expect(within(changed('试卷得分')).getByText('19.5')).toBeInTheDocument();
    // The question was only named, not changed.
    expect(within(diff).getByText('未变：题目ID 200')).toBeInTheDocument();
  });

  it('instants and statuses read as words; filters go to the server and start at page 1', async () => {
    const { calls } = api([1], '王主管');
    renderConsole('/console/audit');
    const row = (await screen.findByText('王主管（1）', {}, { timeout: 8000 })).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /展开行|Expand row/ }));
    const diff = await screen.findByTestId('audit-diff');
    const status = within(diff).getByText('状态').closest('tr')!;
    expect(within(status).getByText('已交卷')).toBeInTheDocument();
    expect(within(status).getByText('作答中')).toBeInTheDocument();
    // 03:00 UTC is 11:00 in Beijing.
    expect(within(diff).getByText('2026-11-21 11:00:00')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: '操作类型' }));
    await userEvent.click(await screen.findByTitle('重新开放试卷'));
    await waitFor(() => expect(auditCalls(calls).at(-1)!.params).toMatchObject({ action: 'exam.reopen', current: 1 }));
    await waitFor(() => expect(screen.queryByText('李老师（5）')).toBeNull());

    await userEvent.type(screen.getByRole('searchbox', { name: '操作人' }), '王{Enter}');
    await waitFor(() =>
      expect(auditCalls(calls).at(-1)!.params).toEqual({ action: 'exam.reopen', actor: '王', current: 1, size: 20 }),
    );
  });

  it('the picked days go to the server as from/to (the server reads them as Asia/Shanghai days)', async () => {
    const { calls } = api([1], '王主管');
    renderConsole('/console/audit');
    await screen.findByText('王主管（1）', {}, { timeout: 8000 });
    // The panel opens on this month; its cells carry their date as a title.
    const first = dayjs().startOf('month');
    const [from, to] = [first.format('YYYY-MM-DD'), first.add(2, 'day').format('YYYY-MM-DD')];
    fireEvent.mouseDown(screen.getByPlaceholderText('开始日期'));
    fireEvent.click(screen.getByPlaceholderText('开始日期'));
    await userEvent.click((await screen.findAllByTitle(from))[0]!);
    await userEvent.click(screen.getAllByTitle(to)[0]!);
    await waitFor(() => expect(auditCalls(calls).at(-1)!.params).toEqual({ from, to, current: 1, size: 20 }));
  });

  it('a teacher has no 操作日志 in the menu and is told so at its address', async () => {
    const { calls } = api([6], '李老师');
    renderConsole('/console/audit');
    expect(await screen.findByText('无权查看', {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('link', { name: '阅卷' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: '操作日志' })).toBeNull();
    expect(auditCalls(calls)).toEqual([]);
  });
});
