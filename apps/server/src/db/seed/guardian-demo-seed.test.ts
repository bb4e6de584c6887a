import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { api, bearer, passwordLogin } from '../../test/requests';
import { seedDemo } from './demo-seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx.db);
  // A restart seeds again: the request is not made twice.
  await seedDemo(t.ctx.db);
}, 120_000);
afterAll(() => t.close());

describe('家长审批 demo seed', () => {
  it('the demo parent finds one pending 请家长付款 from 王小明 for his unpaid winter maths order', async () => {
    const { access_token: token } = await passwordLogin(t.app, 'parent', 'Parent123');
    const res = await t.app.inject({ method: 'GET', url: api('/guardian/requests'), headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const pending = res.json().data.pending as { kind: string; studentName: string; orderNo: string }[];
    const purchases = pending.filter((r) => r.kind === 'purchase');
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ studentName: '王小明', orderNo: expect.stringMatching(/^DEMOPENDING/) });
  });
});
