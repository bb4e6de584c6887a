import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userFactory } from '../../test/factories';
import { skuFactory } from '../../test/shop-factories';
import { offeringFactory } from '../../test/learning-factories';
import { api, bearer, passwordLogin } from '../../test/requests';
import { payOnDevPage, placeOrder } from '../../test/shop-requests';
import { skus } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function buyer() {
  const user = await userFactory(t.ctx.db);
  return { user, headers: bearer((await passwordLogin(t.app, user.username, user.password)).access_token) };
}
const owned = (headers: Record<string, string>, query: string) =>
  t.app.inject({ method: 'GET', url: api(`/shop/order/owned?${query}`), headers });

/** A goods with two classes, each with its class in the learning centre. */
async function goodsWithTwoClasses() {
  const { spu, sku: first } = await skuFactory(t.ctx.db);
  const [second] = await t.ctx.db
    .insert(skus)
    .values({ spuId: spu.id, skuCode: `OWN-${spu.id}-2`, name: '第二个班', priceFen: 14900, stock: 10 })
    .returning();
  const a = await offeringFactory(t.ctx.db, { skuId: first.id, spuId: spu.id, now: t.clock.now() });
  const b = await offeringFactory(t.ctx.db, { skuId: second!.id, spuId: spu.id, now: t.clock.now() });
  return { spu, first, second: second!, firstClass: a.offering, secondClass: b.offering };
}

describe('GET /shop/order/owned: the classes the caller already has', () => {
  it('names a paid class with its class in the learning centre, an unpaid one with its order to pay', async () => {
    const { spu, first, second, firstClass } = await goodsWithTwoClasses();
    const pupil = await buyer();
    expect((await owned(pupil.headers, `spuId=${spu.id}`)).json().data).toEqual([]);

    const { order: paidOrder } = await placeOrder(t.app, pupil.headers, { items: [{ skuId: first.id }] });
    await payOnDevPage(t.app, pupil.headers, paidOrder.id);
    const { order: unpaid } = await placeOrder(t.app, pupil.headers, { items: [{ skuId: second.id }] });

    expect((await owned(pupil.headers, `spuId=${spu.id}`)).json().data).toEqual([
      { skuId: first.id, orderId: paidOrder.id, paid: true, offeringId: firstClass.id },
      { skuId: second.id, orderId: unpaid.id, paid: false, offeringId: null },
    ]);
    // Checkout asks by class; the answer is the same rows the order's 409 would read.
    expect((await owned(pupil.headers, `skuIds=${first.id}`)).json().data).toEqual([
      { skuId: first.id, orderId: paidOrder.id, paid: true, offeringId: firstClass.id },
    ]);
    const again = await placeOrder(t.app, pupil.headers, { items: [{ skuId: first.id }] });
    expect(again.statusCode).toBe(409);
    expect(again.msg).toBe(ORDER_MESSAGES.repeatBuy);

    // A cancelled order gives the seat back: the class is no longer owned.
    await t.app.inject({
      method: 'POST',
      url: api(`/shop/order/cancelOrder?orderId=${unpaid.id}`),
      headers: pupil.headers,
    });
    expect((await owned(pupil.headers, `skuIds=${second.id},${first.id}`)).json().data).toEqual([
      { skuId: first.id, orderId: paidOrder.id, paid: true, offeringId: firstClass.id },
    ]);
  });

  it("says nothing about another pupil's classes; needs a login and a goods or classes", async () => {
    const { spu, first } = await goodsWithTwoClasses();
    const pupil = await buyer();
    const other = await buyer();
    const { order } = await placeOrder(t.app, pupil.headers, { items: [{ skuId: first.id }] });
    await payOnDevPage(t.app, pupil.headers, order.id);
    expect((await owned(other.headers, `spuId=${spu.id}`)).json().data).toEqual([]);
    expect((await owned({}, `spuId=${spu.id}`)).statusCode).toBe(401);
    const none = await owned(pupil.headers, '');
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe(ORDER_MESSAGES.ownedQueryRequired);
    expect((await owned(pupil.headers, 'skuIds=abc')).statusCode).toBe(400);
  });
});
