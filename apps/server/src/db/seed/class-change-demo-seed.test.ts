import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, fillPath, type ClassChangeOptions } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { api, bearer, passwordLogin } from '../../test/requests';
import { seedDemo } from './demo-seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx.db);
  // A restart seeds again: nothing may move twice or come back.
  await seedDemo(t.ctx.db);
}, 120_000);
afterAll(() => t.close());

const activeClasses = async () =>
  (
    await t.database.pool.query(
      `select s.sku_code from learn_enrolment e join sys_user u on u.id = e.user_id
       join learn_offering o on o.id = e.offering_id join shop_sku s on s.id = o.sku_id
       where u.username = 'student' and e.status = 'active' order by s.sku_code`,
    )
  ).rows.map((r: { sku_code: string }) => r.sku_code);

describe('调班 demo seed', () => {
  it('moved the student on his 初二英语 line once and left a request back pending; 同步提高1班 untouched', async () => {
    const classes = await activeClasses();
    expect(classes).toContain('DEMO-MA8-FALL-A');
    expect(classes).toContain('DEMO-EN8-WINTER-A');
    expect(classes).not.toContain('DEMO-EN8-WINTER-GROUP');
    const headers = bearer((await passwordLogin(t.app, 'student', 'Student123')).access_token);
    const lines = (await t.app.inject({ method: 'GET', url: api(API_PATHS.classChangeLines), headers })).json().data;
    const { rows } = await t.database.pool.query(
      `select r.order_item_id, r.status from class_change_request r join sys_user u on u.id = r.user_id
       where u.username = 'student' order by r.id`,
    );
    expect(rows.map((r: { status: string }) => r.status)).toEqual(['approved', 'pending']);
    const lineId = rows[0].order_item_id as number;
    expect(lines.map((l: { orderItemId: number }) => l.orderItemId)).toContain(lineId);
    const options = (
      await t.app.inject({
        method: 'GET',
        url: api(fillPath(API_PATHS.classChangeOptions, { orderItemId: lineId })),
        headers,
      })
    ).json().data as ClassChangeOptions;
    expect([options.approvedChanges, options.problem]).toEqual([1, '您已有一条调班申请在处理中']);
    expect(options.targets.some((c) => c.seatsLeft > 0)).toBe(true);
  });

  it('lets the demo tutor see and decide the pending request', async () => {
    const headers = bearer((await passwordLogin(t.app, 'tutor', 'Tutor1234')).access_token);
    const page = (
      await t.app.inject({ method: 'GET', url: api(`${API_PATHS.classChangeReviewPage}?status=pending`), headers })
    ).json().data;
    expect(page.records.map((r: { pupilName: string; canReview: boolean }) => [r.pupilName, r.canReview])).toEqual([
      ['王小明', true],
    ]);
  });
});
