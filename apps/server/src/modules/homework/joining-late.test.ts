import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, HOMEWORK_DUE_AFTER_MS, homeworkView } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userFactory } from '../../test/factories';
import { skuFactory } from '../../test/shop-factories';
import { offeringFactory } from '../../test/learning-factories';
import { homeworkQuizFactory } from '../../test/homework-factories';
import { api, bearer, passwordLogin } from '../../test/requests';
import { payOnDevPage, placeOrder } from '../../test/shop-requests';
import { enrolments } from '../../db/schema';

/**
 * A pupil who joins a running class (插班): the sessions held before they joined are marked as such, and their
 * homework is optional practice with its own week counted from joining, never overdue work.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MIN = 24 * 60;
type Headers = Record<string, string>;

async function person(roles?: number[]) {
  const user = await userFactory(t.ctx.db, roles ? { roles } : {});
  return { user, headers: bearer((await passwordLogin(t.app, user.username, user.password)).access_token) };
}

/** A class that met two weeks ago and yesterday and meets again in six days, homework on both held sessions. */
async function runningClass() {
  const tutor = await person([7]);
  const { sku, spu } = await skuFactory(t.ctx.db);
  const { offering, chapters } = await offeringFactory(t.ctx.db, {
    skuId: sku.id,
    spuId: spu.id,
    tutorId: tutor.user.id,
    offsetsMin: [-14 * DAY_MIN, -DAY_MIN, 6 * DAY_MIN],
    now: t.clock.now(),
  });
  await homeworkQuizFactory(t.ctx.db, chapters[0]!.id);
  await homeworkQuizFactory(t.ctx.db, chapters[1]!.id);
  return { sku, spu, offering, chapters, tutor };
}

/** Buys the class and pays on the dev page: paying enrols the pupil now. */
async function join(headers: Headers, skuId: number) {
  const { order } = await placeOrder(t.app, headers, { items: [{ skuId }] });
  await payOnDevPage(t.app, headers, order.id);
}

const detail = async (h: Headers, offeringId: number) =>
  (await t.app.inject({ method: 'GET', url: api(`/learn/offering/${offeringId}`), headers: h })).json().data;
const byChapter = async (h: Headers, chapterId: number) => {
  const res = await t.app.inject({
    method: 'GET',
    url: api(`${API_PATHS.homeworkByChapter}?chapterId=${chapterId}`),
    headers: h,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('joining a running class', () => {
  it('marks the sessions held before joining; their homework is 选做, due a week after joining', async () => {
    const { sku, offering, chapters } = await runningClass();
    const pupil = await person();
    const joinedAt = t.clock.now().getTime();
    await join(pupil.headers, sku.id);

    const shown = await detail(pupil.headers, offering.id);
    expect(shown.chapters.map((c: { beforeEnrolment: boolean }) => c.beforeEnrolment)).toEqual([true, true, false]);
    // Not 未提交: the first session's week ended long before the pupil came.
    expect(shown.chapters.map((c: { homework: { status: string } | null }) => c.homework?.status ?? null)).toEqual([
      'optional',
      'optional',
      null,
    ]);

    // The homework of the session two weeks back opens to be done: due a week after joining, options and all.
    const quiz = await byChapter(pupil.headers, chapters[0]!.id);
    expect(quiz.beforeEnrolment).toBe(true);
    const due = new Date(quiz.quizAnswer.endTime).getTime();
    expect(due).toBeGreaterThanOrEqual(joinedAt + HOMEWORK_DUE_AFTER_MS);
    expect(due).toBeLessThan(joinedAt + HOMEWORK_DUE_AFTER_MS + 60_000);
    const questions = quiz.sections[0].questions;
    expect(
      homeworkView({ quiz: { questions }, quizAnswer: quiz.quizAnswer, now: new Date(quiz.now), retriedOnce: false }),
    ).toBe('submit');
    expect(questions[0].options.length).toBeGreaterThan(0);
    expect(questions[1].options.length).toBeGreaterThan(0);
  });

  it('a week after joining, undone 选做 homework stays neutral and its review still shows every option', async () => {
    const { sku, offering, chapters } = await runningClass();
    const pupil = await person();
    await join(pupil.headers, sku.id);
    await byChapter(pupil.headers, chapters[0]!.id);
    t.clock.advance(8 * 24 * 3600_000);
    try {
      // A week on the access token has expired: log in again.
      pupil.headers = bearer((await passwordLogin(t.app, pupil.user.username, pupil.user.password)).access_token);
      const shown = await detail(pupil.headers, offering.id);
      expect(shown.chapters[0].homework.status).toBe('optional');
      const quiz = await byChapter(pupil.headers, chapters[0]!.id);
      const questions = quiz.sections[0].questions;
      expect(
        homeworkView({ quiz: { questions }, quizAnswer: quiz.quizAnswer, now: new Date(quiz.now), retriedOnce: false }),
      ).toBe('review');
      // Past the deadline the right options are shown, with the options themselves.
      expect(questions[0].options.map((o: { optionIsRight: boolean }) => o.optionIsRight)).toEqual([true, false]);
      expect(questions[1].options).toHaveLength(3);
    } finally {
      t.clock.advance(-8 * 24 * 3600_000);
    }
  });

  it('a pupil who was in the class all along still misses an overdue homework; the tutor sees no tag', async () => {
    const { offering, chapters, tutor } = await runningClass();
    const pupil = await person();
    await t.ctx.db.insert(enrolments).values({
      userId: pupil.user.id,
      offeringId: offering.id,
      createdAt: new Date(chapters[0]!.startAt.getTime() - 7 * 24 * 3600_000),
    });
    const shown = await detail(pupil.headers, offering.id);
    expect(shown.chapters.map((c: { beforeEnrolment: boolean }) => c.beforeEnrolment)).toEqual([false, false, false]);
    expect(shown.chapters[0].homework.status).toBe('missed');
    expect(shown.chapters[1].homework.status).toBe('todo');
    const quiz = await byChapter(pupil.headers, chapters[0]!.id);
    expect(quiz.beforeEnrolment).toBe(false);
    expect(new Date(quiz.quizAnswer.endTime).getTime()).toBe(chapters[0]!.endAt.getTime() + HOMEWORK_DUE_AFTER_MS);
    const staff = await detail(tutor.headers, offering.id);
    expect(staff.chapters[0]).not.toHaveProperty('beforeEnrolment');
  });
});
