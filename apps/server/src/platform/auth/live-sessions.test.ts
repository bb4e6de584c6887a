import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { ADMIN_ROLE_ID, API_PATHS } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { api, bearer, form, passwordLogin } from '../../test/requests';
import { reachableRedis, TEST_REDIS_URL } from '../../test/redis';

/**
 * The per-instance cache of live token families must never let a revoked session through: every revocation (logout,
 * password change, admin lock or reset, a reused refresh token) is refused on the very next request, on the instance
 * that revoked it and on any other.
 */
type Revoke = (on: TestApp, session: { access: string; refresh: string; userId: number }) => Promise<void>;

const me = (app: TestApp, access: string) =>
  app.app.inject({ method: 'GET', url: api(API_PATHS.userInfo), headers: bearer(access) });

async function adminOn(app: TestApp) {
  return sessionFor(app.ctx, await userFactory(app.ctx.db, { roles: [ADMIN_ROLE_ID] }));
}

const revocations: [string, Revoke][] = [
  [
    'logout',
    async (on, s) => {
      const res = await on.app.inject({ method: 'DELETE', url: api(API_PATHS.logout), headers: bearer(s.access) });
      expect(res.statusCode, res.body).toBe(200);
    },
  ],
  [
    'password change from another session',
    async (on, s) => {
      const other = await sessionFor(on.ctx, { id: s.userId });
      const res = await on.app.inject({
        method: 'PUT',
        url: api(API_PATHS.userUpdatePassword),
        headers: other,
        payload: { password: 'Passw0rd1', newpassword1: 'Passw0rd2' },
      });
      expect(res.statusCode, res.body).toBe(200);
    },
  ],
  [
    'admin lock',
    async (on, s) => {
      const res = await on.app.inject({
        method: 'POST',
        url: api(API_PATHS.consoleUserLock),
        headers: await adminOn(on),
        payload: { userId: s.userId },
      });
      expect(res.statusCode, res.body).toBe(200);
    },
  ],
  [
    'admin password reset',
    async (on, s) => {
      const res = await on.app.inject({
        method: 'POST',
        url: api(API_PATHS.consoleUserResetPassword),
        headers: await adminOn(on),
        payload: { userId: s.userId },
      });
      expect(res.statusCode, res.body).toBe(200);
    },
  ],
  [
    'refresh token reuse',
    async (on, s) => {
      const refresh = () =>
        on.app.inject({
          method: 'POST',
          url: api(API_PATHS.oauthToken),
          ...form({ grant_type: 'refresh_token', refresh_token: s.refresh }),
        });
      expect((await refresh()).statusCode).toBe(200);
      // The same refresh token again: it leaked, the whole family (the access token in hand included) ends.
      expect((await refresh()).statusCode).toBe(426);
    },
  ],
];

async function loggedIn(app: TestApp) {
  const user = await userFactory(app.ctx.db);
  const tokens = await passwordLogin(app.app, user.username, user.password);
  return { access: tokens.access_token, refresh: tokens.refresh_token, userId: user.id };
}

describe('live sessions on one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(revocations)('%s: the next request with the cached session answers 401', async (_name, revoke) => {
    const s = await loggedIn(t);
    // Twice, so the second answer came from the cache of live families.
    expect((await me(t, s.access)).statusCode).toBe(200);
    expect((await me(t, s.access)).statusCode).toBe(200);
    await revoke(t, s);
    expect((await me(t, s.access)).statusCode).toBe(401);
  });

  it('really caches a live family, and a revocation drops it', async () => {
    const s = await loggedIn(t);
    const familyId = (await t.ctx.accessTokens.verify(s.access))!.familyId;
    expect(await t.ctx.sessions.isLive(familyId)).toBe(true);
    // Revoked behind the service's back: the cache still answers live (so the tests above prove the invalidation).
    await t.database.pool.query(`update auth_token_family set revoked_at = now() where id = $1`, [familyId]);
    expect(await t.ctx.sessions.isLive(familyId)).toBe(true);
    await t.ctx.sessions.revoked({ families: [familyId] });
    expect(await t.ctx.sessions.isLive(familyId)).toBe(false);
  });

  it('a read that raced a revocation does not cache the family as live', async () => {
    const s = await loggedIn(t);
    const familyId = (await t.ctx.accessTokens.verify(s.access))!.familyId;
    // The read starts, then a revocation is announced before it returns: its "live" must not be kept.
    const reading = t.ctx.sessions.isLive(familyId);
    const announcing = t.ctx.sessions.revoked({ users: [s.userId] });
    expect(await reading).toBe(true);
    await announcing;
    await t.database.pool.query(`update auth_token_family set revoked_at = now() where id = $1`, [familyId]);
    expect(await t.ctx.sessions.isLive(familyId)).toBe(false);
  });

  it('a new session is live from its login without a read, and still ends at its revocation', async () => {
    const s = await loggedIn(t);
    const familyId = (await t.ctx.accessTokens.verify(s.access))!.familyId;
    // Revoked behind the service's back: "live" can only come from what the login remembered.
    await t.database.pool.query(`update auth_token_family set revoked_at = now() where id = $1`, [familyId]);
    expect(await t.ctx.sessions.isLive(familyId)).toBe(true);
    await t.ctx.sessions.revoked({ families: [familyId] });
    expect(await t.ctx.sessions.isLive(familyId)).toBe(false);
  });

  it('a session started while a revocation was announced is not remembered as live', async () => {
    const user = await userFactory(t.ctx.db);
    const mark = t.ctx.sessions.beginStart();
    const [family] = (
      await t.database.pool.query<{ id: string }>(
        `insert into auth_token_family (user_id, client_id, revoked_at) values ($1, 'web', now()) returning id`,
        [user.id],
      )
    ).rows;
    await t.ctx.sessions.revoked({ users: [user.id] });
    t.ctx.sessions.started(mark, family!.id, user.id);
    expect(await t.ctx.sessions.isLive(family!.id)).toBe(false);
  });

  it('an unknown family is refused', async () => {
    expect(await t.ctx.sessions.isLive('00000000-0000-4000-8000-000000000000')).toBe(false);
  });
});

const redisA = await reachableRedis('live-sessions');

describe.skipIf(!redisA)('live sessions across two instances sharing PostgreSQL and Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let redisB: Redis;
  beforeAll(async () => {
    redisB = new Redis(TEST_REDIS_URL);
    a = await createTestApp({ redis: redisA! });
    b = await createTestApp({ redis: redisB, shareDatabaseWith: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    redisA?.disconnect();
    redisB?.disconnect();
  });

  it.each(revocations)('%s on A: the session cached on B is refused on B at once', async (_name, revoke) => {
    const s = await loggedIn(a);
    expect((await me(b, s.access)).statusCode).toBe(200);
    expect((await me(b, s.access)).statusCode).toBe(200);
    await revoke(a, s);
    // No waiting: once the revoking request has answered, B has been told.
    expect((await me(b, s.access)).statusCode).toBe(401);
    expect((await me(a, s.access)).statusCode).toBe(401);
  });

  it('while B has lost its Redis subscriber, B reads PostgreSQL on every request', async () => {
    const s = await loggedIn(a);
    const familyId = (await a.ctx.accessTokens.verify(s.access))!.familyId;
    expect(await b.ctx.sessions.isLive(familyId)).toBe(true);
    // Take B's subscriber connection down (ioredis reconnects by itself afterwards).
    const subscriberB = (b.ctx.sessions as unknown as { fanout: { sub: Redis } }).fanout.sub;
    const closed = new Promise((resolve) => subscriberB.once('close', resolve));
    subscriberB.disconnect(true);
    await closed;
    // Revoked while B cannot hear it: B must not trust its cached entry.
    await a.database.pool.query(`update auth_token_family set revoked_at = now() where id = $1`, [familyId]);
    expect(await b.ctx.sessions.isLive(familyId)).toBe(false);
  });
});
