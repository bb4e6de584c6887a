import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOKUP_API_PATHS, chinaDay } from '@salt/domain';
import { MAX_PATHS_PER_DAY, OTHER_PATH, dayStatistics, pagePathOf } from './statistics.service';
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
    expect((await dayStatistics(t.ctx, chinaDay(t.clock.now().getTime()))).uv).toBe(2);
  });

  it('pages are counted per route: no query, ids folded, odd paths as one bucket', () => {
    expect(pagePathOf('/course?subject=2#top')).toBe('/course');
    expect(pagePathOf('/teacher-detail/12')).toBe('/teacher-detail/:id');
    expect(pagePathOf('/center/course-detail/7')).toBe('/center/course-detail/:id');
    expect(pagePathOf('')).toBe('/');
    expect(pagePathOf('/a/b/c/d/e')).toBe(OTHER_PATH);
    expect(pagePathOf('/<script>')).toBe(OTHER_PATH);
    expect(pagePathOf('/' + 'x'.repeat(41))).toBe(OTHER_PATH);
  });

  it('no caller can grow the tables: new paths past the daily cap and any number of visitor ids add no rows', async () => {
    t.clock.advance(3 * 86_400_000);
    try {
      const day = chinaDay(t.clock.now().getTime());
      const now = t.clock.now().getTime();
      // The probe stored 100 new paths and 100 visitor rows per request.
      for (let batch = 0; batch < 8; batch++) {
        const res = await send(
          Array.from({ length: 100 }, (_, i) => ({
            type: 'pv',
            path: `/spam-${batch}-${i}`,
            visitorId: `visitor-${batch}-${i}`,
            time: now,
          })),
        );
        expect(res.statusCode).toBe(200);
      }
      const rows = (
        await t.database.pool.query(
          'select count(*)::int as n, sum(pv)::int as pv from stat_page_daily where day = $1',
          [day],
        )
      ).rows[0];
      expect(rows.n).toBe(MAX_PATHS_PER_DAY + 1);
      expect(rows.pv).toBe(800);
      const other = (
        await t.database.pool.query('select pv from stat_page_daily where day = $1 and path = $2', [day, OTHER_PATH])
      ).rows[0];
      expect(other.pv).toBe(800 - MAX_PATHS_PER_DAY);
      const uvRows = (await t.database.pool.query('select count(*)::int as n from stat_uv_daily where day = $1', [day]))
        .rows[0].n;
      expect(uvRows).toBe(1);
      const { uv } = await dayStatistics(t.ctx, day);
      expect(Math.abs(uv - 800) / 800).toBeLessThan(0.05);
    } finally {
      t.clock.advance(-3 * 86_400_000);
    }
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
