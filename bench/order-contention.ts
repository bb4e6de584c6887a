import { hash } from '@node-rs/argon2';
import pg from 'pg';

export interface ContentionResult {
  buyers: number;
  seats: number;
  created: number;
  soldOut: number;
  unexpected: number;
  elapsedMs: number;
  ordersPerSec: number;
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  stockLeft: number;
  ordersInDatabase: number;
  oversold: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Order creation under contention: `buyers` distinct students post an order for the same class with `seats`
 * seats, all at once. Reports orders/s and latency, and checks the database afterwards: the seats sold must
 * equal the orders made and never exceed the seats (oversold must be 0).
 */
export async function orderContention(
  base: string,
  dbUrl: string,
  buyers: number,
  seats: number,
): Promise<ContentionResult> {
  const client = new pg.Client({ connectionString: dbUrl });
  // A database that goes away mid-run fails the next query (and the run, with cleanup) instead of the process.
  client.on('error', () => {});
  await client.connect();
  try {
    const tag = `bench${Date.now().toString(36)}`;
    const password = 'Bench1234';
    const passwordHash = await hash(password);
    const users = await client.query<{ id: number; username: string }>(
      `insert into sys_user (username, password_hash, realname)
       select $1 || '_' || g, $2, '压测用户' || g from generate_series(1, $3) g returning id, username`,
      [tag, passwordHash, buyers],
    );
    await client.query(`insert into sys_user_role (user_id, role_id) select id, 2 from unnest($1::int[]) id`, [
      users.rows.map((u) => u.id),
    ]);
    const spu = await client.query<{ id: number }>(
      `insert into shop_spu (title, subject, grade, term) values ('压测专用课程', '2', '8', '秋季') returning id`,
    );
    const sku = await client.query<{ id: number }>(
      `insert into shop_sku (spu_id, sku_code, name, price_fen, stock) values ($1, $2, '压测班', 9900, $3) returning id`,
      [spu.rows[0]!.id, tag, seats],
    );
    const skuId = sku.rows[0]!.id;

    // Log everyone in first (a few at a time: argon2 is deliberately slow), so only orders race below.
    const tokens: string[] = [];
    for (let i = 0; i < users.rows.length; i += 8) {
      const batch = users.rows.slice(i, i + 8);
      tokens.push(...(await Promise.all(batch.map((u) => login(base, u.username, password)))));
    }

    const started = performance.now();
    const results = await Promise.all(
      tokens.map(async (token) => {
        const t0 = performance.now();
        const res = await fetch(`${base}/api/shop/order`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ items: [{ skuId }] }),
        });
        await res.text();
        return { status: res.status, ms: performance.now() - t0 };
      }),
    );
    const elapsedMs = performance.now() - started;

    const [{ stock }] = (await client.query<{ stock: number }>('select stock from shop_sku where id = $1', [skuId]))
      .rows as [{ stock: number }];
    const [{ n }] = (
      await client.query<{ n: number }>(
        `select count(*)::int as n from shop_order_item i join shop_order o on o.id = i.order_id where i.sku_id = $1 and o.status <> '5'`,
        [skuId],
      )
    ).rows as [{ n: number }];
    const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
    const created = results.filter((r) => r.status === 200).length;
    return {
      buyers,
      seats,
      created,
      soldOut: results.filter((r) => r.status === 409).length,
      unexpected: results.filter((r) => r.status !== 200 && r.status !== 409).length,
      elapsedMs,
      ordersPerSec: created / (elapsedMs / 1000),
      requestsPerSec: buyers / (elapsedMs / 1000),
      latencyP50Ms: percentile(latencies, 50),
      latencyP99Ms: percentile(latencies, 99),
      stockLeft: stock,
      ordersInDatabase: n,
      oversold: Math.max(0, n - seats) + (stock < 0 ? -stock : 0),
    };
  } finally {
    await client.end();
  }
}

async function login(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from('web:web').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', username, password }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`bench login failed for ${username}: HTTP ${res.status}`);
  return body.access_token;
}
