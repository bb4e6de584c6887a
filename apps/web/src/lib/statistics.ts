import type { StatisticsEvent } from '@salt/domain';
import { readItem, writeItem } from './storage';

/** One pv/uv event as the server's statistics batch takes it. */
export type StatEvent = StatisticsEvent;

export interface StatsBatcher {
  pageView(path: string, now?: number): void;
  flush(useBeacon?: boolean): void;
  pending(): number;
}

function visitorId(): string {
  let id = readItem<string>('visitor-id');
  if (!id) {
    id =
      typeof crypto !== 'undefined' && crypto.randomUUID
        ? crypto.randomUUID()
        : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    writeItem('visitor-id', id);
  }
  return id;
}

function chinaDate(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
}

/**
 * pv for every page shown, uv once per visitor per day (UTC+8); events go out in batches so browsing
 * does not cost one request per page. Sent when `maxBatch` events wait or on `flush` (timer, page hide).
 */
export function createStatsBatcher(options: {
  send: (events: StatEvent[]) => unknown;
  beacon?: (events: StatEvent[]) => boolean;
  maxBatch?: number;
}): StatsBatcher {
  const maxBatch = options.maxBatch ?? 20;
  let queue: StatEvent[] = [];
  const flush = (useBeacon = false) => {
    if (queue.length === 0) return;
    const events = queue;
    queue = [];
    if (useBeacon && options.beacon?.(events)) return;
    void Promise.resolve(options.send(events)).catch(() => undefined);
  };
  return {
    pageView(path, now = Date.now()) {
      const id = visitorId();
      queue.push({ type: 'pv', path, visitorId: id, time: now });
      const day = chinaDate(now);
      if (readItem<string>('uv-day') !== day) {
        writeItem('uv-day', day);
        queue.push({ type: 'uv', path, visitorId: id, time: now });
      }
      if (queue.length >= maxBatch) flush();
    },
    flush,
    pending: () => queue.length,
  };
}
