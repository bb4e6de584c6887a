import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@salt/domain';
import { createTestApp, type TestApp } from '../test/test-app';
import { api } from '../test/requests';
import { reachableRedis, TEST_REDIS_URL } from '../test/redis';

const redisA = await reachableRedis('rate-limit-redis');
const url = TEST_REDIS_URL;

describe.skipIf(!redisA)('rate limits shared through Redis by two instances', () => {
  let a: TestApp;
  let b: TestApp;
  let redisB: Redis;
  beforeAll(async () => {
    redisB = new Redis(url);
    // Distinct limit per run so earlier runs' counters in the shared Redis do not interfere.
    const max = 4;
    a = await createTestApp({ config: { rateLimitMax: max }, redis: redisA! });
    b = await createTestApp({ config: { rateLimitMax: max }, redis: redisB });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    redisA?.disconnect();
    redisB?.disconnect();
  });

  it('requests to either instance count against one limit', async () => {
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const hit = (t: TestApp) => t.app.inject({ method: 'GET', url: api(API_PATHS.ping), remoteAddress: ip });
    const codes = [await hit(a), await hit(b), await hit(a), await hit(b), await hit(a)].map((r) => r.statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 429]);
  });
});
