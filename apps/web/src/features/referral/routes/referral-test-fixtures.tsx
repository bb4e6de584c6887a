import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { ReferralFriend, ReferralReward, ReferralShare, ReferralWithdrawal } from '@salt/domain';
import { fakeFetch, type FakeRequest } from '../../../test/fake-fetch';

/** Shared data and a faked API client for the 推荐有礼 page tests. */

export const share = (o: Partial<ReferralShare> = {}): ReferralShare => ({
  code: 'K7M2XP9Q',
  name: '王小明',
  invited: 3,
  paid: 2,
  rewarded: 1,
  available: 1,
  pointsEarned: 500,
  cashEarnedFen: 2000,
  rules: {
    pointsAmount: 500,
    pointsEnabled: true,
    cashFen: 2000,
    attributionDays: 30,
    delayDays: 7,
    text: [
      '分享你的专属链接或邀请码。',
      '好友首次购课并度过 7 天退费期后，你可以领取奖励：500 盐值 或 20 元现金，任选其一。',
    ],
  },
  ...o,
});

export const friend = (o: Partial<ReferralFriend> = {}): ReferralFriend => ({
  id: 1,
  name: '李**',
  mobile: '139****0002',
  registeredAt: '2026-11-20T02:00:00Z',
  status: 'registered',
  statusText: '已注册，待下单',
  paidAt: null,
  rewardDueAt: null,
  ...o,
});

export const withdrawal = (o: Partial<ReferralWithdrawal> = {}): ReferralWithdrawal => ({
  id: 9,
  rewardId: 4,
  amountFen: 2000,
  status: 'applied',
  statusText: '审核中',
  payeeName: '王妈妈',
  payeeAccount: '*******5678',
  createdAt: '2026-11-25T02:00:00Z',
  reviewedAt: null,
  rejectReason: null,
  ...o,
});

export const reward = (o: Partial<ReferralReward> = {}): ReferralReward => ({
  id: 4,
  friendName: '李**',
  status: 'available',
  pointsAmount: 500,
  pointsEnabled: true,
  cashFen: 2000,
  choice: null,
  createdAt: '2026-11-24T02:00:00Z',
  receivedAt: null,
  revokedAt: null,
  remark: null,
  withdrawal: null,
  ...o,
});

export const pageOf = <T,>(records: T[], current = 1, total = records.length, size = 20) => ({
  records,
  total,
  current,
  size,
});

export interface Call {
  method: string;
  url: string;
  params: Record<string, unknown> | undefined;
  body: unknown;
}
export let calls: Call[] = [];

/** Answers every request with `answer(method, url, params)` in the server's envelope; an Error is a 400. */
export function serve(answer: (method: string, url: string, params?: Record<string, unknown>) => unknown) {
  calls = [];
  fakeFetch(async (config: FakeRequest) => {
    const url = config.url ?? '';
    const method = (config.method ?? 'get').toUpperCase();
    const params = config.params as Record<string, unknown> | undefined;
    calls.push({ method, url, params, body: config.data ? JSON.parse(String(config.data)) : undefined });
    const data = answer(method, url, params);
    const envelope =
      data instanceof Error ? { code: 400, msg: data.message, data: null } : { code: 0, msg: null, data };
    return { status: 200, data: envelope };
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
