import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from './client';
import { createTestApp, type TestApp } from '../test/test-app';
import { runMigrations } from './migrate';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('direct connections (DATABASE_DIRECT_URL, for PgBouncer in transaction mode)', () => {
  it('without a direct URL one pool does both', async () => {
    const handle = connectDatabase(t.databaseUrl, 2);
    expect(handle.direct).toBe(handle.pool);
    await handle.close();
  });

  it('with one, the session-bound work (migration lock) runs on its own pool and the app pool stays free', async () => {
    const handle = connectDatabase(t.databaseUrl, 2, {
      directUrl: `${t.databaseUrl}${t.databaseUrl.includes('?') ? '&' : '?'}application_name=direct`,
    });
    expect(handle.direct).not.toBe(handle.pool);
    await runMigrations(handle);
    expect(handle.direct.totalCount).toBeGreaterThan(0);
    expect(handle.pool.totalCount).toBe(0);
    await handle.close();
    expect(handle.direct.ending).toBe(true);
  });
});
