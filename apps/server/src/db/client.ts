import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

/** `$client` is the pool, for the few named raw statements drizzle cannot prepare (homework/quiz-loader.ts). */
export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** The handle a `db.transaction(async (tx) => ...)` callback receives. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  /**
   * Connections straight to PostgreSQL for what needs a session of its own: the migration lock and the job
   * queue (pg-boss and its session advisory lock). Behind PgBouncer in transaction mode (deploy/), session
   * state does not survive a transaction, so these use DATABASE_DIRECT_URL; otherwise it is `pool` itself.
   */
  direct: pg.Pool;
  close(): Promise<void>;
}

// timestamptz as Date, bigint counts as numbers (counts here never pass 2^53).
pg.types.setTypeParser(20, (v) => Number(v));

function openPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return pool;
}

/** The direct pool is small: migrations at start, the job queue's polling and its few writes. */
const DIRECT_POOL_MAX = 5;

export function connectDatabase(url: string, max: number, opts: { directUrl?: string } = {}): DatabaseHandle {
  const pool = openPool(url, max);
  const direct = opts.directUrl && opts.directUrl !== url ? openPool(opts.directUrl, DIRECT_POOL_MAX) : pool;
  const db = drizzle(pool, { schema });
  return {
    db,
    pool,
    direct,
    close: async () => {
      await pool.end();
      if (direct !== pool) await direct.end();
    },
  };
}
