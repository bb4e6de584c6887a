import { CACHE_EXPIRY_MS, STORAGE_KEY_PREFIX } from '@salt/domain';

/**
 * Every key the site writes is prefixed so several apps on one domain (and old builds) never collide,
 * and so logout can clear exactly what this site owns.
 */
export type StorageArea = 'local' | 'session';

function area(kind: StorageArea): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Safari private mode and some embedded browsers throw on access; the site still works without persistence.
    return null;
  }
}

export function storageKey(key: string): string {
  return STORAGE_KEY_PREFIX + key;
}

export function readItem<T>(key: string, kind: StorageArea = 'local'): T | null {
  const raw = area(kind)?.getItem(storageKey(key));
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: unknown, kind: StorageArea = 'local'): void {
  try {
    area(kind)?.setItem(storageKey(key), JSON.stringify(value));
  } catch {
    // Quota exceeded: losing a cache entry is harmless.
  }
}

export function removeItem(key: string, kind: StorageArea = 'local'): void {
  area(kind)?.removeItem(storageKey(key));
}

/** Cache entry shape from the spec: the query that produced the data, the data and when it was stored. */
export interface CacheEntry<T> {
  query: unknown;
  data: T;
  time: number;
}

/**
 * Returns cached data only when it was stored for the same query and is younger than the expiry,
 * so a changed filter never shows another query's result.
 */
export function readCache<T>(key: string, query: unknown, now = Date.now(), maxAgeMs = CACHE_EXPIRY_MS): T | null {
  const entry = readItem<CacheEntry<T>>(`cache-${key}`);
  if (!entry) return null;
  if (now - entry.time > maxAgeMs) return null;
  if (JSON.stringify(entry.query) !== JSON.stringify(query)) return null;
  return entry.data;
}

export function writeCache<T>(key: string, query: unknown, data: T, now = Date.now()): void {
  const entry: CacheEntry<T> = { query, data, time: now };
  writeItem(`cache-${key}`, entry);
}
