import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, type ConsoleNoticeRow } from '@salt/domain';
import { fakeApi, ok, renderConsole, userInfo, type FakeCall } from '../test-kit';

const ROWS: ConsoleNoticeRow[] = [
  {
    id: 3,
    title: '国庆放假安排',
    content: '10月1日至7日停课，8日照常上课',
    kind: 'all',
    audience: '全体',
    createdAt: '2026-11-23T02:05:00.000Z',
    updatedAt: null,
    withdrawn: true,
    version: 2,
  },
  {
    id: 2,
    title: '调课通知',
    content: '周六的课改到周日上午',
    kind: 'class',
    audience: '初二数学暑期班',
    createdAt: '2026-11-22T02:05:00.000Z',
    updatedAt: null,
    withdrawn: false,
    version: 4,
  },
];

function api(roles: number[]) {
  return fakeApi((call: FakeCall) => {
    if (call.url.endsWith(API_PATHS.userInfo)) return ok(userInfo(roles, roles.includes(1) ? '王主管' : '李老师'));
    if (call.url.endsWith(API_PATHS.consoleNoticePage)) return ok({ records: ROWS, total: 2, current: 1, size: 20 });
    if (call.url.endsWith(API_PATHS.consoleNoticeAudiences))
      return ok({
        classes: [{ id: 31, title: '初二数学暑期班' }],
        users: roles.includes(1) ? [{ id: 21, name: '王小明', username: 'wxm' }] : [],
      });
    if (call.method === 'POST' && call.url.endsWith(API_PATHS.consoleNoticeCreate)) return ok({ id: 9 });
    if (call.method === 'PUT' && call.url.endsWith('/console/notice/2')) {
      const body = call.body as { title: string };
      return body.title === '旧稿'
        ? [409, { code: 1, msg: '数据已被他人修改，请刷新后重试', data: null, errorCode: 'CONSOLE_STALE_VERSION' }]
        : ok({ id: 2 });
    }
    if (call.method === 'POST' && call.url.endsWith('/console/notice/2/withdraw')) return ok({ id: 2 });
    if (call.url.endsWith(API_PATHS.examMarkingPage)) return ok({ records: [], total: 0, current: 1, size: 10 });
    return [404, { code: 1, msg: '不存在', data: null }];
  });
}

const callsTo = (calls: FakeCall[], path: string) => calls.filter((c) => c.url.endsWith(path));
const posts = (calls: FakeCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.url.endsWith(API_PATHS.consoleNoticeCreate));

afterEach(() => vi.restoreAllMocks());

describe('通知', { timeout: 60_000 }, () => {
  it('lists notices with their audience; the kind filter goes to the server and the URL', async () => {
    const { calls } = api([1]);
    renderConsole('/console/notices?kind=bogus');
    const row = (await screen.findByText('调课通知', {}, { timeout: 8000 })).closest('tr')!;
    expect(within(row).getByText('初二数学暑期班')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-22 10:05')).toBeInTheDocument();
    const everyone = screen.getByText('国庆放假安排').closest('tr')!;
    expect(within(everyone).getByText('全体')).toBeInTheDocument();
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
    // An unknown kind in the URL is no filter.
    expect(callsTo(calls, API_PATHS.consoleNoticePage)[0]!.params).toEqual({ current: 1, size: 20 });
    await userEvent.click(screen.getByText('班级', { selector: '.ant-segmented-item-label' }));
    await waitFor(() =>
      expect(callsTo(calls, API_PATHS.consoleNoticePage).at(-1)!.params).toEqual({
        kind: 'class',
        current: 1,
        size: 20,
      }),
    );
    expect(screen.getByTestId('location').textContent).toContain('kind=class');
  });

  it('an admin posts to a class: the shared rules speak first, then the body goes out and 通知已发布', async () => {
    const { calls } = api([1]);
    renderConsole('/console/notices');
    await screen.findByText('调课通知', {}, { timeout: 8000 });
    await userEvent.click(screen.getByText('发布通知', { selector: 'button span' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByText('发布'));
    expect(await within(dialog).findByText('请输入通知标题')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入通知内容')).toBeInTheDocument();
    expect(within(dialog).getByText('全体学员')).toBeInTheDocument();
    expect(within(dialog).getByText('指定用户')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('标题'), '调课通知');
    await userEvent.type(within(dialog).getByLabelText('内容'), '周六的课改到周日上午');
    await userEvent.click(within(dialog).getByText('班级'));
    await userEvent.click(within(dialog).getByText('发布'));
    expect(await within(dialog).findByText('请选择班级')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);

    await userEvent.click(within(dialog).getByLabelText('接收班级'));
    await userEvent.click(await screen.findByText('初二数学暑期班', { selector: '.ant-select-item-option-content' }));
    await userEvent.click(within(dialog).getByText('发布'));
    await waitFor(() =>
      expect(posts(calls).map((c) => c.body)).toEqual([
        { title: '调课通知', content: '周六的课改到周日上午', audience: { kind: 'class', offeringId: 31 } },
      ]),
    );
    expect(await screen.findByText('通知已发布')).toBeInTheDocument();
    // The list is read again after the post.
    await waitFor(() => expect(callsTo(calls, API_PATHS.consoleNoticePage).length).toBeGreaterThan(1));
  });

  it('a teacher is offered 班级 only', async () => {
    api([6]);
    renderConsole('/console/notices');
    await screen.findByText('调课通知', {}, { timeout: 8000 });
    await userEvent.click(screen.getByText('发布通知', { selector: 'button span' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('班级')).toBeInTheDocument();
    expect(within(dialog).queryByText('全体学员')).toBeNull();
    expect(within(dialog).queryByText('指定用户')).toBeNull();
    expect(within(dialog).getByLabelText('接收班级')).toBeInTheDocument();
  });

  it('修改 sends the new wording at the version read; a stale save says so; 撤回 asks first and sends the version', async () => {
    const { calls } = api([6]);
    renderConsole('/console/notices');
    const row = (await screen.findByText('调课通知', {}, { timeout: 8000 })).closest('tr')!;
    // A withdrawn notice is kept, struck through, without actions.
    const gone = screen.getByText('国庆放假安排').closest('tr')!;
    expect(within(gone).getByText('已撤回')).toBeInTheDocument();
    expect(within(gone).queryByText('修改')).toBeNull();

    await userEvent.click(within(row).getByText('修改'));
    const dialog = (await screen.findByText('修改通知', { selector: '.ant-modal-title' })).closest<HTMLElement>(
      '.ant-modal',
    )!;
    const title = within(dialog).getByLabelText('标题');
    expect(title).toHaveValue('调课通知');
    await userEvent.clear(title);
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入通知标题')).toBeInTheDocument();
    await userEvent.type(title, '旧稿');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('数据已被他人修改，请刷新后重试')).toBeInTheDocument();
    await userEvent.clear(title);
    await userEvent.type(title, '调课通知（更正）');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('通知已修改')).toBeInTheDocument();
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.at(-1)!.body).toEqual({ title: '调课通知（更正）', content: '周六的课改到周日上午', version: 4 });

    await userEvent.click(within(row).getByText('撤回'));
    const [confirm] = await screen.findAllByText('撤回“调课通知”？');
    await userEvent.click(
      within(confirm!.closest('.ant-modal')! as HTMLElement).getByRole('button', { name: /撤\s*回/ }),
    );
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/console/notice/2/withdraw'))).toBe(true),
    );
    expect(calls.find((c) => c.url.endsWith('/console/notice/2/withdraw'))!.body).toEqual({ version: 4 });
  });
});
