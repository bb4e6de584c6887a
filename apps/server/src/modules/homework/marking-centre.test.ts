import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userFactory } from '../../test/factories';
import { skuFactory } from '../../test/shop-factories';
import { offeringFactory } from '../../test/learning-factories';
import { homeworkQuizFactory, type HomeworkFixture } from '../../test/homework-factories';
import { api, bearer, passwordLogin } from '../../test/requests';
import { enrolments } from '../../db/schema';
import { HOMEWORK_MARKED_NOTICE_TITLE } from '../learning';

/**
 * What the teacher's and tutor's learning centre lists as waiting for feedback, and the pupil's notice that marks
 * are out: it exists exactly when (and for the session where) they are.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;

async function person(roles?: number[]) {
  const user = await userFactory(t.ctx.db, roles ? { roles } : {});
  return { user, headers: bearer((await passwordLogin(t.app, user.username, user.password)).access_token) };
}
const get = (h: Headers, url: string) => t.app.inject({ method: 'GET', url: api(url), headers: h });
const post = (h: Headers, url: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url: api(url), headers: h, payload: payload as object });

async function handIn(h: Headers, chapterId: number, hw: HomeworkFixture, userId: number): Promise<number> {
  const data = (await get(h, `${API_PATHS.homeworkByChapter}?chapterId=${chapterId}`)).json().data;
  const quizAnswerId: number = data.quizAnswer.quizAnswerId;
  const item = (questionId: number, answer: string) => ({ questionId, answer, quizAnswerId, quizId: hw.quizId });
  const saved = await post(h, API_PATHS.homeworkSave, [
    item(hw.single.id, String(hw.single.right)),
    item(hw.multi.id, hw.multi.right.join(',')),
    item(hw.blanks[0]!.id, 'paris'),
    item(hw.blanks[1]!.id, '41'),
    item(hw.image.id, JSON.stringify({ img: [`/api/file/private/images/${userId}/a.jpg`], text: '过程', file: [] })),
  ]);
  expect(saved.statusCode, saved.body).toBe(200);
  expect((await post(h, `${API_PATHS.homeworkSend}?quizAnswerId=${quizAnswerId}`)).statusCode).toBe(200);
  return quizAnswerId;
}

const markedNotices = async (h: Headers) =>
  (
    (await get(h, `${API_PATHS.learnNoticePage}?size=50`)).json().data.records as { title: string; content: string }[]
  ).filter((n) => n.title === HOMEWORK_MARKED_NOTICE_TITLE);

describe('homework waiting for feedback, and the notice when it is marked', () => {
  it('the class list tells teacher and tutor which sessions wait; marking moves them and tells the pupil', async () => {
    const teacher = await person([6]);
    const tutor = await person([7]);
    const { sku, spu } = await skuFactory(t.ctx.db);
    const { offering, chapters } = await offeringFactory(t.ctx.db, {
      skuId: sku.id,
      spuId: spu.id,
      teacherId: teacher.user.id,
      tutorId: tutor.user.id,
      now: t.clock.now(),
      offsetsMin: [-3 * 24 * 60, -20, 7 * 24 * 60],
    });
    const pupil = await person();
    await t.ctx.db.insert(enrolments).values({ userId: pupil.user.id, offeringId: offering.id });
    const [first, second] = [chapters[0]!, chapters[1]!];
    const hw1 = await homeworkQuizFactory(t.ctx.db, first.id);
    const hw2 = await homeworkQuizFactory(t.ctx.db, second.id);

    const classOf = async (h: Headers) =>
      ((await get(h, API_PATHS.learnMyClasses)).json().data as { offeringId: number; toMark?: unknown }[]).find(
        (c) => c.offeringId === offering.id,
      );
    expect((await classOf(tutor.headers))?.toMark).toEqual([]);

    const a1 = await handIn(pupil.headers, first.id, hw1, pupil.user.id);
    await handIn(pupil.headers, second.id, hw2, pupil.user.id);
    for (const staff of [teacher, tutor]) {
      expect((await classOf(staff.headers))?.toMark).toEqual([
        { chapterId: first.id, seq: 1, title: '第1讲', toMark: 1 },
        { chapterId: second.id, seq: 2, title: '第2讲', toMark: 1 },
      ]);
    }
    // The pupil's own list has no marking to-do, and no notice says anything is marked yet.
    expect(await classOf(pupil.headers)).not.toHaveProperty('toMark');
    expect(await markedNotices(pupil.headers)).toEqual([]);

    // The tutor marks session 1: it leaves the to-do, and the pupil is told about that session only, once.
    expect(
      (await post(tutor.headers, API_PATHS.homeworkReply, { quizAnswerId: a1, text: '好', img: [], score: 90 }))
        .statusCode,
    ).toBe(200);
    expect((await classOf(tutor.headers))?.toMark).toEqual([
      { chapterId: second.id, seq: 2, title: '第2讲', toMark: 1 },
    ]);
    const told = await markedNotices(pupil.headers);
    expect(told).toHaveLength(1);
    expect(told[0]!.content).toContain('《测试班级》第1讲');
    expect(told[0]!.content).not.toContain('第2讲');
    // Correcting the feedback later is not a second announcement.
    await post(tutor.headers, API_PATHS.homeworkReply, { quizAnswerId: a1, text: '很好', img: [], score: 95 });
    expect(await markedNotices(pupil.headers)).toHaveLength(1);
  });
});
