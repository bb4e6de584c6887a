import { randomBytes, type KeyObject } from 'node:crypto';
import { systemClock, type Clock } from '../clock';
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
  type WechatJsapiParams,
} from './payment-provider';
import {
  assertFen,
  assertOutNo,
  bodyText,
  formatRfc3339Beijing,
  header,
  loadPrivateKey,
  loadPublicKey,
  truncate,
  type HeaderBag,
  type KeyInput,
} from './payment-util';
import {
  buildWechatAuthorization,
  decryptWechatResource,
  rsaSha256Sign,
  rsaSha256Verify,
  wechatSignMessage,
} from './wechat-pay-v3-crypto';

/**
 * WeChat Pay API v3 (直连商户) with node:crypto only: the official SDKs pull in axios and friends and
 * still leave amount checks and idempotency to us. Covers JSAPI, H5 and Native order creation, query,
 * close and refund, response and notification signature verification and notification decryption.
 */

export interface WechatPayPlatformKey {
  /** Platform certificate serial number, or the 微信支付公钥 id (PUB_KEY_ID_...) in public-key mode. */
  serial: string;
  /** Platform certificate PEM or WeChat Pay public key PEM. */
  key: KeyInput;
}

export interface WechatPayV3Options {
  /** 商户号 */
  mchId: string;
  /** The AppID bound to the merchant (公众号 for JSAPI/H5, any bound app for Native). */
  appId: string;
  /** Serial number of the merchant API certificate whose private key signs requests. */
  serialNo: string;
  privateKey: KeyInput;
  /** APIv3 key: 32 ASCII characters, decrypts notification resources. */
  apiV3Key: string;
  /** Several during a certificate rotation; the response's Wechatpay-Serial picks one. */
  platformKeys: WechatPayPlatformKey[];
  baseUrl?: string;
  fetchImpl?: typeof fetch;
  clock?: Clock;
  timeoutMs?: number;
  /** How far a response or notification timestamp may be from now (WeChat's SDKs use 5 minutes). */
  toleranceSeconds?: number;
}

interface WechatTransaction {
  mchid?: string;
  appid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  success_time?: string;
  amount?: { total?: number; payer_total?: number; currency?: string };
}

/** SUCCESS and REFUND mean money was received; REFUND is tracked by the caller's own refunds. */
const TRADE_STATE: Record<string, PaymentQueryResult['state']> = {
  SUCCESS: 'paid',
  REFUND: 'paid',
  NOTPAY: 'unpaid',
  PAYERROR: 'unpaid',
  CLOSED: 'closed',
  REVOKED: 'closed',
  USERPAYING: 'unknown',
};

export class WechatPayV3Provider implements PaymentProvider {
  readonly name = 'wechat';
  readonly channels = ['wechat_jsapi', 'wechat_h5', 'wechat_native'] as const;
  private readonly privateKey: KeyObject;
  private readonly platformKeys: Map<string, KeyObject>;
  private readonly clock: Clock;
  private readonly baseUrl: string;

  constructor(private readonly opts: WechatPayV3Options) {
    if (Buffer.byteLength(opts.apiV3Key, 'utf8') !== 32) throw new Error('WeChat Pay APIv3 key must be 32 bytes');
    if (opts.platformKeys.length === 0) throw new Error('WeChat Pay needs at least one platform key');
    this.privateKey = loadPrivateKey(opts.privateKey);
    this.platformKeys = new Map(opts.platformKeys.map((k) => [k.serial, loadPublicKey(k.key)]));
    this.clock = opts.clock ?? systemClock;
    this.baseUrl = (opts.baseUrl ?? 'https://api.mch.weixin.qq.com').replace(/\/$/, '');
  }

  async initiate(input: InitiatePaymentInput): Promise<InitiatePaymentResult> {
    assertOutNo(input.outTradeNo);
    assertFen(input.amountFen);
    const order: Record<string, unknown> = {
      appid: this.opts.appId,
      mchid: this.opts.mchId,
      description: truncate(input.description, 127),
      out_trade_no: input.outTradeNo,
      notify_url: input.notifyUrl,
      amount: { total: input.amountFen, currency: 'CNY' },
    };
    if (input.expiresAt) order.time_expire = formatRfc3339Beijing(input.expiresAt);
    switch (input.channel) {
      case 'wechat_jsapi': {
        if (!input.openId) throw new PaymentInputError('WeChat JSAPI payment needs the payer openId');
        order.payer = { openid: input.openId };
        const res = await this.request<{ prepay_id?: string }>('POST', '/v3/pay/transactions/jsapi', order);
        if (!res?.prepay_id) throw new PaymentGatewayError('BAD_RESPONSE', 'jsapi order without prepay_id');
        return { kind: 'jsapi', params: this.jsapiParams(res.prepay_id) };
      }
      case 'wechat_h5': {
        order.scene_info = { payer_client_ip: input.clientIp, h5_info: { type: 'Wap' } };
        const res = await this.request<{ h5_url?: string }>('POST', '/v3/pay/transactions/h5', order);
        if (!res?.h5_url) throw new PaymentGatewayError('BAD_RESPONSE', 'h5 order without h5_url');
        // WeChat sends the payer back to redirect_url after the cashier (whether paid or not).
        const sep = res.h5_url.includes('?') ? '&' : '?';
        return { kind: 'redirect', url: `${res.h5_url}${sep}redirect_url=${encodeURIComponent(input.returnUrl)}` };
      }
      case 'wechat_native': {
        const res = await this.request<{ code_url?: string }>('POST', '/v3/pay/transactions/native', order);
        if (!res?.code_url) throw new PaymentGatewayError('BAD_RESPONSE', 'native order without code_url');
        return { kind: 'qr', codeUrl: res.code_url };
      }
      default:
        throw new PaymentInputError(`WeChat Pay cannot pay via ${input.channel}`);
    }
  }

  /** Front-end parameters; paySign = RSA-SHA256 over `appId\ntimeStamp\nnonceStr\npackage\n`. */
  jsapiParams(prepayId: string): WechatJsapiParams {
    const timeStamp = String(Math.floor(this.clock.now().getTime() / 1000));
    const nonceStr = nonce();
    const pkg = `prepay_id=${prepayId}`;
    const paySign = rsaSha256Sign(this.privateKey, wechatSignMessage([this.opts.appId, timeStamp, nonceStr, pkg]));
    return { appId: this.opts.appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign };
  }

  /**
   * A notification's checks shared by payments and refunds: the platform's signature over the exact bytes, a JSON
   * envelope whose event is of the expected family (`TRANSACTION.` or `REFUND.`), an AEAD_AES_256_GCM resource that
   * decrypts with the API v3 key to JSON. Anything else is a PaymentVerificationError.
   */
  private openNotification<T>(input: PaymentNotificationInput, eventPrefix: 'TRANSACTION.' | 'REFUND.'): T {
    const rawBody = bodyText(input.rawBody);
    const problem = this.checkSignature(input.headers, rawBody);
    if (problem) throw new PaymentVerificationError(problem);
    let envelope: {
      event_type?: string;
      resource?: { algorithm?: string; ciphertext?: string; nonce?: string; associated_data?: string };
    };
    try {
      envelope = JSON.parse(rawBody);
    } catch (cause) {
      throw new PaymentVerificationError('notification is not JSON', { cause });
    }
    if (!envelope.event_type?.startsWith(eventPrefix)) {
      throw new PaymentVerificationError(`unsupported event ${String(envelope.event_type)}`);
    }
    const resource = envelope.resource;
    if (resource?.algorithm !== 'AEAD_AES_256_GCM' || !resource.ciphertext || !resource.nonce) {
      throw new PaymentVerificationError('notification resource is not AEAD_AES_256_GCM');
    }
    try {
      return JSON.parse(
        decryptWechatResource(this.opts.apiV3Key, {
          ciphertext: resource.ciphertext,
          nonce: resource.nonce,
          associated_data: resource.associated_data,
        }),
      ) as T;
    } catch (cause) {
      throw new PaymentVerificationError('notification resource does not decrypt', { cause });
    }
  }

  async verifyNotification(input: PaymentNotificationInput): Promise<PaymentNotification> {
    // Refund notifications also decrypt to objects with out_trade_no; never read one as a payment.
    const tx = this.openNotification<WechatTransaction>(input, 'TRANSACTION.');
    if (tx.mchid !== this.opts.mchId) throw new PaymentVerificationError('notification for another merchant');
    const total = tx.amount?.total;
    if (!tx.out_trade_no || !tx.transaction_id || !tx.trade_state || !Number.isSafeInteger(total)) {
      throw new PaymentVerificationError('notification transaction is incomplete');
    }
    const paid = tx.trade_state === 'SUCCESS';
    const paidAt = paid ? parseTime(tx.success_time) : null;
    if (paid && !paidAt) throw new PaymentVerificationError('paid notification without success_time');
    return {
      outTradeNo: tx.out_trade_no,
      transactionId: tx.transaction_id,
      amountFen: total!,
      paid,
      paidAt,
      vendorState: tx.trade_state,
    };
  }

  /**
   * v3: any 2xx means received; on failure a 4xx/5xx with {code:'FAIL'} makes WeChat retry. 400, not 500: a
   * notification we refuse is the sender's fault, and a 5xx is kept for our own faults (monitoring, fuzzing).
   */
  notificationAck(ok: boolean, message = '失败'): NotificationAck {
    return {
      statusCode: ok ? 200 : 400,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify(ok ? { code: 'SUCCESS', message: '成功' } : { code: 'FAIL', message }),
    };
  }

  async query(outTradeNo: string): Promise<PaymentQueryResult> {
    assertOutNo(outTradeNo);
    const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(this.opts.mchId)}`;
    let tx: WechatTransaction | null;
    try {
      tx = await this.request<WechatTransaction>('GET', path);
    } catch (err) {
      // No prepay was ever created under this number: nothing can be paid, closing is safe.
      if (err instanceof PaymentGatewayError && err.code === 'ORDER_NOT_EXIST') {
        return { state: 'unpaid', vendorState: 'ORDER_NOT_EXIST' };
      }
      throw err;
    }
    if (!tx?.trade_state) throw new PaymentGatewayError('BAD_RESPONSE', 'query without trade_state');
    if (tx.mchid !== undefined && tx.mchid !== this.opts.mchId) {
      throw new PaymentGatewayError('BAD_RESPONSE', 'query answered for another merchant');
    }
    const result: PaymentQueryResult = { state: TRADE_STATE[tx.trade_state] ?? 'unknown', vendorState: tx.trade_state };
    if (Number.isSafeInteger(tx.amount?.total)) result.amountFen = tx.amount!.total!;
    if (tx.transaction_id) result.transactionId = tx.transaction_id;
    const paidAt = parseTime(tx.success_time);
    if (paidAt) result.paidAt = paidAt;
    return result;
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    assertOutNo(input.outTradeNo);
    assertOutNo(input.outRefundNo, 'outRefundNo');
    assertFen(input.totalFen, 'totalFen');
    assertFen(input.refundFen, 'refundFen');
    if (input.refundFen > input.totalFen) throw new PaymentInputError('refundFen exceeds totalFen');
    const res = await this.request<{ refund_id?: string; status?: string }>('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: input.outTradeNo,
      out_refund_no: input.outRefundNo,
      reason: truncate(input.reason, 80),
      ...(input.notifyUrl ? { notify_url: input.notifyUrl } : {}),
      amount: { refund: input.refundFen, total: input.totalFen, currency: 'CNY' },
    });
    if (!res?.refund_id) throw new PaymentGatewayError('BAD_RESPONSE', 'refund without refund_id');
    if (res.status === 'SUCCESS') return { status: 'success', refundId: res.refund_id };
    if (res.status === 'PROCESSING') return { status: 'processing', refundId: res.refund_id };
    // CLOSED / ABNORMAL (e.g. the payer's card was cancelled) need a person in the merchant console.
    throw new PaymentGatewayError(`REFUND_${res.status ?? 'UNKNOWN'}`, `refund ${res.refund_id} is ${res.status}`);
  }

  /** GET /v3/refund/domestic/refunds/{out_refund_no}: SUCCESS, PROCESSING, or CLOSED / ABNORMAL (staff act). */
  async queryRefund(input: { outTradeNo: string; outRefundNo: string }): Promise<RefundStateResult> {
    assertOutNo(input.outRefundNo, 'outRefundNo');
    const path = `/v3/refund/domestic/refunds/${encodeURIComponent(input.outRefundNo)}`;
    let res: { refund_id?: string; status?: string; out_refund_no?: string } | null;
    try {
      res = await this.request('GET', path);
    } catch (err) {
      // WeChat never took a refund under this number: nothing moved, a retry under a new number is safe.
      if (err instanceof PaymentGatewayError && err.code === 'RESOURCE_NOT_EXISTS') {
        return { outRefundNo: input.outRefundNo, status: 'failed', vendorState: 'RESOURCE_NOT_EXISTS' };
      }
      throw err;
    }
    if (!res?.status) throw new PaymentGatewayError('BAD_RESPONSE', 'refund query without status');
    return { outRefundNo: input.outRefundNo, ...refundStateOf(res.status), refundId: res.refund_id };
  }

  /** REFUND.SUCCESS / REFUND.ABNORMAL / REFUND.CLOSED, signed and encrypted like payment notifications. */
  async verifyRefundNotification(input: PaymentNotificationInput): Promise<RefundStateResult> {
    const refund = this.openNotification<{
      mchid?: string;
      out_refund_no?: string;
      refund_id?: string;
      refund_status?: string;
    }>(input, 'REFUND.');
    if (refund.mchid !== this.opts.mchId) throw new PaymentVerificationError('notification for another merchant');
    if (!refund.out_refund_no || !refund.refund_status) {
      throw new PaymentVerificationError('refund notification is incomplete');
    }
    return { outRefundNo: refund.out_refund_no, ...refundStateOf(refund.refund_status), refundId: refund.refund_id };
  }

  async close(outTradeNo: string): Promise<CloseResult> {
    assertOutNo(outTradeNo);
    const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`;
    try {
      await this.request('POST', path, { mchid: this.opts.mchId });
      return { state: 'closed' };
    } catch (err) {
      if (err instanceof PaymentGatewayError && err.code === 'ORDERPAID') return { state: 'paid' };
      if (err instanceof PaymentGatewayError && err.code === 'ORDER_NOT_EXIST') return { state: 'closed' };
      throw err;
    }
  }

  /** Null when the headers prove the body came from WeChat Pay; otherwise why not. */
  private checkSignature(headers: HeaderBag, body: string): string | null {
    const timestamp = header(headers, 'wechatpay-timestamp');
    const nonceValue = header(headers, 'wechatpay-nonce');
    const signature = header(headers, 'wechatpay-signature');
    const serial = header(headers, 'wechatpay-serial');
    if (!timestamp || !nonceValue || !signature || !serial) return 'missing Wechatpay-* signature headers';
    if (!/^\d{1,12}$/.test(timestamp)) return 'malformed Wechatpay-Timestamp';
    const skew = Math.abs(Math.floor(this.clock.now().getTime() / 1000) - Number(timestamp));
    if (skew > (this.opts.toleranceSeconds ?? 300)) return 'stale Wechatpay-Timestamp';
    const key = this.platformKeys.get(serial);
    if (!key) return `unknown Wechatpay-Serial ${serial}`;
    if (!rsaSha256Verify(key, wechatSignMessage([timestamp, nonceValue, body]), signature)) {
      return 'bad Wechatpay-Signature';
    }
    return null;
  }

  /** Signed call; a 2xx body must carry a valid platform signature or it is not trusted. */
  private async request<T>(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<T | null> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const authorization = buildWechatAuthorization({
      mchId: this.opts.mchId,
      serialNo: this.opts.serialNo,
      privateKey: this.privateKey,
      method,
      url: path,
      body,
      timestamp: Math.floor(this.clock.now().getTime() / 1000),
      nonce: nonce(),
    });
    const reqHeaders: Record<string, string> = {
      Authorization: authorization,
      Accept: 'application/json',
      'User-Agent': 'salt-classes-server',
      // Public-key mode wants its id on requests; harmless with platform certificates.
      'Wechatpay-Serial': this.opts.platformKeys[0]!.serial,
    };
    if (payload !== undefined) reqHeaders['Content-Type'] = 'application/json';
    let res: Response;
    let text: string;
    try {
      res = await (this.opts.fetchImpl ?? fetch)(`${this.baseUrl}${path}`, {
        method,
        headers: reqHeaders,
        body: payload === undefined ? undefined : body,
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000),
      });
      text = await res.text();
    } catch (cause) {
      throw new PaymentGatewayError('NETWORK', `wechat pay ${method} ${path} failed`, { cause });
    }
    if (!res.ok) {
      // Error bodies are only read for their code; nothing in them changes money state on our side.
      const err = safeJson(text) as { code?: string; message?: string } | null;
      throw new PaymentGatewayError(err?.code ?? `HTTP_${res.status}`, err?.message ?? `wechat pay http ${res.status}`);
    }
    const problem = this.checkSignature(res.headers, text);
    if (problem) throw new PaymentGatewayError('BAD_RESPONSE_SIGNATURE', problem);
    if (text === '') return null;
    const parsed = safeJson(text);
    if (parsed === null) throw new PaymentGatewayError('BAD_RESPONSE', 'wechat pay answered non-JSON');
    return parsed as T;
  }
}

function nonce(): string {
  return randomBytes(16).toString('hex');
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** WeChat times are RFC 3339 with offset, e.g. 2026-11-21T18:00:00+08:00. */
function parseTime(value: string | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function refundStateOf(status: string): Pick<RefundStateResult, 'status' | 'vendorState'> {
  if (status === 'SUCCESS') return { status: 'success', vendorState: status };
  if (status === 'PROCESSING') return { status: 'processing', vendorState: status };
  return { status: 'failed', vendorState: status };
}
