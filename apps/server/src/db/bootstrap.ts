import path from 'node:path';
import type { AppConfig } from '../config';
import { connectDatabase, type DatabaseHandle } from './client';
import { startEmbeddedPostgres } from './embedded-postgres';
import { runMigrations } from './migrate';
import { seedBase } from './seed/base-seed';
import { seedDemo } from './seed/demo-seed';
import { seedLiveDemo } from './seed/live-demo-seed';
import { writeHomeworkDemoFiles } from './seed/homework-demo-files';
import { loadOrCreateSecret } from '../platform/auth/secret';
import { storageLayout } from '../platform/storage/storage-layout';

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
  const handle = connectDatabase(url, config.dbPoolMax);
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

/** Migrations, then the base rows, then (if wanted) the demo data. All idempotent. */
export async function prepareDatabase(
  handle: DatabaseHandle,
  opts: { demo: boolean; dataDir?: string },
): Promise<void> {
  await runMigrations(handle);
  await seedBase(handle.db);
  if (opts.demo) {
    await seedDemo(handle.db);
    // Recordings of the demo's finished sessions (real HLS made with ffmpeg when it is installed), long enough
    // that "resume where you left off" shows.
    if (opts.dataDir) {
      const { publicRoot, privateRoot } = storageLayout(opts.dataDir);
      await seedLiveDemo(handle.db, privateRoot, { seconds: 30 });
      // The photos, board and worked-answers PDF the demo homework points at.
      await writeHomeworkDemoFiles(publicRoot);
    }
  }
}
