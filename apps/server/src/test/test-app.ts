import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { connectDatabase, type DatabaseHandle } from '../db/client';
import { AdjustableClock } from '../platform/clock';
import type { AppContext } from '../platform/context';
import { CapturingSmsProvider } from './capturing-sms-provider';
import { withDatabase } from './database-url';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  clock: AdjustableClock;
  sms: CapturingSmsProvider;
  database: DatabaseHandle;
  databaseUrl: string;
  jwtSecret: string;
  close(): Promise<void>;
}

let counter = 0;

async function cloneTemplate(adminUrl: string, template: string): Promise<string> {
  const name = `${template}_${process.pid}_${++counter}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${template}"`);
    // A commit need not wait for its WAL to reach the disk: a crash would lose only a throwaway test database, and
    // on this machine's disk the flush is most of a small write's time (about 6 ms a commit, against 1 ms without).
    // Set on the database, so every connection to it (app pools, pg-boss, child processes) commits this way.
    await admin.query(`alter database "${name}" set synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  return name;
}

/*
 * Cloning the template takes about half a second (PostgreSQL writes and flushes the whole copy), mostly waiting
 * on the disk. Each worker clones the next file's database while the current file runs (server test files share a
 * worker's modules, so this survives from file to file); the last spare is dropped with the other leftovers by
 * global-setup.ts's teardown.
 */
let spare: Promise<string> | null = null;

/** A fresh database cloned from the migrated template, for one test file. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('pgAdminUrl');
  const template = inject('pgTemplate');
  const next = spare ?? cloneTemplate(adminUrl, template);
  spare = cloneTemplate(adminUrl, template);
  // A failed spare fails the file that takes it, not the run in the background.
  spare.catch(() => {});
  const name = await next;
  return {
    url: withDatabase(adminUrl, name),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
    rateLimitMax: 100_000,
    authRateLimitMax: 100_000,
    sweepIntervalMs: 0,
    // No background work unless a test asks (jobs.work, or ctx.jobs.runQueued for what it sent).
    jobs: { work: false, pollSeconds: 0.5 },
    catalogueCacheMs: 0,
    quizCacheMs: 0,
    userInfoCacheMs: 0,
    ...overrides,
  };
}

/**
 * Builds the real app on its own database, with an adjustable clock and a capturing SMS provider.
 * `shareDatabaseWith` builds a second instance on another app's database and JWT secret (multi-instance tests);
 * closing it leaves the database to the first app.
 */
export async function createTestApp(
  opts: { config?: Partial<AppConfig>; shareDatabaseWith?: TestApp } & Partial<
    Pick<BuildAppOptions, 'logger' | 'redis' | 'wechat'>
  > = {},
): Promise<TestApp> {
  const peer = opts.shareDatabaseWith;
  const db = peer ? { url: peer.databaseUrl, drop: async () => {} } : await createTestDatabase();
  const jwtSecret = peer?.jwtSecret ?? randomBytes(32).toString('hex');
  const database = connectDatabase(db.url, 10);
  const clock = new AdjustableClock();
  const sms = new CapturingSmsProvider();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'salt-test-data-'));
  const app = await buildApp({
    config: testConfig({ dataDir, ...opts.config }),
    database,
    jwtSecret,
    clock,
    sms,
    logger: opts.logger ?? false,
    redis: opts.redis,
    wechat: opts.wechat,
  });
  await app.ready();
  return {
    app,
    ctx: app.ctx,
    clock,
    sms,
    database,
    databaseUrl: db.url,
    jwtSecret,
    async close() {
      await app.close();
      await database.close();
      await db.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
