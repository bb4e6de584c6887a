import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, SHOP_MESSAGES, MESSAGES } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userFactory } from '../../test/factories';
import { addressFactory, couponFactory, skuFactory } from '../../test/shop-factories';
import { api, bearer, passwordLogin } from '../../test/requests';
import { placeOrder } from '../../test/shop-requests';

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
const stockOf = async (skuId: number) =>
  Number((await t.database.pool.query('select stock from shop_sku where id = $1', [skuId])).rows[0].stock);
const orderCount = async () => Number((await t.database.pool.query('select count(*) from shop_order')).rows[0].count);

describe('create order', () => {
  it('prices on the server, reserves a seat and shows 待付款', async () => {
    const { headers } = await buyer();
    const { sku } = await skuFactory(t.ctx.db, { priceFen: 29900, stock: 5 });
    const res = await placeOrder(t.app, headers, { items: [{ skuId: sku.id }], totalFen: 1, payFen: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.order).toMatchObject({ status: '0', totalFen: 29900, payFen: 29900, couponFen: 0 });
    expect(res.order.display).toMatchObject({ text: '待付款', actions: { cancel: true, continuePay: true } });
    expect(res.order.items[0]).toMatchObject({ skuId: sku.id, priceFen: 29900, quantity: 1 });
    expect(await stockOf(sku.id)).toBe(4);
  });

  it('an Idempotency-Key repeat answers the same order and reserves once', async () => {
    const { headers } = await buyer();
    const { sku } = await skuFactory(t.ctx.db, { stock: 5 });
    const h = { ...headers, 'idempotency-key': 'abc-123' };
    const [a, b] = await Promise.all([
      placeOrder(t.app, h, { items: [{ skuId: sku.id }] }),
      placeOrder(t.app, h, { items: [{ skuId: sku.id }] }),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.order.id).toBe(b.order.id);
    expect(await stockOf(sku.id)).toBe(4);
  });

  it('refuses a second purchase of the same class, also when two requests race', async () => {
    const { headers } = await buyer();
    const { sku } = await skuFactory(t.ctx.db, { stock: 5 });
    const results = await Promise.all([1, 2, 3].map(() => placeOrder(t.app, headers, { items: [{ skuId: sku.id }] })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const losers = results.filter((r) => r.statusCode !== 200);
    expect(losers.every((r) => r.statusCode === 409 && r.msg === ORDER_MESSAGES.repeatBuy)).toBe(true);
    expect(await stockOf(sku.id)).toBe(4);
  });

  it('never oversells: 12 buyers race for 3 seats', async () => {
    const { sku } = await skuFactory(t.ctx.db, { stock: 3 });
    const buyers = await Promise.all(Array.from({ length: 12 }, () => buyer()));
    const results = await Promise.all(buyers.map((b) => placeOrder(t.app, b.headers, { items: [{ skuId: sku.id }] })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409 && r.msg === SHOP_MESSAGES.soldOut)).toHaveLength(9);
    expect(await stockOf(sku.id)).toBe(0);
  });

  it('applies a coupon, and one coupon cannot pay for two orders at once', async () => {
    const { user, headers } = await buyer();
    const a = await skuFactory(t.ctx.db, { priceFen: 19900 });
    const b = await skuFactory(t.ctx.db, { priceFen: 19900 });
    const { couponUserId } = await couponFactory(t.ctx.db, user.id, { amountFen: 3000, thresholdFen: 10000 });
    const [r1, r2] = await Promise.all([
      placeOrder(t.app, headers, { items: [{ skuId: a.sku.id }], couponUserId }),
      placeOrder(t.app, headers, { items: [{ skuId: b.sku.id }], couponUserId }),
    ]);
    const won = [r1, r2].filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(won[0]!.order).toMatchObject({ totalFen: 19900, couponFen: 3000, payFen: 16900 });
    const lost = [r1, r2].find((r) => r.statusCode !== 200)!;
    expect(lost.msg).toBe(ORDER_MESSAGES.couponUnavailable);
    // the loser's seat was not kept
    const loserSku = r1.statusCode === 200 ? b.sku.id : a.sku.id;
    expect(await stockOf(loserSku)).toBe(10);
  });

  it('refuses expired, foreign and below-threshold coupons', async () => {
    const { user, headers } = await buyer();
    const other = await buyer();
    const { sku } = await skuFactory(t.ctx.db, { priceFen: 5000 });
    const expired = await couponFactory(t.ctx.db, user.id, {
      thresholdFen: 0,
      validFrom: new Date(Date.now() - 10 * 86_400_000),
      validTo: new Date(Date.now() - 86_400_000),
    });
    const r1 = await placeOrder(t.app, headers, { items: [{ skuId: sku.id }], couponUserId: expired.couponUserId });
    expect(r1.statusCode).toBe(400);
    expect(r1.msg).toBe('优惠券已过期');
    const foreign = await couponFactory(t.ctx.db, other.user.id, { thresholdFen: 0 });
    expect(
      (await placeOrder(t.app, headers, { items: [{ skuId: sku.id }], couponUserId: foreign.couponUserId })).msg,
    ).toBe(ORDER_MESSAGES.couponUnavailable);
    const high = await couponFactory(t.ctx.db, user.id, { thresholdFen: 10000 });
    expect(
      (await placeOrder(t.app, headers, { items: [{ skuId: sku.id }], couponUserId: high.couponUserId })).msg,
    ).toBe('未达到优惠券使用门槛');
    expect(await stockOf(sku.id)).toBe(10);
  });

  it('a coupon never makes the price negative', async () => {
    const { user, headers } = await buyer();
    const { sku } = await skuFactory(t.ctx.db, { priceFen: 1500, needLogistics: false });
    const { couponUserId } = await couponFactory(t.ctx.db, user.id, { amountFen: 5000, thresholdFen: 0 });
    const r = await placeOrder(t.app, headers, { items: [{ skuId: sku.id }], couponUserId });
    expect(r.order).toMatchObject({ couponFen: 1500, payFen: 0 });
    // nothing left to pay: the order is paid at once (a course without materials completes)
    expect(r.order.display.text).toBe('已完成');
  });

  it('materials need an address of the buyer', async () => {
    const { user, headers } = await buyer();
    const other = await buyer();
    const { sku } = await skuFactory(t.ctx.db, { needLogistics: true });
    expect((await placeOrder(t.app, headers, { items: [{ skuId: sku.id }] })).msg).toBe(ORDER_MESSAGES.addressRequired);
    const foreign = await addressFactory(t.ctx.db, other.user.id);
    expect((await placeOrder(t.app, headers, { items: [{ skuId: sku.id }], addressId: foreign.id })).msg).toBe(
      ORDER_MESSAGES.addressRequired,
    );
    const mine = await addressFactory(t.ctx.db, user.id);
    const ok = await placeOrder(t.app, headers, { items: [{ skuId: sku.id }], addressId: mine.id });
    expect(ok.statusCode).toBe(200);
    expect(ok.order.address).toMatchObject({ receiverName: '王建国', detail: '中关村大街1号' });
    expect(ok.order.needLogistics).toBe(true);
  });

  it.each([
    [{}, ORDER_MESSAGES.itemsRequired],
    [{ items: [] }, ORDER_MESSAGES.itemsRequired],
    [{ items: [{ skuId: 'abc' }] }, null],
    [{ items: [{ skuId: 1, quantity: 5 }] }, null],
    [{ items: [{ skuId: "1' or 1=1" }] }, null],
    [{ items: [{ skuId: 999999 }] }, ORDER_MESSAGES.skuUnavailable],
    [{ items: [{ skuId: 1 }], remark: 'x'.repeat(201) }, null],
  ])('bad input %j is a 400 and creates nothing', async (body, msg) => {
    const { headers } = await buyer();
    const before = await orderCount();
    const r = await placeOrder(t.app, headers, body);
    expect(r.statusCode).toBe(400);
    if (msg) expect(r.msg).toBe(msg);
    else expect(r.msg).toMatch(/[\u4e00-\u9fff]/);
    expect(await orderCount()).toBe(before);
  });

  it('duplicate items, off-sale goods and a missing login are refused', async () => {
    const { headers } = await buyer();
    const { sku } = await skuFactory(t.ctx.db);
    expect((await placeOrder(t.app, headers, { items: [{ skuId: sku.id }, { skuId: sku.id }] })).msg).toBe(
      ORDER_MESSAGES.duplicateItems,
    );
    const off = await skuFactory(t.ctx.db, { onSale: false });
    expect((await placeOrder(t.app, headers, { items: [{ skuId: off.sku.id }] })).msg).toBe(
      ORDER_MESSAGES.skuUnavailable,
    );
    const anon = await t.app.inject({
      method: 'POST',
      url: api('/shop/order'),
      payload: { items: [{ skuId: sku.id }] },
    });
    expect(anon.statusCode).toBe(401);
    const badKey = await t.app.inject({
      method: 'POST',
      url: api('/shop/order'),
      headers: { ...headers, 'idempotency-key': 'x'.repeat(65) },
      payload: { items: [{ skuId: sku.id }] },
    });
    expect(badKey.statusCode).toBe(400);
    void MESSAGES;
  });

  it("another user's order is not found", async () => {
    const a = await buyer();
    const b = await buyer();
    const { sku } = await skuFactory(t.ctx.db);
    const { order } = await placeOrder(t.app, a.headers, { items: [{ skuId: sku.id }] });
    const peek = await t.app.inject({ method: 'GET', url: api(`/shop/order/${order.id}`), headers: b.headers });
    expect(peek.statusCode).toBe(404);
    const cancel = await t.app.inject({
      method: 'POST',
      url: api(`/shop/order/cancelOrder?orderId=${order.id}`),
      headers: b.headers,
    });
    expect(cancel.statusCode).toBe(404);
    const pay = await t.app.inject({
      method: 'POST',
      url: api('/shop/order/pay'),
      headers: b.headers,
      payload: { orderId: order.id },
    });
    expect(pay.statusCode).toBe(404);
  });
});
