import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Fanout } from './realtime/fanout';

/**
 * What the per-instance caches hold: `catalogue` the shop's public listings and goods pages, `quiz` homework quizzes
 * and exam papers as new attempts see them, `dictionary` the dictionaries every page loads, `userInfo` each user's
 * GET /admin/user/info answer (keyed by user id). A staff write to one invalidates its area, or only some keys of it.
 */
export const CACHE_AREAS = ['catalogue', 'quiz', 'dictionary', 'userInfo'] as const;
export type CacheArea = (typeof CACHE_AREAS)[number];

/** Empties a cache: only `keys` when given, everything when undefined (a cache may always empty more). */
export type CacheClear = (keys?: readonly string[]) => void;

interface InvalidateMessage {
  area: CacheArea;
  keys?: string[];
  id?: string;
}

const CHANNEL = 'cache:invalidate';
// How long an invalidating write waits for its own message to come back through Redis (see `invalidate`).
const ECHO_WAIT_MS = 2_000;
const isArea = (v: unknown): v is CacheArea => (CACHE_AREAS as readonly unknown[]).includes(v);
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/**
 * The instance's read caches and their invalidation on every instance. The caches live for seconds
 * (CATALOGUE_CACHE_MS, QUIZ_CACHE_MS), which is fine for a visitor but not for the admin who just saved a price and
 * reloads the shop: a write empties the area here at once and, through the fanout (Redis pub/sub when REDIS_URL is
 * set), on every other instance. A lost message costs at most one TTL of staleness, never a wrong order, since
 * orders re-read prices and seats in PostgreSQL.
 *
 * A cache that must never answer stale data (`userInfo`, see platform/exact-cache.ts) invalidates per key, waits in
 * `invalidate` for its own message to come back (as platform/auth/live-sessions.ts does: Redis has then handed it
 * to every instance's subscriber), and trusts nothing while the subscriber is down or across a reconnect
 * (`connection`).
 */
export class SharedCaches {
  private readonly clears = new Map<CacheArea, Set<CacheClear>>();
  private readonly waiting = new Map<string, () => void>();
  private unsubscribe: (() => Promise<void>) | null = null;

  constructor(
    private readonly fanout: Fanout,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Listens for other instances' invalidations; resolves once the subscription is live. */
  async start(): Promise<void> {
    this.unsubscribe = await this.fanout.subscribe(CHANNEL, (message) => {
      const m = (message ?? {}) as Partial<Record<keyof InvalidateMessage, unknown>>;
      if (!isArea(m.area)) return;
      // Keys that are not a list of strings: empty the whole area rather than nothing.
      this.clearHere(m.area, m.keys === undefined || !isStrings(m.keys) ? undefined : m.keys);
      if (typeof m.id === 'string') this.waiting.get(m.id)?.();
    });
  }

  /** A cache of this instance to empty (all of it, or some keys) whenever any instance invalidates `area`. */
  register(area: CacheArea, clear: CacheClear): void {
    let set = this.clears.get(area);
    if (!set) this.clears.set(area, (set = new Set()));
    set.add(clear);
  }

  /**
   * After a write to `area` has committed: empties its caches (only `keys` when given) here now and on the other
   * instances, and resolves once this instance's subscriber has received its own message (or after ECHO_WAIT_MS,
   * logged), so when the write answers every other instance's subscriber has been sent it too.
   */
  async invalidate(area: CacheArea, keys?: readonly string[]): Promise<void> {
    this.clearHere(area, keys);
    const id = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const echoed = new Promise<boolean>((resolve) => {
      this.waiting.set(id, () => resolve(true));
      timer = setTimeout(() => resolve(false), ECHO_WAIT_MS);
    });
    try {
      await this.fanout.publish(CHANNEL, { area, id, ...(keys && { keys: [...keys] }) } satisfies InvalidateMessage);
      // Not subscribed (not started, or closing): no echo will come.
      if (this.unsubscribe && !(await echoed))
        this.log.warn({ area, keys }, 'cache invalidation not echoed by the fanout in time');
    } catch (err) {
      // The write has committed; the other instances catch up within one TTL (exact caches: at their reconnect).
      this.log.warn({ err, area, keys }, 'cache invalidation not published');
    } finally {
      clearTimeout(timer);
      this.waiting.delete(id);
    }
  }

  /** Whether invalidations reach this instance now, and a number that changes when some may have been missed. */
  connection(): { live: boolean; epoch: number } {
    return this.fanout.connection();
  }

  async close(): Promise<void> {
    await this.unsubscribe?.();
    this.unsubscribe = null;
    await this.fanout.close();
  }

  private clearHere(area: CacheArea, keys?: readonly string[]): void {
    for (const clear of this.clears.get(area) ?? []) clear(keys);
  }
}
