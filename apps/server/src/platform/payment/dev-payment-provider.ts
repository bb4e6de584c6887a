import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { systemClock, type Clock } from '../clock';
import { renderDevCheckoutMessage, renderDevCheckoutPage } from './dev-checkout-page';
import type { DevPaymentStore } from './dev-payment-store';
import {
  PaymentGatewayError,
  PaymentInputError,
  PaymentVerificationError,
  type CloseResult,
  type InitiatePaymentInput,
  type InitiatePaymentResult,
  type NotificationAck,
  type PaymentNotification,
  type PaymentNotificationInput,
  type PaymentProvider,
  type PaymentQueryResult,
  type ProviderTrade,
  type RefundInput,
  type RefundResult,
  type RefundStateResult,
} from './payment-provider';
import { assertFen, assertOutNo, bodyText, header } from './payment-util';

export { renderDevCheckoutMessage, renderDevCheckoutPage };

/**
 * The default provider: a local cashier page instead of a vendor. It behaves like one where the orders
 * module can tell (signed notifications that can be replayed or arrive late, query/refund/close with the
 * vendor's rules), so the order code written against it is the code that later runs against WeChat/Alipay.
 */

export const DEV_PAY_SIGNATURE_HEADER = 'x-dev-pay-signature';
/** Notifications older (or newer) than this are refused: a captured request cannot be replayed later. */
export const DEV_PAY_NOTIFICATION_TOLERANCE_SECONDS = 300;

export interface DevCheckoutPayload {
  outTradeNo: string;
  amountFen: number;
  description: string;
  notifyUrl: string;
  returnUrl: string;
  /** Unix seconds. */
  exp: number;
}

export interface DevNotificationBody {
  outTradeNo: string;
  transactionId: string;
  amountFen: number;
  paid: boolean;
  paidAt: string | null;
}

export interface SignedDevNotification {
  headers: Record<string, string>;
  rawBody: string;
}

export type DevTokenCheck = { ok: true; payload: DevCheckoutPayload } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Separate keys per purpose, derived from the one secret: a checkout-token signature can then never be
 * presented as a notification signature or the other way round.
 */
function derivedKey(secret: string, purpose: 'checkout-token' | 'notification'): Buffer {
  return createHmac('sha256', secret).update(`salt-dev-pay/${purpose}`).digest();
}

function safeEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `<base64url JSON>.<base64url HMAC-SHA256>`: compact enough for a query string, readable when debugging. */
export function signDevCheckoutToken(secret: string, payload: DevCheckoutPayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const mac = createHmac('sha256', derivedKey(secret, 'checkout-token')).update(body).digest('base64url');
  return `${body}.${mac}`;
}

function isPayload(value: unknown): value is DevCheckoutPayload {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.outTradeNo === 'string' &&
    Number.isSafeInteger(v.amountFen) &&
    typeof v.description === 'string' &&
    typeof v.notifyUrl === 'string' &&
    typeof v.returnUrl === 'string' &&
    Number.isSafeInteger(v.exp)
  );
}

export function verifyDevCheckoutToken(secret: string, token: string, now: Date): DevTokenCheck {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = createHmac('sha256', derivedKey(secret, 'checkout-token')).update(body).digest();
  if (!safeEqual(Buffer.from(mac, 'base64url'), expected)) return { ok: false, reason: 'invalid' };
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!isPayload(payload)) return { ok: false, reason: 'invalid' };
  if (Math.floor(now.getTime() / 1000) >= payload.exp) return { ok: false, reason: 'expired' };
  return { ok: true, payload };
}

/** Stripe-style `t=<unix>,v1=<hex>` over `<t>.<raw body>`, so the timestamp is covered by the signature. */
export function signDevNotification(secret: string, body: DevNotificationBody, now: Date): SignedDevNotification {
  const rawBody = JSON.stringify(body);
  const t = Math.floor(now.getTime() / 1000);
  const v1 = createHmac('sha256', derivedKey(secret, 'notification')).update(`${t}.${rawBody}`).digest('hex');
  return {
    headers: { 'content-type': 'application/json', [DEV_PAY_SIGNATURE_HEADER]: `t=${t},v1=${v1}` },
    rawBody,
  };
}

export function verifyDevNotification(secret: string, input: PaymentNotificationInput, now: Date): PaymentNotification {
  const signature = header(input.headers, DEV_PAY_SIGNATURE_HEADER);
  const match = signature ? /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(signature) : null;
  if (!match) throw new PaymentVerificationError('missing or malformed dev payment signature');
  const t = Number(match[1]);
  if (Math.abs(Math.floor(now.getTime() / 1000) - t) > DEV_PAY_NOTIFICATION_TOLERANCE_SECONDS) {
    throw new PaymentVerificationError('stale dev payment notification');
  }
  const rawBody = bodyText(input.rawBody);
  const expected = createHmac('sha256', derivedKey(secret, 'notification')).update(`${t}.${rawBody}`).digest();
  if (!safeEqual(Buffer.from(match[2]!, 'hex'), expected)) {
    throw new PaymentVerificationError('bad dev payment signature');
  }
  let body: Partial<DevNotificationBody>;
  try {
    body = JSON.parse(rawBody) as Partial<DevNotificationBody>;
  } catch (cause) {
    throw new PaymentVerificationError('dev payment notification is not JSON', { cause });
  }
  const paidAt = typeof body.paidAt === 'string' ? new Date(body.paidAt) : null;
  if (
    typeof body.outTradeNo !== 'string' ||
    typeof body.transactionId !== 'string' ||
    !Number.isSafeInteger(body.amountFen) ||
    typeof body.paid !== 'boolean' ||
    (body.paid && (!paidAt || Number.isNaN(paidAt.getTime())))
  ) {
    throw new PaymentVerificationError('malformed dev payment notification');
  }
  return {
    outTradeNo: body.outTradeNo,
    transactionId: body.transactionId,
    amountFen: body.amountFen!,
    paid: body.paid,
    paidAt: body.paid ? paidAt : null,
    vendorState: body.paid ? 'SUCCESS' : 'PAYERROR',
  };
}

export interface DevPaymentProviderOptions {
  /** At least 16 characters; signs checkout tokens and notifications (DEV_PAY_SECRET). */
  secret: string;
  store: DevPaymentStore;
  clock?: Clock;
  /** Path of the checkout page route (GET shows it, POST takes the payer's choice). */
  checkoutPath?: string;
  /** Prefix for the checkout URL, e.g. 'https://shop.example'; a relative URL otherwise. */
  publicBaseUrl?: string;
  /** Token life when the order gives no expiresAt. */
  tokenTtlSeconds?: number;
}

export interface DevCheckoutCompletion {
  paid: boolean;
  /** Deliver this to `notifyUrl` (POST); it is what a vendor would send. */
  notification: SignedDevNotification & { url: string };
  returnUrl: string;
}

export class DevPaymentProvider implements PaymentProvider {
  readonly name = 'dev';
  readonly channels = ['dev'] as const;
  readonly checkoutPath: string;
  private readonly clock: Clock;

  constructor(private readonly opts: DevPaymentProviderOptions) {
    if (opts.secret.length < 16) throw new Error('dev payment secret must be at least 16 characters');
    this.clock = opts.clock ?? systemClock;
    this.checkoutPath = opts.checkoutPath ?? '/api/pay/dev/checkout';
  }

  async initiate(input: InitiatePaymentInput): Promise<InitiatePaymentResult> {
    if (input.channel !== 'dev') throw new PaymentInputError(`dev provider cannot pay via ${input.channel}`);
    assertOutNo(input.outTradeNo);
    assertFen(input.amountFen);
    const trade = await this.opts.store.create({
      outTradeNo: input.outTradeNo,
      amountFen: input.amountFen,
      description: input.description,
    });
    // The same refusals a vendor gives for a reused out_trade_no, so the order code handles them early.
    if (trade.state === 'paid') throw new PaymentGatewayError('ORDERPAID', 'trade already paid');
    if (trade.state === 'closed') throw new PaymentGatewayError('ORDERCLOSED', 'trade closed');
    if (trade.amountFen !== input.amountFen) {
      throw new PaymentGatewayError('OUT_TRADE_NO_USED', 'outTradeNo already used with another amount');
    }
    const nowSeconds = Math.floor(this.clock.now().getTime() / 1000);
    const exp = input.expiresAt
      ? Math.floor(input.expiresAt.getTime() / 1000)
      : nowSeconds + (this.opts.tokenTtlSeconds ?? 1800);
    const token = signDevCheckoutToken(this.opts.secret, {
      outTradeNo: input.outTradeNo,
      amountFen: input.amountFen,
      description: input.description,
      notifyUrl: input.notifyUrl,
      returnUrl: input.returnUrl,
      exp,
    });
    const url = `${this.opts.publicBaseUrl ?? ''}${this.checkoutPath}?token=${encodeURIComponent(token)}`;
    return { kind: 'redirect', url };
  }

  verifyCheckoutToken(token: string): DevTokenCheck {
    return verifyDevCheckoutToken(this.opts.secret, token, this.clock.now());
  }

  /** HTML for GET checkoutPath?token=...; an expired or forged token gets a message page instead. */
  renderCheckout(token: string): { statusCode: number; html: string } {
    const check = this.verifyCheckoutToken(token);
    if (!check.ok) {
      const text = check.reason === 'expired' ? '支付链接已过期，请返回订单重新支付' : '支付链接无效';
      return { statusCode: check.reason === 'expired' ? 410 : 400, html: renderDevCheckoutMessage('无法支付', text) };
    }
    const { outTradeNo, amountFen, description } = check.payload;
    return {
      statusCode: 200,
      html: renderDevCheckoutPage({ outTradeNo, amountFen, description, token, actionUrl: this.checkoutPath }),
    };
  }

  /**
   * The payer pressed a button. Records the vendor-side state (a trade closed meanwhile cannot be paid,
   * as with a real vendor) and returns the signed notification for the route to deliver. Pressing pay
   * twice yields the same transaction id, like a vendor retrying its notification.
   */
  async completeCheckout(token: string, outcome: 'paid' | 'failed'): Promise<DevCheckoutCompletion> {
    const check = this.verifyCheckoutToken(token);
    if (!check.ok) throw new PaymentVerificationError(`checkout token ${check.reason}`);
    const { outTradeNo, amountFen, notifyUrl, returnUrl } = check.payload;
    const now = this.clock.now();
    let body: DevNotificationBody;
    if (outcome === 'paid') {
      const trade = await this.opts.store.markPaid(outTradeNo, { transactionId: newId('devpay'), paidAt: now });
      if (!trade) throw new PaymentGatewayError('ORDER_NOT_EXIST', 'no such dev trade');
      if (trade.state === 'closed') throw new PaymentGatewayError('ORDERCLOSED', 'trade closed');
      body = {
        outTradeNo,
        transactionId: trade.transactionId!,
        amountFen: trade.amountFen,
        paid: true,
        paidAt: trade.paidAt!.toISOString(),
      };
    } else {
      const trade = await this.opts.store.get(outTradeNo);
      if (!trade) throw new PaymentGatewayError('ORDER_NOT_EXIST', 'no such dev trade');
      if (trade.state === 'paid') throw new PaymentGatewayError('ORDERPAID', 'trade already paid');
      body = { outTradeNo, transactionId: newId('devfail'), amountFen, paid: false, paidAt: null };
    }
    const signed = signDevNotification(this.opts.secret, body, now);
    return { paid: body.paid, notification: { ...signed, url: notifyUrl }, returnUrl };
  }

  async verifyNotification(input: PaymentNotificationInput): Promise<PaymentNotification> {
    return verifyDevNotification(this.opts.secret, input, this.clock.now());
  }

  notificationAck(ok: boolean, message = '失败'): NotificationAck {
    return {
      statusCode: ok ? 200 : 400,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify(ok ? { code: 'SUCCESS' } : { code: 'FAIL', message }),
    };
  }

  async query(outTradeNo: string): Promise<PaymentQueryResult> {
    const trade = await this.opts.store.get(outTradeNo);
    if (!trade) return { state: 'unpaid', vendorState: 'ORDER_NOT_EXIST' };
    if (trade.state !== 'paid') return { state: trade.state, amountFen: trade.amountFen, vendorState: trade.state };
    return {
      state: 'paid',
      amountFen: trade.amountFen,
      transactionId: trade.transactionId!,
      paidAt: trade.paidAt!,
      vendorState: trade.refunds.length ? 'REFUND' : 'SUCCESS',
    };
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    assertOutNo(input.outTradeNo);
    assertOutNo(input.outRefundNo, 'outRefundNo');
    assertFen(input.totalFen, 'totalFen');
    assertFen(input.refundFen, 'refundFen');
    const trade = await this.opts.store.get(input.outTradeNo);
    if (!trade) throw new PaymentGatewayError('ORDER_NOT_EXIST', 'no such dev trade');
    // WeChat refuses a refund whose stated total differs from the order total; so do we.
    if (trade.amountFen !== input.totalFen) throw new PaymentGatewayError('INVALID_REQUEST', 'totalFen mismatch');
    const outcome = await this.opts.store.markRefunded(input.outTradeNo, {
      outRefundNo: input.outRefundNo,
      refundId: newId('devrefund'),
      refundFen: input.refundFen,
      createdAt: this.clock.now(),
    });
    if (!outcome.ok) {
      const code = { not_found: 'ORDER_NOT_EXIST', not_paid: 'TRADE_NOT_PAID', exceeds_amount: 'NOT_ENOUGH' };
      throw new PaymentGatewayError(code[outcome.reason], `dev refund refused: ${outcome.reason}`);
    }
    if (outcome.refund.refundFen !== input.refundFen) {
      throw new PaymentGatewayError('INVALID_REQUEST', 'outRefundNo already used with another amount');
    }
    return { status: 'success', refundId: outcome.refund.refundId };
  }

  /** Dev refunds succeed at once; one the store never recorded is reported failed (the vendor has no such refund). */
  async queryRefund(input: { outTradeNo: string; outRefundNo: string }): Promise<RefundStateResult> {
    const trade = await this.opts.store.get(input.outTradeNo);
    const refund = trade?.refunds.find((r) => r.outRefundNo === input.outRefundNo);
    if (!refund) return { outRefundNo: input.outRefundNo, status: 'failed', vendorState: 'NOT_EXIST' };
    return { outRefundNo: input.outRefundNo, status: 'success', refundId: refund.refundId, vendorState: 'SUCCESS' };
  }

  async close(outTradeNo: string): Promise<CloseResult> {
    const trade = await this.opts.store.markClosed(outTradeNo);
    return { state: trade?.state === 'paid' ? 'paid' : 'closed' };
  }

  /** The store's trades, as a vendor's bill would list them. */
  async listTrades(since: Date): Promise<ProviderTrade[]> {
    const trades = await this.opts.store.listSince(since);
    return trades.map((t) => ({ outTradeNo: t.outTradeNo, state: t.state, amountFen: t.amountFen }));
  }
}

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}
