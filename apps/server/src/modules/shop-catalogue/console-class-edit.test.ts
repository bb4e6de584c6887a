import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ADMIN_ROLE_ID,
  API_PATHS,
  CONSOLE_ERRORS,
  ORDER_ERRORS,
  TEACHER_ROLE_ID,
  fillPath,
  type ConsoleClassUpdateInput,
  type ConsoleGoodsDetail,
} from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { skuFactory } from '../../test/shop-factories';
import { api, bearer, errorBodyOf, passwordLogin } from '../../test/requests';
import { placeOrder } from '../../test/shop-requests';
import { consoleAuditLog, skus } from '../../db/schema';

/** 编辑班级: prices, total seats (never below the places taken), group buy; versioned and audited. */
let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionFor(t.ctx, await userFactory(t.ctx.db, { roles: [ADMIN_ROLE_ID, TEACHER_ROLE_ID] }));
});
afterAll(() => t.close());

const edit = (spuId: number, skuId: number, body: ConsoleClassUpdateInput) =>
  t.app.inject({
    method: 'PUT',
    url: api(fillPath(API_PATHS.consoleGoodsClassUpdate, { id: spuId, skuId })),
    payload: body,
    headers: admin,
  });
const skuRow = async (id: number) => (await t.ctx.db.select().from(skus).where(eq(skus.id, id)))[0]!;
const form = (over: Partial<ConsoleClassUpdateInput> = {}): ConsoleClassUpdateInput => ({
  name: '周六上午班',
  priceFen: 25900,
  originalPriceFen: 32900,
  seats: 30,
  needLogistics: false,
  isGroup: false,
  version: 1,
  ...over,
});
async function buyer() {
  const user = await userFactory(t.ctx.db);
  return bearer((await passwordLogin(t.app, user.username, user.password)).access_token);
}

describe('编辑班级', () => {
  it('sets the total seats: the places taken stay, the seats left follow, the shop sells the new price', async () => {
    const { spu, sku } = await skuFactory(t.ctx.db, { stock: 8, sold: 12 });
    const res = await edit(spu.id, sku.id, form({ seats: 40 }));
    expect(res.statusCode, res.body).toBe(200);
    const cls = (res.json().data as ConsoleGoodsDetail).classes[0]!;
    expect(cls).toMatchObject({ name: '周六上午班', priceFen: 25900, stock: 28, sold: 12, version: 2 });
    const shop = await t.app.inject({ method: 'GET', url: api(`${API_PATHS.spuSkus}?spuId=${spu.id}`) });
    expect(shop.json().data[0]).toMatchObject({ priceFen: 25900, stock: 28 });
    const audit = await t.ctx.db
      .select()
      .from(consoleAuditLog)
      .where(and(eq(consoleAuditLog.action, 'goods.classUpdate'), eq(consoleAuditLog.entityId, spu.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.before).toMatchObject({ stock: 8, priceFen: 19900 });
    expect(audit[0]!.after).toMatchObject({ stock: 28, priceFen: 25900 });
  });

  it('教材费: kept with posted materials (what a refund after posting keeps), 0 without them', async () => {
    const { spu, sku } = await skuFactory(t.ctx.db, { stock: 8 });
    const res = await edit(spu.id, sku.id, form({ needLogistics: true, materialPriceFen: 3500 }));
    expect((res.json().data as ConsoleGoodsDetail).classes[0]).toMatchObject({ materialPriceFen: 3500 });
    // A form without the field keeps it.
    await edit(spu.id, sku.id, form({ needLogistics: true, version: 2 }));
    expect((await skuRow(sku.id)).materialPriceFen).toBe(3500);
    await edit(spu.id, sku.id, form({ needLogistics: false, materialPriceFen: 3500, version: 3 }));
    expect((await skuRow(sku.id)).materialPriceFen).toBe(0);
  });

  it('refuses fewer seats than the places taken, and a stale form, changing nothing', async () => {
    const { spu, sku } = await skuFactory(t.ctx.db, { stock: 3, sold: 12 });
    const below = await edit(spu.id, sku.id, form({ seats: 11 }));
    expect(below.statusCode).toBe(409);
    expect(below.json()).toEqual(errorBodyOf(CONSOLE_ERRORS.classSeatsBelowTaken));
    expect(await skuRow(sku.id)).toMatchObject({ stock: 3, sold: 12, version: 1, priceFen: 19900 });
    expect((await edit(spu.id, sku.id, form({ seats: 12 }))).statusCode).toBe(200);
    const stale = await edit(spu.id, sku.id, form({ seats: 50, version: 1 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(errorBodyOf(CONSOLE_ERRORS.staleVersion));
    expect(await skuRow(sku.id)).toMatchObject({ stock: 0, sold: 12, version: 2 });
  });

  it('bad values get their field message; a class of other goods is not found', async () => {
    const { spu, sku } = await skuFactory(t.ctx.db);
    const other = await skuFactory(t.ctx.db);
    const bad = await edit(spu.id, sku.id, form({ priceFen: -1 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('请输入正确的价格');
    const dearGroup = await edit(
      spu.id,
      sku.id,
      form({ isGroup: true, groupMemberNum: 3, groupPriceFen: 25900, groupHoursValid: 24 }),
    );
    expect(dearGroup.json().msg).toBe('拼团须填写 2–10 人成团、拼团价（低于原价）和有效时长');
    const elsewhere = await edit(other.spu.id, sku.id, form());
    expect(elsewhere.statusCode).toBe(404);
    expect(await skuRow(sku.id)).toMatchObject({ version: 1, priceFen: 19900 });
  });

  it('seats set while pupils buy at the same moment: never more places sold than the class has', async () => {
    const { spu, sku } = await skuFactory(t.ctx.db, { stock: 10, sold: 0 });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => buyer()));
    const [saved, ...orders] = await Promise.all([
      edit(spu.id, sku.id, form({ seats: 4 })),
      ...buyers.map((h) => placeOrder(t.app, h, { items: [{ skuId: sku.id }] })),
    ]);
    const row = await skuRow(sku.id);
    const placed = orders.filter((o) => o.statusCode === 200).length;
    expect(row.sold).toBe(placed);
    if (saved.statusCode === 200) expect(row.stock + row.sold).toBe(4);
    else expect(saved.json()).toEqual(errorBodyOf(CONSOLE_ERRORS.classSeatsBelowTaken));
    expect(row.stock).toBeGreaterThanOrEqual(0);
  });

  it('switching the group buy off stops new groups; a group already forming can still fill', async () => {
    const { spu, sku } = await skuFactory(t.ctx.db, {
      isGroup: true,
      groupMemberNum: 3,
      groupPriceFen: 9900,
      groupHoursValid: 24,
    });
    const leader = await placeOrder(t.app, await buyer(), { items: [{ skuId: sku.id }], startGroup: true });
    expect(leader.statusCode).toBe(200);
    const groupId = (
      await t.ctx.db.execute<{ id: number }>(`select group_id as id from shop_order where id = ${leader.order.id}`)
    ).rows[0]!.id;
    expect((await edit(spu.id, sku.id, form({ priceFen: 19900, seats: 10, isGroup: false }))).statusCode).toBe(200);
    expect(await skuRow(sku.id)).toMatchObject({ isGroup: false, groupMemberNum: 3, groupPriceFen: 9900 });

    const fresh = await placeOrder(t.app, await buyer(), { items: [{ skuId: sku.id }], startGroup: true });
    expect(fresh.statusCode).toBe(400);
    expect(fresh.msg).toBe(ORDER_ERRORS.notGroupSku.msg);
    const join = await placeOrder(t.app, await buyer(), { items: [{ skuId: sku.id }], groupId });
    expect(join.statusCode, join.msg ?? '').toBe(200);
    expect(join.order).toMatchObject({ payFen: 9900 });
  });
});
