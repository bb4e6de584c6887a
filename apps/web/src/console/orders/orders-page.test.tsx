import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, type ConsoleOrderDetail, type ConsoleOrderRow } from '@salt/domain';
import { fakeApi, ok, renderConsole, userInfo, type FakeCall } from '../test-kit';

const ROW: ConsoleOrderRow = {
  id: 7,
  orderNo: 'SO202611230001',
  createdAt: '2026-11-23T02:05:00.000Z',
  buyer: { id: 31, name: '王小明', mobile: '13912345678' },
  goods: '初二数学练习册',
  payFen: 12_345,
  status: '1',
  display: { key: 'toDeliver', text: '待发货' },
};

const DETAIL: ConsoleOrderDetail = {
  id: 7,
  orderNo: ROW.orderNo,
  status: '1',
  display: ROW.display,
  payType: 'dev',
  closeReason: null,
  deliveryStatus: 'none',
  needLogistics: true,
  totalFen: 13_345,
  couponFen: 1_000,
  promotionFen: 0,
  payFen: 12_345,
  remark: null,
  address: { receiverName: '王建国', mobile: '13800000000', province: '北京市', city: '北京市', detail: '中关村1号' },
  createdAt: ROW.createdAt,
  paidAt: '2026-11-23T02:06:00.000Z',
  closedAt: null,
  receivedAt: null,
  groupId: null,
  buyer: ROW.buyer,
  items: [
    {
      id: 70,
      spuId: 3,
      skuId: 4,
      title: '初二数学练习册',
      skuName: '平装',
      priceFen: 13_345,
      quantity: 1,
      needLogistics: true,
      shipped: false,
    },
  ],
  payments: [
    {
      id: 80,
      outTradeNo: 'PAY7A',
      provider: 'dev',
      channel: 'dev',
      amountFen: 12_345,
      status: 'paid',
      transactionId: 'T-1',
      paidAt: '2026-11-23T02:06:00.000Z',
      createdAt: '2026-11-23T02:05:30.000Z',
    },
  ],
  notifications: [
    {
      id: 90,
      provider: 'dev',
      outTradeNo: 'PAY7A',
      verified: true,
      outcome: 'paid',
      sourceIp: '10.0.0.1',
      createdAt: '2026-11-23T02:06:00.000Z',
    },
  ],
  refunds: [],
  deliveries: [],
};

function api(roles: number[]) {
  return fakeApi((call: FakeCall) => {
    if (call.url.endsWith(API_PATHS.userInfo)) return ok(userInfo(roles, roles.includes(1) ? '王主管' : '李老师'));
    if (call.url.endsWith(API_PATHS.consoleOrderPage)) return ok({ records: [ROW], total: 41, current: 1, size: 20 });
    if (call.url.endsWith('/console/order/detail/7')) return ok(DETAIL);
    if (call.url.endsWith(API_PATHS.consoleOrderShip)) return ok(null);
    if (call.url.endsWith(API_PATHS.consoleOrderExport)) return new Blob(['\uFEFF订单号\r\n'], { type: 'text/csv' });
    if (call.url.endsWith(API_PATHS.examMarkingPage)) return ok({ records: [], total: 0, current: 1, size: 10 });
    return [404, { code: 1, msg: '不存在', data: null }];
  });
}

const callsTo = (calls: FakeCall[], path: string) => calls.filter((c) => c.url.endsWith(path));

afterEach(() => vi.restoreAllMocks());

describe('订单', { timeout: 60_000 }, () => {
  it('lists orders with the URL filters, narrows by order number (kept in the URL) and exports the same list', async () => {
    const { calls } = api([1]);
    renderConsole('/console/orders?status=toDeliver&mobile=139&from=2026-11-01&to=bad');
    const row = (await screen.findByText(ROW.orderNo, {}, { timeout: 8000 })).closest('tr')!;
    // 02:05 UTC is 10:05 in Beijing; money in yuan from fen.
    expect(within(row).getByText('2026-11-23 10:05:00')).toBeInTheDocument();
    expect(within(row).getByText('王小明（13912345678）')).toBeInTheDocument();
    expect(within(row).getByText('123.45')).toBeInTheDocument();
    expect(within(row).getByText('待发货')).toBeInTheDocument();
    expect(screen.getByText('共 41 条')).toBeInTheDocument();
    // A malformed day in the URL is no filter, not a refused request.
    expect(callsTo(calls, API_PATHS.consoleOrderPage)[0]!.params).toEqual({
      status: 'toDeliver',
      mobile: 139,
      from: '2026-11-01',
      current: 1,
      size: 20,
    });

    await userEvent.type(screen.getByRole('searchbox', { name: '订单号' }), 'SO2026{Enter}');
    await waitFor(() =>
      expect(callsTo(calls, API_PATHS.consoleOrderPage).at(-1)!.params).toMatchObject({
        orderNo: 'SO2026',
        status: 'toDeliver',
        current: 1,
      }),
    );
    expect(screen.getByTestId('location').textContent).toContain('orderNo=SO2026');

    const created = vi.fn(() => 'blob:orders');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: '导出 CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const exported = callsTo(calls, API_PATHS.consoleOrderExport);
    expect(exported).toHaveLength(1);
    expect(exported[0]!.params).toEqual({ orderNo: 'SO2026', mobile: 139, status: 'toDeliver', from: '2026-11-01' });
    expect(created).toHaveBeenCalledWith(expect.any(Blob));
  });

  it('a row opens the order: money trail and parcels; 发货 checks the fields in Chinese, then ships', async () => {
    const { calls } = api([1]);
    renderConsole('/console/orders');
    await userEvent.click(await screen.findByText(ROW.orderNo, {}, { timeout: 8000 }));
    expect(await screen.findByText(`订单 ${ROW.orderNo}`)).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/console/orders/7');
    // 实付 and the payment; 订单金额 and the item's price.
    expect(screen.getAllByText('¥123.45')).toHaveLength(2);
    expect(screen.getAllByText('¥133.45')).toHaveLength(2);
    expect(screen.getByText('¥10.00')).toBeInTheDocument();
    expect(screen.getByText('王建国 13800000000 北京市北京市中关村1号')).toBeInTheDocument();
    expect(screen.getByText('平装')).toBeInTheDocument();
    expect(screen.getByText('T-1')).toBeInTheDocument();
    expect(screen.getByText('10.0.0.1')).toBeInTheDocument();
    expect(screen.getByText('暂无退款记录')).toBeInTheDocument();
    expect(screen.getByText('暂无物流包裹')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '发货' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认发货' }));
    expect(await within(dialog).findByText('必填项')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('快递公司'), '顺丰速运');
    await userEvent.type(within(dialog).getByLabelText('运单号'), '短');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认发货' }));
    expect(await within(dialog).findByText('快递单号格式错误')).toBeInTheDocument();
    expect(callsTo(calls, API_PATHS.consoleOrderShip)).toEqual([]);

    await userEvent.clear(within(dialog).getByLabelText('运单号'));
    await userEvent.type(within(dialog).getByLabelText('运单号'), 'SF1234567890');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认发货' }));
    await waitFor(() =>
      expect(callsTo(calls, API_PATHS.consoleOrderShip).map((c) => c.body)).toEqual([
        { orderId: 7, expressCompany: '顺丰速运', trackingNo: 'SF1234567890' },
      ]),
    );
    // The order is read again after the ship.
    await waitFor(() => expect(callsTo(calls, '/console/order/detail/7').length).toBeGreaterThan(1));
  });

  it('a teacher has no 订单 in the menu and is told so at its address', async () => {
    const { calls } = api([6]);
    renderConsole('/console/orders');
    expect(await screen.findByText('无权查看', {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('link', { name: '订单' })).toBeNull();
    expect(callsTo(calls, API_PATHS.consoleOrderPage)).toEqual([]);
  });
});
