import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, SHOP_MESSAGES, fillPath, ACCOUNT_ERRORS, FIELD_ERRORS, GENERIC_ERRORS } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userFactory } from '../../test/factories';
import { api, bearer, passwordLogin, errorBodyOf } from '../../test/requests';
import { ADDRESS_MAX_PER_USER } from './address.service';

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

const valid = {
  receiverName: '王小明',
  mobile: '13912345678',
  province: '北京市',
  city: '北京市',
  district: '海淀区',
  detail: '中关村大街1号',
};

const create = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: api(API_PATHS.address), headers, payload });
const update = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: api(API_PATHS.address), headers, payload });
const remove = (headers: Record<string, string>, id: number) =>
  t.app.inject({ method: 'DELETE', url: api(fillPath(API_PATHS.addressById, { id })), headers });
const page = async (headers: Record<string, string>, qs = '') =>
  t.app.inject({ method: 'GET', url: `${api(API_PATHS.addressPage)}${qs}`, headers });

describe('addresses', () => {
  it('need a login', async () => {
    expect((await page({})).statusCode).toBe(401);
    expect((await create({}, valid)).statusCode).toBe(401);
    expect((await update({}, { id: 1, ...valid })).statusCode).toBe(401);
    expect((await remove({}, 1)).statusCode).toBe(401);
  });

  it('the first address becomes the default; a new default replaces the old one', async () => {
    const { headers } = await loggedIn();
    const first = (await create(headers, valid)).json().data;
    expect(first).toMatchObject({ ...valid, isDefault: true, id: expect.any(Number) });
    const second = (await create(headers, { ...valid, detail: '第二个地址' })).json().data;
    expect(second.isDefault).toBe(false);
    const third = (await create(headers, { ...valid, detail: '第三个', isDefault: true })).json().data;
    expect(third.isDefault).toBe(true);
    const data = (await page(headers)).json().data;
    expect(data.total).toBe(3);
    expect(data.records.map((a: { id: number; isDefault: boolean }) => [a.id, a.isDefault])).toEqual([
      [third.id, true],
      [second.id, false],
      [first.id, false],
    ]);
  });

  it('update moves the default in one step and keeps exactly one', async () => {
    const { headers } = await loggedIn();
    const a = (await create(headers, valid)).json().data;
    const b = (await create(headers, { ...valid, detail: 'B' })).json().data;
    const res = await update(headers, { ...valid, id: b.id, receiverName: '李雷', isDefault: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: b.id, receiverName: '李雷', isDefault: true });
    const rows = (await page(headers, '?size=-1')).json().data.records;
    expect(rows.filter((r: { isDefault: boolean }) => r.isDefault).map((r: { id: number }) => r.id)).toEqual([b.id]);
    expect(rows.find((r: { id: number }) => r.id === a.id).isDefault).toBe(false);
  });

  it('concurrent "make default" requests leave exactly one default', async () => {
    const { user, headers } = await loggedIn();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await create(headers, { ...valid, detail: `地址${i}` })).json().data.id);
    const results = await Promise.all(ids.map((id) => update(headers, { ...valid, id, isDefault: true })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const defaults = await t.database.pool.query(
      'select count(*)::int as n from shop_user_address where user_id = $1 and is_default',
      [user.id],
    );
    expect(defaults.rows[0].n).toBe(1);
  });

  it('deleting the default promotes the newest remaining address', async () => {
    const { headers } = await loggedIn();
    const a = (await create(headers, valid)).json().data;
    const b = (await create(headers, { ...valid, detail: 'B' })).json().data;
    const res = await remove(headers, a.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, msg: null, data: null });
    const rows = (await page(headers)).json().data.records;
    expect(rows).toEqual([expect.objectContaining({ id: b.id, isDefault: true })]);
  });

  it('another user\u2019s address answers 404 and stays unchanged', async () => {
    const owner = await loggedIn();
    const other = await loggedIn();
    const addr = (await create(owner.headers, valid)).json().data;
    const put = await update(other.headers, { ...valid, id: addr.id, receiverName: '坏人' });
    expect(put.statusCode).toBe(404);
    expect(put.json().msg).toBe(SHOP_MESSAGES.addressNotFound);
    const del = await remove(other.headers, addr.id);
    expect(del.statusCode).toBe(404);
    expect((await page(other.headers)).json().data).toEqual({ records: [], total: 0, current: 1, size: 10 });
    const mine = (await page(owner.headers)).json().data.records;
    expect(mine).toEqual([expect.objectContaining({ id: addr.id, receiverName: '王小明' })]);
    expect((await remove(owner.headers, 1_999_999_999)).statusCode).toBe(404);
  });

  it.each([
    [{ ...valid, mobile: '12345678901' }, ACCOUNT_ERRORS.mobileInvalid],
    [{ ...valid, mobile: '1391234567' }, ACCOUNT_ERRORS.mobileInvalid],
    [{ ...valid, mobile: "13912345678' or 1=1" }, ACCOUNT_ERRORS.mobileInvalid],
    [{ ...valid, mobile: '' }, FIELD_ERRORS.required],
    [{ ...valid, receiverName: '   ' }, FIELD_ERRORS.required],
    [{ ...valid, detail: undefined }, FIELD_ERRORS.required],
    [{ ...valid, province: 42 }, FIELD_ERRORS.required],
    [{ ...valid, detail: '路'.repeat(201) }, FIELD_ERRORS.textTooLong],
    [{ ...valid, receiverName: 'x'.repeat(33) }, FIELD_ERRORS.textTooLong],
    [{ ...valid, city: 'a\u0000b' }, FIELD_ERRORS.invalidText],
    [{ ...valid, isDefault: 'yes' }, GENERIC_ERRORS.badRequest],
  ])('refuses %j with 400 and stores nothing', async (payload, entry) => {
    const { user, headers } = await loggedIn();
    const res = await create(headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBodyOf(entry));
    const n = await t.database.pool.query('select count(*)::int as n from shop_user_address where user_id = $1', [
      user.id,
    ]);
    expect(n.rows[0].n).toBe(0);
  });

  it('stores HTML and SQL-looking text as plain text', async () => {
    const { headers } = await loggedIn();
    const detail = `<script>alert(1)</script>'); drop table shop_user_address; --`;
    const res = await create(headers, { ...valid, detail });
    expect(res.statusCode).toBe(200);
    expect((await page(headers)).json().data.records[0].detail).toBe(detail);
  });

  it('refuses bad ids and paging', async () => {
    const { headers } = await loggedIn();
    expect((await update(headers, { ...valid, id: 'abc' })).statusCode).toBe(400);
    expect((await update(headers, { ...valid })).statusCode).toBe(400);
    const bad = await t.app.inject({ method: 'DELETE', url: api('/shop/address/abc'), headers });
    expect(bad.statusCode).toBe(400);
    expect((await page(headers, '?size=1000')).statusCode).toBe(400);
    expect((await page(headers, '?current=0')).statusCode).toBe(400);
  });

  it(`keeps at most ${ADDRESS_MAX_PER_USER} addresses per user`, async () => {
    const { user, headers } = await loggedIn();
    await t.database.pool.query(
      `insert into shop_user_address (user_id, receiver_name, mobile, province, city, district, detail)
       select $1, '张三', '13912345678', '北京市', '北京市', '海淀区', '地址' || g from generate_series(1, $2) g`,
      [user.id, ADDRESS_MAX_PER_USER],
    );
    const res = await create(headers, valid);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(SHOP_MESSAGES.addressLimit);
    const p = (await page(headers, '?current=2&size=15')).json().data;
    expect(p).toMatchObject({ total: ADDRESS_MAX_PER_USER, current: 2, size: 15 });
    expect(p.records).toHaveLength(5);
  });
});
