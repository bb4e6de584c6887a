import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { GuardianOrder, GuardianRequestView } from '@salt/domain';
import { clearSession, saveTokens, useSiteStore } from '../../../lib/site-store';
import { renderRoutes, servePages, type PageCall } from '../../../test/page-kit';
import { PaymentPage } from './payment-page';
import { TodayApprovePage } from './today-approve-page';

const request = (o: Partial<GuardianRequestView> = {}): GuardianRequestView => ({
  id: 5,
  kind: 'purchase',
  kindText: '代付购买',
  status: 'pending',
  statusText: '待审批',
  studentId: 11,
  studentName: '王小明',
  targetId: 40,
  title: '初二数学寒假预习班',
  detail: null,
  orderNo: 'DEMOPENDING',
  amountFen: 19900,
  payDeadline: '2026-11-25T02:40:00Z',
  orderPaid: false,
  reason: null,
  decidedByName: null,
  decidedAt: null,
  createdAt: '2026-11-25T02:10:00Z',
  ...o,
});
const order: GuardianOrder = {
  orderId: 40,
  orderNo: 'DEMOPENDING',
  studentId: 11,
  studentName: '王小明',
  title: '初二数学寒假预习班',
  amountFen: 19900,
  payDeadline: '2026-11-25T02:40:00Z',
  createdAt: '2026-11-25T02:00:00Z',
  requestId: 5,
};
const children = [{ id: 11, name: '王小明', avatar: '', grade: '8' }];

let calls: PageCall[] = [];
const serve = (answer: (method: string, url: string) => unknown) => {
  calls = servePages(({ method, url }) => answer(method, url));
};
const renderAt = (path: string) =>
  renderRoutes(path, { '/parent/todayApprove': <TodayApprovePage />, '/parent/payment': <PaymentPage /> });

beforeEach(() => {
  saveTokens({ accessToken: 'a', refreshToken: 'r' });
  useSiteStore.setState({ showMobileTheme: true });
});
afterEach(() => clearSession());

describe('/parent/todayApprove', () => {
  it('lists what waits with course, amount and deadline; 同意并付款 goes on to 缴费 for the order', async () => {
    serve((method, url) => {
      if (url.includes('/learn/')) return children;
      if (method === 'POST') return { request: request({ status: 'approved', statusText: '已同意' }) };
      if (url.includes('/guardian/orders')) return [order];
      return {
        pending: [request()],
        history: [request({ id: 3, status: 'declined', statusText: '已拒绝', reason: '先不报' })],
      };
    });
    renderAt('/parent/todayApprove');
    const card = await screen.findByTestId('guardian-request-5');
    expect(card).toHaveTextContent('初二数学寒假预习班');
    expect(card).toHaveTextContent('¥199.00');
    expect(card).toHaveTextContent('DEMOPENDING');
    expect(screen.getByTestId('guardian-request-3')).toHaveTextContent('先不报');
    fireEvent.click(screen.getByRole('button', { name: '同意并付款' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && /\/guardian\/requests\/5\/approve$/.test(c.url))).toBe(true),
    );
    expect(await screen.findByTestId('parent-payment')).toBeInTheDocument();
    expect(await screen.findByTestId('child-order-40')).toHaveTextContent('孩子请你付款');
  });

  it('拒绝 sends the reason the child will see', async () => {
    serve((method, url) => {
      if (url.includes('/learn/')) return children;
      if (method === 'POST') return { request: request({ status: 'declined', statusText: '已拒绝' }) };
      return {
        pending: [request({ kind: 'refund', kindText: '退费申请', detail: '时间冲突', orderNo: null })],
        history: [],
      };
    });
    renderAt('/parent/todayApprove');
    const card = await screen.findByTestId('guardian-request-5');
    expect(card).toHaveTextContent('时间冲突');
    fireEvent.click(screen.getByRole('button', { name: /^拒\s*绝$/ }));
    fireEvent.change(await screen.findByPlaceholderText(/例如/), { target: { value: '再坚持一下' } });
    fireEvent.click(screen.getByRole('button', { name: '确定拒绝' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: '再坚持一下' }));
    expect(calls.find((c) => c.method === 'POST')?.url).toMatch(/\/guardian\/requests\/5\/decline$/);
  });
});

describe('/parent/payment', () => {
  it('去支付 pays the child’s order through the parent route', async () => {
    serve((method, url) => {
      if (url.includes('/learn/')) return children;
      if (method === 'POST') return { orderId: 40, outTradeNo: 'P1', paid: true, kind: 'none' };
      return [order];
    });
    renderAt('/parent/payment?studentId=11');
    fireEvent.click(await screen.findByRole('button', { name: '去支付' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.url).toMatch(/\/guardian\/pay$/));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ orderId: 40 });
    // The chosen child (?studentId=) is the one whose orders are asked for; params travel in the config.
    expect(calls.some((c) => c.url.includes('/guardian/orders'))).toBe(true);
  });

  it('after WeChat’s in-page payment (JSAPI) the parent comes back to 缴费, not to the child’s order list', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    try {
      serve((method, url) => {
        if (url.includes('/learn/')) return children;
        if (method === 'POST') return { orderId: 40, outTradeNo: 'P1', paid: false, kind: 'jsapi', params: null };
        return [order];
      });
      renderAt('/parent/payment?studentId=11');
      fireEvent.click(await screen.findByRole('button', { name: '去支付' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/parent/payment?studentId=11&paidOrderId=40'));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('no unpaid orders: says so', async () => {
    serve((_m, url) => (url.includes('/learn/') ? children : []));
    renderAt('/parent/payment');
    expect(await screen.findByText('暂无待缴费订单')).toBeInTheDocument();
  });
});
