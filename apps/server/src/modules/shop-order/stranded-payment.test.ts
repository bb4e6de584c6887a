import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ORDER_MESSAGES, ORDER_PAY_TIMEOUT_MS } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userFactory } from '../../test/factories';
import { skuFactory } from '../../test/shop-factories';
import { offeringFactory } from '../../test/learning-factories';
import { api, bearer, passwordLogin } from '../../test/requests';
import { placeOrder } from '../../test/shop-requests';
import { PAYMENT_UNKNOWN_GRACE_MS, sweepExpiredGroups, sweepUnpaidOrders } from './order-sweep';

/**
 * Stranded payments (issue 10): the provider recorded a payment but its notification was never applied (the
 * process died in between, or the notification was lost). The sweep must ask the provider before closing.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const q = async (sql: string, params: unknown[] = []) => (await t.database.pool.query(sql, params)).rows;
const dev = () => t.ctx.payments.dev!;

async function buyer() {
  const user = await userFactory(t.ctx.db);
  const login = async () => bearer((await passwordLogin(t.app, user.username, user.password)).access_token);
  return { user, headers: await login(), login };
}

async function startPaying(headers: Record<string, string>, orderId: number) {
  const res = await t.app.inject({ method: 'POST', url: api('/shop/order/pay'), headers, payload: { orderId } });
  expect(res.statusCode).toBe(200);
  const pay = res.json().data as { outTradeNo: string; url: string };
  return { ...pay, token: new URL(pay.url, 'http://x').searchParams.get('token')! };
}

/** The payer pays at the provider; the provider's notification never reaches us. */
async function payAtProviderOnly(token: string) {
  const done = await dev().completeCheckout(token, 'paid');
  expect(done.paid).toBe(true);
}

async function orderRow(id: number) {
  const [o] = await q('select status, close_reason, pay_type from shop_order where id = $1', [id]);
  return o as { status: string; close_reason: string | null; pay_type: string | null };
}

/** Money the provider took for this user's trades and did not give back. */
async function keptFen(userId: number) {
  const [r] = await q(
    `select coalesce(sum(t.amount_fen), 0)::int as kept from dev_pay_trade t
     join shop_payment p on p.out_trade_no = t.out_trade_no join shop_order o on o.id = p.order_id
     where o.user_id = $1 and t.state = 'paid' and jsonb_array_length(t.refunds) = 0`,
    [userId],
  );
  return r.kept as number;
}

describe('the unpaid-order sweep asks the provider first', () => {
  it('a payment the provider recorded but we never applied pays the order (enrolled), never a second charge', async () => {
    const { user, headers, login } = await buyer();
    const { sku, spu } = await skuFactory(t.ctx.db, { stock: 5 });
    await offeringFactory(t.ctx.db, { skuId: sku.id, spuId: spu.id });
    const { order } = await placeOrder(t.app, headers, { items: [{ skuId: sku.id }] });
    const pay = await startPaying(headers, order.id);
    await payAtProviderOnly(pay.token);
    expect((await orderRow(order.id)).status).toBe('0');

    t.clock.advance(ORDER_PAY_TIMEOUT_MS + 1000);
    await sweepUnpaidOrders(t.ctx);

    expect(await orderRow(order.id)).toMatchObject({ status: '3', close_reason: null, pay_type: 'dev' });
    const [payment] = await q('select status, transaction_id from shop_payment where out_trade_no = $1', [
      pay.outTradeNo,
    ]);
    expect(payment.status).toBe('paid');
    expect(payment.transaction_id).toMatch(/^devpay_/);
    const enrolled = await q('select status from learn_enrolment where order_id = $1', [order.id]);
    expect(enrolled).toEqual([{ status: 'active' }]);
    const [found] = await q('select source, finding, action from shop_payment_reconciliation where out_trade_no = $1', [
      pay.outTradeNo,
    ]);
    expect(found).toEqual({ source: 'sweep', finding: 'paid_not_applied', action: 'applied' });

    // The family tries again: the order is not payable and the class cannot be bought twice.
    const fresh = await login();
    const again = await t.app.inject({
      method: 'POST',
      url: api('/shop/order/pay'),
      headers: fresh,
      payload: { orderId: order.id },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(ORDER_MESSAGES.notPayable);
    expect((await placeOrder(t.app, fresh, { items: [{ skuId: sku.id }] })).statusCode).toBe(409);
    expect(await keptFen(user.id)).toBe(order.payFen);
    // A second sweep changes nothing.
    await sweepUnpaidOrders(t.ctx);
    expect((await orderRow(order.id)).status).toBe('3');
  });

  it('provider cannot say (unknown): the order stays open; a later paid answer is applied', async () => {
    const { headers } = await buyer();
    const { sku } = await skuFactory(t.ctx.db);
    const { order } = await placeOrder(t.app, headers, { items: [{ skuId: sku.id }] });
    const pay = await startPaying(headers, order.id);
    await payAtProviderOnly(pay.token);
    const query = vi.spyOn(dev(), 'query').mockResolvedValue({ state: 'unknown', vendorState: 'USERPAYING' });

    t.clock.advance(ORDER_PAY_TIMEOUT_MS + 1000);
    await sweepUnpaidOrders(t.ctx);
    expect((await orderRow(order.id)).status).toBe('0');
    expect(query).toHaveBeenCalledWith(pay.outTradeNo);
    // The trade was not closed at the provider while it could not say.
    expect((await q('select state from dev_pay_trade where out_trade_no = $1', [pay.outTradeNo]))[0].state).toBe(
      'paid',
    );

    query.mockRestore();
    await sweepUnpaidOrders(t.ctx);
    expect((await orderRow(order.id)).status).toBe('3');
  });

  it('unknown past the deadline plus grace: the trade is closed at the provider, and a close answering paid pays', async () => {
    const { headers } = await buyer();
    const { sku } = await skuFactory(t.ctx.db);
    const paidOne = (await placeOrder(t.app, headers, { items: [{ skuId: sku.id }] })).order;
    const { sku: other } = await skuFactory(t.ctx.db);
    const unpaidOne = (await placeOrder(t.app, headers, { items: [{ skuId: other.id }] })).order;
    const paid = await startPaying(headers, paidOne.id);
    const unpaid = await startPaying(headers, unpaidOne.id);
    await payAtProviderOnly(paid.token);
    // The provider cannot say until it is asked to close the trade (payer mid-payment, then it settles).
    const provider = dev();
    const [realQuery, realClose] = [provider.query.bind(provider), provider.close.bind(provider)];
    const closing = new Set<string>();
    vi.spyOn(provider, 'query').mockImplementation(async (no) =>
      closing.has(no) ? realQuery(no) : { state: 'unknown' },
    );
    vi.spyOn(provider, 'close').mockImplementation(async (no) => {
      closing.add(no);
      return realClose(no);
    });

    t.clock.advance(ORDER_PAY_TIMEOUT_MS + 1000);
    await sweepUnpaidOrders(t.ctx);
    expect((await orderRow(paidOne.id)).status).toBe('0');
    expect((await orderRow(unpaidOne.id)).status).toBe('0');
    expect(closing.size).toBe(0);

    t.clock.advance(PAYMENT_UNKNOWN_GRACE_MS);
    await sweepUnpaidOrders(t.ctx);
    expect((await orderRow(paidOne.id)).status).toBe('3');
    expect(await orderRow(unpaidOne.id)).toMatchObject({ status: '5', close_reason: 'timeout' });
    const trades = await q('select out_trade_no, state from dev_pay_trade where out_trade_no = any($1)', [
      [paid.outTradeNo, unpaid.outTradeNo],
    ]);
    expect(Object.fromEntries(trades.map((r) => [r.out_trade_no, r.state]))).toEqual({
      [paid.outTradeNo]: 'paid',
      [unpaid.outTradeNo]: 'closed',
    });
    const [closedPayment] = await q('select status from shop_payment where out_trade_no = $1', [unpaid.outTradeNo]);
    expect(closedPayment.status).toBe('closed');
  });

  it('pressing pay again after the provider took the money answers paid instead of charging a second time', async () => {
    const { user, headers } = await buyer();
    const { sku } = await skuFactory(t.ctx.db);
    const { order } = await placeOrder(t.app, headers, { items: [{ skuId: sku.id }] });
    const first = await startPaying(headers, order.id);
    await payAtProviderOnly(first.token);
    const again = await t.app.inject({
      method: 'POST',
      url: api('/shop/order/pay'),
      headers,
      payload: { orderId: order.id },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ paid: true, kind: 'none', outTradeNo: first.outTradeNo });
    expect((await orderRow(order.id)).status).toBe('3');
    expect(await q('select count(*)::int as n from shop_payment where order_id = $1', [order.id])).toEqual([{ n: 1 }]);
    expect(await keptFen(user.id)).toBe(order.payFen);
  });

  it('a group about to fail first asks about its unpaid members: a last place paid at the provider completes it', async () => {
    const { sku } = await skuFactory(t.ctx.db, {
      isGroup: true,
      groupMemberNum: 2,
      groupPriceFen: 9900,
      groupHoursValid: 24,
    });
    const leader = await buyer();
    const started = (await placeOrder(t.app, leader.headers, { items: [{ skuId: sku.id }], startGroup: true })).order;
    const leaderPay = await startPaying(leader.headers, started.id);
    await dev()
      .completeCheckout(leaderPay.token, 'paid')
      .then((done) =>
        t.app.inject({
          method: 'POST',
          url: api('/shop/pay/notify/dev'),
          headers: done.notification.headers,
          payload: done.notification.rawBody,
        }),
      );
    const member = await buyer();
    const joined = (
      await placeOrder(t.app, member.headers, { items: [{ skuId: sku.id }], groupId: started.orderGroupVO!.id })
    ).order;
    await payAtProviderOnly((await startPaying(member.headers, joined.id)).token);

    t.clock.advance(24 * 3600_000 + 1000);
    await sweepExpiredGroups(t.ctx);

    const [group] = await q('select status, joined_count from shop_group_buy where id = $1', [
      started.orderGroupVO!.id,
    ]);
    expect(group).toEqual({ status: '1', joined_count: 2 });
    expect((await orderRow(joined.id)).status).toBe('3');
    expect((await orderRow(started.id)).status).toBe('3');
    expect(await q('select id from shop_refund where order_id = any($1)', [[started.id, joined.id]])).toEqual([]);
  });

  it('a cancel whose trade close answers paid refunds the payment instead of dropping it', async () => {
    const { user, headers } = await buyer();
    const { sku } = await skuFactory(t.ctx.db);
    const { order } = await placeOrder(t.app, headers, { items: [{ skuId: sku.id }] });
    const pay = await startPaying(headers, order.id);
    await payAtProviderOnly(pay.token);
    const res = await t.app.inject({
      method: 'POST',
      url: api(`/shop/order/cancelOrder?orderId=${order.id}`),
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('5');
    const [refund] = await q('select amount_fen, status, reason from shop_refund where order_id = $1', [order.id]);
    expect(refund).toEqual({ amount_fen: order.payFen, status: 'success', reason: 'late-payment' });
    expect(await keptFen(user.id)).toBe(0);
  });
});
