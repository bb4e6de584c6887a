import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { API_PATHS, type ConsoleDashboard, type ConsoleDashboardDay } from '@salt/domain';
import { fakeApi, ok, renderConsole, userInfo } from '../test-kit';

// jsdom has no canvas: the lazy chart chunk is replaced by a list of what it was given.
vi.mock('./trend-charts', () => ({
  default: ({ trend, showSales }: { trend: ConsoleDashboardDay[]; showSales: boolean }) => (
    <div data-testid="trend-charts">
      {showSales ? '销售与学员' : '仅学员'}：{trend.length} 天，最后 {trend.at(-1)?.day}
    </div>
  ),
}));

const trend = (sales: boolean): ConsoleDashboardDay[] =>
  Array.from({ length: 30 }, (_, i) => ({
    day: `2026-11-${String(i + 1).padStart(2, '0')}`,
    orders: sales ? i : null,
    revenueFen: sales ? i * 100 : null,
    newPupils: i % 3,
  }));

const SCHOOL: ConsoleDashboard = {
  scope: 'school',
  today: '2026-11-30',
  ordersToday: 12,
  revenueTodayFen: 1234550,
  newPupilsToday: 7,
  sessionsToday: 9,
  liveNow: 2,
  homeworkToMark: 15,
  examsToMark: 4,
  approvalsWaiting: 0,
  trend: trend(true),
};

function api(roles: number[], dashboard: ConsoleDashboard) {
  return fakeApi((call) => {
    if (call.url.endsWith(API_PATHS.userInfo)) return ok(userInfo(roles, roles.includes(1) ? '管理员' : '李老师'));
    if (call.url.endsWith(API_PATHS.consoleDashboard)) return ok(dashboard);
    if (call.url.endsWith(API_PATHS.examMarkingPage)) return ok({ records: [], total: 0, current: 1, size: 10 });
    if (call.url.endsWith(API_PATHS.examMarkingOptions)) return ok({ exams: [], classes: [] });
    return [404, { code: 1, msg: '不存在', data: null }];
  });
}

const figure = async (key: string) => screen.findByTestId(`figure-${key}`, {}, { timeout: 8000 });

describe('首页 (dashboard)', { timeout: 60_000 }, () => {
  it("/console lands on the dashboard: the admin sees the server's figures, revenue in yuan, and the trends", async () => {
    const { calls } = api([1], SCHOOL);
    renderConsole('/console');
    expect(await figure('orders')).toHaveTextContent('今日订单12');
    expect(await figure('revenue')).toHaveTextContent('今日收入¥12345.50');
    expect(await figure('pupils')).toHaveTextContent('今日新学员7');
    const sessions = await figure('sessions');
    expect(sessions).toHaveTextContent('今日课次9');
    expect(within(sessions).getByText('直播中 2')).toBeInTheDocument();
    expect(await figure('homework')).toHaveTextContent('待批改作业15');
    expect(await figure('approvals')).toHaveTextContent('待审批0');
    // 待阅卷 opens the marking page; the figures without a console page are no links.
    const exams = await figure('exams');
    expect(exams).toHaveTextContent('待阅卷4');
    expect(exams).toHaveAttribute('href', '/console/marking');
    expect((await figure('homework')).closest('a')).toBeNull();
    expect(await screen.findByTestId('trend-charts', {}, { timeout: 8000 })).toHaveTextContent(
      '销售与学员：30 天，最后 2026-11-30',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/console/dashboard');
    expect(calls.filter((c) => c.url.endsWith(API_PATHS.consoleDashboard))).toHaveLength(1);
  });

  it('a teacher sees their classes without sales cards, and 待阅卷 leads to 阅卷', async () => {
    api([6], {
      ...SCHOOL,
      scope: 'classes',
      ordersToday: null,
      revenueTodayFen: null,
      newPupilsToday: 1,
      liveNow: 0,
      trend: trend(false),
    });
    renderConsole('/console/dashboard');
    expect(await figure('pupils')).toHaveTextContent('今日新学员1');
    expect(screen.getByText(/仅统计您任教或辅导的班级/)).toBeInTheDocument();
    expect(screen.queryByTestId('figure-orders')).toBeNull();
    expect(screen.queryByTestId('figure-revenue')).toBeNull();
    expect(within(await figure('sessions')).getByText('直播中 0')).toBeInTheDocument();
    expect(await screen.findByTestId('trend-charts', {}, { timeout: 8000 })).toHaveTextContent('仅学员');
    (await figure('exams')).click();
    // The marking page mounts and asks for its list: slow on a loaded machine, hence the longer wait.
    expect(await screen.findByText('没有待批改的答卷', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/console/marking');
  });

  it('a failed load says so', async () => {
    fakeApi((call) =>
      call.url.endsWith(API_PATHS.userInfo) ? ok(userInfo([1], '管理员')) : [500, { code: 1, msg: '出错', data: null }],
    );
    renderConsole('/console/dashboard');
    expect(await screen.findByText('数据加载失败，请刷新重试', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});
