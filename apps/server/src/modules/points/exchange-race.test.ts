import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { POINTS_MESSAGES } from '@salt/domain';
import { pointsExchanges, pointsGoods, pointsLedger, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { givePoints, pointsGoodsFactory } from '../../test/points-factories';
import { addressFactory } from '../../test/shop-factories';
import { api } from '../../test/requests';
import { cancelExchange, exchangeGoods } from './exchange.command';
import { grantPoints } from './ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const exchange = (headers: Record<string, string>, goodsId: number) =>
  t.app.inject({ method: 'POST', url: api('/points/exchange'), headers, payload: { goodsId } });

async function pointsOf(userId: number) {
  const [u] = await t.ctx.db.select({ points: users.points }).from(users).where(eq(users.id, userId));
  return u!.points;
}
async function stockOf(goodsId: number) {
  const [g] = await t.ctx.db.select().from(pointsGoods).where(eq(pointsGoods.id, goodsId));
  return g!;
}

describe('exchanges under races', () => {
  it('50 concurrent exchanges by one pupil whose balance covers exactly 10: 10 succeed, the rest 盐值不足', async () => {
    const user = await userFactory(t.ctx.db);
    await givePoints(t.ctx.db, user.id, 1000);
    const headers = await sessionFor(t.ctx, user);
    const goods = await pointsGoodsFactory(t.ctx.db, { pointsCost: 100, stock: 100 });
    const results = await Promise.all(Array.from({ length: 50 }, () => exchange(headers, goods.id)));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(10);
    for (const r of results.filter((x) => x.statusCode !== 200))
      expect([r.statusCode, r.json().msg]).toEqual([409, POINTS_MESSAGES.notEnough]);
    expect(await pointsOf(user.id)).toBe(0);
    expect(await stockOf(goods.id)).toMatchObject({ stock: 90, exchanged: 10 });
    expect(await t.ctx.db.$count(pointsExchanges, eq(pointsExchanges.userId, user.id))).toBe(10);
  });

  it('one hot item with 100 in stock raced by 150 pupils: exactly 100 exchanged, never oversold', async () => {
    const goods = await pointsGoodsFactory(t.ctx.db, { pointsCost: 50, stock: 100, hot: true });
    const pupils = [];
    for (let i = 0; i < 150; i++) {
      const u = await userFactory(t.ctx.db);
      await givePoints(t.ctx.db, u.id, 80);
      pupils.push({ u, headers: await sessionFor(t.ctx, u) });
    }
    const results = await Promise.all(pupils.map((p) => exchange(p.headers, goods.id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(100);
    for (const r of results.filter((x) => x.statusCode !== 200))
      expect([r.statusCode, r.json().msg]).toEqual([409, POINTS_MESSAGES.soldOut]);
    expect(await stockOf(goods.id)).toMatchObject({ stock: 0, exchanged: 100 });
    const ids = pupils.map((p) => p.u.id);
    const [spent] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`${inArray(users.id, ids)} and ${users.points} = 30`);
    expect(spent!.n).toBe(100);
  });

  it('a randomised run of ~1000 grants, exchanges and cancels keeps every ledger consistent', async () => {
    const db = t.ctx.db;
    const people: Awaited<ReturnType<typeof userFactory>>[] = [];
    for (let i = 0; i < 8; i++) people.push(await userFactory(db));
    const physical = await pointsGoodsFactory(db, { kind: 'physical', pointsCost: 30, stock: 100_000 });
    const virtual = await pointsGoodsFactory(db, { kind: 'virtual', pointsCost: 70, stock: 100_000 });
    const addresses = new Map<number, number>();
    for (const p of people) addresses.set(p.id, (await addressFactory(db, p.id)).id);
    const open: { userId: number; id: number }[] = [];
    // A seeded generator: a failure can be replayed.
    let seed = 20261124;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    let n = 0;
    const step = async () => {
      const who = people[rand(people.length)]!;
      const roll = rand(10);
      n += 1;
      try {
        if (roll < 4) {
          await grantPoints(db, {
            userId: who.id,
            rule: 'referral',
            sourceKey: `race:${n}`,
            amount: 1 + rand(120),
            now: new Date(),
          });
        } else if (roll < 8) {
          const physicalOne = roll < 6;
          const ex = await exchangeGoods(
            t.ctx,
            who.id,
            physicalOne
              ? { goodsId: physical.id, quantity: 1 + rand(5), addressId: addresses.get(who.id) }
              : { goodsId: virtual.id, quantity: 1 + rand(2) },
            rand(4) === 0 ? `k${rand(30)}` : null,
          );
          if (ex.status === 'toShip') open.push({ userId: who.id, id: ex.id });
        } else if (open.length > 0) {
          const { userId, id } = open.splice(rand(open.length), 1)[0]!;
          await cancelExchange(t.ctx, userId, id);
        }
      } catch (err) {
        const msg = (err as Error).message;
        if (msg !== POINTS_MESSAGES.notEnough && msg !== POINTS_MESSAGES.notCancellable) throw err;
      }
    };
    for (let batch = 0; batch < 100; batch++) await Promise.all(Array.from({ length: 10 }, step));
    expect(n).toBe(1000);

    for (const p of people) {
      const rows = await db.select().from(pointsLedger).where(eq(pointsLedger.userId, p.id)).orderBy(pointsLedger.id);
      let running = 0;
      for (const r of rows) {
        running += r.amount;
        expect(r.balanceAfter, `row ${r.id}`).toBe(running);
        expect(r.balanceAfter).toBeGreaterThanOrEqual(0);
      }
      expect(await pointsOf(p.id)).toBe(running);
      // Every live exchange's points are spent once, every cancelled one's given back once.
      const exs = await db.select().from(pointsExchanges).where(eq(pointsExchanges.userId, p.id));
      const spent = rows.filter((r) => r.ruleCode === 'exchange').reduce((s, r) => s - r.amount, 0);
      const back = rows.filter((r) => r.ruleCode === 'exchangeCancel').reduce((s, r) => s + r.amount, 0);
      expect(spent).toBe(exs.reduce((s, e) => s + e.pointsTotal, 0));
      expect(back).toBe(exs.filter((e) => e.status === 'cancelled').reduce((s, e) => s + e.pointsTotal, 0));
    }
    const all = await db
      .select()
      .from(pointsExchanges)
      .where(inArray(pointsExchanges.goodsId, [physical.id, virtual.id]));
    for (const g of [physical, virtual]) {
      const live = all
        .filter((e) => e.goodsId === g.id && e.status !== 'cancelled')
        .reduce((s, e) => s + e.quantity, 0);
      expect(await stockOf(g.id)).toMatchObject({ stock: 100_000 - live, exchanged: live });
    }
  }, 120_000);
});
