import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { POINTS_MESSAGES, SHOP_ERRORS } from '@salt/domain';
import { couponUsers, pointsExchanges, pointsGoods, pointsLedger, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { addressFactory } from '../../test/shop-factories';
import { givePoints, mallCouponTemplate, pointsGoodsFactory } from '../../test/points-factories';
import { api } from '../../test/requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function pupil(points = 0) {
  const user = await userFactory(t.ctx.db);
  if (points > 0) await givePoints(t.ctx.db, user.id, points);
  return { user, headers: await sessionFor(t.ctx, user) };
}
const exchange = (headers: Record<string, string>, payload: Record<string, unknown>, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: api('/points/exchange'),
    headers: key ? { ...headers, 'idempotency-key': key } : headers,
    payload,
  });
const get = (headers: Record<string, string>, url: string) => t.app.inject({ method: 'GET', url: api(url), headers });
const post = (headers: Record<string, string>, url: string) => t.app.inject({ method: 'POST', url: api(url), headers });

/** What an exchange moves: the balance, the item's stock, the ledger and exchange rows of the user. */
async function state(userId: number, goodsId: number) {
  const db = t.ctx.db;
  const [u] = await db.select({ points: users.points }).from(users).where(eq(users.id, userId));
  const [g] = await db.select().from(pointsGoods).where(eq(pointsGoods.id, goodsId));
  return {
    points: u!.points,
    stock: g!.stock,
    exchanged: g!.exchanged,
    ledger: await db.$count(pointsLedger, eq(pointsLedger.userId, userId)),
    exchanges: await db.$count(pointsExchanges, eq(pointsExchanges.userId, userId)),
    coupons: await db.$count(couponUsers, eq(couponUsers.userId, userId)),
  };
}

describe('exchanging goods', () => {
  it('a physical item: points spent, stock taken, address copied, 待发货; shipped then received', async () => {
    const { user, headers } = await pupil(1000);
    const goods = await pointsGoodsFactory(t.ctx.db, { kind: 'physical', category: '文具', pointsCost: 300 });
    const address = await addressFactory(t.ctx.db, user.id);
    const res = await exchange(headers, { goodsId: goods.id, quantity: 2, addressId: address.id, remark: '周末送' });
    expect(res.statusCode).toBe(200);
    const ex = res.json().data;
    expect(ex).toMatchObject({
      kind: 'physical',
      quantity: 2,
      pointsCost: 300,
      pointsTotal: 600,
      status: 'toShip',
      statusText: '待发货',
      canCancel: true,
      remark: '周末送',
      address: { receiverName: '王建国', mobile: '13800000004', region: '北京市北京市海淀区', detail: '中关村大街1号' },
    });
    expect(await state(user.id, goods.id)).toMatchObject({ points: 400, stock: 98, exchanged: 2, exchanges: 1 });
    const ledger = (await get(headers, '/points/ledger/page?direction=out')).json().data;
    expect(ledger.records[0]).toMatchObject({
      amount: -600,
      ruleCode: 'exchange',
      ruleName: '兑换商品',
      balanceAfter: 400,
    });
    // 明细's 类型 filter: one rule's rows, with the direction too; an unknown rule is refused.
    const rulesOf = async (q: string) =>
      ((await get(headers, `/points/ledger/page?${q}`)).json().data.records as { ruleCode: string }[]).map(
        (r) => r.ruleCode,
      );
    expect(await rulesOf('rule=exchange')).toEqual(['exchange']);
    expect(await rulesOf('rule=exchange&direction=in')).toEqual([]);
    expect((await rulesOf('')).length).toBeGreaterThan(1);
    expect((await get(headers, '/points/ledger/page?rule=bogus')).statusCode).toBe(400);

    // Not shipped yet: 确认收货 is refused.
    expect((await post(headers, `/points/exchange/${ex.id}/receive`)).json().msg).toBe(POINTS_MESSAGES.notShipped);
    const admin = await userFactory(t.ctx.db, { roles: [1] });
    const adminHeaders = await sessionFor(t.ctx, admin);
    const shipped = await t.app.inject({
      method: 'POST',
      url: api(`/console/points/exchange/${ex.id}/ship`),
      headers: adminHeaders,
      payload: { company: '顺丰速运', trackingNo: 'SF1234567890' },
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().data).toMatchObject({
      status: 'shipped',
      logistics: { company: '顺丰速运' },
      canCancel: false,
    });
    const cancel = await post(headers, `/points/exchange/${ex.id}/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().msg).toBe(POINTS_MESSAGES.notCancellable);
    const received = await post(headers, `/points/exchange/${ex.id}/receive`);
    expect(received.json().data).toMatchObject({ status: 'completed', statusText: '已完成' });
  });

  it('a coupon item issues the coupons in the same transaction, 已完成', async () => {
    const { user, headers } = await pupil(500);
    const tpl = await mallCouponTemplate(t.ctx.db);
    const goods = await pointsGoodsFactory(t.ctx.db, { kind: 'coupon', couponTemplateId: tpl.id, pointsCost: 200 });
    const res = await exchange(headers, { goodsId: goods.id, quantity: 2 });
    expect(res.statusCode).toBe(200);
    const ex = res.json().data;
    expect(ex).toMatchObject({ kind: 'coupon', status: 'completed', pointsTotal: 400, address: null });
    expect(ex.couponUserId).toEqual(expect.any(Number));
    expect(await state(user.id, goods.id)).toMatchObject({ points: 100, coupons: 2, stock: 98 });
    const mine = (await get(headers, '/shop/couponuser/my?status=unused')).json().data;
    expect(mine.some((c: { couponUserId: number }) => c.couponUserId === ex.couponUserId)).toBe(true);
    const detail = (await get(headers, `/points/goods/${goods.id}`)).json().data;
    expect(detail.coupon).toEqual({ name: '盐值兑换券20元', amountFen: 2000, thresholdFen: 10000 });
  });

  it('a virtual item is completed at once and needs no address', async () => {
    const { user, headers } = await pupil(100);
    const goods = await pointsGoodsFactory(t.ctx.db, { kind: 'virtual', pointsCost: 100 });
    const res = await exchange(headers, { goodsId: goods.id });
    expect(res.json().data).toMatchObject({ status: 'completed', quantity: 1, canCancel: false });
    expect((await state(user.id, goods.id)).points).toBe(0);
  });

  it('a retry with the same Idempotency-Key answers the first exchange and spends once', async () => {
    const { user, headers } = await pupil(1000);
    const goods = await pointsGoodsFactory(t.ctx.db, { pointsCost: 100 });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => exchange(headers, { goodsId: goods.id }, 'retry-key-1')),
    );
    const ids = new Set(results.map((r) => r.json().data.id));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(ids.size).toBe(1);
    const again = await exchange(headers, { goodsId: goods.id }, 'retry-key-1');
    expect(again.json().data.id).toBe([...ids][0]);
    expect(await state(user.id, goods.id)).toMatchObject({ points: 900, stock: 99, exchanges: 1 });
    expect((await exchange(headers, { goodsId: goods.id }, 'x'.repeat(65))).statusCode).toBe(400);
  });

  it('cancelling before shipment returns the points and the stock, once', async () => {
    const { user, headers } = await pupil(500);
    const goods = await pointsGoodsFactory(t.ctx.db, { kind: 'physical', pointsCost: 150 });
    const address = await addressFactory(t.ctx.db, user.id);
    const ex = (await exchange(headers, { goodsId: goods.id, quantity: 3, addressId: address.id })).json().data;
    expect(await state(user.id, goods.id)).toMatchObject({ points: 50, stock: 97 });
    const res = await post(headers, `/points/exchange/${ex.id}/cancel`);
    expect(res.json().data).toMatchObject({ status: 'cancelled', statusText: '已取消', canCancel: false });
    expect(await state(user.id, goods.id)).toMatchObject({ points: 500, stock: 100, exchanged: 0 });
    const again = await post(headers, `/points/exchange/${ex.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect((await state(user.id, goods.id)).points).toBe(500);
    const rows = await t.ctx.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, user.id), eq(pointsLedger.ruleCode, 'exchangeCancel')));
    expect(rows).toMatchObject([{ amount: 450, balanceAfter: 500 }]);
    const list = (await get(headers, '/points/exchange/my/page?status=cancelled')).json().data;
    expect(list.records.map((r: { id: number }) => r.id)).toEqual([ex.id]);
  });

  it('refuses bad exchanges with the Chinese message and changes nothing', async () => {
    const { user, headers } = await pupil(250);
    const physical = await pointsGoodsFactory(t.ctx.db, { kind: 'physical', pointsCost: 100, stock: 10 });
    const soldOut = await pointsGoodsFactory(t.ctx.db, { pointsCost: 10, stock: 1 });
    const offShelf = await pointsGoodsFactory(t.ctx.db, { pointsCost: 10, onShelf: false });
    const dear = await pointsGoodsFactory(t.ctx.db, { pointsCost: 300 });
    const other = await pupil();
    const othersAddress = await addressFactory(t.ctx.db, other.user.id);
    const cases: [Record<string, unknown>, number, string, number][] = [
      [{ goodsId: dear.id }, 409, POINTS_MESSAGES.notEnough, dear.id],
      [
        { goodsId: physical.id, quantity: 3, addressId: othersAddress.id },
        404,
        SHOP_ERRORS.addressNotFound.msg,
        physical.id,
      ],
      [{ goodsId: soldOut.id, quantity: 2 }, 409, POINTS_MESSAGES.soldOut, soldOut.id],
      [{ goodsId: offShelf.id }, 409, POINTS_MESSAGES.offShelf, offShelf.id],
      [{ goodsId: physical.id }, 400, POINTS_MESSAGES.addressRequired, physical.id],
      [{ goodsId: physical.id, quantity: 0 }, 400, POINTS_MESSAGES.quantity, physical.id],
      [{ goodsId: physical.id, quantity: 6 }, 400, POINTS_MESSAGES.quantity, physical.id],
      [{ goodsId: 999_999 }, 404, POINTS_MESSAGES.goodsNotFound, physical.id],
    ];
    for (const [payload, status, msg, goodsId] of cases) {
      const before = await state(user.id, goodsId);
      const res = await exchange(headers, payload);
      expect([res.statusCode, res.json().msg], JSON.stringify(payload)).toEqual([status, msg]);
      expect(await state(user.id, goodsId)).toEqual(before);
    }
    // More than the balance with several units, too (3 × 100 > 250), with an address of one's own.
    const own = await addressFactory(t.ctx.db, user.id);
    const before = await state(user.id, physical.id);
    const res = await exchange(headers, { goodsId: physical.id, quantity: 3, addressId: own.id });
    expect([res.statusCode, res.json().msg]).toEqual([409, POINTS_MESSAGES.notEnough]);
    expect(await state(user.id, physical.id)).toEqual(before);
  });

  it("another pupil's exchange is unknown (404) to read, cancel or receive", async () => {
    const owner = await pupil(100);
    const goods = await pointsGoodsFactory(t.ctx.db, { kind: 'physical', pointsCost: 100 });
    const address = await addressFactory(t.ctx.db, owner.user.id);
    const ex = (await exchange(owner.headers, { goodsId: goods.id, addressId: address.id })).json().data;
    const other = await pupil(100);
    for (const res of [
      await get(other.headers, `/points/exchange/${ex.id}`),
      await post(other.headers, `/points/exchange/${ex.id}/cancel`),
      await post(other.headers, `/points/exchange/${ex.id}/receive`),
    ]) {
      expect([res.statusCode, res.json().msg]).toEqual([404, POINTS_MESSAGES.exchangeNotFound]);
    }
    expect((await get(owner.headers, `/points/exchange/${ex.id}`)).json().data.status).toBe('toShip');
    expect((await get(other.headers, '/points/exchange/my/page')).json().data.total).toBe(0);
  });
});

describe('the mall and the balance', () => {
  it('lists only goods on the shelf, by category, hot by exchanges; off-shelf detail is 404', async () => {
    const { headers } = await pupil();
    await t.ctx.db.execute(sql`update ${pointsGoods} set on_shelf = false`);
    const a = await pointsGoodsFactory(t.ctx.db, { category: '图书', sort: 1, exchanged: 5 });
    const b = await pointsGoodsFactory(t.ctx.db, { category: '文具', sort: 2, exchanged: 50 });
    const c = await pointsGoodsFactory(t.ctx.db, { category: '图书', sort: 3, exchanged: 20 });
    const off = await pointsGoodsFactory(t.ctx.db, { category: '隐藏', onShelf: false });
    expect((await get(headers, '/points/mall/home')).json().data.categories).toEqual(['图书', '文具']);
    const books = (await get(headers, `/points/goods/page?category=${encodeURIComponent('图书')}`)).json().data;
    expect(books.records.map((g: { id: number }) => g.id)).toEqual([a.id, c.id]);
    const hot = (await get(headers, '/points/goods/page?sort=hot')).json().data;
    expect(hot.records.map((g: { id: number }) => g.id)).toEqual([b.id, c.id, a.id]);
    const res = await get(headers, `/points/goods/${off.id}`);
    expect([res.statusCode, res.json().msg]).toEqual([404, POINTS_MESSAGES.goodsNotFound]);
  });

  it('summary: balance, earned total and the next expiry capped by the balance', async () => {
    const { user, headers } = await pupil(300);
    const goods = await pointsGoodsFactory(t.ctx.db, { pointsCost: 200 });
    await exchange(headers, { goodsId: goods.id });
    const s = (await get(headers, '/points/summary')).json().data;
    expect(s).toMatchObject({ balance: 100, earnedTotal: 300, expiring: { amount: 100 } });
    expect(new Date(s.expiring.at).getTime()).toBeGreaterThan(Date.now());
    const rules = (await get(headers, '/points/rules')).json().data;
    expect(rules.find((r: { code: string }) => r.code === 'homeworkOnTime')).toMatchObject({ amount: 10, dailyCap: 5 });
    expect(user.id).toBeGreaterThan(0);
  });
});
