import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { API_PATHS, type OrderView } from '@salt/domain';
import { apiPost, apiPut } from '../../../lib/api/client';
import { followPayment } from '../payment-channel';
import { OrderCard } from './order-card';

// antd-mobile's dialogs and sheets use pointer capture for gestures; jsdom lacks the capture methods.
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

const NO_ACTIONS = { cancel: false, continuePay: false, confirmReceipt: false, shareGroup: false };

function order(over: Partial<OrderView>): OrderView {
  return {
    id: 5,
    orderNo: 'NO5',
    kind: 'purchase',
    status: '0',
    payType: null,
    closeReason: null,
    deliveryStatus: 'none',
    needLogistics: false,
    totalFen: 19900,
    couponFen: 0,
    promotionFen: 0,
    payFen: 19900,
    remark: null,
    payDeadline: new Date(Date.now() + 29 * 60_000).toISOString(),
    paidAt: null,
    closedAt: null,
    createdAt: new Date().toISOString(),
    items: [
      {
        id: 1,
        skuId: 3,
        spuId: 2,
        title: '初一数学秋季同步提高班',
        skuName: '提高班 · 拼团',
        coverUrl: null,
        priceFen: 19900,
        quantity: 1,
        needLogistics: false,
        shipped: false,
      },
    ],
    address: null,
    orderGroupVO: null,
    display: {
      key: 'pendingPayment',
      text: '待付款',
      missing: null,
      groupTip: null,
      actions: { ...NO_ACTIONS, cancel: true, continuePay: true },
    },
    ...over,
  };
}

function renderCard(o: OrderView) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OrderCard order={o} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('order card', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows the server display text and only the actions the server allows', () => {
    renderCard(
      order({
        status: '3',
        display: { key: 'completed', text: '已完成', missing: null, groupTip: null, actions: NO_ACTIONS },
      }),
    );
    expect(screen.getByTestId('order-status')).toHaveTextContent('已完成');
    // A paid class order offers only 申请退费 (the refund pages say what each class returns).
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['申请退费']);
    expect(screen.queryByTestId('pay-countdown')).toBeNull();
  });

  it('counts down the payment deadline of an unpaid order', () => {
    renderCard(order({}));
    expect(screen.getByTestId('pay-countdown')).toHaveTextContent(/剩余支付时间 (29:00|28:59)/);
  });

  it('cancels only after the confirm dialog is accepted', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    vi.mocked(apiPost).mockResolvedValue(order({}));
    renderCard(order({}));
    await user.click(screen.getByRole('button', { name: '取消订单' }));
    await user.click(await screen.findByRole('button', { name: '再想想' }));
    expect(apiPost).not.toHaveBeenCalled();
    // The dialog closes with an animation (longer on a busy machine): the next one is asked for once it is gone.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });

    await user.click(screen.getByRole('button', { name: '取消订单' }));
    await user.click(await screen.findByRole('button', { name: '确定取消' }));
    await waitFor(() =>
      expect(apiPost).toHaveBeenCalledWith(
        API_PATHS.orderCancel,
        undefined,
        expect.objectContaining({ params: { orderId: 5 } }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
  });

  it('continues payment through the payment channel', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    vi.mocked(apiPost).mockResolvedValue({ orderId: 5, kind: 'redirect', url: '/pay' });
    renderCard(order({}));
    await user.click(screen.getByRole('button', { name: '继续支付' }));
    await waitFor(() => expect(followPayment).toHaveBeenCalled());
    expect(apiPost).toHaveBeenCalledWith(API_PATHS.orderPay, { orderId: 5, channel: 'dev' }, expect.anything());
  });

  it('confirms receipt of a shipped order', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    vi.mocked(apiPut).mockResolvedValue(order({}));
    renderCard(
      order({
        status: '2',
        needLogistics: true,
        deliveryStatus: 'all',
        display: {
          key: 'toReceive',
          text: '待收货',
          missing: null,
          groupTip: null,
          actions: { ...NO_ACTIONS, confirmReceipt: true },
        },
      }),
    );
    expect(screen.getByRole('button', { name: '查看物流' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确认收货' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '确认收货' }));
    await waitFor(() =>
      expect(apiPut).toHaveBeenCalledWith(
        API_PATHS.orderConfirmReceipt,
        undefined,
        expect.objectContaining({ params: { orderId: 5 } }),
      ),
    );
  });

  it('shows a forming group with 还差N人 and shares a link that joins it', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderCard(
      order({
        status: '3',
        orderGroupVO: { id: 9, status: '0', number: 1, memberNum: 3, expiresAt: new Date().toISOString() },
        display: {
          key: 'groupForming',
          text: '待拼团',
          missing: 2,
          groupTip: '还差2人',
          actions: { ...NO_ACTIONS, shareGroup: true },
        },
      }),
    );
    expect(screen.getByTestId('group-progress')).toHaveTextContent('还差2人');
    await user.click(screen.getByRole('button', { name: '邀请拼团' }));
    expect(await screen.findByTestId('group-share-link')).toHaveTextContent(
      '/m-shop/checkOrder?skuId=3&spuId=2&groupId=9',
    );
  });
});
