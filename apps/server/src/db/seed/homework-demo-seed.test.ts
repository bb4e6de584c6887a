import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, homeworkView } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { api, bearer, passwordLogin } from '../../test/requests';
import { seedDemo } from './demo-seed';
import { RUNNING_CLASS_SKUS } from './shop-demo-goods';
import { topicHomework } from './demo-homework-bank';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx.db);
});
afterAll(() => t.close());

interface Chapter {
  id: number;
  state: string;
}

describe('homework demo seed', () => {
  it('gives the demo student a believable record: marked (88), missed, waiting, open; every homework complete', async () => {
    const headers = bearer((await passwordLogin(t.app, 'student', 'Student123')).access_token);
    const classes = (await t.app.inject({ method: 'GET', url: api('/learn/offering/my'), headers })).json().data;
    const views: string[] = [];
    const statuses: string[] = [];
    let flagship: { quizAnalysis: string | null; quizAnswer: Record<string, unknown> } | null = null;
    for (const c of classes) {
      const detail = (
        await t.app.inject({ method: 'GET', url: api(`/learn/offering/${c.offeringId}`), headers })
      ).json().data;
      for (const ch of detail.chapters as (Chapter & { title: string; homework: { status: string } | null })[]) {
        const res = await t.app.inject({
          method: 'GET',
          url: api(`${API_PATHS.homeworkByChapter}?chapterId=${ch.id}`),
          headers,
        });
        if (ch.state === 'upcoming') {
          expect(res.statusCode).toBe(404);
          continue;
        }
        expect(res.statusCode, res.body).toBe(200);
        statuses.push(ch.homework!.status);
        const quiz = res.json().data;
        const questions = quiz.sections[0].questions;
        expect(questions.map((q: { questionType: string }) => q.questionType)).toEqual([
          'single_select',
          'multi_select',
          'fill_blank',
          'fill_blank',
          'image_question',
        ]);
        expect(questions[2].questionNumber).toBe(questions[3].questionNumber);
        // Choices always come with their options.
        expect(questions[0].options.length).toBeGreaterThanOrEqual(2);
        expect(questions[1].options.length).toBeGreaterThanOrEqual(2);
        if (ch.title === '第1讲 三角形的边与三边关系') flagship = quiz;
        views.push(
          homeworkView({
            quiz: { questions },
            quizAnswer: quiz.quizAnswer,
            now: new Date(quiz.now),
            retriedOnce: false,
          }),
        );
      }
    }
    // The marked homework the journeys open first: 88 (auto 75), feedback with a photo, the PDF and the board.
    expect(flagship!.quizAnswer).toMatchObject({ quizAnswerType: '2', quizAnswerScore: 88, stars: 4.4 });
    expect(flagship!.quizAnswer.quizAnswerAutoScore).toBe(75);
    expect(JSON.parse(flagship!.quizAnswer.quizAnswerReplyOver as string).img).toHaveLength(1);
    expect(JSON.parse(flagship!.quizAnalysis!).files).toHaveLength(2);
    for (const status of ['marked', 'missed', 'submitted', 'todo']) expect(statuses).toContain(status);
    expect(views).toContain('review');
    expect(views).toContain('submit');
  });

  it("fits each session's topic: no two sessions of a class share a question", async () => {
    const { rows } = await t.database.pool.query(
      `select c.offering_id, c.title as session, q.title as question from learn_chapter c
       join quiz_chapter_quiz b on b.chapter_id = c.id join quiz_question q on q.quiz_id = b.quiz_id and q.seq = 1`,
    );
    expect(rows.length).toBeGreaterThan(20);
    const seen = new Map<string, string>();
    for (const r of rows) {
      const key = `${r.offering_id}:${r.question}`;
      expect(seen.get(key), `${r.session} repeats ${seen.get(key)}'s homework`).toBeUndefined();
      seen.set(key, r.session);
    }
    // The running class's last session, e.g. 解一元一次方程, asks about that lesson.
    const { rows: last } = await t.database.pool.query(
      `select c.title, q.title as question from learn_chapter c join learn_offering o on o.id = c.offering_id
       join shop_sku s on s.id = o.sku_id join quiz_chapter_quiz b on b.chapter_id = c.id
       join quiz_question q on q.quiz_id = b.quiz_id and q.seq = 1
       where s.sku_code = any($1) order by c.seq desc limit 1`,
      [[...RUNNING_CLASS_SKUS]],
    );
    const topic = last[0].title.replace(/^第\d+讲\s*/, '');
    expect(last[0].question).toBe(topicHomework('2', '7', topic)!.single[0]);
  });

  it('the demo tutor sees the submissions', async () => {
    const headers = bearer((await passwordLogin(t.app, 'tutor', 'Tutor1234')).access_token);
    const { rows } = await t.database.pool.query(
      `select a.chapter_id from quiz_answer a join learn_chapter c on c.id = a.chapter_id
       join learn_offering o on o.id = c.offering_id join sys_user u on u.id = o.tutor_id
       where a.quiz_answer_type = '2' and u.username = 'tutor' limit 1`,
    );
    expect(rows.length).toBe(1);
    const res = await t.app.inject({
      method: 'GET',
      url: api(`${API_PATHS.homeworkSubmissions}?chapterId=${rows[0].chapter_id}`),
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .data.submissions.some(
          (s: { quizAnswer: { quizAnswerScore: number } | null }) => s.quizAnswer?.quizAnswerScore === 88,
        ),
    ).toBe(true);
  });

  it('a running class on sale has a session held yesterday whose homework is open to a pupil who joins', async () => {
    const { rows } = await t.database.pool.query(
      `select c.id, c.end_at from learn_chapter c join learn_offering o on o.id = c.offering_id
       join shop_sku s on s.id = o.sku_id join quiz_chapter_quiz q on q.chapter_id = c.id
       where s.sku_code = any($1) and c.end_at < now() order by c.end_at desc limit 1`,
      [[...RUNNING_CLASS_SKUS]],
    );
    expect(rows.length).toBe(1);
    const endedHoursAgo = (Date.now() - new Date(rows[0].end_at).getTime()) / 3600_000;
    expect(endedHoursAgo).toBeGreaterThan(0);
    expect(endedHoursAgo).toBeLessThan(48);
  });

  it('is idempotent', async () => {
    const count = async () => (await t.database.pool.query('select count(*)::int as n from quiz_quiz')).rows[0].n;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await seedDemo(t.ctx.db);
    expect(await count()).toBe(before);
  });
});
