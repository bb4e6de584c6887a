import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { questionFactory } from '../../test/exam-factories';
import { api } from '../../test/requests';

let t: TestApp;
let h: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  h = await sessionFor(t.ctx, await userFactory(t.ctx.db));
});
afterAll(() => t.close());

const list = async () => {
  const res = await t.app.inject({ method: 'GET', url: api(API_PATHS.qbSubjects), headers: h });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { subject: string; grade: string; questions: number }[];
};

describe('GET /qb/subject/list (what the AI practice and bank pickers offer)', () => {
  it('answers only the subjects and grades with bank questions, counting top-level practice questions', async () => {
    const before = await list();
    const combined = await questionFactory(t.ctx.db, { type: '100', subject: '5', grade: '9' });
    await questionFactory(t.ctx.db, { type: '4', subject: '5', grade: '9', isTrue: true });
    // A combined question's part, and a paper-only question, are no practice questions of their own.
    await questionFactory(t.ctx.db, { type: '4', subject: '5', grade: '9', isTrue: false, parentId: combined.id });
    await questionFactory(t.ctx.db, { type: '4', subject: '6', grade: '9', isTrue: true, inBank: false });
    const after = await list();
    const of = (rows: typeof after, subject: string, grade: string) =>
      rows.find((r) => r.subject === subject && r.grade === grade)?.questions ?? 0;
    expect(of(after, '5', '9') - of(before, '5', '9')).toBe(2);
    expect(of(after, '6', '9')).toBe(of(before, '6', '9'));
    expect(after.every((r) => r.questions > 0)).toBe(true);
  });

  it('needs a login', async () => {
    const res = await t.app.inject({ method: 'GET', url: api(API_PATHS.qbSubjects) });
    expect(res.statusCode).toBe(401);
  });
});
