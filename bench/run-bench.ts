/**
 * Load benchmark of the built API server (apps/server/dist/main.js).
 *
 * Starts the server as a child process on a free loopback port with its own throw-away database, logs in as the
 * demo student, warms every route up, then drives each route in turn with autocannon using identical settings.
 * Prints req/s and latency per route plus the ratio to the bare JSON route, and writes the same to
 * bench/results/latest.json. Any non-2xx response, connection error or timeout fails the run.
 *
 * Knobs (environment): BENCH_CONNECTIONS (20), BENCH_DURATION (10 s), BENCH_WARMUP (2 s, 0 = none),
 * BENCH_DATABASE_URL (an existing PostgreSQL to create a scratch database in), BENCH_BUILD=1 (rebuild the server),
 * BENCH_NODE_ARGS (extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"),
 * BENCH_ONLY (a comma list of routes, orders, exam: run only those parts), BENCH_EXAM_PUPILS (2000),
 * BENCH_EXAM_START_SECONDS (30), BENCH_EXAM_ANSWER_SECONDS (120), BENCH_CONSOLE_ORDERS (100000),
 * BENCH_CONSOLE_CONNECTIONS (4: a few admins searching at once; BENCH_ONLY=console), BENCH_EXCHANGE_PUPILS (1000),
 * BENCH_EXCHANGE_STOCK (100: the hot mall item's stock; BENCH_ONLY=exchange).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { examBurst, type ExamBurstResult } from './exam-burst';
import { orderContention, type ContentionResult } from './order-contention';
import { checkoutLoad, type BurstFigures, type CheckoutResult } from './checkout-load';
import { consoleOrdersBench, type ConsoleOrdersResult } from './console-orders';
import { pointsExchangeBurst, type ExchangeBurstResult } from './points-exchange';
import {
  NO_RATE_LIMITS,
  ROOT,
  SERVER_ENTRY,
  sleep,
  spawnBuiltServer,
  stopBuiltServer,
  waitHealthy,
  type BuiltServer,
} from './built-server';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const RESULTS_FILE = path.join(BENCH_DIR, 'results/latest.json');
const STOP_TIMEOUT_MS = 20_000; // the server's close-with-grace delay is 10 s
const DEMO = { client: 'web:web', username: 'student', password: 'Student123' };

interface RouteSpec {
  route: string;
  path: string;
  auth: boolean;
  baseline?: boolean;
  note: string;
}

/** Measured in this order; the first one is the baseline the ratios are computed against. */
const ROUTES: RouteSpec[] = [
  { route: 'GET /api/ping', path: '/api/ping', auth: false, baseline: true, note: 'bare JSON, no database' },
  { route: 'GET /api/admin/dict/all', path: '/api/admin/dict/all', auth: false, note: 'dictionaries, cached 30 s' },
  { route: 'GET /api/admin/user/info', path: '/api/admin/user/info', auth: true, note: 'JWT + PostgreSQL reads' },
  {
    route: 'GET /api/shop/spu/public/page',
    path: '/api/shop/spu/public/page?current=1&size=20',
    auth: false,
    note: 'goods list, 20 cards with teachers and periods',
  },
  // {spuId} is replaced with a real goods id once the server is up.
  {
    route: 'GET /api/shop/spu/public/detail/{id}',
    path: '/api/shop/spu/public/detail/{spuId}',
    auth: false,
    note: 'goods detail',
  },
  // {chapterId} is the demo student's marked homework (quiz, questions, options, answer record and items).
  {
    route: 'GET /api/quiz/homework/byChapter',
    path: '/api/quiz/homework/byChapter?chapterId={chapterId}',
    auth: true,
    note: 'homework: access check in one statement, answer text cached per answer-record version',
  },
];

interface RouteResult {
  route: string;
  note: string;
  reqPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMeanMs: number;
  ratioToBare: number;
  /** Non-2xx responses, errors or timeouts under load: the figures of this row are not to be trusted. */
  failed: boolean;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

function intEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  return value;
}

const PARTS = ['routes', 'orders', 'exam', 'console', 'exchange'] as const;
type Part = (typeof PARTS)[number];

/** BENCH_ONLY=exam (or routes,orders ...): the parts to run; all of them by default. */
function partsEnv(): Set<Part> {
  const raw = (process.env.BENCH_ONLY ?? '').trim();
  if (!raw) return new Set(PARTS);
  const parts = raw.split(',').map((p) => p.trim());
  const unknown = parts.filter((p) => !(PARTS as readonly string[]).includes(p));
  if (unknown.length) throw new Error(`BENCH_ONLY: unknown part(s) ${unknown.join(', ')} (parts: ${PARTS.join(', ')})`);
  return new Set(parts as Part[]);
}

const parts = partsEnv();

const settings = {
  connections: intEnv('BENCH_CONNECTIONS', 20, 1),
  durationSeconds: intEnv('BENCH_DURATION', 10, 1),
  warmupSeconds: intEnv('BENCH_WARMUP', 2, 0),
  pipelining: 1,
  buyers: intEnv('BENCH_BUYERS', 200, 1),
  seats: intEnv('BENCH_SEATS', 50, 1),
  checkoutPupils: intEnv('BENCH_CHECKOUT_PUPILS', 2000, 1),
  checkoutClasses: intEnv('BENCH_CHECKOUT_CLASSES', 50, 1),
  hotSeats: intEnv('BENCH_HOT_SEATS', 50, 1),
  examPupils: intEnv('BENCH_EXAM_PUPILS', 2000, 1),
  examStartSeconds: intEnv('BENCH_EXAM_START_SECONDS', 30, 1),
  examAnswerSeconds: intEnv('BENCH_EXAM_ANSWER_SECONDS', 120, 1),
  consoleOrders: intEnv('BENCH_CONSOLE_ORDERS', 100_000, 1),
  consoleConnections: intEnv('BENCH_CONSOLE_CONNECTIONS', 4, 1),
  exchangePupils: intEnv('BENCH_EXCHANGE_PUPILS', 1000, 1),
  exchangeStock: intEnv('BENCH_EXCHANGE_STOCK', 100, 1),
  /** The server's sweep period, as the bench starts it (the server's own default unless set). */
  sweepIntervalMs: intEnv('SWEEP_INTERVAL_MS', 30_000, 1000),
};

function git(args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

async function ensureBuilt(): Promise<void> {
  if (fs.existsSync(SERVER_ENTRY) && process.env.BENCH_BUILD !== '1') return;
  console.log('Building the server (npm run build -w apps/server) ...');
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', 'apps/server'], { cwd: ROOT, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0 || !fs.existsSync(SERVER_ENTRY)) throw new Error(`server build failed (exit code ${code})`);
}

/** Everything started by this run, torn down in reverse by cleanup(). */
interface Resources {
  dataDir?: string;
  adminUrl?: string;
  scratchDb?: string;
  server?: BuiltServer;
  embeddedPg: boolean;
  /** Where the server's data lives, for the contention check's own reads. */
  dbUrl?: string;
}

const resources: Resources = { embeddedPg: false };
const serverLog: string[] = [];

function remember(line: string) {
  serverLog.push(line);
  if (serverLog.length > 200) serverLog.shift();
}

async function createScratchDatabase(adminUrl: string): Promise<string> {
  const name = `salt_bench_${Date.now()}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  resources.adminUrl = adminUrl;
  resources.scratchDb = name;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropScratchDatabase(): Promise<void> {
  const { adminUrl, scratchDb } = resources;
  if (!adminUrl || !scratchDb) return;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${scratchDb}" with (force)`);
  } finally {
    await client.end();
  }
  resources.scratchDb = undefined;
}

async function startServer(): Promise<string> {
  const benchDbUrl = process.env.BENCH_DATABASE_URL;
  const databaseUrl = benchDbUrl ? await createScratchDatabase(benchDbUrl) : undefined;
  const server = await spawnBuiltServer({
    tmpPrefix: 'salt-bench-',
    env: {
      ...NO_RATE_LIMITS,
      SWEEP_INTERVAL_MS: String(settings.sweepIntervalMs),
    },
    databaseUrl,
    nodeArgs: (process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean),
    onLine: remember,
  });
  resources.server = server;
  resources.dataDir = server.dataDir;
  resources.embeddedPg = server.embeddedPgPort !== null;
  server.process.once('exit', (code, signal) => remember(`[bench] server exited (code ${code}, signal ${signal})`));
  if (databaseUrl) {
    resources.dbUrl = databaseUrl;
    console.log(`Database: scratch database ${resources.scratchDb} on BENCH_DATABASE_URL`);
  } else {
    console.log(`Database: embedded PostgreSQL in ${server.dataDir}/pg on port ${server.embeddedPgPort}`);
  }
  await waitHealthy(server);
  // The embedded server's role and database (apps/server/src/db/embedded-postgres.ts), with the password the
  // server generated into DATA_DIR on its first start (db/bootstrap.ts).
  if (server.embeddedPgPort !== null) {
    const password = (await fsp.readFile(path.join(server.dataDir, 'pg-password'), 'utf8')).trim();
    resources.dbUrl = `postgres://salt:${encodeURIComponent(password)}@127.0.0.1:${server.embeddedPgPort}/salt`;
  }
  return server.base;
}

async function stopServer(): Promise<void> {
  const { server } = resources;
  if (!server) return;
  resources.server = undefined;
  if (await stopBuiltServer(server, STOP_TIMEOUT_MS)) return;
  console.error(`The server did not exit within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM; sending SIGKILL.`);
  server.process.kill('SIGKILL');
  await server.exit;
  // A killed server cannot stop the PostgreSQL it started; stop that postmaster by the pid it recorded.
  if (server.embeddedPgPort !== null) {
    const pidFile = path.join(server.dataDir, 'pg', 'postmaster.pid');
    const pid = Number((await fsp.readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0]);
    if (Number.isInteger(pid) && pid > 0) {
      try {
        process.kill(pid, 'SIGTERM');
        await sleep(2_000);
      } catch {
        // already gone
      }
    }
  }
  throw new Error('the server had to be killed (no clean shutdown)');
}

let cleanupPromise: Promise<string[]> | null = null;

/** Stops the server, drops the scratch database, removes the temp dir; returns the problems met on the way. */
function cleanup(): Promise<string[]> {
  cleanupPromise ??= (async () => {
    const problems: string[] = [];
    const step = async (what: string, fn: () => Promise<void>) => {
      try {
        await fn();
      } catch (err) {
        problems.push(`${what}: ${err instanceof Error ? err.message : String(err)}`);
      }
    };
    await step('stopping the server', stopServer);
    await step('dropping the scratch database', dropScratchDatabase);
    await step('removing the temp data dir', async () => {
      if (resources.dataDir) await fsp.rm(resources.dataDir, { recursive: true, force: true });
    });
    return problems;
  })();
  return cleanupPromise;
}

/** The first session of the demo student's first class: its homework is submitted and marked in the demo. */
async function markedHomeworkChapter(base: string, token: string): Promise<number> {
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as { data: T }).data;
  };
  const classes = await get<{ offeringId: number; role: string }[]>('/api/learn/offering/my');
  const cls = classes.find((c) => c.role === 'student');
  if (!cls) throw new Error('the demo student has no class');
  const detail = await get<{ chapters: { id: number }[] }>(`/api/learn/offering/${cls.offeringId}`);
  const first = detail.chapters[0];
  if (!first) throw new Error('the demo class has no sessions');
  return first.id;
}

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(DEMO.client).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', username: DEMO.username, password: DEMO.password }),
  });
  const text = await res.text();
  const token = res.ok ? (JSON.parse(text) as { access_token?: unknown }).access_token : undefined;
  if (typeof token !== 'string' || !token) throw new Error(`login failed: HTTP ${res.status} ${text.slice(0, 300)}`);
  return token;
}

/** One request per route before any load: a route that answers an error is reported with its body. */
async function checkRoute(base: string, spec: RouteSpec, headers: Record<string, string>): Promise<void> {
  const res = await fetch(`${base}${spec.path}`, { headers });
  const text = await res.text();
  let code: unknown;
  try {
    code = (JSON.parse(text) as { code?: unknown }).code;
  } catch {
    code = undefined;
  }
  if (!res.ok || code !== 0) {
    throw new Error(`${spec.route} answered HTTP ${res.status} (expected 200 with code 0): ${text.slice(0, 300)}`);
  }
}

async function cannon(base: string, spec: RouteSpec, headers: Record<string, string>, seconds: number) {
  const result = await autocannon({
    url: `${base}${spec.path}`,
    method: 'GET',
    headers,
    connections: settings.connections,
    pipelining: settings.pipelining,
    duration: seconds,
  });
  const problems: string[] = [];
  if (result.non2xx > 0) problems.push(`${result.non2xx} non-2xx responses`);
  if (result.errors > 0) problems.push(`${result.errors} connection errors (${result.timeouts} timeouts)`);
  if (result['2xx'] === 0) problems.push('no 2xx response at all');
  return { result, problems };
}

function formatTable(rows: RouteResult[]): string {
  const header = ['route', 'req/s (mean)', 'p50 ms', 'p99 ms', 'vs bare'];
  const body = rows.map((r) => [
    r.failed ? `${r.route} (FAILED)` : r.route,
    r.reqPerSec.toFixed(0),
    r.latencyP50Ms.toFixed(0),
    r.latencyP99Ms.toFixed(0),
    r.ratioToBare.toFixed(2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...body.map(line)].join('\n');
}

/** 1-minute load average: anything else busy on the machine (tests, builds) skews the figures. */
function loadAverage(): number {
  return Math.round((os.loadavg()[0] ?? 0) * 100) / 100;
}

/** The six routes, each driven by autocannon in turn; answers the rows and any failures. */
async function measureRoutes(base: string): Promise<{ rows: RouteResult[]; failures: string[] }> {
  const token = await login(base);
  const headersFor = (spec: RouteSpec): Record<string, string> =>
    spec.auth ? { authorization: `Bearer ${token}` } : {};

  const firstGoods = (await (await fetch(`${base}/api/shop/spu/public/page?size=1`)).json()) as {
    data: { records: { id: number }[] };
  };
  const spuId = firstGoods.data.records[0]?.id;
  if (!spuId) throw new Error('no goods in the demo data');
  const chapterId = await markedHomeworkChapter(base, token);
  for (const spec of ROUTES)
    spec.path = spec.path.replace('{spuId}', String(spuId)).replace('{chapterId}', String(chapterId));
  for (const spec of ROUTES) await checkRoute(base, spec, headersFor(spec));

  if (settings.warmupSeconds > 0) {
    for (const spec of ROUTES) {
      process.stdout.write(`Warming up ${spec.route} ... `);
      const { problems } = await cannon(base, spec, headersFor(spec), settings.warmupSeconds);
      if (problems.length) throw new Error(`warm-up of ${spec.route}: ${problems.join(', ')}`);
      console.log('ok');
    }
  }

  const measured: Omit<RouteResult, 'ratioToBare'>[] = [];
  const failures: string[] = [];
  for (const spec of ROUTES) {
    process.stdout.write(`Measuring ${spec.route} for ${settings.durationSeconds} s ... `);
    const { result, problems } = await cannon(base, spec, headersFor(spec), settings.durationSeconds);
    console.log(problems.length ? `FAILED: ${problems.join(', ')}` : `${result.requests.mean.toFixed(0)} req/s`);
    if (problems.length) failures.push(`${spec.route}: ${problems.join(', ')}`);
    measured.push({
      route: spec.route,
      note: spec.note,
      reqPerSec: result.requests.mean,
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      latencyMeanMs: result.latency.mean,
      failed: problems.length > 0,
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
    });
  }

  const baselineIndex = ROUTES.findIndex((r) => r.baseline);
  const bare = measured[baselineIndex]?.reqPerSec ?? 0;
  const rows: RouteResult[] = measured.map((m) => ({ ...m, ratioToBare: bare > 0 ? m.reqPerSec / bare : 0 }));
  console.log(`\n${formatTable(rows)}\n`);
  return { rows, failures };
}

async function measureOrders(
  base: string,
): Promise<{ contention: ContentionResult; checkout: CheckoutResult; failures: string[] }> {
  process.stdout.write(`Order creation under contention: ${settings.buyers} buyers, ${settings.seats} seats ... `);
  const contention = await orderContention(base, resources.dbUrl!, settings.buyers, settings.seats);
  console.log('done');
  console.log(
    `| orders/s | requests/s | p50 ms | p99 ms | created | sold out (409) | unexpected | stock left | oversold |\n` +
      `|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n` +
      `| ${contention.ordersPerSec.toFixed(0)} | ${contention.requestsPerSec.toFixed(0)} | ${contention.latencyP50Ms.toFixed(0)} | ` +
      `${contention.latencyP99Ms.toFixed(0)} | ${contention.created} | ${contention.soldOut} | ${contention.unexpected} | ` +
      `${contention.stockLeft} | ${contention.oversold} |\n`,
  );
  const failures: string[] = [];
  if (contention.oversold > 0) failures.push(`order contention: ${contention.oversold} seats oversold`);
  if (contention.unexpected > 0) failures.push(`order contention: ${contention.unexpected} unexpected responses`);
  if (contention.created !== Math.min(settings.buyers, settings.seats)) {
    failures.push(
      `order contention: ${contention.created} orders for ${settings.seats} seats and ${settings.buyers} buyers`,
    );
  }
  const checkout = await measureCheckout(base, failures);
  return { contention, checkout, failures };
}

const fmtLatency = (l: BurstFigures['all']) =>
  l.count ? `${l.p50Ms.toFixed(0)} / ${l.p99Ms.toFixed(0)} / ${l.maxMs.toFixed(0)}` : '-';

/** Issue 19's checkout targets: 2,000 pupils over 50 classes, then the same pupils on one class with 50 seats. */
async function measureCheckout(base: string, failures: string[]): Promise<CheckoutResult> {
  const { checkoutPupils: pupils, checkoutClasses: classes, hotSeats } = settings;
  process.stdout.write(
    `Checkout: ${pupils} pupils over ${classes} classes, then on one class with ${hotSeats} seats ... `,
  );
  const r = await checkoutLoad(base, resources.dbUrl!, { pupils, classes, hotSeats });
  console.log('done');
  const row = (name: string, b: BurstFigures) =>
    `| ${name} | ${b.ordersPerSec.toFixed(0)} | ${b.requestsPerSec.toFixed(0)} | ${(b.requestsPerSec / r.bare.requestsPerSec).toFixed(2)} | ` +
    `${fmtLatency(b.all)} | ${fmtLatency(b.winners)} | ${fmtLatency(b.losers)} | ${b.created} / ${b.soldOut} / ${b.unexpected} | ` +
    `${b.oversold} | ${b.deadlocks} |`;
  console.log(
    `bare burst (GET /api/ping, ${pupils} at once): ${r.bare.requestsPerSec.toFixed(0)} req/s, p50 ${r.bare.p50Ms.toFixed(0)} ms, p99 ${r.bare.p99Ms.toFixed(0)} ms\n` +
      `| burst | orders/s | requests/s | vs bare | all p50 / p99 / max ms | winners p50 / p99 / max | losers p50 / p99 / max | created / sold out / other | oversold | deadlocks |\n` +
      `|---|---:|---:|---:|---|---|---|---|---:|---:|\n` +
      `${row('spread', r.spread)}\n${row('hot', r.hot)}\n`,
  );
  for (const [name, b] of [
    ['spread', r.spread],
    ['hot', r.hot],
  ] as const) {
    const top = Object.entries(b.waits)
      .sort((a, c) => c[1] - a[1])
      .slice(0, 6)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
    console.log(`${name}: server backends sampled every 20 ms: ${top || 'none active'}`);
    if (b.oversold > 0) failures.push(`checkout ${name}: ${b.oversold} seats oversold`);
    if (b.deadlocks > 0) failures.push(`checkout ${name}: ${b.deadlocks} deadlocks`);
    if (b.unexpected > 0)
      failures.push(`checkout ${name}: ${b.unexpected} unexpected, e.g. ${b.unexpectedSamples.join(' | ')}`);
  }
  if (r.spread.created !== pupils) failures.push(`checkout spread: ${r.spread.created} orders for ${pupils} pupils`);
  if (r.hot.created !== Math.min(pupils, hotSeats))
    failures.push(`checkout hot: ${r.hot.created} orders for ${hotSeats} seats`);
  console.log('');
  return r;
}

const secs = (v: number | null) => (v === null ? 'never' : `${v.toFixed(1)} s`);

/**
 * CPU seconds used so far by a process and all its descendants (the server and the embedded PostgreSQL it
 * started), from /proc; null where there is no /proc. Unlike latencies this hardly depends on what else the machine
 * runs, so it compares two builds on a busy machine. Processes that already ended are not counted.
 */
function treeCpuSeconds(rootPid: number | undefined): number | null {
  if (rootPid === undefined || !fs.existsSync('/proc/self/stat')) return null;
  const procs = new Map<number, { ppid: number; ticks: number }>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      procs.set(Number(name), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // Ended while we looked.
    }
  }
  const tree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, p] of procs) if (!tree.has(pid) && tree.has(p.ppid)) grew = tree.add(pid) !== undefined;
  }
  let ticks = 0;
  for (const pid of tree) ticks += procs.get(pid)?.ticks ?? 0;
  return ticks / 100; // USER_HZ is 100 on Linux
}

async function measureExam(base: string): Promise<{ burst: ExamBurstResult; failures: string[] }> {
  const cpuBefore = treeCpuSeconds(resources.server?.process.pid);
  console.log(
    `Exam burst: ${settings.examPupils} pupils start within ${settings.examStartSeconds} s, each saving every answer ` +
      `over about ${settings.examAnswerSeconds} s; then the sweep (every ${settings.sweepIntervalMs / 1000} s) at the deadline ...`,
  );
  const burst = await examBurst(base, resources.dbUrl!, {
    pupils: settings.examPupils,
    startSeconds: settings.examStartSeconds,
    answerSeconds: settings.examAnswerSeconds,
    sweepIntervalMs: settings.sweepIntervalMs,
  });
  const cpuAfter = treeCpuSeconds(resources.server?.process.pid);
  const ms = (v: number) => v.toFixed(0);
  if (cpuBefore !== null && cpuAfter !== null) {
    burst.serverCpuSeconds = cpuAfter - cpuBefore;
    console.log(
      `Server + PostgreSQL CPU over the whole exam part (logins, starts, saves, sweep): ${burst.serverCpuSeconds.toFixed(1)} s`,
    );
  }
  console.log(
    `Pupils created, enrolled and logged in: ${burst.setupSeconds.toFixed(1)} s; ${burst.questionsPerPaper} answers a paper\n` +
      `| call | count | per s | p50 ms | p95 ms | p99 ms | max ms |\n|---|---:|---:|---:|---:|---:|---:|\n` +
      `| start (POST /em/quiz/session) | ${burst.starts.count} | | ${ms(burst.starts.p50Ms)} | ${ms(burst.starts.p95Ms)} | ` +
      `${ms(burst.starts.p99Ms)} | ${ms(burst.starts.maxMs)} |\n` +
      `| answer save (PUT .../answer) | ${burst.saves.count} | ${burst.saves.perSecond.toFixed(0)} | ${ms(burst.saves.p50Ms)} | ` +
      `${ms(burst.saves.p95Ms)} | ${ms(burst.saves.p99Ms)} | ${ms(burst.saves.maxMs)} |\n` +
      `Burst: ${burst.burstSeconds.toFixed(1)} s, ${burst.failures} failed requests, ${burst.answersInDatabase} answers stored; ` +
      `answer-save p99 ${ms(burst.saves.p99Ms)} ms (target <= 150 ms); the bench's own event loop ran up to ` +
      `${ms(burst.clientLoopDelayP99Ms)} ms late (p99; max ${ms(burst.clientLoopDelayMaxMs)})\n` +
      `Sweep: deadline ${burst.deadline}; first sweep run started ${secs(burst.sweepStartedAfterDeadline)} after it ` +
      `(due at +10 s); all ${burst.committed} committed ${secs(burst.allCommittedAfterDeadline)} after it; ` +
      `the sweep took ${secs(burst.sweepSeconds)}; runs: ` +
      burst.sweepRuns
        .map(
          (r) =>
            `${r.committed ?? '?'} in ${r.completedAt ? ((Date.parse(r.completedAt) - Date.parse(r.startedAt)) / 1000).toFixed(1) : '?'} s`,
        )
        .join(', ') +
      '\n',
  );
  const failures: string[] = [];
  if (burst.failures > 0)
    failures.push(`exam burst: ${burst.failures} failed requests, e.g. ${burst.failureSamples.join(' | ')}`);
  const expectedAnswers = burst.starts.count * burst.questionsPerPaper;
  if (burst.answersInDatabase !== expectedAnswers)
    failures.push(`exam burst: ${burst.answersInDatabase} answers stored, ${expectedAnswers} saved`);
  if (burst.allCommittedAfterDeadline === null || burst.committed !== settings.examPupils)
    failures.push(`exam sweep: ${burst.committed} of ${settings.examPupils} attempts committed`);
  if (burst.committedByAuto !== burst.committed || burst.marked !== burst.committed)
    failures.push(`exam sweep: ${burst.committedByAuto} committed by the sweep, ${burst.marked} marked`);
  return { burst, failures };
}

/** The console's order search over many orders (status + days), p99 target <= 100 ms, with its query plans. */
async function measureConsole(base: string): Promise<{ result: ConsoleOrdersResult; failures: string[] }> {
  process.stdout.write(`Console order search: inserting ${settings.consoleOrders} orders ... `);
  const result = await consoleOrdersBench(base, resources.dbUrl!, {
    count: settings.consoleOrders,
    connections: settings.consoleConnections,
    durationSeconds: settings.durationSeconds,
    warmupSeconds: settings.warmupSeconds,
  });
  console.log(`done in ${result.insertSeconds.toFixed(1)} s`);
  console.log(
    `GET ${result.path} (${result.matched} orders match), ${result.connections} connections, ${result.durationSeconds} s\n` +
      `| req/s | p50 ms | p99 ms | max ms | non-2xx | errors |\n|---:|---:|---:|---:|---:|---:|\n` +
      `| ${result.reqPerSec.toFixed(0)} | ${result.latencyP50Ms.toFixed(0)} | ${result.latencyP99Ms.toFixed(0)} | ` +
      `${result.latencyMaxMs.toFixed(0)} | ${result.non2xx} | ${result.errors} |\n` +
      `p99 target <= 100 ms; indexes on shop_order in the plans: ${result.indexesUsed.join(', ') || 'none'}\n` +
      `EXPLAIN (ANALYZE, BUFFERS) of the page query:\n${result.pagePlan}\n\nEXPLAIN (ANALYZE, BUFFERS) of the count:\n${result.countPlan}\n`,
  );
  const failures: string[] = [];
  if (result.non2xx > 0 || result.errors > 0)
    failures.push(`console order search: ${result.non2xx} non-2xx, ${result.errors} errors`);
  if (!result.indexesUsed.includes('shop_order_status_created_idx'))
    failures.push('console order search: the plans do not use shop_order_status_created_idx');
  return { result, failures };
}

/** 盐值 exchange of one hot item: every pupil at once, exactly `stock` succeed, nothing oversold (issue 16). */
async function measureExchange(base: string): Promise<{ result: ExchangeBurstResult; failures: string[] }> {
  console.log(
    `Points exchange: ${settings.exchangePupils} pupils exchange one hot item with ${settings.exchangeStock} in stock, ` +
      `all at once ...`,
  );
  const r = await pointsExchangeBurst(base, resources.dbUrl!, {
    pupils: settings.exchangePupils,
    stock: settings.exchangeStock,
    pointsCost: 500,
  });
  const ms = (v: number) => v.toFixed(0);
  const row = (name: string, t: ExchangeBurstResult['bare']) =>
    `| ${name} | ${t.requests} | ${t.perSecond.toFixed(0)} | ${ms(t.elapsedMs)} | ${ms(t.latency.p50Ms)} | ` +
    `${ms(t.latency.p95Ms)} | ${ms(t.latency.maxMs)} |\n`;
  console.log(
    `Pupils created, logged in, given 盐值, item made: ${r.setupSeconds.toFixed(1)} s\n` +
      `| burst (all at once) | requests | req/s | took ms | p50 ms | p95 ms | max ms |\n|---|---:|---:|---:|---:|---:|---:|\n` +
      row('GET /api/ping (bare, median of 3)', r.bare) +
      row('GET /api/points/goods/{id}', r.detail) +
      row('POST /api/points/exchange', r.exchange) +
      `Exchanges: ${r.succeeded} succeeded, answered ${ms(r.firstSuccessMs)}-${ms(r.lastSuccessMs)} ms after the start: ` +
      `${r.exchangesPerSecondWhileStock.toFixed(0)}/s while the stock lasted (${r.exchangesPerSecond.toFixed(0)}/s over the ` +
      `whole burst), success p50/p95 ${ms(r.successLatency.p50Ms)}/${ms(r.successLatency.p95Ms)} ms; ` +
      `${r.soldOut} 商品已兑完 (409), ${r.unexpected} unexpected (${r.serverErrors} 5xx); ` +
      `exchange req/s vs bare ${r.ratioToBare.toFixed(2)}\n` +
      `Database: stock left ${r.stockLeft}, exchanged ${r.exchangedCounter}, ${r.exchangesInDatabase} exchanges, ` +
      `${r.exchangeLedgerRows} exchange ledger rows, ${r.ledgerMismatches} balances off their ledger; ` +
      `oversold ${r.oversold}; ${r.replayedSame} of ${r.succeeded} retries with the same key answered the same exchange\n`,
  );
  const failures: string[] = [];
  const want = Math.min(settings.exchangeStock, settings.exchangePupils);
  if (r.succeeded !== want) failures.push(`points exchange: ${r.succeeded} succeeded, expected ${want}`);
  if (r.oversold > 0) failures.push(`points exchange: ${r.oversold} units oversold`);
  if (r.unexpected > 0)
    failures.push(`points exchange: ${r.unexpected} unexpected answers, e.g. ${r.unexpectedSamples.join(' | ')}`);
  if (r.exchangesInDatabase !== r.succeeded || r.exchangeLedgerRows !== r.succeeded)
    failures.push(
      `points exchange: ${r.succeeded} succeeded but ${r.exchangesInDatabase} exchanges and ${r.exchangeLedgerRows} ledger rows`,
    );
  if (r.stockLeft !== settings.exchangeStock - want || r.exchangedCounter !== want)
    failures.push(`points exchange: stock left ${r.stockLeft}, exchanged ${r.exchangedCounter}`);
  if (r.ledgerMismatches > 0) failures.push(`points exchange: ${r.ledgerMismatches} balances off their ledger`);
  if (r.replayedSame !== r.succeeded)
    failures.push(
      `points exchange: ${r.succeeded - r.replayedSame} same-key retries did not answer the first exchange`,
    );
  return { result: r, failures };
}

async function run(): Promise<void> {
  await ensureBuilt();
  const loadAtStart = loadAverage();
  const commit = git(['rev-parse', '--short', 'HEAD']);
  const serverTreeDirty = git(['status', '--porcelain', '--', 'apps/server', 'packages/domain']) !== '';
  const builtAt = fs.statSync(SERVER_ENTRY).mtime.toISOString();
  console.log(
    `Commit ${commit || 'unknown'}${serverTreeDirty ? ' (apps/server or packages/domain has uncommitted changes)' : ''}; ` +
      `bundle built ${builtAt}`,
  );
  console.log(
    `Parts: ${[...parts].join(', ')}. Settings: ${settings.connections} connections, ${settings.durationSeconds} s per route, ` +
      `${settings.warmupSeconds} s warm-up per route, pipelining ${settings.pipelining}; ` +
      `Node ${process.version}, ${os.cpus().length} CPUs, load average ${loadAverage()} before the start`,
  );

  const base = await startServer();
  console.log(`Server ready at ${base}`);
  const failures: string[] = [];
  const routes = parts.has('routes') ? await measureRoutes(base) : null;
  if (routes) failures.push(...routes.failures);
  const orders = parts.has('orders') ? await measureOrders(base) : null;
  if (orders) failures.push(...orders.failures);
  const exam = parts.has('exam') ? await measureExam(base) : null;
  if (exam) failures.push(...exam.failures);
  const consoleOrders = parts.has('console') ? await measureConsole(base) : null;
  if (consoleOrders) failures.push(...consoleOrders.failures);
  const exchange = parts.has('exchange') ? await measureExchange(base) : null;
  if (exchange) failures.push(...exchange.failures);

  await fsp.mkdir(path.dirname(RESULTS_FILE), { recursive: true });
  const report = {
    ok: failures.length === 0,
    failures,
    parts: [...parts],
    commit,
    serverTreeDirty,
    serverBundleBuiltAt: builtAt,
    finishedAt: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    loadAverageAtStart: loadAtStart,
    loadAverageAtEnd: loadAverage(),
    database: resources.embeddedPg ? 'embedded' : 'BENCH_DATABASE_URL',
    settings,
    results: routes?.rows ?? null,
    orderContention: orders?.contention ?? null,
    checkout: orders?.checkout ?? null,
    examBurst: exam?.burst ?? null,
    consoleOrders: consoleOrders?.result ?? null,
    pointsExchange: exchange?.result ?? null,
  };
  await fsp.writeFile(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Written ${path.relative(ROOT, RESULTS_FILE)}`);
  if (failures.length) throw new Error(`non-2xx responses or errors under load:\n  ${failures.join('\n  ')}`);
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal} received; stopping the server ...`);
    void cleanup().finally(() => process.exit(130));
  });
}

let failed = false;
try {
  await run();
} catch (err) {
  failed = true;
  console.error(`\nBenchmark FAILED: ${err instanceof Error ? err.message : String(err)}`);
  if (serverLog.length) console.error(`Last server output:\n${serverLog.slice(-40).join('\n')}`);
} finally {
  if (!interrupted) {
    const problems = await cleanup();
    for (const p of problems) console.error(`Cleanup problem: ${p}`);
    if (problems.length) failed = true;
  }
}
process.exit(failed ? 1 : 0);
