import { describe, expect, it } from 'vitest';
import { AdjustableClock } from '../clock';
import {
  DEV_PAY_SIGNATURE_HEADER,
  DevPaymentProvider,
  renderDevCheckoutPage,
  signDevCheckoutToken,
  signDevNotification,
  verifyDevCheckoutToken,
} from './dev-payment-provider';
import { InMemoryDevPaymentStore } from './dev-payment-store';
import {
  PaymentGatewayError,
  PaymentInputError,
  PaymentVerificationError,
  type InitiatePaymentInput,
} from './payment-provider';

const SECRET = 'dev-pay-secret-for-tests-0123456789';

function setup() {
  const clock = new AdjustableClock();
  const store = new InMemoryDevPaymentStore();
  const provider = new DevPaymentProvider({ secret: SECRET, store, clock });
  return { clock, store, provider };
}

const order: InitiatePaymentInput = {
  outTradeNo: 'P202611210001',
  amountFen: 19900,
  description: '初二数学 寒假班',
  channel: 'dev',
  notifyUrl: 'http://127.0.0.1:8080/api/pay/notify/dev',
  returnUrl: 'http://127.0.0.1:8080/m-shop/userOrderNew',
  clientIp: '127.0.0.1',
};

function tokenOf(url: string): string {
  return new URL(url, 'http://localhost').searchParams.get('token')!;
}

async function initiate(provider: DevPaymentProvider, overrides: Partial<InitiatePaymentInput> = {}) {
  const result = await provider.initiate({ ...order, ...overrides });
  if (result.kind !== 'redirect') throw new Error('expected a redirect');
  return result.url;
}

describe('dev checkout token', () => {
  it('round-trips through initiate and the checkout URL', async () => {
    const { provider } = setup();
    const url = await initiate(provider);
    expect(url.startsWith('/api/pay/dev/checkout?token=')).toBe(true);
    const check = provider.verifyCheckoutToken(tokenOf(url));
    expect(check).toMatchObject({ ok: true, payload: { outTradeNo: order.outTradeNo, amountFen: 19900 } });
  });

  it('expires after the ttl, or at the order expiry when given', async () => {
    const { provider, clock } = setup();
    const token = tokenOf(await initiate(provider));
    clock.advance(1799_000);
    expect(provider.verifyCheckoutToken(token).ok).toBe(true);
    clock.advance(2_000);
    expect(provider.verifyCheckoutToken(token)).toEqual({ ok: false, reason: 'expired' });

    const early = tokenOf(await initiate(provider, { outTradeNo: 'P202611210002', expiresAt: clock.now() }));
    expect(provider.verifyCheckoutToken(early)).toEqual({ ok: false, reason: 'expired' });
  });

  it('rejects tampering and a token signed with another secret', () => {
    const now = new Date();
    const payload = { ...order, exp: Math.floor(now.getTime() / 1000) + 600 };
    const token = signDevCheckoutToken(SECRET, payload);
    const [body, mac] = token.split('.');
    const cheaper = Buffer.from(JSON.stringify({ ...payload, amountFen: 1 })).toString('base64url');
    expect(verifyDevCheckoutToken(SECRET, `${cheaper}.${mac}`, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyDevCheckoutToken(`${SECRET}x`, token, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyDevCheckoutToken(SECRET, `${body}.${mac}.x`, now).ok).toBe(false);
    expect(verifyDevCheckoutToken(SECRET, 'garbage', now).ok).toBe(false);
    expect(verifyDevCheckoutToken(SECRET, token, now).ok).toBe(true);
  });
});

describe('dev checkout page', () => {
  it('shows goods, amount in yuan and the two buttons', async () => {
    const { provider } = setup();
    const { statusCode, html } = provider.renderCheckout(tokenOf(await initiate(provider)));
    expect(statusCode).toBe(200);
    expect(html).toContain('<meta name="viewport"');
    expect(html).toContain('初二数学 寒假班');
    expect(html).toContain('¥199.00');
    expect(html).toContain('确认支付');
    expect(html).toContain('模拟支付失败');
    expect(html).toContain('action="/api/pay/dev/checkout"');
  });

  it('escapes HTML in the description', () => {
    const html = renderDevCheckoutPage({
      outTradeNo: 'P1"><script>',
      amountFen: 1,
      description: '<img src=x onerror="alert(1)">&\'',
      token: 'a"b',
      actionUrl: '/pay',
    });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;');
    expect(html).toContain('value="a&quot;b"');
    expect(html).toContain('¥0.01');
  });

  it('answers an expired or forged link with a message page', async () => {
    const { provider, clock } = setup();
    const token = tokenOf(await initiate(provider));
    expect(provider.renderCheckout(`${token}x`)).toMatchObject({ statusCode: 400 });
    clock.advance(3600_000);
    const expired = provider.renderCheckout(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.html).toContain('支付链接已过期');
  });
});

describe('dev notification', () => {
  it('is built by the page, verified by the provider, and pays the trade once', async () => {
    const { provider } = setup();
    const token = tokenOf(await initiate(provider));
    const first = await provider.completeCheckout(token, 'paid');
    expect(first.paid).toBe(true);
    expect(first.notification.url).toBe(order.notifyUrl);
    expect(first.returnUrl).toBe(order.returnUrl);
    const result = await provider.verifyNotification(first.notification);
    expect(result).toMatchObject({ outTradeNo: order.outTradeNo, amountFen: 19900, paid: true });
    expect(result.paidAt).toBeInstanceOf(Date);

    // A second press is a vendor retry: same transaction, same payment time.
    const second = await provider.verifyNotification((await provider.completeCheckout(token, 'paid')).notification);
    expect(second.transactionId).toBe(result.transactionId);
    expect(second.paidAt).toEqual(result.paidAt);
    expect(await provider.query(order.outTradeNo)).toMatchObject({ state: 'paid', amountFen: 19900 });
  });

  it('reports a simulated failure as not paid and leaves the trade payable', async () => {
    const { provider } = setup();
    const token = tokenOf(await initiate(provider));
    const failed = await provider.completeCheckout(token, 'failed');
    expect(await provider.verifyNotification(failed.notification)).toMatchObject({ paid: false, paidAt: null });
    expect((await provider.query(order.outTradeNo)).state).toBe('unpaid');
    expect((await provider.completeCheckout(token, 'paid')).paid).toBe(true);
  });

  it('rejects a tampered body, a wrong key, a stale or future timestamp and a missing header', async () => {
    const { provider, clock } = setup();
    const { notification } = await provider.completeCheckout(tokenOf(await initiate(provider)), 'paid');
    const tampered = notification.rawBody.replace('"amountFen":19900', '"amountFen":1');
    expect(tampered).not.toBe(notification.rawBody);
    await expect(provider.verifyNotification({ ...notification, rawBody: tampered })).rejects.toThrow(
      PaymentVerificationError,
    );
    const foreign = signDevNotification(`${SECRET}-other`, JSON.parse(notification.rawBody), clock.now());
    await expect(provider.verifyNotification(foreign)).rejects.toThrow(/bad dev payment signature/);
    await expect(provider.verifyNotification({ headers: {}, rawBody: notification.rawBody })).rejects.toThrow(
      /missing/,
    );
    // Header names are case-insensitive, and a Buffer body verifies like a string.
    const upper = { 'X-Dev-Pay-Signature': notification.headers[DEV_PAY_SIGNATURE_HEADER] };
    expect(
      (await provider.verifyNotification({ headers: upper, rawBody: Buffer.from(notification.rawBody) })).paid,
    ).toBe(true);

    clock.advance(301_000);
    await expect(provider.verifyNotification(notification)).rejects.toThrow(/stale/);
    const future = signDevNotification(SECRET, JSON.parse(notification.rawBody), new Date(Date.now() + 3600_000));
    await expect(provider.verifyNotification(future)).rejects.toThrow(/stale/);
  });

  it('refuses a correctly signed but malformed body', async () => {
    const { provider, clock } = setup();
    const body = {
      outTradeNo: 'P1',
      transactionId: 't',
      amountFen: 1.5,
      paid: true,
      paidAt: clock.now().toISOString(),
    };
    await expect(provider.verifyNotification(signDevNotification(SECRET, body, clock.now()))).rejects.toThrow(
      /malformed/,
    );
  });

  it('cannot pay a closed trade, like a real vendor', async () => {
    const { provider } = setup();
    const token = tokenOf(await initiate(provider));
    expect(await provider.close(order.outTradeNo)).toEqual({ state: 'closed' });
    await expect(provider.completeCheckout(token, 'paid')).rejects.toMatchObject({ code: 'ORDERCLOSED' });
    expect((await provider.query(order.outTradeNo)).state).toBe('closed');
    await expect(provider.initiate(order)).rejects.toMatchObject({ code: 'ORDERCLOSED' });
  });

  it('acks like WeChat v3', () => {
    const { provider } = setup();
    expect(provider.notificationAck(true)).toMatchObject({ statusCode: 200, body: '{"code":"SUCCESS"}' });
    expect(JSON.parse(provider.notificationAck(false, 'amount mismatch').body)).toEqual({
      code: 'FAIL',
      message: 'amount mismatch',
    });
  });
});

describe('dev initiate, query, refund, close', () => {
  it('checks input and re-initiation like a vendor', async () => {
    const { provider } = setup();
    await expect(provider.initiate({ ...order, channel: 'wechat_h5' })).rejects.toThrow(PaymentInputError);
    await expect(provider.initiate({ ...order, outTradeNo: 'bad no' })).rejects.toThrow(PaymentInputError);
    await expect(provider.initiate({ ...order, amountFen: 0 })).rejects.toThrow(PaymentInputError);
    await initiate(provider);
    await initiate(provider); // same number, same amount: a fresh link for the same trade
    await expect(provider.initiate({ ...order, amountFen: 100 })).rejects.toMatchObject({ code: 'OUT_TRADE_NO_USED' });
    expect(() => new DevPaymentProvider({ secret: 'short', store: new InMemoryDevPaymentStore() })).toThrow();
  });

  it('queries an unknown trade as unpaid', async () => {
    const { provider } = setup();
    expect(await provider.query('P000000404')).toMatchObject({ state: 'unpaid' });
  });

  it('refunds idempotently per refund number and never beyond the amount', async () => {
    const { provider } = setup();
    const refund = { outTradeNo: order.outTradeNo, totalFen: 19900, reason: '拼团失败' };
    await initiate(provider);
    await expect(provider.refund({ ...refund, outRefundNo: 'R000001', refundFen: 100 })).rejects.toMatchObject({
      code: 'TRADE_NOT_PAID',
    });
    await provider.completeCheckout(tokenOf(await initiate(provider)), 'paid');
    const a = await provider.refund({ ...refund, outRefundNo: 'R000001', refundFen: 9900 });
    expect(a.status).toBe('success');
    expect(await provider.refund({ ...refund, outRefundNo: 'R000001', refundFen: 9900 })).toEqual(a);
    await expect(provider.refund({ ...refund, outRefundNo: 'R000001', refundFen: 100 })).rejects.toMatchObject({
      code: 'INVALID_REQUEST',
    });
    await expect(provider.refund({ ...refund, outRefundNo: 'R000002', refundFen: 10001 })).rejects.toMatchObject({
      code: 'NOT_ENOUGH',
    });
    await expect(
      provider.refund({ ...refund, totalFen: 1, outRefundNo: 'R000003', refundFen: 1 }),
    ).rejects.toBeInstanceOf(PaymentGatewayError);
    expect((await provider.refund({ ...refund, outRefundNo: 'R000002', refundFen: 10000 })).status).toBe('success');
    expect(await provider.query(order.outTradeNo)).toMatchObject({ state: 'paid', vendorState: 'REFUND' });
    // The sweep's question: a recorded refund succeeded; one never recorded (R000003 was refused) did not happen.
    expect(await provider.queryRefund({ outTradeNo: order.outTradeNo, outRefundNo: 'R000001' })).toMatchObject({
      status: 'success',
      refundId: a.refundId,
    });
    expect(await provider.queryRefund({ outTradeNo: order.outTradeNo, outRefundNo: 'R000003' })).toMatchObject({
      status: 'failed',
    });
  });

  it('does not close a paid trade', async () => {
    const { provider } = setup();
    await provider.completeCheckout(tokenOf(await initiate(provider)), 'paid');
    expect(await provider.close(order.outTradeNo)).toEqual({ state: 'paid' });
    expect(await provider.close('P000000404')).toEqual({ state: 'closed' });
    await expect(provider.initiate(order)).rejects.toMatchObject({ code: 'ORDERPAID' });
  });
});
