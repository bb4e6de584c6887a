import {
  createCipheriv,
  createSign,
  createVerify,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { PaymentGatewayError, PaymentInputError, PaymentVerificationError } from './payment-provider';
import { WechatPayV3Provider, type WechatPayV3Options } from './wechat-pay-v3-provider';

/**
 * A fake WeChat Pay server: it checks the Authorization header the adapter produced against the merchant
 * public key (re-implemented here, not by calling the adapter's helpers) and signs its answers with the
 * platform private key, as api.mch.weixin.qq.com does.
 */

const MCH_ID = '1900000109';
const APP_ID = 'wxd678efh567hg6787';
const MCH_SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
const PLATFORM_SERIAL = 'PUB_KEY_ID_0119000001092024';
const API_V3_KEY = 'a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6';
const NOW = new Date('2026-11-21T10:00:00.000Z');
const clock = { now: () => NOW };

const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
let merchant: ReturnType<typeof rsa>;
let platform: ReturnType<typeof rsa>;
let stranger: ReturnType<typeof rsa>;

beforeAll(() => {
  merchant = rsa();
  platform = rsa();
  stranger = rsa();
});

const sign = (key: KeyObject, message: string) => createSign('RSA-SHA256').update(message).sign(key, 'base64');
const verify = (key: KeyObject, message: string, sig: string) =>
  createVerify('RSA-SHA256').update(message).verify(key, sig, 'base64');

interface Seen {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}
type Handler = (req: Seen) => { status: number; body?: unknown };

function signedResponse(status: number, text: string, key: KeyObject, timestamp = NOW) {
  const ts = String(Math.floor(timestamp.getTime() / 1000));
  const nonce = randomBytes(8).toString('hex');
  return new Response(status === 204 ? null : text, {
    status,
    headers: {
      'Content-Type': 'application/json',
      'Wechatpay-Timestamp': ts,
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Serial': PLATFORM_SERIAL,
      'Wechatpay-Signature': sign(key, `${ts}\n${nonce}\n${text}\n`),
    },
  });
}

function fakeWechat(handler: Handler, opts: { responseKey?: () => KeyObject; tamper?: boolean } = {}) {
  const seen: Seen[] = [];
  const fetchImpl = (async (input: string, init: RequestInit) => {
    const url = new URL(input);
    const path = `${url.pathname}${url.search}`;
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? init.body : '';
    const auth = /^WECHATPAY2-SHA256-RSA2048 (.*)$/.exec(headers.get('authorization') ?? '');
    const fields = Object.fromEntries([...(auth?.[1] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const message = `${init.method}\n${path}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`;
    if (
      fields.mchid !== MCH_ID ||
      fields.serial_no !== MCH_SERIAL ||
      !fields.signature ||
      !verify(merchant.publicKey, message, fields.signature)
    ) {
      return new Response(JSON.stringify({ code: 'SIGN_ERROR', message: '签名错误' }), { status: 401 });
    }
    const req = { method: init.method!, path, body: body ? JSON.parse(body) : null, headers };
    seen.push(req);
    const { status, body: out } = handler(req);
    const text = out === undefined ? '' : JSON.stringify(out);
    if (status >= 400) return new Response(text, { status });
    const res = signedResponse(status, text, opts.responseKey?.() ?? platform.privateKey);
    if (!opts.tamper) return res;
    return new Response(text.replace('prepay', 'prepaz'), { status, headers: res.headers });
  }) as unknown as typeof fetch;
  return { fetchImpl, seen };
}

function provider(fetchImpl?: typeof fetch, overrides: Partial<WechatPayV3Options> = {}) {
  return new WechatPayV3Provider({
    mchId: MCH_ID,
    appId: APP_ID,
    serialNo: MCH_SERIAL,
    privateKey: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
    apiV3Key: API_V3_KEY,
    platformKeys: [{ serial: PLATFORM_SERIAL, key: platform.publicKey.export({ type: 'spki', format: 'pem' }) }],
    fetchImpl,
    clock,
    ...overrides,
  });
}

const order = {
  outTradeNo: 'P202611210001',
  amountFen: 19900,
  description: '初二数学 寒假班',
  notifyUrl: 'https://shop.example.com/api/pay/notify/wechat',
  returnUrl: 'https://shop.example.com/m-shop/userOrderNew',
  clientIp: '203.0.113.7',
};

describe('WeChat Pay v3 orders', () => {
  it('JSAPI: signs the request, sends fen, and returns a paySign the merchant key verifies', async () => {
    const { fetchImpl, seen } = fakeWechat(() => ({
      status: 200,
      body: { prepay_id: 'wx201410272009395522657a690389285100' },
    }));
    const result = await provider(fetchImpl).initiate({
      ...order,
      channel: 'wechat_jsapi',
      openId: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
      expiresAt: new Date('2026-11-21T10:30:00.000Z'),
    });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/v3/pay/transactions/jsapi',
      body: {
        appid: APP_ID,
        mchid: MCH_ID,
        out_trade_no: order.outTradeNo,
        amount: { total: 19900, currency: 'CNY' },
        payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
        time_expire: '2026-11-21T18:30:00+08:00',
      },
    });
    expect(seen[0]!.headers.get('user-agent')).toBeTruthy();
    if (result.kind !== 'jsapi') throw new Error('expected jsapi');
    const p = result.params;
    expect(p).toMatchObject({
      appId: APP_ID,
      package: 'prepay_id=wx201410272009395522657a690389285100',
      signType: 'RSA',
    });
    expect(p.timeStamp).toBe(String(NOW.getTime() / 1000));
    expect(verify(merchant.publicKey, `${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`, p.paySign)).toBe(
      true,
    );
  });

  it('H5: sends the payer IP and appends the return URL', async () => {
    const { fetchImpl, seen } = fakeWechat(() => ({
      status: 200,
      body: { h5_url: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1&package=1' },
    }));
    const result = await provider(fetchImpl).initiate({ ...order, channel: 'wechat_h5' });
    expect(seen[0]!.body).toMatchObject({ scene_info: { payer_client_ip: '203.0.113.7', h5_info: { type: 'Wap' } } });
    expect(result).toEqual({
      kind: 'redirect',
      url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1&package=1&redirect_url=${encodeURIComponent(order.returnUrl)}`,
    });
  });

  it('Native: returns the QR code URL', async () => {
    const { fetchImpl, seen } = fakeWechat(() => ({
      status: 200,
      body: { code_url: 'weixin://wxpay/bizpayurl?pr=p4lpSuKzz' },
    }));
    expect(await provider(fetchImpl).initiate({ ...order, channel: 'wechat_native' })).toEqual({
      kind: 'qr',
      codeUrl: 'weixin://wxpay/bizpayurl?pr=p4lpSuKzz',
    });
    expect(seen[0]!.path).toBe('/v3/pay/transactions/native');
  });

  it('refuses bad input before calling WeChat', async () => {
    const { fetchImpl, seen } = fakeWechat(() => ({ status: 200, body: {} }));
    const p = provider(fetchImpl);
    await expect(p.initiate({ ...order, channel: 'wechat_jsapi' })).rejects.toThrow(PaymentInputError);
    await expect(p.initiate({ ...order, channel: 'alipay_page' })).rejects.toThrow(PaymentInputError);
    await expect(p.initiate({ ...order, channel: 'wechat_native', amountFen: 0.5 })).rejects.toThrow(PaymentInputError);
    expect(seen).toHaveLength(0);
  });

  it('a request signed with another merchant key is refused by the fake vendor', async () => {
    const { fetchImpl } = fakeWechat(() => ({ status: 200, body: { code_url: 'x' } }));
    const p = provider(fetchImpl, { privateKey: stranger.privateKey });
    await expect(p.initiate({ ...order, channel: 'wechat_native' })).rejects.toMatchObject({ code: 'SIGN_ERROR' });
  });

  it('does not trust a response signed with the wrong key, tampered, or from an unknown serial', async () => {
    const ok = () => ({ status: 200, body: { prepay_id: 'wx1' } });
    const input = { ...order, channel: 'wechat_jsapi' as const, openId: 'o1' };
    const wrongKey = fakeWechat(ok, { responseKey: () => stranger.privateKey });
    await expect(provider(wrongKey.fetchImpl).initiate(input)).rejects.toMatchObject({
      code: 'BAD_RESPONSE_SIGNATURE',
    });
    const tampered = fakeWechat(ok, { tamper: true });
    await expect(provider(tampered.fetchImpl).initiate(input)).rejects.toMatchObject({
      code: 'BAD_RESPONSE_SIGNATURE',
    });
    const otherSerial = provider(fakeWechat(ok).fetchImpl, {
      platformKeys: [{ serial: 'OTHER', key: platform.publicKey }],
    });
    await expect(otherSerial.initiate(input)).rejects.toThrow(/unknown Wechatpay-Serial/);
  });
});

describe('WeChat Pay v3 query, refund, close', () => {
  it('queries by out_trade_no with mchid in the signed URL and maps states', async () => {
    const states: Record<string, unknown> = {
      P000000001: {
        mchid: MCH_ID,
        trade_state: 'SUCCESS',
        transaction_id: '4200001',
        success_time: '2026-11-21T18:01:02+08:00',
        amount: { total: 19900, payer_total: 19900 },
      },
      P000000002: { mchid: MCH_ID, trade_state: 'NOTPAY', amount: { total: 100 } },
      P000000003: { mchid: MCH_ID, trade_state: 'USERPAYING' },
      P000000004: { mchid: MCH_ID, trade_state: 'CLOSED' },
    };
    const { fetchImpl, seen } = fakeWechat((req) => {
      const no = /out-trade-no\/(\w+)\?/.exec(req.path)![1]!;
      return states[no]
        ? { status: 200, body: states[no] }
        : { status: 404, body: { code: 'ORDER_NOT_EXIST', message: '订单不存在' } };
    });
    const p = provider(fetchImpl);
    expect(await p.query('P000000001')).toEqual({
      state: 'paid',
      amountFen: 19900,
      transactionId: '4200001',
      paidAt: new Date('2026-11-21T10:01:02.000Z'),
      vendorState: 'SUCCESS',
    });
    expect(seen[0]).toMatchObject({
      method: 'GET',
      path: `/v3/pay/transactions/out-trade-no/P000000001?mchid=${MCH_ID}`,
    });
    expect((await p.query('P000000002')).state).toBe('unpaid');
    expect((await p.query('P000000003')).state).toBe('unknown');
    expect((await p.query('P000000004')).state).toBe('closed');
    expect(await p.query('P000000404')).toEqual({ state: 'unpaid', vendorState: 'ORDER_NOT_EXIST' });
  });

  it('refunds in fen and maps SUCCESS / PROCESSING / ABNORMAL', async () => {
    let status = 'PROCESSING';
    const { fetchImpl, seen } = fakeWechat(() => ({
      status: 200,
      body: { refund_id: '50000000382019052709732678859', status },
    }));
    const p = provider(fetchImpl);
    const input = {
      outTradeNo: 'P000000001',
      outRefundNo: 'R000000001',
      totalFen: 19900,
      refundFen: 9900,
      reason: '拼团失败',
    };
    expect(await p.refund(input)).toEqual({ status: 'processing', refundId: '50000000382019052709732678859' });
    expect(seen[0]).toMatchObject({
      path: '/v3/refund/domestic/refunds',
      body: {
        out_trade_no: 'P000000001',
        out_refund_no: 'R000000001',
        amount: { refund: 9900, total: 19900, currency: 'CNY' },
      },
    });
    status = 'SUCCESS';
    expect((await p.refund(input)).status).toBe('success');
    status = 'ABNORMAL';
    await expect(p.refund(input)).rejects.toMatchObject({ code: 'REFUND_ABNORMAL' });
    await expect(p.refund({ ...input, refundFen: 20000 })).rejects.toThrow(PaymentInputError);
  });

  it('closes (204, signed empty body) and reports an already paid order', async () => {
    let answer: { status: number; body?: unknown } = { status: 204 };
    const { fetchImpl, seen } = fakeWechat(() => answer);
    const p = provider(fetchImpl);
    expect(await p.close('P000000001')).toEqual({ state: 'closed' });
    expect(seen[0]).toMatchObject({
      path: '/v3/pay/transactions/out-trade-no/P000000001/close',
      body: { mchid: MCH_ID },
    });
    answer = { status: 400, body: { code: 'ORDERPAID', message: '订单已支付' } };
    expect(await p.close('P000000001')).toEqual({ state: 'paid' });
    answer = { status: 500, body: { code: 'SYSTEM_ERROR', message: '系统错误' } };
    await expect(p.close('P000000001')).rejects.toBeInstanceOf(PaymentGatewayError);
  });
});

function encrypt(key: string, plaintext: string) {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from('transaction'));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: data.toString('base64'),
    associated_data: 'transaction',
    original_type: 'transaction',
    nonce,
  };
}

function notification(opts: { tx?: object; event?: string; apiKey?: string; signKey?: KeyObject; at?: Date } = {}) {
  const tx = opts.tx ?? {
    mchid: MCH_ID,
    appid: APP_ID,
    out_trade_no: 'P202611210001',
    transaction_id: '4200001234202611211234567890',
    trade_type: 'JSAPI',
    trade_state: 'SUCCESS',
    success_time: '2026-11-21T18:00:05+08:00',
    payer: { openid: 'o1' },
    amount: { total: 19900, payer_total: 19900, currency: 'CNY', payer_currency: 'CNY' },
  };
  const rawBody = JSON.stringify({
    id: 'EV-2018022511223320873',
    create_time: '2026-11-21T18:00:06+08:00',
    resource_type: 'encrypt-resource',
    event_type: opts.event ?? 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: encrypt(opts.apiKey ?? API_V3_KEY, JSON.stringify(tx)),
  });
  const res = signedResponse(200, rawBody, opts.signKey ?? platform.privateKey, opts.at ?? NOW);
  // Fastify hands lowercase names in a plain object.
  return { headers: Object.fromEntries(res.headers.entries()), rawBody };
}

describe('WeChat Pay v3 notifications', () => {
  it('verifies, decrypts and reports the payment in fen', async () => {
    const result = await provider().verifyNotification(notification());
    expect(result).toEqual({
      outTradeNo: 'P202611210001',
      transactionId: '4200001234202611211234567890',
      amountFen: 19900,
      paid: true,
      paidAt: new Date('2026-11-21T10:00:05.000Z'),
      vendorState: 'SUCCESS',
    });
  });

  it('rejects a tampered body, a wrong platform key, a stale timestamp and a wrong APIv3 key', async () => {
    const p = provider();
    const good = notification();
    const tampered = { ...good, rawBody: good.rawBody.replace('支付成功', '支付失败') };
    await expect(p.verifyNotification(tampered)).rejects.toThrow(/bad Wechatpay-Signature/);
    await expect(p.verifyNotification(notification({ signKey: stranger.privateKey }))).rejects.toThrow(
      /bad Wechatpay-Signature/,
    );
    await expect(p.verifyNotification(notification({ at: new Date(NOW.getTime() - 301_000) }))).rejects.toThrow(
      /stale/,
    );
    await expect(p.verifyNotification(notification({ apiKey: 'z'.repeat(32) }))).rejects.toThrow(/decrypt/);
    await expect(p.verifyNotification({ headers: {}, rawBody: good.rawBody })).rejects.toThrow(
      PaymentVerificationError,
    );
  });

  it('rejects another merchant, refund events and incomplete transactions', async () => {
    const p = provider();
    const tx = {
      mchid: MCH_ID,
      out_trade_no: 'P1',
      transaction_id: 't',
      trade_state: 'SUCCESS',
      success_time: '2026-11-21T18:00:05+08:00',
    };
    await expect(
      p.verifyNotification(notification({ tx: { ...tx, amount: { total: 1 }, mchid: '1900000999' } })),
    ).rejects.toThrow(/another merchant/);
    await expect(p.verifyNotification(notification({ event: 'REFUND.SUCCESS' }))).rejects.toThrow(/unsupported event/);
    await expect(p.verifyNotification(notification({ tx: { ...tx, amount: { total: '199.00' } } }))).rejects.toThrow(
      /incomplete/,
    );
    await expect(
      p.verifyNotification(notification({ tx: { ...tx, amount: { total: 1 }, success_time: undefined } })),
    ).rejects.toThrow(/success_time/);
  });

  it('acks with JSON as v3 expects', () => {
    expect(provider().notificationAck(true)).toMatchObject({
      statusCode: 200,
      body: '{"code":"SUCCESS","message":"成功"}',
    });
    const fail = provider().notificationAck(false, '金额不符');
    expect(fail.statusCode).toBeGreaterThanOrEqual(400);
    expect(JSON.parse(fail.body)).toEqual({ code: 'FAIL', message: '金额不符' });
  });

  it('refuses an APIv3 key that is not 32 bytes', () => {
    expect(() => provider(undefined, { apiV3Key: 'short' })).toThrow(/32 bytes/);
  });
});

describe('WeChat Pay v3 refund results', () => {
  const refundTx = (status: string, over: object = {}) => ({
    mchid: MCH_ID,
    out_trade_no: 'P202611210001',
    transaction_id: '4200001234202611211234567890',
    out_refund_no: 'RQ00000007A1',
    refund_id: '50000000382019052709732678859',
    refund_status: status,
    amount: { total: 19900, refund: 9900, payer_total: 19900, payer_refund: 9900 },
    ...over,
  });

  it('verifies a refund notification (REFUND.*) and maps SUCCESS / ABNORMAL / CLOSED', async () => {
    const p = provider();
    expect(
      await p.verifyRefundNotification(notification({ event: 'REFUND.SUCCESS', tx: refundTx('SUCCESS') })),
    ).toEqual({
      outRefundNo: 'RQ00000007A1',
      status: 'success',
      refundId: '50000000382019052709732678859',
      vendorState: 'SUCCESS',
    });
    const abnormal = await p.verifyRefundNotification(
      notification({ event: 'REFUND.ABNORMAL', tx: refundTx('ABNORMAL') }),
    );
    expect(abnormal).toMatchObject({ status: 'failed', vendorState: 'ABNORMAL' });
    const closed = await p.verifyRefundNotification(notification({ event: 'REFUND.CLOSED', tx: refundTx('CLOSED') }));
    expect(closed.status).toBe('failed');
  });

  it('refuses a payment event, another merchant, a forged signature and an incomplete refund', async () => {
    const p = provider();
    await expect(p.verifyRefundNotification(notification())).rejects.toThrow(/unsupported event/);
    await expect(
      p.verifyRefundNotification(
        notification({ event: 'REFUND.SUCCESS', tx: refundTx('SUCCESS', { mchid: '1900000999' }) }),
      ),
    ).rejects.toThrow(/another merchant/);
    await expect(
      p.verifyRefundNotification(
        notification({ event: 'REFUND.SUCCESS', tx: refundTx('SUCCESS'), signKey: stranger.privateKey }),
      ),
    ).rejects.toThrow(PaymentVerificationError);
    await expect(
      p.verifyRefundNotification(
        notification({ event: 'REFUND.SUCCESS', tx: refundTx('SUCCESS', { out_refund_no: undefined }) }),
      ),
    ).rejects.toThrow(/incomplete/);
  });

  it('queries a refund by its number and maps the states; an unknown refund is failed', async () => {
    let answer: { status: number; body?: unknown } = { status: 200, body: { refund_id: 'r1', status: 'PROCESSING' } };
    const { fetchImpl, seen } = fakeWechat(() => answer);
    const p = provider(fetchImpl);
    const input = { outTradeNo: 'P000000001', outRefundNo: 'RQ00000007A1' };
    expect(await p.queryRefund(input)).toEqual({
      outRefundNo: 'RQ00000007A1',
      status: 'processing',
      refundId: 'r1',
      vendorState: 'PROCESSING',
    });
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/v3/refund/domestic/refunds/RQ00000007A1' });
    answer = { status: 200, body: { refund_id: 'r1', status: 'SUCCESS' } };
    expect((await p.queryRefund(input)).status).toBe('success');
    answer = { status: 404, body: { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' } };
    expect((await p.queryRefund(input)).status).toBe('failed');
  });

  it('sends the refund notify URL when given', async () => {
    const { fetchImpl, seen } = fakeWechat(() => ({ status: 200, body: { refund_id: 'r2', status: 'PROCESSING' } }));
    await provider(fetchImpl).refund({
      outTradeNo: 'P000000001',
      outRefundNo: 'RQ00000008A1',
      totalFen: 19900,
      refundFen: 100,
      reason: '退费',
      notifyUrl: 'https://shop.example.com/api/shop/pay/refund-notify/wechat',
    });
    expect(seen[0]!.body).toMatchObject({ notify_url: 'https://shop.example.com/api/shop/pay/refund-notify/wechat' });
  });
});
