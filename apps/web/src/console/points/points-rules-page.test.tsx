import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS, type PointsRule } from '@salt/domain';
import { fakeApi, ok, renderConsole, userInfo, type FakeCall } from '../test-kit';

const RULES: PointsRule[] = [
  { code: 'homeworkOnTime', name: '按时提交作业', amount: 10, dailyCap: 5, enabled: true },
  { code: 'referral', name: '推荐好友', amount: 200, dailyCap: 0, enabled: true },
  { code: 'purchase', name: '购课奖励', amount: 1, dailyCap: 0, enabled: false },
];

function api() {
  return fakeApi((call: FakeCall) => {
    if (call.url.endsWith(API_PATHS.userInfo)) return ok(userInfo([1], '王主管'));
    if (call.url.endsWith(API_PATHS.examMarkingPage)) return ok({ records: [], total: 0, current: 1, size: 10 });
    if (call.url.endsWith(API_PATHS.consolePointsRules)) return ok(RULES);
    if (call.method === 'PUT' && call.url.endsWith('/console/points/rules/homeworkOnTime'))
      return ok({ ...RULES[0], ...(call.body as object) });
    if (call.method === 'PUT') return [400, { code: 1, msg: '参数错误', data: null }];
    return [404, { code: 1, msg: '不存在', data: null }];
  });
}
const buttonIn = (scope: HTMLElement, text: string) => within(scope).getByText(text).closest('button')!;
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

afterEach(() => vi.restoreAllMocks());

describe('盐值 · 盐值规则', { timeout: 60_000 }, () => {
  it('lists the rules (0 as 不限, per yuan for purchases) and saves one row edited in place', async () => {
    const { calls } = api();
    renderConsole('/console/points-rules');
    await screen.findByText('按时提交作业', {}, { timeout: 15_000 });
    expect(within(rowOf('按时提交作业')).getByText('5 次')).toBeInTheDocument();
    expect(within(rowOf('推荐好友')).getByText('不限')).toBeInTheDocument();
    expect(within(rowOf('购课奖励')).getByText('盐值 / 每实付1元')).toBeInTheDocument();
    expect(within(rowOf('购课奖励')).getByText('停用')).toBeInTheDocument();

    fireEvent.click(buttonIn(rowOf('按时提交作业'), '编辑'));
    const row = rowOf('按时提交作业');
    // One row at a time.
    expect(buttonIn(rowOf('推荐好友'), '编辑')).toBeDisabled();
    fireEvent.change(within(row).getByLabelText('奖励盐值'), { target: { value: '15' } });
    fireEvent.change(within(row).getByLabelText('每日上限'), { target: { value: '0' } });
    fireEvent.click(within(row).getByRole('switch'));
    fireEvent.click(buttonIn(row, '保存'));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.method === 'PUT' && c.url.endsWith('/console/points/rules/homeworkOnTime'))
          .map((c) => c.body),
      ).toEqual([{ amount: 15, dailyCap: 0, enabled: false }]),
    );
    expect(await screen.findByText('「按时提交作业」已保存', {}, { timeout: 5000 })).toBeInTheDocument();
    const saved = rowOf('按时提交作业');
    expect(within(saved).getByText('15')).toBeInTheDocument();
    expect(within(saved).getByText('不限')).toBeInTheDocument();
    expect(within(saved).getByText('停用')).toBeInTheDocument();
  });

  it('an empty amount is refused before sending', async () => {
    const { calls } = api();
    renderConsole('/console/points-rules');
    await screen.findByText('推荐好友', {}, { timeout: 15_000 });
    fireEvent.click(buttonIn(rowOf('推荐好友'), '编辑'));
    fireEvent.change(within(rowOf('推荐好友')).getByLabelText('奖励盐值'), { target: { value: '' } });
    fireEvent.click(buttonIn(rowOf('推荐好友'), '保存'));
    expect(await screen.findByText('请填写奖励盐值', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });
});
