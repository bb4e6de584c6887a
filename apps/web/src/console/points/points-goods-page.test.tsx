import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, type ConsoleCouponRow } from '@salt/domain';
import { fakeApi, ok, renderConsole, userInfo, type FakeCall } from '../test-kit';
import type { ConsolePointsGoods } from '../providers/points-goods-provider';

const NOTEBOOK: ConsolePointsGoods = {
  id: 3,
  kind: 'physical',
  title: '盐课堂定制笔记本',
  subtitle: 'A5 · 80页',
  coverUrl: null,
  category: '文具',
  pointsCost: 1200,
  stock: 0,
  exchanged: 58,
  hot: true,
  description: '',
  coupon: null,
  onShelf: true,
  couponTemplateId: null,
  sort: 0,
  version: 2,
};
const COUPON_GOODS: ConsolePointsGoods = {
  ...NOTEBOOK,
  id: 4,
  kind: 'coupon',
  title: '30元课程券',
  subtitle: '',
  category: '优惠券',
  pointsCost: 3000,
  stock: 100,
  exchanged: 2,
  hot: false,
  coupon: { name: '春季满100减30', amountFen: 3000, thresholdFen: 10000 },
  onShelf: false,
  couponTemplateId: 5,
};
const TEMPLATE = {
  id: 6,
  name: '新人立减20',
  amountFen: 2000,
  thresholdFen: 0,
  state: 'ongoing',
} as ConsoleCouponRow;

function api(saveFails = false) {
  return fakeApi((call: FakeCall) => {
    if (call.url.endsWith(API_PATHS.userInfo)) return ok(userInfo([1], '王主管'));
    if (call.url.endsWith(API_PATHS.consolePointsGoodsPage))
      return ok({ records: [NOTEBOOK, COUPON_GOODS], total: 2, current: 1, size: 20 });
    if (call.url.endsWith(API_PATHS.consoleCouponPage))
      return ok({ records: [TEMPLATE], total: 1, current: 1, size: 30 });
    if (call.url.endsWith(API_PATHS.examMarkingPage)) return ok({ records: [], total: 0, current: 1, size: 10 });
    if (saveFails) return [400, { code: 1, msg: '所选优惠券已结束', data: null, errorCode: 'POINTS_COUPON_ENDED' }];
    if (call.method === 'POST' && call.url.endsWith(API_PATHS.consolePointsGoods)) return ok({ ...NOTEBOOK, id: 9 });
    if (call.method === 'PUT' && call.url.endsWith('/console/points/goods/4')) return ok(COUPON_GOODS);
    if (call.method === 'PUT' && call.url.endsWith('/console/points/goods/3')) return ok(NOTEBOOK);
    return [404, { code: 1, msg: '不存在', data: null }];
  });
}
const callsTo = (calls: FakeCall[], path: string, method: string) =>
  calls.filter((c) => c.url.endsWith(path) && c.method === method);
/** A table's button by its text: role queries inside antd's table take seconds each in jsdom. */
const buttonIn = (scope: HTMLElement, text: string) => within(scope).getByText(text).closest('button')!;

afterEach(() => vi.restoreAllMocks());

describe('盐值 · 盐值商品', { timeout: 60_000 }, () => {
  it('lists goods with kind, 盐值, stock and shelf; the category filter is kept in the URL; the menu has 盐值', async () => {
    const { calls } = api();
    renderConsole('/console/points-goods?category=文具');
    const row = (await screen.findByText(NOTEBOOK.title, {}, { timeout: 15_000 })).closest('tr')!;
    expect(within(row).getByText('实物')).toBeInTheDocument();
    expect(within(row).getByText('1,200')).toBeInTheDocument();
    expect(within(row).getByText('热门')).toBeInTheDocument();
    expect(within(row).getByText('暂无图片')).toBeInTheDocument();
    const coupon = screen.getByText(COUPON_GOODS.title).closest('tr')!;
    expect(within(coupon).getByText('优惠券', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(within(coupon).getByRole('switch')).not.toBeChecked();
    expect(screen.getByText('共 2 件')).toBeInTheDocument();
    expect(callsTo(calls, API_PATHS.consolePointsGoodsPage, 'GET')[0]!.params).toEqual({
      category: '文具',
      current: 1,
      size: 20,
    });
    await userEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const menu = await screen.findByRole('menu', {}, { timeout: 5000 });
    expect(within(menu).getByText('盐值')).toBeInTheDocument();
    for (const [label, href] of [
      ['盐值商品', '/console/points-goods'],
      ['兑换订单', '/console/points-exchanges'],
      ['盐值规则', '/console/points-rules'],
      ['盐值调整', '/console/points-adjust'],
    ])
      expect(within(menu).getByRole('link', { name: label })).toHaveAttribute('href', href);
  });

  it('新增商品: a coupon item picks its coupon template; the body is the contract’s', async () => {
    const { calls } = api();
    renderConsole('/console/points-goods');
    await screen.findByText(NOTEBOOK.title, {}, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('button', { name: '新增商品' }));
    const drawer = (await screen.findByText('新增商品', { selector: '.ant-drawer-title' }, { timeout: 5000 })).closest(
      '.ant-drawer',
    )!;
    const scope = within(drawer as HTMLElement);
    // No coupon select for a physical item.
    expect(scope.queryByLabelText('关联优惠券')).toBeNull();
    await userEvent.click(scope.getByText('优惠券', { selector: '.ant-radio-button-wrapper *' }));
    fireEvent.change(scope.getByLabelText('商品名称'), { target: { value: ' 20元新人券 ' } });
    fireEvent.change(scope.getByLabelText('分类'), { target: { value: '优惠券' } });
    fireEvent.change(scope.getByLabelText('所需盐值'), { target: { value: '2000' } });
    fireEvent.change(scope.getByLabelText('库存'), { target: { value: '50' } });
    // Saving without the coupon is refused before sending.
    fireEvent.click(buttonIn(drawer as HTMLElement, '保存'));
    expect(await scope.findByText('请选择关联优惠券', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(scope.getByLabelText('关联优惠券'));
    await userEvent.click(
      await screen.findByText(
        '新人立减20（立减20.00）',
        { selector: '.ant-select-item-option-content' },
        { timeout: 5000 },
      ),
    );
    fireEvent.click(buttonIn(drawer as HTMLElement, '保存'));
    await waitFor(() => expect(callsTo(calls, API_PATHS.consolePointsGoods, 'POST')).toHaveLength(1));
    expect(callsTo(calls, API_PATHS.consolePointsGoods, 'POST')[0]!.body).toEqual({
      kind: 'coupon',
      title: '20元新人券',
      subtitle: '',
      coverUrl: null,
      category: '优惠券',
      pointsCost: 2000,
      stock: 50,
      hot: false,
      onShelf: true,
      description: '',
      couponTemplateId: 6,
    });
    expect(await screen.findByText('商品已添加', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('编辑 sends the whole form by PUT; the 上架 switch sends it with onShelf changed', async () => {
    const { calls } = api();
    renderConsole('/console/points-goods');
    const row = (await screen.findByText(COUPON_GOODS.title, {}, { timeout: 15_000 })).closest('tr')!;
    fireEvent.click(within(row).getByRole('switch'));
    await waitFor(() => expect(callsTo(calls, '/console/points/goods/4', 'PUT')).toHaveLength(1));
    expect(callsTo(calls, '/console/points/goods/4', 'PUT')[0]!.body).toMatchObject({
      kind: 'coupon',
      onShelf: true,
      couponTemplateId: 5,
      pointsCost: 3000,
      version: 2,
    });

    fireEvent.click(buttonIn(screen.getByText(NOTEBOOK.title).closest('tr')!, '编辑'));
    const drawer = (await screen.findByText('编辑商品', { selector: '.ant-drawer-title' }, { timeout: 5000 })).closest(
      '.ant-drawer',
    )!;
    const cost = within(drawer as HTMLElement).getByLabelText('所需盐值');
    await waitFor(() => expect(cost).toHaveValue('1200'));
    fireEvent.change(cost, { target: { value: '1500' } });
    fireEvent.click(buttonIn(drawer as HTMLElement, '保存'));
    await waitFor(() => expect(callsTo(calls, '/console/points/goods/3', 'PUT')).toHaveLength(1));
    expect(callsTo(calls, '/console/points/goods/3', 'PUT')[0]!.body).toEqual({
      kind: 'physical',
      title: NOTEBOOK.title,
      subtitle: NOTEBOOK.subtitle,
      coverUrl: null,
      category: '文具',
      pointsCost: 1500,
      stock: 0,
      hot: true,
      onShelf: true,
      description: '',
      couponTemplateId: null,
      version: 2,
    });
  });

  it('the server’s message is shown when a save is refused', async () => {
    api(true);
    renderConsole('/console/points-goods');
    const row = (await screen.findByText(NOTEBOOK.title, {}, { timeout: 15_000 })).closest('tr')!;
    fireEvent.click(within(row).getByRole('switch'));
    expect(await screen.findByText('所选优惠券已结束', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
