import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, fillPath } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { api } from '../../test/requests';
import { seedQuestionnaireDemo } from './questionnaire-demo-seed';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const student = await userFactory(t.ctx.db, { username: 'student' });
  for (const n of ['01', '02', '03', '04']) await userFactory(t.ctx.db, { username: `demo_mate_${n}` });
  headers = await sessionFor(t.ctx, student);
  await seedQuestionnaireDemo(t.ctx.db);
  // Seeding again (every start-up) adds nothing.
  await seedQuestionnaireDemo(t.ctx.db);
}, 60_000);
afterAll(() => t.close());

const read = async (path: string) => (await t.app.inject({ method: 'GET', url: api(path), headers })).json().data;
const titles = async (tab: string) =>
  (await read(`${API_PATHS.questionnairePage}?tab=${tab}`)).records.map((r: { title: string }) => r.title);

describe('问卷调查 demo seed', () => {
  it('gives the student one to answer, one answered (with results) and one closed', async () => {
    expect(await titles('open')).toEqual(['2026 秋季学期课程满意度调查']);
    expect(await titles('answered')).toEqual(['线上直播课体验反馈']);
    expect(await titles('closed')).toEqual(['暑期学习习惯小调查']);
    const answered = (await read(`${API_PATHS.questionnairePage}?tab=answered`)).records[0];
    const result = await read(fillPath(API_PATHS.questionnaireResult, { id: answered.id }));
    expect(result.respondents).toBe(5);
    expect(result.questions[0].average).toBeGreaterThan(3);
  });
});
