import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_ROLE_ID, STUDENT_ROLE_ID } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { skuFactory } from '../../test/shop-factories';
import { offeringFactory } from '../../test/learning-factories';
import { api } from '../../test/requests';
import { payOnDevPage, placeOrder } from '../../test/shop-requests';
import { PaymentGatewayError, type PaymentProvider } from '../../platform/payment/payment-provider';
import { reconcilePayments, refundPart } from '../shop-order';
import { REFUND_SWEEP_JOB } from './refund-sweep';

/**
 * 退费 against the provider: a refusal (失败, retried under a new number), a refund the provider finishes later
 * (its notification, replayed, acts once), one whose answer never came (the sweep job asks), and the payment guard
 * (concurrent part refunds never exceed the payment).
 */

let t: TestApp;
let admin: Record<string, string>;
let dev: PaymentProvider;
beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionFor(t.ctx, await userFactory(t.ctx.db, { roles: [ADMIN_ROLE_ID] }));
  dev = t.ctx.payments.byName('dev')!;
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
  delete (dev as { verifyRefundNotification?: unknown }).verifyRefundNotification;
});

const q = async (sql: string, params: unknown[] = []) => (await t.database.pool.query(sql, params)).rows;

async function pendingRequest(priceFen = 20000) {
  const user = await userFactory(t.ctx.db, { roles: [STUDENT_ROLE_ID] });
  const headers = await sessionFor(t.ctx, user);
  const { sku, spu } = await skuFactory(t.ctx.db, { priceFen });
  await offeringFactory(t.ctx.db, { skuId: sku.id, spuId: spu.id, offsetsMin: [24 * 60] });
  const { order } = await placeOrder(t.app, headers, { items: [{ skuId: sku.id }] });
  await payOnDevPage(t.app, headers, order.id);
  const res = await t.app.inject({
    method: 'POST',
    url: api('/shop/refund/apply'),
    headers,
    payload: { orderItemId: order.items[0]!.id, reasonCode: 'personal' },
  });
  return { id: res.json().data.id as number, orderId: order.id, headers };
}
const post = (url: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url: api(url), headers: admin, ...(payload ? { payload } : {}) });
const statusOf = async (id: number) =>
  (await q('select status, fail_reason from shop_refund_request where id = $1', [id]))[0];

describe('provider outcomes', () => {
  it('a refusal is 失败 with the reason for staff (not the pupil); retry sends it under a new number', async () => {
    const r = await pendingRequest();
    vi.spyOn(dev, 'refund').mockRejectedValueOnce(new PaymentGatewayError('ABNORMAL', 'card cancelled'));
    expect((await post(`/console/refund/${r.id}/approve`, {})).statusCode).toBe(200);
    expect(await statusOf(r.id)).toEqual({ status: 'failed', fail_reason: 'ABNORMAL: card cancelled' });
    const page = await t.app.inject({ method: 'GET', url: api('/console/refund/page?status=failed'), headers: admin });
    expect(page.json().data.records[0]).toMatchObject({ id: r.id, failReason: 'ABNORMAL: card cancelled' });
    const pupilView = await t.app.inject({ method: 'GET', url: api('/shop/refund/my'), headers: r.headers });
    expect(pupilView.json().data[0]).toMatchObject({ status: 'failed', failReason: null });
    // A failed request still holds the line: no second application.
    expect((await post(`/console/refund/${r.id}/retry`)).statusCode).toBe(200);
    expect((await statusOf(r.id)).status).toBe('refunded');
    const rows = await q('select out_refund_no, status from shop_refund where order_id = $1 order by id', [r.orderId]);
    expect(rows.map((x) => x.status)).toEqual(['failed', 'success']);
    expect(rows[0].out_refund_no).not.toBe(rows[1].out_refund_no);
  });

  it('processing, then the notification (replayed) finishes it once', async () => {
    const r = await pendingRequest();
    vi.spyOn(dev, 'refund').mockResolvedValueOnce({ status: 'processing', refundId: 'wx-1' });
    await post(`/console/refund/${r.id}/approve`, {});
    expect((await statusOf(r.id)).status).toBe('refunding');
    const [{ out_refund_no: outRefundNo }] = await q('select out_refund_no from shop_refund where order_id = $1', [
      r.orderId,
    ]);
    (dev as { verifyRefundNotification?: PaymentProvider['verifyRefundNotification'] }).verifyRefundNotification =
      async () => ({ outRefundNo, status: 'success', refundId: 'wx-1', vendorState: 'SUCCESS' });
    const notify = () =>
      t.app.inject({
        method: 'POST',
        url: api('/shop/pay/refund-notify/dev'),
        headers: { 'content-type': 'application/json' },
        payload: '{"event_type":"REFUND.SUCCESS"}',
      });
    expect((await notify()).statusCode).toBe(200);
    expect((await notify()).statusCode).toBe(200);
    expect((await statusOf(r.id)).status).toBe('refunded');
    const outcomes = await q(`select outcome from shop_payment_notification where outcome like 'refund-%' order by id`);
    expect(outcomes.map((o) => o.outcome)).toEqual(['refund-success', 'refund-duplicate']);
    // One effect: one enrolment ended, stock returned once.
    expect((await q('select status from learn_enrolment where order_id = $1', [r.orderId]))[0].status).toBe('ended');
    expect((await q('select status from shop_order where id = $1', [r.orderId]))[0].status).toBe('5');
  });

  it('a refund whose answer never came is finished by the sweep job asking the provider', async () => {
    const r = await pendingRequest();
    vi.spyOn(dev, 'refund').mockRejectedValueOnce(new PaymentGatewayError('NETWORK', 'socket hang up'));
    await post(`/console/refund/${r.id}/approve`, {});
    expect((await statusOf(r.id)).status).toBe('refunding');
    vi.spyOn(dev, 'queryRefund').mockImplementation(async (input) => ({
      outRefundNo: input.outRefundNo,
      status: 'success',
      refundId: 'late',
      vendorState: 'SUCCESS',
    }));
    // Not yet due: the grace period has not passed.
    await t.ctx.jobs.send(REFUND_SWEEP_JOB, {});
    await t.ctx.jobs.runQueued(REFUND_SWEEP_JOB);
    expect((await statusOf(r.id)).status).toBe('refunding');
    t.clock.advance(11 * 60_000);
    await t.ctx.jobs.send(REFUND_SWEEP_JOB, {});
    expect(await t.ctx.jobs.runQueued(REFUND_SWEEP_JOB)).toBe(1);
    expect((await statusOf(r.id)).status).toBe('refunded');
    expect((await q('select status from shop_refund where order_id = $1', [r.orderId]))[0].status).toBe('success');
  });
});

describe('reconciliation after a class refund', () => {
  it('a mid-term refund closes the order with part of the payment kept; reconciliation owes nothing more', async () => {
    const user = await userFactory(t.ctx.db, { roles: [STUDENT_ROLE_ID] });
    const headers = await sessionFor(t.ctx, user);
    const { sku, spu } = await skuFactory(t.ctx.db, { priceFen: 10000 });
    await offeringFactory(t.ctx.db, { skuId: sku.id, spuId: spu.id, offsetsMin: [-24 * 60, 24 * 60] });
    const { order } = await placeOrder(t.app, headers, { items: [{ skuId: sku.id }] });
    await payOnDevPage(t.app, headers, order.id);
    const applied = await t.app.inject({
      method: 'POST',
      url: api('/shop/refund/apply'),
      headers,
      payload: { orderItemId: order.items[0]!.id, reasonCode: 'personal' },
    });
    await post(`/console/refund/${applied.json().data.id}/approve`, {});
    expect((await q('select status from shop_order where id = $1', [order.id]))[0].status).toBe('5');
    await reconcilePayments(t.ctx, { days: 7 });
    expect(await q('select amount_fen, status from shop_refund where order_id = $1', [order.id])).toEqual([
      { amount_fen: 5000, status: 'success' },
    ]);
  });
});

describe('refundPart: the payment guard', () => {
  it('20 concurrent part refunds of one payment never refund more than was paid', async () => {
    const r = await pendingRequest(10000);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        refundPart(t.ctx, {
          orderId: r.orderId,
          amountFen: 3000,
          reason: 'test',
          outRefundNo: `PART${r.orderId}X${i}`,
        }),
      ),
    );
    expect(results.filter((x) => x.status === 'fulfilled')).toHaveLength(3);
    const [{ sum }] = await q('select sum(amount_fen)::int as sum from shop_refund where order_id = $1', [r.orderId]);
    expect(sum).toBe(9000);
    // The same number again answers the refund already recorded.
    const again = await refundPart(t.ctx, {
      orderId: r.orderId,
      amountFen: 3000,
      reason: 'test',
      outRefundNo: `PART${r.orderId}X0`,
    }).catch(() => null);
    const count = await q('select count(*)::int as n from shop_refund where order_id = $1', [r.orderId]);
    expect(count[0].n).toBe(3);
    if (again) expect(again.amountFen).toBe(3000);
  });
});
