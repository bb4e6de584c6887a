import type pg from 'pg';

/**
 * Session advisory locks on one pooled connection, for work that must run once across instances but calls
 * payment providers in between (no database transaction may stay open that long). A lock is held until
 * unlocked, or until the connection dies with its process, so a crashed holder never blocks the next run.
 */
export interface AdvisoryLocks {
  /** True when this session now holds (namespace, id); false when another session does. */
  tryLock(namespace: string, id: number): Promise<boolean>;
  unlock(namespace: string, id: number): Promise<void>;
}

export async function withAdvisoryLocks<T>(pool: pg.Pool, fn: (locks: AdvisoryLocks) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    return await fn({
      async tryLock(namespace, id) {
        const res = await client.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtext($1), $2) as ok', [
          namespace,
          id,
        ]);
        return res.rows[0]!.ok;
      },
      async unlock(namespace, id) {
        await client.query('select pg_advisory_unlock(hashtext($1), $2)', [namespace, id]);
      },
    });
  } catch (err) {
    broken = true;
    throw err;
  } finally {
    // A lock left behind by a failed unlock must not travel back into the pool with the connection.
    await client.query('select pg_advisory_unlock_all()').catch(() => {
      broken = true;
    });
    client.release(broken);
  }
}
