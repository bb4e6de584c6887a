import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { permissionFixture, WHO, type PermissionFixture, type Who } from '../../test/permission-fixture';
import { permissionCases } from './permission-cases';
import type { Expect } from './permission-helpers';

/**
 * The permission matrix: every route the app registers × {visitor, the pupil who owns the data, another pupil, the
 * pupil's bound parent, the class's tutor, another class's tutor, the class's teacher, another class's teacher,
 * admin}, and the status each gets. One app, one database; sessions without logins (`sessionFor`).
 */
let t: TestApp;
let f: PermissionFixture;
beforeAll(async () => {
  t = await createTestApp({ config: { smsAddressDailyLimit: 100_000, smsHourlyBudget: 100_000 } });
  f = await permissionFixture(t);
}, 60_000);
afterAll(() => t?.close());

const cases = permissionCases((o) => t.app.inject(o));
const key = (method: string, url: string) => `${method} ${url.replace(/(.)\/$/, '$1')}`;

describe('permission matrix', () => {
  it('covers every registered route (a new route must be added to permission-cases.ts)', () => {
    const registered = new Set(t.app.registeredRoutes.map((r) => key(r.method, r.url)));
    // HEAD twins answer like their GET; every other route must have a case.
    const routes = [...registered].filter((k) => !(k.startsWith('HEAD ') && registered.has(`GET ${k.slice(5)}`)));
    const covered = new Set(cases.map((c) => c.route));
    expect(routes.filter((r) => !covered.has(r))).toEqual([]);
    expect([...covered].filter((c) => !registered.has(c))).toEqual([]);
    expect(cases.length).toBe(covered.size);
  });

  it.each(cases.map((c) => [c.route, c] as const))('%s', async (_route, c) => {
    const got = {} as Expect;
    for (const who of WHO) {
      const req = await c.request(f, who as Who);
      const res = await t.app.inject({ ...req, headers: { ...f.headers[who], ...req.headers } });
      got[who] = res.statusCode;
      if (process.env.MATRIX_DEBUG && res.statusCode >= 400)
        console.log(c.route, who, res.statusCode, res.body.slice(0, 200));
    }
    expect(got).toEqual(c.expect);
  });
});
