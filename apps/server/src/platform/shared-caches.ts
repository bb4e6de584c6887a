import type { FastifyBaseLogger } from 'fastify';
import type { Fanout } from './realtime/fanout';

/**
 * What the per-instance caches hold: `catalogue` the shop's public listings and goods pages, `quiz` homework quizzes
 * and exam papers as new attempts see them, `dictionary` the dictionaries every page loads. A staff write to one
 * invalidates its area.
 */
export const CACHE_AREAS = ['catalogue', 'quiz', 'dictionary'] as const;
export type CacheArea = (typeof CACHE_AREAS)[number];

const CHANNEL = 'cache:invalidate';
const isArea = (v: unknown): v is CacheArea => (CACHE_AREAS as readonly unknown[]).includes(v);

/**
 * The instance's read caches and their invalidation on every instance. The caches live for seconds
 * (CATALOGUE_CACHE_MS, QUIZ_CACHE_MS), which is fine for a visitor but not for the admin who just saved a price and
 * reloads the shop: a write empties the area here at once and, through the fanout (Redis pub/sub when REDIS_URL is
 * set), on every other instance. A lost message costs at most one TTL of staleness, never a wrong order, since
 * orders re-read prices and seats in PostgreSQL.
 */
export class SharedCaches {
  private readonly clears = new Map<CacheArea, Set<() => void>>();
  private unsubscribe: (() => Promise<void>) | null = null;

  constructor(
    private readonly fanout: Fanout,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Listens for other instances' invalidations; resolves once the subscription is live. */
  async start(): Promise<void> {
    this.unsubscribe = await this.fanout.subscribe(CHANNEL, (message) => {
      const area = (message as { area?: unknown } | null)?.area;
      if (isArea(area)) this.clearHere(area);
    });
  }

  /** A cache of this instance to empty whenever any instance invalidates `area`. */
  register(area: CacheArea, clear: () => void): void {
    let set = this.clears.get(area);
    if (!set) this.clears.set(area, (set = new Set()));
    set.add(clear);
  }

  /** After a write to `area`: empties its caches here now and on the other instances as the message arrives. */
  async invalidate(area: CacheArea): Promise<void> {
    this.clearHere(area);
    try {
      await this.fanout.publish(CHANNEL, { area });
    } catch (err) {
      // The write has committed; the other instances catch up within one TTL.
      this.log.warn({ err, area }, 'cache invalidation not published');
    }
  }

  async close(): Promise<void> {
    await this.unsubscribe?.();
    await this.fanout.close();
  }

  private clearHere(area: CacheArea): void {
    for (const clear of this.clears.get(area) ?? []) clear();
  }
}
