import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, ORDER_PAY_TIMEOUT_MS } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userFactory } from '../../test/factories';
import { couponFactory, skuFactory } from '../../test/shop-factories';
import { api, bearer, passwordLogin } from '../../test/requests';
import { payOnDevPage, placeOrder } from '../../test/shop-requests';
import { signDevNotification } from '../../platform/payment/dev-payment-provider';
import { sweepUnpaidOrders } from './order-sweep';
import { REJECTED_NOTIFICATIONS_KEPT_PER_HOUR } from './payment-notification.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function buyer() {
  const user = await userFactory(t.ctx.db);
  const headers = bearer((await passwordLogin(t.app, user.username, user.password)).access_token);
  return { user, headers };
}
const getOrder = async (headers: Record<string, string>, id: number) =>
  (await t.app.inject({ method: 'GET', url: api(`/shop/order/${id}`), headers })).json().data;
const q = async (sql: string, params: unknown[] = []) => (await t.database.pool.query(sql, params)).rows;

describe('paying on the dev page', () => {
  it('the page shows the amount; 确认支付 pays: a course without materials is 已完成', async () => {
    const { headers } = await buyer();
    const { sku } = await skuFactory(t.ctx.db, { priceFen: 12350 });
    const { order } = await placeOrder(t.app, headers, { items: [{ skuId: sku.id }] });
    const { pay, page, done } = await payOnDevPage(t.app, headers, order.id);
    expect(pay.kind).toBe('redirect');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('123.50');
    expect(page.body).toContain('确认支付');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toContain(`orderId=${order.id}`);
    const paid = await getOrder(headers, order.id);
    expect(paid).toMatchObject({ status: '3', payType: 'dev' });
    expect(paid.display.text).toBe('已完成');
    expect(paid.paidAt).not.toBeNull();
  });

  it('with materials it is 已付款 waiting for delivery (待发货)', async () => {
    const { user, headers } = await buyer();
    const { sku } = await skuFactory(t.ctx.db, { needLogistics: true });
    const [addr] = await q(
      `insert into shop_user_address (user_id, receiver_name, mobile, province, city, district, detail) values ($1, '王', '13800000009', '北京', '北京', '海淀', '1号') returning id`,
      [user.id],
    );
    const { order } = await placeOrder(t.app, headers, { items: [{ skuId: sku.id }], addressId: addr.id });
    await payOnDevPage(t.app, headers, order.id);
    const paid = await getOrder(headers, order.id);
    expect(paid.status).toBe('1');
    expect(paid.display.text).toBe('待发货');
  });

  it('模拟支付失败 shows 支付失败 and the order can still be paid', async () => {
    const { headers } = await buyer();
    const { sku } = await skuFactory(t.ctx.db);
    const { order } = await placeOrder(t.app, headers, { items: [{ skuId: sku.id }] });
    await payOnDevPage(t.app, headers, order.id, 'failed');
    const failed = await getOrder(headers, order.id);
    expect(failed.display.text).toBe('支付失败');
    expect(failed.display.actions.continuePay).toBe(true);
    await payOnDevPage(t.app, headers, order.id, 'paid');
    expect((await getOrder(headers, order.id)).display.text).toBe('已完成');
  });

  it('the same notification twice pays once', async () => {
    const { headers } = await buyer();
    const { sku } = await skuFactory(t.ctx.db);
    const { order } = await placeOrder(t.app, headers, { items: [{ skuId: sku.id }] });
    const pay = (
      await t.app.inject({ method: 'POST', url: api('/shop/order/pay'), headers, payload: { orderId: order.id } })
    ).json().data;
    const secret = (t.ctx.payments.dev as unknown as { opts: { secret: string } }).opts.secret;
    const body = {
      outTradeNo: pay.outTradeNo,
      transactionId: 'tx-1',
      amountFen: order.payFen,
      paid: true,
      paidAt: new Date().toISOString(),
    };
    const signed = signDevNotification(secret, body, new Date());
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: api('/shop/pay/notify/dev'),
        headers: { ...signed.headers, 'content-type': 'application/json' },
        payload: signed.rawBody,
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    const outcomes = (
      await q('select outcome from shop_payment_notification where out_trade_no = $1 order by id', [pay.outTradeNo])
    )
      .map((r) => r.outcome)
      .sort();
    expect(outcomes).toEqual(['duplicate', 'paid']);
    expect((await getOrder(headers, order.id)).status).toBe('3');
  });

  it('a tampered or wrong-amount notification does not pay and is recorded', async () => {
    const { headers } = await buyer();
    const { sku } = await skuFactory(t.ctx.db);
    const { order } = await placeOrder(t.app, headers, { items: [{ skuId: sku.id }] });
    const pay = (
      await t.app.inject({ method: 'POST', url: api('/shop/order/pay'), headers, payload: { orderId: order.id } })
    ).json().data;
    const secret = (t.ctx.payments.dev as unknown as { opts: { secret: string } }).opts.secret;
    const good = signDevNotification(
      secret,
      {
        outTradeNo: pay.outTradeNo,
        transactionId: 'tx-2',
        amountFen: order.payFen,
        paid: true,
        paidAt: new Date().toISOString(),
      },
      new Date(),
    );
    const tampered = await t.app.inject({
      method: 'POST',
      url: api('/shop/pay/notify/dev'),
      headers: { ...good.headers, 'content-type': 'application/json' },
      payload: good.rawBody.replace(`"amountFen":${order.payFen}`, '"amountFen":1'),
    });
    expect(tampered.statusCode).toBe(400);
    const cheap = signDevNotification(
      secret,
      { outTradeNo: pay.outTradeNo, transactionId: 'tx-3', amountFen: 1, paid: true, paidAt: new Date().toISOString() },
      new Date(),
    );
    const mismatch = await t.app.inject({
      method: 'POST',
      url: api('/shop/pay/notify/dev'),
      headers: { ...cheap.headers, 'content-type': 'application/json' },
      payload: cheap.rawBody,
    });
    expect(mismatch.statusCode).toBe(400);
    expect((await getOrder(headers, order.id)).status).toBe('0');
    const outcomes = (
      await q(`select outcome, verified from shop_payment_notification where body like $1 order by id`, [
        `%${pay.outTradeNo}%`,
      ])
    ).map((r) => r.outcome);
    expect(outcomes).toEqual(['rejected', 'amount-mismatch']);
  });

  it('a flood of forged notifications stores a few per source and hour, shortened; the rest only count as refused', async () => {
    const forge = (remoteAddress: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: api('/shop/pay/notify/dev'),
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ forged: i, pad: 'x'.repeat(20_000) }),
        remoteAddress,
      });
    // The probe stored every rejected body (20 KB each) with rate limiting off.
    for (let i = 0; i < REJECTED_NOTIFICATIONS_KEPT_PER_HOUR + 15; i++) {
      expect((await forge('203.0.113.7', i)).statusCode).toBe(400);
    }
    expect((await forge('198.51.100.9', 0)).statusCode).toBe(400);
    const kept = await q(
      `select source_ip, count(*)::int as n, max(length(body))::int as longest from shop_payment_notification
       where verified = false and source_ip in ('203.0.113.7', '198.51.100.9') group by source_ip order by source_ip`,
    );
    expect(kept).toEqual([
      { source_ip: '198.51.100.9', n: 1, longest: 2000 },
      { source_ip: '203.0.113.7', n: REJECTED_NOTIFICATIONS_KEPT_PER_HOUR, longest: 2000 },
    ]);
    // An hour later the source gets its allowance again.
    t.clock.advance(3_600_000 + 1000);
    try {
      await forge('203.0.113.7', 99);
      const after = await q(
        `select count(*)::int as n from shop_payment_notification where verified = false and source_ip = '203.0.113.7'`,
      );
      expect(after[0]!.n).toBe(REJECTED_NOTIFICATIONS_KEPT_PER_HOUR + 1);
    } finally {
      t.clock.advance(-3_600_000 - 1000);
    }
  });

  it('garbage to the notify endpoint is refused without a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api('/shop/pay/notify/dev'),
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'POST', url: api('/shop/pay/notify/paypal'), payload: '{}' });
    expect(unknown.statusCode).toBe(400);
    const page = await t.app.inject({ method: 'GET', url: api('/pay/dev/checkout?token=forged') });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('支付链接无效');
  });
});

describe('unpaid orders close', () => {
  it('cancel gives back the seat and the coupon', async () => {
    const { user, headers } = await buyer();
    const { sku } = await skuFactory(t.ctx.db, { stock: 2 });
    const { couponUserId } = await couponFactory(t.ctx.db, user.id, { thresholdFen: 0 });
    const { order } = await placeOrder(t.app, headers, { items: [{ skuId: sku.id }], couponUserId });
    const res = await t.app.inject({
      method: 'POST',
      url: api(`/shop/order/cancelOrder?orderId=${order.id}`),
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.display.text).toBe('取消订单');
    expect((await q('select stock from shop_sku where id = $1', [sku.id]))[0].stock).toBe(2);
    expect((await q('select status, order_id from shop_coupon_user where id = $1', [couponUserId]))[0]).toEqual({
      status: 'unused',
      order_id: null,
    });
    // the class can be bought again, with the same coupon
    expect((await placeOrder(t.app, headers, { items: [{ skuId: sku.id }], couponUserId })).statusCode).toBe(200);
    // a cancelled order cannot be cancelled or paid again
    expect(
      (await t.app.inject({ method: 'POST', url: api(`/shop/order/cancelOrder?orderId=${order.id}`), headers }))
        .statusCode,
    ).toBe(409);
    const pay = await t.app.inject({
      method: 'POST',
      url: api('/shop/order/pay'),
      headers,
      payload: { orderId: order.id },
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().msg).toBe(ORDER_MESSAGES.notPayable);
  });

  it('the sweep closes orders past the deadline (超时关闭), once, whoever runs it', async () => {
    const { user, headers } = await buyer();
    const { sku } = await skuFactory(t.ctx.db, { stock: 1 });
    const { order } = await placeOrder(t.app, headers, { items: [{ skuId: sku.id }] });
    expect(await sweepUnpaidOrders(t.ctx)).toBe(0);
    t.clock.advance(ORDER_PAY_TIMEOUT_MS + 1000);
    const counts = await Promise.all([sweepUnpaidOrders(t.ctx), sweepUnpaidOrders(t.ctx), sweepUnpaidOrders(t.ctx)]);
    // other tests' unpaid orders are due too; what matters is that this one closed once (stock back to 1, not 2)
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect((await q('select stock from shop_sku where id = $1', [sku.id]))[0].stock).toBe(1);
    // the access token expired with the clock jump; log in again as the buyer
    const fresh = bearer((await passwordLogin(t.app, user.username, user.password)).access_token);
    expect((await getOrder(fresh, order.id)).display.text).toBe('超时关闭');
  });

  it('a payment that arrives after the order closed is recorded and refunded, not lost', async () => {
    const { headers } = await buyer();
    const { sku } = await skuFactory(t.ctx.db);
    const { order } = await placeOrder(t.app, headers, { items: [{ skuId: sku.id }] });
    const pay = (
      await t.app.inject({ method: 'POST', url: api('/shop/order/pay'), headers, payload: { orderId: order.id } })
    ).json().data;
    await t.app.inject({ method: 'POST', url: api(`/shop/order/cancelOrder?orderId=${order.id}`), headers });
    const secret = (t.ctx.payments.dev as unknown as { opts: { secret: string } }).opts.secret;
    // the payer had paid at the vendor just before the cancel reached it
    await t.ctx.database.pool.query(
      `update dev_pay_trade set state = 'paid', transaction_id = 'late-1', paid_at = now() where out_trade_no = $1`,
      [pay.outTradeNo],
    );
    const signed = signDevNotification(
      secret,
      {
        outTradeNo: pay.outTradeNo,
        transactionId: 'late-1',
        amountFen: order.payFen,
        paid: true,
        paidAt: new Date().toISOString(),
      },
      t.clock.now(),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: api('/shop/pay/notify/dev'),
      headers: { ...signed.headers, 'content-type': 'application/json' },
      payload: signed.rawBody,
    });
    expect(res.statusCode).toBe(200);
    const [n] = await q('select outcome from shop_payment_notification where out_trade_no = $1', [pay.outTradeNo]);
    expect(n.outcome).toBe('late-refunded');
    const [refund] = await q('select amount_fen, status from shop_refund where order_id = $1', [order.id]);
    expect(refund).toEqual({ amount_fen: order.payFen, status: 'success' });
  });
});
