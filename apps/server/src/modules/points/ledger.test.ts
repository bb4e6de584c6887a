import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { POINTS_ERRORS, pointsExpiryOf } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userFactory } from '../../test/factories';
import { pointsLedger, pointsRules, pointsShortfalls, users } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { creditPoints, grantPoints, spendPoints } from './ledger';
import { sweepExpiredPoints } from './points-expiry';
import { grantPurchasePoints, takeBackPurchasePoints } from './purchase-points';

/** The 盐值 ledger on PostgreSQL: idempotent grants, caps, guarded spends, expiry, purchase take-back, invariants. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const balance = async (userId: number) =>
  (await t.ctx.db.select({ p: users.points }).from(users).where(eq(users.id, userId)))[0]!.p;
const rowsOf = (userId: number) =>
  t.ctx.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(pointsLedger.id);
const now = () => t.ctx.clock.now();

describe('grants', () => {
  it('pays an event once, however often it is retried or raced, and records the balance after', async () => {
    const u = await userFactory(t.ctx.db);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        grantPoints(t.ctx.db, { userId: u.id, rule: 'liveAttended', sourceKey: 'chapter:1', now: now() }),
      ),
    );
    expect(results.filter((r) => r.granted)).toHaveLength(1);
    const rows = await rowsOf(u.id);
    expect(rows.map((r) => [r.amount, r.balanceAfter, r.ruleCode])).toEqual([[10, 10, 'liveAttended']]);
    expect(rows[0]!.expiresAt?.toISOString()).toBe(pointsExpiryOf(rows[0]!.createdAt).toISOString());
    expect(await balance(u.id)).toBe(10);
  });

  it('honours the daily cap and a rule turned off by staff', async () => {
    const u = await userFactory(t.ctx.db);
    await t.ctx.db
      .insert(pointsRules)
      .values({ code: 'homeworkOnTime', amount: 7, dailyCap: 2, enabled: true })
      .onConflictDoUpdate({ target: pointsRules.code, set: { amount: 7, dailyCap: 2, enabled: true } });
    const grants = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        grantPoints(t.ctx.db, { userId: u.id, rule: 'homeworkOnTime', sourceKey: `quizAnswer:${i}`, now: now() }),
      ),
    );
    expect(grants.filter((g) => g.granted).map((g) => g.amount)).toEqual([7, 7]);
    await t.ctx.db.update(pointsRules).set({ enabled: false }).where(eq(pointsRules.code, 'homeworkOnTime'));
    const off = await grantPoints(t.ctx.db, { userId: u.id, rule: 'homeworkOnTime', sourceKey: 'x', now: now() });
    expect(off.granted).toBe(false);
    await t.ctx.db.delete(pointsRules).where(eq(pointsRules.code, 'homeworkOnTime'));
    expect(await balance(u.id)).toBe(14);
  });
});

describe('spends', () => {
  it('never takes the balance below zero, also under 50 concurrent spends', async () => {
    const u = await userFactory(t.ctx.db);
    await t.ctx.db.transaction((tx) =>
      creditPoints(tx, { userId: u.id, amount: 100, ruleCode: 'adjust', bizKey: 'adjust:seed', now: now() }),
    );
    const answers = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        t.ctx.db.transaction((tx) =>
          spendPoints(tx, { userId: u.id, amount: 10, ruleCode: 'exchange', bizKey: `exchange:${i}`, now: now() }),
        ),
      ),
    );
    const won = answers.filter((a) => a.status === 'fulfilled');
    expect(won).toHaveLength(10);
    for (const a of answers)
      if (a.status === 'rejected') expect((a.reason as AppError).errorCode).toBe(POINTS_ERRORS.notEnough.errorCode);
    expect(await balance(u.id)).toBe(0);
    const rows = await rowsOf(u.id);
    expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(0);
    expect(Math.min(...rows.map((r) => r.balanceAfter))).toBe(0);
  });
});

describe('expiry', () => {
  it('expires what is left of last year’s grants at the end of next year, once; later grants stay', async () => {
    const u = await userFactory(t.ctx.db);
    const twoYearsAgo = new Date(now().getTime() - 2 * 366 * 86_400_000);
    await grantPoints(t.ctx.db, { userId: u.id, rule: 'examPassed', sourceKey: 'exam:old', now: twoYearsAgo });
    await grantPoints(t.ctx.db, { userId: u.id, rule: 'liveAttended', sourceKey: 'chapter:new', now: now() });
    await t.ctx.db.transaction((tx) =>
      spendPoints(tx, { userId: u.id, amount: 20, ruleCode: 'exchange', bizKey: 'exchange:old', now: now() }),
    );
    // 50 old − 20 spent (oldest first) = 30 expire; the 10 granted now stay.
    expect(await sweepExpiredPoints(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await sweepExpiredPoints(t.ctx)).toBe(0);
    const rows = await rowsOf(u.id);
    expect(rows.filter((r) => r.ruleCode === 'expire').map((r) => r.amount)).toEqual([-30]);
    expect(await balance(u.id)).toBe(10);
  });
});

describe('purchase points', () => {
  it('earns per whole yuan once, and a refund takes back its share; a short balance records the rest', async () => {
    const u = await userFactory(t.ctx.db);
    await t.ctx.db.transaction(async (tx) => {
      await grantPurchasePoints(tx, { userId: u.id, orderId: 9_000_001, payFen: 25_990, now: now() });
      await grantPurchasePoints(tx, { userId: u.id, orderId: 9_000_001, payFen: 25_990, now: now() });
    });
    expect(await balance(u.id)).toBe(259);
    await t.ctx.db.transaction((tx) =>
      spendPoints(tx, { userId: u.id, amount: 200, ruleCode: 'exchange', bizKey: 'exchange:pp', now: now() }),
    );
    const back = await t.ctx.db.transaction((tx) =>
      takeBackPurchasePoints(tx, {
        userId: u.id,
        orderId: 9_000_001,
        paidFen: 25_990,
        refundFen: 25_990,
        sourceKey: 'refundRequest:1',
        now: now(),
      }),
    );
    expect(back).toEqual({ taken: 59, shortfall: 200 });
    expect(await balance(u.id)).toBe(0);
    const short = await t.ctx.db.select().from(pointsShortfalls).where(eq(pointsShortfalls.userId, u.id));
    expect(short.map((s) => s.amount)).toEqual([200]);
  });
});

describe('invariants', () => {
  it('after a randomised run with expiry sweeps, every user’s rows sum to the balance, never below zero', async () => {
    const people = await Promise.all([1, 2, 3, 4, 5].map(() => userFactory(t.ctx.db)));
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const DAY = 86_400_000;
    // The run walks through three and a half years, a day and a bit per operation, so grants made in its first
    // years pass their expiry (the end of the next calendar year) while it goes on, and sweeps take them.
    const start = now().getTime() - 3 * 365 * DAY;
    const atOf = (i: number) => new Date(start + Math.round(i * 1.25 * DAY));
    const holds = async () => {
      for (const u of people) {
        const rows = await rowsOf(u.id);
        const now = await balance(u.id);
        expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(now);
        expect(now).toBeGreaterThanOrEqual(0);
      }
    };
    const ops: Promise<unknown>[] = [];
    let sweeps = 0;
    let shifted = 0;
    let batches = 0;
    const moveClockTo = (at: Date) => {
      const by = at.getTime() - now().getTime();
      t.clock.advance(by);
      shifted += by;
    };
    try {
      for (let i = 0; i < 1000; i++) {
        const u = people[rand(people.length)]!;
        // The first pupil only earns, so what they hold outlives its year; the others spend, oldest points first.
        const k = u === people[0] ? 0 : rand(3);
        const at = atOf(i);
        const op =
          k === 0
            ? grantPoints(t.ctx.db, {
                userId: u.id,
                rule: 'purchase',
                sourceKey: `r${i}`,
                amount: 1 + rand(50),
                now: at,
              })
            : k === 1
              ? t.ctx.db.transaction((tx) =>
                  spendPoints(tx, {
                    userId: u.id,
                    amount: 1 + rand(40),
                    ruleCode: 'exchange',
                    bizKey: `s${i}`,
                    now: at,
                  }),
                )
              : t.ctx.db.transaction((tx) =>
                  creditPoints(tx, {
                    userId: u.id,
                    amount: 1 + rand(20),
                    ruleCode: 'exchangeCancel',
                    bizKey: `c${i}`,
                    now: at,
                  }),
                );
        ops.push(op.catch(() => undefined));
        if (ops.length >= 20) {
          await Promise.all(ops.splice(0));
          // Every other batch (about seven weeks of the run), the sweep runs at the run's time, beside the next
          // batch's operations, as the job does beside live traffic.
          if (++batches % 2 === 0) {
            moveClockTo(at);
            ops.push(sweepExpiredPoints(t.ctx).then((n) => (sweeps += n)));
          }
          await holds();
        }
      }
      await Promise.all(ops);
      moveClockTo(atOf(1000));
      sweeps += await sweepExpiredPoints(t.ctx);
    } finally {
      t.clock.advance(-shifted);
    }
    await holds();
    const expired = (await Promise.all(people.map((u) => rowsOf(u.id)))).flat().filter((r) => r.ruleCode === 'expire');
    // Grants did expire mid-run, each sweep's rows counted (one per user and expiry instant).
    expect(expired.length).toBeGreaterThan(0);
    expect(expired.some((r) => r.createdAt.getTime() < atOf(900).getTime())).toBe(true);
    expect(sweeps).toBeGreaterThanOrEqual(expired.length);
    for (const u of people) {
      const rows = await rowsOf(u.id);
      expect(rows.every((r) => r.balanceAfter >= 0)).toBe(true);
      // The row written last carries the balance now.
      const last = rows.reduce((a, b) => (b.id > a.id ? b : a));
      expect(last.balanceAfter).toBe(await balance(u.id));
    }
  });
});
