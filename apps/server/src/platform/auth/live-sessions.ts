import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { tokenFamilies } from '../../db/schema';
import { preparedPerDatabase } from '../../db/prepared';
import type { Clock } from '../clock';
import type { Fanout } from '../realtime/fanout';

/** Which sessions a revocation ended: token families by id and/or every family of some users. */
export interface Revocation {
  families?: string[];
  users?: number[];
}

interface RevokeMessage extends Revocation {
  id: string;
}

/** What `beginStart` saw; `started` caches the new family only if nothing was revoked or lost since. */
export interface SessionStartMark {
  generation: number;
  epoch: number;
}

interface LiveEntry {
  userId: number;
  epoch: number;
  until: number;
}

const CHANNEL = 'auth:revoked';
// A safety net only (exactness comes from the invalidation): a family is re-read from PostgreSQL at least this often.
const ENTRY_TTL_MS = 60_000;
const MAX_ENTRIES = 100_000;
// How long a revoking request waits for its own message to come back through Redis (see `revoked`).
const ECHO_WAIT_MS = 2_000;

// The database is the source of truth; this read runs on a cache miss only (see db/prepared.ts).
const familyCheckOf = preparedPerDatabase((db) =>
  db
    .select({ revokedAt: tokenFamilies.revokedAt, userId: tokenFamilies.userId })
    .from(tokenFamilies)
    .where(eq(tokenFamilies.id, sql.placeholder('familyId')))
    .limit(1)
    .prepare('auth_token_family_check'),
);

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const isNumbers = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => typeof x === 'number');

/**
 * The token families (login sessions) this instance has seen live, so that an authenticated request does not read
 * `auth_token_family` every time, while a revoked session (logout, password change or reset, admin lock, a reused
 * refresh token) is refused at once on every instance.
 *
 * Only "live" is cached; "revoked" or "unknown" is always read again. Every revocation commits in PostgreSQL first
 * and then calls `revoked`, which drops the families here synchronously and publishes them on the fanout (Redis
 * pub/sub with several instances). Redis hands a published message to every subscriber connection before it
 * answers the PUBLISH, and `revoked` resolves only once this instance's own subscriber has received the message, so
 * when the revoking request answers, every other instance's subscriber has been sent it too. The guarantee: a
 * request that reaches any instance after the revoking request was answered (and after that instance read its
 * subscriber socket, which Node does before later requests on the same loop iteration order) is refused.
 *
 * Races, and why they cannot leave a revoked family cached:
 * - a miss reads the family while a revocation commits: every invalidation (local, remote, or a lost Redis
 *   connection) bumps `generation`, and a read only fills the cache if no invalidation happened since it started;
 * - while the Redis subscriber is down nothing is served from the cache (every check reads PostgreSQL), and entries
 *   cached before a reconnect are not trusted after it (the fanout's epoch), since messages may have been missed.
 */
export class LiveSessions {
  private readonly live = new Map<string, LiveEntry>();
  private readonly waiting = new Map<string, () => void>();
  private generation = 0;
  private unsubscribe: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Database,
    private readonly fanout: Fanout,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Listens for other instances' revocations; resolves once the subscription is live. */
  async start(): Promise<void> {
    this.unsubscribe = await this.fanout.subscribe(CHANNEL, (message) => {
      const m = (message ?? {}) as Partial<RevokeMessage>;
      this.dropHere({ families: isStrings(m.families) ? m.families : [], users: isNumbers(m.users) ? m.users : [] });
      if (typeof m.id === 'string') this.waiting.get(m.id)?.();
    });
  }

  /** Whether the family is live (not revoked and known), from the cache or PostgreSQL. */
  async isLive(familyId: string): Promise<boolean> {
    const connection = this.fanout.connection();
    const now = this.clock.now().getTime();
    if (connection.live) {
      const hit = this.live.get(familyId);
      if (hit && hit.epoch === connection.epoch && hit.until > now) return true;
    }
    const generation = this.generation;
    const [family] = await familyCheckOf(this.db).execute({ familyId });
    if (!family || family.revokedAt) return false;
    const after = this.fanout.connection();
    if (after.live && after.epoch === connection.epoch && generation === this.generation) {
      if (this.live.size >= MAX_ENTRIES) this.live.clear();
      this.live.set(familyId, { userId: family.userId, epoch: after.epoch, until: now + ENTRY_TTL_MS });
    }
    return true;
  }

  /** Before a new session's family is written (see `started`). */
  beginStart(): SessionStartMark {
    return { generation: this.generation, epoch: this.fanout.connection().epoch };
  }

  /**
   * After a new session's family has committed: it is live (it was just made), so the session's first request need
   * not read it back. Kept only when no revocation (here or announced by another instance) and no lost subscriber
   * came between `beginStart` and now, the same guard a cache-miss read uses.
   */
  started(mark: SessionStartMark, familyId: string, userId: number): void {
    const connection = this.fanout.connection();
    if (!connection.live || connection.epoch !== mark.epoch || this.generation !== mark.generation) return;
    if (this.live.size >= MAX_ENTRIES) this.live.clear();
    this.live.set(familyId, { userId, epoch: connection.epoch, until: this.clock.now().getTime() + ENTRY_TTL_MS });
  }

  /**
   * Call after the revocation has committed. Drops the sessions here at once, publishes them to the other
   * instances, and resolves once this instance's subscriber has received its own message (or after ECHO_WAIT_MS,
   * logged: then the other instances may learn it late, or not at all if their subscriber is down too, in which
   * case they read PostgreSQL on every request anyway).
   */
  async revoked(revocation: Revocation): Promise<void> {
    this.dropHere(revocation);
    const id = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const echoed = new Promise<boolean>((resolve) => {
      this.waiting.set(id, () => resolve(true));
      timer = setTimeout(() => resolve(false), ECHO_WAIT_MS);
    });
    try {
      await this.fanout.publish(CHANNEL, { id, ...revocation } satisfies RevokeMessage);
      if (!(await echoed)) this.log.warn({ revocation }, 'session revocation not echoed by the fanout in time');
    } catch (err) {
      this.log.warn({ err, revocation }, 'session revocation not published');
    } finally {
      clearTimeout(timer);
      this.waiting.delete(id);
    }
  }

  async close(): Promise<void> {
    await this.unsubscribe?.();
    this.unsubscribe = null;
  }

  private dropHere({ families = [], users = [] }: Revocation): void {
    this.generation++;
    for (const f of families) this.live.delete(f);
    if (users.length === 0) return;
    const gone = new Set(users);
    for (const [familyId, entry] of this.live) if (gone.has(entry.userId)) this.live.delete(familyId);
  }
}
