/**
 * What the orders module needs from a payment vendor, and nothing about orders. Amounts are integer fen
 * everywhere in this interface; adapters convert to whatever the vendor speaks (WeChat: fen, Alipay: yuan).
 *
 * Notification handling contract for the caller (the route):
 *   1. read the raw body (signatures cover exact bytes; a re-serialised JSON body will not verify),
 *   2. `verifyNotification` -> result, or PaymentVerificationError -> answer `notificationAck(false)`,
 *   3. check result.amountFen against the order, apply it idempotently (vendors retry and replay),
 *   4. answer `notificationAck(true)` once the result is durably recorded.
 */

export type PaymentChannel = 'dev' | 'wechat_jsapi' | 'wechat_h5' | 'wechat_native' | 'alipay_page' | 'alipay_wap';

export type PaymentProviderName = 'dev' | 'wechat' | 'alipay';

export interface InitiatePaymentInput {
  /** Our order's payment number: 6-32 of [0-9A-Za-z_-]; unique per payment attempt at the vendor. */
  outTradeNo: string;
  amountFen: number;
  /** Shown to the payer as the goods name; cut to the vendor's limit. */
  description: string;
  channel: PaymentChannel;
  /** Absolute URL the vendor posts the asynchronous result to. */
  notifyUrl: string;
  /** Where the payer's browser goes back to (dev, H5, Alipay). */
  returnUrl: string;
  /** Payer's IP; WeChat H5 requires it for its risk checks. */
  clientIp: string;
  /** WeChat JSAPI only: the payer's openid under our appid. */
  openId?: string;
  /**
   * When the vendor must stop accepting payment. Set it to the order's close time so a payer cannot pay
   * a trade the sweep has already closed (a late payment would then have to be refunded).
   */
  expiresAt?: Date;
}

/** JSAPI parameters for `WeixinJSBridge.invoke('getBrandWCPayRequest', params)` / `wx.chooseWXPay`. */
export interface WechatJsapiParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA';
  paySign: string;
}

export type InitiatePaymentResult =
  | { kind: 'redirect'; url: string }
  | { kind: 'qr'; codeUrl: string }
  | { kind: 'jsapi'; params: WechatJsapiParams }
  | { kind: 'form'; html: string };

export interface PaymentNotificationInput {
  /** Request headers as Fastify gives them (lowercase names) or a fetch Headers object. */
  headers: Record<string, string | string[] | undefined> | Headers;
  /** Exact bytes the vendor sent. */
  rawBody: string | Buffer;
}

export interface PaymentNotification {
  outTradeNo: string;
  /** Vendor's transaction id (dev: a generated id; also present for a failed dev attempt). */
  transactionId: string;
  /** What the vendor says was charged; the caller must compare it with the order total. */
  amountFen: number;
  paid: boolean;
  /** Null when not paid. */
  paidAt: Date | null;
  /** Vendor's own state word (SUCCESS, TRADE_SUCCESS, ...), for logs and reconciliation. */
  vendorState: string;
}

export interface NotificationAck {
  statusCode: number;
  contentType: string;
  body: string;
}

export type PaymentQueryState = 'paid' | 'unpaid' | 'closed' | 'unknown';

export interface PaymentQueryResult {
  /**
   * paid: money received (also when later refunded; refunds are tracked by the caller).
   * unpaid: not paid, including "the vendor has no such trade yet" (payer never opened the cashier).
   * closed: the vendor will not accept payment any more.
   * unknown: the payer is mid-payment or the vendor cannot say now; ask again later, do not close.
   */
  state: PaymentQueryState;
  amountFen?: number;
  transactionId?: string;
  paidAt?: Date;
  vendorState?: string;
}

export interface RefundInput {
  outTradeNo: string;
  /** Our refund number; retrying with the same number never refunds twice (vendors de-duplicate on it). */
  outRefundNo: string;
  totalFen: number;
  refundFen: number;
  reason: string;
  /** Where the vendor posts the refund's result when it finishes later (WeChat Pay v3 `notify_url`). */
  notifyUrl?: string;
}

export interface RefundResult {
  /** processing: accepted, money not yet back; the caller re-checks later. */
  status: 'success' | 'processing';
  refundId: string;
}

/** What a vendor says about one refund (query, or its notification). */
export interface RefundStateResult {
  outRefundNo: string;
  /** success: money back; processing: not yet; failed: the vendor gave up (closed, abnormal), staff must act. */
  status: 'success' | 'processing' | 'failed';
  refundId?: string;
  /** The vendor's own state word (SUCCESS, PROCESSING, ABNORMAL, CLOSED, ...). */
  vendorState: string;
}

/** closed: the vendor will not take payment (also when it never knew the trade); paid: too late to close. */
export interface CloseResult {
  state: 'closed' | 'paid';
}

/** One trade in a provider's own books, as its bill lists it (reconciliation). */
export interface ProviderTrade {
  outTradeNo: string;
  state: 'paid' | 'unpaid' | 'closed';
  amountFen: number;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  readonly channels: readonly PaymentChannel[];
  initiate(input: InitiatePaymentInput): Promise<InitiatePaymentResult>;
  /** Throws PaymentVerificationError for anything not provably from the vendor or not understood. */
  verifyNotification(input: PaymentNotificationInput): Promise<PaymentNotification>;
  notificationAck(ok: boolean, message?: string): NotificationAck;
  query(outTradeNo: string): Promise<PaymentQueryResult>;
  refund(input: RefundInput): Promise<RefundResult>;
  close(outTradeNo: string): Promise<CloseResult>;
  /** The state of one refund (the sweep asks about refunds left processing). */
  queryRefund(input: { outTradeNo: string; outRefundNo: string }): Promise<RefundStateResult>;
  /**
   * Optional: a refund-result notification (WeChat Pay v3 REFUND.*), verified like a payment notification; throws
   * PaymentVerificationError for anything not provably from the vendor. Vendors whose refunds are synchronous
   * (Alipay, dev) have none.
   */
  verifyRefundNotification?(input: PaymentNotificationInput): Promise<RefundStateResult>;
  /**
   * Optional: the provider's trades created since `since`, so reconciliation also finds trades we hold no payment
   * row for. The dev provider lists its store; WeChat Pay and Alipay would download their daily bill.
   */
  listTrades?(since: Date): Promise<ProviderTrade[]>;
}

/** A notification that is forged, tampered, stale, for another merchant or malformed. Answer with ack(false). */
export class PaymentVerificationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentVerificationError';
  }
}

/**
 * The vendor refused or could not be reached, or its response failed signature verification. `code` is the
 * vendor's error code when there is one (ORDERPAID, ACQ.TRADE_NOT_EXIST, ...) or one of ours (HTTP_<status>,
 * BAD_RESPONSE_SIGNATURE, NETWORK). Safe to retry with the same outTradeNo / outRefundNo.
 */
export class PaymentGatewayError extends Error {
  constructor(
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PaymentGatewayError';
  }
}

/** The caller passed something no vendor would accept (bad order number, amount, missing openid, ...). */
export class PaymentInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentInputError';
  }
}
