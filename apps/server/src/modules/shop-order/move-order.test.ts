import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { couponFactory, skuFactory } from '../../test/shop-factories';
import { placeOrder } from '../../test/shop-requests';
import { closeOrder } from './close-order.command';
import { markOrderPaid } from './mark-order-paid.command';
import { moveOrder } from './move-order.command';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const row = async (text: string, id: number) => (await t.database.pool.query(text, [id])).rows[0];

async function unpaidOrderWithCoupon() {
  const user = await userFactory(t.ctx.db);
  const headers = await sessionFor(t.ctx, user);
  const { sku } = await skuFactory(t.ctx.db, { priceFen: 29900, stock: 5 });
  const { couponUserId } = await couponFactory(t.ctx.db, user.id);
  const res = await placeOrder(t.app, headers, { items: [{ skuId: sku.id }], couponUserId });
  expect(res.statusCode).toBe(200);
  return { orderId: res.order.id, skuId: sku.id, couponUserId };
}

describe('moveOrder: status changes go through orderTransition under the row lock', () => {
  it('a refused event changes nothing', async () => {
    const { orderId } = await unpaidOrderWithCoupon();
    const moved = await t.ctx.db.transaction((tx) => moveOrder(tx, orderId, 'receive', { receivedAt: new Date() }));
    expect(moved).toBeNull();
    expect(await row('select status, received_at from shop_order where id = $1', orderId)).toEqual({
      status: '0',
      received_at: null,
    });
  });

  it('of a cancel and a payment racing for one order exactly one acts, and stock and coupon follow it', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { orderId, skuId, couponUserId } = await unpaidOrderWithCoupon();
      const now = t.clock.now();
      const [closed, paid] = await Promise.all([
        t.ctx.db.transaction((tx) => closeOrder(tx, orderId, 'cancel', now)),
        t.ctx.db.transaction((tx) => markOrderPaid(t.ctx, tx, orderId, 'dev', now)),
      ]);
      expect(closed !== paid).toBe(true);
      const order = await row('select status, close_reason from shop_order where id = $1', orderId);
      const stock = (await row('select stock from shop_sku where id = $1', skuId)).stock;
      const coupon = (await row('select status from shop_coupon_user where id = $1', couponUserId)).status;
      if (closed) {
        expect(order).toEqual({ status: '5', close_reason: 'cancel' });
        expect([stock, coupon]).toEqual([5, 'unused']);
      } else {
        expect(order).toEqual({ status: '3', close_reason: null });
        expect([stock, coupon]).toEqual([4, 'used']);
      }
    }
  });
});
