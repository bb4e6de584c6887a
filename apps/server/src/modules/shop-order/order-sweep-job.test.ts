import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE_ID, API_PATHS, JOB_LABELS, STUDENT_ROLE_ID } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { skuFactory } from '../../test/shop-factories';
import { api } from '../../test/requests';
import { placeOrder } from '../../test/shop-requests';
import { ORDER_SWEEP_JOB, PAYMENT_RECONCILE_JOB } from './order-sweep';

/**
 * The sweeps as the app runs them: queued jobs on the app's own queue (SWEEP_INTERVAL_MS > 0, jobs worked on this
 * instance), not called by the test. Staff see the runs at GET /api/admin/job/page; nobody else does.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { sweepIntervalMs: 1_000, jobs: { work: true, pollSeconds: 0.5 } } });
});
afterAll(() => t.close());

const q = async (sql: string, params: unknown[] = []) => (await t.database.pool.query(sql, params)).rows;

async function until<T>(what: string, probe: () => Promise<T | null | false | undefined>, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function loginAs(roles: number[]) {
  return sessionFor(t.ctx, await userFactory(t.ctx.db, { roles }));
}

describe('order sweeps on the job queue', () => {
  it('names every job the app defines for the console, and names no job the app lacks', () => {
    const defined = t.ctx.jobs.definedNames().sort();
    expect(defined.length).toBeGreaterThanOrEqual(9);
    expect(Object.keys(JOB_LABELS).sort()).toEqual(defined);
  });

  it('closes an order past its deadline without anyone calling the sweep, and staff see the runs', async () => {
    const buyer = await loginAs([STUDENT_ROLE_ID]);
    const { sku } = await skuFactory(t.ctx.db, { stock: 1 });
    const { order } = await placeOrder(t.app, buyer, { items: [{ skuId: sku.id }] });
    await q(`update shop_order set pay_deadline = now() - interval '1 minute' where id = $1`, [order.id]);

    await until('the sweep job to close the order', async () => {
      const [row] = await q('select status from shop_order where id = $1', [order.id]);
      return row.status === '5';
    });
    expect((await q('select stock from shop_sku where id = $1', [sku.id]))[0].stock).toBe(1);

    const admin = await loginAs([ADMIN_ROLE_ID]);
    const page = await until('a finished sweep in the job list', async () => {
      const res = await t.app.inject({ method: 'GET', url: api(`${API_PATHS.jobPage}?size=50`), headers: admin });
      expect(res.statusCode).toBe(200);
      const data = res.json().data as { records: { name: string; state: string; output: unknown }[] };
      return data.records.some((r) => r.name === ORDER_SWEEP_JOB && r.state === 'completed') && data;
    });
    const sweep = page.records.find((r) => r.name === ORDER_SWEEP_JOB && r.state === 'completed')!;
    expect(sweep.output).toMatchObject({ closedOrders: expect.any(Number), failedGroups: expect.any(Number) });
    // The daily reconciliation is scheduled with the sweeps (and ran: none had run on this database yet).
    expect(page.records.some((r) => r.name === PAYMENT_RECONCILE_JOB)).toBe(true);

    const filtered = await t.app.inject({
      method: 'GET',
      url: api(`${API_PATHS.jobPage}?name=${PAYMENT_RECONCILE_JOB}`),
      headers: admin,
    });
    expect(filtered.json().data.records.every((r: { name: string }) => r.name === PAYMENT_RECONCILE_JOB)).toBe(true);

    const student = await t.app.inject({ method: 'GET', url: api(API_PATHS.jobPage), headers: buyer });
    expect(student.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: api(API_PATHS.jobPage) })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'GET', url: api(`${API_PATHS.jobPage}?state=lost`), headers: admin });
    expect(bad.statusCode).toBe(400);
  }, 40_000);
});
