import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ADMIN_ROLE_ID,
  API_PATHS,
  CLASS_CHANGE_ERRORS,
  chinaDateOf,
  chinaInstant,
  termAfter,
  termOf,
  type ClassChangeStat,
  type RenewalOffer,
} from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { liveClassFactory, twoClassCourseFactory } from '../../test/live-factories';
import { api } from '../../test/requests';
import { payOnDevPage, placeOrder } from '../../test/shop-requests';
import { renewalHolds, skus } from '../../db/schema';
import { sweepRenewalHolds } from './renewal-hold.service';

/** 老生续报: the next term's class offered to a current pupil, a held seat, the renewal price, the sweep. */
let t: TestApp;
let course: Awaited<ReturnType<typeof twoClassCourseFactory>>;
let nextSkuId: number;

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url: api(url), payload: payload as never, headers });
const stock = async (skuId: number) =>
  (await t.ctx.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId)))[0]!.stock;

async function pupilInCurrentClass() {
  const pupil = await userFactory(t.ctx.db);
  const headers = await sessionFor(t.ctx, pupil);
  const { order } = await placeOrder(t.app, headers, { items: [{ skuId: course.a.sku.id }] });
  await payOnDevPage(t.app, headers, order.id);
  return { headers, lineId: order.items[0]!.id };
}
const offerOf = async (headers: Headers, lineId: number) =>
  ((await call('GET', API_PATHS.renewalOffers, headers)).json().data as RenewalOffer[]).find(
    (o) => o.orderItemId === lineId,
  )!;

beforeAll(async () => {
  t = await createTestApp();
  course = await twoClassCourseFactory(t.ctx.db, { seats: 10 });
  // The same subject and grade, its first session a week into the term after the current class's.
  const next = termAfter(termOf(chinaDateOf(new Date(Date.now() + 2 * 86_400_000))));
  const firstMin = Math.ceil((chinaInstant(next.start, '10:00').getTime() - Date.now()) / 60_000) + 7 * 1440;
  const cls = await liveClassFactory(t.ctx.db, { offsetsMin: [firstMin, firstMin + 7 * 1440] });
  nextSkuId = cls.offering.skuId;
  await t.ctx.db.update(skus).set({ priceFen: 100000, stock: 3 }).where(eq(skus.id, nextSkuId));
}, 30_000);
afterAll(() => t?.close());

describe('老生续报', () => {
  it('offers the next-term class at the renewal price, holds a seat, and sells it at that price', async () => {
    const { headers, lineId } = await pupilInCurrentClass();
    const offer = await offerOf(headers, lineId);
    expect([offer.next?.skuId, offer.renewalPriceFen, offer.holdUntil, offer.renewed]).toEqual([
      nextSkuId,
      90000,
      null,
      false,
    ]);
    const held = await call('POST', API_PATHS.renewalHold, headers, { orderItemId: lineId });
    expect(held.statusCode).toBe(200);
    expect((held.json().data as RenewalOffer).holdUntil).not.toBeNull();
    expect(await stock(nextSkuId)).toBe(2);
    // Holding again keeps the one seat.
    await call('POST', API_PATHS.renewalHold, headers, { orderItemId: lineId });
    expect(await stock(nextSkuId)).toBe(2);

    // Checkout's preview prices it as the order will.
    const promo = await call('POST', API_PATHS.promotionOrder, headers, { items: [{ skuId: nextSkuId }] });
    expect(promo.json().data.totalFen).toBe(90000);
    const { statusCode, order } = await placeOrder(t.app, headers, { items: [{ skuId: nextSkuId }] });
    expect(statusCode).toBe(200);
    expect([order.payFen, order.items[0]!.priceFen]).toEqual([90000, 90000]);
    expect(await stock(nextSkuId)).toBe(2);
    await payOnDevPage(t.app, headers, order.id);
    expect((await offerOf(headers, lineId)).renewed).toBe(true);

    const admin = await sessionFor(t.ctx, await userFactory(t.ctx.db, { roles: [ADMIN_ROLE_ID] }));
    const stats = (await call('GET', API_PATHS.classChangeStats, admin)).json().data as ClassChangeStat[];
    expect(stats.find((s) => s.skuId === course.a.sku.id)?.renewed).toBe(1);
  });

  it('gives an expired hold’s seat back to the shop; a full next class cannot be held', async () => {
    const { headers, lineId } = await pupilInCurrentClass();
    await call('POST', API_PATHS.renewalHold, headers, { orderItemId: lineId });
    const before = await stock(nextSkuId);
    await t.ctx.db
      .update(renewalHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(renewalHolds.status, 'held'));
    expect(await sweepRenewalHolds(t.ctx)).toBe(1);
    expect(await stock(nextSkuId)).toBe(before + 1);
    expect((await offerOf(headers, lineId)).holdUntil).toBeNull();

    await t.ctx.db.update(skus).set({ stock: 0 }).where(eq(skus.id, nextSkuId));
    const full = await call('POST', API_PATHS.renewalHold, headers, { orderItemId: lineId });
    expect([full.statusCode, full.json().errorCode]).toEqual([409, CLASS_CHANGE_ERRORS.full.errorCode]);
    const other = await pupilInCurrentClass();
    const notMine = await call('POST', API_PATHS.renewalHold, other.headers, { orderItemId: lineId });
    expect(notMine.statusCode).toBe(404);
  });
});
