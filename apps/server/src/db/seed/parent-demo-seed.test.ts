import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, fillPath } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { api, bearer, form, passwordLogin } from '../../test/requests';
import { DEMO_PARENT_WECHAT, seedDemo } from './demo-seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx.db, t.clock.now());
});
afterAll(() => t.close());

describe('parent demo seed', () => {
  it('the demo parent finds 王小明, his classes and a homework marked today with its score', async () => {
    const headers = bearer((await passwordLogin(t.app, 'parent', 'Parent123')).access_token);
    const children = (await t.app.inject({ method: 'GET', url: api(API_PATHS.learnChildren), headers })).json().data;
    expect(children).toEqual([expect.objectContaining({ name: '王小明' })]);
    const studentId = children[0].id as number;
    const overview = await t.app.inject({
      method: 'GET',
      url: api(fillPath(API_PATHS.parentChildOverview, { studentId })),
      headers,
    });
    expect(overview.statusCode).toBe(200);
    expect(overview.json().data.classes.length).toBeGreaterThan(0);
    const today = await t.app.inject({
      method: 'GET',
      url: api(fillPath(API_PATHS.parentChildToday, { studentId })),
      headers,
    });
    expect(today.json().data.items).toContainEqual(
      expect.objectContaining({ kind: 'homeworkMarked', score: expect.any(Number) }),
    );
  });

  it('the demo parent logs in with the local WeChat user named on the consent page', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api(API_PATHS.socialToken),
      ...form({ code: `local:${DEMO_PARENT_WECHAT}`, grant_type: 'mobile' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.sysUser.username).toBe('parent');
    expect(res.json().user.sysUser.wxBound).toBe(true);
  });
});
