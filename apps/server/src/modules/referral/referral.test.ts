import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE_ID, API_PATHS, REFERRAL_ERRORS, REFERRAL_MESSAGES, STUDENT_ROLE_ID } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { skuFactory } from '../../test/shop-factories';
import { offeringFactory } from '../../test/learning-factories';
import { api } from '../../test/requests';
import { payOnDevPage, placeOrder } from '../../test/shop-requests';

/** 推荐有礼 through the API on PostgreSQL: codes, attribution at registration, the reward's life, withdrawals. */

let t: TestApp;
let admin: Record<string, string>;
let adminId = 0;
beforeAll(async () => {
  t = await createTestApp();
  adminId = (await userFactory(t.ctx.db, { roles: [ADMIN_ROLE_ID] })).id;
  admin = await sessionFor(t.ctx, { id: adminId });
});
afterAll(() => t.close());

const q = async (sql: string, params: unknown[] = []) => (await t.database.pool.query(sql, params)).rows;
const DAY_MS = 86_400_000;
let phoneSeq = 0;
const newPhone = () => `136${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(5, '0')}`;
const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: api(path), headers });
const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: api(path), headers, payload: payload as Record<string, unknown> });

async function referrer() {
  const user = await userFactory(t.ctx.db, { roles: [STUDENT_ROLE_ID], realname: '王小明' });
  const headers = await sessionFor(t.ctx, user);
  const share = (await get(API_PATHS.referralShare, headers)).json().data;
  return { user, headers, code: share.code as string };
}

/** Registers a pupil through the API (SMS code and all), with the extra fields given. */
async function register(extra: Record<string, unknown>, mobile = newPhone()) {
  t.clock.advance(61_000);
  expect((await post(`/admin/mobile/${mobile}?type=register`, undefined)).statusCode).toBe(200);
  const code = t.sms.lastCodeFor(mobile);
  const res = await post(API_PATHS.register, { mobile, code, password: 'Abc12345', realname: '李同学', ...extra });
  const id: number | undefined = res.json().data?.userId;
  return { res, mobile, code, id };
}

const friends = async (h: Record<string, string>) =>
  (await get(`${API_PATHS.referralFriends}?size=100`, h)).json().data;
const rewards = async (h: Record<string, string>) =>
  (await get(`${API_PATHS.referralRewards}?size=100`, h)).json().data;
const receive = (h: Record<string, string>, id: number, body: Record<string, unknown>) =>
  post(API_PATHS.referralReceive.replace(':id', String(id)), body, h);
const pointsOf = async (userId: number) => (await q('select points from sys_user where id = $1', [userId]))[0].points;

/** The referred friend buys a class (sessions from 10 days on, so it can be refunded after the window) and pays: their first paid order. */
async function friendBuys(friendId: number) {
  const headers = await sessionFor(t.ctx, { id: friendId });
  const { sku, spu } = await skuFactory(t.ctx.db, { priceFen: 20000, stock: 5 });
  await offeringFactory(t.ctx.db, {
    skuId: sku.id,
    spuId: spu.id,
    offsetsMin: [10 * 1440, 20 * 1440, 30 * 1440],
    now: t.clock.now(),
  });
  const placed = await placeOrder(t.app, headers, { items: [{ skuId: sku.id }] });
  expect(placed.statusCode).toBe(200);
  await payOnDevPage(t.app, headers, placed.order.id);
  return { friendId, headers, order: placed.order, itemId: placed.order.items[0]!.id as number };
}

async function refund(friend: { headers: Record<string, string>; itemId: number }) {
  const applied = await post(
    '/shop/refund/apply',
    { orderItemId: friend.itemId, reasonCode: 'schedule', reasonText: '时间冲突' },
    friend.headers,
  );
  expect(applied.statusCode, applied.body).toBe(200);
  expect((await post(`/console/refund/${applied.json().data.id}/approve`, {}, admin)).statusCode).toBe(200);
}

/** Days pass: sessions are signed in again (access tokens last hours). */
async function daysPass(
  days: number,
  ...people: { headers: Record<string, string>; user?: { id: number }; friendId?: number }[]
) {
  t.clock.advance(days * DAY_MS + 60_000);
  admin = await sessionFor(t.ctx, { id: adminId });
  for (const p of people) Object.assign(p.headers, await sessionFor(t.ctx, { id: p.user?.id ?? p.friendId! }));
}

/** A referred friend whose first order has passed the refund window: the referrer has a reward to receive. */
async function rewarded() {
  const r = await referrer();
  const f = await register({ shareCode: r.code });
  const bought = await friendBuys(f.id!);
  await daysPass(7, r, bought);
  const [reward] = (await rewards(r.headers)).records;
  expect(reward).toMatchObject({ status: 'available', pointsAmount: 200, cashFen: 2000, pointsEnabled: true });
  return { r, f, bought, reward };
}

describe('share codes', () => {
  it('a pupil gets one code of 8 characters, the same on every visit; the register form can look it up', async () => {
    const r = await referrer();
    expect(r.code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    expect((await get(API_PATHS.referralShare, r.headers)).json().data).toMatchObject({ code: r.code, invited: 0 });
    const info = await get(API_PATHS.referralCode.replace(':code', r.code.toLowerCase()));
    expect(info.json().data).toEqual({ code: r.code, referrerName: '王**' });
  });

  it('a forged code is 400 邀请码无效, and anonymous callers cannot read anyone’s code', async () => {
    for (const code of ['ZZZZZZZZ', 'abc', '0OIL1234']) {
      const res = await get(API_PATHS.referralCode.replace(':code', code));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'REFERRAL_CODE_INVALID', msg: REFERRAL_MESSAGES.codeInvalid });
    }
    expect((await get(API_PATHS.referralShare)).statusCode).toBe(401);
  });
});

describe('attribution at registration', () => {
  it('a forged code refuses the registration and spends nothing: the same SMS code then registers', async () => {
    const r = await referrer();
    const before = await q('select count(*)::int as n from sys_user');
    const bad = await register({ shareCode: 'ZZZZZZZZ' });
    expect(bad.res.statusCode).toBe(400);
    expect(bad.res.json().errorCode).toBe(REFERRAL_ERRORS.codeInvalid.errorCode);
    expect(await q('select count(*)::int as n from sys_user')).toEqual(before);
    const good = await post(API_PATHS.register, {
      mobile: bad.mobile,
      code: bad.code,
      password: 'Abc12345',
      shareCode: ` ${r.code.toLowerCase()} `,
    });
    expect(good.statusCode).toBe(200);
    expect((await friends(r.headers)).records).toMatchObject([
      {
        mobile: `${bad.mobile.slice(0, 3)}****${bad.mobile.slice(7)}`,
        status: 'registered',
        statusText: '已注册，待下单',
      },
    ]);
  });

  it("one's own code is 400 不能使用自己的邀请码 and changes nothing", async () => {
    const r = await referrer();
    const before = await q('select count(*)::int as n from referral');
    // The code is checked before the mobile and the SMS code (this mobile could not even get one: it is registered).
    const own = await post(API_PATHS.register, {
      mobile: r.user.phone,
      code: '123456',
      password: 'Abc12345',
      shareCode: r.code,
    });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ errorCode: 'REFERRAL_SELF', msg: REFERRAL_MESSAGES.selfReferral });
    expect(await q('select count(*)::int as n from referral')).toEqual(before);
  });

  it('first touch counts for 30 days: a link opened 31 days ago attributes nothing, 29 days ago it does', async () => {
    const r = await referrer();
    const now = t.clock.now().getTime();
    const stale = await register({ shareCode: r.code, sharedAt: new Date(now - 31 * DAY_MS).toISOString() });
    expect(stale.res.statusCode).toBe(200);
    const fresh = await register({ shareCode: r.code, sharedAt: new Date(now - 29 * DAY_MS).toISOString() });
    expect(fresh.res.statusCode).toBe(200);
    const list = (await friends(r.headers)).records;
    expect(list).toHaveLength(1);
    expect(list[0].mobile.slice(-4)).toBe(fresh.mobile.slice(-4));
  });
});

describe('the reward', () => {
  it('waits for the refund window after the first payment, then is received as 盐值 once', async () => {
    const r = await referrer();
    const f = await register({ shareCode: r.code });
    const bought = await friendBuys(f.id!);
    const [waiting] = (await friends(r.headers)).records;
    expect(waiting).toMatchObject({ status: 'paid', statusText: '已下单，退费期后发放奖励' });
    expect(new Date(waiting.rewardDueAt).getTime() - new Date(waiting.paidAt).getTime()).toBe(7 * DAY_MS);
    expect((await rewards(r.headers)).records).toEqual([]);
    await daysPass(7, r, bought);
    expect((await friends(r.headers)).records[0]).toMatchObject({ status: 'rewarded' });
    const [reward] = (await rewards(r.headers)).records;
    const before = await pointsOf(r.user.id);
    // Ten clicks at once: one receives, the others find it received.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => receive(r.headers, reward.id, { choice: 'points' })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().errorCode)).toEqual(
      Array(9).fill('REFERRAL_REWARD_NOT_AVAILABLE'),
    );
    expect(await pointsOf(r.user.id)).toBe(before + 200);
    const [row] = await q(
      `select amount, rule_code from user_points_ledger where user_id = $1 and rule_code = 'referral'`,
      [r.user.id],
    );
    expect(row).toEqual({ amount: 200, rule_code: 'referral' });
    expect((await get(API_PATHS.referralShare, r.headers)).json().data).toMatchObject({
      invited: 1,
      rewarded: 1,
      pointsEarned: 200,
      available: 0,
    });
  });

  it("someone else's reward is 404 and nothing changes", async () => {
    const { reward } = await rewarded();
    const other = await referrer();
    const res = await receive(other.headers, reward.id, { choice: 'points' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('REFERRAL_REWARD_NOT_FOUND');
  });

  it('a refund before the window holds the reward back; after it is received, the 盐值 are taken back', async () => {
    const r = await referrer();
    const f = await register({ shareCode: r.code });
    const early = await friendBuys(f.id!);
    await friends(r.headers);
    await refund(early);
    expect((await friends(r.headers)).records[0]).toMatchObject({ status: 'registered' });

    const late = await rewarded();
    expect((await receive(late.r.headers, late.reward.id, { choice: 'points' })).statusCode).toBe(200);
    const before = await pointsOf(late.r.user.id);
    await refund(late.bought);
    expect(await pointsOf(late.r.user.id)).toBe(before - 200);
    expect((await rewards(late.r.headers)).records[0]).toMatchObject({
      status: 'revoked',
      remark: '好友订单已退费，奖励已撤回',
    });
    expect((await friends(late.r.headers)).records[0]).toMatchObject({ status: 'revoked' });
  });
});

describe('cash withdrawals', () => {
  it('cash needs a payee; staff reject with a reason (the reward comes back), then pay out; all audited', async () => {
    const { r, reward } = await rewarded();
    const noPayee = await receive(r.headers, reward.id, { choice: 'cash' });
    expect(noPayee.statusCode).toBe(400);
    expect(noPayee.json().msg).toBe(REFERRAL_MESSAGES.payeeRequired);
    const asked = await receive(r.headers, reward.id, {
      choice: 'cash',
      payeeName: '王建国',
      payeeAccount: 'wjg13800001234',
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data.reward.withdrawal).toMatchObject({
      status: 'applied',
      payeeAccount: '******1234',
      amountFen: 2000,
    });
    // Only staff see and review the list.
    expect((await get(API_PATHS.consoleReferralWithdrawals, r.headers)).statusCode).toBe(403);
    const list = (await get(API_PATHS.consoleReferralWithdrawals, admin)).json().data.records;
    const mine = list.find((w: { rewardId: number }) => w.rewardId === reward.id);
    expect(mine).toMatchObject({ payeeAccount: 'wjg13800001234', user: { id: r.user.id, name: '王小明' } });
    const review = (body: Record<string, unknown>, h = admin) =>
      post(API_PATHS.consoleReferralReview.replace(':id', String(mine.id)), body, h);
    expect((await review({ approve: true }, r.headers)).statusCode).toBe(403);
    expect((await review({ approve: false })).json().errorCode).toBe('REFERRAL_REJECT_REASON');
    expect((await review({ approve: false, reason: '账号与姓名不符' })).statusCode).toBe(200);
    const back = (await rewards(r.headers)).records[0];
    expect(back).toMatchObject({ status: 'available', choice: null, remark: '提现被驳回：账号与姓名不符' });
    expect((await review({ approve: true })).json().errorCode).toBe('REFERRAL_WITHDRAWAL_DONE');

    const again = await receive(r.headers, reward.id, {
      choice: 'cash',
      payeeName: '王建国',
      payeeAccount: '13800001234',
    });
    const second = again.json().data.reward.withdrawal.id;
    expect(
      (await post(API_PATHS.consoleReferralReview.replace(':id', String(second)), { approve: true }, admin)).statusCode,
    ).toBe(200);
    const mineNow = (await get(`${API_PATHS.referralWithdrawals}?size=10`, r.headers)).json().data.records;
    expect(mineNow.map((w: { statusText: string }) => w.statusText)).toEqual(['已打款', '已驳回']);
    expect((await get(API_PATHS.referralShare, r.headers)).json().data.cashEarnedFen).toBe(2000);
    const audits = await q(
      `select action from console_audit_log where entity = 'referralWithdrawal' and entity_id in ($1, $2) order by id`,
      [mine.id, second],
    );
    expect(audits.map((a) => a.action)).toEqual(['referralWithdrawal.reject', 'referralWithdrawal.pay']);
  });

  it('a refund cancels a waiting withdrawal', async () => {
    const { r, reward, bought } = await rewarded();
    await receive(r.headers, reward.id, { choice: 'cash', payeeName: '王建国', payeeAccount: '13800001234' });
    await refund(bought);
    const [w] = (await get(API_PATHS.referralWithdrawals, r.headers)).json().data.records;
    expect(w).toMatchObject({ status: 'cancelled', statusText: '已取消' });
    expect((await rewards(r.headers)).records[0].status).toBe('revoked');
  });
});
