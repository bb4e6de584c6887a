import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from '@salt/domain';
import { fakeApi, ok, renderConsole, userInfo, type FakeCall } from '../test-kit';
import type { ConsolePointsExchange } from '../providers/points-exchanges-provider';

const TO_SHIP: ConsolePointsExchange = {
  id: 7,
  exchangeNo: 'PX20261124000007',
  goodsId: 3,
  kind: 'physical',
  title: '盐课堂定制笔记本',
  coverUrl: null,
  quantity: 2,
  pointsCost: 1200,
  pointsTotal: 2400,
  status: 'toShip',
  statusText: '待发货',
  address: { receiverName: '王妈妈', mobile: '13900000002', region: '浙江省杭州市西湖区', detail: '文三路 90 号' },
  logistics: null,
  couponUserId: null,
  remark: null,
  createdAt: '2026-11-24T02:30:00.000Z',
  shippedAt: null,
  completedAt: null,
  cancelledAt: null,
  canCancel: true,
  userId: 5,
  pupilName: '王小明',
  pupilMobile: '13800000001',
};
const COUPON: ConsolePointsExchange = {
  ...TO_SHIP,
  id: 8,
  exchangeNo: 'PX20261124000008',
  kind: 'coupon',
  title: '30元课程券',
  quantity: 1,
  pointsTotal: 3000,
  status: 'completed',
  statusText: '已完成',
  address: null,
  canCancel: false,
  pupilName: '李华',
  pupilMobile: null,
};

function api() {
  return fakeApi((call: FakeCall) => {
    if (call.url.endsWith(API_PATHS.userInfo)) return ok(userInfo([1], '王主管'));
    if (call.url.endsWith(API_PATHS.examMarkingPage)) return ok({ records: [], total: 0, current: 1, size: 10 });
    if (call.url.endsWith(API_PATHS.consolePointsExchangePage))
      return ok({
        records: call.params.status === 'toShip' ? [TO_SHIP] : [TO_SHIP, COUPON],
        total: call.params.status === 'toShip' ? 1 : 2,
        current: 1,
        size: 20,
      });
    if (call.method === 'POST' && call.url.endsWith('/console/points/exchange/7/ship'))
      return ok({ ...TO_SHIP, status: 'shipped', statusText: '已发货' });
    return [404, { code: 1, msg: '不存在', data: null }];
  });
}
const pageCalls = (calls: FakeCall[]) => calls.filter((c) => c.url.endsWith(API_PATHS.consolePointsExchangePage));

afterEach(() => vi.restoreAllMocks());

describe('盐值 · 兑换订单', { timeout: 60_000 }, () => {
  it('lists exchanges with the pupil, goods, 盐值, status and address; the tabs filter by status (in the URL)', async () => {
    const { calls } = api();
    renderConsole('/console/points-exchanges');
    const row = (await screen.findByText('王小明', {}, { timeout: 15_000 })).closest('tr')!;
    expect(within(row).getByText('13800000001')).toBeInTheDocument();
    expect(within(row).getByText(TO_SHIP.exchangeNo)).toBeInTheDocument();
    expect(within(row).getByText('2,400')).toBeInTheDocument();
    expect(within(row).getByText('待发货', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(within(row).getByText('浙江省杭州市西湖区文三路 90 号')).toBeInTheDocument();
    const coupon = screen.getByText('李华').closest('tr')!;
    expect(within(coupon).getByText('无需发货')).toBeInTheDocument();
    expect(within(coupon).queryByText('发货')).toBeNull();
    expect(pageCalls(calls)[0]!.params).toEqual({ current: 1, size: 20 });

    fireEvent.click(screen.getByRole('tab', { name: '待发货' }));
    await waitFor(() => expect(pageCalls(calls).at(-1)!.params).toEqual({ status: 'toShip', current: 1, size: 20 }));
    expect(screen.getByTestId('location').textContent).toContain('status=toShip');
  });

  it('发货 needs the carrier and tracking number and sends them trimmed', async () => {
    const { calls } = api();
    renderConsole('/console/points-exchanges?status=toShip');
    const row = (await screen.findByText('王小明', {}, { timeout: 15_000 })).closest('tr')!;
    fireEvent.click(within(row).getByText('发货').closest('button')!);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByText(/王妈妈 13900000002/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByText('确认发货').closest('button')!);
    expect(await within(dialog).findByText('请填写物流公司', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(dialog).getByText('请填写运单号')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('物流公司'), { target: { value: '顺丰速运' } });
    fireEvent.change(within(dialog).getByLabelText('运单号'), { target: { value: ' SF1234567890 ' } });
    fireEvent.click(within(dialog).getByText('确认发货').closest('button')!);
    await waitFor(() =>
      expect(calls.filter((c) => c.url.endsWith('/console/points/exchange/7/ship')).map((c) => c.body)).toEqual([
        { company: '顺丰速运', trackingNo: 'SF1234567890' },
      ]),
    );
    expect(await screen.findByText('已发货', { selector: '.ant-message *' }, { timeout: 5000 })).toBeInTheDocument();
    // The list is read again after shipping.
    await waitFor(() => expect(pageCalls(calls).length).toBeGreaterThan(1));
  });

  it('a teacher is told 无权查看 and nothing is read', async () => {
    const { calls } = fakeApi((call: FakeCall) => {
      if (call.url.endsWith(API_PATHS.userInfo)) return ok(userInfo([6], '李老师'));
      if (call.url.endsWith(API_PATHS.examMarkingPage)) return ok({ records: [], total: 0, current: 1, size: 10 });
      return [404, { code: 1, msg: '不存在', data: null }];
    });
    renderConsole('/console/points-exchanges');
    expect(await screen.findByText('无权查看', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(pageCalls(calls)).toEqual([]);
  });
});
