import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from './client';

/**
 * Applies the committed drizzle-kit SQL migrations. In the source tree they sit beside this file; the build
 * copies them next to the bundle, so the same relative URL works in both.
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Several instances may start at once; a session advisory lock lets one migrate while the others wait. Both go
 * over the direct connections (a session lock taken through PgBouncer's transaction pooling would stay on some
 * server connection and never be released).
 */
export async function runMigrations(handle: DatabaseHandle, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  const lockClient = await handle.direct.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    // The migrator needs no schema; a plain drizzle over whichever pool holds the lock's session.
    await migrate(drizzle(handle.direct), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
}

const MIGRATION_LOCK_KEY = 7_031_001;
