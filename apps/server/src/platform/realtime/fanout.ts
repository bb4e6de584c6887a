import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

export type FanoutHandler = (message: unknown) => void;

/**
 * Broadcast between the server instances: a message published on a channel reaches every subscriber of that
 * channel on every instance (the publisher's own included). Delivery is at most once and only to current
 * subscribers; whatever must survive goes to PostgreSQL first.
 */
export interface Fanout {
  readonly name: string;
  publish(channel: string, message: unknown): Promise<void>;
  /** Resolves once the subscription is live; the returned function unsubscribes this handler. */
  subscribe(channel: string, handler: FanoutHandler): Promise<() => Promise<void>>;
  /**
   * Whether messages published now reach this instance's subscribers, and a number that changes whenever the
   * subscription was lost (messages published meanwhile may have been missed). A cache that relies on the fanout
   * for exact invalidation (platform/auth/live-sessions.ts) trusts no entry across a change and none while down.
   */
  connection(): { live: boolean; epoch: number };
  close(): Promise<void>;
}

/** One process: an event emitter. */
export class InProcessFanout implements Fanout {
  readonly name = 'in-process';
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(channel: string, message: unknown): Promise<void> {
    // Round-trip through JSON so subscribers see what a Redis subscriber would (no shared object identity).
    const copy: unknown = JSON.parse(JSON.stringify(message));
    queueMicrotask(() => this.emitter.emit(channel, copy));
  }

  async subscribe(channel: string, handler: FanoutHandler): Promise<() => Promise<void>> {
    this.emitter.on(channel, handler);
    return async () => {
      this.emitter.off(channel, handler);
    };
  }

  connection() {
    return { live: true, epoch: 0 };
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

const HEARTBEAT_MS = 1000;

/**
 * Redis pub/sub. A connection in subscriber mode can run no other command, so the subscriber is a duplicate of
 * the app's connection; each Redis channel is subscribed once per instance and shared by its local handlers.
 */
export class RedisFanout implements Fanout {
  readonly name = 'redis';
  private readonly sub: Redis;
  private readonly handlers = new Map<string, Set<FanoutHandler>>();
  private readonly pending = new Map<string, Promise<unknown>>();
  private closed = false;
  private epoch = 0;
  // When the subscriber connection last proved alive: a dead peer without a closed socket is caught by the pings.
  private heardAt = Date.now();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly pub: Redis,
    private readonly prefix = 'salt-rt:',
  ) {
    this.sub = pub.duplicate();
    this.sub.on('error', () => {
      // ioredis reconnects by itself; an error event without a listener would crash the process.
    });
    // ioredis subscribes again after a reconnect, but what was published in between is lost.
    this.sub.on('close', () => this.epoch++);
    this.sub.on('ready', () => {
      this.epoch++;
      this.heardAt = Date.now();
    });
    this.heartbeat = setInterval(() => {
      if (this.sub.status !== 'ready') return;
      this.sub.ping().then(
        () => (this.heardAt = Date.now()),
        () => undefined,
      );
    }, HEARTBEAT_MS).unref();
    this.sub.on('message', (channel: string, raw: string) => {
      const set = this.handlers.get(channel);
      if (!set) return;
      this.heardAt = Date.now();
      let message: unknown;
      try {
        message = JSON.parse(raw);
      } catch {
        return;
      }
      for (const h of [...set]) h(message);
    });
  }

  async publish(channel: string, message: unknown): Promise<void> {
    await this.pub.publish(this.prefix + channel, JSON.stringify(message));
  }

  async subscribe(channel: string, handler: FanoutHandler): Promise<() => Promise<void>> {
    const key = this.prefix + channel;
    let set = this.handlers.get(key);
    if (!set) {
      set = new Set();
      this.handlers.set(key, set);
      const p = this.sub.subscribe(key).finally(() => this.pending.delete(key));
      this.pending.set(key, p);
    }
    set.add(handler);
    // A second local subscriber waits for the same SUBSCRIBE to be acknowledged.
    await this.pending.get(key);
    return async () => {
      const s = this.handlers.get(key);
      if (!s) return;
      s.delete(handler);
      if (s.size === 0) {
        this.handlers.delete(key);
        if (!this.closed) await this.sub.unsubscribe(key).catch(() => undefined);
      }
    };
  }

  connection() {
    const fresh = Date.now() - this.heardAt < 3 * HEARTBEAT_MS;
    return { live: !this.closed && this.sub.status === 'ready' && fresh, epoch: this.epoch };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.heartbeat);
    this.handlers.clear();
    this.sub.disconnect();
  }
}

/** Redis when the app has a Redis connection, otherwise in-process (one instance). */
export function createFanout(redis: Redis | null): Fanout {
  return redis ? new RedisFanout(redis) : new InProcessFanout();
}
