import { expect, test, type APIRequestContext } from '@playwright/test';
import { api, apiLogin, DEMO_PARENT, DEMO_STUDENT, logIn } from '../support/session';
import { shot, type Sku } from './family-support';

/**
 * 家长代付: the demo student (bound to the demo parent) has an unpaid order and presses 请家长付款 on it; the demo
 * parent opens 今日审批, presses 同意并付款, pays on 缴费 through the dev payment page; the order is paid for the
 * student, who still owns it.
 *
 * Runs once per project against one database and may run again: each run orders a class the student has not
 * bought yet (created through the API, as the checkout page would), so earlier runs leave nothing in the way.
 */

interface OrderLite {
  id: number;
  orderNo: string;
  items: { skuId: number }[];
  display: { key: string };
}
const CLOSED = new Set(['closedTimeout', 'closedCancel', 'refunded']);

async function unboughtClass(request: APIRequestContext, token: string): Promise<Sku> {
  const owned = new Set<number>();
  for (let current = 1; ; current += 1) {
    const mine = await api<{ records: OrderLite[]; total: number }>(
      request,
      token,
      'GET',
      `/api/shop/order/my/page?tab=all&size=50&current=${current}`,
    );
    for (const o of mine.records) if (!CLOSED.has(o.display.key)) o.items.forEach((i) => owned.add(i.skuId));
    if (current * 50 >= mine.total) break;
  }
  const spus = await api<{ records: { id: number; soldOut: boolean }[] }>(
    request,
    token,
    'GET',
    '/api/shop/spu/public/page?size=-1',
  );
  for (const spu of spus.records.filter((s) => !s.soldOut)) {
    const list = await api<Sku[]>(request, token, 'GET', `/api/shop/spu/public/getSkuBySpuId?spuId=${spu.id}`);
    const fit = list.find((s) => !s.soldOut && !s.isGroup && !s.needLogistics && !owned.has(s.id) && s.priceFen > 0);
    if (fit) return fit;
  }
  throw new Error('the demo student has a class left to buy');
}

test('the student asks the parent to pay; the parent approves and pays', async ({ page, request }, info) => {
  test.setTimeout(180_000);
  const phone = info.project.name === 'phone';
  const student = await apiLogin(request, DEMO_STUDENT.username, DEMO_STUDENT.password);
  const sku = await unboughtClass(request, student.token);
  const order = await api<OrderLite>(request, student.token, 'POST', '/api/shop/order', { items: [{ skuId: sku.id }] });

  // 1. The student's unpaid order: 请家长付款.
  await logIn(page, phone, DEMO_STUDENT.username, DEMO_STUDENT.password);
  await page.goto(phone ? '/m-shop/userOrderNew' : '/pc-shop/orders');
  const card = page.getByTestId(`order-${order.id}`).first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.getByRole('button', { name: '请家长付款' }).click();
  await expect(card.getByTestId('ask-parent-state')).toHaveText('已请家长付款，等待家长处理');
  await shot(page, info, 'asked-parent');

  // 2. The parent: 今日审批 lists it; 同意并付款 leads to 缴费 with the order.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await logIn(page, phone, DEMO_PARENT.username, DEMO_PARENT.password);
  await page.goto('/parent/todayApprove');
  const pending = page.getByTestId('approve-pending');
  const request_ = pending.locator('article', { hasText: order.orderNo });
  await expect(request_).toBeVisible({ timeout: 20_000 });
  await expect(request_).toContainText('王小明');
  await expect(request_).toContainText(`¥${Math.floor(sku.priceFen / 100)}`);
  await shot(page, info, 'today-approve');
  await request_.getByRole('button', { name: '同意并付款' }).click();
  await expect(page).toHaveURL(new RegExp(`/parent/payment\\?.*orderId=${order.id}`));

  // 3. 去支付 on the dev payment page; back on 缴费 the order is gone from the unpaid list.
  const row = page.getByTestId(`child-order-${order.id}`);
  await expect(row).toBeVisible();
  await shot(page, info, 'parent-payment');
  await row.getByRole('button', { name: '去支付' }).click();
  await expect(page.getByRole('button', { name: '确认支付' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: '确认支付' }).click();
  await page.waitForURL(/\/parent\/payment\?.*paidOrderId=/);
  await expect(page.getByTestId(`child-order-${order.id}`)).toHaveCount(0, { timeout: 20_000 });

  // 4. The order is the student's and paid.
  await expect
    .poll(
      async () => (await api<OrderLite>(request, student.token, 'GET', `/api/shop/order/${order.id}`)).display.key,
      {
        timeout: 20_000,
      },
    )
    .toMatch(/^(paid|completed|toDeliver)$/);
});
