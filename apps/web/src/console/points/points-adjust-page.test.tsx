import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@salt/domain';
import { fakeApi, ok, renderConsole, userInfo, type FakeCall } from '../test-kit';

function api() {
  return fakeApi((call: FakeCall) => {
    if (call.url.endsWith(API_PATHS.userInfo)) return ok(userInfo([1], '王主管'));
    if (call.url.endsWith(API_PATHS.examMarkingPage)) return ok({ records: [], total: 0, current: 1, size: 10 });
    if (call.url.endsWith(API_PATHS.consoleUserPage))
      return ok({
        records: [
          {
            id: 5,
            username: 'wangxm',
            realname: '王小明',
            phone: '13800000001',
            roles: [2],
            locked: false,
            createdAt: '2026-01-01T00:00:00Z',
          },
        ],
        total: 1,
        current: 1,
        size: 20,
      });
    if (call.method === 'POST' && call.url.endsWith(API_PATHS.consolePointsAdjust)) {
      const { amount } = call.body as { amount: number };
      return amount < -500 ? [400, { code: 1, msg: '盐值不足', data: null }] : ok({ balance: 500 + amount });
    }
    return [404, { code: 1, msg: '不存在', data: null }];
  });
}
const submit = () => fireEvent.click(screen.getByText('确认调整').closest('button')!);
const adjustCalls = (calls: FakeCall[]) => calls.filter((c) => c.url.endsWith(API_PATHS.consolePointsAdjust));

afterEach(() => vi.restoreAllMocks());

describe('盐值 · 盐值调整', { timeout: 60_000 }, () => {
  it('refuses 0 and an empty reason in Chinese, then sends the signed amount and shows the balance after', async () => {
    const { calls } = api();
    renderConsole('/console/points-adjust');
    await screen.findByText('确认调整', {}, { timeout: 15_000 });
    submit();
    expect(await screen.findByText('请选择学员', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('调整数量不能为0')).toBeInTheDocument();
    expect(screen.getByText('请填写调整原因')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('学员'), '王小');
    await userEvent.click(
      await screen.findByText(
        '王小明（wangxm · 13800000001）',
        { selector: '.ant-select-item-option-content' },
        { timeout: 5000 },
      ),
    );
    await waitFor(() =>
      expect(calls.some((c) => c.url.endsWith(API_PATHS.consoleUserPage) && c.params.keyword === '王小')).toBe(true),
    );
    expect(calls.find((c) => c.url.endsWith(API_PATHS.consoleUserPage))!.params).toMatchObject({ role: 'pupil' });
    fireEvent.change(screen.getByLabelText('调整数量'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('调整原因'), { target: { value: '   ' } });
    submit();
    // The error leaves with antd's motion: on a loaded CI machine that takes longer than waitFor's default second.
    await waitFor(() => expect(screen.queryByText('请选择学员')).toBeNull(), { timeout: 5000 });
    expect(screen.getByText('调整数量不能为0')).toBeInTheDocument();
    expect(screen.getByText('请填写调整原因')).toBeInTheDocument();
    expect(adjustCalls(calls)).toEqual([]);

    fireEvent.click(screen.getByText('扣减'));
    fireEvent.change(screen.getByLabelText('调整数量'), { target: { value: '120' } });
    fireEvent.change(screen.getByLabelText('调整原因'), { target: { value: ' 误发扣回 ' } });
    submit();
    await waitFor(() =>
      expect(adjustCalls(calls).map((c) => c.body)).toEqual([{ userId: 5, amount: -120, reason: '误发扣回' }]),
    );
    expect(
      await screen.findByText(
        '王小明（wangxm · 13800000001） 扣减 120 盐值，调整后余额 380 盐值',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('-120')).toBeInTheDocument();
  });

  it('a user ID typed is offered as is; the server’s refusal is shown in its words', async () => {
    const { calls } = api();
    renderConsole('/console/points-adjust');
    await userEvent.type(await screen.findByLabelText('学员', {}, { timeout: 15_000 }), '42');
    await userEvent.click(
      await screen.findByText('用户ID 42', { selector: '.ant-select-item-option-content' }, { timeout: 5000 }),
    );
    fireEvent.click(screen.getByText('扣减'));
    fireEvent.change(screen.getByLabelText('调整数量'), { target: { value: '9000' } });
    fireEvent.change(screen.getByLabelText('调整原因'), { target: { value: '扣回' } });
    submit();
    expect(await screen.findByText('盐值不足', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(adjustCalls(calls).map((c) => c.body)).toEqual([{ userId: 42, amount: -9000, reason: '扣回' }]);
  });
});
