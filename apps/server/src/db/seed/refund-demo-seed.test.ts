import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { api, bearer, passwordLogin } from '../../test/requests';
import { seedDemo } from './demo-seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx.db);
  // Seeding again (every start-up) adds nothing.
  await seedDemo(t.ctx.db);
});
afterAll(() => t.close());

const student = async () => bearer((await passwordLogin(t.app, 'student', 'Student123')).access_token);

describe('refund demo seed', () => {
  it('gives the demo student requests in several states and a class to apply for', async () => {
    const headers = await student();
    const mine = (await t.app.inject({ method: 'GET', url: api('/shop/refund/my'), headers })).json().data as {
      status: string;
    }[];
    expect(mine.map((r) => r.status).sort()).toEqual(['pending', 'refunded', 'rejected']);
    const lines = (await t.app.inject({ method: 'GET', url: api('/shop/refund/lines'), headers })).json().data as {
      skuName: string;
      canApply: boolean;
      computation: { stage: string };
    }[];
    expect(lines.some((l) => l.canApply)).toBe(true);
    // 同步提高1班 (offering 1) stays the student's class for the other journeys.
    const classes = await t.app.inject({ method: 'GET', url: api('/learn/offering/my'), headers });
    expect(classes.body).toContain('同步提高1班');
  });
});
