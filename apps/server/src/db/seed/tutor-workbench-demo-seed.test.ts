import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { TUTOR_ROLE_IDS, addDays, chinaDateOf, termAfter, termOf, type TutorRenewal } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { enrol } from '../../test/live-factories';
import { offeringFactory } from '../../test/learning-factories';
import { skuFactory } from '../../test/shop-factories';
import { api } from '../../test/requests';
import { orders, tutorFollowUpNotes } from '../schema';
import { seedTutorWorkbenchDemo } from './tutor-workbench-demo-seed';

let t: TestApp;
let headers: Record<string, string>;
let offeringId = 0;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  const now = t.clock.now();
  const tutor = await userFactory(db, { username: 'tutor', roles: [TUTOR_ROLE_IDS[0]], realname: '张晓雪' });
  headers = await sessionFor(t.ctx, tutor);
  const cur = await skuFactory(db, { priceFen: 20000, stock: 30 });
  const made = await offeringFactory(db, {
    skuId: cur.sku.id,
    spuId: cur.spu.id,
    tutorId: tutor.id,
    offsetsMin: [-2 * 1440, 5 * 1440],
    now,
  });
  offeringId = made.offering.id;
  for (let i = 1; i <= 6; i++) {
    const mate = await userFactory(db, { username: `demo_mate_${String(i).padStart(2, '0')}` });
    await enrol(db, mate.id, offeringId);
  }
  // The next term's class of the same subject and grade.
  const next = termAfter(termOf(chinaDateOf(made.chapters[0]!.startAt)));
  const start = new Date(`${addDays(next.start, 2)}T10:00:00+08:00`);
  const nextSku = await skuFactory(db, { priceFen: 20000, stock: 30 });
  await offeringFactory(db, {
    skuId: nextSku.sku.id,
    spuId: nextSku.spu.id,
    tutorId: tutor.id,
    offsetsMin: [Math.round((start.getTime() - now.getTime()) / 60_000)],
    now,
  });
  await seedTutorWorkbenchDemo(db, now);
  await seedTutorWorkbenchDemo(db, now);
}, 60_000);
afterAll(() => t.close());

describe('辅导老师工作台 demo seed', () => {
  it('has some classmates renewed into the next term and notes on some who have not, one due today', async () => {
    const res = await t.app.inject({ method: 'GET', url: api('/tutor-wb/renewal'), headers });
    const renewal = res.json().data as TutorRenewal;
    const cls = renewal.classes.find((c) => c.offeringId === offeringId)!;
    // Every third classmate (1st and 4th of 6) bought the next term's class; once, however often the seed runs.
    expect(cls).toMatchObject({ pupils: 6, renewed: 2 });
    expect(await t.ctx.db.select().from(orders).where(like(orders.orderNo, 'DEMOR%'))).toHaveLength(2);
    const notes = await t.ctx.db.select().from(tutorFollowUpNotes);
    expect(notes).toHaveLength(3);
    expect(notes.filter((n) => n.nextContactOn === chinaDateOf(t.clock.now()))).toHaveLength(1);
    expect(cls.notRenewed.filter((p) => p.followUp?.due)).toHaveLength(1);
  });
});
