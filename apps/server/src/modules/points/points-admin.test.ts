import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_ROLE_ID, API_PATHS, fillPath, POINTS_ERRORS, type PointsRule } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { api } from '../../test/requests';
import { pointsLedger, users } from '../../db/schema';

/** 盐值规则 and 盐值调整 through the API: the rules as they apply, staff's edits and adjustments, audited. */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionFor(t.ctx, await userFactory(t.ctx.db, { roles: [ADMIN_ROLE_ID] }));
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url: api(url), headers, payload: payload as never });
const q = async (text: string, params: unknown[] = []) => (await t.database.pool.query(text, params)).rows;

describe('盐值规则', () => {
  it('lists the rules with the defaults; staff change one (audited); a rule turned off leaves the pupil page', async () => {
    const pupil = await sessionFor(t.ctx, await userFactory(t.ctx.db));
    const rules = (await call('GET', API_PATHS.consolePointsRules, admin)).json().data as PointsRule[];
    expect(rules.find((r) => r.code === 'homeworkOnTime')).toMatchObject({
      name: '按时提交作业',
      amount: 10,
      enabled: true,
    });
    const put = await call('PUT', fillPath(API_PATHS.consolePointsRule, { code: 'liveAttended' }), admin, {
      amount: 15,
      dailyCap: 0,
      enabled: false,
    });
    expect(put.json().data).toMatchObject({ code: 'liveAttended', amount: 15, dailyCap: 0, enabled: false });
    const seen = (await call('GET', API_PATHS.pointsRules, pupil)).json().data as PointsRule[];
    expect(seen.map((r) => r.code)).not.toContain('liveAttended');
    const [audit] = await q(
      `select after from console_audit_log where action = 'points.rule' order by id desc limit 1`,
    );
    expect(audit.after).toMatchObject({ code: 'liveAttended', amount: 15, enabled: false });
    const bad = await call('PUT', '/console/points/rules/nope', admin, { amount: 1, dailyCap: 0, enabled: true });
    expect(bad.statusCode).toBe(400);
  });
});

describe('盐值调整', () => {
  it('adds and takes with a reason the pupil reads; never below zero; refuses 0 and no reason', async () => {
    const u = await userFactory(t.ctx.db);
    const add = await call('POST', API_PATHS.consolePointsAdjust, admin, {
      userId: u.id,
      amount: 300,
      reason: '活动补发',
    });
    expect(add.json().data, add.body).toEqual({ balance: 300 });
    const take = await call('POST', API_PATHS.consolePointsAdjust, admin, {
      userId: u.id,
      amount: -100,
      reason: '重复发放扣回',
    });
    expect(take.json().data).toEqual({ balance: 200 });
    const tooMuch = await call('POST', API_PATHS.consolePointsAdjust, admin, {
      userId: u.id,
      amount: -201,
      reason: '扣回',
    });
    expect([tooMuch.statusCode, tooMuch.json().errorCode]).toEqual([409, POINTS_ERRORS.notEnough.errorCode]);
    const zero = await call('POST', API_PATHS.consolePointsAdjust, admin, { userId: u.id, amount: 0, reason: 'x' });
    expect([zero.statusCode, zero.json().msg]).toEqual([400, '调整数量不能为0']);
    const noReason = await call('POST', API_PATHS.consolePointsAdjust, admin, { userId: u.id, amount: 5, reason: ' ' });
    expect([noReason.statusCode, noReason.json().msg]).toEqual([400, '请填写调整原因']);
    const nobody = await call('POST', API_PATHS.consolePointsAdjust, admin, {
      userId: 99_999_999,
      amount: 5,
      reason: 'x',
    });
    expect(nobody.statusCode).toBe(404);
    const rows = await t.ctx.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, u.id))
      .orderBy(pointsLedger.id);
    expect(rows.map((r) => [r.amount, r.remark, r.balanceAfter])).toEqual([
      [300, '活动补发', 300],
      [-100, '重复发放扣回', 200],
    ]);
    const [after] = await t.ctx.db.select({ p: users.points }).from(users).where(eq(users.id, u.id));
    expect(after!.p).toBe(200);
    const audits = await q(`select after from console_audit_log where action = 'points.adjust' and entity_id = $1`, [
      u.id,
    ]);
    expect(audits).toHaveLength(2);
  });
});
