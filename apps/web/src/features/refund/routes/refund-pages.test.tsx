import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { API_PATHS, type RefundLine, type RefundRequestView } from '@salt/domain';
import { fakeFetch, type FakeRequest } from '../../../test/fake-fetch';
import { clearSession, saveTokens } from '../../../lib/site-store';
import { RefundPage } from './refund-page';
import { RefundCausePage } from './refund-cause-page';
import { RefundRecordPage } from './refund-record-page';

/** 退费 pages: the classes with their computation, the application, the records with their timeline. */

const computation = (amountFen: number, over: Partial<RefundLine['computation']> = {}) => ({
  lineId: 11,
  paidShareFen: 20000,
  sessionsTotal: 10,
  sessionsLeft: 6,
  stage: 'midTerm' as const,
  baseFen: amountFen,
  materialDeductionFen: 0,
  amountFen,
  refundable: amountFen > 0,
  notRefundableReason: null,
  steps: [
    '本班实付分摊 ¥200.00（订单实付金额按标价比例分摊，优惠券不予退还）',
    '共 10 节，已开始 4 节，按未上 6 节退还 ¥120.00（不足一分舍去）',
    `可退金额 ¥${(amountFen / 100).toFixed(2)}`,
  ],
  ...over,
});
const line = (o: Partial<RefundLine> = {}): RefundLine => ({
  orderItemId: 11,
  orderId: 3,
  orderNo: 'SO20261124001',
  title: '初二数学秋季班',
  skuName: '提高2班',
  coverUrl: null,
  paidAt: '2026-09-01T02:00:00Z',
  computation: computation(12000),
  canApply: true,
  blockedReason: null,
  openRequest: null,
  ...o,
});
const request = (o: Partial<RefundRequestView> = {}): RefundRequestView => ({
  id: 7,
  orderId: 3,
  orderNo: 'SO20261124001',
  orderItemId: 11,
  title: '初二数学秋季班',
  skuName: '提高2班',
  computedFen: 12000,
  approvedFen: null,
  reasonCode: 'schedule',
  reasonLabel: '上课时间冲突',
  reasonText: '周末要补课',
  status: 'pending',
  statusText: '申请中',
  rejectReason: null,
  failReason: null,
  computation: computation(12000),
  timeline: [{ status: 'pending', title: '提交申请', at: '2026-11-20T02:00:00Z', note: '申请退费 ¥120.00' }],
  createdAt: '2026-11-20T02:00:00Z',
  version: 1,
  ...o,
});

let calls: { method: string; url: string; body: unknown }[] = [];
function serve(answer: (method: string, url: string) => unknown) {
  fakeFetch(async (config: FakeRequest) => {
    const url = config.url ?? '';
    const method = (config.method ?? 'get').toUpperCase();
    calls.push({ method, url, body: config.data ? JSON.parse(String(config.data)) : undefined });
    const data = answer(method, url);
    return { status: 200, data: { code: 0, msg: null, data } };
  });
}

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/refund" element={<RefundPage />} />
          <Route path="/refund/cause" element={<RefundCausePage />} />
          <Route path="/refund/record" element={<RefundRecordPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  calls = [];
  saveTokens({ accessToken: 'a', refreshToken: 'r' });
});
afterEach(() => clearSession());

describe('/refund', () => {
  it('lists each class with its amount and computation; a blocked one says why and cannot apply', async () => {
    serve(() => [
      line(),
      line({
        orderItemId: 12,
        title: '初二物理暑期班',
        canApply: false,
        blockedReason: '最后一节课已开始，该班级不可退费',
        computation: computation(0, { stage: 'finished' }),
      }),
    ]);
    renderAt('/refund');
    const cards = await screen.findAllByTestId('refund-line');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('¥120.00')).toBeInTheDocument();
    expect(within(cards[0]!).getByText(/按未上 6 节退还/)).toBeInTheDocument();
    expect(within(cards[1]!).getByText('最后一节课已开始，该班级不可退费')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: '申请退费' })).toBeDisabled();
    fireEvent.click(within(cards[0]!).getByRole('button', { name: '申请退费' }));
    expect(await screen.findByText('退费原因', { selector: 'h2' })).toBeInTheDocument();
    expect(calls[0]!.url).toBe(`/api${API_PATHS.refundLines}`);
  });
});

describe('/refund/cause', () => {
  it('shows the amount again, needs a reason, sends it with the text and goes to the records', async () => {
    serve((method, url) => {
      if (url.endsWith(API_PATHS.refundApply)) return request();
      if (url.endsWith(API_PATHS.refundMy)) return [request()];
      return [line()];
    });
    renderAt('/refund/cause?orderItemId=11');
    expect(await screen.findByText('¥120.00')).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: '确认申请' });
    expect(confirm).toBeDisabled();
    fireEvent.click(screen.getByLabelText('上课时间冲突'));
    fireEvent.change(screen.getByPlaceholderText('请说明退费原因，便于我们改进'), {
      target: { value: ' 周末要补课 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: '确认申请' }));
    expect(await screen.findByText('退费记录', { selector: 'h2' })).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ orderItemId: 11, reasonCode: 'schedule', reasonText: '周末要补课' });
  });
});

describe('/refund/record', () => {
  it('shows each request with its timeline; a pending one can be withdrawn, others cannot', async () => {
    serve((method) =>
      method === 'POST'
        ? request({ status: 'cancelled', statusText: '已撤销' })
        : [
            request(),
            request({
              id: 8,
              status: 'rejected',
              statusText: '已驳回',
              rejectReason: '课程已过半',
              timeline: [
                { status: 'pending', title: '提交申请', at: '2026-11-10T02:00:00Z', note: null },
                { status: 'rejected', title: '已驳回', at: '2026-11-11T02:00:00Z', note: '课程已过半' },
              ],
            }),
          ],
    );
    renderAt('/refund/record');
    const cards = await screen.findAllByTestId('refund-record');
    expect(within(cards[0]!).getByText('申请中')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('提交申请')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('驳回原因：课程已过半')).toBeInTheDocument();
    expect(within(cards[1]!).queryByRole('button', { name: '撤销申请' })).toBeNull();
    fireEvent.click(within(cards[0]!).getByRole('button', { name: '撤销申请' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/shop/refund/7/cancel'))).toBe(true),
    );
  });
});
