import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, or } from 'drizzle-orm';
import {
  API_PATHS,
  CLASS_CHANGE_ERRORS as E,
  fillPath,
  type ClassChangeRequest,
  type ErrorEntry,
  type RefundLine,
} from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { twoClassCourseFactory } from '../../test/live-factories';
import { api } from '../../test/requests';
import { payOnDevPage, placeOrder } from '../../test/shop-requests';
import { classChangeRequests, enrolments, offerings, orders, refunds, skus } from '../../db/schema';
import { sweepUnpaidOrders } from '../shop-order';
import { ADMIN_ROLE_ID } from '@salt/domain';

/**
 * 补差价 and 退费 after 调班 on PostgreSQL: a change to a dearer class opens a supplement order that enrols nobody and
 * holds no seat; paying it settles the change; a later refund of the moved line returns what the line holds now
 * (purchase ± the changes' money) from each payment that took it, and ends the class the pupil is in now.
 */
let t: TestApp;
let admin: Record<string, string>;
type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url: api(url), payload: payload as never, headers });
const seats = async (skuId: number) =>
  (await t.ctx.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId)))[0]!.stock;
const expectError = (res: { statusCode: number; json(): { errorCode: string; msg: string } }, e: ErrorEntry) =>
  expect([res.statusCode, res.json().errorCode, res.json().msg]).toEqual([e.status, e.errorCode, e.msg]);
const activeSkus = async (userId: number) =>
  (
    await t.ctx.db
      .select({ skuId: offerings.skuId })
      .from(enrolments)
      .innerJoin(offerings, eq(offerings.id, enrolments.offeringId))
      .where(and(eq(enrolments.userId, userId), eq(enrolments.status, 'active')))
  ).map((r) => r.skuId);
const orderRow = async (id: number) => (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const requestRow = async (id: number) =>
  (await t.ctx.db.select().from(classChangeRequests).where(eq(classChangeRequests.id, id)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionFor(t.ctx, await userFactory(t.ctx.db, { roles: [ADMIN_ROLE_ID] }));
}, 30_000);
afterAll(() => t?.close());

/** A course of two classes, B dearer (or cheaper) than A by `diffFen`, and a pupil of A moved to B by an admin. */
async function movedPupil(diffFen: number) {
  const c = await twoClassCourseFactory(t.ctx.db, { seats: 10 });
  await t.ctx.db
    .update(skus)
    .set({ priceFen: c.a.sku.priceFen + diffFen })
    .where(eq(skus.id, c.b.sku.id));
  const pupil = await userFactory(t.ctx.db);
  const headers = await sessionFor(t.ctx, pupil);
  const { order } = await placeOrder(t.app, headers, { items: [{ skuId: c.a.sku.id }] });
  await payOnDevPage(t.app, headers, order.id);
  const lineId = order.items[0]!.id;
  const applied = await call('POST', API_PATHS.classChangeApply, headers, {
    orderSkuId: lineId,
    targetSkuId: c.b.sku.id,
    reason: '周六要上游泳课',
  });
  const id = (applied.json().data as ClassChangeRequest).id;
  const approved = await call('POST', fillPath(API_PATHS.classChangeApprove, { id }), admin);
  expect(approved.statusCode).toBe(200);
  return { c, pupil, headers, orderId: order.id, lineId, id, request: approved.json().data as ClassChangeRequest };
}
const payLink = (id: number, headers: Headers) =>
  call('POST', fillPath(API_PATHS.classChangeSupplement, { id }), headers);

describe('补差价: a change to a dearer class', () => {
  it('opens a supplement order that enrols nobody; paying it settles the change, once', async () => {
    const m = await movedPupil(6000);
    expect(m.request).toMatchObject({ settlement: 'supplement', priceDiffFen: 6000, settled: false });
    const suppId = m.request.supplementOrderId!;
    expect(await orderRow(suppId)).toMatchObject({ kind: 'supplement', payFen: 6000, status: '0' });
    // The move itself is done: the seat of B is taken, A's is back.
    expect([await seats(m.c.a.sku.id), await seats(m.c.b.sku.id)]).toEqual([10, 9]);
    const link = await payLink(m.id, m.headers);
    expect(link.json().data).toMatchObject({ orderId: suppId });
    // Someone else's request is unknown to them.
    const other = await sessionFor(t.ctx, await userFactory(t.ctx.db));
    expectError(await payLink(m.id, other), E.requestNotFound);

    await payOnDevPage(t.app, m.headers, suppId);
    expect((await orderRow(suppId)).status).toBe('3');
    expect((await requestRow(m.id)).settledAt).not.toBeNull();
    expect(await activeSkus(m.pupil.id)).toEqual([m.c.b.sku.id]);
    expect(await seats(m.c.b.sku.id)).toBe(9);
    expectError(await payLink(m.id, m.headers), E.supplementPaid);
    const mine = (await call('GET', API_PATHS.classChangeMy, m.headers)).json().data as ClassChangeRequest[];
    expect(mine[0]).toMatchObject({ id: m.id, settled: true, supplementOrderId: suppId });
    // A supplement order is not a class of its own to refund.
    const lines = (await call('GET', '/shop/refund/lines', m.headers)).json().data as RefundLine[];
    expect(lines.map((l) => l.orderItemId)).toEqual([m.lineId]);
  });

  it('a supplement order closed unpaid returns no stock, and 去支付 opens a new one', async () => {
    const m = await movedPupil(3000);
    const first = m.request.supplementOrderId!;
    await t.ctx.db
      .update(orders)
      .set({ payDeadline: new Date(Date.now() - 1000) })
      .where(eq(orders.id, first));
    await sweepUnpaidOrders(t.ctx);
    expect((await orderRow(first)).status).toBe('5');
    expect([await seats(m.c.a.sku.id), await seats(m.c.b.sku.id)]).toEqual([10, 9]);
    expect((await requestRow(m.id)).settledAt).toBeNull();
    const again = (await payLink(m.id, m.headers)).json().data as { orderId: number };
    expect(again.orderId).not.toBe(first);
    expect(await orderRow(again.orderId)).toMatchObject({ kind: 'supplement', payFen: 3000, status: '0' });
    expect((await requestRow(m.id)).supplementOrderId).toBe(again.orderId);
  });

  it('a change with nothing owed has nothing to pay', async () => {
    const m = await movedPupil(0);
    expectError(await payLink(m.id, m.headers), E.noSupplement);
  });
});

describe('退费 of a moved class', () => {
  const refundIt = async (headers: Headers, lineId: number) => {
    const applied = await call('POST', '/shop/refund/apply', headers, {
      orderItemId: lineId,
      reasonCode: 'schedule',
      reasonText: '时间冲突',
    });
    expect(applied.statusCode).toBe(200);
    const approved = await call('POST', `/console/refund/${applied.json().data.id}/approve`, admin, {});
    expect(approved.statusCode).toBe(200);
    return applied.json().data.id as number;
  };

  it('after a dearer change: purchase and supplement both come back, each from its own payment', async () => {
    const m = await movedPupil(6000);
    const suppId = m.request.supplementOrderId!;
    await payOnDevPage(t.app, m.headers, suppId);
    const price = (await orderRow(m.orderId)).payFen;
    const [line] = (await call('GET', '/shop/refund/lines', m.headers)).json().data as RefundLine[];
    expect(line!.computation).toMatchObject({ paidShareFen: price + 6000, amountFen: price + 6000 });
    expect(line!.computation.steps[1]).toContain('调班已补差价 ¥60.00');
    const requestId = await refundIt(m.headers, m.lineId);
    const rows = await t.ctx.db
      .select({ no: refunds.outRefundNo, orderId: refunds.orderId, fen: refunds.amountFen, status: refunds.status })
      .from(refunds)
      .where(like(refunds.outRefundNo, `RQ${String(requestId).padStart(8, '0')}A%`))
      .orderBy(refunds.id);
    expect(rows.map((r) => [r.orderId, r.fen, r.status])).toEqual([
      [suppId, 6000, 'success'],
      [m.orderId, price, 'success'],
    ]);
    // The class the pupil is in now ends, its seat comes back; both orders close as refunded.
    expect(await activeSkus(m.pupil.id)).toEqual([]);
    expect([await seats(m.c.a.sku.id), await seats(m.c.b.sku.id)]).toEqual([10, 10]);
    expect([(await orderRow(m.orderId)).status, (await orderRow(suppId)).status]).toEqual(['5', '5']);
  });

  it('after a cheaper change: what is left after the difference came back, then the class ends', async () => {
    const m = await movedPupil(-4000);
    expect(m.request).toMatchObject({ settlement: 'refund', settled: true });
    const price = (await orderRow(m.orderId)).payFen;
    const [line] = (await call('GET', '/shop/refund/lines', m.headers)).json().data as RefundLine[];
    expect(line!.computation).toMatchObject({ paidShareFen: price - 4000, amountFen: price - 4000 });
    await refundIt(m.headers, m.lineId);
    const back = await t.ctx.db
      .select({ fen: refunds.amountFen })
      .from(refunds)
      .where(and(eq(refunds.orderId, m.orderId), or(eq(refunds.status, 'success'))));
    expect(back.reduce((s, r) => s + r.fen, 0)).toBe(price);
    expect(await activeSkus(m.pupil.id)).toEqual([]);
    expect(await seats(m.c.b.sku.id)).toBe(10);
    const [mine] = (await call('GET', '/shop/refund/my', m.headers)).json().data as { status: string }[];
    expect(mine!.status).toBe('refunded');
  });
});
