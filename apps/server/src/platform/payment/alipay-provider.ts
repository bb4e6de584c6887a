import { createSign, createVerify, type KeyObject } from 'node:crypto';
import { systemClock, type Clock } from '../clock';
import { fenToYuan, yuanToFen } from './money';
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
  type RefundInput,
  type RefundResult,
  type RefundStateResult,
} from './payment-provider';
import {
  assertFen,
  assertOutNo,
  bodyText,
  escapeHtml,
  formatBeijingDateTime,
  loadPrivateKey,
  loadPublicKey,
  parseBeijingDateTime,
  truncate,
  type KeyInput,
} from './payment-util';

/**
 * Alipay open platform (gateway.do, RSA2, public-key mode) with node:crypto only. Page and wap pay are
 * browser hand-offs to the gateway; query, refund and close are server calls whose responses must carry
 * Alipay's signature before we believe a success.
 */

export interface AlipayOptions {
  appId: string;
  /** Application private key (PEM PKCS#8/PKCS#1, or the bare base64 Alipay's key tool prints). */
  privateKey: KeyInput;
  /** Alipay public key for this app (not the application public key). */
  alipayPublicKey: KeyInput;
  /** Sandbox: https://openapi-sandbox.dl.alipaydev.com/gateway.do */
  gatewayUrl?: string;
  /** Partner id (2088...); when set, notifications for another seller are refused. */
  sellerId?: string;
  /** 'redirect': a GET URL to the gateway (default); 'form': an auto-submitting POST form. */
  pageMode?: 'redirect' | 'form';
  fetchImpl?: typeof fetch;
  clock?: Clock;
  timeoutMs?: number;
}

/** Sorted `k=v&...` with raw values, skipping `exclude` keys and empty values: Alipay's string to sign. */
export function alipaySignContent(params: Record<string, string | undefined>, exclude: string[] = ['sign']): string {
  return Object.keys(params)
    .filter((k) => !exclude.includes(k) && params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export function alipaySign(privateKey: KeyObject, content: string): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');
}

export function alipayVerify(publicKey: KeyObject, content: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/**
 * The exact text of `"<key>": {...}` in a response. Alipay signs those bytes, so re-serialising the
 * parsed object (key order, escapes like \/ or \u4e2d) would break verification.
 */
export function extractJsonObjectText(raw: string, key: string): string | null {
  if (!/^[a-z_]+$/.test(key)) throw new Error(`unexpected response key ${key}`);
  const keyMatch = new RegExp(`"${key}"\\s*:\\s*`).exec(raw);
  if (!keyMatch) return null;
  const start = keyMatch.index + keyMatch[0].length;
  if (raw[start] !== '{') return null;
  let depth = 0;
  let inString = false;
  for (let i = start; i < raw.length; i++) {
    const c = raw[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return raw.slice(start, i + 1);
  }
  return null;
}

interface AlipayResponseNode {
  code?: string;
  msg?: string;
  sub_code?: string;
  sub_msg?: string;
  [field: string]: unknown;
}

const PAID_STATUSES = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

/** TRADE_CLOSED also follows a full refund; the caller's own refund records tell the two apart. */
const TRADE_STATE: Record<string, PaymentQueryResult['state']> = {
  TRADE_SUCCESS: 'paid',
  TRADE_FINISHED: 'paid',
  WAIT_BUYER_PAY: 'unpaid',
  TRADE_CLOSED: 'closed',
};

export class AlipayProvider implements PaymentProvider {
  readonly name = 'alipay';
  readonly channels = ['alipay_page', 'alipay_wap'] as const;
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private readonly clock: Clock;
  private readonly gatewayUrl: string;

  constructor(private readonly opts: AlipayOptions) {
    this.privateKey = loadPrivateKey(opts.privateKey);
    this.publicKey = loadPublicKey(opts.alipayPublicKey);
    this.clock = opts.clock ?? systemClock;
    this.gatewayUrl = opts.gatewayUrl ?? 'https://openapi.alipay.com/gateway.do';
  }

  /** Common parameters plus `sign`; `sign_type` is part of the signed content for requests. */
  signedParams(method: string, biz: Record<string, unknown>, extra: Record<string, string> = {}) {
    const params: Record<string, string> = {
      app_id: this.opts.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: formatBeijingDateTime(this.clock.now()),
      version: '1.0',
      ...extra,
      biz_content: JSON.stringify(biz),
    };
    return { ...params, sign: alipaySign(this.privateKey, alipaySignContent(params)) };
  }

  async initiate(input: InitiatePaymentInput): Promise<InitiatePaymentResult> {
    assertOutNo(input.outTradeNo);
    assertFen(input.amountFen);
    if (input.channel !== 'alipay_page' && input.channel !== 'alipay_wap') {
      throw new PaymentInputError(`Alipay cannot pay via ${input.channel}`);
    }
    const wap = input.channel === 'alipay_wap';
    const biz: Record<string, unknown> = {
      out_trade_no: input.outTradeNo,
      total_amount: fenToYuan(input.amountFen),
      subject: truncate(input.description, 256),
      product_code: wap ? 'QUICK_WAP_WAY' : 'FAST_INSTANT_TRADE_PAY',
    };
    if (wap) biz.quit_url = input.returnUrl;
    if (input.expiresAt) biz.time_expire = formatBeijingDateTime(input.expiresAt);
    const params = this.signedParams(wap ? 'alipay.trade.wap.pay' : 'alipay.trade.page.pay', biz, {
      notify_url: input.notifyUrl,
      return_url: input.returnUrl,
    });
    if (this.opts.pageMode === 'form') return { kind: 'form', html: this.autoSubmitForm(params) };
    return { kind: 'redirect', url: `${this.gatewayUrl}?${new URLSearchParams(params).toString()}` };
  }

  private autoSubmitForm(params: Record<string, string>): string {
    const inputs = Object.entries(params)
      .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
      .join('\n');
    return (
      `<form name="alipaysubmit" method="post" action="${escapeHtml(`${this.gatewayUrl}?charset=utf-8`)}">\n` +
      `${inputs}\n<noscript><button type="submit">前往支付宝付款</button></noscript>\n</form>\n` +
      `<script>document.forms.alipaysubmit.submit();</script>`
    );
  }

  async verifyNotification(input: PaymentNotificationInput): Promise<PaymentNotification> {
    const params: Record<string, string> = {};
    for (const [k, v] of new URLSearchParams(bodyText(input.rawBody))) if (!(k in params)) params[k] = v;
    if (!params.sign) throw new PaymentVerificationError('notification without sign');
    if (params.sign_type !== 'RSA2') throw new PaymentVerificationError(`unsupported sign_type ${params.sign_type}`);
    // Notifications exclude sign_type from the signed content (requests include it).
    if (!alipayVerify(this.publicKey, alipaySignContent(params, ['sign', 'sign_type']), params.sign)) {
      throw new PaymentVerificationError('bad Alipay notification signature');
    }
    if (params.app_id !== this.opts.appId) throw new PaymentVerificationError('notification for another app');
    if (this.opts.sellerId && params.seller_id !== this.opts.sellerId) {
      throw new PaymentVerificationError('notification for another seller');
    }
    const { out_trade_no: outTradeNo, trade_no: transactionId, trade_status: status } = params;
    if (!outTradeNo || !transactionId || !status || params.total_amount === undefined) {
      throw new PaymentVerificationError('notification is incomplete');
    }
    let amountFen: number;
    try {
      amountFen = yuanToFen(params.total_amount);
    } catch (cause) {
      throw new PaymentVerificationError(`bad total_amount ${params.total_amount}`, { cause });
    }
    const paid = PAID_STATUSES.has(status);
    const paidAt = paid ? parseBeijingDateTime(params.gmt_payment ?? '') : null;
    if (paid && !paidAt) throw new PaymentVerificationError('paid notification without gmt_payment');
    return { outTradeNo, transactionId, amountFen, paid, paidAt, vendorState: status };
  }

  /** Alipay reads the body only: exactly `success`, anything else means retry. A refusal is a 400 for our logs. */
  notificationAck(ok: boolean): NotificationAck {
    return { statusCode: ok ? 200 : 400, contentType: 'text/plain; charset=utf-8', body: ok ? 'success' : 'failure' };
  }

  async query(outTradeNo: string): Promise<PaymentQueryResult> {
    assertOutNo(outTradeNo);
    const node = await this.call('alipay.trade.query', { out_trade_no: outTradeNo });
    // Page pay creates the trade only when the payer opens the cashier; until then it "does not exist".
    if (node.sub_code === 'ACQ.TRADE_NOT_EXIST') return { state: 'unpaid', vendorState: 'TRADE_NOT_EXIST' };
    if (node.code !== '10000') throw gatewayError(node);
    const status = String(node.trade_status ?? '');
    const result: PaymentQueryResult = { state: TRADE_STATE[status] ?? 'unknown', vendorState: status };
    if (typeof node.total_amount === 'string') {
      try {
        result.amountFen = yuanToFen(node.total_amount);
      } catch (cause) {
        throw new PaymentGatewayError('BAD_RESPONSE', `alipay total_amount ${node.total_amount}`, { cause });
      }
    }
    if (typeof node.trade_no === 'string') result.transactionId = node.trade_no;
    const paidAt = typeof node.send_pay_date === 'string' ? parseBeijingDateTime(node.send_pay_date) : null;
    if (paidAt) result.paidAt = paidAt;
    return result;
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    assertOutNo(input.outTradeNo);
    assertOutNo(input.outRefundNo, 'outRefundNo');
    assertFen(input.totalFen, 'totalFen');
    assertFen(input.refundFen, 'refundFen');
    if (input.refundFen > input.totalFen) throw new PaymentInputError('refundFen exceeds totalFen');
    const node = await this.call('alipay.trade.refund', {
      out_trade_no: input.outTradeNo,
      refund_amount: fenToYuan(input.refundFen),
      out_request_no: input.outRefundNo,
      refund_reason: truncate(input.reason, 256),
    });
    if (node.code !== '10000') throw gatewayError(node);
    // Alipay has no refund id; (trade, out_request_no) identifies a refund, so our number serves as the id.
    if (node.fund_change === 'Y') return { status: 'success', refundId: input.outRefundNo };
    // 'N' is also the answer to a repeated request; only the refund query says whether money moved.
    const check = await this.call('alipay.trade.fastpay.refund.query', {
      out_trade_no: input.outTradeNo,
      out_request_no: input.outRefundNo,
    });
    if (check.code !== '10000') throw gatewayError(check);
    const done = check.refund_status === 'REFUND_SUCCESS';
    return { status: done ? 'success' : 'processing', refundId: input.outRefundNo };
  }

  /**
   * Alipay's refunds are synchronous; the query says whether one with this number moved money. An unknown refund
   * (no refund_status) never happened: failed, so staff may retry it under a new number.
   */
  async queryRefund(input: { outTradeNo: string; outRefundNo: string }): Promise<RefundStateResult> {
    assertOutNo(input.outTradeNo);
    assertOutNo(input.outRefundNo, 'outRefundNo');
    const node = await this.call('alipay.trade.fastpay.refund.query', {
      out_trade_no: input.outTradeNo,
      out_request_no: input.outRefundNo,
    });
    if (node.code !== '10000') throw gatewayError(node);
    const state = typeof node.refund_status === 'string' ? node.refund_status : '';
    return {
      outRefundNo: input.outRefundNo,
      status: state === 'REFUND_SUCCESS' ? 'success' : 'failed',
      refundId: input.outRefundNo,
      vendorState: state || 'NOT_EXIST',
    };
  }

  async close(outTradeNo: string): Promise<CloseResult> {
    assertOutNo(outTradeNo);
    const node = await this.call('alipay.trade.close', { out_trade_no: outTradeNo });
    if (node.code === '10000' || node.sub_code === 'ACQ.TRADE_NOT_EXIST') return { state: 'closed' };
    if (node.sub_code === 'ACQ.TRADE_STATUS_ERROR') {
      // Either paid or already closed; only a query can tell which.
      const state = await this.query(outTradeNo);
      return { state: state.state === 'paid' ? 'paid' : 'closed' };
    }
    throw gatewayError(node);
  }

  /**
   * One API call. A success (code 10000) is believed only with a valid signature over the exact response
   * text; an error answer may come unsigned (e.g. when our own signature was rejected) and is only an error.
   */
  private async call(method: string, biz: Record<string, unknown>): Promise<AlipayResponseNode> {
    const params = this.signedParams(method, biz);
    let text: string;
    try {
      const res = await (this.opts.fetchImpl ?? fetch)(this.gatewayUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: new URLSearchParams(params).toString(),
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000),
      });
      text = await res.text();
      if (!res.ok) throw new PaymentGatewayError(`HTTP_${res.status}`, `alipay http ${res.status}`);
    } catch (cause) {
      if (cause instanceof PaymentGatewayError) throw cause;
      throw new PaymentGatewayError('NETWORK', `alipay ${method} failed`, { cause });
    }
    const nodeKey = `${method.replace(/\./g, '_')}_response`;
    const nodeText = extractJsonObjectText(text, nodeKey) ?? extractJsonObjectText(text, 'error_response');
    if (!nodeText) throw new PaymentGatewayError('BAD_RESPONSE', `alipay answered without ${nodeKey}`);
    let node: AlipayResponseNode;
    let signature: string | undefined;
    try {
      node = JSON.parse(nodeText) as AlipayResponseNode;
      const top = JSON.parse(text) as { sign?: unknown };
      signature = typeof top.sign === 'string' ? top.sign : undefined;
    } catch (cause) {
      throw new PaymentGatewayError('BAD_RESPONSE', 'alipay answered malformed JSON', { cause });
    }
    if (signature !== undefined || node.code === '10000') {
      if (!signature || !alipayVerify(this.publicKey, nodeText, signature)) {
        throw new PaymentGatewayError('BAD_RESPONSE_SIGNATURE', `alipay ${method} response signature is invalid`);
      }
    }
    return node;
  }
}

function gatewayError(node: AlipayResponseNode): PaymentGatewayError {
  const code = node.sub_code ?? node.code ?? 'UNKNOWN';
  return new PaymentGatewayError(code, `${node.sub_msg ?? node.msg ?? 'alipay error'} (${code})`);
}
