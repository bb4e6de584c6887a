import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, type ConsoleRefundRow } from '@salt/domain';
import { fakeApi, ok, renderConsole, userInfo, type FakeCall } from '../test-kit';
import { yuanToFen } from './refund-review-modals';

const computation = {
  lineId: 11,
  paidShareFen: 20000,
  sessionsTotal: 10,
  sessionsLeft: 6,
  stage: 'midTerm' as const,
  baseFen: 12000,
  materialDeductionFen: 0,
  amountFen: 12000,
  refundable: true,
  notRefundableReason: null,
  steps: ['本班实付分摊 ¥200.00', '共 10 节，已开始 4 节，按未上 6 节退还 ¥120.00', '可退金额 ¥120.00'],
};
const ROW: ConsoleRefundRow = {
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
  reasonText: '',
  status: 'pending',
  statusText: '申请中',
  rejectReason: null,
  failReason: null,
  computation,
  timeline: [{ status: 'pending', title: '提交申请', at: '2026-11-20T02:00:00Z', note: null }],
  createdAt: '2026-11-20T02:00:00Z',
  version: 1,
  user: { id: 5, name: '王小明', mobile: '13800000001' },
  current: computation,
  reviewerName: null,
};
const FAILED: ConsoleRefundRow = {
  ...ROW,
  id: 8,
  status: 'failed',
  statusText: '失败',
  approvedFen: 12000,
  failReason: 'ABNORMAL: 用户银行卡已注销',
  user: { id: 6, name: '李华', mobile: null },
};

function api(roles = [1]) {
  return fakeApi((call: FakeCall) => {
    if (call.url.endsWith(API_PATHS.userInfo)) return ok(userInfo(roles, '王主管'));
    if (call.url.endsWith(API_PATHS.consoleRefundPage))
      return ok({
        records: call.params.status === 'failed' ? [FAILED] : [ROW, FAILED],
        total: 2,
        current: 1,
        size: 20,
      });
    if (call.method === 'POST') return ok(null);
    if (call.url.endsWith(API_PATHS.examMarkingPage)) return ok({ records: [], total: 0, current: 1, size: 10 });
    return [404, { code: 1, msg: '不存在', data: null }];
  });
}
/** A table's button by its text: role queries inside antd's table take seconds each in jsdom. */
const buttonIn = (scope: HTMLElement, text: string) => within(scope).getByText(text).closest('button')!;
const callsTo = (calls: FakeCall[], path: string) => calls.filter((c) => c.url.endsWith(path));

afterEach(() => vi.restoreAllMocks());

describe('退费 (console)', { timeout: 60_000 }, () => {
  it('yuan to fen without float drift', () => {
    expect(yuanToFen(0.29)).toBe(29);
    expect(yuanToFen(150.1)).toBe(15010);
  });

  it('approves with another amount in 元 (checked against the paid share), sent in fen', async () => {
    const { calls } = api();
    renderConsole('/console/refunds');
    const cell = await screen.findByText('王小明（13800000001）', {}, { timeout: 8000 });
    const row = cell.closest('tr')!;
    await userEvent.click(buttonIn(row, '同意'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/按未上 6 节退还/)).toBeInTheDocument();
    const input = within(dialog).getByLabelText('退款金额（元）');
    await userEvent.clear(input);
    await userEvent.type(input, '250');
    fireEvent.blur(input);
    await userEvent.click(within(dialog).getByRole('button', { name: '同意并退款' }));
    // The field caps at the paid share (¥200.00): 250 is taken back to 200.
    await waitFor(() =>
      expect(callsTo(calls, '/console/refund/7/approve').map((c) => c.body)).toEqual([{ overrideFen: 20000 }]),
    );
  });

  it('reject needs a reason, sent trimmed', async () => {
    const { calls } = api();
    renderConsole('/console/refunds');
    const row = (await screen.findByText('王小明（13800000001）', {}, { timeout: 8000 })).closest('tr')!;
    fireEvent.click(buttonIn(row, '驳回'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('驳回原因'), { target: { value: ' 课程已过半 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    await waitFor(() =>
      expect(callsTo(calls, '/console/refund/7/reject').map((c) => c.body)).toEqual([{ reason: '课程已过半' }]),
    );
  });

  it('the 失败 tab lists failed refunds by status (in the URL); a row shows why; 重试 sends it again', async () => {
    const { calls } = api();
    renderConsole('/console/refunds?status=failed');
    const row = (await screen.findByText('李华', {}, { timeout: 8000 })).closest('tr')!;
    expect(callsTo(calls, API_PATHS.consoleRefundPage).every((c) => c.params.status === 'failed')).toBe(true);
    fireEvent.click(row.querySelector('.ant-table-row-expand-icon')!);
    expect(await screen.findByText('退款失败：ABNORMAL: 用户银行卡已注销')).toBeInTheDocument();
    fireEvent.click(buttonIn(row, '重试'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(callsTo(calls, '/console/refund/8/retry')).toHaveLength(1));
  });

  it('a teacher has no 退费 in the menu and is told so at its address', async () => {
    const { calls } = api([6]);
    renderConsole('/console/refunds');
    expect(await screen.findByText('无权查看', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(callsTo(calls, API_PATHS.consoleRefundPage)).toEqual([]);
  });
});
