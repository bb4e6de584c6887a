import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, fillPath, type ConsoleUserDetail, type ConsoleUserRow } from '@salt/domain';
import { fakeApi, ok, renderConsole, userInfo, type FakeCall } from '../test-kit';

const PUPIL: ConsoleUserRow = {
  id: 21,
  username: 'xiaoming',
  realname: '王小明',
  phone: '13900000021',
  roles: [2],
  locked: false,
  createdAt: '2026-11-20T02:10:00.000Z',
};
const PARENT: ConsoleUserRow = {
  ...PUPIL,
  id: 22,
  username: 'wangmama',
  realname: '王妈妈',
  phone: '13900000022',
  roles: [3],
  locked: true,
};
const DETAIL: ConsoleUserDetail = {
  ...PUPIL,
  nickname: null,
  grade: '8',
  school: '实验中学',
  lockedAt: null,
  loginLockedUntil: null,
  parents: [],
  children: [],
  orders: [
    {
      id: 5,
      orderNo: 'SO202611200001',
      goods: '初二数学暑期班',
      payFen: 19900,
      statusText: '已付款',
      createdAt: '2026-11-20T02:10:00.000Z',
    },
  ],
  classes: [
    {
      enrolmentId: 8,
      offeringId: 3,
      title: '初二数学暑期班',
      status: 'active',
      enrolledAt: '2026-11-20T02:10:00.000Z',
    },
  ],
  sessions: [
    {
      chapterId: 30,
      offeringId: 3,
      classTitle: '初二数学暑期班',
      title: '第3讲 勾股定理',
      startAt: '2026-11-25T11:00:00.000Z',
      endAt: '2026-11-25T12:00:00.000Z',
      as: 'pupil',
    },
  ],
};

function api(roles: number[], detail: ConsoleUserDetail = DETAIL) {
  let current = detail;
  return fakeApi((call: FakeCall) => {
    if (call.url.endsWith(API_PATHS.userInfo)) return ok(userInfo(roles, '王主管'));
    if (call.url.endsWith(API_PATHS.consoleUserPage)) {
      const rows = [PUPIL, PARENT].filter(
        (r) =>
          (!call.params.role || (call.params.role === 'parent' ? r.roles.includes(3) : r.roles.includes(2))) &&
          (!call.params.keyword || `${r.username}${r.realname}${r.phone}`.includes(String(call.params.keyword))),
      );
      return ok({ records: rows, total: rows.length === 2 ? 45 : rows.length, current: 1, size: 20 });
    }
    if (call.url.endsWith(fillPath(API_PATHS.consoleUserDetail, { id: detail.id }))) return ok(current);
    if (call.url.endsWith(API_PATHS.consoleUserLock)) {
      current = { ...current, locked: true, lockedAt: '2026-11-21T02:00:00.000Z' };
      return ok(null);
    }
    if (call.url.endsWith(API_PATHS.consoleUserResetPassword)) return ok({ temporaryPassword: 'Ab3dE5gH7k' });
    if (call.url.endsWith(API_PATHS.consoleUserRoles)) {
      current = { ...current, roles: (call.body as { roleIds: number[] }).roleIds };
      return ok(null);
    }
    if (call.url.endsWith(API_PATHS.consoleParentBind)) {
      if (current.parents.length > 0)
        return [
          409,
          { code: 1, msg: '该家长已绑定此学生，无需重复绑定', data: null, errorCode: 'CONSOLE_USER_BIND_EXISTS' },
        ];
      current = { ...current, parents: [PARENT] };
      return ok(null);
    }
    return [404, { code: 1, msg: '不存在', data: null }];
  });
}

const pageCalls = (calls: FakeCall[]) => calls.filter((c) => c.url.endsWith(API_PATHS.consoleUserPage));
/** waitFor with room for a busy machine (the default second is short when other suites share the CPUs). */
const until = <T,>(check: () => T) => waitFor(check, { timeout: 5000 });
const location = () => screen.getByTestId('location').textContent;

describe('用户', { timeout: 60_000 }, () => {
  it('lists accounts server-paged with role tags and states; filters go to the server and into the URL', async () => {
    const { calls } = api([1, 6]);
    renderConsole('/console/users');
    const row = (await screen.findByRole('link', { name: 'xiaoming' }, { timeout: 8000 })).closest('tr')!;
    expect(within(row).getByText('王小明')).toBeInTheDocument();
    expect(within(row).getByText('学生')).toBeInTheDocument();
    expect(within(row).getByText('正常')).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: 'wangmama' }).closest('tr')!).getByText('已锁定'),
    ).toBeInTheDocument();
    expect(screen.getByText('共 45 人')).toBeInTheDocument();
    expect(pageCalls(calls)[0]!.params).toEqual({ current: 1, size: 20 });

    await userEvent.click(screen.getByRole('combobox', { name: '角色' }));
    await userEvent.click(await screen.findByTitle('家长'));
    await until(() => expect(pageCalls(calls).at(-1)!.params).toEqual({ role: 'parent', current: 1, size: 20 }));
    await until(() => expect(screen.queryByRole('link', { name: 'xiaoming' })).toBeNull());
    expect(location()).toBe('/console/users?role=parent');

    await userEvent.type(screen.getByRole('searchbox', { name: '关键字' }), '王妈妈{Enter}');
    await until(() =>
      expect(pageCalls(calls).at(-1)!.params).toEqual({ role: 'parent', keyword: '王妈妈', current: 1, size: 20 }),
    );
    expect(location()).toBe(`/console/users?role=parent&keyword=${encodeURIComponent('王妈妈')}`);
  });

  it('a shared link keeps its filters; a value the URL got wrong is no filter', async () => {
    const { calls } = api([1]);
    renderConsole('/console/users?state=locked&role=boss');
    await screen.findByRole('link', { name: 'wangmama' }, { timeout: 8000 });
    expect(pageCalls(calls)[0]!.params).toEqual({ state: 'locked', current: 1, size: 20 });
  });

  it('the detail shows the account and its orders, classes and sessions; locks, resets and edits roles', async () => {
    const { calls } = api([1]);
    renderConsole('/console/users/21');
    expect(await screen.findByText('实验中学', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('13900000021')).toBeInTheDocument();
    expect(screen.getByText('SO202611200001')).toBeInTheDocument();
    expect(screen.getByText('¥199.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '课次（1）' }));
    expect(await screen.findByText('第3讲 勾股定理')).toBeInTheDocument();
    // 11:00 UTC is 19:00 in Beijing.
    expect(screen.getByText('2026-11-25 19:00')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '锁定' }));
    await userEvent.click(await confirmButton('锁定 王小明？', '锁定'));
    await until(() =>
      expect(calls.find((c) => c.url.endsWith(API_PATHS.consoleUserLock))?.body).toEqual({ userId: 21 }),
    );
    expect(await screen.findByText(/已锁定（/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '解锁' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '强制重置密码' }));
    await userEvent.click(await confirmButton('重置 王小明 的密码？', '重置'));
    expect(await screen.findByTestId('temporary-password')).toHaveTextContent('Ab3dE5gH7k');
    await userEvent.click(screen.getByRole('button', { name: '我已记下' }));

    const save = screen.getByRole('button', { name: '保存' });
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: '老师' }));
    await userEvent.click(save);
    await until(() =>
      expect(calls.find((c) => c.url.endsWith(API_PATHS.consoleUserRoles))?.body).toEqual({
        userId: 21,
        roleIds: [2, 6],
      }),
    );
  });

  it('binds a parent found by search, and the page then lists them', async () => {
    const { calls, feedback } = api([1]);
    renderConsole('/console/users/21');
    expect(await screen.findByText('还没有绑定家长', {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('combobox', { name: '选择家长' }), '王妈');
    await until(() =>
      expect(pageCalls(calls).at(-1)!.params).toEqual({ role: 'parent', keyword: '王妈', current: 1, size: 20 }),
    );
    await userEvent.click(await screen.findByTitle('王妈妈（wangmama · 13900000022）'));
    await userEvent.click(screen.getByRole('button', { name: '绑定家长' }));
    await until(() =>
      expect(calls.find((c) => c.url.endsWith(API_PATHS.consoleParentBind))?.body).toEqual({
        parentId: 22,
        studentId: 21,
      }),
    );
    expect(await screen.findByRole('link', { name: '王妈妈（wangmama · 13900000022）' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '解除绑定' })).toBeInTheDocument();
    expect(feedback.error).not.toHaveBeenCalled();
  });

  it('a teacher has no 用户 in the menu and is told so at its address', async () => {
    const { calls } = api([6]);
    renderConsole('/console/users/21');
    expect(await screen.findByText('无权查看', {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('link', { name: '用户' })).toBeNull();
    expect(calls.filter((c) => c.url.includes('/console/user'))).toEqual([]);
  });
});

/** The OK button of the Popconfirm with this title. */
async function confirmButton(title: string, name: string): Promise<HTMLElement> {
  const pop = (await screen.findByText(title)).closest<HTMLElement>('.ant-popover')!;
  return within(pop).getByRole('button', { name });
}
