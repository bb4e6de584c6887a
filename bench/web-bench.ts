/**
 * Web performance of the built site (issue 19): Lighthouse's performance category on the pages a phone or a
 * desktop visitor opens first, plus each route's first-load JavaScript from the Vite manifest.
 *
 * Uses the built tree (runs `npm run build` when apps/web/dist or apps/server/dist is missing), starts the built
 * server on a free loopback port with a throw-away DATA_DIR and its own embedded PostgreSQL, then runs Lighthouse
 * (npm `lighthouse`) in Debian's Chromium: the mobile preset (simulated slow 4G, 4x CPU slowdown) for the phone
 * pages, the desktop preset for the desktop pages. `/center` is measured as the logged-in demo pupil: the tokens
 * are put into localStorage and the site stores the user next to them the way it does after a login, then the
 * browser cache is cleared, so the page still loads cold. Prints a table and writes bench/results/web-latest.json. A page that does not load fails the run.
 *
 * Knobs: CHROME_PATH (/usr/bin/chromium), WEB_BENCH_ONLY (a comma list of page names, e.g. m-shop,home),
 * WEB_BENCH_REPORT_DIR (write each page's full Lighthouse result there as <page>.json: treemap, layout shifts,
 * main-thread breakdown, for finding what takes the time).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { firstLoad, type Manifest } from '../apps/web/build-budget/first-load-js';
import { gzipSizeIn } from '../apps/web/build-budget/budget-plugin';
import { ROUTE_BUDGETS } from '../apps/web/build-budget/route-budgets';
import { ROOT, SERVER_ENTRY, spawnBuiltServer, stopBuiltServer, waitHealthy, type BuiltServer } from './built-server';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const WEB_DIST = path.join(ROOT, 'apps/web/dist');
const RESULTS_FILE = path.join(BENCH_DIR, 'results/web-latest.json');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const STOP_TIMEOUT_MS = 20_000;
const TOKEN_KEY = 'salt-classes-token';
const USER_KEY = 'salt-classes-user';
const DEMO = { client: 'web:web', username: 'student', password: 'Student123' };

interface PageSpec {
  name: string;
  /** Path on the site; {spuId} is a real goods id. */
  path: string;
  preset: 'mobile' | 'desktop';
  /** The budget route (build-budget/route-budgets.ts) whose first-load JavaScript this page loads. */
  budgetRoute: string;
  loggedIn?: boolean;
  target: number;
}

const PAGES: PageSpec[] = [
  { name: 'm-shop', path: '/m-shop', preset: 'mobile', budgetRoute: '/m-shop', target: 90 },
  {
    name: 'goods',
    path: '/m-shop/goods-detail-new/{spuId}',
    preset: 'mobile',
    budgetRoute: '/m-shop/goods-detail-new/:id',
    target: 90,
  },
  { name: 'center', path: '/center', preset: 'mobile', budgetRoute: '/center', loggedIn: true, target: 90 },
  { name: 'home', path: '/', preset: 'desktop', budgetRoute: '/', target: 95 },
  { name: 'course', path: '/course', preset: 'desktop', budgetRoute: '/course', target: 95 },
];

interface PageResult {
  name: string;
  url: string;
  preset: string;
  score: number;
  target: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferredKb: number;
  firstLoadJsGzipKb: number;
}

async function ensureBuilt(): Promise<void> {
  if (fs.existsSync(SERVER_ENTRY) && fs.existsSync(path.join(WEB_DIST, '.vite/manifest.json'))) return;
  console.log('Building (npm run build) ...');
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`build failed (exit code ${code})`);
}

const started: { server?: BuiltServer; chrome?: chromeLauncher.LaunchedChrome } = {};
const serverLog: string[] = [];

async function startServer(): Promise<string> {
  started.server = await spawnBuiltServer({
    tmpPrefix: 'salt-web-bench-',
    onLine: (line) => {
      serverLog.push(line);
      if (serverLog.length > 100) serverLog.shift();
    },
  });
  await waitHealthy(started.server);
  return started.server.base;
}

async function cleanup(): Promise<void> {
  try {
    started.chrome?.kill();
  } catch {
    // already gone
  }
  started.chrome = undefined;
  const { server } = started;
  started.server = undefined;
  if (!server) return;
  if (!(await stopBuiltServer(server, STOP_TIMEOUT_MS)))
    console.error('The server did not stop within 20 s of SIGTERM; it is left running, stop it yourself.');
  await fsp.rm(server.dataDir, { recursive: true, force: true }).catch(() => undefined);
}

async function demoTokens(base: string): Promise<{ accessToken: string; refreshToken: string }> {
  const res = await fetch(`${base}/api/auth/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(DEMO.client).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', username: DEMO.username, password: DEMO.password }),
  });
  const j = (await res.json()) as { data?: unknown };
  const t = (j.data ?? j) as { access_token?: string; refresh_token?: string };
  if (!res.ok || !t.access_token || !t.refresh_token) throw new Error(`demo login failed: HTTP ${res.status}`);
  return { accessToken: t.access_token, refreshToken: t.refresh_token };
}

async function firstGoodsId(base: string): Promise<number> {
  const res = await fetch(`${base}/api/shop/spu/public/page?current=1&size=1`);
  const id = ((await res.json()) as { data?: { records?: { id: number }[] } }).data?.records?.[0]?.id;
  if (!id) throw new Error('no goods in the demo data');
  return id;
}

/** The logged-in pupil: the tokens and the user where the web keeps them, then an empty browser cache. */
async function logIn(port: number, base: string, tokens: { accessToken: string; refreshToken: string }) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/favicon.svg`);
    await page.evaluate((key, value) => localStorage.setItem(key, value), TOKEN_KEY, JSON.stringify(tokens));
    // A pupil who logged in has their user stored next to the tokens; with tokens alone the site reloads once at
    // start (startSession, the native app's hand-over), which Lighthouse would count as part of the page load.
    // Let the site store the user the way it does after a login, before the cache is emptied.
    await page.goto(`${base}/center`, { waitUntil: 'networkidle0' });
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, {}, USER_KEY);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

function fmt(n: number, digits = 0): string {
  return n.toFixed(digits);
}

async function main(): Promise<void> {
  await ensureBuilt();
  const only = (process.env.WEB_BENCH_ONLY ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const pages = only.length ? PAGES.filter((p) => only.includes(p.name)) : PAGES;
  const manifest = JSON.parse(await fsp.readFile(path.join(WEB_DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
  const gzipSize = gzipSizeIn(WEB_DIST);

  const base = await startServer();
  const spuId = await firstGoodsId(base);
  const tokens = await demoTokens(base);
  started.chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  const port = started.chrome.port;

  const results: PageResult[] = [];
  const failures: string[] = [];
  for (const spec of pages) {
    const url = base + spec.path.replace('{spuId}', String(spuId));
    const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
    if (spec.loggedIn) {
      await logIn(port, base, tokens);
      flags.disableStorageReset = true; // keep the tokens; the cache was emptied above
    }
    console.log(`Lighthouse ${spec.preset}: ${url}`);
    const run: RunnerResult | undefined = await lighthouse(
      url,
      flags,
      spec.preset === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = run?.lhr;
    const score = lhr?.categories.performance?.score;
    if (!lhr || lhr.runtimeError || score === null || score === undefined) {
      failures.push(`${spec.name}: ${lhr?.runtimeError?.message ?? 'no performance score'}`);
      continue;
    }
    const reportDir = process.env.WEB_BENCH_REPORT_DIR;
    if (reportDir) {
      await fsp.mkdir(reportDir, { recursive: true });
      await fsp.writeFile(path.join(reportDir, `${spec.name}.json`), JSON.stringify(lhr));
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const budget = ROUTE_BUDGETS.find((b) => b.route === spec.budgetRoute);
    if (!budget) throw new Error(`no budget route ${spec.budgetRoute} in build-budget/route-budgets.ts`);
    results.push({
      name: spec.name,
      url: lhr.finalDisplayedUrl,
      preset: spec.preset,
      score: Math.round(score * 100),
      target: spec.target,
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      transferredKb: audit('total-byte-weight') / 1024,
      firstLoadJsGzipKb: firstLoad(manifest, budget, gzipSize).gzipKb,
    });
    // A page that ended somewhere else (an error page, a login redirect) was not measured.
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      failures.push(`${spec.name}: ended on ${lhr.finalDisplayedUrl} instead of ${url}`);
    }
  }

  const header = ['page', 'preset', 'score', 'target', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'transfer KB', 'JS gzip KB'];
  const rows = results.map((r) => [
    r.name,
    r.preset,
    String(r.score),
    `>= ${r.target}`,
    fmt(r.fcpMs / 1000, 2),
    fmt(r.lcpMs / 1000, 2),
    fmt(r.tbtMs),
    fmt(r.cls, 3),
    fmt(r.transferredKb),
    fmt(r.firstLoadJsGzipKb, 1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
  console.log('\nFirst-load JavaScript (gzip) per budgeted route:');
  for (const b of ROUTE_BUDGETS) {
    console.log(
      `  ${b.route.padEnd(32)} ${fmt(firstLoad(manifest, b, gzipSize).gzipKb, 1).padStart(7)} KB (budget ${b.budgetKb})`,
    );
  }

  await fsp.mkdir(path.dirname(RESULTS_FILE), { recursive: true });
  const firstLoadJs = ROUTE_BUDGETS.map((b) => ({
    route: b.route,
    gzipKb: firstLoad(manifest, b, gzipSize).gzipKb,
    budgetKb: b.budgetKb,
  }));
  await fsp.writeFile(
    RESULTS_FILE,
    `${JSON.stringify({ at: new Date().toISOString(), chrome: CHROME_PATH, pages: results, firstLoadJs, failures }, null, 2)}\n`,
  );
  console.log(`\nWritten to ${path.relative(ROOT, RESULTS_FILE)}`);
  if (failures.length) throw new Error(`pages that did not load:\n${failures.join('\n')}`);
}

let exitCode = 0;
process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));
try {
  await main();
} catch (err) {
  exitCode = 1;
  console.error(err instanceof Error ? err.message : err);
  if (serverLog.length) console.error(`Last server output:\n${serverLog.slice(-20).join('\n')}`);
} finally {
  await cleanup();
}
process.exit(exitCode);
