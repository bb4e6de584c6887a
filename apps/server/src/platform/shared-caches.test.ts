import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Redis } from 'ioredis';
import { API_PATHS, fillPath } from '@salt/domain';
import { createTestApp, type TestApp } from '../test/test-app';
import { spuFactory } from '../test/catalogue-factories';
import { api } from '../test/requests';
import { InProcessFanout, RedisFanout } from './realtime/fanout';
import { SharedCaches } from './shared-caches';
import { ExactCache } from './exact-cache';
import { reachableRedis, TEST_REDIS_URL } from '../test/redis';

const silent = { warn: vi.fn() } as never;

describe('shared caches in one instance', () => {
  it('invalidating an area empties its caches and no other area’s', async () => {
    const caches = new SharedCaches(new InProcessFanout(), silent);
    await caches.start();
    const catalogue = vi.fn();
    const quiz = vi.fn();
    caches.register('catalogue', catalogue);
    caches.register('quiz', quiz);
    await caches.invalidate('catalogue');
    expect(catalogue).toHaveBeenCalled();
    expect(quiz).not.toHaveBeenCalled();
    await caches.close();
  });

  it('invalidating some keys hands them to the area’s caches; a whole area or malformed keys hand none', async () => {
    const fanout = new InProcessFanout();
    const caches = new SharedCaches(fanout, silent);
    await caches.start();
    const clear = vi.fn();
    caches.register('userInfo', clear);
    await caches.invalidate('userInfo', ['7', '9']);
    expect(clear).toHaveBeenLastCalledWith(['7', '9']);
    await caches.invalidate('userInfo');
    expect(clear).toHaveBeenLastCalledWith(undefined);
    clear.mockClear();
    await fanout.publish('cache:invalidate', { area: 'userInfo', keys: [7] });
    await vi.waitFor(() => expect(clear).toHaveBeenCalledWith(undefined));
    await caches.close();
  });

  it('a message that is not an area is ignored', async () => {
    const fanout = new InProcessFanout();
    const caches = new SharedCaches(fanout, silent);
    await caches.start();
    const clear = vi.fn();
    caches.register('quiz', clear);
    await fanout.publish('cache:invalidate', { area: 'everything' });
    await fanout.publish('cache:invalidate', null);
    await new Promise((r) => setTimeout(r, 10));
    expect(clear).not.toHaveBeenCalled();
    await caches.close();
  });
});

const redisA = await reachableRedis('shared-caches');
const redisUrl = TEST_REDIS_URL;

describe.skipIf(!redisA)('catalogue cache across two instances sharing PostgreSQL and Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let redisB: Redis;
  // A minute-long cache: without the invalidation, instance B would show the old title for the whole test.
  const config = { catalogueCacheMs: 60_000 };
  beforeAll(async () => {
    redisB = new Redis(redisUrl);
    a = await createTestApp({ redis: redisA!, config });
    b = await createTestApp({ redis: redisB, config, shareDatabaseWith: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    redisA?.disconnect();
    redisB?.disconnect();
  });

  const titleOn = async (app: TestApp, spuId: number) => {
    const res = await app.app.inject({ method: 'GET', url: api(fillPath(API_PATHS.spuDetail, { id: spuId })) });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { title: string }).title;
  };

  it('a write on A reaches the cached goods page on B', async () => {
    const { spuId } = await spuFactory(a.ctx.db, { title: '初一数学秋季提高班' });
    expect(await titleOn(a, spuId)).toBe('初一数学秋季提高班');
    expect(await titleOn(b, spuId)).toBe('初一数学秋季提高班');

    await a.database.pool.query(`update shop_spu set title = '初一数学秋季培优班' where id = $1`, [spuId]);
    // Both instances still answer from their caches: the cache is real, so the next step proves the invalidation.
    expect(await titleOn(a, spuId)).toBe('初一数学秋季提高班');
    expect(await titleOn(b, spuId)).toBe('初一数学秋季提高班');

    await a.ctx.caches.invalidate('catalogue');
    expect(await titleOn(a, spuId)).toBe('初一数学秋季培优班');
    await vi.waitFor(async () => expect(await titleOn(b, spuId)).toBe('初一数学秋季培优班'), { timeout: 5000 });
  });
});

describe.skipIf(!redisA)('per-key invalidation across two instances sharing Redis', () => {
  it('a key invalidated on A is dropped on B before A’s invalidate resolves, and B keeps the other keys', async () => {
    const [pubA, pubB] = [new Redis(redisUrl), new Redis(redisUrl)];
    const a = new SharedCaches(new RedisFanout(pubA, 'salt-test-keys:'), silent);
    const b = new SharedCaches(new RedisFanout(pubB, 'salt-test-keys:'), silent);
    await Promise.all([a.start(), b.start()]);
    const onB = new ExactCache<string>(b, 'userInfo', 60_000);
    await onB.get('1', async () => 'one, old');
    await onB.get('2', async () => 'two');
    expect(await onB.get('1', async () => 'one, new')).toBe('one, old');
    await a.invalidate('userInfo', ['1']);
    // A's invalidate waited for its own echo, so Redis has handed the message to B's subscriber too.
    await vi.waitFor(async () => expect(await onB.get('1', async () => 'one, new')).toBe('one, new'), {
      timeout: 2000,
    });
    expect(await onB.get('2', async () => 'two, new')).toBe('two');
    await Promise.all([a.close(), b.close()]);
    pubA.disconnect();
    pubB.disconnect();
  });
});
