import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE_ID, CONSOLE_ERRORS, GENERIC_ERRORS, PARENT_ROLE_ID, TEACHER_ROLE_ID } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { errorBodyOf } from '../../test/requests';

/**
 * The console gate over every `/api/console/` route the app registers (read from Fastify's route list, so a
 * route added later is walked too): a visitor gets 401, a pupil and a parent 403 before any input is read; a
 * teacher and an admin pass the gate (a page may still refuse a teacher with its own rule).
 */
let t: TestApp;
const h: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  h.visitor = {};
  h.pupil = await sessionFor(t.ctx, await userFactory(db));
  h.parent = await sessionFor(t.ctx, await userFactory(db, { roles: [PARENT_ROLE_ID] }));
  h.teacher = await sessionFor(t.ctx, await userFactory(db, { roles: [TEACHER_ROLE_ID] }));
  h.admin = await sessionFor(t.ctx, await userFactory(db, { roles: [ADMIN_ROLE_ID] }));
});
afterAll(() => t?.close());

/** Each registered console route with its path parameters filled (a wildcard too); HEAD twins answer as GET. */
function consoleRoutes() {
  return t.app.registeredRoutes
    .filter((r) => r.url.startsWith('/api/console/') && r.method !== 'HEAD')
    .map((r) => ({ method: r.method, url: r.url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x') }));
}

describe('console gate', () => {
  it('finds the console routes in the route list', () => {
    expect(consoleRoutes().map((r) => `${r.method} ${r.url}`)).toContain('GET /api/console/audit/page');
  });

  it('every console route: visitor 401, pupil and parent 403; teacher and admin pass the gate', async () => {
    for (const route of consoleRoutes()) {
      const send = (who: string) =>
        t.app.inject({
          method: route.method as 'GET',
          url: route.url,
          headers: h[who],
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
      const name = `${route.method} ${route.url}`;
      const visitor = await send('visitor');
      expect(visitor.statusCode, name).toBe(401);
      expect(visitor.json(), name).toEqual(errorBodyOf(GENERIC_ERRORS.unauthorized));
      for (const who of ['pupil', 'parent']) {
        const res = await send(who);
        expect(res.statusCode, `${name} ${who}`).toBe(403);
        expect(res.json(), `${name} ${who}`).toEqual(errorBodyOf(CONSOLE_ERRORS.staffOnly));
      }
      for (const who of ['teacher', 'admin']) {
        const res = await send(who);
        expect(res.statusCode, `${name} ${who}`).not.toBe(401);
        // A download (the order export's CSV) passing the gate answers its file, not an envelope.
        const json = String(res.headers['content-type']).startsWith('application/json');
        expect(json ? res.json().errorCode : res.statusCode, `${name} ${who}`).not.toBe(
          json ? CONSOLE_ERRORS.staffOnly.errorCode : 403,
        );
      }
    }
  });
});
