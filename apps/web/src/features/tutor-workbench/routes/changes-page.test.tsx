import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS, type ClassChangeReviewRow } from '@salt/domain';
import { clearSession, saveTokens, useSiteStore } from '../../../lib/site-store';
import { renderPage, servePages } from '../../../test/page-kit';
import { ChangesPage } from './changes-page';

const row = (over: Partial<ClassChangeReviewRow> = {}): ClassChangeReviewRow => ({
  id: 5,
  kind: 'change',
  orderItemId: 7,
  orderNo: 'NO7',
  userId: 3,
  pupilName: '王小明',
  courseTitle: '初二数学秋季同步提高班',
  fromSkuId: 1,
  fromName: '周六上午班',
  toSkuId: 2,
  toName: '周日下午班',
  reason: '周六上午要上钢琴课',
  status: 'pending',
  priceDiffFen: 5000,
  settlement: 'supplement',
  settled: false,
  supplementOrderId: null,
  reviewerName: null,
  rejectReason: null,
  createdAt: '2026-11-24T02:00:00.000Z',
  reviewedAt: null,
  canReview: true,
  ...over,
});

function serve(records: ClassChangeReviewRow[]) {
  return servePages(({ method, url }) => {
    if (url.endsWith(API_PATHS.classChangeReviewPage)) return { records, total: records.length, current: 1, size: 10 };
    if (method === 'POST' && url.endsWith('/shop/order/sku/change/5/approve')) return row({ status: 'approved' });
    if (method === 'POST' && url.endsWith('/shop/order/sku/change/5/reject')) return row({ status: 'rejected' });
    return new Error('?');
  });
}

beforeEach(() => {
  saveTokens({ accessToken: 'a', refreshToken: 'r' });
  useSiteStore.setState({ showMobileTheme: false });
});
afterEach(() => clearSession());

describe('/tutor/changes (调班审核)', () => {
  it('lists my classes’ waiting requests and approves one', async () => {
    const calls = serve([row()]);
    renderPage('/tutor/changes', '/tutor/changes', <ChangesPage />);
    const tr = await screen.findByTestId('tw-change-5');
    expect(tr).toHaveTextContent('王小明');
    expect(tr).toHaveTextContent('周六上午班 → 周日下午班');
    expect(tr).toHaveTextContent('周六上午要上钢琴课');
    expect(tr).toHaveTextContent('补 ¥50.00');
    expect(within(tr).getByTestId('tw-change-status')).toHaveTextContent('待审核');
    expect(calls[0]?.params).toMatchObject({ status: 'pending', current: '1' });

    fireEvent.click(within(tr).getByRole('button', { name: /^同\s*意$/ }));
    const confirm = await waitFor(() => document.querySelector<HTMLElement>('.ant-popconfirm-buttons')!);
    fireEvent.click(within(confirm).getByRole('button', { name: /^同\s*意$/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/5/approve'))).toBe(true));
    expect(await screen.findByText('已同意，学员已调班')).toBeInTheDocument();
  });

  it('rejects with the reason the pupil reads (required)', async () => {
    const calls = serve([row()]);
    renderPage('/tutor/changes', '/tutor/changes', <ChangesPage />);
    fireEvent.click(within(await screen.findByTestId('tw-change-5')).getByRole('button', { name: /^驳\s*回$/ }));
    const dialog = await screen.findByRole('dialog');
    const ok = within(dialog).getByRole('button', { name: /^驳\s*回$/ });
    expect(ok).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('驳回原因'), { target: { value: '周日下午班已满' } });
    fireEvent.click(ok);
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/5/reject'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/5/reject'))?.body).toEqual({ reason: '周日下午班已满' });
  });

  it('shows no buttons on rows I may not decide, and 待家长同意 while the parent has not consented (phone cards)', async () => {
    useSiteStore.setState({ showMobileTheme: true });
    serve([row({ canReview: false }), row({ id: 6, canReview: false, awaitingGuardian: true, pupilName: '刘欣怡' })]);
    renderPage('/tutor/changes', '/tutor/changes', <ChangesPage />);
    const card = await screen.findByTestId('tw-change-6');
    expect(within(card).getByTestId('tw-change-status')).toHaveTextContent('待家长同意');
    expect(screen.getByTestId('tw-change-5')).toHaveTextContent('王小明');
    expect(screen.queryByRole('button', { name: /^同\s*意$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^驳\s*回$/ })).not.toBeInTheDocument();
  });
});
