import { describe, expect, it } from 'vitest';
import { PublicCache } from './public-cache';

describe('public cache', () => {
  it('serves repeats from memory, shares concurrent loads and expires', async () => {
    const cache = new PublicCache(40);
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('other', load)).toBe(2);
    await new Promise((r) => setTimeout(r, 60));
    expect(await cache.get('k', load)).toBe(3);
  });

  it('does not cache failures', async () => {
    const cache = new PublicCache(1000);
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });
});
