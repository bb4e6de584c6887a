import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { API_PATHS, fillPath, type CartItem } from '@salt/domain';
import { useSiteStore } from '../../../lib/site-store';
import { apiGet, apiPost } from '../../../lib/api/client';
import { followPayment } from '../payment-channel';
import { DesktopCartPage } from './desktop-cart-page';
import { DesktopCheckoutPage } from './desktop-checkout-page';
import { claimableWelcomeCoupon, coupon, sku } from './checkout-test-fixtures';

/*
 * The desktop cart and checkout: desktop layouts (a table, two columns) over the same hooks as the phone pages,
 * so the same coupon, order and payment calls go out, and their links stay on the desktop pages.
 */

vi.mock('../../../lib/api/client', () => ({
  apiGet: vi.fn(),
  apiPost: vi.fn(),
  apiPut: vi.fn(),
  apiDelete: vi.fn(),
  withApiPrefix: (u: string) => `/api${u}`,
}));
vi.mock('../payment-channel', async (actual) => ({
  ...(await actual<typeof import('../payment-channel')>()),
  followPayment: vi.fn(() => Promise.resolve()),
}));

const promotion = {
  totalFen: 25900,
  coupons: [
    coupon({ couponUserId: 11, name: '新人专享立减30元', usable: true, reason: null, discountFen: 3000 }),
    coupon({ couponUserId: 12, name: '暑期满399减60', usable: true, reason: null, discountFen: 2000 }),
    coupon({ couponUserId: 13, name: '满399减80', usable: false, reason: '未达到优惠券使用门槛', discountFen: 0 }),
  ],
  bestCouponUserId: 11,
  couponFen: 3000,
  payFen: 22900,
};
const line = (over: Partial<CartItem>): CartItem => ({
  id: 1,
  skuId: 4,
  spuId: 2,
  quantity: 1,
  title: '初一数学秋季同步提高班',
  skuName: '基础班（周三晚）',
  coverUrl: null,
  subject: '2',
  priceFen: 25900,
  originalPriceFen: null,
  stock: 40,
  soldOut: false,
  offSale: false,
  available: true,
  level: null,
  className: null,
  needLogistics: false,
  isGroup: false,
  addedAt: '2026-11-01T00:00:00Z',
  ...over,
});

function renderAt(path: string, Component: () => React.ReactNode, url: string) {
  const router = createMemoryRouter(
    [
      { path, Component },
      { path: '*', Component: () => <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  vi.clearAllMocks();
  useSiteStore.setState({ token: { accessToken: 'a', refreshToken: 'r' }, showMobileTheme: false });
  vi.mocked(apiGet).mockImplementation(async (url: string) => {
    if (url === fillPath(API_PATHS.spuSkuById, { skuId: sku.id })) {
      return { sku, spu: { id: 2, title: '初一数学秋季同步提高班', coverUrl: null } };
    }
    if (url === API_PATHS.orderOwned) return [];
    if (url === API_PATHS.cartList) {
      return [line({}), line({ id: 2, skuId: 5, title: '初二物理秋季实验探究班', soldOut: true, available: false })];
    }
    throw new Error(`unexpected GET ${url}`);
  });
  vi.mocked(apiPost).mockImplementation(async (url: string) => {
    if (url === API_PATHS.promotionOrder) return promotion;
    if (url === API_PATHS.orderCreate) return { id: 77, status: '0', payFen: 23900 };
    if (url === API_PATHS.orderPay) return { orderId: 77, kind: 'redirect', url: '/dev-pay' };
    throw new Error(`unexpected POST ${url}`);
  });
});

describe('desktop cart', () => {
  it('lists the cart as a table; only buyable lines are selected and counted; 去结算 opens the desktop checkout', async () => {
    const router = renderAt('/pc-shop/cart', DesktopCartPage, '/pc-shop/cart');
    const table = await screen.findByRole('table', { name: '购物车' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['', '课程', '单价', '状态', '操作']);
    const full = within(table).getByTestId('cart-item-5');
    expect(within(full).getByText('已满班')).toBeInTheDocument();
    expect(within(full).getByRole('checkbox')).toBeDisabled();
    expect(within(table).getByTestId('cart-item-4').querySelector('a')).toHaveAttribute(
      'href',
      '/pc-shop/goods-detail/2',
    );
    await userEvent.click(screen.getByRole('button', { name: '去结算(1)' }));
    expect(router.state.location.pathname).toBe('/pc-shop/check-order');
    expect(router.state.location.search).toBe('?from=cart&skuIds=4');
  });
});

describe('desktop checkout', () => {
  it('shows the order beside its summary, with the suggested best coupon applied', async () => {
    renderAt('/pc-shop/check-order', DesktopCheckoutPage, '/pc-shop/check-order?skuId=4&spuId=2');
    expect(await screen.findByText('初一数学秋季同步提高班')).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: '订单金额' });
    await waitFor(() => expect(within(summary).getByTestId('checkout-coupon-value')).toHaveTextContent('-¥30.00'));
    expect(within(summary).getByTestId('checkout-pay')).toHaveTextContent('¥229.00');
    expect(within(summary).getByText('已选：新人专享立减30元')).toBeInTheDocument();
  });

  it('picks coupons in place: another, none; an unusable one is greyed with its reason', async () => {
    renderAt('/pc-shop/check-order', DesktopCheckoutPage, '/pc-shop/check-order?skuId=4');
    await waitFor(() => expect(screen.getByTestId('checkout-coupon-value')).toBeInTheDocument());
    const unusable = screen.getByTestId('coupon-option-13');
    expect(unusable).toBeDisabled();
    expect(within(unusable).getByText('未达到优惠券使用门槛')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('coupon-option-12'));
    expect(screen.getByTestId('checkout-coupon-value')).toHaveTextContent('-¥20.00');
    expect(screen.getByTestId('checkout-pay')).toHaveTextContent('¥239.00');
    await userEvent.click(screen.getByRole('button', { name: '不使用优惠券' }));
    expect(screen.queryByTestId('checkout-coupon-value')).toBeNull();
    expect(screen.getByTestId('checkout-pay')).toHaveTextContent('¥259.00');
  });

  it('submits through the shared checkout: the order with the chosen coupon, then payment', async () => {
    renderAt('/pc-shop/check-order', DesktopCheckoutPage, '/pc-shop/check-order?skuId=4');
    await userEvent.click(await screen.findByTestId('coupon-option-12'));
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(followPayment).toHaveBeenCalled());
    const create = vi.mocked(apiPost).mock.calls.find(([url]) => url === API_PATHS.orderCreate)!;
    expect(create[1]).toMatchObject({ items: [{ skuId: 4, quantity: 1 }], couponUserId: 12 });
  });

  it('a class the pupil already has: no order form, the reason and the way to the class', async () => {
    vi.mocked(apiGet).mockImplementation(async (url: string) => {
      if (url === fillPath(API_PATHS.spuSkuById, { skuId: sku.id })) {
        return { sku, spu: { id: 2, title: '初一数学秋季同步提高班', coverUrl: null } };
      }
      if (url === API_PATHS.orderOwned) return [{ skuId: 4, orderId: 9, paid: true, offeringId: 12 }];
      throw new Error(`unexpected GET ${url}`);
    });
    renderAt('/pc-shop/check-order', DesktopCheckoutPage, '/pc-shop/check-order?skuId=4');
    const owned = await screen.findByTestId('checkout-owned');
    expect(owned).toHaveTextContent('您已报名该班级，无需重复购买');
    expect(within(owned).getByRole('link')).toHaveAttribute('href', '/center/course-detail/12');
    expect(screen.queryByRole('button', { name: '提交订单' })).toBeNull();
    expect(vi.mocked(apiGet).mock.calls.find(([url]) => url === API_PATHS.orderOwned)?.[1]).toMatchObject({
      params: { skuIds: '4' },
    });
  });

  it('offers the coupon a new pupil can claim for this order; one tap claims and applies it', async () => {
    const claimable = claimableWelcomeCoupon;
    let claimed = false;
    const held = { ...promotion.coupons[0]!, couponUserId: 41, templateId: 31 };
    vi.mocked(apiPost).mockImplementation(async (url: string) => {
      if (url === API_PATHS.promotionOrder)
        return claimed
          ? { ...promotion, coupons: [held], bestCouponUserId: 41, claimable: [], bestClaimTemplateId: null }
          : {
              ...promotion,
              coupons: [],
              bestCouponUserId: null,
              couponFen: 0,
              payFen: 25900,
              claimable: [claimable],
              bestClaimTemplateId: 31,
            };
      if (url === API_PATHS.couponReceive) {
        claimed = true;
        return { couponUserId: 41, templateId: 31, name: '新人专享立减30元', status: 'unused' };
      }
      throw new Error(`unexpected POST ${url}`);
    });
    renderAt('/pc-shop/check-order', DesktopCheckoutPage, '/pc-shop/check-order?skuId=4');
    const banner = await screen.findByTestId('checkout-claim');
    expect(banner).toHaveTextContent('领取「新人专享立减30元」本单立减 ¥30.00');
    expect(screen.getByTestId('coupon-claim-31')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-pay')).toHaveTextContent('¥259.00');
    await userEvent.click(within(banner).getByRole('button', { name: '一键领取' }));
    await waitFor(() => expect(screen.getByTestId('checkout-coupon-value')).toHaveTextContent('-¥30.00'));
    expect(screen.getByTestId('checkout-pay')).toHaveTextContent('¥229.00');
    expect(screen.queryByTestId('checkout-claim')).toBeNull();
    expect(vi.mocked(apiPost).mock.calls.find(([url]) => url === API_PATHS.couponReceive)?.[1]).toEqual({
      templateId: 31,
    });
  });

  it('a free order goes straight to the desktop order list', async () => {
    vi.mocked(apiPost).mockImplementation(async (url: string) => {
      if (url === API_PATHS.promotionOrder) return { ...promotion, coupons: [], bestCouponUserId: null };
      if (url === API_PATHS.orderCreate) return { id: 78, status: '1', payFen: 0 };
      throw new Error(`unexpected POST ${url}`);
    });
    const router = renderAt('/pc-shop/check-order', DesktopCheckoutPage, '/pc-shop/check-order?skuId=4');
    await userEvent.click(await screen.findByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pc-shop/orders'));
    expect(router.state.location.search).toBe('?orderId=78');
  });
});
