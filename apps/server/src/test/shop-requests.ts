import type { FastifyInstance } from 'fastify';
import type { OrderView } from '@salt/domain';
import { api } from './requests';

export async function placeOrder(
  app: FastifyInstance,
  headers: Record<string, string>,
  body: Record<string, unknown>,
): Promise<{ statusCode: number; order: OrderView; msg: string | null }> {
  const res = await app.inject({ method: 'POST', url: api('/shop/order'), headers, payload: body });
  const json = res.json();
  return { statusCode: res.statusCode, order: json.data, msg: json.msg };
}

/** Pays on the dev checkout page the way a payer's browser does: open the page, press 确认支付 (or fail). */
export async function payOnDevPage(
  app: FastifyInstance,
  headers: Record<string, string>,
  orderId: number,
  outcome: 'paid' | 'failed' = 'paid',
) {
  const pay = await app.inject({
    method: 'POST',
    url: api('/shop/order/pay'),
    headers,
    payload: { orderId, channel: 'dev' },
  });
  if (pay.statusCode !== 200) throw new Error(`pay failed ${pay.statusCode} ${pay.body}`);
  const url: string = pay.json().data.url;
  const page = await app.inject({ method: 'GET', url });
  if (page.statusCode !== 200) throw new Error(`checkout page ${page.statusCode}`);
  const token = new URL(url, 'http://x').searchParams.get('token')!;
  const done = await app.inject({
    method: 'POST',
    url: api('/pay/dev/checkout'),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, outcome }).toString(),
  });
  return { pay: pay.json().data, page, done };
}
