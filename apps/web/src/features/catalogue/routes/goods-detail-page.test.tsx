import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@salt/domain';
import { clearSession, saveTokens, useSiteStore } from '../../../lib/site-store';
import { detail, fakeApi, ok, renderRoutes, seedDictionaries, sku, type FakeCall } from '../test-kit';
import { GoodsDetailPage } from './goods-detail-page';

const FULL = sku({ id: 1, name: '培优班', stock: 0, soldOut: true, priceFen: 39900 });
const BASIC = sku({ id: 4, name: '基础班（周三晚）', stock: 5 });
const GROUP = sku({
  id: 3,
  name: '提高班 · 拼团',
  priceFen: 29900,
  originalPriceFen: 39900,
  stock: 60,
  isGroup: true,
  groupMemberNum: 3,
  groupPriceFen: 19900,
  groupHoursValid: 24,
});

function shop(skus = [FULL, BASIC, GROUP], owned: unknown[] = []) {
  return fakeApi((c: FakeCall) => {
    if (c.url.endsWith(API_PATHS.spuSkus)) return ok(skus);
    if (c.url.endsWith(API_PATHS.orderOwned)) return ok(owned);
    if (c.url.endsWith('/shop/spu/public/detail/2')) return ok(detail());
    if (c.url.endsWith('/shop/spu/public/detail/99')) return [404, { code: 1, msg: '商品不存在', data: null }];
    if (c.url.endsWith(API_PATHS.cartAdd)) return ok({ id: 1, created: true, count: 3 });
    return ok(null);
  });
}

function renderDetail(id = 2) {
  return renderRoutes(
    [
      { path: '/pc-shop/goods-detail/:id', Component: GoodsDetailPage },
      { path: '/pc-shop/check-order', Component: () => <p>确认订单页</p> },
    ],
    `/pc-shop/goods-detail/${id}`,
  );
}

const option = (name: string) => screen.getByRole('radio', { name: new RegExp(name) });

describe('desktop goods detail: class choice and buying', () => {
  beforeEach(() => {
    localStorage.clear();
    clearSession();
    useSiteStore.setState({ showLoginDialog: false });
    seedDictionaries();
  });

  it('starts on the first class with seats; full classes are shown but cannot be chosen', async () => {
    shop();
    renderDetail();
    await screen.findByRole('heading', { name: '初一数学秋季同步提高班' });
    await waitFor(() => expect(option('基础班')).toHaveAttribute('aria-checked', 'true'));
    expect(option('培优班')).toBeDisabled();
    expect(within(option('培优班')).getByText('已满员')).toBeInTheDocument();
    expect(within(option('基础班')).getByText('仅剩5个名额')).toBeInTheDocument();
    await userEvent.click(option('培优班'));
    expect(option('基础班')).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByRole('button', { name: /发起拼团/ })).toBeNull();
  });

  it('a group class shows the group price and 发起拼团, which opens checkout with group=start', async () => {
    shop();
    const router = renderDetail();
    await waitFor(() => expect(option('基础班')).toHaveAttribute('aria-checked', 'true'));
    await userEvent.click(option('提高班'));
    expect(option('提高班')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('¥199.00')).toBeInTheDocument();
    expect(screen.getByText(/3人成团/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /发起拼团/ }));
    expect(router.state.location.pathname).toBe('/pc-shop/check-order');
    expect(router.state.location.search).toBe('?skuId=3&group=start');
  });

  it('立即购买 goes to checkout with the chosen class', async () => {
    shop();
    const router = renderDetail();
    await waitFor(() => expect(option('基础班')).toHaveAttribute('aria-checked', 'true'));
    await userEvent.click(screen.getByRole('button', { name: '立即购买' }));
    expect(router.state.location.search).toBe('?skuId=4');
  });

  it('加入购物车 asks a logged-out visitor to log in and sends nothing', async () => {
    const { calls } = shop();
    renderDetail();
    await waitFor(() => expect(option('基础班')).toHaveAttribute('aria-checked', 'true'));
    await userEvent.click(screen.getByRole('button', { name: /加入购物车/ }));
    expect(useSiteStore.getState().showLoginDialog).toBe(true);
    expect(calls.some((c) => c.url.endsWith(API_PATHS.cartAdd))).toBe(false);
  });

  it('加入购物车 puts the chosen class in the cart when logged in', async () => {
    saveTokens({ accessToken: 'a', refreshToken: 'r' });
    const { calls, feedback } = shop();
    renderDetail();
    await waitFor(() => expect(option('基础班')).toHaveAttribute('aria-checked', 'true'));
    await userEvent.click(screen.getByRole('button', { name: /加入购物车/ }));
    await waitFor(() => expect(feedback.info).toHaveBeenCalledWith('已加入购物车', 'success'));
    const put = calls.find((c) => c.url.endsWith(API_PATHS.cartAdd));
    expect(put).toMatchObject({ method: 'PUT', body: { skuId: 4 } });
  });

  it('says 已满员 and offers no purchase when every class is full', async () => {
    shop([FULL]);
    renderDetail();
    expect(await screen.findByRole('button', { name: '已满员' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '立即购买' })).toBeNull();
  });

  it('a class the pupil has says 已报名, is not preselected, and leads to the class instead of checkout', async () => {
    saveTokens({ accessToken: 'a', refreshToken: 'r' });
    const cheap = sku({ id: 5, name: '冲刺班', priceFen: 19900 });
    const { calls } = shop([FULL, BASIC, GROUP, cheap], [{ skuId: 5, orderId: 9, paid: true, offeringId: 12 }]);
    renderDetail();
    // The cheapest class is the one they have: the next cheapest is suggested.
    await waitFor(() => expect(within(option('冲刺班')).getByText('已报名')).toBeInTheDocument());
    await waitFor(() => expect(option('基础班')).toHaveAttribute('aria-checked', 'true'));
    expect(calls.find((c) => c.url.endsWith(API_PATHS.orderOwned))?.params).toEqual({ spuId: '2' });
    await userEvent.click(option('冲刺班'));
    const notice = await screen.findByTestId('owned-notice');
    expect(notice).toHaveTextContent('您已报名该班级，无需重复购买');
    expect(within(notice).getByRole('link')).toHaveAttribute('href', '/center/course-detail/12');
    expect(screen.queryByRole('button', { name: '立即购买' })).toBeNull();
    expect(screen.queryByRole('button', { name: /加入购物车/ })).toBeNull();
  });

  it('a visitor is not asked what they own: the sku list alone, nothing needing a login', async () => {
    const { calls } = shop([FULL, BASIC, GROUP]);
    renderDetail();
    await waitFor(() => expect(option('基础班')).toHaveAttribute('aria-checked', 'true'));
    expect(calls.some((c) => c.url.endsWith(API_PATHS.orderOwned))).toBe(false);
    expect(useSiteStore.getState().showLoginDialog).toBe(false);
  });

  it("shows the server's 商品不存在 for a missing goods", async () => {
    shop();
    renderDetail(99);
    expect(await screen.findByText('商品不存在')).toBeInTheDocument();
  });
});
