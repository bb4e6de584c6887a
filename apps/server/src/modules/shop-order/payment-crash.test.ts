import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { API_PATHS } from '@salt/domain';
import { connectDatabase, type DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../test/test-app';
import { userFactory, type UserFixture } from '../../test/factories';
import { skuFactory } from '../../test/shop-factories';
import { BASIC } from '../../test/requests';

/**
 * The crash test (issue 10): a real server process is killed with SIGKILL after the dev provider recorded
 * payments and before their notifications were applied. The test holds the payment rows locked so the child's
 * notification handlers are provably stuck between the two (no timing guesswork), kills it, restarts the server
 * and checks that every paid trade ends as a paid order or a refund, and that no order is paid twice.
 */

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

let db: { url: string; drop(): Promise<void> };
let handle: DatabaseHandle;
let dataDir: string;
const jwtSecret = randomBytes(32).toString('hex');
const children: ChildProcess[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  handle = connectDatabase(db.url, 5);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'salt-crash-'));
});
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await handle?.close();
  await db?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

const q = async (sql: string, params: unknown[] = []) => (await handle.pool.query(sql, params)).rows;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function until<T>(what: string, probe: () => Promise<T | null | false>, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

interface Server {
  base: string;
  child: ChildProcess;
  output: () => string;
}

/** `src/main.ts` as production runs it (migrations, base seed, listen), on the test database. */
async function startServer(sweepIntervalMs: number): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: db.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: jwtSecret,
      DEV_PAY_SECRET: 'crash-test-dev-pay-secret',
      PAY_PUBLIC_BASE_URL: base,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '100000',
      SWEEP_INTERVAL_MS: String(sweepIntervalMs),
      DB_POOL_MAX: '10',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  await until(
    `server start (${out})`,
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited: ${out}`);
      const res = await fetch(`${base}/api${API_PATHS.serverTime}`).catch(() => null);
      return res?.ok ?? false;
    },
    // The child compiles src/ with tsx as it starts: 5 s on a quiet machine, over 20 s with every CPU busy.
    60_000,
  );
  return { base, child, output: () => out };
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function call(server: Server, method: string, url: string, token: string | null, body?: unknown) {
  const res = await fetch(`${server.base}/api${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; msg: string | null; data: Record<string, unknown> | null };
  return { status: res.status, data: json.data ?? {} };
}

async function login(server: Server, user: UserFixture): Promise<string> {
  const res = await fetch(`${server.base}/api${API_PATHS.oauthToken}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: BASIC },
    body: new URLSearchParams({ grant_type: 'password', username: user.username, password: user.password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

interface Family {
  name: string;
  user: UserFixture;
  skuId: number;
  token: string;
  orderId: number;
  payFen: number;
  outTradeNo: string;
  checkoutToken: string;
}

async function family(server: Server, name: string): Promise<Family> {
  const user = await userFactory(handle.db);
  const { sku } = await skuFactory(handle.db);
  const token = await login(server, user);
  const order = await call(server, 'POST', API_PATHS.orderCreate, token, { items: [{ skuId: sku.id }] });
  expect(order.status).toBe(200);
  const orderId = order.data.id as number;
  const pay = await call(server, 'POST', API_PATHS.orderPay, token, { orderId });
  expect(pay.status).toBe(200);
  const checkoutToken = new URL(pay.data.url as string, server.base).searchParams.get('token')!;
  return {
    name,
    user,
    skuId: sku.id,
    token,
    orderId,
    payFen: order.data.payFen as number,
    outTradeNo: pay.data.outTradeNo as string,
    checkoutToken,
  };
}

/** The payer presses 确认支付 on the dev cashier; the answer may never come (the server is killed). */
function pressPay(server: Server, f: Family): void {
  fetch(`${server.base}/api${API_PATHS.devCheckout}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: f.checkoutToken, outcome: 'paid' }),
    redirect: 'manual',
  }).catch(() => {});
}

/** Server sessions (not ours) stuck waiting for a row lock. */
async function waitingOnLocks(lockHolder: pg.PoolClient): Promise<number> {
  const pid = (await lockHolder.query('select pg_backend_pid() as pid')).rows[0].pid;
  const [r] = await q(
    `select count(*)::int as n from pg_stat_activity
     where datname = current_database() and wait_event_type = 'Lock' and pid <> $1`,
    [pid],
  );
  return r.n;
}

describe('a server killed between the provider recording a payment and applying its notification', () => {
  it('after a restart every paid trade is a paid order or a refund, and nothing is paid twice', async () => {
    const first = await startServer(0);
    // due: its deadline passes while the server is down (the sweep must ask the provider, not close it)
    // open: still within its deadline (reconciliation applies it)
    // cancelled: the family cancelled while the payment was in flight (its money must come back)
    const [due, open, cancelled] = [
      await family(first, 'due'),
      await family(first, 'open'),
      await family(first, 'cancelled'),
    ];
    const all = [due, open, cancelled];

    const lockHolder = await handle.pool.connect();
    try {
      await lockHolder.query('begin');
      await lockHolder.query('select id from shop_payment where out_trade_no = any($1) for update', [
        all.map((f) => f.outTradeNo),
      ]);
      for (const f of all) pressPay(first, f);
      await until('the provider to record every payment, with no notification applied', async () => {
        const [r] = await q(
          `select count(*)::int as n from dev_pay_trade where out_trade_no = any($1) and state = 'paid'`,
          [all.map((f) => f.outTradeNo)],
        );
        return r.n === all.length && (await waitingOnLocks(lockHolder)) === all.length;
      });
      // The cancel closes the order, then finds the trade paid and is stuck applying it too.
      call(first, 'POST', `${API_PATHS.orderCancel}?orderId=${cancelled.orderId}`, cancelled.token).catch(() => {});
      await until('the cancel to close the order and wait on the payment', async () => {
        const [o] = await q('select status from shop_order where id = $1', [cancelled.orderId]);
        return o.status === '5' && (await waitingOnLocks(lockHolder)) === all.length + 1;
      });

      first.child.kill('SIGKILL');
      await exited(first.child);
    } finally {
      await lockHolder.query('rollback');
      lockHolder.release();
    }

    // Stranded: the provider holds the money, we have applied none of it.
    const stranded = await q(
      `select p.status as payment, o.status as "order", t.state as trade from shop_payment p
       join shop_order o on o.id = p.order_id join dev_pay_trade t on t.out_trade_no = p.out_trade_no
       where p.out_trade_no = any($1) order by o.id`,
      [all.map((f) => f.outTradeNo)],
    );
    expect(stranded).toEqual([
      { payment: 'pending', order: '0', trade: 'paid' },
      { payment: 'pending', order: '0', trade: 'paid' },
      { payment: 'pending', order: '5', trade: 'paid' },
    ]);
    expect(await q('select * from shop_payment_notification')).toEqual([]);
    await q(`update shop_order set pay_deadline = now() - interval '1 minute' where id = $1`, [due.orderId]);

    const second = await startServer(300);
    try {
      await until('the restarted server to settle every stranded payment', async () => {
        const rows = await q(
          `select o.id, o.status, (select count(*)::int from shop_refund r where r.order_id = o.id and r.status = 'success') as refunds
           from shop_order o where o.id = any($1)`,
          [all.map((f) => f.orderId)],
        );
        const by = new Map(rows.map((r) => [r.id, r]));
        // The settlement records its finding after the refund or payment it made: wait for all three findings too,
        // or a loaded machine sees the refund before its finding.
        const [findings] = await q(
          `select count(*)::int as n from shop_payment_reconciliation where out_trade_no = any($1)`,
          [all.map((f) => f.outTradeNo)],
        );
        return (
          ['1', '3'].includes(by.get(due.orderId).status) &&
          ['1', '3'].includes(by.get(open.orderId).status) &&
          by.get(cancelled.orderId).refunds === 1 &&
          findings.n >= all.length
        );
      });

      // Every trade the provider was paid for is a paid order of ours or refunded, once.
      const trades = await q(
        `select t.out_trade_no, t.amount_fen, jsonb_array_length(t.refunds) as provider_refunds, p.status as payment,
                o.id as order_id, o.status as order_status,
                (select count(*)::int from shop_refund r where r.payment_id = p.id) as refunds
         from dev_pay_trade t join shop_payment p on p.out_trade_no = t.out_trade_no join shop_order o on o.id = p.order_id
         where t.state = 'paid'`,
      );
      expect(trades).toHaveLength(3);
      for (const t of trades) {
        const paidOrder = t.payment === 'paid' && ['1', '3'].includes(t.order_status) && t.refunds === 0;
        const refunded = t.payment === 'refunded' && t.refunds === 1 && t.provider_refunds === 1;
        expect(paidOrder !== refunded, JSON.stringify(t)).toBe(true);
      }
      // Money kept per order: the order's price when it is paid, nothing when it is closed; never twice.
      const kept = await q(
        `select o.id, o.status, o.pay_fen,
                coalesce(sum(t.amount_fen) filter (where jsonb_array_length(t.refunds) = 0), 0)::int as kept
         from shop_order o join shop_payment p on p.order_id = o.id join dev_pay_trade t on t.out_trade_no = p.out_trade_no
         where o.id = any($1) group by o.id`,
        [all.map((f) => f.orderId)],
      );
      for (const o of kept) expect(o.kept).toBe(o.status === '5' ? 0 : o.pay_fen);
      const actions = await q(
        `select out_trade_no, finding, action from shop_payment_reconciliation where out_trade_no = any($1)`,
        [all.map((f) => f.outTradeNo)],
      );
      expect(Object.fromEntries(actions.map((a) => [a.out_trade_no, `${a.finding}:${a.action}`]))).toEqual({
        [due.outTradeNo]: 'paid_not_applied:applied',
        [open.outTradeNo]: 'paid_not_applied:applied',
        [cancelled.outTradeNo]: 'paid_not_applied:refunded',
      });

      // The family whose order timed out while the server was down cannot be charged again for it.
      const again = await call(second, 'POST', API_PATHS.orderPay, due.token, { orderId: due.orderId });
      expect(again.status).toBe(409);
      const rebuy = await call(second, 'POST', API_PATHS.orderCreate, due.token, { items: [{ skuId: due.skuId }] });
      expect(rebuy.status).toBe(409);
    } finally {
      second.child.kill('SIGTERM');
      await exited(second.child);
    }
  }, 180_000);
});
