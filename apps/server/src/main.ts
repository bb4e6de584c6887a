import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { Redis } from 'ioredis';
import { loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase, prepareDatabase } from './db/bootstrap';
import { DEMO_ACCOUNTS, seedDemo } from './db/seed/demo-seed';
import { startDemoBackground, type DemoBackground } from './demo-background';
import { loadOrCreateSecret } from './platform/auth/secret';
import { movePrivateFilesOutOfPublicRoot } from './platform/storage/storage-layout';
import { moveAnswerFilesToPrivate } from './modules/file';

/** apps/web/dist, found from either src/ (tsx) or dist/ (bundle). */
function defaultWebDist(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

async function main() {
  const config = loadConfig();
  config.webDist ??= defaultWebDist();
  const database = await openDatabase(config);
  // Before anything serves /uploads/: recordings of older data directories leave the public root.
  await movePrivateFilesOutOfPublicRoot(config.dataDir);
  const { demoTopUpPending } = await prepareDatabase(database.handle, { demo: config.seedDemo, deferDemoTopUp: true });
  // Pupils' answer photos and recordings of older data directories leave the public root too (rows rewritten).
  await moveAnswerFilesToPrivate(database.handle.db, config.dataDir);
  const jwtSecret = config.jwtSecret ?? (await loadOrCreateSecret(config.dataDir));
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false }) : null;
  const app = await buildApp({ config, database: database.handle, jwtSecret, redis });
  let demo: DemoBackground | null = null;

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    // The demo's ffmpeg processes first: none is left running, none writes to a closed database.
    await demo?.close();
    await app.close();
    await redis?.quit().catch(() => {});
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  盐课堂 is running at ${url}`,
    `  API docs:  ${url}/api/docs`,
    `  Database:  ${database.embedded ? `embedded PostgreSQL (${path.join(config.dataDir, 'pg')})` : 'DATABASE_URL'}`,
    config.seedDemo ? '  Demo accounts (username / mobile / password):' : '',
    ...(config.seedDemo
      ? DEMO_ACCOUNTS.map((a) => `    ${a.label.padEnd(14)} ${a.username.padEnd(8)} ${a.phone}  ${a.password}`)
      : []),
    '  SMS codes are written to this log (provider "log") as records with fields mobile and code.',
    '',
  ];
  process.stdout.write(lines.filter((l) => l !== '').join('\n') + '\n');
  // After listening: recordings, homework files and the live-now broadcast never delay start-up.
  if (config.seedDemo) {
    const db = database.handle.db;
    demo = startDemoBackground(db, config, app.log, {
      topUp: demoTopUpPending ? () => seedDemo(db) : undefined,
      dailyTopUp: () => seedDemo(db),
    });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
