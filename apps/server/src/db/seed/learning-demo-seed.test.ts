import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { api, bearer, passwordLogin } from '../../test/requests';
import { seedDemo } from './demo-seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx.db);
});
afterAll(() => t.close());

describe('learning demo seed', () => {
  it('puts the demo student in classes with finished, live and upcoming sessions', async () => {
    const headers = bearer((await passwordLogin(t.app, 'student', 'Student123')).access_token);
    const classes = (await t.app.inject({ method: 'GET', url: api('/learn/offering/my'), headers })).json().data;
    expect(classes.length).toBeGreaterThanOrEqual(2);
    expect(classes.some((c: { nextChapter: { state: string } | null }) => c.nextChapter?.state === 'live')).toBe(true);
    expect(classes.some((c: { finished: number; total: number }) => c.finished === c.total && c.total > 0)).toBe(true);
    const notices = (await t.app.inject({ method: 'GET', url: api('/learn/notice/page'), headers })).json().data;
    expect(notices.total).toBeGreaterThanOrEqual(3);
  });

  it('puts the 初二 demo student only in 初二 classes, each joined before its first session', async () => {
    const { rows } = await t.database.pool.query(
      `select o.title, o.grade, e.created_at, min(c.start_at) as first_start, u.grade as pupil_grade
       from learn_enrolment e join sys_user u on u.id = e.user_id join learn_offering o on o.id = e.offering_id
       join learn_chapter c on c.offering_id = o.id
       where u.username = 'student' and e.status = 'active' group by o.id, e.id, u.grade`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const r of rows) {
      expect(r.grade, r.title).toBe(r.pupil_grade);
      expect(new Date(r.created_at).getTime(), r.title).toBeLessThan(new Date(r.first_start).getTime());
    }
  });

  it('gives the demo teacher and tutor their classes', async () => {
    for (const [username, password, role] of [
      ['teacher', 'Teacher123', 'teacher'],
      ['tutor', 'Tutor1234', 'tutor'],
    ] as const) {
      const headers = bearer((await passwordLogin(t.app, username, password)).access_token);
      const classes = (await t.app.inject({ method: 'GET', url: api('/learn/offering/my'), headers })).json().data;
      expect(classes.length, username).toBeGreaterThan(0);
      expect(classes.every((c: { role: string }) => c.role === role)).toBe(true);
    }
  });

  it("tells the demo student a session's homework is marked exactly for the sessions whose marks are out", async () => {
    const { rows: marked } = await t.database.pool.query(
      `select o.title, c.seq from quiz_answer a join sys_user u on u.id = a.user_id
       join learn_chapter c on c.id = a.chapter_id join learn_offering o on o.id = c.offering_id
       where u.username = 'student' and a.reply_over is not null order by o.title, c.seq`,
    );
    const { rows: told } = await t.database.pool.query(
      `select n.content from learn_notice n join sys_user u on u.id = n.user_id
       where u.username = 'student' and n.title = '作业已批改'`,
    );
    expect(marked.length).toBeGreaterThan(0);
    expect(told).toHaveLength(marked.length);
    for (const m of marked) {
      expect(
        told.filter((n) => (n.content as string).startsWith(`《${m.title}》第${m.seq}讲`)),
        `${m.title} 第${m.seq}讲`,
      ).toHaveLength(1);
    }
  });

  it('is idempotent', async () => {
    const count = async () => (await t.database.pool.query('select count(*)::int as n from learn_chapter')).rows[0].n;
    const before = await count();
    await seedDemo(t.ctx.db);
    expect(await count()).toBe(before);
  });
});
