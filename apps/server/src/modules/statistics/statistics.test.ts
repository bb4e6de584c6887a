import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOKUP_API_PATHS } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { api } from '../../test/requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: api(LOOKUP_API_PATHS.statisticsBatch), payload: payload as object });

describe('pv/uv statistics', () => {
  it('counts page views per path and distinct visitors per day', async () => {
    const now = Date.now();
    const res = await send([
      { type: 'pv', path: '/course?subject=2', visitorId: 'v1', time: now },
      { type: 'uv', path: '/course', visitorId: 'v1', time: now },
      { type: 'pv', path: '/course', visitorId: 'v2', time: now },
      { type: 'pv', path: '/', visitorId: 'v1', time: now },
    ]);
    expect(res.json()).toEqual({ code: 0, msg: null, data: null });
    await send([{ type: 'pv', path: '/course', visitorId: 'v1', time: now }]);
    const pv = (await t.database.pool.query(`select path, pv from stat_page_daily order by path`)).rows;
    expect(pv).toEqual([
      { path: '/', pv: 1 },
      { path: '/course', pv: 3 },
    ]);
    const uv = (await t.database.pool.query('select count(*)::int as n from stat_visitor_daily')).rows[0].n;
    expect(uv).toBe(2);
  });

  it.each([
    [{ type: 'pv' }],
    [[{ type: 'click', path: '/', visitorId: 'v', time: 1 }]],
    [[{ type: 'pv', path: 'x'.repeat(301), visitorId: 'v', time: 1 }]],
    [[{ type: 'pv', path: '/', visitorId: "v'; drop table x;--", time: 1 }]],
    [Array.from({ length: 101 }, () => ({ type: 'pv', path: '/', visitorId: 'v', time: 1 }))],
  ])('bad batches are a 400 and count nothing (%#)', async (payload) => {
    const before = (await t.database.pool.query('select coalesce(sum(pv), 0)::int as n from stat_page_daily')).rows[0]
      .n;
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    const after = (await t.database.pool.query('select coalesce(sum(pv), 0)::int as n from stat_page_daily')).rows[0].n;
    expect(after).toBe(before);
  });
});
