import path from 'node:path';
import type { AppConfig } from '../config';
import { connectDatabase, type DatabaseHandle } from './client';
import { startEmbeddedPostgres } from './embedded-postgres';
import { runMigrations } from './migrate';
import { seedBase } from './seed/base-seed';
import { demoSeeded, seedDemo } from './seed/demo-seed';
import { loadOrCreateSecret } from '../platform/auth/secret';

export interface OpenedDatabase {
  handle: DatabaseHandle;
  url: string;
  embedded: boolean;
  /** Closes the pool, then stops the embedded server if we started one. */
  close(): Promise<void>;
}

/** DATABASE_URL when set; otherwise the embedded PostgreSQL with its data under DATA_DIR/pg. */
export async function openDatabase(config: AppConfig, log: (msg: string) => void = () => {}): Promise<OpenedDatabase> {
  let url = config.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | null = null;
  if (!url) {
    const embedded = await startEmbeddedPostgres({
      dir: path.join(config.dataDir, 'pg'),
      port: config.embeddedPgPort,
      database: 'salt',
      persistent: true,
      password: await loadOrCreateSecret(config.dataDir, 'pg-password'),
      onLog: log,
    });
    url = embedded.url;
    stopEmbedded = embedded.stop;
  }
  // Without DATABASE_URL (embedded) there is no PgBouncer: one pool does both.
  const handle = connectDatabase(url, config.dbPoolMax, {
    directUrl: config.databaseUrl ? config.databaseDirectUrl : undefined,
  });
  return {
    handle,
    url,
    embedded: stopEmbedded !== null,
    async close() {
      await handle.close();
      if (stopEmbedded) await stopEmbedded();
    },
  };
}

/**
 * Migrations, then the base rows, then (if wanted) the demo data. All idempotent. The demo's media files
 * (recordings, homework photos, PDF) are not made here: ffmpeg runs in the background once the server listens
 * (`startDemoBackground`), so start-up never waits for it. With `deferDemoTopUp`, a database that already holds
 * the demo is not re-seeded here either: the daily top-ups (today's marking, the live-now session, renewals) take
 * seconds, so the caller runs them in the background after listening (issue 19: a restart serves within 5 s).
 * Answers whether that top-up is still to run.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  opts: { demo: boolean; deferDemoTopUp?: boolean },
): Promise<{ demoTopUpPending: boolean }> {
  await runMigrations(handle);
  await seedBase(handle.db);
  if (!opts.demo) return { demoTopUpPending: false };
  if (opts.deferDemoTopUp && (await demoSeeded(handle.db))) return { demoTopUpPending: true };
  await seedDemo(handle.db);
  return { demoTopUpPending: false };
}
