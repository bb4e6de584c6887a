import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_DISPLAY_TEXT } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { api, bearer, passwordLogin } from '../../test/requests';
import { seedDemo } from './demo-seed';
import { seedOrderDemo } from './order-demo-seed';
import { sweepExpiredGroups, sweepUnpaidOrders } from '../../modules/shop-order';
import { reconcilePayments } from '../../modules/shop-order';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx.db);
});
afterAll(() => t.close());

const myOrders = async () => {
  const headers = bearer((await passwordLogin(t.app, 'student', 'Student123')).access_token);
  return (await t.app.inject({ method: 'GET', url: api('/shop/order/my/page?size=50'), headers })).json().data
    .records as {
    orderNo: string;
    display: { text: string; groupTip: string | null };
  }[];
};

describe('order demo seed', () => {
  it('gives the demo student an order in every display status', async () => {
    const texts = new Set((await myOrders()).map((o) => o.display.text));
    for (const key of [
      'pendingPayment',
      'paymentFailed',
      'closedTimeout',
      'closedCancel',
      'refunded',
      'partlyDelivered',
      'groupForming',
      'toDeliver',
      'completed',
      'toReceive',
    ] as const) {
      expect(texts, ORDER_DISPLAY_TEXT[key]).toContain(ORDER_DISPLAY_TEXT[key]);
    }
    expect((await myOrders()).find((o) => o.display.text === '待拼团')?.display.groupTip).toBe('还差2人');
  });

  it("agrees with the dev provider's books: reconciliation finds nothing to act on", async () => {
    const report = await reconcilePayments(t.ctx, { days: 400 });
    expect(report).toMatchObject({ applied: 0, refunded: 0, flagged: 0, closed: 0 });
    expect(report!.agreed).toBeGreaterThan(0);
  });

  it('is idempotent, and renews the unpaid and forming ones after the rules closed them', async () => {
    const before = (await myOrders()).length;
    await seedOrderDemo(t.ctx.db);
    expect((await myOrders()).length).toBe(before);
    t.clock.advance(30 * 3600_000);
    await sweepUnpaidOrders(t.ctx);
    await sweepExpiredGroups(t.ctx);
    await seedOrderDemo(t.ctx.db, t.clock.now());
    const texts = (await myOrders()).map((o) => o.display.text);
    expect(texts).toContain('待付款');
    expect(texts).toContain('支付失败');
    expect(texts).toContain('待拼团');
    expect(texts.filter((x) => x === '超时关闭').length).toBeGreaterThanOrEqual(3);
  });

  it('holds the coupons the checkout offers', async () => {
    const headers = bearer((await passwordLogin(t.app, 'student', 'Student123')).access_token);
    const mine = (await t.app.inject({ method: 'GET', url: api('/shop/couponuser/my'), headers })).json().data;
    expect(mine.map((c: { name: string }) => c.name)).toContain('新人专享立减30元');
    const open = (await t.app.inject({ method: 'GET', url: api('/shop/coupon/receive/list'), headers })).json().data;
    expect(open.length).toBeGreaterThanOrEqual(3);
  });
});
