import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE_ID, ORDER_MESSAGES } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userFactory } from '../../test/factories';
import { addressFactory, skuFactory } from '../../test/shop-factories';
import { api, bearer, passwordLogin } from '../../test/requests';
import { payOnDevPage, placeOrder } from '../../test/shop-requests';
import { sweepExpiredGroups } from './order-sweep';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function buyer(roles?: number[]) {
  const user = await userFactory(t.ctx.db, roles ? { roles } : {});
  const headers = bearer((await passwordLogin(t.app, user.username, user.password)).access_token);
  return { user, headers };
}
const getOrder = async (headers: Record<string, string>, id: number) =>
  (await t.app.inject({ method: 'GET', url: api(`/shop/order/${id}`), headers })).json().data;
const groupSku = () =>
  skuFactory(t.ctx.db, { isGroup: true, groupMemberNum: 3, groupPriceFen: 9900, groupHoursValid: 24, priceFen: 19900 });

describe('group buy', () => {
  it('a forming group shows 待拼团 with 还差N人 and completes when full', async () => {
    const { sku } = await groupSku();
    const a = await buyer();
    const first = await placeOrder(t.app, a.headers, { items: [{ skuId: sku.id }], startGroup: true });
    expect(first.order).toMatchObject({ totalFen: 9900, payFen: 9900 });
    await payOnDevPage(t.app, a.headers, first.order.id);
    let view = await getOrder(a.headers, first.order.id);
    expect(view.display).toMatchObject({ text: '待拼团', groupTip: '还差2人', actions: { shareGroup: true } });
    const groupId = view.orderGroupVO.id;

    const b = await buyer();
    const second = await placeOrder(t.app, b.headers, { items: [{ skuId: sku.id }], groupId });
    await payOnDevPage(t.app, b.headers, second.order.id);
    expect((await getOrder(a.headers, first.order.id)).display.groupTip).toBe('还差1人');

    const c = await buyer();
    const third = await placeOrder(t.app, c.headers, { items: [{ skuId: sku.id }], groupId });
    await payOnDevPage(t.app, c.headers, third.order.id);
    view = await getOrder(a.headers, first.order.id);
    expect(view.orderGroupVO).toMatchObject({ status: '1', number: 3, memberNum: 3 });
    expect(view.display.text).toBe('已完成');

    const share = (await t.app.inject({ method: 'GET', url: api(`/shop/group/${groupId}`), headers: c.headers })).json()
      .data;
    expect(share).toMatchObject({ status: '1', number: 3, memberNum: 3, groupTip: null, groupPriceFen: 9900 });
    expect(share.members).toHaveLength(3);
    expect(share.members.filter((m: { leader: boolean }) => m.leader)).toHaveLength(1);
    expect(share.members[0].name).toMatch(/\*/);
    expect((await t.app.inject({ method: 'GET', url: api('/shop/group/999999'), headers: c.headers })).statusCode).toBe(
      404,
    );

    const d = await buyer();
    const late = await placeOrder(t.app, d.headers, { items: [{ skuId: sku.id }], groupId });
    expect(late.statusCode).toBe(409);
    expect(late.msg).toBe(ORDER_MESSAGES.groupNotJoinable);
  });

  it('a group never takes more members than places, even when joins race', async () => {
    const { sku } = await groupSku();
    const leader = await buyer();
    const started = await placeOrder(t.app, leader.headers, { items: [{ skuId: sku.id }], startGroup: true });
    const groupId = started.order.orderGroupVO!.id;
    const joiners = await Promise.all(Array.from({ length: 6 }, () => buyer()));
    const results = await Promise.all(
      joiners.map((j) => placeOrder(t.app, j.headers, { items: [{ skuId: sku.id }], groupId })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
  });

  it('an expired group refunds its paid members and closes the unpaid ones', async () => {
    const { sku } = await groupSku();
    const a = await buyer();
    const b = await buyer();
    const first = await placeOrder(t.app, a.headers, { items: [{ skuId: sku.id }], startGroup: true });
    await payOnDevPage(t.app, a.headers, first.order.id);
    const second = await placeOrder(t.app, b.headers, {
      items: [{ skuId: sku.id }],
      groupId: first.order.orderGroupVO!.id,
    });
    t.clock.advance(25 * 3600_000);
    expect(await sweepExpiredGroups(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await sweepExpiredGroups(t.ctx)).toBe(0);
    const relog = async (u: { username: string; password: string }) =>
      bearer((await passwordLogin(t.app, u.username, u.password)).access_token);
    const refunded = await getOrder(await relog(a.user), first.order.id);
    expect(refunded).toMatchObject({ status: '5', closeReason: 'refund' });
    expect(refunded.display.text).toBe('已退款');
    const closed = await getOrder(await relog(b.user), second.order.id);
    expect(closed.display.text).toBe('超时关闭');
    const [refund] = (
      await t.database.pool.query('select status, amount_fen from shop_refund where order_id = $1', [first.order.id])
    ).rows;
    expect(refund).toEqual({ status: 'success', amount_fen: 9900 });
  });

  it('group fields are only for group skus, one item, and no double joining', async () => {
    const plain = await skuFactory(t.ctx.db);
    const a = await buyer();
    expect((await placeOrder(t.app, a.headers, { items: [{ skuId: plain.sku.id }], startGroup: true })).msg).toBe(
      ORDER_MESSAGES.notGroupSku,
    );
    const { sku } = await groupSku();
    const other = await skuFactory(t.ctx.db);
    expect(
      (await placeOrder(t.app, a.headers, { items: [{ skuId: sku.id }, { skuId: other.sku.id }], startGroup: true }))
        .msg,
    ).toBe(ORDER_MESSAGES.groupOnlyOneItem);
    expect((await placeOrder(t.app, a.headers, { items: [{ skuId: sku.id }], groupId: 999999 })).statusCode).toBe(404);
  });
});

describe('delivery of materials', () => {
  it('待发货 → 部分发货 → 待收货 → 已完成, with the express list', async () => {
    const { user, headers } = await buyer();
    // Books and kits belong to no class: staff (role 1) ship them (ship-order-policy.test.ts: who else may).
    const staff = await buyer([ADMIN_ROLE_ID]);
    const books = await skuFactory(t.ctx.db, { needLogistics: true, spuTitle: '教材A' });
    const kit = await skuFactory(t.ctx.db, { needLogistics: true, spuTitle: '教具B' });
    const address = await addressFactory(t.ctx.db, user.id);
    const { order } = await placeOrder(t.app, headers, {
      items: [{ skuId: books.sku.id }, { skuId: kit.sku.id }],
      addressId: address.id,
    });
    await payOnDevPage(t.app, headers, order.id);
    expect((await getOrder(headers, order.id)).display.text).toBe('待发货');

    const ship = (body: Record<string, unknown>, h = staff.headers) =>
      t.app.inject({ method: 'POST', url: api('/shop/admin/order/ship'), headers: h, payload: body });
    expect((await ship({ orderId: order.id, expressCompany: '顺丰', trackingNo: 'SF1000' }, headers)).statusCode).toBe(
      403,
    );
    const firstItem = order.items[0]!.id;
    expect(
      (await ship({ orderId: order.id, expressCompany: '顺丰', trackingNo: 'SF1001', itemIds: [firstItem] }))
        .statusCode,
    ).toBe(200);
    expect((await getOrder(headers, order.id)).display.text).toBe('部分发货');
    expect((await ship({ orderId: order.id, expressCompany: '中通', trackingNo: 'ZT2002' })).statusCode).toBe(200);
    const shipped = await getOrder(headers, order.id);
    expect(shipped.display).toMatchObject({ text: '待收货', actions: { confirmReceipt: true } });

    const express = (
      await t.app.inject({ method: 'GET', url: api(`/shop/order/expressList?orderId=${order.id}`), headers })
    ).json().data;
    expect(express.map((e: { trackingNo: string }) => e.trackingNo).sort()).toEqual(['SF1001', 'ZT2002']);
    expect(express[0].traces[0].text).toBe('商家已发货');

    const other = await buyer();
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: api(`/shop/order/expressList?orderId=${order.id}`),
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: api(`/shop/order/confirmReceipt?orderId=${order.id}`),
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(404);

    const confirm = await t.app.inject({
      method: 'PUT',
      url: api(`/shop/order/confirmReceipt?orderId=${order.id}`),
      headers,
    });
    expect(confirm.json().data.display.text).toBe('已完成');
    expect(
      (await t.app.inject({ method: 'PUT', url: api(`/shop/order/confirmReceipt?orderId=${order.id}`), headers }))
        .statusCode,
    ).toBe(409);
    expect((await ship({ orderId: order.id, expressCompany: '顺丰', trackingNo: 'SF9999' })).statusCode).toBe(409);
  });
});

describe('my orders', () => {
  it('lists newest first, filtered by tab', async () => {
    const { headers } = await buyer();
    const a = await skuFactory(t.ctx.db);
    const b = await skuFactory(t.ctx.db);
    const unpaid = await placeOrder(t.app, headers, { items: [{ skuId: a.sku.id }] });
    const done = await placeOrder(t.app, headers, { items: [{ skuId: b.sku.id }] });
    await payOnDevPage(t.app, headers, done.order.id);
    const page = async (tab: string) =>
      (await t.app.inject({ method: 'GET', url: api(`/shop/order/my/page?tab=${tab}`), headers })).json().data;
    expect((await page('all')).records.map((o: { id: number }) => o.id)).toEqual([done.order.id, unpaid.order.id]);
    expect((await page('unpaid')).records.map((o: { id: number }) => o.id)).toEqual([unpaid.order.id]);
    expect((await page('done')).total).toBe(1);
    expect((await page('closed')).total).toBe(0);
    const bad = await t.app.inject({ method: 'GET', url: api('/shop/order/my/page?tab=nope&size=500'), headers });
    expect(bad.statusCode).toBe(400);
  });
});
