// Bottom sheets animate in; jsdom has no animation frames, so pointer checks would see them as still hidden.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { API_PATHS, fillPath } from '@salt/domain';
import { useSiteStore } from '../../../lib/site-store';
import { apiGet, apiPost } from '../../../lib/api/client';
import { followPayment } from '../payment-channel';
import { CheckoutPage } from './checkout-page';
import { claimableWelcomeCoupon, coupon, sku } from './checkout-test-fixtures';

// antd-mobile's sheets capture the pointer for swipe-to-close; jsdom lacks the capture methods.
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;

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
    coupon({
      couponUserId: 13,
      name: '满399减80',
      thresholdFen: 39900,
      amountFen: 8000,
      usable: false,
      reason: '未达到优惠券使用门槛',
      discountFen: 0,
    }),
  ],
  bestCouponUserId: 11,
  couponFen: 3000,
  payFen: 22900,
};

function renderCheckout(url = '/m-shop/checkOrder?skuId=4&spuId=2') {
  const router = createMemoryRouter([{ path: '/m-shop/checkOrder', Component: CheckoutPage }], {
    initialEntries: [url],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('checkout', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    useSiteStore.setState({ token: { accessToken: 'a', refreshToken: 'r' } });
    vi.mocked(apiGet).mockImplementation(async (url: string) => {
      if (url === fillPath(API_PATHS.spuSkuById, { skuId: sku.id })) {
        return { sku, spu: { id: 2, title: '初一数学秋季同步提高班', coverUrl: null } };
      }
      if (url === API_PATHS.orderOwned) return [];
      throw new Error(`unexpected GET ${url}`);
    });
    vi.mocked(apiPost).mockImplementation(async (url: string) => {
      if (url === API_PATHS.promotionOrder) return promotion;
      if (url === API_PATHS.orderCreate) return { id: 77, status: '0', payFen: 23900 };
      if (url === API_PATHS.orderPay) return { orderId: 77, kind: 'redirect', url: '/dev-pay' };
      throw new Error(`unexpected POST ${url}`);
    });
  });

  it('applies the suggested best coupon and shows the price breakdown', async () => {
    renderCheckout();
    expect(await screen.findByText('初一数学秋季同步提高班')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('checkout-coupon-value')).toHaveTextContent('-¥30.00'));
    expect(screen.getByText('商品金额').nextSibling).toHaveTextContent('¥259.00');
    expect(screen.getByTestId('checkout-pay')).toHaveTextContent('¥229.00');
    expect(screen.getByText('已选：新人专享立减30元')).toBeInTheDocument();
  });

  it('lets the buyer pick another coupon, shows unusable ones greyed with the reason, or none', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderCheckout();
    await waitFor(() => expect(screen.getByTestId('checkout-coupon-value')).toBeInTheDocument());
    await user.click(screen.getByTestId('checkout-coupon'));
    const picker = await screen.findByTestId('coupon-picker');
    const unusable = within(picker).getByTestId('coupon-option-13');
    expect(unusable).toHaveClass('is-off');
    expect(within(unusable).getByText('未达到优惠券使用门槛')).toBeInTheDocument();
    // A greyed coupon cannot be chosen.
    await user.click(unusable);
    expect(screen.getByTestId('checkout-pay')).toHaveTextContent('¥229.00');

    await user.click(within(picker).getByTestId('coupon-option-12'));
    await waitFor(() => expect(screen.getByTestId('checkout-coupon-value')).toHaveTextContent('-¥20.00'));
    expect(screen.getByTestId('checkout-pay')).toHaveTextContent('¥239.00');

    await user.click(screen.getByTestId('checkout-coupon'));
    await user.click(await screen.findByRole('button', { name: '不使用优惠券' }));
    await waitFor(() => expect(screen.queryByTestId('checkout-coupon-value')).toBeNull());
    expect(screen.getByTestId('checkout-pay')).toHaveTextContent('¥259.00');
  });

  it('creates the order with the chosen coupon and one idempotency key, then pays', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderCheckout();
    await user.click(await screen.findByTestId('checkout-coupon'));
    await user.click(within(await screen.findByTestId('coupon-picker')).getByTestId('coupon-option-12'));
    await user.click(screen.getByRole('button', { name: '提交订单' }));

    await waitFor(() => expect(followPayment).toHaveBeenCalled());
    const create = vi.mocked(apiPost).mock.calls.find(([url]) => url === API_PATHS.orderCreate)!;
    expect(create[1]).toMatchObject({ items: [{ skuId: 4, quantity: 1 }], couponUserId: 12 });
    const key = (create[2]?.headers as Record<string, string>)['Idempotency-Key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    const pay = vi.mocked(apiPost).mock.calls.find(([url]) => url === API_PATHS.orderPay)!;
    expect(pay[1]).toMatchObject({ orderId: 77, channel: 'dev' });
    expect(followPayment).toHaveBeenCalledWith(expect.objectContaining({ kind: 'redirect', url: '/dev-pay' }));
  });

  it('a new pupil: 暂无优惠券 is gone, the coupon to claim is offered and one tap claims and applies it', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const welcome = claimableWelcomeCoupon;
    let claimed = false;
    vi.mocked(apiPost).mockImplementation(async (url: string) => {
      if (url === API_PATHS.promotionOrder)
        return claimed
          ? { ...promotion, coupons: [promotion.coupons[0]], claimable: [], bestClaimTemplateId: null }
          : {
              ...promotion,
              coupons: [],
              bestCouponUserId: null,
              couponFen: 0,
              payFen: 25900,
              claimable: [welcome],
              bestClaimTemplateId: 31,
            };
      if (url === API_PATHS.couponReceive) {
        claimed = true;
        return { couponUserId: 11, templateId: 31, name: '新人专享立减30元', status: 'unused' };
      }
      throw new Error(`unexpected POST ${url}`);
    });
    renderCheckout();
    const claim = await screen.findByTestId('checkout-claim');
    expect(screen.queryByText('暂无优惠券')).toBeNull();
    expect(screen.getByTestId('checkout-coupon')).toHaveTextContent('有券可领');
    // The picker lists it too, under 可领取.
    await user.click(screen.getByTestId('checkout-coupon'));
    expect(within(await screen.findByTestId('coupon-picker')).getByTestId('coupon-claim-31')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '关闭' }));
    await user.click(within(claim).getByRole('button', { name: '一键领取' }));
    await waitFor(() => expect(screen.getByTestId('checkout-coupon-value')).toHaveTextContent('-¥30.00'));
    expect(screen.getByTestId('checkout-pay')).toHaveTextContent('¥229.00');
    expect(screen.queryByTestId('checkout-claim')).toBeNull();
  });

  it('a class the pupil already has: the reason and 进入班级, never the order form', async () => {
    vi.mocked(apiGet).mockImplementation(async (url: string) => {
      if (url === fillPath(API_PATHS.spuSkuById, { skuId: sku.id })) {
        return { sku, spu: { id: 2, title: '初一数学秋季同步提高班', coverUrl: null } };
      }
      if (url === API_PATHS.orderOwned) return [{ skuId: 4, orderId: 9, paid: true, offeringId: 12 }];
      throw new Error(`unexpected GET ${url}`);
    });
    renderCheckout();
    const owned = await screen.findByTestId('checkout-owned');
    expect(owned).toHaveTextContent('您已报名该班级，无需重复购买');
    expect(within(owned).getByRole('button', { name: '进入班级' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交订单' })).toBeNull();
  });

  it('asks for login instead of loading anything without a token', async () => {
    useSiteStore.setState({ token: null });
    renderCheckout();
    expect(await screen.findByText('请先登录')).toBeInTheDocument();
    expect(apiGet).not.toHaveBeenCalled();
  });
});
