import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateCounters } from '../db/schema';

/**
 * Counts one hit for `key` in the fixed window holding `now` and answers the hits so far, in one atomic upsert
 * on PostgreSQL, so every instance shares the count (the rate-limit plugin's memory store is per instance).
 * `offsetMs` shifts window edges, e.g. CHINA_OFFSET_MS makes day windows China days.
 * When a key opens a new window, windows that ended are pruned (a cheap indexed delete, not on every hit).
 */
export async function hitRateCounter(
  db: Database,
  key: string,
  windowMs: number,
  now: Date,
  offsetMs = 0,
): Promise<number> {
  const shifted = now.getTime() + offsetMs;
  const windowStart = new Date(shifted - (shifted % windowMs) - offsetMs);
  const [row] = await db
    .insert(rateCounters)
    .values({ key, windowStart, hits: 1, expiresAt: new Date(windowStart.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: [rateCounters.key, rateCounters.windowStart],
      set: { hits: sql`${rateCounters.hits} + 1` },
    })
    .returning({ hits: rateCounters.hits });
  const hits = row?.hits ?? 1;
  if (hits === 1) await db.delete(rateCounters).where(lt(rateCounters.expiresAt, now));
  return hits;
}
