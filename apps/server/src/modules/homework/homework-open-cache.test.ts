import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_PATHS, HOMEWORK_DUE_AFTER_MS, LIVE_ERRORS } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { HomeworkFixture } from '../../test/homework-factories';
import { api, passwordLogin, bearer } from '../../test/requests';
import { homeworkClassFixture, loggedInPerson } from '../../test/homework-class-fixture';
import { enrolments, quizQuestions } from '../../db/schema';

/*
 * Opening homework answers from JSON text cached per answer-record version (homework-open-cache.ts). These fail if
 * the cache ever answers stale or someone else's data: after a save, a submission, a mark, a deadline passing, a
 * quiz edit, across pupils, and with private links (signed per answer, never cached signed). Access is still
 * decided on every open.
 */

let t: TestApp;
beforeAll(async () => {
  // The quiz cache on (as in production): the answer cache only runs with it.
  t = await createTestApp({ config: { quizCacheMs: 60_000 } });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
interface Question {
  questionId: number;
  rightAnswer?: string | null;
  options: { optionIsRight?: boolean }[];
  answer: { answer: string; isRight: boolean | null } | null;
}

/** A fresh token, after moving the clock past the old one's life. */
const relogin = async ({ user }: Awaited<ReturnType<typeof loggedInPerson>>) =>
  bearer((await passwordLogin(t.app, user.username, user.password)).access_token);

const byChapter = (h: Headers, chapterId: number) =>
  t.app.inject({ method: 'GET', url: api(`${API_PATHS.homeworkByChapter}?chapterId=${chapterId}`), headers: h });
async function open(h: Headers, chapterId: number) {
  const res = await byChapter(h, chapterId);
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, data: res.json().data };
}
const post = async (h: Headers, url: string, payload?: unknown) => {
  const res = await t.app.inject({ method: 'POST', url: api(url), headers: h, payload: payload as object });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const questions = (data: { sections: { questions: Question[] }[] }) => data.sections.flatMap((s) => s.questions);
const answerOf = (data: { sections: { questions: Question[] }[] }, questionId: number) =>
  questions(data).find((q) => q.questionId === questionId)!.answer;
const photo = (userId: number, name: string) => `/api/file/private/images/${userId}/${name}`;
const item = (hw: HomeworkFixture, quizAnswerId: number, questionId: number, answer: string) => ({
  questionId,
  answer,
  quizAnswerId,
  quizId: hw.quizId,
});

/** A class with a teacher, a tutor, two pupils and homework on the session that just ended. */
async function homeworkClass() {
  const { student: pupil, ...rest } = await homeworkClassFixture(t);
  return { pupil, ...rest };
}

describe('opening homework from the cached answer text', () => {
  it('a re-open is one statement and the same text but for `now`, which is the time of each answer', async () => {
    const { pupil, chapter } = await homeworkClass();
    await open(pupil.headers, chapter.id); // creates the record
    const first = await open(pupil.headers, chapter.id);
    const query = vi.spyOn(t.database.pool, 'query');
    try {
      await open(pupil.headers, chapter.id);
      expect(query.mock.calls.map((c) => (c[0] as unknown as { name?: string }).name)).toEqual(['homework_open']);
    } finally {
      query.mockRestore();
    }
    t.clock.advance(60_000);
    const again = await open(pupil.headers, chapter.id);
    expect(new Date(again.data.now).getTime() - new Date(first.data.now).getTime()).toBeGreaterThanOrEqual(60_000);
    expect(new Date(again.data.now).getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    expect({ ...again.data, now: null }).toEqual({ ...first.data, now: null });
  });

  it('never answers a stale record: after a save, a submission and the tutor’s mark', async () => {
    const { pupil, tutor, chapter, hw } = await homeworkClass();
    const { quizAnswerId } = (await open(pupil.headers, chapter.id)).data.quizAnswer;
    await open(pupil.headers, chapter.id);

    await post(pupil.headers, API_PATHS.homeworkSave, [item(hw, quizAnswerId, hw.blanks[1]!.id, '41')]);
    expect(answerOf((await open(pupil.headers, chapter.id)).data, hw.blanks[1]!.id)).toEqual({
      answer: '41',
      isRight: null,
    });
    // Saving again over the same answer (same item count) is seen too.
    await post(pupil.headers, API_PATHS.homeworkSave, [item(hw, quizAnswerId, hw.blanks[1]!.id, '43')]);
    const saved = (await open(pupil.headers, chapter.id)).data;
    expect(answerOf(saved, hw.blanks[1]!.id)!.answer).toBe('43');
    expect(saved.quizAnswer.quizAnswerType).toBe('1');
    expect(questions(saved).every((q) => !('rightAnswer' in q))).toBe(true);

    await post(pupil.headers, `${API_PATHS.homeworkSend}?quizAnswerId=${quizAnswerId}`);
    const sent = (await open(pupil.headers, chapter.id)).data;
    expect(sent.quizAnswer.quizAnswerType).toBe('2');
    expect(answerOf(sent, hw.blanks[1]!.id)).toEqual({ answer: '43', isRight: false });
    expect(questions(sent).find((q) => q.questionId === hw.blanks[0]!.id)!.rightAnswer).toBe('Paris');
    expect(sent.quizAnalysis).toContain('解析.pdf');

    await post(tutor.headers, API_PATHS.homeworkReply, { quizAnswerId, text: '再想想', img: [], score: 60 });
    const marked = (await open(pupil.headers, chapter.id)).data;
    expect(marked.quizAnswer).toMatchObject({ quizAnswerScore: 60, quizAnswerReplyOverBy: tutor.user.id, stars: 3 });
    expect(JSON.parse(marked.quizAnswer.quizAnswerReplyOver).text).toBe('再想想');
  });

  it('never answers another pupil’s record, nor the staff view to a pupil or the reverse', async () => {
    const { pupil, classmate, teacher, chapter, hw } = await homeworkClass();
    const mine = (await open(pupil.headers, chapter.id)).data.quizAnswer.quizAnswerId;
    const theirs = (await open(classmate.headers, chapter.id)).data.quizAnswer.quizAnswerId;
    await post(pupil.headers, API_PATHS.homeworkSave, [item(hw, mine, hw.blanks[1]!.id, '41')]);
    for (let round = 0; round < 2; round++) {
      const a = (await open(pupil.headers, chapter.id)).data;
      const b = (await open(classmate.headers, chapter.id)).data;
      const staff = (await open(teacher.headers, chapter.id)).data;
      expect(a.quizAnswer).toMatchObject({ quizAnswerId: mine, userId: pupil.user.id });
      expect(b.quizAnswer).toMatchObject({ quizAnswerId: theirs, userId: classmate.user.id });
      expect(answerOf(a, hw.blanks[1]!.id)!.answer).toBe('41');
      expect(answerOf(b, hw.blanks[1]!.id)).toBeNull();
      expect(staff.quizAnswer).toBeNull();
      expect(questions(staff).find((q) => q.questionId === hw.blanks[0]!.id)!.rightAnswer).toBe('Paris');
      expect(questions(a).every((q) => !('rightAnswer' in q))).toBe(true);
    }
  });

  it('shows the answers once the deadline passes, with no write in between', async () => {
    const { pupil, chapter, hw } = await homeworkClass();
    const { quizAnswerId, endTime } = (await open(pupil.headers, chapter.id)).data.quizAnswer;
    await post(pupil.headers, API_PATHS.homeworkSave, [item(hw, quizAnswerId, hw.single.id, String(hw.single.right))]);
    const hidden = (await open(pupil.headers, chapter.id)).data;
    expect(questions(hidden).some((q) => 'rightAnswer' in q)).toBe(false);
    expect(answerOf(hidden, hw.single.id)!.isRight).toBeNull();
    expect(new Date(endTime).getTime()).toBe(chapter.endAt.getTime() + HOMEWORK_DUE_AFTER_MS);

    const pastDeadline = new Date(endTime).getTime() + 11_000 - t.clock.now().getTime();
    t.clock.advance(pastDeadline);
    try {
      const shown = (await open(await relogin(pupil), chapter.id)).data;
      expect(questions(shown).find((q) => q.questionId === hw.blanks[0]!.id)!.rightAnswer).toBe('Paris');
      expect(questions(shown)[0]!.options.some((o) => o.optionIsRight === true)).toBe(true);
      expect(shown.quizAnalysis).toContain('解析.pdf');
    } finally {
      t.clock.advance(-pastDeadline);
    }
  });

  it('follows a quiz edit (the quiz cache’s invalidation), and still decides access on every open', async () => {
    const { pupil, chapter, hw, offering } = await homeworkClass();
    await open(pupil.headers, chapter.id);
    await open(pupil.headers, chapter.id);
    await t.ctx.db.update(quizQuestions).set({ title: '改过的题目' }).where(eq(quizQuestions.id, hw.single.id));
    await t.ctx.caches.invalidate('quiz');
    const edited = (await open(pupil.headers, chapter.id)).data;
    expect(edited.sections[0].questions.find((q: Question) => q.questionId === hw.single.id).questionTitle).toBe(
      '改过的题目',
    );

    await t.ctx.db
      .update(enrolments)
      .set({ status: 'ended', endReason: 'refund', endedAt: t.clock.now() })
      .where(eq(enrolments.offeringId, offering.id));
    const refused = await byChapter(pupil.headers, chapter.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe(LIVE_ERRORS.notEnrolled.errorCode);
  });

  it('answers a record too long to keep exactly, every time', async () => {
    const { pupil, chapter, hw } = await homeworkClass();
    const { quizAnswerId } = (await open(pupil.headers, chapter.id)).data.quizAnswer;
    for (const answer of ['长'.repeat(9_000), '短'.repeat(9_001)]) {
      await post(pupil.headers, API_PATHS.homeworkSave, [item(hw, quizAnswerId, hw.blanks[1]!.id, answer)]);
      for (let i = 0; i < 2; i++)
        expect(answerOf((await open(pupil.headers, chapter.id)).data, hw.blanks[1]!.id)!.answer).toBe(answer);
    }
  });

  it('signs private links per answer: a re-open hours later hands out links that are valid then', async () => {
    const { pupil, chapter, hw } = await homeworkClass();
    const { quizAnswerId } = (await open(pupil.headers, chapter.id)).data.quizAnswer;
    const img = JSON.stringify({ img: [photo(pupil.user.id, 'a.jpg')], text: '过程', file: [] });
    await post(pupil.headers, API_PATHS.homeworkSave, [item(hw, quizAnswerId, hw.image.id, img)]);
    const linkOf = (body: string) => /\/api\/file\/private\/images\/\d+\/a\.jpg\?exp=(\d+)&sig=[0-9a-f]{64}/.exec(body);
    const before = linkOf((await open(pupil.headers, chapter.id)).body);
    expect(before).not.toBeNull();

    t.clock.advance(5 * 3600_000);
    try {
      const later = linkOf((await open(await relogin(pupil), chapter.id)).body);
      expect(Number(later![1]) * 1000).toBeGreaterThan(t.clock.now().getTime());
      expect(Number(later![1])).toBeGreaterThan(Number(before![1]));
      const [path, query] = later![0].split('?');
      const params = new URLSearchParams(query);
      expect(t.ctx.fileLinks.verify(path!, params.get('exp') ?? undefined, params.get('sig') ?? undefined)).toBe(true);
    } finally {
      t.clock.advance(-5 * 3600_000);
    }
  });
});
