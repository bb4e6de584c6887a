import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload';

describe('chunk load reload', () => {
  beforeEach(() => localStorage.clear());

  it('recognises chunk failures of the main browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
  });

  it('reloads at most once per minute', () => {
    const reload = vi.fn();
    expect(reloadForChunkError(100_000, reload)).toBe(true);
    expect(reloadForChunkError(159_999, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForChunkError(160_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
