/* Test helpers for the catalogue's component tests: a fake API behind the real client, and a router. */
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { Sku, SpuCard, SpuDetail } from '@salt/domain';
import { fakeFetch, bodyOf } from '../../test/fake-fetch';
import { setFeedback, type Feedback } from '../../lib/api/feedback';
import { useSiteStore } from '../../lib/site-store';

export interface FakeCall {
  method: string;
  url: string;
  params: Record<string, string>;
  body: unknown;
}

/** Every request goes to `answer`; it returns an envelope body, or [status, body] for a failure. */
export function fakeApi(answer: (call: FakeCall) => unknown) {
  const calls: FakeCall[] = [];
  const feedback = { error: vi.fn(), info: vi.fn(), locked: vi.fn(), expired: vi.fn() } satisfies Feedback;
  setFeedback(feedback);
  fakeFetch((req) => {
    const call: FakeCall = {
      method: req.method.toUpperCase(),
      url: req.url,
      params: req.params,
      body: bodyOf(req),
    };
    calls.push(call);
    const out = answer(call);
    const [status, data] = Array.isArray(out) ? (out as [number, unknown]) : [200, out];
    return { status, data };
  });
  return { calls, feedback };
}

export const ok = (data: unknown) => ({ code: 0, msg: null, data });

export function renderRoutes(routes: RouteObject[], path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

export function seedDictionaries() {
  useSiteStore.setState({
    dic: {
      subject: [
        { value: '1', label: '语文', description: null },
        { value: '2', label: '数学', description: null },
      ],
      grade: [
        { value: '7', label: '初一', description: null },
        { value: '8', label: '初二', description: null },
      ],
      dept: [
        { value: '1', label: '北京', description: '北京站' },
        { value: '2', label: '上海', description: '上海站' },
      ],
    },
    deptValue: '',
  });
}

export function card(patch: Partial<SpuCard> = {}): SpuCard {
  return {
    id: 2,
    title: '初一数学秋季同步提高班',
    subtitle: '三人成团立享拼团价',
    subject: '2',
    grade: '7',
    term: '秋季',
    deptValue: null,
    coverUrl: null,
    tags: ['拼团优惠'],
    minPriceFen: 25900,
    minOriginalPriceFen: 32900,
    soldOut: false,
    sold: 30,
    hasGroupBuy: true,
    needLogistics: false,
    teachers: [{ id: 9, name: '李明华', avatar: '/static/default-avatar.png' }],
    classPeriod: {
      startDate: '2026-11-27',
      endDate: '2027-03-12',
      startTime: '19:00',
      endTime: '20:30',
      lessonCount: 16,
    },
    ...patch,
  };
}

export function detail(patch: Partial<SpuDetail> = {}): SpuDetail {
  const base = card();
  return {
    ...base,
    detailHtml: '<h3>课程亮点</h3><p>紧扣新教材</p>',
    teachers: [
      {
        id: 9,
        teacherId: 9,
        name: '李明华',
        avatar: '/static/default-avatar.png',
        title: '高级教师',
        subject: '2',
        intro: '十五年教龄',
      },
    ],
    tutors: [
      { id: 3, tutorId: 3, name: '张晓雪', avatar: '/static/default-avatar.png', title: '班主任', subject: '2' },
    ],
    classPeriods: base.classPeriod ? [base.classPeriod] : [],
    ...patch,
  };
}

export function sku(patch: Partial<Sku> = {}): Sku {
  return {
    id: 4,
    spuId: 2,
    skuCode: 'A',
    name: '基础班（周三晚）',
    priceFen: 25900,
    originalPriceFen: 32900,
    stock: 40,
    sold: 9,
    soldOut: false,
    level: '1',
    className: '同步基础1班',
    needLogistics: false,
    isGroup: false,
    groupMemberNum: null,
    groupPriceFen: null,
    groupHoursValid: null,
    classPeriods: [],
    ...patch,
  };
}
