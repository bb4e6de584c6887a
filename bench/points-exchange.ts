/**
 * Exchange on one hot item (issue 16): `pupils` real pupils, each with enough 盐值, exchange the same mall item with
 * `stock` units, all at once through the HTTP API (their own tokens, their own Idempotency-Key). Exactly `stock`
 * must succeed, every other request must be refused with 商品已兑完 (409, no 5xx), and the database must agree
 * afterwards: stock 0 and never below, one exchange and one ledger row per success, every pupil's balance equal to
 * the sum of their ledger rows.
 *
 * Everything the pupils touch goes through the product: the 盐值 come from the staff adjustment route (a ledger row
 * each, audited), the item from the console's goods route, the exchanges from POST /api/points/exchange. The bench
 * process only creates the accounts (as exam-pupils.ts does) and reads the database to check.
 *
 * For scale, the same 1,000 connections first send a burst of the bare route (GET /api/ping) in the same shape: the
 * ratio of the exchange burst's requests per second to that burst's is what compares between machines and commits.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { API_PATHS, POINTS_MESSAGES } from '@salt/domain';
import { connectDatabase } from '../apps/server/src/db/client';
import { pointsExchanges, pointsGoods, pointsLedger, users } from '../apps/server/src/db/schema';
import { summarise, type LatencySummary } from './exam-burst';
import { createStudents, inBatches, type Pupil } from './exam-pupils';

export interface ExchangeBurstSettings {
  pupils: number;
  stock: number;
  /** 盐值 one unit costs; each pupil is given twice that, so the balance never decides who wins. */
  pointsCost: number;
}

interface BurstTiming {
  requests: number;
  elapsedMs: number;
  perSecond: number;
  latency: LatencySummary;
}

export interface ExchangeBurstResult {
  settings: ExchangeBurstSettings;
  /** Seconds to create and log in the pupils, grant their 盐值 and make the item (not part of the burst). */
  setupSeconds: number;
  goodsId: number;
  /** The bare route fired the same way (all pupils at once), the median of three rounds by requests per second. */
  bare: BurstTiming;
  /** The item's detail page, all pupils at once (each looks before pressing 兑换; it warms their connections). */
  detail: BurstTiming;
  /** The exchange burst: from the first request sent to the last answer. */
  exchange: BurstTiming;
  /** Successful exchanges per second of the whole burst (succeeded / elapsed; the refusals after the stock ran out count in the time). */
  exchangesPerSecond: number;
  /** Successful exchanges per second while the stock lasted (succeeded / time of the last success's answer). */
  exchangesPerSecondWhileStock: number;
  /** When the first and the last successful exchange were answered, ms after the burst started. */
  firstSuccessMs: number;
  lastSuccessMs: number;
  /** Latency of the successful exchanges alone. */
  successLatency: LatencySummary;
  /** The exchange burst's requests per second over the bare burst's. */
  ratioToBare: number;
  succeeded: number;
  /** 409 with 商品已兑完. */
  soldOut: number;
  /** Anything else (another status, another message, a network error); each fails the run. */
  unexpected: number;
  serverErrors: number;
  unexpectedSamples: string[];
  /** The successful requests sent again with the same Idempotency-Key: how many answered the same exchange. */
  replayedSame: number;
  stockLeft: number;
  exchangedCounter: number;
  exchangesInDatabase: number;
  exchangeLedgerRows: number;
  /** Pupils whose balance is not the sum of their ledger rows, or not grant - cost x their exchanges. */
  ledgerMismatches: number;
  /** Units given beyond the stock, by any count (exchanges, ledger rows, a negative stock); must be 0. */
  oversold: number;
}

interface Answer {
  status: number;
  ms: number;
  /** ms after the burst started when the answer was complete. */
  at: number;
  code?: number;
  msg?: string;
  data?: unknown;
  error?: string;
}

async function send(
  base: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown; key?: string },
  burstStart: number,
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.key) headers['idempotency-key'] = init.key;
  const t0 = performance.now();
  try {
    const res = await fetch(`${base}/api${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await res.text();
    const now = performance.now();
    let parsed: { code?: number; msg?: string; data?: unknown } = {};
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      parsed = { msg: text.slice(0, 200) };
    }
    return { status: res.status, ms: now - t0, at: now - burstStart, ...parsed };
  } catch (err) {
    const now = performance.now();
    return { status: 0, ms: now - t0, at: now - burstStart, error: String(err) };
  }
}

/** Fires one request per pupil, all at once; answers each answer and the burst's timing. */
async function burst(pupils: Pupil[], fire: (p: Pupil, start: number) => Promise<Answer>) {
  const start = performance.now();
  const answers = await Promise.all(pupils.map((p) => fire(p, start)));
  const elapsedMs = performance.now() - start;
  const timing: BurstTiming = {
    requests: answers.length,
    elapsedMs,
    perSecond: answers.length / (elapsedMs / 1000),
    latency: summarise(answers.map((a) => a.ms)),
  };
  return { answers, timing };
}

const okAnswer = (a: Answer) => a.status === 200 && a.code === 0;

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

/** Any setup call that does not answer 200 with code 0 stops the bench with its answer. */
function must<T>(a: Answer, what: string): T {
  if (!okAnswer(a)) throw new Error(`${what}: HTTP ${a.status} ${a.msg ?? a.error ?? ''}`);
  return a.data as T;
}

export async function pointsExchangeBurst(
  base: string,
  dbUrl: string,
  settings: ExchangeBurstSettings,
): Promise<ExchangeBurstResult> {
  const handle = connectDatabase(dbUrl, 8);
  try {
    const db = handle.db;
    const setupStart = performance.now();
    const admin = await login(base, 'admin', 'Admin1234');
    const pupils = await createStudents(db, base, settings.pupils, 'mall');
    const grant = settings.pointsCost * 2;
    await inBatches(pupils, 16, async (p) => {
      const r = must<{ balance: number }>(
        await send(
          base,
          API_PATHS.consolePointsAdjust,
          { method: 'POST', token: admin, body: { userId: p.id, amount: grant, reason: '压测：兑换前发放盐值' } },
          0,
        ),
        `granting ${p.username} 盐值`,
      );
      if (r.balance !== grant) throw new Error(`${p.username} has ${r.balance} 盐值 after the grant, not ${grant}`);
    });
    const goods = must<{ id: number }>(
      await send(
        base,
        API_PATHS.consolePointsGoods,
        {
          method: 'POST',
          token: admin,
          body: {
            kind: 'virtual',
            title: '压测热门兑换品',
            category: '压测',
            pointsCost: settings.pointsCost,
            stock: settings.stock,
            hot: true,
          },
        },
        0,
      ),
      'creating the hot item',
    );
    const setupSeconds = (performance.now() - setupStart) / 1000;

    // The bare route, fired the same way; three rounds (one is a few hundred ms, noisy), the median kept.
    const bareRounds: BurstTiming[] = [];
    for (let round = 0; round < 3; round++) {
      const { answers, timing } = await burst(pupils, (_, start) => send(base, '/ping', {}, start));
      const bad = answers.filter((a) => !okAnswer(a));
      if (bad.length)
        throw new Error(
          `bare burst: ${bad.length} failed, e.g. HTTP ${bad[0]!.status} ${bad[0]!.msg ?? bad[0]!.error}`,
        );
      bareRounds.push(timing);
    }
    bareRounds.sort((a, b) => a.perSecond - b.perSecond);
    const bare = bareRounds[1]!;

    const detailPath = API_PATHS.pointsGoodsDetail.replace(':id', String(goods.id));
    const detailBurst = await burst(pupils, (p, start) => send(base, detailPath, { token: p.token }, start));
    const badDetail = detailBurst.answers.filter((a) => !okAnswer(a));
    if (badDetail.length)
      throw new Error(
        `detail burst: ${badDetail.length} failed, e.g. HTTP ${badDetail[0]!.status} ${badDetail[0]!.msg}`,
      );

    const runTag = Date.now().toString(36);
    const keyOf = (p: Pupil) => `bench-${runTag}-${p.id}`;
    const exchangeBody = { goodsId: goods.id, quantity: 1 };
    const { answers, timing } = await burst(pupils, (p, start) =>
      send(
        base,
        API_PATHS.pointsExchange,
        { method: 'POST', token: p.token, body: exchangeBody, key: keyOf(p) },
        start,
      ),
    );

    const winners: { pupil: Pupil; exchangeId: number }[] = [];
    const successes: Answer[] = [];
    let soldOut = 0;
    const unexpected: Answer[] = [];
    answers.forEach((a, i) => {
      if (okAnswer(a)) {
        successes.push(a);
        winners.push({ pupil: pupils[i]!, exchangeId: (a.data as { id: number }).id });
      } else if (a.status === 409 && a.msg === POINTS_MESSAGES.soldOut) soldOut += 1;
      else unexpected.push(a);
    });

    // A retried click (same key) must answer the first exchange and take nothing more.
    const replays = await Promise.all(
      winners.map(async (w) => {
        const a = await send(
          base,
          API_PATHS.pointsExchange,
          { method: 'POST', token: w.pupil.token, body: exchangeBody, key: keyOf(w.pupil) },
          0,
        );
        return okAnswer(a) && (a.data as { id: number }).id === w.exchangeId;
      }),
    );

    const [item] = await db.select().from(pointsGoods).where(eq(pointsGoods.id, goods.id));
    const ids = pupils.map((p) => p.id);
    const exchangeRows = await db
      .select({ userId: pointsExchanges.userId, pointsTotal: pointsExchanges.pointsTotal })
      .from(pointsExchanges)
      .where(and(eq(pointsExchanges.goodsId, goods.id), sql`${pointsExchanges.status} <> 'cancelled'`));
    const ledger = await db
      .select({
        userId: pointsLedger.userId,
        sum: sql<number>`sum(${pointsLedger.amount})::int`,
        exchangeRows: sql<number>`(count(*) filter (where ${pointsLedger.ruleCode} = 'exchange'))::int`,
      })
      .from(pointsLedger)
      .where(inArray(pointsLedger.userId, ids))
      .groupBy(pointsLedger.userId);
    const balances = await db.select({ id: users.id, points: users.points }).from(users).where(inArray(users.id, ids));
    const ledgerOf = new Map(ledger.map((l) => [l.userId, l]));
    const exchangesOf = new Map<number, number>();
    for (const e of exchangeRows) exchangesOf.set(e.userId, (exchangesOf.get(e.userId) ?? 0) + 1);
    let ledgerMismatches = 0;
    for (const b of balances) {
      const l = ledgerOf.get(b.id);
      const expected = grant - settings.pointsCost * (exchangesOf.get(b.id) ?? 0);
      if (!l || l.sum !== b.points || b.points !== expected || l.exchangeRows !== (exchangesOf.get(b.id) ?? 0))
        ledgerMismatches += 1;
    }
    const exchangeLedgerRows = ledger.reduce((s, l) => s + l.exchangeRows, 0);
    const stockLeft = item!.stock;

    const elapsedSec = timing.elapsedMs / 1000;
    const lastSuccessMs = Math.max(0, ...successes.map((a) => a.at));
    return {
      settings,
      setupSeconds,
      goodsId: goods.id,
      bare,
      detail: detailBurst.timing,
      exchange: timing,
      exchangesPerSecond: successes.length / elapsedSec,
      exchangesPerSecondWhileStock: lastSuccessMs > 0 ? successes.length / (lastSuccessMs / 1000) : 0,
      firstSuccessMs: successes.length ? Math.min(...successes.map((a) => a.at)) : 0,
      lastSuccessMs,
      successLatency: summarise(successes.map((a) => a.ms)),
      ratioToBare: bare.perSecond > 0 ? timing.perSecond / bare.perSecond : 0,
      succeeded: successes.length,
      soldOut,
      unexpected: unexpected.length,
      serverErrors: answers.filter((a) => a.status >= 500).length,
      unexpectedSamples: unexpected
        .slice(0, 5)
        .map((a) => `HTTP ${a.status} ${a.msg ?? ''}${a.error ?? ''}`.slice(0, 200)),
      replayedSame: replays.filter(Boolean).length,
      stockLeft,
      exchangedCounter: item!.exchanged,
      exchangesInDatabase: exchangeRows.length,
      exchangeLedgerRows,
      ledgerMismatches,
      oversold: Math.max(
        0,
        exchangeRows.length - settings.stock,
        exchangeLedgerRows - settings.stock,
        item!.exchanged - settings.stock,
        -stockLeft,
      ),
    };
  } finally {
    await handle.close();
  }
}
