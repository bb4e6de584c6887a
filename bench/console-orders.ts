import autocannon from 'autocannon';
import type { ConsoleOrderFilters } from '@salt/domain';
import { connectDatabase } from '../apps/server/src/db/client';
import {
  consoleOrderCountQuery,
  consoleOrderPageQuery,
} from '../apps/server/src/modules/shop-order/console-order.service';

export interface ConsoleOrdersResult {
  orders: number;
  insertSeconds: number;
  path: string;
  /** Rows the filter matches (the page's total). */
  matched: number;
  connections: number;
  durationSeconds: number;
  reqPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  non2xx: number;
  errors: number;
  /** Indexes the EXPLAIN (ANALYZE) of the page and count queries names. */
  indexesUsed: string[];
  pagePlan: string;
  countPlan: string;
}

const ADMIN = { client: 'web:web', username: 'admin', password: 'Admin1234' };

async function adminToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(ADMIN.client).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', username: ADMIN.username, password: ADMIN.password }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`admin login failed: HTTP ${res.status}`);
  return body.access_token;
}

/** 'YYYY-MM-DD' in Asia/Shanghai, `daysAgo` days before today. */
const shanghaiDay = (daysAgo: number) =>
  new Date(Date.now() + 8 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

/**
 * The console's order search with `count` orders in the database: the orders (spread over the buyers the demo
 * made, one every 5 minutes back from now, every raw status) go in with one `insert ... select generate_series`
 * and their items with one more, then autocannon drives `GET /api/console/order/page` filtered by a display status
 * (待发货) and the last 30 days as the demo admin, and the page and count queries are EXPLAINed (ANALYZE) to show
 * the index that serves them.
 */
export async function consoleOrdersBench(
  base: string,
  dbUrl: string,
  opts: { count: number; connections: number; durationSeconds: number; warmupSeconds: number },
): Promise<ConsoleOrdersResult> {
  const handle = connectDatabase(dbUrl, 2);
  try {
    const pool = handle.pool;
    const started = performance.now();
    // Unpaid ones get a deadline ahead, so the server's sweep leaves the data as it was made while it is measured.
    await pool.query(
      `with u as (select array_agg(id order by id) as ids from sys_user)
       insert into shop_order (order_no, user_id, status, pay_type, close_reason, delivery_status, need_logistics,
                               total_fen, pay_fen, pay_deadline, paid_at, closed_at, created_at, updated_at)
       select 'BENCH' || lpad(x.g::text, 9, '0'), u.ids[1 + x.g % array_length(u.ids, 1)], x.s,
              case when x.s = '0' then null else 'wechat' end,
              case when x.s = '5' then (array['timeout', 'cancel', 'refund'])[1 + x.g % 3] end,
              case when x.s in ('2', '3') and x.g % 2 = 0 then 'all' else 'none' end,
              x.g % 2 = 0, 9900 + x.g % 50 * 100, 9900 + x.g % 50 * 100, now() + interval '2 days',
              case when x.s in ('1', '2', '3') then x.t + interval '1 minute' end,
              case when x.s = '5' then x.t + interval '30 minutes' end, x.t, x.t
       from (select g, (array['0', '1', '1', '2', '3', '3', '5'])[1 + g % 7] as s, now() - g * interval '5 minutes' as t
             from generate_series(1, $1::int) g) x
       cross join u`,
      [opts.count],
    );
    await pool.query(
      `insert into shop_order_item (order_id, sku_id, spu_id, title, sku_name, price_fen, quantity, need_logistics, shipped)
       select o.id, k.id, k.spu_id, p.title, k.name, o.total_fen, 1, o.need_logistics, o.delivery_status = 'all'
       from shop_order o
       cross join (select id, spu_id, name from shop_sku order by id limit 1) k
       join shop_spu p on p.id = k.spu_id
       where o.order_no like 'BENCH%'`,
    );
    await pool.query('analyze shop_order, shop_order_item, sys_user');
    const insertSeconds = (performance.now() - started) / 1000;

    const filters: ConsoleOrderFilters = {
      status: 'toDeliver',
      from: shanghaiDay(29),
      to: shanghaiDay(0),
      sort: 'createdDesc',
    };
    const path = `/api/console/order/page?status=${filters.status}&from=${filters.from}&to=${filters.to}&current=1&size=20`;
    const token = await adminToken(base);
    const headers = { authorization: `Bearer ${token}` };
    const first = await fetch(`${base}${path}`, { headers });
    const firstBody = (await first.json()) as { code?: number; data?: { total: number } };
    if (!first.ok || firstBody.code !== 0) throw new Error(`console order page answered HTTP ${first.status}`);

    const run = (duration: number) =>
      autocannon({ url: `${base}${path}`, method: 'GET', headers, connections: opts.connections, duration });
    if (opts.warmupSeconds > 0) await run(opts.warmupSeconds);
    const result = await run(opts.durationSeconds);

    const explain = async (query: { sql: string; params: unknown[] }) => {
      const res = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${query.sql}`, query.params);
      return res.rows.map((r) => r['QUERY PLAN']).join('\n');
    };
    const pagePlan = await explain(consoleOrderPageQuery(handle.db, filters, 20, 0).toSQL());
    const countPlan = await explain(consoleOrderCountQuery(handle.db, filters).toSQL());
    const indexesUsed = [
      ...new Set(
        [
          ...`${pagePlan}\n${countPlan}`.matchAll(
            /(?:Scan(?: Backward)? using|Bitmap Index Scan on) (shop_order_\w+)/g,
          ),
        ].map((m) => m[1]!),
      ),
    ];
    return {
      orders: opts.count,
      insertSeconds,
      path,
      matched: firstBody.data?.total ?? 0,
      connections: opts.connections,
      durationSeconds: opts.durationSeconds,
      reqPerSec: result.requests.mean,
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      latencyMaxMs: result.latency.max,
      non2xx: result.non2xx,
      errors: result.errors,
      indexesUsed,
      pagePlan,
      countPlan,
    };
  } finally {
    await handle.close();
  }
}
