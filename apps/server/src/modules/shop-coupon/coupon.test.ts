import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userFactory } from '../../test/factories';
import { skuFactory } from '../../test/shop-factories';
import { api, bearer, passwordLogin } from '../../test/requests';
import { couponTemplates } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function buyer() {
  const user = await userFactory(t.ctx.db);
  return { user, headers: bearer((await passwordLogin(t.app, user.username, user.password)).access_token) };
}
async function template(o: Partial<typeof couponTemplates.$inferInsert> = {}) {
  const [tpl] = await t.ctx.db
    .insert(couponTemplates)
    .values({
      name: '新人立减30元',
      amountFen: 3000,
      thresholdFen: 10000,
      totalQuantity: 100,
      validFrom: new Date(Date.now() - 3600_000),
      validTo: new Date(Date.now() + 7 * 86_400_000),
      ...o,
    })
    .returning();
  return tpl!;
}
const receive = (headers: Record<string, string>, templateId: number) =>
  t.app.inject({ method: 'POST', url: api('/shop/couponuser/receive'), headers, payload: { templateId } });

describe('claiming coupons', () => {
  it('lists open coupons and claims one up to the per-user limit', async () => {
    const { headers } = await buyer();
    const tpl = await template({ perUserLimit: 2 });
    const list = (await t.app.inject({ method: 'GET', url: api('/shop/coupon/receive/list'), headers })).json().data;
    expect(list.find((c: { id: number }) => c.id === tpl.id)).toMatchObject({ left: 100, received: 0 });
    expect((await receive(headers, tpl.id)).json().data).toMatchObject({
      templateId: tpl.id,
      status: 'unused',
      amountFen: 3000,
    });
    expect((await receive(headers, tpl.id)).statusCode).toBe(200);
    const third = await receive(headers, tpl.id);
    expect(third.statusCode).toBe(409);
    expect(third.json().msg).toBe(ORDER_MESSAGES.couponLimit);
    // 领券中心 then says 已领取: the list counts what the caller holds.
    const after = (await t.app.inject({ method: 'GET', url: api('/shop/coupon/receive/list'), headers })).json().data;
    expect(after.find((c: { id: number }) => c.id === tpl.id)).toMatchObject({ left: 98, received: 2 });
  });

  it('never hands out more than the total, under racing claims', async () => {
    const tpl = await template({ totalQuantity: 3 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => buyer()));
    const results = await Promise.all(buyers.map((b) => receive(b.headers, tpl.id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.json().msg === ORDER_MESSAGES.couponSoldOut)).toHaveLength(7);
    const [{ received_count }] = (
      await t.database.pool.query('select received_count from shop_coupon_template where id = $1', [tpl.id])
    ).rows;
    expect(received_count).toBe(3);
  });

  it('one user racing claims still gets only the per-user limit', async () => {
    const { headers } = await buyer();
    const tpl = await template({ perUserLimit: 1 });
    const results = await Promise.all(Array.from({ length: 5 }, () => receive(headers, tpl.id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });

  it('redeems a code, case-insensitively, once', async () => {
    const { headers } = await buyer();
    await template({ redeemCode: 'SALT2026', claimable: false, name: '兑换券' });
    const redeem = (code: string) =>
      t.app.inject({ method: 'POST', url: api('/shop/couponuser/redeem'), headers, payload: { code } });
    expect((await redeem('salt2026')).json().data.name).toBe('兑换券');
    expect((await redeem('SALT2026')).statusCode).toBe(409);
    const bad = await redeem('NOPE');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(ORDER_MESSAGES.couponCodeInvalid);
    expect((await redeem('')).statusCode).toBe(400);
    expect((await redeem("' or 1=1 --")).statusCode).toBe(400);
  });

  it('expired, unclaimable and unknown templates are refused', async () => {
    const { headers } = await buyer();
    const old = await template({
      validFrom: new Date(Date.now() - 10 * 86_400_000),
      validTo: new Date(Date.now() - 86_400_000),
    });
    expect((await receive(headers, old.id)).json().msg).toBe('优惠券已过期');
    const hidden = await template({ claimable: false });
    expect((await receive(headers, hidden.id)).json().msg).toBe(ORDER_MESSAGES.couponNotClaimable);
    expect((await receive(headers, 999999)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: api('/shop/couponuser/receive'),
          headers,
          payload: { templateId: 'x' },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('coupons for an order', () => {
  it('rates each coupon and suggests the best; the group price is used for a joint purchase', async () => {
    const { headers } = await buyer();
    const { sku } = await skuFactory(t.ctx.db, {
      priceFen: 19900,
      isGroup: true,
      groupMemberNum: 3,
      groupPriceFen: 9900,
      groupHoursValid: 24,
    });
    const small = await template({ amountFen: 1000, thresholdFen: 0 });
    const big = await template({ amountFen: 5000, thresholdFen: 15000 });
    const other = await template({ amountFen: 8000, thresholdFen: 0, skuIds: [999999] });
    for (const tpl of [small, big, other]) await receive(headers, tpl.id);
    const normal = (
      await t.app.inject({
        method: 'POST',
        url: api('/shop/promotion/order'),
        headers,
        payload: { items: [{ skuId: sku.id }] },
      })
    ).json().data;
    expect(normal).toMatchObject({ totalFen: 19900, couponFen: 5000, payFen: 14900 });
    const bigRow = normal.coupons.find((c: { templateId: number }) => c.templateId === big.id);
    expect(normal.bestCouponUserId).toBe(bigRow.couponUserId);
    expect(normal.coupons.find((c: { templateId: number }) => c.templateId === other.id)).toMatchObject({
      usable: false,
      reason: '优惠券不适用于所选课程',
    });

    const joint = (
      await t.app.inject({
        method: 'POST',
        url: api('/shop/promotion/joint'),
        headers,
        payload: { items: [{ skuId: sku.id }] },
      })
    ).json().data;
    expect(joint).toMatchObject({ totalFen: 9900, couponFen: 1000, payFen: 8900 });
    expect(joint.coupons.find((c: { templateId: number }) => c.templateId === big.id)).toMatchObject({
      usable: false,
      reason: '未达到优惠券使用门槛',
    });

    await t.app.inject({ method: 'PUT', url: api('/shop/cart/addCart'), headers, payload: { skuId: sku.id } });
    const cart = (await t.app.inject({ method: 'GET', url: api('/shop/promotion/shopCart'), headers })).json().data;
    expect(cart.totalFen).toBe(19900);

    const mine = (await t.app.inject({ method: 'GET', url: api('/shop/couponuser/my?status=unused'), headers })).json()
      .data;
    expect(mine).toHaveLength(3);
  });

  it('offers the coupons a new pupil can still claim, and the one worth claiming', async () => {
    const { headers } = await buyer();
    const { sku } = await skuFactory(t.ctx.db, { priceFen: 14900 });
    const only = { skuIds: [sku.id] };
    const welcome = await template({ ...only, name: '新人专享立减60元', amountFen: 6000, thresholdFen: 10000 });
    const tooHigh = await template({ ...only, name: '满200减90', amountFen: 9000, thresholdFen: 20000 });
    const gone = await template({ ...only, name: '已抢光', amountFen: 7000, totalQuantity: 1, receivedCount: 1 });
    const promo = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: api('/shop/promotion/order'),
          headers,
          payload: { items: [{ skuId: sku.id }] },
        })
      ).json().data;

    const before = await promo();
    // Nothing held yet: no coupon to apply, but the claimable ones are listed and rated against this class.
    expect(before.coupons).toEqual([]);
    const byId = (id: number) => before.claimable.find((c: { id: number }) => c.id === id);
    expect(byId(welcome.id)).toMatchObject({ usable: true, discountFen: 6000, received: 0, perUserLimit: 1 });
    expect(byId(tooHigh.id)).toMatchObject({ usable: false, reason: '未达到优惠券使用门槛', discountFen: 0 });
    expect(byId(gone.id)).toBeUndefined();
    expect(before.bestClaimTemplateId).toBe(welcome.id);

    // Claimed: it is held and suggested, no longer claimable, and nothing else is worth claiming.
    expect((await receive(headers, welcome.id)).statusCode).toBe(200);
    const after = await promo();
    const held = after.coupons.find((c: { templateId: number }) => c.templateId === welcome.id);
    expect(after.bestCouponUserId).toBe(held.couponUserId);
    expect(after).toMatchObject({ couponFen: 6000, payFen: 8900, bestClaimTemplateId: null });
    expect(after.claimable.find((c: { id: number }) => c.id === welcome.id)).toBeUndefined();
  });

  it('bad input is a 400', async () => {
    const { headers } = await buyer();
    expect(
      (await t.app.inject({ method: 'POST', url: api('/shop/promotion/order'), headers, payload: { items: [] } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: api('/shop/promotion/order'),
          headers,
          payload: { items: [{ skuId: 999999 }] },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: api('/shop/couponuser/my?status=weird'), headers })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: api('/shop/couponuser/my') })).statusCode).toBe(401);
  });
});
