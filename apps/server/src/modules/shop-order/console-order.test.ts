import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ADMIN_ROLE_ID, TEACHER_ROLE_ID } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { addressFactory, skuFactory } from '../../test/shop-factories';
import { api } from '../../test/requests';
import { payOnDevPage, placeOrder } from '../../test/shop-requests';
import { consoleAuditLog } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = async (roles: number[], realname?: string) => {
  const user = await userFactory(t.ctx.db, { roles, ...(realname ? { realname } : {}) });
  return { user, headers: await sessionFor(t.ctx, user) };
};

const get = (headers: Record<string, string>, url: string) => t.app.inject({ method: 'GET', url: api(url), headers });

/** Today in Asia/Shanghai, 'YYYY-MM-DD'. */
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

describe('console orders: search, detail, ship, export', () => {
  it('finds a paid order by mobile, number, goods, status and day; ships it (audited, 待收货); exports it escaped', async () => {
    const admin = await login([ADMIN_ROLE_ID]);
    const teacher = await login([TEACHER_ROLE_ID]);
    const pupil = await login([2], '=HYPERLINK("x")');
    const { sku } = await skuFactory(t.ctx.db, { needLogistics: true, spuTitle: '=SUM(A1)练习册', priceFen: 12_345 });
    const address = await addressFactory(t.ctx.db, pupil.user.id);
    const { order } = await placeOrder(t.app, pupil.headers, { items: [{ skuId: sku.id }], addressId: address.id });
    await payOnDevPage(t.app, pupil.headers, order.id);

    const page = async (query: string) => {
      const res = await get(admin.headers, `/console/order/page?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { total: number; records: { id: number; display: { text: string }; goods: string }[] };
    };
    const byMobile = await page(`mobile=${pupil.user.phone}`);
    expect(byMobile.total).toBe(1);
    expect(byMobile.records[0]).toMatchObject({ id: order.id, goods: '=SUM(A1)练习册', display: { text: '待发货' } });
    expect((await page(`mobile=${pupil.user.phone.slice(0, 9)}&status=toDeliver`)).records.map((r) => r.id)).toContain(
      order.id,
    );
    expect((await page(`mobile=${pupil.user.phone}&status=pendingPayment`)).total).toBe(0);
    expect((await page(`orderNo=${order.orderNo.slice(0, -2)}`)).records.map((r) => r.id)).toContain(order.id);
    expect((await page(`orderNo=${order.orderNo}`)).total).toBe(1);
    expect((await page(`goods=SUM(A1)练习&mobile=${pupil.user.phone}`)).total).toBe(1);
    expect((await page(`mobile=${pupil.user.phone}&from=${today()}&to=${today()}`)).total).toBe(1);
    expect((await page(`mobile=${pupil.user.phone}&from=2020-01-01&to=2020-01-31`)).total).toBe(0);
    // Bad input is a 400 with a message, never a 5xx; a teacher is past the console gate but not in orders.
    expect((await get(admin.headers, '/console/order/page?from=2026-02-30')).statusCode).toBe(400);
    expect((await get(admin.headers, '/console/order/page?from=2026-03-02&to=2026-03-01')).statusCode).toBe(400);
    expect((await get(admin.headers, '/console/order/page?status=nope')).statusCode).toBe(400);
    expect((await get(teacher.headers, '/console/order/page')).statusCode).toBe(403);

    const detail = await get(admin.headers, `/console/order/detail/${order.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const d = detail.json().data;
    expect(d.buyer).toMatchObject({ id: pupil.user.id, mobile: pupil.user.phone });
    expect(d.items).toEqual([expect.objectContaining({ skuId: sku.id, priceFen: 12_345, shipped: false })]);
    expect(d.payments).toEqual([expect.objectContaining({ status: 'paid', amountFen: d.payFen })]);
    expect(d.deliveries).toEqual([]);
    expect((await get(admin.headers, '/console/order/detail/999999')).statusCode).toBe(404);

    const ship = (trackingNo: string) =>
      t.app.inject({
        method: 'POST',
        url: api('/console/order/ship'),
        headers: admin.headers,
        payload: { orderId: order.id, expressCompany: '顺丰速运', trackingNo },
      });
    expect((await ship('短')).statusCode).toBe(400);
    const shipped = await ship('SF1234567890');
    expect(shipped.statusCode, shipped.body).toBe(200);
    const mine = await get(pupil.headers, `/shop/order/${order.id}`);
    expect(mine.json().data.display.text).toBe('待收货');
    const audits = await t.ctx.db
      .select()
      .from(consoleAuditLog)
      .where(sql`${consoleAuditLog.entity} = 'order' and ${consoleAuditLog.entityId} = ${order.id}`);
    expect(audits).toEqual([
      expect.objectContaining({
        actorId: admin.user.id,
        action: 'order.ship',
        before: { status: '1', deliveryStatus: 'none' },
        after: expect.objectContaining({ status: '2', deliveryStatus: 'all', trackingNo: 'SF1234567890' }),
      }),
    ]);
    expect((await ship('SF1234567891')).statusCode).toBe(409);
    const after = (await get(admin.headers, `/console/order/detail/${order.id}`)).json().data;
    expect(after.deliveries).toEqual([
      expect.objectContaining({ expressCompany: '顺丰速运', trackingNo: 'SF1234567890' }),
    ]);

    const csv = await get(admin.headers, `/console/order/export?mobile=${pupil.user.phone}&status=toReceive`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      '订单号,下单时间,买家,手机号,商品,订单金额(元),优惠(元),实付(元),状态,收货人,收货电话,收货地址,支付时间',
    );
    expect(lines).toHaveLength(2);
    // Formula cells get a leading apostrophe; money is yuan with two decimals from integer fen.
    expect(lines[1]).toContain(`${order.orderNo},`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain(",'=SUM(A1)练习册,123.45,");
    expect(lines[1]).toContain(',待收货,王建国,');
    expect((await get(teacher.headers, '/console/order/export')).statusCode).toBe(403);
    expect((await get(admin.headers, '/console/order/export?to=2026-13-01')).statusCode).toBe(400);
  });

  it('streams a large export from a cursor: every row, in order, no length known up front', async () => {
    const admin = await login([ADMIN_ROLE_ID]);
    const buyer = await login([2]);
    const n = 3_200;
    // One statement, like the bench: orders that never went through the shop's flow but are valid rows.
    await t.ctx.db.execute(sql`
      insert into shop_order (order_no, user_id, status, total_fen, pay_fen, pay_deadline, created_at)
      select 'EXP' || ${buyer.user.id} || '-' || lpad(g::text, 6, '0'), ${buyer.user.id}, '0', g, g,
             now() + interval '1 hour', now() - g * interval '1 minute'
      from generate_series(1, ${n}) g`);
    const res = await get(admin.headers, `/console/order/export?mobile=${buyer.user.phone}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBeUndefined();
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(n + 1);
    // Newest first: order 1 was placed a minute ago, order n the longest ago; 1 fen is 0.01 yuan.
    expect(lines[1]).toMatch(new RegExp(`^EXP${buyer.user.id}-000001,.*,0\\.00,0\\.01,待付款,`));
    expect(lines[n]).toMatch(new RegExp(`^EXP${buyer.user.id}-003200,.*,32\\.00,待付款,`));
    const page = (await get(admin.headers, `/console/order/page?mobile=${buyer.user.phone}&size=20&current=2`)).json()
      .data;
    expect(page.total).toBe(n);
    expect(page.records[0].payFen).toBe(21);
  });
});
