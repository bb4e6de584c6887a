import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, type ConsoleCouponDetail, type ConsoleRedeemBatch } from '@salt/domain';
import { fakeApi, ok, renderConsole, userInfo, type FakeCall } from '../test-kit';

const COUPON: ConsoleCouponDetail = {
  id: 5,
  name: '春季满100减30',
  amountFen: 3000,
  thresholdFen: 10000,
  perUserLimit: 1,
  totalQuantity: 200,
  receivedCount: 12,
  usedCount: 3,
  lockedCount: 1,
  claimable: true,
  redeemCode: null,
  skuIds: [31],
  validFrom: '2026-11-01T00:00:00.000Z',
  validTo: '2026-12-01T00:00:00.000Z',
  state: 'ongoing',
  version: 2,
  outstandingCodes: 0,
  skus: [{ id: 31, label: '初二数学秋季班 · 提高班' }],
};
const BATCH: ConsoleRedeemBatch = {
  id: 9,
  templateId: 5,
  count: 50,
  redeemed: 4,
  note: '线下活动',
  createdBy: '王主管',
  createdAt: '2026-11-20T02:00:00.000Z',
};

function api() {
  return fakeApi((call: FakeCall) => {
    if (call.url.endsWith(API_PATHS.userInfo)) return ok(userInfo([1], '王主管'));
    if (call.url.endsWith(API_PATHS.consoleCouponPage))
      return ok({ records: [COUPON], total: 21, current: 1, size: 20 });
    if (call.url.endsWith('/console/coupon/5/batches') && call.method === 'POST')
      return ok({ ...BATCH, id: 10, count: 20 });
    if (call.url.endsWith('/console/coupon/5/batches')) return ok([BATCH]);
    if (call.url.endsWith('/console/coupon/5') && call.method === 'GET') return ok(COUPON);
    if (call.url.endsWith('/console/coupon/5') && call.method === 'PUT')
      return [400, { code: 1, msg: '所选班级不存在', data: { field: 'skuIds' }, errorCode: 'COUPON_SKU_UNKNOWN' }];
    if (call.url.endsWith(API_PATHS.consoleCouponCreate) && call.method === 'POST')
      return [400, { code: 1, msg: '所选班级不存在', data: { field: 'skuIds' }, errorCode: 'COUPON_SKU_UNKNOWN' }];
    if (call.url.endsWith('/console/coupon/batch/9/export'))
      return new Blob(['\uFEFF兑换码\r\n'], { type: 'text/csv' });
    if (call.url.endsWith(API_PATHS.consoleClassPage))
      return ok({
        records: [{ skuId: 32, courseTitle: '初二数学秋季班', className: '培优班' }],
        total: 1,
        current: 1,
        size: 30,
      });
    if (call.url.endsWith(API_PATHS.examMarkingPage)) return ok({ records: [], total: 0, current: 1, size: 10 });
    return [404, { code: 1, msg: '不存在', data: null }];
  });
}

const callsTo = (calls: FakeCall[], path: string) => calls.filter((c) => c.url.endsWith(path));

afterEach(() => vi.restoreAllMocks());

describe('营销 · 优惠券', { timeout: 60_000 }, () => {
  it('lists coupons with the URL filters and narrows by name (kept in the URL)', async () => {
    const { calls } = api();
    renderConsole('/console/coupons?state=ongoing&claimable=maybe');
    const row = (await screen.findByText(COUPON.name, {}, { timeout: 8000 })).closest('tr')!;
    expect(within(row).getByText('满100.00减30.00')).toBeInTheDocument();
    expect(within(row).getByText('12/200')).toBeInTheDocument();
    expect(within(row).getByText('进行中')).toBeInTheDocument();
    expect(screen.getByText('共 21 张')).toBeInTheDocument();
    // A wrong value in the URL is no filter.
    expect(callsTo(calls, API_PATHS.consoleCouponPage)[0]!.params).toEqual({ state: 'ongoing', current: 1, size: 20 });
    await userEvent.type(screen.getByRole('searchbox', { name: '名称' }), '春季{Enter}');
    await waitFor(() =>
      expect(callsTo(calls, API_PATHS.consoleCouponPage).at(-1)!.params).toMatchObject({
        name: '春季',
        state: 'ongoing',
      }),
    );
    expect(screen.getByTestId('location').textContent).toContain('name=');
    // The menu's 营销 group holds 优惠券.
    await userEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('营销')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: '优惠券' })).toHaveAttribute('href', '/console/coupons');
  });

  it('a teacher has no 营销 in the menu and is told so at its address', async () => {
    const { calls } = fakeApi((call: FakeCall) => {
      if (call.url.endsWith(API_PATHS.userInfo)) return ok(userInfo([6], '李老师'));
      if (call.url.endsWith(API_PATHS.consoleClassPage))
        return ok({
          records: [{ skuId: 32, courseTitle: '初二数学秋季班', className: '培优班' }],
          total: 1,
          current: 1,
          size: 30,
        });
      if (call.url.endsWith(API_PATHS.examMarkingPage)) return ok({ records: [], total: 0, current: 1, size: 10 });
      return [404, { code: 1, msg: '不存在', data: null }];
    });
    renderConsole('/console/coupons');
    expect(await screen.findByText('无权查看', {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByText('营销')).toBeNull();
    expect(callsTo(calls, API_PATHS.consoleCouponPage)).toEqual([]);
  });

  it('the form checks fields in Chinese before sending', async () => {
    const { calls } = api();
    renderConsole('/console/coupons');
    await screen.findByText(COUPON.name, {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('button', { name: '新建优惠券' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    // 名称 and 有效期 are empty; 优惠金额 is not above 0.
    expect(await within(dialog).findAllByText('必填项')).toHaveLength(2);
    expect(within(dialog).getByText('优惠金额须大于0')).toBeInTheDocument();
    expect(callsTo(calls, API_PATHS.consoleCouponCreate).filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('an edit sends fen and its version; the server’s field error shows under that field', async () => {
    const { calls } = api();
    renderConsole('/console/coupons/5');
    expect(await screen.findByText(`优惠券 ${COUPON.name}`, {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText('优惠金额（元）');
    await waitFor(() => expect(amount).toHaveValue('30.00'));
    await userEvent.clear(amount);
    await userEvent.type(amount, '12.34');
    // The template's class shows by name; another is found by name and added.
    expect(within(dialog).getByText('初二数学秋季班 · 提高班')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('适用班级（不选则全部班级可用）'), '培优');
    await userEvent.click(
      await screen.findByText('初二数学秋季班 · 培优班', { selector: '.ant-select-item-option-content' }),
    );
    await waitFor(() =>
      expect(calls.some((c) => c.url.endsWith(API_PATHS.consoleClassPage) && c.params.keyword === '培优')).toBe(true),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('所选班级不存在')).toBeInTheDocument();
    const put = callsTo(calls, '/console/coupon/5').filter((c) => c.method === 'PUT');
    expect(put).toHaveLength(1);
    expect(put[0]!.body).toMatchObject({ amountFen: 1234, thresholdFen: 10000, skuIds: [31, 32], version: 2 });
  });

  it('the detail lists batches; 生成兑换码 checks the count and sends it; 导出 downloads with the token', async () => {
    const { calls } = api();
    renderConsole('/console/coupons/5');
    expect(await screen.findByText(`优惠券 ${COUPON.name}`, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByText('线下活动')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '生成兑换码' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '生成' }));
    expect(await within(dialog).findByText('生成数量须在1到10000之间')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('数量'), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: '生成' }));
    await waitFor(() =>
      expect(
        callsTo(calls, '/console/coupon/5/batches')
          .filter((c) => c.method === 'POST')
          .map((c) => c.body),
      ).toEqual([{ count: 20, note: '' }]),
    );

    const created = vi.fn(() => 'blob:codes');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: '导出 CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const exported = callsTo(calls, '/console/coupon/batch/9/export');
    expect(exported).toHaveLength(1);
    expect(exported[0]!.authorization).toBe('Bearer access');
    expect(created).toHaveBeenCalledWith(expect.any(Blob));
  });
});
