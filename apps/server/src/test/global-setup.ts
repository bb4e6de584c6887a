import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { runMigrations } from '../db/migrate';
import { seedBase } from '../db/seed/base-seed';
import { withDatabase } from './database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

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

/**
 * One PostgreSQL for the whole run: the server TEST_DATABASE_URL names, or an embedded one in a temp dir.
 * A migrated template database is built once; every test file clones it (CREATE DATABASE ... TEMPLATE),
 * which takes milliseconds and gives each file a database of its own.
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | null = null;
  let tmpDir: string | null = null;
  if (!adminUrl) {
    tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'salt-test-pg-'));
    await fs.chmod(tmpDir, 0o755);
    const embedded = await startEmbeddedPostgres({
      dir: path.join(tmpDir, 'data'),
      port: await freePort(),
      database: 'salt_test',
      persistent: false,
      password: 'salt-test',
    });
    adminUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const template = `salt_tpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${template}"`);
  const handle = connectDatabase(withDatabase(adminUrl, template), 2);
  await runMigrations(handle);
  await seedBase(handle.db);
  await handle.close();

  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);

  return async () => {
    // Workers clone the next file's database ahead (test-app.ts): let a clone still under way finish, so that it is
    // dropped with the rest instead of appearing after the drop.
    for (let i = 0; i < 100; i++) {
      const cloning = await admin.query(
        `select 1 from pg_stat_activity where state = 'active' and query ilike 'create database "' || $1 || '%'`,
        [template],
      );
      if (cloning.rowCount === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    // Drop whatever test databases a crashed file left behind, and the spares, then the template.
    const left = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
      `${template}_%`,
    ]);
    for (const { datname } of left.rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.query(`drop database if exists "${template}" with (force)`);
    await admin.end();
    if (stopEmbedded) await stopEmbedded();
    if (tmpDir) await fs.rm(tmpDir, { recursive: true, force: true });
  };
}
