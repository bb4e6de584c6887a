/**
 * Checkout under load (issue 19): the pupil's own checkout call (`POST /api/shop/order`, what the web's checkout page
 * sends) from many pupils at once, in two shapes:
 *
 * - **spread**: `pupils` buyers over `classes` classes with room for all (pupil i buys class i mod classes): the
 *   ordinary rush of a term's opening, where throughput matters;
 * - **hot**: the same pupils all buy one class with `hotSeats` seats: `hotSeats` win, everyone else must get the
 *   catalogue's sold-out answer (409 SHOP_SOLD_OUT) quickly, without queueing on the class's row lock.
 *
 * Pupils are real student accounts (`createStudents`: the account module's insert, cheap argon2, the real password
 * grant). Classes are rows inserted into the catalogue's tables directly, as the older order-contention bench does.
 * Every request of a burst is in flight at once, each pupil on its own keep-alive connection (the bare route is
 * fired the same way first, for the ratio). While a burst runs, PostgreSQL's `pg_stat_activity` is sampled every
 * 20 ms for what the server's backends wait on, and `pg_stat_database.deadlocks` is read before and after.
 */
import pg from 'pg';
import { SHOP_ERRORS } from '@salt/domain';
import { connectDatabase } from '../apps/server/src/db/client';
import { createStudents, type Pupil } from './exam-pupils';

export interface CheckoutSettings {
  pupils: number;
  classes: number;
  hotSeats: number;
}

interface Latency {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface BurstFigures {
  requests: number;
  elapsedMs: number;
  /** Orders made / time from the first send to the last answer. */
  ordersPerSec: number;
  requestsPerSec: number;
  all: Latency;
  winners: Latency;
  losers: Latency;
  created: number;
  soldOut: number;
  unexpected: number;
  unexpectedSamples: string[];
  /** Seats taken beyond the stock by any count (order items, seat rows, a negative stock); must be 0. */
  oversold: number;
  deadlocks: number;
  /** pg_stat_activity samples of the server's backends during the burst: `state/wait_event_type:wait_event` → count. */
  waits: Record<string, number>;
}

export interface CheckoutResult {
  settings: CheckoutSettings;
  bare: { requestsPerSec: number; p50Ms: number; p99Ms: number };
  spread: BurstFigures;
  hot: BurstFigures;
}

interface Answer {
  status: number;
  ms: number;
  code?: number;
  msg?: string;
  error?: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function summarise(ms: number[]): Latency {
  const s = [...ms].sort((a, b) => a - b);
  return { count: s.length, p50Ms: percentile(s, 50), p99Ms: percentile(s, 99), maxMs: s[s.length - 1] ?? 0 };
}

async function send(base: string, path: string, token: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const t0 = performance.now();
  try {
    const res = await fetch(`${base}/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    const ms = performance.now() - t0;
    let parsed: { code?: number; msg?: string } = {};
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      parsed = { msg: text.slice(0, 200) };
    }
    return { status: res.status, ms, code: parsed.code, msg: parsed.msg };
  } catch (err) {
    return { status: 0, ms: performance.now() - t0, error: String(err) };
  }
}

/** Samples what the server's backends (not this bench's own connection) are doing until `stop` is called. */
function sampleWaits(client: pg.Client) {
  const waits: Record<string, number> = {};
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ k: string; n: number }>(
        `select state || '/' || coalesce(wait_event_type || ':' || wait_event, 'cpu') as k, count(*)::int as n
           from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
            and state <> 'idle'
          group by 1`,
      );
      for (const r of rows) waits[r.k] = (waits[r.k] ?? 0) + r.n;
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return waits;
  };
}

async function deadlocks(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    `select deadlocks::text as n from pg_stat_database where datname = current_database()`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** A class (goods + one sku) with `stock` seats, inserted as the catalogue stores it. */
async function makeClasses(client: pg.Client, tag: string, count: number, stock: number): Promise<number[]> {
  const spu = await client.query<{ id: number }>(
    `insert into shop_spu (title, subject, grade, term)
     select '压测课程 ' || $1 || '-' || g, '2', '8', '秋季' from generate_series(1, $2) g returning id`,
    [tag, count],
  );
  const sku = await client.query<{ id: number }>(
    `insert into shop_sku (spu_id, sku_code, name, price_fen, stock)
     select id, $1 || '-' || id, '压测班', 9900, $2 from unnest($3::int[]) id returning id`,
    [tag, stock, spu.rows.map((r) => r.id)],
  );
  return sku.rows.map((r) => r.id);
}

async function orderBurst(
  base: string,
  client: pg.Client,
  pupils: Pupil[],
  skuOf: (i: number) => number,
  skuIds: number[],
  seatsPerClass: number,
): Promise<BurstFigures> {
  const before = await deadlocks(client);
  const stop = sampleWaits(client);
  const start = performance.now();
  const answers = await Promise.all(
    pupils.map((p, i) => send(base, '/shop/order', p.token, { items: [{ skuId: skuOf(i) }] })),
  );
  const elapsedMs = performance.now() - start;
  const waits = await stop();
  const after = await deadlocks(client);

  const won = answers.filter((a) => a.status === 200 && a.code === 0);
  const lost = answers.filter((a) => a.status === 409 && a.msg === SHOP_ERRORS.soldOut.msg);
  const odd = answers.filter((a) => !won.includes(a) && !lost.includes(a));
  const { rows } = await client.query<{ sku_id: number; stock: number; items: number; seats: number }>(
    `select s.id as sku_id, s.stock,
            (select count(*)::int from shop_order_item i join shop_order o on o.id = i.order_id
              where i.sku_id = s.id and o.status <> '5') as items,
            (select count(*)::int from shop_order_seat t where t.sku_id = s.id and t.active) as seats
       from shop_sku s where s.id = any($1::int[])`,
    [skuIds],
  );
  const oversold = rows.reduce(
    (sum, r) => sum + Math.max(0, r.items - seatsPerClass, r.seats - seatsPerClass, r.stock < 0 ? -r.stock : 0),
    0,
  );
  return {
    requests: answers.length,
    elapsedMs,
    ordersPerSec: won.length / (elapsedMs / 1000),
    requestsPerSec: answers.length / (elapsedMs / 1000),
    all: summarise(answers.map((a) => a.ms)),
    winners: summarise(won.map((a) => a.ms)),
    losers: summarise(lost.map((a) => a.ms)),
    created: won.length,
    soldOut: lost.length,
    unexpected: odd.length,
    unexpectedSamples: odd.slice(0, 3).map((a) => `HTTP ${a.status} ${a.msg ?? a.error ?? ''}`),
    oversold,
    deadlocks: after - before,
    waits,
  };
}

export async function checkoutLoad(base: string, dbUrl: string, settings: CheckoutSettings): Promise<CheckoutResult> {
  const handle = connectDatabase(dbUrl, 8);
  const client = new pg.Client({ connectionString: dbUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    const pupils = await createStudents(handle.db, base, settings.pupils, 'buy');
    const tag = Date.now().toString(36);
    const perClass = Math.ceil(settings.pupils / settings.classes);
    const spreadSkus = await makeClasses(client, `${tag}s`, settings.classes, perClass);
    const [hotSku] = await makeClasses(client, `${tag}h`, 1, settings.hotSeats);

    // The bare route fired the same way (three rounds, median kept); it also opens every pupil's connection.
    const rounds: { requestsPerSec: number; p50Ms: number; p99Ms: number }[] = [];
    for (let r = 0; r < 3; r++) {
      const start = performance.now();
      const answers = await Promise.all(pupils.map((p) => send(base, '/ping', p.token)));
      const elapsed = performance.now() - start;
      if (answers.some((a) => a.status !== 200)) throw new Error('bare burst: a ping failed');
      const l = summarise(answers.map((a) => a.ms));
      rounds.push({ requestsPerSec: answers.length / (elapsed / 1000), p50Ms: l.p50Ms, p99Ms: l.p99Ms });
    }
    rounds.sort((a, b) => a.requestsPerSec - b.requestsPerSec);

    const spread = await orderBurst(
      base,
      client,
      pupils,
      (i) => spreadSkus[i % spreadSkus.length]!,
      spreadSkus,
      perClass,
    );
    const hot = await orderBurst(base, client, pupils, () => hotSku!, [hotSku!], settings.hotSeats);
    return { settings, bare: rounds[1]!, spread, hot };
  } finally {
    await client.end();
    await handle.close();
  }
}
