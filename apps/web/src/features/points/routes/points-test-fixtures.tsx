import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Address, PointsExchange, PointsGoods, PointsLedgerEntry } from '@salt/domain';
import { fakeFetch, type FakeRequest } from '../../../test/fake-fetch';

/** Shared data and a mocked API client for the 盐值商城 page tests. */

export const goods = (o: Partial<PointsGoods> = {}): PointsGoods => ({
  id: 5,
  kind: 'physical',
  title: '盐课堂定制笔记本',
  subtitle: 'A5 加厚 · 120 页',
  coverUrl: null,
  category: '文具',
  pointsCost: 300,
  stock: 12,
  exchanged: 88,
  hot: true,
  description: '封面印有盐课堂吉祥物。\n\n纸张加厚不洇墨。',
  coupon: null,
  ...o,
});

export const exchange = (o: Partial<PointsExchange> = {}): PointsExchange => ({
  id: 41,
  exchangeNo: 'YZ202611240001',
  goodsId: 5,
  kind: 'physical',
  title: '盐课堂定制笔记本',
  coverUrl: null,
  quantity: 2,
  pointsCost: 300,
  pointsTotal: 600,
  status: 'toShip',
  statusText: '待发货',
  address: { receiverName: '张小明', mobile: '13800000001', region: '北京市海淀区', detail: '中关村大街1号' },
  logistics: null,
  couponUserId: null,
  remark: null,
  createdAt: '2026-11-24T02:00:00Z',
  shippedAt: null,
  completedAt: null,
  cancelledAt: null,
  canCancel: true,
  ...o,
});

export const ledgerRow = (o: Partial<PointsLedgerEntry> = {}): PointsLedgerEntry => ({
  id: 1,
  amount: 10,
  ruleCode: 'homeworkOnTime',
  ruleName: '按时提交作业',
  balanceAfter: 1010,
  remark: '初二数学第3讲作业',
  createdAt: '2026-11-23T10:00:00Z',
  ...o,
});

export const address = (o: Partial<Address> = {}): Address => ({
  id: 3,
  receiverName: '张小明',
  mobile: '13800000001',
  province: '北京市',
  city: '北京市',
  district: '海淀区',
  detail: '中关村大街1号',
  isDefault: true,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...o,
});

export const pageOf = <T,>(records: T[], current = 1, total = records.length, size = 20) => ({
  records,
  total,
  current,
  size,
});

export const summary = (balance = 1000) => ({
  balance,
  earnedTotal: 2400,
  expiring: { amount: 120, at: '2027-12-31T16:00:00Z' },
});

export interface Call {
  method: string;
  url: string;
  params: Record<string, unknown> | undefined;
  body: unknown;
  headers: Record<string, unknown>;
}
export let calls: Call[] = [];

/** Answers every request with `answer(method, url, params)` in the server's envelope, or its error. */
export function serve(answer: (method: string, url: string, params?: Record<string, unknown>) => unknown) {
  calls = [];
  fakeFetch(async (config: FakeRequest) => {
    const url = config.url ?? '';
    const method = (config.method ?? 'get').toUpperCase();
    const params = config.params as Record<string, unknown> | undefined;
    calls.push({
      method,
      url,
      params,
      body: config.data ? JSON.parse(String(config.data)) : undefined,
      headers: { ...(config.headers as object) },
    });
    const data = answer(method, url, params);
    if (data instanceof Error)
      return {
        status: 200,
        statusText: '',
        headers: {},
        config,
        data: { code: 400, msg: data.message, data: null },
      };
    return { status: 200, data: { code: 0, msg: null, data } };
  });
}

function Where() {
  const loc = useLocation();
  return <div data-testid="where">{loc.pathname + loc.search}</div>;
}

/** Renders one page at `path` (its route pattern `route`) with a fresh query client and the location shown. */
export function renderAt(path: string, route: string, element: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {/* The app's antd App: its modal and message, as the site frame provides them. */}
      <App>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={element} />
            <Route path="*" element={null} />
          </Routes>
          <Where />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}
