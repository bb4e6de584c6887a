import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app';
import { prepareDatabase } from './bootstrap';
import { users } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('prepareDatabase', () => {
  it('seeds the demo on the first start; a restart leaves the top-up to run after listening', async () => {
    const first = await prepareDatabase(t.database, { demo: true, deferDemoTopUp: true });
    expect(first.demoTopUpPending).toBe(false);
    const [student] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'student'));
    expect(student).toBeDefined();

    const restart = await prepareDatabase(t.database, { demo: true, deferDemoTopUp: true });
    expect(restart.demoTopUpPending).toBe(true);
    // Without deferring (the seed CLI), the demo is topped up in place.
    expect((await prepareDatabase(t.database, { demo: true })).demoTopUpPending).toBe(false);
    expect((await prepareDatabase(t.database, { demo: false, deferDemoTopUp: true })).demoTopUpPending).toBe(false);
  }, 120_000);
});
