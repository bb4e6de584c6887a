import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { api } from '../../test/requests';
import { seedExamUploadDemo } from './exam-upload-demo-seed';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const student = await userFactory(t.ctx.db, { username: 'student' });
  headers = await sessionFor(t.ctx, student);
  await seedExamUploadDemo(t.ctx.db);
  // Seeding again (every start-up) adds nothing.
  await seedExamUploadDemo(t.ctx.db);
}, 60_000);
afterAll(() => t.close());

const read = async (path: string) => (await t.app.inject({ method: 'GET', url: api(path), headers })).json().data;

describe('试卷上传 demo seed', () => {
  it('gives the demo student a pending and an approved paper, a rejected and an annotated essay', async () => {
    const mine = (await read(`${API_PATHS.examUploadMine}?size=100`)).records;
    expect(mine.map((u: { kind: string; status: string }) => `${u.kind}:${u.status}`).sort()).toEqual([
      'essay:approved',
      'essay:rejected',
      'paper:approved',
      'paper:pending',
    ]);
    const essay = mine.find((u: { kind: string; status: string }) => u.kind === 'essay' && u.status === 'approved');
    const one = await read(API_PATHS.examUploadOne.replace(':id', String(essay.id)));
    expect(one.review.annotations[0].strokes.length).toBeGreaterThan(0);
    expect(one.pages[0].url).toMatch(/^\/api\/file\/private\/demo\/examupload\/essay-a-1\.jpg\?exp=\d+&sig=/);
  });
});
