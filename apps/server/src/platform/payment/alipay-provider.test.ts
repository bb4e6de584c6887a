import { createSign, createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { AlipayProvider, extractJsonObjectText, type AlipayOptions } from './alipay-provider';
import { PaymentInputError, PaymentVerificationError } from './payment-provider';

/**
 * A fake Alipay gateway: checks the request signature against the application public key with its own
 * implementation of the signing rules, and answers with the `*_response` node signed by the "Alipay"
 * private key over its exact text (including \u escapes, which a re-serialisation would lose).
 */

const APP_ID = '2021000000000001';
const SELLER_ID = '2088000000000001';
const GATEWAY = 'https://openapi.alipay.com/gateway.do';
const NOW = new Date('2026-11-21T10:00:00.000Z');

const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
let app: ReturnType<typeof rsa>;
let alipay: ReturnType<typeof rsa>;
let stranger: ReturnType<typeof rsa>;

beforeAll(() => {
  app = rsa();
  alipay = rsa();
  stranger = rsa();
});

const sign = (key: KeyObject, text: string) => createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64');
const verify = (key: KeyObject, text: string, sig: string) =>
  createVerify('RSA-SHA256').update(text, 'utf8').verify(key, sig, 'base64');
/** Alipay's rule, written out independently of the adapter. */
const content = (params: Record<string, string>, skip: string[]) =>
  Object.entries(params)
    .filter(([k, v]) => !skip.includes(k) && v !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');

function requestSignatureOk(params: Record<string, string>): boolean {
  return params.sign_type === 'RSA2' && verify(app.publicKey, content(params, ['sign']), params.sign ?? '');
}

type Answer = { node: string; signWith?: KeyObject | null; tamper?: boolean };

function fakeAlipay(handler: (method: string, biz: Record<string, string>) => Answer) {
  const calls: { method: string; biz: Record<string, string>; params: Record<string, string> }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    expect(url).toBe(GATEWAY);
    expect(new Headers(init.headers).get('content-type')).toContain('application/x-www-form-urlencoded');
    const params = Object.fromEntries(new URLSearchParams(String(init.body)));
    const key = `${params.method!.replace(/\./g, '_')}_response`;
    if (!requestSignatureOk(params)) {
      const node = '{"code":"40002","msg":"Invalid Arguments","sub_code":"isv.invalid-signature","sub_msg":"验签出错"}';
      return new Response(`{"${key}":${node}}`);
    }
    const biz = JSON.parse(params.biz_content!) as Record<string, string>;
    calls.push({ method: params.method!, biz, params });
    const answer = handler(params.method!, biz);
    const signWith = answer.signWith === undefined ? alipay.privateKey : answer.signWith;
    const signature = signWith ? `,"sign":"${sign(signWith, answer.node)}"` : '';
    const node = answer.tamper ? answer.node.replace('199.00', '0.01') : answer.node;
    return new Response(`{"${key}":${node}${signature}}`);
  }) as unknown as typeof fetch;
  return { fetchImpl, calls };
}

function provider(fetchImpl?: typeof fetch, overrides: Partial<AlipayOptions> = {}) {
  return new AlipayProvider({
    appId: APP_ID,
    privateKey: app.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
    alipayPublicKey: alipay.publicKey.export({ type: 'spki', format: 'pem' }) as string,
    sellerId: SELLER_ID,
    fetchImpl,
    clock: { now: () => NOW },
    ...overrides,
  });
}

const order = {
  outTradeNo: 'P202611210001',
  amountFen: 19900,
  description: '初二数学 "寒假" <班>',
  notifyUrl: 'https://shop.example.com/api/pay/notify/alipay',
  returnUrl: 'https://shop.example.com/pc-shop/order',
  clientIp: '203.0.113.7',
};

describe('Alipay page and wap pay', () => {
  it('page pay: a signed GET URL to the gateway with the amount in yuan', async () => {
    const result = await provider().initiate({
      ...order,
      channel: 'alipay_page',
      expiresAt: new Date('2026-11-21T10:30:00.000Z'),
    });
    if (result.kind !== 'redirect') throw new Error('expected redirect');
    const url = new URL(result.url);
    expect(`${url.origin}${url.pathname}`).toBe(GATEWAY);
    const params = Object.fromEntries(url.searchParams);
    expect(requestSignatureOk(params)).toBe(true);
    expect(params).toMatchObject({
      app_id: APP_ID,
      method: 'alipay.trade.page.pay',
      charset: 'utf-8',
      timestamp: '2026-11-21 18:00:00',
      notify_url: order.notifyUrl,
      return_url: order.returnUrl,
    });
    expect(JSON.parse(params.biz_content!)).toEqual({
      out_trade_no: order.outTradeNo,
      total_amount: '199.00',
      subject: order.description,
      product_code: 'FAST_INSTANT_TRADE_PAY',
      time_expire: '2026-11-21 18:30:00',
    });
  });

  it('wap pay as an auto-submitting form whose fields carry a valid signature', async () => {
    const result = await provider(undefined, { pageMode: 'form' }).initiate({
      ...order,
      channel: 'alipay_wap',
      amountFen: 1,
    });
    if (result.kind !== 'form') throw new Error('expected form');
    expect(result.html).toContain(`action="${GATEWAY}?charset=utf-8"`);
    expect(result.html).toContain('document.forms.alipaysubmit.submit()');
    expect(result.html).not.toContain('<班>');
    const unescape = (v: string) =>
      v
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&');
    const params = Object.fromEntries(
      [...result.html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, unescape(m[2]!)]),
    );
    expect(requestSignatureOk(params)).toBe(true);
    expect(JSON.parse(params.biz_content!)).toMatchObject({
      total_amount: '0.01',
      product_code: 'QUICK_WAP_WAY',
      quit_url: order.returnUrl,
      subject: order.description,
    });
  });

  it('refuses WeChat channels and bad amounts', async () => {
    await expect(provider().initiate({ ...order, channel: 'wechat_h5' })).rejects.toThrow(PaymentInputError);
    await expect(provider().initiate({ ...order, channel: 'alipay_page', amountFen: -1 })).rejects.toThrow(
      PaymentInputError,
    );
  });

  it('accepts the bare base64 keys Alipay key tools print (PKCS#1 and PKCS#8)', async () => {
    const bare = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
    for (const type of ['pkcs1', 'pkcs8'] as const) {
      const p = provider(undefined, {
        privateKey: bare(app.privateKey.export({ type, format: 'pem' }) as string),
        alipayPublicKey: bare(alipay.publicKey.export({ type: 'spki', format: 'pem' }) as string),
      });
      const result = await p.initiate({ ...order, channel: 'alipay_page' });
      if (result.kind !== 'redirect') throw new Error('expected redirect');
      expect(requestSignatureOk(Object.fromEntries(new URL(result.url).searchParams))).toBe(true);
    }
  });
});

const PAID_NODE =
  '{"code":"10000","msg":"Success","buyer_logon_id":"159****5620","out_trade_no":"P202611210001",' +
  '"send_pay_date":"2026-11-21 18:01:02","subject":"\\u521d\\u4e8c\\u6570\\u5b66 {x}","total_amount":"199.00",' +
  '"trade_no":"2026112122001400000000000001","trade_status":"TRADE_SUCCESS"}';
const NOT_EXIST = '{"code":"40004","msg":"Business Failed","sub_code":"ACQ.TRADE_NOT_EXIST","sub_msg":"交易不存在"}';

describe('Alipay query, refund, close', () => {
  it('queries with a signed request and believes only a correctly signed answer', async () => {
    let answer: Answer = { node: PAID_NODE };
    const { fetchImpl, calls } = fakeAlipay(() => answer);
    const p = provider(fetchImpl);
    expect(await p.query('P202611210001')).toEqual({
      state: 'paid',
      amountFen: 19900,
      transactionId: '2026112122001400000000000001',
      paidAt: new Date('2026-11-21T10:01:02.000Z'),
      vendorState: 'TRADE_SUCCESS',
    });
    expect(calls[0]).toMatchObject({ method: 'alipay.trade.query', biz: { out_trade_no: 'P202611210001' } });
    answer = { node: PAID_NODE, signWith: stranger.privateKey };
    await expect(p.query('P202611210001')).rejects.toMatchObject({ code: 'BAD_RESPONSE_SIGNATURE' });
    answer = { node: PAID_NODE, tamper: true };
    await expect(p.query('P202611210001')).rejects.toMatchObject({ code: 'BAD_RESPONSE_SIGNATURE' });
    answer = { node: PAID_NODE, signWith: null };
    await expect(p.query('P202611210001')).rejects.toMatchObject({ code: 'BAD_RESPONSE_SIGNATURE' });
    answer = { node: NOT_EXIST, signWith: null };
    expect(await p.query('P202611210001')).toEqual({ state: 'unpaid', vendorState: 'TRADE_NOT_EXIST' });
    answer = { node: PAID_NODE.replace('TRADE_SUCCESS', 'WAIT_BUYER_PAY') };
    expect((await p.query('P202611210001')).state).toBe('unpaid');
    answer = { node: PAID_NODE.replace('"199.00"', '"199.5.0"') };
    await expect(p.query('P202611210001')).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    answer = { node: PAID_NODE.replace('TRADE_SUCCESS', 'TRADE_CLOSED') };
    expect((await p.query('P202611210001')).state).toBe('closed');
  });

  it('a request signed with the wrong application key is refused by the fake gateway', async () => {
    const { fetchImpl } = fakeAlipay(() => ({ node: PAID_NODE }));
    await expect(provider(fetchImpl, { privateKey: stranger.privateKey }).query('P202611210001')).rejects.toMatchObject(
      {
        code: 'isv.invalid-signature',
      },
    );
  });

  it('refunds in yuan; fund_change N is settled by the refund query', async () => {
    let fundChange = 'Y';
    let refundStatus = 'REFUND_SUCCESS';
    const { fetchImpl, calls } = fakeAlipay((method) =>
      method === 'alipay.trade.refund'
        ? {
            node: `{"code":"10000","msg":"Success","trade_no":"2026112122001","fund_change":"${fundChange}","refund_fee":"99.00"}`,
          }
        : {
            node: `{"code":"10000","msg":"Success","out_request_no":"R000000001"${refundStatus ? `,"refund_status":"${refundStatus}"` : ''}}`,
          },
    );
    const p = provider(fetchImpl);
    const input = {
      outTradeNo: 'P202611210001',
      outRefundNo: 'R000000001',
      totalFen: 19900,
      refundFen: 9900,
      reason: '拼团失败',
    };
    expect(await p.refund(input)).toEqual({ status: 'success', refundId: 'R000000001' });
    expect(calls[0]!.biz).toEqual({
      out_trade_no: 'P202611210001',
      refund_amount: '99.00',
      out_request_no: 'R000000001',
      refund_reason: '拼团失败',
    });
    fundChange = 'N';
    expect((await p.refund(input)).status).toBe('success');
    expect(calls[2]).toMatchObject({
      method: 'alipay.trade.fastpay.refund.query',
      biz: { out_request_no: 'R000000001' },
    });
    refundStatus = '';
    expect((await p.refund(input)).status).toBe('processing');
  });

  it('closes, treats an unknown trade as closed, and reports a paid one', async () => {
    let close = '{"code":"10000","msg":"Success","out_trade_no":"P202611210001"}';
    const { fetchImpl } = fakeAlipay((method) =>
      method === 'alipay.trade.close'
        ? { node: close, signWith: close.includes('10000') ? undefined : null }
        : { node: PAID_NODE },
    );
    const p = provider(fetchImpl);
    expect(await p.close('P202611210001')).toEqual({ state: 'closed' });
    close = NOT_EXIST;
    expect(await p.close('P202611210001')).toEqual({ state: 'closed' });
    close = '{"code":"40004","msg":"Business Failed","sub_code":"ACQ.TRADE_STATUS_ERROR","sub_msg":"交易状态不合法"}';
    expect(await p.close('P202611210001')).toEqual({ state: 'paid' });
    close = '{"code":"20000","msg":"Service Currently Unavailable","sub_code":"isp.unknow-error"}';
    await expect(p.close('P202611210001')).rejects.toMatchObject({ code: 'isp.unknow-error' });
  });
});

function notification(overrides: Record<string, string> = {}, key: KeyObject = alipay.privateKey) {
  const params: Record<string, string> = {
    gmt_create: '2026-11-21 18:00:30',
    charset: 'utf-8',
    seller_email: 'shop@example.com',
    subject: '初二数学 寒假班',
    buyer_id: '2088102122524333',
    invoice_amount: '199.00',
    notify_id: '2026112100222180130041234567890123',
    fund_bill_list: '[{"amount":"199.00","fundChannel":"ALIPAYACCOUNT"}]',
    notify_type: 'trade_status_sync',
    trade_status: 'TRADE_SUCCESS',
    receipt_amount: '199.00',
    app_id: APP_ID,
    buyer_pay_amount: '199.00',
    seller_id: SELLER_ID,
    gmt_payment: '2026-11-21 18:01:02',
    notify_time: '2026-11-21 18:01:03',
    version: '1.0',
    out_trade_no: 'P202611210001',
    total_amount: '199.00',
    trade_no: '2026112122001400000000000001',
    auth_app_id: APP_ID,
    point_amount: '0.00',
    ...overrides,
  };
  const sign = createSign('RSA-SHA256')
    .update(content(params, ['sign', 'sign_type']), 'utf8')
    .sign(key, 'base64');
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    rawBody: new URLSearchParams({ ...params, sign_type: 'RSA2', sign }).toString(),
  };
}

describe('Alipay notifications', () => {
  it('verifies the form body and converts total_amount exactly', async () => {
    const p = provider();
    expect(await p.verifyNotification(notification())).toEqual({
      outTradeNo: 'P202611210001',
      transactionId: '2026112122001400000000000001',
      amountFen: 19900,
      paid: true,
      paidAt: new Date('2026-11-21T10:01:02.000Z'),
      vendorState: 'TRADE_SUCCESS',
    });
    expect((await p.verifyNotification(notification({ total_amount: '0.01' }))).amountFen).toBe(1);
    expect((await p.verifyNotification(notification({ total_amount: '19.99' }))).amountFen).toBe(1999);
    expect((await p.verifyNotification(notification({ trade_status: 'TRADE_FINISHED' }))).paid).toBe(true);
    const closed = await p.verifyNotification(notification({ trade_status: 'TRADE_CLOSED', gmt_payment: '' }));
    expect(closed).toMatchObject({ paid: false, paidAt: null, vendorState: 'TRADE_CLOSED' });
  });

  it('rejects a tampered amount, a wrong key, another app or seller, and bad amounts', async () => {
    const p = provider();
    const good = notification();
    const tampered = { ...good, rawBody: good.rawBody.replace('total_amount=199.00', 'total_amount=1.00') };
    expect(tampered.rawBody).not.toBe(good.rawBody);
    await expect(p.verifyNotification(tampered)).rejects.toThrow(/bad Alipay notification signature/);
    await expect(p.verifyNotification(notification({}, stranger.privateKey))).rejects.toThrow(PaymentVerificationError);
    await expect(p.verifyNotification(notification({ app_id: '2021000000000999' }))).rejects.toThrow(/another app/);
    await expect(p.verifyNotification(notification({ seller_id: '2088000000000999' }))).rejects.toThrow(
      /another seller/,
    );
    await expect(p.verifyNotification(notification({ total_amount: '199.001' }))).rejects.toThrow(/total_amount/);
    await expect(p.verifyNotification(notification({ total_amount: '1e2' }))).rejects.toThrow(/total_amount/);
    await expect(p.verifyNotification(notification({ gmt_payment: '' }))).rejects.toThrow(/gmt_payment/);
    await expect(
      p.verifyNotification({ headers: {}, rawBody: good.rawBody.replace('sign_type=RSA2', 'sign_type=RSA') }),
    ).rejects.toThrow(/sign_type/);
    await expect(p.verifyNotification({ headers: {}, rawBody: 'a=b' })).rejects.toThrow(/without sign/);
  });

  it('acks with the plain text Alipay looks for', () => {
    expect(provider().notificationAck(true)).toMatchObject({ statusCode: 200, body: 'success' });
    expect(provider().notificationAck(false).body).toBe('failure');
  });
});

describe('response text extraction', () => {
  it('returns the exact object text, braces and quotes inside strings included', () => {
    const raw = '{"x_response" : {"a":"}{\\"","b":{"c":1}},"sign":"abc"}';
    expect(extractJsonObjectText(raw, 'x_response')).toBe('{"a":"}{\\"","b":{"c":1}}');
    expect(extractJsonObjectText(raw, 'y_response')).toBeNull();
    expect(extractJsonObjectText('{"x_response":{"a":1', 'x_response')).toBeNull();
  });
});
