import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, type ClassChangeReviewRow, type ClassChangeStat } from '@salt/domain';
import { fakeApi, ok, renderConsole, userInfo, type FakeCall } from '../test-kit';

const row = (over: Partial<ClassChangeReviewRow>): ClassChangeReviewRow => ({
  id: 5,
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
  createdAt: '2026-11-24T02:00:00.000Z',
  reviewedAt: null,
  canReview: true,
  ...over,
});
const STATS: ClassChangeStat[] = [
  { skuId: 1, className: '上午班', courseTitle: '初二数学寒假培优', changeIn: 0, changeOut: 2, pending: 1, renewed: 0 },
];

function api(canReview: boolean) {
  return fakeApi((call: FakeCall) => {
    if (call.url.endsWith(API_PATHS.userInfo)) return ok(userInfo(canReview ? [1] : [6], '张主管'));
    if (call.url.endsWith(API_PATHS.classChangeReviewPage))
      return ok({ records: [row({ canReview })], total: 1, current: 1, size: 10 });
    if (call.url.endsWith(API_PATHS.classChangeStats)) return ok(STATS);
    if (call.method === 'POST') return ok(row({ status: 'approved' }));
    return [404, { code: 1, msg: '不存在', data: null }];
  });
}

describe('调班申请 in the console', { timeout: 60_000 }, () => {
  it('lists pending requests with per-class statistics; approves and rejects with a reason', async () => {
    const { calls } = api(true);
    renderConsole('/console/class-changes');
    expect(await screen.findByText('上午班 → 下午班', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith(API_PATHS.classChangeReviewPage))!.params).toMatchObject({
      status: 'pending',
    });
    const statRow = screen.getAllByText('上午班').map((el) => el.closest('tr')!)[0]!;
    expect(within(statRow).getByText('2')).toBeInTheDocument();

    await userEvent.click(screen.getByText('同意', { selector: 'td button span' }));
    await waitFor(() => expect(document.querySelector('.ant-popconfirm-buttons')).not.toBeNull());
    await userEvent.click(within(document.querySelector<HTMLElement>('.ant-popconfirm-buttons')!).getByText('同意'));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/shop/order/sku/change/5/approve'))).toBe(true));

    // Text queries: role queries walk the whole console's accessibility tree (tens of seconds under jsdom).
    await userEvent.click(screen.getByText('驳回', { selector: 'td button span' }));
    // Pasted, not typed: each keystroke re-renders the whole console page (slow under jsdom).
    await userEvent.click(await screen.findByLabelText('驳回原因'));
    await userEvent.paste('下午班已满');
    await userEvent.click(screen.getByText('驳回', { selector: '.ant-modal button span' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/shop/order/sku/change/5/reject'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/reject'))!.body).toEqual({ reason: '下午班已满' });
  });

  it('a teacher reads their classes’ requests without deciding them', async () => {
    api(false);
    renderConsole('/console/class-changes');
    expect(await screen.findByText('待辅导老师审核', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText('同意', { selector: 'td button span' })).not.toBeInTheDocument();
  });
});
