import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type ClassMarkMy } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { enrol, liveClassFactory } from '../../test/live-factories';
import { api } from '../../test/requests';
import { classMarks } from '../schema';
import { seedClassMarkDemo } from './class-mark-demo-seed';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  const student = await userFactory(db, { username: 'student' });
  // A weekly class: sessions ended 15, 8 and 1 days ago, and 20 minutes ago; one next week.
  const cls = await liveClassFactory(db, { offsetsMin: [-15 * 1440, -8 * 1440, -1440, -80, 7 * 1440] });
  await enrol(db, student.id, cls.offering.id);
  for (let i = 0; i < 6; i++) await enrol(db, (await userFactory(db)).id, cls.offering.id);
  headers = await sessionFor(t.ctx, student);
  await seedClassMarkDemo(db);
  await seedClassMarkDemo(db);
}, 60_000);
afterAll(() => t.close());

describe('课堂评价 demo seed', () => {
  it('leaves the demo student sessions to rate and one rated, and classmates rate most sessions', async () => {
    const my = (await t.app.inject({ method: 'GET', url: api(API_PATHS.classMarkMy), headers })).json()
      .data as ClassMarkMy;
    expect(my.toRate).toHaveLength(2);
    expect(my.rated).toHaveLength(1);
    expect(my.rated[0]!.mark).toMatchObject({ teacherStars: 5 });
    const all = await t.ctx.db.select().from(classMarks);
    // 4 held sessions x 6 classmates, about three in four rating, plus the student's own.
    expect(all.length).toBeGreaterThan(12);
    expect(all.every((m) => m.teacherStars >= 1 && m.teacherStars <= 5)).toBe(true);
  });
});
