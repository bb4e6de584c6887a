import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { API_PATHS, type ClassChangeOptions, type ClassChangeRequest } from '@salt/domain';
import { apiGet, apiPost } from '../../../lib/api/client';
import { ChangeClassPage } from './change-class-page';

vi.mock('../../../lib/api/client', () => ({
  apiGet: vi.fn(),
  apiPost: vi.fn(),
  ApiError: class ApiError extends Error {},
  withApiPrefix: (u: string) => `/api${u}`,
}));

const card = (skuId: number, name: string, over: Partial<ClassChangeOptions['current']> = {}) => ({
  skuId,
  spuId: 9,
  name,
  courseTitle: '初二数学寒假培优',
  subject: '2',
  grade: '8',
  level: '2',
  teacherName: '李明华',
  tutorName: '张晓雪',
  classPeriods: [
    { startDate: '2027-01-25', endDate: '2027-02-10', startTime: '09:00', endTime: '10:30', lessonCount: 8 },
  ],
  seatsLeft: 5,
  priceFen: 99900,
  lastSessionStarted: false,
  ...over,
});

const pendingRequest: ClassChangeRequest = {
  id: 41,
  kind: 'change',
  orderItemId: 7,
  orderNo: 'NO7',
  userId: 3,
  pupilName: '王小明',
  courseTitle: '初二数学寒假培优',
  fromSkuId: 1,
  fromName: '上午班',
  toSkuId: 2,
  toName: '下午班',
  reason: '上午要上钢琴课',
  status: 'pending',
  priceDiffFen: 0,
  settlement: 'none',
  settled: false,
  supplementOrderId: null,
  reviewerName: null,
  rejectReason: null,
  createdAt: '2026-11-24T00:00:00.000Z',
  reviewedAt: null,
};

let options: ClassChangeOptions;

function renderPage() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <App>
        <MemoryRouter initialEntries={['/refund/change/7']}>
          <Routes>
            <Route path="/refund/change/:id" element={<ChangeClassPage />} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  options = {
    orderItemId: 7,
    orderNo: 'NO7',
    current: card(1, '上午班'),
    approvedChanges: 0,
    maxChanges: 3,
    problem: null,
    targets: [
      { ...card(2, '下午班'), priceDiffFen: 0 },
      { ...card(3, '晚上班', { seatsLeft: 0 }), priceDiffFen: 0 },
    ],
    requests: [],
  };
  vi.mocked(apiGet).mockImplementation(async () => options);
  vi.mocked(apiPost).mockReset();
});

describe('调班申请 page', () => {
  it('shows the classes to move to with teacher, schedule, seats and price difference; a full class cannot be chosen', async () => {
    renderPage();
    expect(await screen.findByText('下午班')).toBeInTheDocument();
    expect(screen.getAllByText('主讲：李明华').length).toBeGreaterThan(1);
    expect(screen.getAllByText('上课时间：1月25日-2月10日 09:00-10:30').length).toBeGreaterThan(1);
    expect(screen.getByText('剩余 5 个名额')).toBeInTheDocument();
    expect(screen.getByText('名额已满')).toBeInTheDocument();
    expect(screen.getAllByText('无差价')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: /晚上班/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: '提交申请' })).toBeDisabled();
  });

  it('submits the chosen class and reason', async () => {
    const user = userEvent.setup();
    vi.mocked(apiPost).mockResolvedValue(pendingRequest);
    renderPage();
    await user.click(await screen.findByRole('radio', { name: /下午班/ }));
    await user.type(screen.getByLabelText('调班原因'), '上午要上钢琴课');
    options = { ...options, requests: [pendingRequest] };
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(apiPost).toHaveBeenCalledWith(
        API_PATHS.classChangeApply,
        { orderSkuId: 7, targetSkuId: 2, reason: '上午要上钢琴课' },
        expect.anything(),
      ),
    );
    // The pending request replaces the form, with 撤销.
    expect(await screen.findByText('申请中')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交申请' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '撤销申请' })).toBeInTheDocument();
  });

  it('offers 去支付补差价 for an approved change to a dearer class and pays its supplement order', async () => {
    const user = userEvent.setup();
    const owing: ClassChangeRequest = {
      ...pendingRequest,
      status: 'approved',
      priceDiffFen: 5000,
      settlement: 'supplement',
      supplementOrderId: 55,
    };
    options = { ...options, requests: [owing] };
    vi.mocked(apiPost).mockImplementation(async (path: string) =>
      path === API_PATHS.orderPay ? { kind: 'redirect', url: '', orderId: 55 } : { orderId: 55, orderNo: 'B1' },
    );
    renderPage();
    expect(await screen.findByText(/请支付差价 ¥50\.00/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '去支付补差价' }));
    await waitFor(() =>
      expect(apiPost).toHaveBeenCalledWith(
        API_PATHS.orderPay,
        expect.objectContaining({ orderId: 55 }),
        expect.anything(),
      ),
    );
    expect(apiPost).toHaveBeenCalledWith(`/shop/order/sku/change/${owing.id}/supplement`, undefined, expect.anything());
  });

  it('says why no request can be made', async () => {
    options = { ...options, problem: '每个班级最多调班3次', approvedChanges: 3 };
    renderPage();
    expect(await screen.findByText('每个班级最多调班3次')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交申请' })).not.toBeInTheDocument();
  });
});
