import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS, REFERRAL_MESSAGES, type ConsoleReferralWithdrawal } from '@salt/domain';
import { fakeApi, ok, renderConsole, userInfo, type FakeCall } from '../test-kit';

const APPLIED: ConsoleReferralWithdrawal = {
  id: 7,
  rewardId: 3,
  amountFen: 2000,
  status: 'applied',
  statusText: '审核中',
  payeeName: '王妈妈',
  payeeAccount: 'wangmama@example.com',
  createdAt: '2026-11-24T02:30:00.000Z',
  reviewedAt: null,
  rejectReason: null,
  user: { id: 5, name: '王小明', mobile: '13800000001' },
  friendName: '李**',
  reviewerName: null,
};
const PAID: ConsoleReferralWithdrawal = {
  ...APPLIED,
  id: 8,
  status: 'paid',
  statusText: '已打款',
  reviewedAt: '2026-11-25T02:30:00.000Z',
  user: { id: 6, name: '李华', mobile: null },
  reviewerName: '王主管',
};

function api() {
  return fakeApi((call: FakeCall) => {
    if (call.url.endsWith(API_PATHS.userInfo)) return ok(userInfo([1], '王主管'));
    if (call.url.endsWith(API_PATHS.examMarkingPage)) return ok({ records: [], total: 0, current: 1, size: 10 });
    if (call.url.endsWith(API_PATHS.consoleReferralWithdrawals)) {
      const records = call.params.status === 'applied' ? [APPLIED] : call.params.status ? [] : [APPLIED, PAID];
      return ok({ records, total: records.length, current: 1, size: 20 });
    }
    if (call.method === 'POST' && call.url.endsWith('/console/recommend/withdraw/7/review'))
      return ok({ ...APPLIED, status: 'paid', statusText: '已打款' });
    return [404, { code: 1, msg: '不存在', data: null }];
  });
}
const pageCalls = (calls: FakeCall[]) => calls.filter((c) => c.url.endsWith(API_PATHS.consoleReferralWithdrawals));
const reviews = (calls: FakeCall[]) => calls.filter((c) => c.url.endsWith('/console/recommend/withdraw/7/review'));

afterEach(() => vi.restoreAllMocks());

describe('营销 · 推荐提现', { timeout: 60_000 }, () => {
  it('lists 审核中 by default with pupil, friend, amount and the full account; 全部 shows the reviewed ones', async () => {
    const { calls } = api();
    renderConsole('/console/referral-withdrawals');
    const row = (await screen.findByText('王小明', {}, { timeout: 15_000 })).closest('tr')!;
    expect(within(row).getByText('13800000001')).toBeInTheDocument();
    expect(within(row).getByText('李**')).toBeInTheDocument();
    expect(within(row).getByText('¥20.00')).toBeInTheDocument();
    expect(within(row).getByText('wangmama@example.com')).toBeInTheDocument();
    expect(within(row).getByText('审核中', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(pageCalls(calls)[0]!.params).toEqual({ status: 'applied', current: 1, size: 20 });

    fireEvent.click(screen.getByRole('tab', { name: '全部' }));
    const paid = (await screen.findByText('李华', {}, { timeout: 5000 })).closest('tr')!;
    expect(within(paid).getByText('王主管')).toBeInTheDocument();
    expect(within(paid).queryByText('驳回')).toBeNull();
    expect(pageCalls(calls).at(-1)!.params).toEqual({ current: 1, size: 20 });
    expect(screen.getByTestId('location').textContent).toContain('status=all');
  });

  it('已打款 confirms and posts approve', async () => {
    const { calls } = api();
    renderConsole('/console/referral-withdrawals');
    const row = (await screen.findByText('王小明', {}, { timeout: 15_000 })).closest('tr')!;
    fireEvent.click(within(row).getByText('已打款').closest('button')!);
    const confirm = await screen.findByText(/确认已向 王妈妈 打款 ¥20.00/, {}, { timeout: 5000 });
    fireEvent.click(
      within(confirm.closest('.ant-popover')! as HTMLElement)
        .getByText('已打款')
        .closest('button')!,
    );
    await waitFor(() => expect(reviews(calls).map((c) => c.body)).toEqual([{ approve: true }]));
    await waitFor(() => expect(pageCalls(calls).length).toBeGreaterThan(1));
  });

  it('驳回 needs a reason and sends it', async () => {
    const { calls } = api();
    renderConsole('/console/referral-withdrawals');
    const row = (await screen.findByText('王小明', {}, { timeout: 15_000 })).closest('tr')!;
    fireEvent.click(
      within(row)
        .getByText(/驳\s?回/)
        .closest('button')!,
    );
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    fireEvent.click(within(dialog).getByText('确认驳回').closest('button')!);
    expect(
      await within(dialog).findByText(REFERRAL_MESSAGES.rejectReasonRequired, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('驳回原因'), { target: { value: ' 账号与姓名不符 ' } });
    fireEvent.click(within(dialog).getByText('确认驳回').closest('button')!);
    await waitFor(() =>
      expect(reviews(calls).map((c) => c.body)).toEqual([{ approve: false, reason: '账号与姓名不符' }]),
    );
  });
});
