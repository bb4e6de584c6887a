import { Redis } from 'ioredis';

/** The Redis multi-instance tests share (TEST_REDIS_URL, else the local default). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A connected client, or null when no Redis answers: the caller skips its multi-instance tests with a printed
 * reason (CI installs Redis, so there they run).
 */
export async function reachableRedis(tag: string): Promise<Redis | null> {
  const client = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await client.connect();
    await client.ping();
    return client;
  } catch {
    client.disconnect();
    console.warn(`[${tag}] skipped: no Redis at ${TEST_REDIS_URL} (set TEST_REDIS_URL)`);
    return null;
  }
}
