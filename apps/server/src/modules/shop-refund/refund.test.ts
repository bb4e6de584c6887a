import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE_ID, REFUND_ERRORS, STUDENT_ROLE_ID, TEACHER_ROLE_ID, type RefundLine } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { addressFactory, couponFactory, skuFactory } from '../../test/shop-factories';
import { offeringFactory } from '../../test/learning-factories';
import { api } from '../../test/requests';
import { payOnDevPage, placeOrder } from '../../test/shop-requests';

/** 退费 through the API on PostgreSQL: every branch of the rule, the pupil's refusals, the console's review. */

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionFor(t.ctx, await userFactory(t.ctx.db, { roles: [ADMIN_ROLE_ID] }));
});
afterAll(() => t.close());

const q = async (sql: string, params: unknown[] = []) => (await t.database.pool.query(sql, params)).rows;
const DAY = 24 * 60;

async function pupil() {
  const user = await userFactory(t.ctx.db, { roles: [STUDENT_ROLE_ID] });
  return { user, headers: await sessionFor(t.ctx, user) };
}

/** A class (sku + sessions at the given minute offsets) bought and paid by a new pupil. */
async function boughtClass(o: { offsets?: number[]; priceFen?: number; coupon?: boolean } = {}) {
  const p = await pupil();
  const { sku, spu } = await skuFactory(t.ctx.db, { priceFen: o.priceFen ?? 20000, stock: 5 });
  await offeringFactory(t.ctx.db, { skuId: sku.id, spuId: spu.id, offsetsMin: o.offsets ?? [DAY, 2 * DAY, 3 * DAY] });
  const couponUserId = o.coupon ? (await couponFactory(t.ctx.db, p.user.id)).couponUserId : undefined;
  const placed = await placeOrder(t.app, p.headers, { items: [{ skuId: sku.id }], couponUserId });
  expect(placed.statusCode).toBe(200);
  await payOnDevPage(t.app, p.headers, placed.order.id);
  return { ...p, sku, order: placed.order, itemId: placed.order.items[0]!.id };
}

const lines = async (h: Record<string, string>, query = '') =>
  (await t.app.inject({ method: 'GET', url: api(`/shop/refund/lines${query}`), headers: h })).json().data;
const apply = (h: Record<string, string>, orderItemId: number, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: api('/shop/refund/apply'),
    headers: h,
    payload: { orderItemId, reasonCode: 'schedule', reasonText: '时间冲突', ...extra },
  });
const approve = (id: number, body: Record<string, unknown> = {}, h = admin) =>
  t.app.inject({ method: 'POST', url: api(`/console/refund/${id}/approve`), headers: h, payload: body });
const mine = async (h: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: api('/shop/refund/my'), headers: h })).json().data;

describe('the rule through the API', () => {
  it('before the first session: the whole paid amount (after the coupon), then the class leaves', async () => {
    const b = await boughtClass({ coupon: true });
    const before = await t.app.inject({ method: 'GET', url: api('/learn/offering/my'), headers: b.headers });
    expect(before.json().data.map((c: { spuId: number }) => c.spuId)).toContain(b.sku.spuId);
    const [line] = await lines(b.headers);
    expect(line).toMatchObject({ orderItemId: b.itemId, canApply: true, blockedReason: null });
    expect(line.computation).toMatchObject({ stage: 'beforeStart', paidShareFen: 18000, amountFen: 18000 });
    // Paying earned 盐值 per whole yuan (¥180 → 180); the full refund takes them back.
    const pointsOf = async () => (await q('select points from sys_user where id = $1', [b.user.id]))[0].points;
    expect(await pointsOf()).toBe(180);
    const applied = await apply(b.headers, b.itemId);
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data).toMatchObject({ status: 'pending', statusText: '申请中', computedFen: 18000 });

    const res = await approve(applied.json().data.id);
    expect(res.statusCode).toBe(200);
    const [req] = await mine(b.headers);
    expect(req).toMatchObject({ status: 'refunded', statusText: '已退款', approvedFen: 18000 });
    expect(req.timeline.map((s: { title: string }) => s.title)).toEqual(['提交申请', '审核通过', '退款中', '已退款']);
    expect(await pointsOf()).toBe(0);
    // The money went back through the provider, the class left the learning centre, the seat and stock came back.
    expect(await q('select amount_fen, status from shop_refund where order_id = $1', [b.order.id])).toEqual([
      { amount_fen: 18000, status: 'success' },
    ]);
    expect((await q('select status from learn_enrolment where order_id = $1', [b.order.id]))[0].status).toBe('ended');
    expect((await q('select active from shop_order_seat where order_id = $1', [b.order.id]))[0].active).toBe(false);
    expect((await q('select stock from shop_sku where id = $1', [b.sku.id]))[0].stock).toBe(5);
    const order = await t.app.inject({ method: 'GET', url: api(`/shop/order/${b.order.id}`), headers: b.headers });
    expect(order.json().data.display.text).toBe('已退款');
    const my = await t.app.inject({ method: 'GET', url: api('/learn/offering/my'), headers: b.headers });
    expect(my.json().data.map((c: { spuId: number }) => c.spuId)).not.toContain(b.sku.spuId);
    // Nothing more to refund.
    expect(await lines(b.headers)).toEqual([]);
  });

  it('mid-term: in proportion to the sessions not yet started, rounded down', async () => {
    const b = await boughtClass({ priceFen: 10000, offsets: [-2 * DAY, DAY, 2 * DAY] });
    const [line] = await lines(b.headers);
    expect(line.computation).toMatchObject({ stage: 'midTerm', sessionsTotal: 3, sessionsLeft: 2, amountFen: 6666 });
    expect(line.computation.steps.join('')).toContain('按未上 2 节退还 ¥66.66');
  });

  it('once the last session started: not refundable, saying why, and applying is 409', async () => {
    const b = await boughtClass({ offsets: [-3 * DAY, -2 * DAY, -30] });
    const [line] = await lines(b.headers);
    expect(line).toMatchObject({ canApply: false, blockedReason: REFUND_ERRORS.finished.msg });
    const res = await apply(b.headers, b.itemId);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('REFUND_CLASS_FINISHED');
    expect(await q('select * from shop_refund_request where order_item_id = $1', [b.itemId])).toEqual([]);
  });

  it('posted materials are kept at their listed price; unposted ones are not', async () => {
    const p = await pupil();
    const { sku, spu } = await skuFactory(t.ctx.db, { needLogistics: true, materialPriceFen: 3000, priceFen: 20000 });
    await offeringFactory(t.ctx.db, { skuId: sku.id, spuId: spu.id, offsetsMin: [DAY] });
    const address = await addressFactory(t.ctx.db, p.user.id);
    const { order } = await placeOrder(t.app, p.headers, { items: [{ skuId: sku.id }], addressId: address.id });
    await payOnDevPage(t.app, p.headers, order.id);
    expect((await lines(p.headers))[0].computation.amountFen).toBe(20000);
    const shipped = await t.app.inject({
      method: 'POST',
      url: api('/shop/admin/order/ship'),
      headers: admin,
      payload: { orderId: order.id, expressCompany: '顺丰', trackingNo: 'SF1234567890' },
    });
    expect(shipped.statusCode).toBe(200);
    const [line] = await lines(p.headers);
    expect(line.computation).toMatchObject({ materialDeductionFen: 3000, amountFen: 17000 });
    expect(line.computation.steps.join('')).toContain('扣除已寄出资料费用 ¥30.00');
  });

  it("a refunded line's materials are not posted, and the order no longer waits for them", async () => {
    const p = await pupil();
    const plain = await skuFactory(t.ctx.db, { priceFen: 10000 });
    const kit = await skuFactory(t.ctx.db, { needLogistics: true, materialPriceFen: 3000, priceFen: 20000 });
    await offeringFactory(t.ctx.db, { skuId: plain.sku.id, spuId: plain.spu.id, offsetsMin: [DAY] });
    await offeringFactory(t.ctx.db, { skuId: kit.sku.id, spuId: kit.spu.id, offsetsMin: [DAY] });
    const address = await addressFactory(t.ctx.db, p.user.id);
    const { order } = await placeOrder(t.app, p.headers, {
      items: [{ skuId: plain.sku.id }, { skuId: kit.sku.id }],
      addressId: address.id,
    });
    await payOnDevPage(t.app, p.headers, order.id);
    const kitLine = (await lines(p.headers)).find((l: RefundLine) => l.computation.paidShareFen === 20000)!;
    expect((await approve((await apply(p.headers, kitLine.orderItemId)).json().data.id)).statusCode).toBe(200);
    // The parcel would hold only the refunded kit: nothing to ship, and the order (its other class) is complete.
    const ship = await t.app.inject({
      method: 'POST',
      url: api('/shop/admin/order/ship'),
      headers: admin,
      payload: { orderId: order.id, expressCompany: '顺丰', trackingNo: 'SF1234567891' },
    });
    expect(ship.statusCode).toBe(409);
    expect(await q('select status from shop_order where id = $1', [order.id])).toEqual([{ status: '3' }]);
    expect(await q('select count(*)::int as n from shop_delivery where order_id = $1', [order.id])).toEqual([{ n: 0 }]);
  });

  it('an order of two classes: one refunded leaves the order open, the second closes it as refunded', async () => {
    const p = await pupil();
    const a = await skuFactory(t.ctx.db, { priceFen: 10000 });
    const b = await skuFactory(t.ctx.db, { priceFen: 30000 });
    await offeringFactory(t.ctx.db, { skuId: a.sku.id, spuId: a.spu.id, offsetsMin: [DAY] });
    await offeringFactory(t.ctx.db, { skuId: b.sku.id, spuId: b.spu.id, offsetsMin: [DAY] });
    const { couponUserId } = await couponFactory(t.ctx.db, p.user.id, { amountFen: 1001 });
    const { order } = await placeOrder(t.app, p.headers, {
      items: [{ skuId: a.sku.id }, { skuId: b.sku.id }],
      couponUserId,
    });
    await payOnDevPage(t.app, p.headers, order.id);
    const ls = await lines(p.headers);
    // 38999 paid over 10000 : 30000 list, largest remainder: 9749.75 → 9750, 29249.25 → 29249.
    const shares = Object.fromEntries(ls.map((l: RefundLine) => [l.orderItemId, l.computation.paidShareFen]));
    expect(Object.values(shares).sort()).toEqual([29249, 9750]);
    for (const [i, l] of (ls as RefundLine[]).entries()) {
      const applied = await apply(p.headers, l.orderItemId);
      expect((await approve(applied.json().data.id)).statusCode).toBe(200);
      const [row] = await q('select status, close_reason from shop_order where id = $1', [order.id]);
      expect(row.status).toBe(i === 0 ? '3' : '5');
    }
    const [{ sum }] = await q('select sum(amount_fen)::int as sum from shop_refund where order_id = $1', [order.id]);
    expect(sum).toBe(38999);
  });
});

describe("the pupil's refusals: 4xx in Chinese, nothing written", () => {
  it("someone else's line is unknown (404)", async () => {
    const b = await boughtClass();
    const other = await pupil();
    const res = await apply(other.headers, b.itemId);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('订单不存在');
  });

  it('posted materials alone (no class) are not listed, and applying is 409', async () => {
    const p = await pupil();
    const { sku } = await skuFactory(t.ctx.db, { needLogistics: true });
    const address = await addressFactory(t.ctx.db, p.user.id);
    const { order } = await placeOrder(t.app, p.headers, { items: [{ skuId: sku.id }], addressId: address.id });
    await payOnDevPage(t.app, p.headers, order.id);
    expect(await lines(p.headers)).toEqual([]);
    const res = await apply(p.headers, order.items[0]!.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('资料类商品不支持退费');
  });

  it('an unpaid order is 409 订单未支付', async () => {
    const p = await pupil();
    const { sku } = await skuFactory(t.ctx.db);
    const { order } = await placeOrder(t.app, p.headers, { items: [{ skuId: sku.id }] });
    const res = await apply(p.headers, order.items[0]!.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('REFUND_ORDER_NOT_PAID');
  });

  it('a second application while one is open is 409; cancel frees the line; cancel twice is 409', async () => {
    const b = await boughtClass();
    const first = await apply(b.headers, b.itemId);
    const second = await apply(b.headers, b.itemId);
    expect(second.statusCode).toBe(409);
    expect(second.json().msg).toBe(REFUND_ERRORS.requestOpen.msg);
    const id = first.json().data.id;
    const stranger = await pupil();
    const foreign = await t.app.inject({
      method: 'POST',
      url: api(`/shop/refund/${id}/cancel`),
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const cancel = await t.app.inject({ method: 'POST', url: api(`/shop/refund/${id}/cancel`), headers: b.headers });
    expect(cancel.json().data).toMatchObject({ status: 'cancelled', statusText: '已撤销' });
    const again = await t.app.inject({ method: 'POST', url: api(`/shop/refund/${id}/cancel`), headers: b.headers });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('REFUND_NOT_CANCELABLE');
    expect((await apply(b.headers, b.itemId)).statusCode).toBe(200);
  });

  it('an already refunded line is 409', async () => {
    const p = await pupil();
    const a = await skuFactory(t.ctx.db);
    const c = await skuFactory(t.ctx.db);
    for (const x of [a, c]) await offeringFactory(t.ctx.db, { skuId: x.sku.id, spuId: x.spu.id, offsetsMin: [DAY] });
    const { order } = await placeOrder(t.app, p.headers, { items: [{ skuId: a.sku.id }, { skuId: c.sku.id }] });
    await payOnDevPage(t.app, p.headers, order.id);
    const itemId = order.items[0]!.id;
    await approve((await apply(p.headers, itemId)).json().data.id);
    const res = await apply(p.headers, itemId);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('REFUND_ALREADY_REFUNDED');
  });

  it('an unknown reason or a text over 200 is 400', async () => {
    const b = await boughtClass();
    const bad = await apply(b.headers, b.itemId, { reasonCode: 'whatever' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('请选择退费原因');
    const long = await apply(b.headers, b.itemId, { reasonText: '长'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(await q('select * from shop_refund_request where order_item_id = $1', [b.itemId])).toEqual([]);
  });
});

describe('the console review', () => {
  it('teachers are refused; the page lists requests by status with the computation', async () => {
    const teacher = await sessionFor(t.ctx, await userFactory(t.ctx.db, { roles: [TEACHER_ROLE_ID] }));
    expect((await t.app.inject({ method: 'GET', url: api('/console/refund/page'), headers: teacher })).statusCode).toBe(
      403,
    );
    const b = await boughtClass();
    const { id } = (await apply(b.headers, b.itemId)).json().data;
    const page = await t.app.inject({ method: 'GET', url: api('/console/refund/page?status=pending'), headers: admin });
    const row = page.json().data.records.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ status: 'pending', current: { amountFen: 20000 }, user: { id: b.user.id } });
  });

  it('an override above the paid share is 400; within it, it is refunded and audited', async () => {
    const b = await boughtClass({ offsets: [-DAY, DAY] });
    const { id } = (await apply(b.headers, b.itemId)).json().data;
    const tooMuch = await approve(id, { overrideFen: 20001 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errorCode).toBe('REFUND_OVERRIDE_TOO_HIGH');
    expect((await approve(id, { overrideFen: 15000 })).statusCode).toBe(200);
    expect((await mine(b.headers))[0]).toMatchObject({ status: 'refunded', approvedFen: 15000, computedFen: 10000 });
    const [audit] = await q(`select after from console_audit_log where action = 'refund.approve' and entity_id = $1`, [
      String(id),
    ]);
    expect(audit.after).toMatchObject({ approvedFen: 15000, ruleFen: 10000, overridden: true });
  });

  it('reject needs a reason, the pupil sees it; approving a rejected request is 409', async () => {
    const b = await boughtClass();
    const { id } = (await apply(b.headers, b.itemId)).json().data;
    const reject = (reason: string) =>
      t.app.inject({ method: 'POST', url: api(`/console/refund/${id}/reject`), headers: admin, payload: { reason } });
    expect((await reject('  ')).json().msg).toBe('请填写驳回原因');
    expect((await reject('课程已过半')).statusCode).toBe(200);
    expect((await mine(b.headers))[0]).toMatchObject({ status: 'rejected', rejectReason: '课程已过半' });
    expect((await approve(id)).statusCode).toBe(409);
    const retry = await t.app.inject({ method: 'POST', url: api(`/console/refund/${id}/retry`), headers: admin });
    expect(retry.json().errorCode).toBe('REFUND_NOT_FAILED');
  });

  it('20 approvals of one request at once: exactly one refund', async () => {
    const b = await boughtClass();
    const { id } = (await apply(b.headers, b.itemId)).json().data;
    const answers = await Promise.all(Array.from({ length: 20 }, () => approve(id)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect(await q('select amount_fen from shop_refund where order_id = $1', [b.order.id])).toEqual([
      { amount_fen: 20000 },
    ]);
  });
});
