import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { API_PATHS, type ClassChangeOptions, type ClassChangeRequest } from '@salt/domain';
import { apiGet, apiPost } from '../../../lib/api/client';
import { TransferClassPage } from './transfer-class-page';

vi.mock('../../../lib/api/client', () => ({
  apiGet: vi.fn(),
  apiPost: vi.fn(),
  ApiError: class ApiError extends Error {},
  withApiPrefix: (u: string) => `/api${u}`,
}));

const card = (skuId: number, name: string, seatsLeft = 5) => ({
  skuId,
  spuId: 9,
  name,
  courseTitle: '初二英语寒假阅读写作',
  subject: '3',
  grade: '8',
  level: '2',
  teacherName: '王老师',
  tutorName: null,
  classPeriods: [],
  seatsLeft,
  priceFen: 22900,
  lastSessionStarted: false,
});
const pending: ClassChangeRequest = {
  id: 8,
  kind: 'change',
  orderItemId: 12,
  orderNo: 'NO12',
  userId: 3,
  pupilName: '王小明',
  courseTitle: '初二英语寒假阅读写作',
  fromSkuId: 1,
  fromName: '拼团班',
  toSkuId: 2,
  toName: '标准班',
  reason: '时间冲突',
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

const renderPage = (query: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/m-shop/transfer-class${query}`]}>
        <TransferClassPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeEach(() => {
  options = {
    orderItemId: 12,
    orderNo: 'NO12',
    current: card(1, '拼团班'),
    approvedChanges: 0,
    maxChanges: 3,
    problem: null,
    targets: [{ ...card(2, '标准班'), priceDiffFen: 0 }],
    requests: [],
  };
  vi.mocked(apiGet).mockImplementation(async () => options);
  vi.mocked(apiPost).mockReset();
});

describe('调班 in the phone shop', () => {
  it('needs the order line in the address', () => {
    renderPage('');
    expect(screen.getByText('订单课程不存在')).toBeInTheDocument();
  });

  it('picks a class, gives a reason, submits; then shows the pending request with 撤销', async () => {
    vi.mocked(apiPost).mockResolvedValue(pending);
    renderPage('?orderItemId=12');
    await userEvent.click(await screen.findByRole('radio', { name: /标准班/ }));
    await userEvent.type(screen.getByLabelText('调班原因'), '时间冲突');
    options = { ...options, requests: [pending] };
    await userEvent.click(screen.getByText('提交申请'));
    await waitFor(() =>
      expect(apiPost).toHaveBeenCalledWith(
        API_PATHS.classChangeApply,
        { orderSkuId: 12, targetSkuId: 2, reason: '时间冲突' },
        expect.anything(),
      ),
    );
    expect(await screen.findByText('申请中')).toBeInTheDocument();
    expect(screen.getByText('撤销申请')).toBeInTheDocument();
  });
});
