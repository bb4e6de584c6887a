import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@salt/domain';
import { clearSession } from '../../lib/site-store';
import { fakeApi, ok, renderConsole, userInfo } from '../test-kit';

// /console lands on the dashboard; jsdom has no canvas for its charts.
vi.mock('../dashboard/trend-charts', () => ({ default: () => null }));

const EMPTY_PAGE = { records: [], total: 0, current: 1, size: 10 };
const DASHBOARD = {
  scope: 'classes',
  today: '2026-11-23',
  ordersToday: null,
  revenueTodayFen: null,
  newPupilsToday: 0,
  sessionsToday: 0,
  liveNow: 0,
  homeworkToMark: 0,
  examsToMark: 0,
  approvalsWaiting: 0,
  trend: [],
};

function api(roles: number[], name: string) {
  return fakeApi((call) => {
    if (call.url.endsWith(API_PATHS.userInfo)) return ok(userInfo(roles, name));
    if (call.url.endsWith(API_PATHS.examMarkingPage)) return ok(EMPTY_PAGE);
    if (call.url.endsWith(API_PATHS.consoleDashboard)) return ok(DASHBOARD);
    if (call.url.endsWith(API_PATHS.oauthToken))
      return {
        access_token: 'a2',
        refresh_token: 'r2',
        token_type: 'bearer',
        expires_in: 3600,
        scope: 'server',
        user_id: 9,
        username: 'teacher',
        user: userInfo(roles, name),
      };
    return [404, { code: 1, msg: '不存在', data: null }];
  });
}

describe('console gate', () => {
  it('a pupil sees 无权访问控制台 with a way home, and no menu or marking call', async () => {
    const { calls } = api([2], '王小明');
    renderConsole('/console/marking');
    expect(await screen.findByText('无权访问控制台')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '回到首页' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(calls.some((c) => c.url.endsWith(API_PATHS.examMarkingPage))).toBe(false);
  });

  it('a teacher gets the frame: the menu with 首页, 班级, 阅卷, 考试, 通知, 调班申请, 课堂评价, 题库 and 试卷, the name and 退出', async () => {
    api([6], '李老师');
    renderConsole('/console');
    // jsdom is narrow (no media query matches): the menu sits in a drawer behind the header's button.
    await userEvent.click(await screen.findByRole('button', { name: '打开菜单' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/console/dashboard');
    expect(within(menu).getByRole('link', { name: '班级' })).toHaveAttribute('href', '/console/classes');
    expect(within(menu).getByRole('link', { name: '阅卷' })).toHaveAttribute('href', '/console/marking');
    expect(within(menu).getByRole('link', { name: '考试' })).toHaveAttribute('href', '/console/exams');
    expect(within(menu).getByRole('link', { name: '通知' })).toHaveAttribute('href', '/console/notices');
    expect(within(menu).getByRole('link', { name: '调班申请' })).toHaveAttribute('href', '/console/class-changes');
    expect(within(menu).getByRole('link', { name: '课堂评价' })).toHaveAttribute('href', '/console/class-marks');
    expect(within(menu).getByRole('link', { name: '题库' })).toHaveAttribute('href', '/console/questions');
    expect(within(menu).getByRole('link', { name: '试卷' })).toHaveAttribute('href', '/console/papers');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(9);
    expect(await screen.findByTestId('console-user-name')).toHaveTextContent('李老师');
    expect(screen.getByRole('button', { name: /退出/ })).toBeInTheDocument();
    // /console opens the first built page, the dashboard.
    expect(await screen.findByText('今日新学员', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('an admin gets every menu: the 教学, 营销, 盐值 and 内容 groups too', async () => {
    api([1], '管理员');
    renderConsole('/console/marking');
    await userEvent.click(await screen.findByRole('button', { name: '打开菜单' }));
    const menu = await screen.findByRole('menu');
    const group = (title: string) =>
      within(within(menu).getByText(title).closest('.ant-menu-item-group') as HTMLElement);
    expect(
      group('营销')
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['优惠券', '推荐提现']);
    expect(
      group('盐值')
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['盐值商品', '/console/points-goods'],
      ['兑换订单', '/console/points-exchanges'],
      ['盐值规则', '/console/points-rules'],
      ['盐值调整', '/console/points-adjust'],
    ]);
    expect(group('内容').getAllByRole('link')).toHaveLength(9);
    expect(
      group('教学')
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['试卷作文审核']);
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(33);
  });

  it('an admin without role 6 enters too', async () => {
    api([1], '管理员');
    renderConsole('/console/marking');
    expect(await screen.findByTestId('console-user-name')).toHaveTextContent('管理员');
  });

  it('nobody logged in gets the console login; a teacher logging in reaches the menu', async () => {
    clearSession();
    const { calls } = api([6], '李老师');
    renderConsole('/console/marking', false);
    await userEvent.type(await screen.findByLabelText('账号'), 'teacher');
    await userEvent.type(screen.getByLabelText('密码'), 'Teacher123');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByTestId('console-user-name')).toHaveTextContent('李老师');
    const login = calls.find((c) => c.url.endsWith(API_PATHS.oauthToken))!;
    expect(String(login.body)).toContain('grant_type=password');
  });
});
