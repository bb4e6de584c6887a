/**
 * Starting and stopping the built API server for the benchmarks (run-bench.ts, web-bench.ts): a child process on a
 * free loopback port with a throw-away DATA_DIR, never the caller's database or Redis; one SIGTERM on the way out
 * (a second signal makes close-with-grace exit at once, leaving the embedded PostgreSQL running).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fsp from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/main.js');
/** The first start of the embedded PostgreSQL runs initdb and seeds the demo. */
const HEALTH_TIMEOUT_MS = 180_000;

/** The per-address rate limits lifted: a load generator is one address (every bench sets this). */
export const NO_RATE_LIMITS = { RATE_LIMIT_MAX: '100000000', AUTH_RATE_LIMIT_MAX: '100000000' };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => (port ? resolve(port) : reject(new Error('could not get a free port'))));
    });
  });
}

export interface BuiltServer {
  base: string;
  dataDir: string;
  /** Set when the server runs its own embedded PostgreSQL (no `databaseUrl` given). */
  embeddedPgPort: number | null;
  process: ChildProcess;
  exit: Promise<void>;
}

/**
 * Spawns the server; answers at once (so the caller can clean up whatever happens next), before it is healthy.
 * `env` adds settings; `databaseUrl` replaces the embedded PostgreSQL; `redisUrl` joins a Redis; every output line
 * goes to `onLine`.
 */
export async function spawnBuiltServer(opts: {
  tmpPrefix: string;
  env?: NodeJS.ProcessEnv;
  databaseUrl?: string;
  /** A Redis to share with other instances (the scale-out bench); unset = none. */
  redisUrl?: string;
  nodeArgs?: string[];
  onLine: (line: string) => void;
}): Promise<BuiltServer> {
  const port = await freePort();
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), opts.tmpPrefix));
  // When run as root the embedded PostgreSQL runs as the `postgres` user, which must be able to enter this dir.
  await fsp.chmod(dataDir, 0o755);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    ...opts.env,
  };
  // Nothing from the caller's shell may point the server at a real database or a shared Redis.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const embeddedPgPort = opts.databaseUrl ? null : await freePort();
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  if (opts.redisUrl) env.REDIS_URL = opts.redisUrl;
  else env.EMBEDDED_PG_PORT = String(embeddedPgPort);
  // Own process group: a Ctrl-C in the terminal reaches only the bench, which then sends exactly one SIGTERM.
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), SERVER_ENTRY], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) readline.createInterface({ input: stream }).on('line', opts.onLine);
  }
  return { base: `http://127.0.0.1:${port}`, dataDir, embeddedPgPort, process: child, exit };
}

/** Waits until GET /api/health answers `{status: 'ok'}`; throws when the server exits or takes too long. */
export async function waitHealthy(server: BuiltServer): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const child = server.process;
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('the server exited during start-up');
    const body = await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(2_000) })
      .then((res) => (res.ok ? (res.json() as Promise<{ status?: string }>) : null))
      .catch(() => null);
    if (body?.status === 'ok') return;
    await sleep(250);
  }
  throw new Error(`the server did not answer /api/health with status ok within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

/** One SIGTERM, then waits up to `timeoutMs`; answers whether the server exited (false: still running). */
export async function stopBuiltServer(server: BuiltServer, timeoutMs: number): Promise<boolean> {
  const child = server.process;
  if (child.exitCode !== null || child.signalCode !== null) return true;
  child.kill('SIGTERM');
  return Promise.race([server.exit.then(() => true), sleep(timeoutMs).then(() => false)]);
}
