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
  close(): Promise<void>;
}

// timestamptz as Date, bigint counts as numbers (counts here never pass 2^53).
pg.types.setTypeParser(20, (v) => Number(v));

export function connectDatabase(url: string, max: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
