import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, type JobRecord } from '@salt/domain';
import { fakeApi, ok, renderConsole, userInfo, type FakeCall } from '../test-kit';

const SWEEP: JobRecord = {
  id: 'a1',
  name: 'shop-order-sweep',
  state: 'completed',
  retryCount: 0,
  retryLimit: 0,
  createdAt: '2026-11-25T02:00:00.000Z',
  startAfter: '2026-11-25T02:00:00.000Z',
  startedAt: '2026-11-25T02:00:01.000Z',
  completedAt: '2026-11-25T02:00:02.000Z',
  error: null,
  output: { closedOrders: 3, failedGroups: 0 },
};
const TRANSCODE: JobRecord = {
  ...SWEEP,
  id: 'b2',
  name: 'learning-recording-transcode',
  state: 'retry',
  retryCount: 1,
  retryLimit: 3,
  error: 'ffmpeg exited with code 1',
  output: null,
};

function api(roles: number[], name: string) {
  return fakeApi((call: FakeCall) => {
    if (call.url.endsWith(API_PATHS.userInfo)) return ok(userInfo(roles, name));
    if (call.url.endsWith(API_PATHS.jobPage)) {
      const rows = [SWEEP, TRANSCODE].filter((r) => !call.params.state || r.state === call.params.state);
      return ok({ records: rows, total: rows.length === 2 ? 61 : rows.length, current: 1, size: 20 });
    }
    if (call.url.endsWith(API_PATHS.examMarkingPage)) return ok({ records: [], total: 0, current: 1, size: 10 });
    return [404, { code: 1, msg: '不存在', data: null }];
  });
}

const jobCalls = (calls: FakeCall[]) => calls.filter((c) => c.url.endsWith(API_PATHS.jobPage));

describe('后台任务', { timeout: 60_000 }, () => {
  it('the admin reads the runs by their Chinese names, with what each did or why it failed', async () => {
    const { calls } = api([1, 6], '王主管');
    renderConsole('/console/jobs');
    const sweep = (await screen.findByText('关闭超时未付订单、结束过期拼团', {}, { timeout: 8000 })).closest('tr')!;
    expect(within(sweep).getByText('已完成')).toBeInTheDocument();
    expect(within(sweep).getByText('关闭订单 3，拼团失败 0')).toBeInTheDocument();
    // 02:00 UTC is 10:00 in Beijing.
    expect(within(sweep).getByText('11-25 10:00:00')).toBeInTheDocument();
    const transcode = screen.getByText('录像转码').closest('tr')!;
    expect(within(transcode).getByText('等待重试')).toBeInTheDocument();
    expect(within(transcode).getByText('1/3')).toBeInTheDocument();
    expect(within(transcode).getByText('ffmpeg exited with code 1')).toBeInTheDocument();
    expect(screen.getByText('共 61 条')).toBeInTheDocument();
    expect(jobCalls(calls)[0]!.params).toEqual({ current: 1, size: 20 });

    await userEvent.click(screen.getByRole('combobox', { name: '状态' }));
    await userEvent.click(await screen.findByTitle('等待重试'));
    await waitFor(() => expect(jobCalls(calls).at(-1)!.params).toEqual({ state: 'retry', current: 1, size: 20 }));
    await waitFor(() => expect(screen.queryByText('关闭超时未付订单、结束过期拼团')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('link', { name: '后台任务' })).toHaveAttribute('href', '/console/jobs');
  });

  it('a teacher has no 后台任务 in the menu and is told so at its address', async () => {
    const { calls } = api([6], '李老师');
    renderConsole('/console/jobs');
    expect(await screen.findByText('无权查看', {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('link', { name: '后台任务' })).toBeNull();
    expect(jobCalls(calls)).toEqual([]);
  });
});
