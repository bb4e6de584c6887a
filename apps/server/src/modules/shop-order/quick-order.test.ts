import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_MESSAGES } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userFactory } from '../../test/factories';
import { skuFactory } from '../../test/shop-factories';
import { bearer, passwordLogin } from '../../test/requests';
import { placeOrder } from '../../test/shop-requests';
import { insertPlainOrder, readCheckoutLines } from './quick-order';
import { newOrderNo } from './order-number';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function buyer() {
  const user = await userFactory(t.ctx.db);
  return bearer((await passwordLogin(t.app, user.username, user.password)).access_token);
}
const count = async (q: string, skuId: number) => Number((await t.database.pool.query(q, [skuId])).rows[0].n);

describe('checkout fast lane (issue 19)', () => {
  it('30 buyers at once for 5 seats: 5 orders, 25 名额已满, never oversold', async () => {
    const { sku } = await skuFactory(t.ctx.db, { stock: 5 });
    const buyers = await Promise.all(Array.from({ length: 30 }, () => buyer()));
    const results = await Promise.all(buyers.map((h) => placeOrder(t.app, h, { items: [{ skuId: sku.id }] })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 409 && r.msg === SHOP_MESSAGES.soldOut)).toHaveLength(25);
    expect(await count('select stock as n from shop_sku where id = $1', sku.id)).toBe(0);
    expect(await count('select count(*) as n from shop_order_seat where sku_id = $1 and active', sku.id)).toBe(5);
    expect(await count('select count(*) as n from shop_order_item where sku_id = $1', sku.id)).toBe(5);
  });

  it('a sold-out class answers 名额已满 while another transaction holds its row lock', async () => {
    const { sku } = await skuFactory(t.ctx.db, { stock: 0 });
    const headers = await buyer();
    const locker = await t.database.pool.connect();
    try {
      await locker.query('begin');
      await locker.query('select id from shop_sku where id = $1 for update', [sku.id]);
      // Were the refusal to take the row lock, this would wait until the lock is released below and time out.
      const res = await placeOrder(t.app, headers, { items: [{ skuId: sku.id }] });
      expect(res.statusCode).toBe(409);
      expect(res.msg).toBe(SHOP_MESSAGES.soldOut);
    } finally {
      await locker.query('rollback');
      locker.release();
    }
  });

  it('an order number another order already has is drawn again, and nothing is taken twice', async () => {
    const { sku } = await skuFactory(t.ctx.db, { stock: 2 });
    const [first, second] = [await userFactory(t.ctx.db), await userFactory(t.ctx.db)];
    const now = new Date();
    const taken = newOrderNo(now);
    const draws = [taken, taken];
    const drawn = () => draws.shift() ?? newOrderNo(now);
    const line = async (userId: number) => (await readCheckoutLines(t.ctx.db, userId, [sku.id], now))[0]!;
    const extra = { remark: null, idempotencyKey: null };
    expect(await insertPlainOrder(t.ctx.db, first.id, await line(first.id), extra, now, drawn)).toBeTypeOf('number');
    // The second buyer's first draw is the first order's number: the unique index refuses it, the lane draws again.
    const id = await insertPlainOrder(t.ctx.db, second.id, await line(second.id), extra, now, drawn);
    expect(id).toBeTypeOf('number');
    expect(draws).toEqual([]);
    expect(await count('select stock as n from shop_sku where id = $1', sku.id)).toBe(0);
    expect(await count('select count(*) as n from shop_order_seat where sku_id = $1 and active', sku.id)).toBe(2);
  });

  it('order numbers: China time to the second, then ten random digits', () => {
    const no = newOrderNo(new Date('2026-11-25T08:53:11.885Z'), 'P');
    expect(no).toMatch(/^P20261125165311\d{10}$/);
  });

  it('the same Idempotency-Key twice at once for the last seat answers one order', async () => {
    const { sku } = await skuFactory(t.ctx.db, { stock: 1 });
    const h = { ...(await buyer()), 'idempotency-key': 'last-seat-1' };
    const [a, b] = await Promise.all([1, 2].map(() => placeOrder(t.app, h, { items: [{ skuId: sku.id }] })));
    expect(a!.statusCode).toBe(200);
    expect(b!.statusCode).toBe(200);
    expect(a!.order.id).toBe(b!.order.id);
    expect(await count('select stock as n from shop_sku where id = $1', sku.id)).toBe(0);
  });
});
