import { LRUCache } from 'lru-cache';
import type { CacheArea, SharedCaches } from './shared-caches';

/**
 * A per-instance cache of per-key answers that must never be stale (a user's own profile after they saved it), for
 * reads much more frequent than writes. Exactness comes from the invalidation, the TTL is a safety net only: every
 * write commits first and then calls `ctx.caches.invalidate(area, keys)`, which empties the keys here at once and on
 * every other instance before the write answers (see SharedCaches.invalidate).
 *
 * Races, the same as platform/auth/live-sessions.ts:
 * - a miss reads while a write commits: every invalidation (here or from another instance) bumps `generation`, and
 *   a read only fills the cache if no invalidation happened since it started;
 * - while the subscriber is down nothing is served from the cache nor put in it, and entries cached before a
 *   reconnect are not trusted after it (the fanout's epoch), since invalidations may have been missed.
 */
export class ExactCache<V> {
  private readonly entries: LRUCache<string, { value: V; epoch: number }>;
  private generation = 0;

  constructor(
    private readonly caches: SharedCaches,
    area: CacheArea,
    ttlMs: number,
    max = 10_000,
  ) {
    this.entries = new LRUCache({ max, ttl: ttlMs });
    caches.register(area, (keys) => {
      this.generation++;
      if (keys === undefined) this.entries.clear();
      else for (const key of keys) this.entries.delete(key);
    });
  }

  /** The cached value for `key`, or the one `load` makes (cached only if nothing was invalidated meanwhile). */
  async get(key: string, load: () => Promise<V>): Promise<V> {
    const before = this.caches.connection();
    if (before.live) {
      const hit = this.entries.get(key);
      if (hit && hit.epoch === before.epoch) return hit.value;
    }
    const generation = this.generation;
    const value = await load();
    const after = this.caches.connection();
    if (after.live && after.epoch === before.epoch && generation === this.generation)
      this.entries.set(key, { value, epoch: after.epoch });
    return value;
  }
}
