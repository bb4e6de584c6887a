import { describe, expect, it, vi } from 'vitest';
import { InProcessFanout, type Fanout } from './realtime/fanout';
import { SharedCaches } from './shared-caches';
import { ExactCache } from './exact-cache';

const silent = { warn: vi.fn() } as never;

/** An in-process fanout whose subscriber can be "down" and "reconnect" (a new epoch), as a Redis one can. */
class SwitchableFanout extends InProcessFanout implements Fanout {
  state = { live: true, epoch: 0 };
  override connection() {
    return { ...this.state };
  }
}

async function setUp() {
  const fanout = new SwitchableFanout();
  const caches = new SharedCaches(fanout, silent);
  await caches.start();
  const cache = new ExactCache<string>(caches, 'userInfo', 60_000);
  let reads = 0;
  const load = (v: string) => async () => `${v}#${++reads}`;
  return { fanout, caches, cache, load, reads: () => reads };
}

describe('exact cache', () => {
  it('answers from the cache until its key is invalidated, and keeps the other keys', async () => {
    const { caches, cache, load } = await setUp();
    expect(await cache.get('1', load('a'))).toBe('a#1');
    expect(await cache.get('2', load('b'))).toBe('b#2');
    expect(await cache.get('1', load('a'))).toBe('a#1');
    await caches.invalidate('userInfo', ['1']);
    expect(await cache.get('1', load('a'))).toBe('a#3');
    expect(await cache.get('2', load('b'))).toBe('b#2');
    await caches.invalidate('userInfo');
    expect(await cache.get('2', load('b'))).toBe('b#4');
    await caches.close();
  });

  it('a read that an invalidation overtakes is answered but not cached', async () => {
    const { caches, cache } = await setUp();
    let release!: () => void;
    const slow = cache.get('1', () => new Promise<string>((r) => (release = () => r('old'))));
    await caches.invalidate('userInfo', ['1']);
    release();
    expect(await slow).toBe('old');
    expect(await cache.get('1', async () => 'new')).toBe('new');
    await caches.close();
  });

  it('nothing is served nor kept while the subscriber is down, nor trusted across a reconnect', async () => {
    const { fanout, caches, cache, load, reads } = await setUp();
    await cache.get('1', load('a'));
    fanout.state = { live: false, epoch: 1 };
    await cache.get('1', load('a'));
    await cache.get('1', load('a'));
    expect(reads()).toBe(3);
    fanout.state = { live: true, epoch: 2 };
    expect(await cache.get('1', load('a'))).toBe('a#4');
    expect(await cache.get('1', load('a'))).toBe('a#4');
    await caches.close();
  });
});
