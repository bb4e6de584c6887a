import { afterAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userFactory } from '../../test/factories';
import { skuFactory } from '../../test/shop-factories';
import { api, bearer, passwordLogin } from '../../test/requests';
import { placeOrder } from '../../test/shop-requests';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

/**
 * Pays on the dev page from a browser on `host` and answers where the payer is sent back to, and where the
 * vendor would post the notification. The probe: a family on another host came back to http://localhost:3031 and
 * found themselves logged out (their tokens live on the host they used).
 */
async function payFrom(config: Partial<AppConfig>, requestHeaders: Record<string, string>) {
  const t = await createTestApp({ config });
  apps.push(t);
  const user = await userFactory(t.ctx.db);
  const headers = {
    ...bearer((await passwordLogin(t.app, user.username, user.password)).access_token),
    ...requestHeaders,
  };
  const { sku } = await skuFactory(t.ctx.db, { priceFen: 9900 });
  const { order } = await placeOrder(t.app, headers, { items: [{ skuId: sku.id }] });
  const pay = await t.app.inject({
    method: 'POST',
    url: api('/shop/order/pay'),
    headers,
    payload: { orderId: order.id, channel: 'dev' },
  });
  expect(pay.statusCode).toBe(200);
  const url: string = pay.json().data.url;
  const token = new URL(url, 'http://x').searchParams.get('token')!;
  const claims = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8'));
  const done = await t.app.inject({
    method: 'POST',
    url: api('/pay/dev/checkout'),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...requestHeaders },
    payload: new URLSearchParams({ token, outcome: 'paid' }).toString(),
  });
  expect(done.statusCode).toBe(303);
  return { returnUrl: String(done.headers.location), notifyUrl: String(claims.notifyUrl), orderId: order.id };
}

describe('after paying the payer comes back to the host they paid from', () => {
  it('another host name and port', async () => {
    const r = await payFrom({}, { host: 'school.example.cn:8080' });
    expect(r.returnUrl).toBe(`http://school.example.cn:8080/m-shop/userOrderNew?orderId=${r.orderId}`);
    expect(r.notifyUrl).toBe('http://school.example.cn:8080/api/shop/pay/notify/dev');
  });

  it('behind a TLS proxy (TRUST_PROXY): the forwarded scheme and host', async () => {
    const r = await payFrom(
      { trustProxy: true },
      { host: '10.0.0.5:3031', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'm.yanketang.cn' },
    );
    expect(r.returnUrl).toBe(`https://m.yanketang.cn/m-shop/userOrderNew?orderId=${r.orderId}`);
  });

  it('forwarded headers are ignored without TRUST_PROXY', async () => {
    const r = await payFrom(
      {},
      { host: 'shop.example.cn', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    );
    expect(r.returnUrl).toBe(`http://shop.example.cn/m-shop/userOrderNew?orderId=${r.orderId}`);
  });

  it('PAY_PUBLIC_BASE_URL overrides, and a malformed Host falls back to localhost', async () => {
    const fixed = await payFrom({ payPublicBaseUrl: 'https://pay.yanketang.cn' }, { host: 'school.example.cn' });
    expect(fixed.returnUrl).toBe(`https://pay.yanketang.cn/m-shop/userOrderNew?orderId=${fixed.orderId}`);
    const odd = await payFrom({}, { host: 'evil.example/<script>' });
    expect(odd.returnUrl).toMatch(/^http:\/\/localhost:\d+\/m-shop\/userOrderNew\?orderId=\d+$/);
  });
});
