import { CHUNK_RELOAD_MIN_INTERVAL_MS } from '@salt/domain';
import { readItem, writeItem } from './storage';

const KEY = 'chunk-reload-at';

/** After a deploy, old pages ask for chunk files that no longer exist; the messages differ per browser. */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Unable to preload CSS/i.test(
    text,
  );
}

/**
 * Reloads to pick up the new build, but at most once a minute, so a chunk that is truly gone shows the
 * error page instead of a reload loop. Answers whether it reloaded.
 */
export function reloadForChunkError(now = Date.now(), reload: () => void = () => window.location.reload()): boolean {
  const last = readItem<number>(KEY) ?? 0;
  if (now - last < CHUNK_RELOAD_MIN_INTERVAL_MS) return false;
  writeItem(KEY, now);
  reload();
  return true;
}
