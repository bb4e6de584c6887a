import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from '@salt/domain';
import { clearSession, saveTokens, useSiteStore } from '../../../lib/site-store';
import { ExchangeDetailPage } from './exchange-detail-page';
import { ExchangeRecordPage } from './exchange-record-page';
import { ExpensesPage } from './expenses-page';
import { calls, exchange, ledgerRow, pageOf, renderAt, serve, summary } from './points-test-fixtures';

/** 兑换记录, 兑换详情 (取消兑换, 确认收货) and 盐值明细. */

beforeEach(() => {
  saveTokens({ accessToken: 'a', refreshToken: 'r' });
  useSiteStore.setState({ showMobileTheme: false });
});
afterEach(() => clearSession());

const OK = /确\s*定/;

describe('/yanzhi/exchangeRecord', () => {
  it('lists my exchanges, filters by status and opens one', async () => {
    serve((_m, _u, params) =>
      params?.status === 'shipped'
        ? pageOf([exchange({ id: 42, status: 'shipped', statusText: '已发货', title: '错题本' })])
        : pageOf([exchange(), exchange({ id: 43, status: 'cancelled', statusText: '已取消' })]),
    );
    renderAt('/yanzhi/exchangeRecord', '/yanzhi/exchangeRecord', <ExchangeRecordPage />);
    const cards = await screen.findAllByTestId('yz-exchange');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('待发货')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('600')).toBeInTheDocument();
    expect(cards[0]).toHaveAttribute('href', '/yanzhi/exchangeDetail?id=41');
    expect(calls[0]!.url).toBe(`/api${API_PATHS.pointsExchangePage}`);
    expect(calls[0]!.params?.status).toBeUndefined();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      '全部',
      '待发货',
      '已发货',
      '已完成',
      '已取消',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: '已发货' }));
    expect(await screen.findByText('错题本')).toBeInTheDocument();
    expect(calls.at(-1)!.params).toMatchObject({ status: 'shipped' });
  });
});

describe('/yanzhi/exchangeDetail', () => {
  it('shows the address and points; 取消兑换 asks first, then cancels', async () => {
    let cancelled = false;
    serve((method) => {
      if (method === 'POST') {
        cancelled = true;
        return exchange({ status: 'cancelled', statusText: '已取消', canCancel: false });
      }
      return cancelled
        ? exchange({ status: 'cancelled', statusText: '已取消', canCancel: false, cancelledAt: '2026-11-24T03:00:00Z' })
        : exchange();
    });
    renderAt('/yanzhi/exchangeDetail?id=41', '/yanzhi/exchangeDetail', <ExchangeDetailPage />);
    expect(await screen.findByText('待发货')).toBeInTheDocument();
    expect(screen.getByText(/中关村大街1号/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认收货' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '取消兑换' }));
    fireEvent.click(await screen.findByRole('button', { name: OK }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url === '/api/points/exchange/41/cancel')).toBe(true),
    );
    expect(await screen.findByText('兑换已取消，盐值已退回')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取消兑换' })).toBeNull();
  });

  it('a shipped one shows the parcel and can be received; a coupon links to my coupons', async () => {
    serve(() =>
      exchange({
        status: 'shipped',
        statusText: '已发货',
        canCancel: false,
        logistics: { company: '顺丰速运', trackingNo: 'SF123' },
        couponUserId: 9,
      }),
    );
    renderAt('/yanzhi/exchangeDetail?id=41', '/yanzhi/exchangeDetail', <ExchangeDetailPage />);
    expect(await screen.findByText('顺丰速运 · 运单号 SF123')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /查看我的优惠券/ })).toHaveAttribute('href', '/pc-shop/coupons');
    expect(screen.queryByRole('button', { name: '取消兑换' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '确认收货' }));
    fireEvent.click(await screen.findByRole('button', { name: OK }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url === '/api/points/exchange/41/receive')).toBe(true),
    );
  });
});

describe('/yanzhi/expenses', () => {
  it('shows signed, coloured amounts with the balance after; filters and loads more', async () => {
    serve((_m, url, params) => {
      if (url.endsWith(API_PATHS.pointsSummary)) return summary();
      if (params?.rule === 'expire')
        return pageOf([ledgerRow({ id: 4, amount: -120, ruleCode: 'expire', ruleName: '盐值过期', remark: null })]);
      if (params?.direction === 'out')
        return pageOf([ledgerRow({ id: 3, amount: -300, ruleCode: 'exchange', ruleName: '兑换商品', remark: null })]);
      const page = Number(params?.current ?? 1);
      return pageOf(
        [
          ledgerRow({ id: page * 10 + 1 }),
          ledgerRow({ id: page * 10 + 2, amount: -600, ruleName: '兑换商品', balanceAfter: 1000, remark: null }),
        ],
        page,
        45,
      );
    });
    renderAt('/yanzhi/expenses', '/yanzhi/expenses', <ExpensesPage />);
    const rows = await screen.findAllByTestId('yz-ledger-row');
    expect(within(rows[0]!).getByText('+10')).toHaveClass('is-in');
    expect(within(rows[0]!).getByText('初二数学第3讲作业')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('余额 1,010')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('−600')).toHaveClass('is-out');
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(screen.getAllByTestId('yz-ledger-row')).toHaveLength(4));
    fireEvent.click(screen.getByRole('tab', { name: '消费' }));
    await waitFor(() => expect(screen.getAllByTestId('yz-ledger-row')).toHaveLength(1));
    expect(calls.at(-1)!.params).toMatchObject({ direction: 'out', current: '1' });
    expect(calls.find((c) => c.url.endsWith(API_PATHS.pointsLedger))!.params?.direction).toBeUndefined();

    // 类型: one rule's rows, with the direction chosen.
    fireEvent.change(screen.getByRole('combobox', { name: '按类型筛选' }), { target: { value: 'expire' } });
    await waitFor(() => expect(screen.getByText('−120')).toBeInTheDocument());
    expect(calls.at(-1)!.params).toMatchObject({ direction: 'out', rule: 'expire', current: '1' });
    expect(screen.getByRole('option', { name: '浏览公众号' })).toBeInTheDocument();
  });
});
