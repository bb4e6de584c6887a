import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUARDIAN_ERRORS, ORDER_STATUS, PARENT_ROLE_ID, STUDENT_ROLE_ID } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { skuFactory } from '../../test/shop-factories';
import { api } from '../../test/requests';
import { payOnDevPage, placeOrder } from '../../test/shop-requests';

/**
 * 家长审批 through the API on PostgreSQL: 王小明 asks his bound parent to pay (请家长付款); the parent sees it,
 * agrees or declines, and pays the child's order through the dev provider with the parent recorded as payer.
 * Another family's parent is refused; a pupil never approves their own request; races leave one winner.
 */

let t: TestApp;
type H = Record<string, string>;
const heads: Record<string, H> = {};
const ids: Record<string, number> = {};
const q = async (sql: string, params: unknown[] = []) => (await t.database.pool.query(sql, params)).rows;
const call = (method: 'GET' | 'POST', path: string, h: H = {}, payload?: unknown) =>
  t.app.inject({ method, url: api(path), headers: h, payload: payload as Record<string, unknown> });

async function newOrder(who = 'child'): Promise<number> {
  const { sku } = await skuFactory(t.ctx.db, { priceFen: 19900, stock: 10 });
  const placed = await placeOrder(t.app, heads[who]!, { items: [{ skuId: sku.id }] });
  expect(placed.statusCode).toBe(200);
  return placed.order.id;
}
const ask = (orderId: number, who = 'child') => call('POST', '/guardian/purchase', heads[who], { orderId });

/** Completes the dev checkout page a pay answer points at, as the payer's browser does. */
async function completeCheckout(url: string) {
  const token = new URL(url, 'http://x').searchParams.get('token')!;
  return t.app.inject({
    method: 'POST',
    url: api('/pay/dev/checkout'),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, outcome: 'paid' }).toString(),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const make = async (name: string, roles: number[], realname: string) => {
    const u = await userFactory(t.ctx.db, { roles, realname });
    ids[name] = u.id;
    heads[name] = await sessionFor(t.ctx, u);
  };
  await make('child', [STUDENT_ROLE_ID], '王小明');
  await make('orphan', [STUDENT_ROLE_ID], '陈路人');
  await make('otherChild', [STUDENT_ROLE_ID], '李小红');
  await make('parent', [PARENT_ROLE_ID], '王爸爸');
  await make('mother', [PARENT_ROLE_ID], '王妈妈');
  await make('otherParent', [PARENT_ROLE_ID], '李妈妈');
  for (const [p, c] of [
    ['parent', 'child'],
    ['mother', 'child'],
    ['otherParent', 'otherChild'],
  ] as const)
    await q('insert into parent_student (parent_id, student_id) values ($1, $2)', [ids[p], ids[c]]);
});
afterAll(() => t?.close());

describe('请家长付款', () => {
  it('records one open request per order; the parent sees it with course, amount and deadline', async () => {
    const orderId = await newOrder();
    const first = await ask(orderId);
    expect(first.statusCode).toBe(200);
    const again = await ask(orderId);
    expect(again.json().data.request.id).toBe(first.json().data.request.id);

    const list = await call('GET', `/guardian/requests?studentId=${ids.child}`, heads.parent);
    expect(list.statusCode).toBe(200);
    const mine = list.json().data.pending.find((r: { targetId: number }) => r.targetId === orderId);
    expect(mine).toMatchObject({ kind: 'purchase', status: 'pending', studentName: '王小明', amountFen: 19900 });
    expect(mine.title).not.toBe('');
    expect(mine.payDeadline).toBeTruthy();

    const state = await call('GET', `/guardian/order/${orderId}`, heads.child);
    expect(state.json().data).toMatchObject({ hasParent: true, request: { status: 'pending' } });
  });

  it('refuses a pupil without a bound parent, another pupil’s order and a paid order', async () => {
    const orphanOrder = await newOrder('orphan');
    const res = await ask(orphanOrder, 'orphan');
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe(GUARDIAN_ERRORS.noParent.errorCode);
    expect(res.json().msg).toBe(GUARDIAN_ERRORS.noParent.msg);
    expect((await ask(orphanOrder, 'child')).statusCode).toBe(404);

    const paid = await newOrder();
    await payOnDevPage(t.app, heads.child!, paid);
    expect((await ask(paid)).json().errorCode).toBe(GUARDIAN_ERRORS.orderNotPayable.errorCode);
  });

  it('declined: the child sees the parent’s reason on the order; asking again opens a new request', async () => {
    const orderId = await newOrder();
    const id = (await ask(orderId)).json().data.request.id;
    const declined = await call('POST', `/guardian/requests/${id}/decline`, heads.mother, { reason: '这门课先不报' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data.request).toMatchObject({ status: 'declined', reason: '这门课先不报' });
    const state = await call('GET', `/guardian/order/${orderId}`, heads.child);
    expect(state.json().data.request).toMatchObject({
      status: 'declined',
      reason: '这门课先不报',
      decidedByName: '王妈妈',
    });
    // Decided already: a second decision is refused.
    const late = await call('POST', `/guardian/requests/${id}/approve`, heads.parent);
    expect(late.json().errorCode).toBe(GUARDIAN_ERRORS.alreadyDecided.errorCode);
    const reopened = await ask(orderId);
    expect(reopened.json().data.request.id).not.toBe(id);
  });

  it('approved and paid by the parent: the order stays the child’s, the payment names the parent', async () => {
    const orderId = await newOrder();
    const id = (await ask(orderId)).json().data.request.id;
    expect((await call('POST', `/guardian/requests/${id}/approve`, heads.parent)).statusCode).toBe(200);

    const unpaid = await call('GET', `/guardian/orders?studentId=${ids.child}`, heads.parent);
    expect(unpaid.json().data.map((o: { orderId: number }) => o.orderId)).toContain(orderId);

    const pay = await call('POST', '/guardian/pay', heads.parent, { orderId, channel: 'dev' });
    expect(pay.statusCode).toBe(200);
    expect(pay.json().data.url).toContain('/pay/dev/checkout');
    expect((await completeCheckout(pay.json().data.url)).statusCode).toBe(303);

    const [order] = await q('select user_id, status from shop_order where id = $1', [orderId]);
    expect(order.user_id).toBe(ids.child);
    expect(order.status).not.toBe(ORDER_STATUS.pendingPayment);
    const payments = await q(`select payer_user_id from shop_payment where order_id = $1 and status = 'paid'`, [
      orderId,
    ]);
    expect(payments).toEqual([{ payer_user_id: ids.parent }]);
    const after = await call('GET', `/guardian/orders?studentId=${ids.child}`, heads.parent);
    expect(after.json().data.map((o: { orderId: number }) => o.orderId)).not.toContain(orderId);
  });

  it('paying straight from /parent/payment approves the open request', async () => {
    const orderId = await newOrder();
    const id = (await ask(orderId)).json().data.request.id;
    const pay = await call('POST', '/guardian/pay', heads.parent, { orderId, channel: 'dev' });
    await completeCheckout(pay.json().data.url);
    const [row] = await q('select status, decided_by from guardian_request where id = $1', [id]);
    expect(row).toEqual({ status: 'approved', decided_by: ids.parent });
  });

  it('an order the child paid or that expired closes the request', async () => {
    const paidByChild = await newOrder();
    const a = (await ask(paidByChild)).json().data.request.id;
    await payOnDevPage(t.app, heads.child!, paidByChild);
    const expired = await newOrder();
    const b = (await ask(expired)).json().data.request.id;
    await q(`update shop_order set pay_deadline = now() - interval '1 minute' where id = $1`, [expired]);

    const list = (await call('GET', '/guardian/requests', heads.parent)).json().data;
    const pendingIds = list.pending.map((r: { id: number }) => r.id);
    expect(pendingIds).not.toContain(a);
    expect(pendingIds).not.toContain(b);
    const history = new Map(list.history.map((r: { id: number; status: string }) => [r.id, r.status]));
    expect(history.get(a)).toBe('cancelled');
    expect(history.get(b)).toBe('cancelled');
    const late = await call('POST', `/guardian/requests/${a}/approve`, heads.parent);
    expect(late.json().errorCode).toBe(GUARDIAN_ERRORS.alreadyDecided.errorCode);
  });
});

describe('only a bound parent', () => {
  it('another family’s parent gets 403 on the child’s lists and payment, 404 on a decision', async () => {
    const orderId = await newOrder();
    const id = (await ask(orderId)).json().data.request.id;
    for (const path of [`/guardian/requests?studentId=${ids.child}`, `/guardian/orders?studentId=${ids.child}`]) {
      const res = await call('GET', path, heads.otherParent);
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe(GUARDIAN_ERRORS.notYourChild.errorCode);
    }
    const pay = await call('POST', '/guardian/pay', heads.otherParent, { orderId, channel: 'dev' });
    expect(pay.statusCode).toBe(403);
    expect((await call('POST', `/guardian/requests/${id}/approve`, heads.otherParent)).statusCode).toBe(404);
    // All children of the other parent: none of 王小明's.
    const all = (await call('GET', '/guardian/requests', heads.otherParent)).json().data;
    expect(all.pending.some((r: { studentId: number }) => r.studentId === ids.child)).toBe(false);
  });

  it('a pupil cannot approve their own request nor pay through the parent route', async () => {
    const orderId = await newOrder();
    const id = (await ask(orderId)).json().data.request.id;
    const own = await call('POST', `/guardian/requests/${id}/approve`, heads.child);
    expect(own.statusCode).toBe(403);
    expect(own.json().errorCode).toBe(GUARDIAN_ERRORS.ownRequest.errorCode);
    expect((await call('POST', '/guardian/pay', heads.child, { orderId, channel: 'dev' })).statusCode).toBe(403);
  });
});

describe('races', () => {
  it('two parents deciding at once: one wins, the other is told it was decided', async () => {
    const orderId = await newOrder();
    const id = (await ask(orderId)).json().data.request.id;
    const [a, b] = await Promise.all([
      call('POST', `/guardian/requests/${id}/approve`, heads.parent),
      call('POST', `/guardian/requests/${id}/decline`, heads.mother, { reason: '不同意' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [row] = await q('select count(*)::int as n from guardian_request where id = $1 and status <> $2', [
      id,
      'pending',
    ]);
    expect(row.n).toBe(1);
  });

  it('paying an order twice at once takes one payment', async () => {
    const orderId = await newOrder();
    const [a, b] = await Promise.all([
      call('POST', '/guardian/pay', heads.parent, { orderId, channel: 'dev' }),
      call('POST', '/guardian/pay', heads.mother, { orderId, channel: 'dev' }),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    await Promise.all([completeCheckout(a.json().data.url), completeCheckout(b.json().data.url)]);
    const paid = await q(`select count(*)::int as n from shop_payment where order_id = $1 and status = 'paid'`, [
      orderId,
    ]);
    expect(paid[0].n).toBe(1);
    const [order] = await q('select status from shop_order where id = $1', [orderId]);
    expect(order.status).not.toBe(ORDER_STATUS.pendingPayment);
  });
});
