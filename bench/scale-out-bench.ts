/**
 * Read routes through nginx with one instance behind it, then with two (issue 19, "scale out"): the built server
 * twice on one PostgreSQL database and one Redis, as deploy/compose.yaml runs it, and two balancers made by
 * deploy/local-balancer.sh from deploy/nginx.conf (one with the first instance only, one with both). Each route is
 * driven through the one-instance balancer, then through the two-instance one, with identical autocannon settings;
 * the table shows req/s, p99 and the gain.
 *
 * Needs Debian's nginx, a PostgreSQL where it may create a scratch database (BENCH_DATABASE_URL, default the
 * machine's postgres://postgres@127.0.0.1:5432/postgres) and a Redis (BENCH_REDIS_URL, default
 * redis://127.0.0.1:6379). Knobs: BENCH_CONNECTIONS (50), BENCH_DURATION (10 s), BENCH_WARMUP (2 s).
 *
 * Mind the machine: every process here (load generator, nginx, both instances, PostgreSQL) shares its cores, so on
 * the 2-core development machine the second instance cannot add much; the figure that matters there is that two
 * instances serve at least as much as one, and the gain grows with cores.
 */
import { execFileSync } from 'node:child_process';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  NO_RATE_LIMITS,
  ROOT,
  freePort,
  sleep,
  spawnBuiltServer,
  stopBuiltServer,
  waitHealthy,
  type BuiltServer,
} from './built-server';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const BALANCER = path.join(ROOT, 'deploy/local-balancer.sh');

const ROUTES = [
  { route: 'GET /api/ping', path: '/api/ping', auth: false },
  { route: 'GET /api/admin/user/info', path: '/api/admin/user/info', auth: true },
  { route: 'GET /api/shop/spu/public/page', path: '/api/shop/spu/public/page?current=1&size=20', auth: false },
  { route: 'GET /api/shop/spu/public/detail/{id}', path: '/api/shop/spu/public/detail/{spuId}', auth: false },
];

interface Figures {
  reqPerSec: number;
  p99Ms: number;
}

async function drive(url: string, headers: Record<string, string>, seconds: number): Promise<Figures> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0 || result['2xx'] === 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result['2xx']} 2xx`);
  }
  return { reqPerSec: result.requests.average, p99Ms: result.latency.p99 };
}

async function main() {
  const dbName = `salt_bench_scale_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database "${dbName}"`);
  const databaseUrl = `${ADMIN_URL.replace(/\/[^/]*$/, '')}/${dbName}`;
  const servers: BuiltServer[] = [];
  const balancers: string[] = [];
  const shared = { JWT_SECRET: `scale-out-bench-${Date.now()}-0123456789abcdef`, LOG_LEVEL: 'warn', ...NO_RATE_LIMITS };
  const onLine = (name: string) => (line: string) => {
    if (/error|fatal/i.test(line)) console.error(`[${name}] ${line}`);
  };
  try {
    // The first instance migrates and seeds the demo; the second starts on what the first made.
    const instance = async (n: number) => {
      const server = await spawnBuiltServer({
        tmpPrefix: `salt-bench-scale-${n}-`,
        databaseUrl,
        redisUrl: REDIS_URL,
        env: { ...shared, SEED_DEMO: n === 1 ? 'true' : 'false' },
        onLine: onLine(`app${n}`),
      });
      servers.push(server);
      await waitHealthy(server);
      return server;
    };
    const first = await instance(1);
    const second = await instance(2);

    const portOf = (s: BuiltServer) => new URL(s.base).port;
    const balancer = async (name: string, apps: BuiltServer[]) => {
      const dir = await fsp.mkdtemp(path.join(os.tmpdir(), `salt-bench-${name}-`));
      const port = await freePort();
      execFileSync(BALANCER, [dir, String(port), ...apps.map(portOf)], { stdio: 'inherit' });
      balancers.push(dir);
      return `http://127.0.0.1:${port}`;
    };
    const oneBase = await balancer('one', [first]);
    const twoBase = await balancer('two', [first, second]);

    const grant = await fetch(`${first.base}/api/auth/oauth/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from('web:web').toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'password', username: 'student', password: 'Student123' }),
    });
    const raw = (await grant.json()) as { data?: { access_token: string }; access_token?: string };
    const token = (raw.data ?? raw).access_token!;
    const goods = (await (await fetch(`${first.base}/api/shop/spu/public/page?current=1&size=1`)).json()) as {
      data: { records: { id: number }[] };
    };
    const spuId = String(goods.data.records[0]!.id);

    const setting = `${os.cpus().length} CPUs, ${CONNECTIONS} connections, ${DURATION} s per measurement`;
    console.log(`\nRead routes through nginx: one instance vs two (${setting})\n`);
    const rows: string[][] = [];
    for (const spec of ROUTES) {
      const p = spec.path.replace('{spuId}', spuId);
      const headers: Record<string, string> = spec.auth ? { Authorization: `Bearer ${token}` } : {};
      const measured: Figures[] = [];
      for (const base of [oneBase, twoBase]) {
        if (WARMUP > 0) await drive(`${base}${p}`, headers, WARMUP);
        measured.push(await drive(`${base}${p}`, headers, DURATION));
        await sleep(500);
      }
      const [one, two] = measured as [Figures, Figures];
      rows.push([
        spec.route,
        one.reqPerSec.toFixed(0),
        one.p99Ms.toFixed(0),
        two.reqPerSec.toFixed(0),
        two.p99Ms.toFixed(0),
        `${(two.reqPerSec / one.reqPerSec).toFixed(2)}x`,
      ]);
    }
    const header = ['route', '1 instance req/s', 'p99 ms', '2 instances req/s', 'p99 ms', 'gain'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)));
    console.log(line(header).join('  '));
    for (const row of rows) console.log(line(row).join('  '));
  } finally {
    for (const dir of balancers) {
      const pid = await fsp.readFile(path.join(dir, 'nginx.pid'), 'utf8').catch(() => '');
      if (pid.trim()) process.kill(Number(pid.trim()), 'SIGTERM');
    }
    for (const s of servers.reverse()) await stopBuiltServer(s, 20_000);
    await admin.query(`drop database if exists "${dbName}" with (force)`).catch(() => undefined);
    await admin.end();
    for (const s of servers) await fsp.rm(s.dataDir, { recursive: true, force: true });
    for (const dir of balancers) await fsp.rm(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
