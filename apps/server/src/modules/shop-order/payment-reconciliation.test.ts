import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_ROLE_ID, TEACHER_ROLE_ID } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userFactory } from '../../test/factories';
import { skuFactory } from '../../test/shop-factories';
import { api, bearer, passwordLogin } from '../../test/requests';
import { placeOrder } from '../../test/shop-requests';
import { signDevNotification } from '../../platform/payment/dev-payment-provider';
import { closeOrder } from './close-order.command';
import { RECONCILE_EVERY_MS, reconcilePayments } from './payment-reconciliation.service';

/** The daily reconciliation (issue 10): the providers' books against our payments. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const q = async (sql: string, params: unknown[] = []) => (await t.database.pool.query(sql, params)).rows;

async function login(roles?: number[]) {
  const user = await userFactory(t.ctx.db, roles ? { roles } : {});
  return { user, headers: bearer((await passwordLogin(t.app, user.username, user.password)).access_token) };
}

/** An unpaid order with one payment attempt started on the dev cashier. */
async function orderPaying() {
  const { user, headers } = await login();
  const { sku } = await skuFactory(t.ctx.db);
  const { order } = await placeOrder(t.app, headers, { items: [{ skuId: sku.id }] });
  const res = await t.app.inject({
    method: 'POST',
    url: api('/shop/order/pay'),
    headers,
    payload: { orderId: order.id },
  });
  const pay = res.json().data as { outTradeNo: string; url: string };
  const token = new URL(pay.url, 'http://x').searchParams.get('token')!;
  return { user, headers, order, outTradeNo: pay.outTradeNo, token };
}

/** The payer pays at the provider; its notification never reaches us. */
const payAtProviderOnly = (token: string) => t.ctx.payments.dev!.completeCheckout(token, 'paid');

/** What the old sweep did: the order closed as timed out and the attempt marked closed without asking anyone. */
async function closeBlindly(orderId: number) {
  await t.ctx.db.transaction((tx) => closeOrder(tx, orderId, 'close-unpaid', t.clock.now()));
  await q(`update shop_payment set status = 'closed' where order_id = $1 and status = 'pending'`, [orderId]);
}

const findings = (outTradeNo: string) =>
  q(
    'select source, finding, action, our_status, provider_state, run_id from shop_payment_reconciliation where out_trade_no = $1 order by id',
    [outTradeNo],
  );
const orderStatus = async (id: number) => (await q('select status from shop_order where id = $1', [id]))[0].status;
const refundsOf = (orderId: number) =>
  q('select amount_fen, status, reason from shop_refund where order_id = $1', [orderId]);

describe('reconcilePayments', () => {
  it('paid at the provider on an order closed meanwhile: refunded; on an order still open: paid', async () => {
    const closed = await orderPaying();
    await payAtProviderOnly(closed.token);
    await closeBlindly(closed.order.id);
    const open = await orderPaying();
    await payAtProviderOnly(open.token);

    const report = await reconcilePayments(t.ctx);
    expect(report).toMatchObject({ applied: 1, refunded: 1 });

    expect(await orderStatus(closed.order.id)).toBe('5');
    expect(await refundsOf(closed.order.id)).toEqual([
      { amount_fen: closed.order.payFen, status: 'success', reason: 'late-payment' },
    ]);
    expect(await findings(closed.outTradeNo)).toEqual([
      {
        source: 'reconcile',
        finding: 'paid_not_applied',
        action: 'refunded',
        our_status: 'closed',
        provider_state: 'paid',
        run_id: report!.runId,
      },
    ]);
    expect(await orderStatus(open.order.id)).toBe('3');
    expect(await refundsOf(open.order.id)).toEqual([]);
    expect((await findings(open.outTradeNo)).map((f) => f.action)).toEqual(['applied']);
  });

  it('ours paid but not at the provider, amounts that differ, and unknown trades are flagged, never undone', async () => {
    // A notification the provider never sent (a leaked signing key): we count it paid, the provider has nothing.
    const forged = await orderPaying();
    const secret = (t.ctx.payments.dev as unknown as { opts: { secret: string } }).opts.secret;
    const signed = signDevNotification(
      secret,
      {
        outTradeNo: forged.outTradeNo,
        transactionId: 'forged-1',
        amountFen: forged.order.payFen,
        paid: true,
        paidAt: t.clock.now().toISOString(),
      },
      t.clock.now(),
    );
    await t.app.inject({
      method: 'POST',
      url: api('/shop/pay/notify/dev'),
      headers: signed.headers,
      payload: signed.rawBody,
    });
    expect(await orderStatus(forged.order.id)).toBe('3');
    // The provider took another amount than the order's.
    const odd = await orderPaying();
    await payAtProviderOnly(odd.token);
    await q('update dev_pay_trade set amount_fen = 1 where out_trade_no = $1', [odd.outTradeNo]);
    // A paid trade of the provider's we have no payment row for.
    await q(
      `insert into dev_pay_trade (out_trade_no, amount_fen, description, state, transaction_id, paid_at)
       values ('PSTRAY0001', 500, 'stray', 'paid', 'devpay_stray', now())`,
    );

    const report = await reconcilePayments(t.ctx);
    expect(report?.flagged).toBe(3);
    expect(await findings(forged.outTradeNo)).toMatchObject([
      { finding: 'paid_not_at_provider', action: 'flagged', our_status: 'paid', provider_state: 'unpaid' },
    ]);
    expect(await orderStatus(forged.order.id)).toBe('3');
    expect(await findings(odd.outTradeNo)).toMatchObject([{ finding: 'amount_mismatch', action: 'flagged' }]);
    expect(await orderStatus(odd.order.id)).toBe('0');
    expect(await findings('PSTRAY0001')).toMatchObject([{ finding: 'no_payment_row', action: 'flagged' }]);
  });

  it('an attempt left open at the provider on a closed order is closed there', async () => {
    const stale = await orderPaying();
    // The cancel could not reach the provider, so the attempt stayed open.
    vi.spyOn(t.ctx.payments.dev!, 'close').mockRejectedValueOnce(new Error('network down'));
    await t.app.inject({
      method: 'POST',
      url: api(`/shop/order/cancelOrder?orderId=${stale.order.id}`),
      headers: stale.headers,
    });
    expect((await q('select status from shop_payment where out_trade_no = $1', [stale.outTradeNo]))[0].status).toBe(
      'pending',
    );
    await reconcilePayments(t.ctx);
    expect((await q('select state from dev_pay_trade where out_trade_no = $1', [stale.outTradeNo]))[0].state).toBe(
      'closed',
    );
    expect((await q('select status from shop_payment where out_trade_no = $1', [stale.outTradeNo]))[0].status).toBe(
      'closed',
    );
    expect(await findings(stale.outTradeNo)).toMatchObject([{ finding: 'stale_open_trade', action: 'closed' }]);
  });

  it('a refund that failed at the provider (money kept on a closed order) is retried until done', async () => {
    const late = await orderPaying();
    await payAtProviderOnly(late.token);
    vi.spyOn(t.ctx.payments.dev!, 'refund').mockRejectedValueOnce(new Error('provider down'));
    // The cancel finds the trade paid and refunds it, but the provider refuses the refund for now.
    await t.app.inject({
      method: 'POST',
      url: api(`/shop/order/cancelOrder?orderId=${late.order.id}`),
      headers: late.headers,
    });
    expect(await refundsOf(late.order.id)).toMatchObject([{ status: 'processing' }]);
    expect((await q('select status from shop_payment where out_trade_no = $1', [late.outTradeNo]))[0].status).toBe(
      'paid',
    );

    const report = await reconcilePayments(t.ctx);
    expect(report?.refunded).toBeGreaterThanOrEqual(1);
    expect(await refundsOf(late.order.id)).toMatchObject([{ status: 'success' }]);
    expect((await q('select status from shop_payment where out_trade_no = $1', [late.outTradeNo]))[0].status).toBe(
      'refunded',
    );
    expect((await findings(late.outTradeNo)).map((f) => `${f.source}:${f.finding}:${f.action}`)).toEqual([
      'cancel:paid_not_applied:refunded',
      'reconcile:paid_on_closed_order:refunded',
    ]);
  });

  it('a second run takes no second action', async () => {
    const closed = await orderPaying();
    await payAtProviderOnly(closed.token);
    await closeBlindly(closed.order.id);
    await reconcilePayments(t.ctx);
    const before = await q('select count(*)::int as n from shop_payment_reconciliation');
    const refundsBefore = await q('select count(*)::int as n from shop_refund');

    const again = await reconcilePayments(t.ctx);
    expect(again).toMatchObject({ applied: 0, refunded: 0, flagged: 0, closed: 0 });
    expect(await q('select count(*)::int as n from shop_payment_reconciliation')).toEqual(before);
    expect(await q('select count(*)::int as n from shop_refund')).toEqual(refundsBefore);
    expect(await refundsOf(closed.order.id)).toHaveLength(1);
  });

  it('two instances running at once act on each finding once', async () => {
    const t2 = await createTestApp({ shareDatabaseWith: t });
    try {
      const cases = [];
      for (let i = 0; i < 4; i += 1) cases.push(await orderPaying());
      for (const c of cases) await payAtProviderOnly(c.token);
      await closeBlindly(cases[0]!.order.id);
      await closeBlindly(cases[1]!.order.id);

      const reports = await Promise.all([reconcilePayments(t.ctx), reconcilePayments(t2.ctx)]);
      const acted = reports.reduce((n, r) => n + (r ? r.applied + r.refunded : 0), 0);
      expect(acted).toBe(4);
      for (const c of cases) expect(await findings(c.outTradeNo)).toHaveLength(1);
      for (const c of cases.slice(0, 2)) expect(await refundsOf(c.order.id)).toHaveLength(1);
      for (const c of cases.slice(2)) expect(await orderStatus(c.order.id)).toBe('3');
    } finally {
      await t2.close();
    }
  });

  it('runs once a day on the schedule; on demand whenever called', async () => {
    await reconcilePayments(t.ctx);
    expect(await reconcilePayments(t.ctx, { unlessRanWithinMs: RECONCILE_EVERY_MS })).toBeNull();
    t.clock.advance(RECONCILE_EVERY_MS);
    expect(await reconcilePayments(t.ctx, { unlessRanWithinMs: RECONCILE_EVERY_MS })).not.toBeNull();
    expect(await reconcilePayments(t.ctx)).not.toBeNull();
  });
});

describe('GET /api/shop/admin/reconciliation', () => {
  it('staff with the admin role see the findings, newest first; others are refused', async () => {
    const admin = await login([ADMIN_ROLE_ID]);
    const res = await t.app.inject({
      method: 'GET',
      url: api('/shop/admin/reconciliation?current=1&size=2'),
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ current: 1, size: 2 });
    expect(page.total).toBeGreaterThanOrEqual(5);
    expect(page.records).toHaveLength(2);
    expect(page.records[0].id).toBeGreaterThan(page.records[1].id);
    expect(page.records[0]).toEqual(
      expect.objectContaining({
        outTradeNo: expect.any(String),
        finding: expect.any(String),
        action: expect.any(String),
      }),
    );

    const student = await login();
    const teacher = await login([TEACHER_ROLE_ID]);
    for (const who of [student, teacher]) {
      const refused = await t.app.inject({
        method: 'GET',
        url: api('/shop/admin/reconciliation'),
        headers: who.headers,
      });
      expect(refused.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: api('/shop/admin/reconciliation') })).statusCode).toBe(401);
  });
});
