import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { api } from '../../test/requests';
import { seedReferralDemo } from './referral-demo-seed';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const student = await userFactory(t.ctx.db, { username: 'student' });
  headers = await sessionFor(t.ctx, student);
  await seedReferralDemo(t.ctx.db);
  // Seeding again (every start-up) adds nothing.
  await seedReferralDemo(t.ctx.db);
}, 60_000);
afterAll(() => t.close());

const read = async (path: string) => (await t.app.inject({ method: 'GET', url: api(path), headers })).json().data;

describe('推荐有礼 demo seed', () => {
  it('gives the demo student five friends at every stage, a reward to receive and withdrawals both ways', async () => {
    const share = await read(API_PATHS.referralShare);
    expect(share).toMatchObject({ invited: 5, rewarded: 4, available: 1, pointsEarned: 200, cashEarnedFen: 2000 });
    const friends = (await read(`${API_PATHS.referralFriends}?size=100`)).records;
    expect(friends.map((f: { name: string }) => f.name)).toEqual(['李**', '刘**', '孙**', '陈**', '赵**']);
    const withdrawals = (await read(API_PATHS.referralWithdrawals)).records;
    expect(withdrawals.map((w: { statusText: string }) => w.statusText).sort()).toEqual(['审核中', '已打款']);
  });
});
