import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, passwordLogin } from '../../test/requests';
import { examCalls } from '../../test/exam-requests';
import { examAttempts, exams } from '../schema';
import { seedDemo } from './demo-seed';

let t: TestApp;
let calls: ReturnType<typeof examCalls>;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx.db, t.clock.now());
  calls = examCalls(t.app);
}, 120_000);
afterAll(() => t.close());

const login = async (username: string, password: string) =>
  bearer((await passwordLogin(t.app, username, password)).access_token);

interface Item {
  examId: number;
  title: string;
  status: string;
  canStart: boolean;
  latestSessionId: number | null;
  latestScore: number | null;
  className: string | null;
}

describe('exam demo seed', () => {
  it("the demo student's exams: one open for his class, one finished with the teacher's mark and comment", async () => {
    const h = await login('student', 'Student123');
    const jieke = (await calls.myPage(h, 'type=jieke')).json().data as { records: Item[] };
    expect(jieke.records).toHaveLength(2);
    const [open, finished] = jieke.records;
    expect(open).toMatchObject({ status: 'inProgress', canStart: true, latestSessionId: null });
    expect(open!.className).toBeTruthy();
    expect(finished).toMatchObject({ status: 'marked', canStart: false, latestScore: expect.any(Number) });
    const report = (await calls.report(h, finished!.latestSessionId!)).json().data;
    expect(report).toMatchObject({ possible: 100, pendingPoints: 0, rank: { rank: 1 } });
    expect(report.score).toBeGreaterThan(60);
    expect(report.feedback).toEqual([
      expect.objectContaining({ score: 9, comment: expect.stringContaining('SSS'), markedBy: '李明华' }),
    ]);
    expect(report.mastery.length).toBeGreaterThan(2);
    const analysis = (await calls.analysis(h, finished!.latestSessionId!)).json().data;
    expect(analysis.sections).toHaveLength(6);

    const session = (await calls.start(h, open!.examId)).json().data;
    expect(session).toMatchObject({ kind: 'jieke', totalScore: 100, resumed: false });
    expect(session.sections.at(-1).questions[0].type).toBe('2');
  });

  it('two mock exams for the term (the maths one taken twice), an assessment, a placement test, listening', async () => {
    const h = await login('student', 'Student123');
    const list = async (type: string) =>
      ((await calls.myPage(h, `type=${type}`)).json().data as { records: Item[] }).records;
    const mocks = await list('mock');
    expect(mocks).toHaveLength(2);
    expect(mocks.every((m) => m.canStart)).toBe(true);
    const history = (await calls.history(h, 'type=mock')).json().data;
    expect(history.total).toBe(2);
    const [later, earlier] = history.records;
    expect(later.score).toBeGreaterThan(earlier.score);
    for (const type of ['outdoor', 'placement', 'listening']) {
      const items = await list(type);
      expect(items, type).toHaveLength(1);
      expect(items[0]!.canStart).toBe(true);
    }
    const listening = (await calls.start(h, (await list('listening'))[0]!.examId)).json().data;
    expect(listening.sections[0].questions[0].listening).toMatchObject({ playLimit: expect.any(Number) });
  });

  it('the teacher sees the marked attempt in the marking list', async () => {
    const h = await login('teacher', 'Teacher123');
    const marked = (await calls.markingPage(h, 'status=marked')).json().data;
    expect(marked.records).toEqual([expect.objectContaining({ pupilName: '王小明' })]);
  });

  it('is idempotent', async () => {
    const count = async () =>
      Promise.all([
        t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(exams),
        t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(examAttempts),
      ]);
    const before = await count();
    await seedDemo(t.ctx.db, t.clock.now());
    expect(await count()).toEqual(before);
  });
});
