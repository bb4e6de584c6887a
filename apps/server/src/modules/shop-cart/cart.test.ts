import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, SERVER_MESSAGES, SHOP_MESSAGES, GENERIC_ERRORS, SHOP_ERRORS } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userFactory } from '../../test/factories';
import { spuFactory } from '../../test/catalogue-factories';
import { api, bearer, passwordLogin, errorBodyOf } from '../../test/requests';
import { CART_MAX_ITEMS } from './cart.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function loggedIn() {
  const user = await userFactory(t.ctx.db);
  const tokens = await passwordLogin(t.app, user.username, user.password);
  return { user, headers: bearer(tokens.access_token) };
}

const add = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: api(API_PATHS.cartAdd), headers, payload: payload as object });
const list = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: api(API_PATHS.cartList), headers })).json().data;
const count = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: api(API_PATHS.cartCount), headers })).json().data;

describe('cart', () => {
  it('needs a login for every cart route', async () => {
    for (const [method, path] of [
      ['GET', API_PATHS.cartCount],
      ['GET', API_PATHS.cartList],
      ['PUT', API_PATHS.cartAdd],
      ['DELETE', API_PATHS.cartRemoveBatch],
    ] as const) {
      const res = await t.app.inject({ method, url: api(path) });
      expect(res.statusCode).toBe(401);
      expect(res.json().msg).toBe(SERVER_MESSAGES.unauthorized);
    }
  });

  it('adds a class once: adding it again is idempotent', async () => {
    const { headers } = await loggedIn();
    const { skuIds } = await spuFactory(t.ctx.db, {
      title: '初二英语暑期班',
      skus: [{ priceFen: 19900, name: 'A班' }],
    });
    expect(await count(headers)).toBe(0);
    const first = await add(headers, { skuId: skuIds[0] });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ id: expect.any(Number), created: true, count: 1 });
    const again = await add(headers, { skuId: skuIds[0], quantity: 1 });
    expect(again.json().data).toEqual({ id: first.json().data.id, created: false, count: 1 });
    expect(await count(headers)).toBe(1);
    const items = await list(headers);
    expect(items).toEqual([
      expect.objectContaining({
        id: first.json().data.id,
        skuId: skuIds[0],
        quantity: 1,
        title: '初二英语暑期班',
        skuName: 'A班',
        priceFen: 19900,
        soldOut: false,
        offSale: false,
        available: true,
      }),
    ]);
  });

  it('is idempotent under concurrent adds of the same class', async () => {
    const { headers } = await loggedIn();
    const { skuIds } = await spuFactory(t.ctx.db);
    const results = await Promise.all(Array.from({ length: 8 }, () => add(headers, { skuId: skuIds[0] })));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.json().data.created)).toHaveLength(1);
    expect(await count(headers)).toBe(1);
  });

  it('lists the current price and marks sold-out and off-sale items', async () => {
    const { headers } = await loggedIn();
    const a = await spuFactory(t.ctx.db, { skus: [{ priceFen: 9900, stock: 5 }] });
    const b = await spuFactory(t.ctx.db, { skus: [{ priceFen: 5000, stock: 5 }] });
    await add(headers, { skuId: a.skuIds[0] });
    await add(headers, { skuId: b.skuIds[0] });
    await t.database.pool.query('update shop_sku set price_fen = 8800, stock = 0 where id = $1', [a.skuIds[0]]);
    await t.database.pool.query('update shop_spu set on_sale = false where id = $1', [b.spuId]);
    const items = await list(headers);
    const byId = Object.fromEntries(items.map((i: { skuId: number }) => [i.skuId, i]));
    expect(byId[a.skuIds[0]!]).toMatchObject({ priceFen: 8800, soldOut: true, offSale: false, available: false });
    expect(byId[b.skuIds[0]!]).toMatchObject({ soldOut: false, offSale: true, available: false });
  });

  it('refuses unknown, off-sale and full classes', async () => {
    const { headers } = await loggedIn();
    const unknown = await add(headers, { skuId: 1_999_999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe(SHOP_MESSAGES.skuNotFound);
    const off = await spuFactory(t.ctx.db, { onSale: false });
    const offRes = await add(headers, { skuId: off.skuIds[0] });
    expect(offRes.statusCode).toBe(409);
    expect(offRes.json().msg).toBe(SHOP_MESSAGES.offSale);
    const full = await spuFactory(t.ctx.db, { skus: [{ stock: 0 }] });
    const fullRes = await add(headers, { skuId: full.skuIds[0] });
    expect(fullRes.statusCode).toBe(409);
    expect(fullRes.json().msg).toBe(SHOP_MESSAGES.soldOut);
    expect(await count(headers)).toBe(0);
  });

  it.each([
    [{}, GENERIC_ERRORS.badRequest],
    [{ skuId: 'abc' }, GENERIC_ERRORS.badRequest],
    [{ skuId: -1 }, GENERIC_ERRORS.badRequest],
    [{ skuId: 1.5 }, GENERIC_ERRORS.badRequest],
    [{ skuId: '1; drop table shop_cart_item' }, GENERIC_ERRORS.badRequest],
    [{ skuId: true }, GENERIC_ERRORS.badRequest],
    [{ skuId: [1] }, GENERIC_ERRORS.badRequest],
    [{ skuId: 1, quantity: 2 }, SHOP_ERRORS.cartQuantityLimit],
    [{ skuId: 1, quantity: 0 }, GENERIC_ERRORS.badRequest],
    [{ skuId: 1, quantity: 'many' }, GENERIC_ERRORS.badRequest],
  ])('refuses body %j with 400', async (payload, entry) => {
    const { headers } = await loggedIn();
    const res = await add(headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBodyOf(entry));
  });

  it('refuses a non-JSON body without a 500', async () => {
    const { headers } = await loggedIn();
    const res = await t.app.inject({
      method: 'PUT',
      url: api(API_PATHS.cartAdd),
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"skuId":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(1);
  });

  it(`holds at most ${CART_MAX_ITEMS} classes`, async () => {
    const { user, headers } = await loggedIn();
    const { skuIds } = await spuFactory(t.ctx.db, { skus: Array.from({ length: CART_MAX_ITEMS + 1 }, () => ({})) });
    await t.database.pool.query('insert into shop_cart_item (user_id, sku_id) select $1, unnest($2::int[])', [
      user.id,
      skuIds.slice(0, CART_MAX_ITEMS),
    ]);
    const res = await add(headers, { skuId: skuIds[CART_MAX_ITEMS] });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(SHOP_MESSAGES.cartFull);
    // Re-adding one already there is still fine.
    expect((await add(headers, { skuId: skuIds[0] })).statusCode).toBe(200);
  });

  it('keeps the limit under concurrent adds of different classes', async () => {
    const { user, headers } = await loggedIn();
    const { skuIds } = await spuFactory(t.ctx.db, { skus: Array.from({ length: CART_MAX_ITEMS + 4 }, () => ({})) });
    await t.database.pool.query('insert into shop_cart_item (user_id, sku_id) select $1, unnest($2::int[])', [
      user.id,
      skuIds.slice(0, CART_MAX_ITEMS - 1),
    ]);
    const results = await Promise.all(skuIds.slice(CART_MAX_ITEMS - 1).map((skuId) => add(headers, { skuId })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    expect(await count(headers)).toBe(CART_MAX_ITEMS);
  });

  it('removes own items by body or query ids and leaves another user\u2019s items alone', async () => {
    const me = await loggedIn();
    const other = await loggedIn();
    const { skuIds } = await spuFactory(t.ctx.db, { skus: [{}, {}, {}] });
    const mine = [];
    for (const skuId of skuIds) mine.push((await add(me.headers, { skuId })).json().data.id as number);
    const theirs = (await add(other.headers, { skuId: skuIds[0] })).json().data.id as number;

    const byBody = await t.app.inject({
      method: 'DELETE',
      url: api(API_PATHS.cartRemoveBatch),
      headers: me.headers,
      payload: { ids: [mine[0], theirs] },
    });
    expect(byBody.statusCode).toBe(200);
    expect(byBody.json().data).toEqual({ removed: 1 });
    expect(await count(other.headers)).toBe(1);

    const byQuery = await t.app.inject({
      method: 'DELETE',
      url: `${api(API_PATHS.cartRemoveBatch)}?ids=${mine[1]},${mine[2]},${theirs}`,
      headers: me.headers,
    });
    expect(byQuery.json().data).toEqual({ removed: 2 });
    expect(await count(me.headers)).toBe(0);
    expect(await count(other.headers)).toBe(1);
  });

  it.each([
    ['', undefined, SHOP_ERRORS.cartIdsRequired],
    ['?ids=', undefined, SHOP_ERRORS.cartIdsRequired],
    ['', { ids: [] }, SHOP_ERRORS.cartIdsRequired],
    ['?ids=a,b', undefined, SHOP_ERRORS.idsInvalid],
    ['', { ids: ['x'] }, GENERIC_ERRORS.badRequest],
    ['', { ids: 'all' }, GENERIC_ERRORS.badRequest],
    ['', { ids: Array.from({ length: 101 }, (_, i) => i + 1) }, GENERIC_ERRORS.badRequest],
  ])('refuses removeBatch%s with body %j', async (qs, payload, entry) => {
    const { headers } = await loggedIn();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `${api(API_PATHS.cartRemoveBatch)}${qs}`,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBodyOf(entry));
  });
});
