import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_ROLE_ID, API_PATHS, STUDENT_ROLE_ID, TEACHER_ROLE_ID, type UserInfo } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory, type UserFixture } from '../../test/factories';
import { api } from '../../test/requests';
import { reachableRedis, TEST_REDIS_URL } from '../../test/redis';

/**
 * GET /admin/user/info is cached per user for a minute here: each write that changes the answer must show in the
 * very next read (on this instance, and on a second one sharing PostgreSQL and Redis).
 */
const redisA = await reachableRedis('user-info-cache');
const config = { userInfoCacheMs: 60_000 };
let a: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  a = await createTestApp({ config, ...(redisA && { redis: redisA }) });
  admin = await sessionFor(a.ctx, await userFactory(a.ctx.db, { roles: [ADMIN_ROLE_ID] }));
});
afterAll(async () => {
  await a?.close();
  redisA?.disconnect();
});

const infoOn = async (app: TestApp, headers: Record<string, string>) => {
  const res = await app.app.inject({ method: 'GET', url: api(API_PATHS.userInfo), headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as UserInfo;
};

/** A user whose answer is cached now: a change behind the app's back (plain SQL) stays unseen. */
async function cachedUser(app = a) {
  const user = await userFactory(app.ctx.db, { realname: '原名', roles: [STUDENT_ROLE_ID] });
  const headers = await sessionFor(app.ctx, user);
  expect((await infoOn(app, headers)).realname).toBe('原名');
  await app.database.pool.query(`update sys_user set realname = '背后改的' where id = $1`, [user.id]);
  expect((await infoOn(app, headers)).realname).toBe('原名');
  return { user, headers };
}

const write = async (method: 'POST' | 'PUT', path: string, headers: Record<string, string>, payload: object) => {
  const res = await a.app.inject({ method, url: api(path), headers, payload });
  expect(res.statusCode, res.body).toBe(200);
};

describe('the cached user info after each write that changes it', () => {
  const cases: [string, (u: UserFixture, h: Record<string, string>) => Promise<void>, (i: UserInfo) => void][] = [
    [
      'own profile',
      (_, h) => write('PUT', API_PATHS.userUpdate, h, { nickname: '小明', grade: '8', school: '实验中学', gender: 1 }),
      (i) => expect(i.sysUser).toMatchObject({ nickname: '小明', grade: '8', school: '实验中学', gender: 1 }),
    ],
    [
      'avatar back to the default',
      async (u, h) => {
        await a.database.pool.query(`update sys_user set avatar = '/uploads/images/x.png' where id = $1`, [u.id]);
        await write('PUT', API_PATHS.userUpdate, h, { avatar: '' });
      },
      (i) => expect(i.avatar).not.toBe('/uploads/images/x.png'),
    ],
    [
      'phone change',
      async (_, h) => {
        const phone = `135${String(Date.now()).slice(-8)}`;
        await a.app.inject({ method: 'POST', url: `${api(`/admin/mobile/${phone}`)}?type=register` });
        await write('PUT', API_PATHS.userUpdate, h, { phone, code: a.sms.lastCodeFor(phone) });
      },
      (i) => expect(i.sysUser.phone).toMatch(/^135/),
    ],
    [
      'client version',
      (_, h) => write('PUT', API_PATHS.clientVersion, h, { clientVersion: '9.9.9', client: 'pc' }),
      (i) => expect(i.sysUser.clientVersion).toBe('9.9.9'),
    ],
    [
      'WeChat bind',
      (u, h) => write('POST', API_PATHS.wechatBind, h, { code: `local:uic-bind-${u.id}` }),
      (i) => expect(i.sysUser.wxBound).toBe(true),
    ],
    [
      'WeChat change of binding (from none)',
      (u, h) => write('PUT', API_PATHS.wechatChangeBind, h, { code: `local:uic-change-${u.id}` }),
      (i) => expect(i.sysUser.wxBound).toBe(true),
    ],
    [
      'console role change',
      (u) => write('PUT', API_PATHS.consoleUserRoles, admin, { userId: u.id, roleIds: [TEACHER_ROLE_ID] }),
      (i) => expect(i.roles).toEqual([TEACHER_ROLE_ID]),
    ],
  ];

  it.each(cases)('%s', async (_, change, expectChanged) => {
    const { user, headers } = await cachedUser();
    await change(user, headers);
    const info = await infoOn(a, headers);
    expectChanged(info);
    // The whole row was read again, the change behind the app's back included.
    expect(info.realname).toBe('背后改的');
  });

  it('a refused write leaves the cached answer', async () => {
    const { headers } = await cachedUser();
    const res = await a.app.inject({ method: 'PUT', url: api(API_PATHS.userUpdate), headers, payload: { gender: 7 } });
    expect(res.statusCode).toBe(400);
    expect((await infoOn(a, headers)).realname).toBe('原名');
  });
});

describe.skipIf(!redisA)('on a second instance sharing PostgreSQL and Redis', () => {
  let b: TestApp;
  let redisB: Redis;
  beforeAll(async () => {
    redisB = new Redis(TEST_REDIS_URL);
    b = await createTestApp({ redis: redisB, config, shareDatabaseWith: a });
  });
  afterAll(async () => {
    await b?.close();
    redisB?.disconnect();
  });

  it('a profile write on A and a role change show on B, whose answer was cached', async () => {
    const { user, headers } = await cachedUser();
    expect((await infoOn(b, headers)).realname).toBe('背后改的');
    await a.database.pool.query(`update sys_user set realname = '又背后改的' where id = $1`, [user.id]);
    expect((await infoOn(b, headers)).realname).toBe('背后改的');

    await write('PUT', API_PATHS.userUpdate, headers, { school: '第二中学' });
    // A's write answered after Redis handed the invalidation to B's subscriber; B reads its socket soon after.
    await vi.waitFor(async () => expect((await infoOn(b, headers)).sysUser.school).toBe('第二中学'), {
      timeout: 2000,
    });
    expect((await infoOn(b, headers)).realname).toBe('又背后改的');

    await write('PUT', API_PATHS.consoleUserRoles, admin, { userId: user.id, roleIds: [TEACHER_ROLE_ID] });
    await vi.waitFor(async () => expect((await infoOn(b, headers)).roles).toEqual([TEACHER_ROLE_ID]), {
      timeout: 2000,
    });
  });
});
