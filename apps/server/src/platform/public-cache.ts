import { LRUCache } from 'lru-cache';

/**
 * A short-lived per-instance cache for public, read-mostly answers (the catalogue). Every visitor of the
 * home and course pages asks the same few questions; a few seconds of staleness in a listing is harmless
 * because the order itself always re-checks prices and seats in the database.
 */
export class PublicCache {
  private readonly cache: LRUCache<string, { value: unknown }>;
  private readonly inflight = new Map<string, Promise<unknown>>();

  constructor(ttlMs: number, max = 500) {
    this.cache = new LRUCache({ max, ttl: ttlMs });
  }

  /** The cached value for `key`, or the one `load` makes; concurrent misses share one load. */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.cache.get(key);
    if (hit) return hit.value as T;
    const pending = this.inflight.get(key);
    if (pending) return pending as Promise<T>;
    const p = load()
      .then((value) => {
        this.cache.set(key, { value });
        return value;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, p);
    return p;
  }

  clear(): void {
    this.cache.clear();
  }
}
