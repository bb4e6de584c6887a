import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API_PATHS } from '@salt/domain';
import { clearSession, saveTokens, useSiteStore } from '../../../lib/site-store';
import { ShopDetailPage } from './shop-detail-page';
import { SubmitOrderPage } from './submit-order-page';
import { address, calls, exchange, goods, pageOf, renderAt, serve, summary } from './points-test-fixtures';

/** 商品详情 and 提交订单: why an item cannot be had, the quantity, the address, the one-off exchange. */

beforeEach(() => {
  saveTokens({ accessToken: 'a', refreshToken: 'r' });
  useSiteStore.setState({ showMobileTheme: false });
});
afterEach(() => clearSession());

function shop(item = goods(), balance = 1000, onExchange: () => unknown = () => exchange({ id: 77 })) {
  serve((method, url) => {
    if (url.endsWith(API_PATHS.pointsSummary)) return summary(balance);
    if (url.endsWith(API_PATHS.addressPage))
      return pageOf([
        address({ id: 3, isDefault: false }),
        address({ id: 4, receiverName: '李老师', isDefault: true }),
      ]);
    if (method === 'POST' && url.endsWith(API_PATHS.pointsExchange)) return onExchange();
    return item;
  });
}

describe('/yanzhi/shopDetail', () => {
  it('shows the item with its paragraphs and coupon, and 立即兑换 opens 提交订单', async () => {
    shop(goods({ kind: 'coupon', coupon: { name: '秋季课程券', amountFen: 3000, thresholdFen: 20000 } }));
    renderAt('/yanzhi/shopDetail?id=5', '/yanzhi/shopDetail', <ShopDetailPage />);
    expect(await screen.findByRole('heading', { name: '盐课堂定制笔记本' })).toBeInTheDocument();
    expect(screen.getByText('封面印有盐课堂吉祥物。')).toBeInTheDocument();
    expect(screen.getByText('纸张加厚不洇墨。')).toBeInTheDocument();
    expect(screen.getByTestId('yz-coupon')).toHaveTextContent('满¥200.00可用');
    const go = await screen.findByRole('button', { name: '立即兑换' });
    await waitFor(() => expect(go).toBeEnabled());
    fireEvent.click(go);
    expect(screen.getByTestId('where')).toHaveTextContent('/yanzhi/submitOrder?id=5');
    expect(calls.some((c) => c.url === `/api/points/goods/5`)).toBe(true);
  });

  it('says 已兑完 or 盐值不足 on a disabled button', async () => {
    shop(goods({ stock: 0 }));
    const first = renderAt('/yanzhi/shopDetail?id=5', '/yanzhi/shopDetail', <ShopDetailPage />);
    expect(await screen.findByRole('button', { name: '已兑完' })).toBeDisabled();
    first.unmount();
    shop(goods(), 100);
    renderAt('/yanzhi/shopDetail?id=5', '/yanzhi/shopDetail', <ShopDetailPage />);
    expect(await screen.findByRole('button', { name: '盐值不足' })).toBeDisabled();
    expect(screen.getByText(/还差 200 盐值/)).toBeInTheDocument();
  });
});

describe('/yanzhi/submitOrder', () => {
  it('limits the quantity, starts on the default address, sends one idempotency key and opens the exchange', async () => {
    shop(goods({ stock: 3 }), 1000);
    renderAt('/yanzhi/submitOrder?id=5', '/yanzhi/submitOrder', <SubmitOrderPage />);
    expect(await screen.findByTestId('yz-total')).toHaveTextContent('300 盐值');
    const more = screen.getByRole('button', { name: '增加数量' });
    fireEvent.click(more);
    fireEvent.click(more);
    // stock 3, balance 1000 / 300 = 3
    expect(more).toBeDisabled();
    expect(screen.getByTestId('yz-total')).toHaveTextContent('900 盐值');
    expect(screen.getByTestId('yz-after')).toHaveTextContent('100 盐值');
    const chosen = await screen.findByRole('button', { pressed: true });
    expect(chosen).toHaveTextContent('李老师');
    fireEvent.click(screen.getByRole('button', { name: /张小明/ }));
    fireEvent.click(screen.getByRole('button', { name: '确认兑换' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/yanzhi/exchangeDetail?id=77'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe(`/api${API_PATHS.pointsExchange}`);
    expect(post.body).toEqual({ goodsId: 5, quantity: 3, addressId: 3 });
    expect(String(post.headers['Idempotency-Key'])).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the server refusal on the page and keeps the key for the retry', async () => {
    shop(goods({ kind: 'virtual' }), 1000, () => new Error('商品已兑完'));
    renderAt('/yanzhi/submitOrder?id=5', '/yanzhi/submitOrder', <SubmitOrderPage />);
    fireEvent.click(await screen.findByRole('button', { name: '确认兑换' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('商品已兑完');
    fireEvent.click(screen.getByRole('button', { name: '确认兑换' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    const [a, b] = calls.filter((c) => c.method === 'POST');
    expect(a!.headers['Idempotency-Key']).toBe(b!.headers['Idempotency-Key']);
    expect(a!.body).toEqual({ goodsId: 5, quantity: 1 });
    expect(screen.queryByTestId('yz-address')).toBeNull();
  });

  it('on phones shows the chosen address and the shop picker', async () => {
    useSiteStore.setState({ showMobileTheme: true });
    shop();
    renderAt('/yanzhi/submitOrder?id=5', '/yanzhi/submitOrder', <SubmitOrderPage />);
    expect(await screen.findByTestId('yz-address')).toHaveTextContent('李老师');
    expect(screen.getByTestId('yz-submit')).toHaveClass('is-m');
  });
});
