import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, HOMEWORK_DUE_AFTER_MS, HOMEWORK_MESSAGES } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { homeworkQuizFactory, type HomeworkFixture } from '../../test/homework-factories';
import { api, bearer, passwordLogin } from '../../test/requests';
import { homeworkClassFixture, loggedInPerson } from '../../test/homework-class-fixture';
import { pointsLedger } from '../../db/schema';
import { and, eq } from 'drizzle-orm';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;

const person = (roles?: number[]) => loggedInPerson(t, roles);

const byChapter = (h: Headers, chapterId: number | string) =>
  t.app.inject({ method: 'GET', url: api(`${API_PATHS.homeworkByChapter}?chapterId=${chapterId}`), headers: h });
const save = (h: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url: api(API_PATHS.homeworkSave), headers: h, payload: payload as object });
const send = (h: Headers, quizAnswerId: number) =>
  t.app.inject({ method: 'POST', url: api(`${API_PATHS.homeworkSend}?quizAnswerId=${quizAnswerId}`), headers: h });
const submissions = (h: Headers, chapterId: number) =>
  t.app.inject({ method: 'GET', url: api(`${API_PATHS.homeworkSubmissions}?chapterId=${chapterId}`), headers: h });
const reply = (h: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url: api(API_PATHS.homeworkReply), headers: h, payload: payload as object });

const homeworkClass = () => homeworkClassFixture(t);

async function open(h: Headers, chapterId: number) {
  const res = await byChapter(h, chapterId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** An uploaded photo's URL in a user's own upload folder (answers may only name the caller's uploads). */
const photo = (userId: number, name: string) => `/api/file/private/images/${userId}/${name}`;

/**
 * An API answer's JSON text with its private links back to the stored paths, after checking each was handed out
 * signed (a viewer's <img> needs the signature; the database keeps the stable path).
 */
function stablePaths(json: string): unknown {
  const paths = json.match(/\/api\/file\/private\/[^"?]+[^"]*/g) ?? [];
  for (const p of paths) expect(p).toMatch(/\?exp=\d+&sig=[0-9a-f]{64}$/);
  return JSON.parse(json.replace(/\?exp=\d+&sig=[0-9a-f]{64}/g, ''));
}

function allAnswers(
  hw: HomeworkFixture,
  quizAnswerId: number,
  ownerId: number,
  o: { multi?: string; img?: string[] } = {},
) {
  const item = (questionId: number, answer: string) => ({ questionId, answer, quizAnswerId, quizId: hw.quizId });
  return [
    item(hw.single.id, String(hw.single.right)),
    item(hw.multi.id, o.multi ?? `${hw.multi.right[1]},${hw.multi.right[0]}`),
    item(hw.blanks[0]!.id, ' ｐａｒｉｓ '),
    item(hw.blanks[1]!.id, '41'),
    item(hw.image.id, JSON.stringify({ img: o.img ?? [photo(ownerId, 'a.jpg')], text: '解答过程', file: [] })),
  ];
}

describe('fetching homework', () => {
  it('creates the answer record on a student’s first fetch and hides the right answers', async () => {
    const { student, chapter, hw } = await homeworkClass();
    const data = await open(student.headers, chapter.id);
    expect(data.quizTitle).toBe('课后作业');
    expect(data.quizAnalysis).toBeNull();
    const questions = data.sections[0].questions;
    expect(questions.map((q: { questionType: string }) => q.questionType)).toEqual([
      'single_select',
      'multi_select',
      'fill_blank',
      'fill_blank',
      'image_question',
    ]);
    expect(questions[2].questionNumber).toBe(questions[3].questionNumber);
    for (const q of questions) {
      expect(q).not.toHaveProperty('rightAnswer');
      for (const o of q.options) expect(o).not.toHaveProperty('optionIsRight');
    }
    expect(data.quizAnswer).toMatchObject({
      quizId: hw.quizId,
      userId: student.user.id,
      chapterId: chapter.id,
      quizAnswerType: '1',
      overTime: null,
      quizAnswerScore: null,
      stars: null,
    });
    expect(new Date(data.quizAnswer.endTime).getTime()).toBe(chapter.endAt.getTime() + HOMEWORK_DUE_AFTER_MS);
    // The second fetch answers the same record.
    expect((await open(student.headers, chapter.id)).quizAnswer.quizAnswerId).toBe(data.quizAnswer.quizAnswerId);
    const n = await t.database.pool.query('select count(*)::int as n from quiz_answer where user_id = $1', [
      student.user.id,
    ]);
    expect(n.rows[0].n).toBe(1);
  });

  it('no quiz bound, unknown session, bad id, stranger, anonymous', async () => {
    const { student, chapters, chapter } = await homeworkClass();
    const none = await byChapter(student.headers, chapters[0]!.id);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ code: 1, msg: '当前课次没有绑定试卷', data: null, errorCode: 'QUIZ_NOT_BOUND' });
    expect((await byChapter(student.headers, 99_999_999)).statusCode).toBe(404);
    expect((await byChapter(student.headers, 'abc')).statusCode).toBe(400);
    const stranger = await person();
    const denied = await byChapter(stranger.headers, chapter.id);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe(1);
    expect(
      (await t.app.inject({ method: 'GET', url: api(`${API_PATHS.homeworkByChapter}?chapterId=1`) })).statusCode,
    ).toBe(401);
  });

  it('the teacher and tutor see the quiz with the right answers and no answer record', async () => {
    const { teacher, tutor, chapter } = await homeworkClass();
    for (const who of [teacher, tutor]) {
      const data = await open(who.headers, chapter.id);
      expect(data.quizAnswer).toBeNull();
      expect(data.sections[0].questions[0].options[0].optionIsRight).toBe(true);
      expect(data.quizAnalysis).toContain('解析.pdf');
    }
    const n = await t.database.pool.query('select count(*)::int as n from quiz_answer where chapter_id = $1', [
      chapter.id,
    ]);
    expect(n.rows[0].n).toBe(0);
  });
});

describe('saving and sending', () => {
  it('saves, sends, marks and scores; then the answers are shown', async () => {
    const { student, chapter, hw } = await homeworkClass();
    const { quizAnswerId } = (await open(student.headers, chapter.id)).quizAnswer;
    const saved = await save(student.headers, allAnswers(hw, quizAnswerId, student.user.id));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toHaveLength(5);
    // Saving again overwrites (before submission).
    expect((await save(student.headers, allAnswers(hw, quizAnswerId, student.user.id))).statusCode).toBe(200);
    const before = await open(student.headers, chapter.id);
    expect(before.sections[0].questions[0].answer).toEqual({ answer: String(hw.single.right), isRight: null });

    const sent = await send(student.headers, quizAnswerId);
    expect(sent.statusCode, sent.body).toBe(200);
    // single 10 + multi 10 + blank 10 right, blank 10 wrong: 30 of 40 objective points = 75.
    expect(sent.json()).toMatchObject({
      code: 0,
      msg: '本次作业得分75分',
      data: { score: 75, msg: '本次作业得分75分' },
    });
    expect(sent.json().data.quizAnswer).toMatchObject({
      quizAnswerType: '2',
      quizAnswerAutoScore: 75,
      quizAnswerScore: 75,
      stars: 3.75,
    });
    expect(Math.abs(new Date(sent.json().data.quizAnswer.overTime).getTime() - t.clock.now().getTime())).toBeLessThan(
      5000,
    );

    const after = await open(student.headers, chapter.id);
    const qs = after.sections[0].questions;
    expect(qs.map((q: { answer: { isRight: boolean | null } }) => q.answer.isRight)).toEqual([
      true,
      true,
      true,
      false,
      null,
    ]);
    expect(qs[0].options.map((o: { optionIsRight: boolean }) => o.optionIsRight)).toEqual([true, false]);
    expect(qs[2].rightAnswer).toBe('Paris');
    expect(after.quizAnalysis).toContain('解析.pdf');
  });

  it('multi-select is all or nothing', async () => {
    const { student, chapter, hw } = await homeworkClass();
    const { quizAnswerId } = (await open(student.headers, chapter.id)).quizAnswer;
    await save(student.headers, allAnswers(hw, quizAnswerId, student.user.id, { multi: String(hw.multi.right[0]) }));
    expect((await send(student.headers, quizAnswerId)).json().data.score).toBe(50);
  });

  it('refuses empty and whitespace-only answers and changes nothing', async () => {
    const { student, chapter, hw } = await homeworkClass();
    const { quizAnswerId } = (await open(student.headers, chapter.id)).quizAnswer;
    const items = allAnswers(hw, quizAnswerId, student.user.id);
    for (const answer of ['', '   ', '\t\n']) {
      const res = await save(student.headers, [items[0], { ...items[2], answer }]);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('请填写答案');
    }
    expect((await save(student.headers, [])).json().msg).toBe('请填写答案');
    const noPhoto = await save(student.headers, [{ ...items[4], answer: JSON.stringify({ img: [], text: ' ' }) }]);
    expect(noPhoto.json().msg).toBe('请提交照片');
    const rows = await t.database.pool.query(
      'select count(*)::int as n from quiz_answer_item where quiz_answer_id = $1',
      [quizAnswerId],
    );
    expect(rows.rows[0].n).toBe(0);
  });

  it('refuses bad input: unknown quiz, a question of another quiz, unknown option, foreign image URL', async () => {
    const { student, chapter, hw } = await homeworkClass();
    const other = await homeworkQuizFactory(t.ctx.db, null);
    const { quizAnswerId } = (await open(student.headers, chapter.id)).quizAnswer;
    const [single, , , , image] = allAnswers(hw, quizAnswerId, student.user.id);
    expect((await save(student.headers, [{ ...single, quizId: other.quizId }])).statusCode).toBe(400);
    expect((await save(student.headers, [{ ...single, quizId: 99_999_999 }])).statusCode).toBe(400);
    expect((await save(student.headers, [{ ...single, questionId: other.single.id }])).statusCode).toBe(400);
    expect((await save(student.headers, [{ ...single, answer: String(other.single.right) }])).json().msg).toBe(
      HOMEWORK_MESSAGES.optionInvalid,
    );
    const foreign = { ...image!, answer: JSON.stringify({ img: ['https://evil.example/x.jpg'], text: '' }) };
    expect((await save(student.headers, [foreign])).statusCode).toBe(400);
    // A photo URL from someone else's upload folder, or a path that climbs out of one's own, is refused.
    for (const img of [photo(student.user.id + 1, 'theirs.jpg'), `${photo(student.user.id, 'x')}/../../9/a.jpg`]) {
      const res = await save(student.headers, [{ ...image!, answer: JSON.stringify({ img: [img], text: '' }) }]);
      expect(res.statusCode, img).toBe(400);
      expect(res.json().msg).toBe(HOMEWORK_MESSAGES.imageUrlInvalid);
    }
    expect((await save(student.headers, [{ ...image!, answer: 'not json' }])).statusCode).toBe(400);
    expect((await send(student.headers, 99_999_999)).statusCode).toBe(404);
  });

  it("another student's quizAnswerId answers 404 and changes nothing", async () => {
    const { student, classmate, chapter, hw } = await homeworkClass();
    const mine = (await open(student.headers, chapter.id)).quizAnswer.quizAnswerId;
    await open(classmate.headers, chapter.id);
    const res = await save(classmate.headers, allAnswers(hw, mine, classmate.user.id));
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(HOMEWORK_MESSAGES.answerNotFound);
    expect((await send(classmate.headers, mine)).statusCode).toBe(404);
    const rows = await t.database.pool.query(
      'select (select count(*)::int from quiz_answer_item where quiz_answer_id = $1) as items, quiz_answer_type from quiz_answer where id = $1',
      [mine],
    );
    expect(rows.rows[0]).toEqual({ items: 0, quiz_answer_type: '1' });
  });

  it('concurrent sends: exactly one wins, the others are refused', async () => {
    const { student, chapter, hw } = await homeworkClass();
    const { quizAnswerId } = (await open(student.headers, chapter.id)).quizAnswer;
    await save(student.headers, allAnswers(hw, quizAnswerId, student.user.id));
    const results = await Promise.all(Array.from({ length: 6 }, () => send(student.headers, quizAnswerId)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    // 盐值 for handing in on time: once, whatever the number of sends.
    const earned = await t.ctx.db
      .select({ amount: pointsLedger.amount })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, student.user.id), eq(pointsLedger.ruleCode, 'homeworkOnTime')));
    expect(earned.map((e) => e.amount)).toEqual([10]);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().msg).toBe(HOMEWORK_MESSAGES.alreadySubmitted);
    }
    // After submission the objective answers are frozen.
    const change = await save(student.headers, [allAnswers(hw, quizAnswerId, student.user.id)[0]]);
    expect(change.statusCode).toBe(409);
  });

  it('a late submit is refused after endTime + 10 s, allowed within the grace', async () => {
    const { student, classmate, chapter, hw } = await homeworkClass();
    const a = (await open(student.headers, chapter.id)).quizAnswer;
    const b = (await open(classmate.headers, chapter.id)).quizAnswer;
    await save(student.headers, allAnswers(hw, a.quizAnswerId, student.user.id));
    await save(classmate.headers, allAnswers(hw, b.quizAnswerId, classmate.user.id));
    const toEnd = new Date(a.endTime).getTime() - t.clock.now().getTime();
    t.clock.advance(toEnd + 5_000);
    // A week later the access tokens have expired: log in again.
    const relogin = async (p: { user: { username: string; password: string } }) =>
      bearer((await passwordLogin(t.app, p.user.username, p.user.password)).access_token);
    const studentHeaders = await relogin(student);
    const classmateHeaders = await relogin(classmate);
    expect((await send(studentHeaders, a.quizAnswerId)).statusCode).toBe(200);
    t.clock.advance(6_000);
    const late = await send(classmateHeaders, b.quizAnswerId);
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toBe(HOMEWORK_MESSAGES.late);
    expect((await save(classmateHeaders, allAnswers(hw, b.quizAnswerId, classmate.user.id))).statusCode).toBe(409);
    // Past the deadline the answers are shown even without a submission.
    const review = await open(classmateHeaders, chapter.id);
    expect(review.quizAnswer.quizAnswerType).toBe('1');
    expect(review.sections[0].questions[0].options[0].optionIsRight).toBe(true);
  });
});

describe('photo answers', () => {
  it('a second submission keeps firstImg and firstTime and adds the new images', async () => {
    const { student, chapter, hw } = await homeworkClass();
    const { quizAnswerId } = (await open(student.headers, chapter.id)).quizAnswer;
    await save(
      student.headers,
      allAnswers(hw, quizAnswerId, student.user.id, { img: [photo(student.user.id, 'first.jpg')] }),
    );
    await send(student.headers, quizAnswerId);
    const firstTime = (
      await t.database.pool.query(
        'select updated_at from quiz_answer_item where quiz_answer_id = $1 and question_id = $2',
        [quizAnswerId, hw.image.id],
      )
    ).rows[0].updated_at as Date;
    t.clock.advance(60_000);
    const item = { questionId: hw.image.id, quizAnswerId, quizId: hw.quizId };
    const none = await save(student.headers, [{ ...item, answer: JSON.stringify({ img: [], text: '再传' }) }]);
    expect(none.json().msg).toBe('请提交图片');
    const again = await save(student.headers, [
      { ...item, answer: JSON.stringify({ img: [photo(student.user.id, 'second.png')], text: '订正', file: [] }) },
    ]);
    expect(again.statusCode, again.body).toBe(200);
    const q = (await open(student.headers, chapter.id)).sections[0].questions[4];
    expect(stablePaths(q.answer.answer)).toEqual({
      img: [photo(student.user.id, 'second.png')],
      text: '订正',
      file: [],
      firstImg: [photo(student.user.id, 'first.jpg')],
      firstTime: firstTime.toISOString(),
    });
    // A third upload still keeps the very first photos.
    await save(student.headers, [{ ...item, answer: JSON.stringify({ img: [photo(student.user.id, 'third.png')] }) }]);
    const third = stablePaths(
      (await open(student.headers, chapter.id)).sections[0].questions[4].answer.answer,
    ) as Record<string, unknown>;
    expect(third.firstImg).toEqual([photo(student.user.id, 'first.jpg')]);
    expect(third.img).toEqual([photo(student.user.id, 'third.png')]);
  });
});

describe('tutor feedback', () => {
  it('the class tutor sees submissions and gives feedback and a score; the student sees stars', async () => {
    const { tutor, teacher, student, classmate, chapter, hw } = await homeworkClass();
    const { quizAnswerId } = (await open(student.headers, chapter.id)).quizAnswer;
    await save(student.headers, allAnswers(hw, quizAnswerId, student.user.id));
    // Feedback before submission is refused.
    const early = await reply(tutor.headers, { quizAnswerId, text: '好', img: [], score: 90 });
    expect(early.statusCode).toBe(409);
    await send(student.headers, quizAnswerId);

    const list = await submissions(tutor.headers, chapter.id);
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data.submissions;
    expect(rows.map((r: { student: { id: number } }) => r.student.id).sort()).toEqual(
      [student.user.id, classmate.user.id].sort(),
    );
    const mine = rows.find((r: { student: { id: number } }) => r.student.id === student.user.id);
    expect(mine.quizAnswer.quizAnswerType).toBe('2');
    expect(
      (
        stablePaths(mine.answers.find((a: { questionId: number }) => a.questionId === hw.image.id).answer) as {
          img: string[];
        }
      ).img,
    ).toEqual([photo(student.user.id, 'a.jpg')]);
    expect(rows.find((r: { student: { id: number } }) => r.student.id === classmate.user.id).quizAnswer).toBeNull();
    expect(list.json().data.quiz.sections[0].questions[0].options[0].optionIsRight).toBe(true);
    expect(list.json().data.canMark).toBe(true);
    // The teacher follows the class's homework but the tutor marks it.
    const forTeacher = await submissions(teacher.headers, chapter.id);
    expect(forTeacher.statusCode).toBe(200);
    expect(forTeacher.json().data.canMark).toBe(false);

    const res = await reply(tutor.headers, {
      quizAnswerId,
      text: '步骤清楚，注意计算',
      img: [photo(tutor.user.id, 'mark.png')],
      score: 90,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ quizAnswerScore: 90, quizAnswerAutoScore: 75, stars: 4.5 });
    expect(res.json().data.quizAnswerReplyOverBy).toBe(tutor.user.id);
    const seen = (await open(student.headers, chapter.id)).quizAnswer;
    // The pupil sees the tutor's photo through a signed link.
    expect(stablePaths(seen.quizAnswerReplyOver)).toEqual({
      text: '步骤清楚，注意计算',
      img: [photo(tutor.user.id, 'mark.png')],
    });
    expect(Math.abs(new Date(seen.quizAnswerReplyOverTime).getTime() - t.clock.now().getTime())).toBeLessThan(5000);
    expect(seen.stars).toBe(4.5);
  });

  it('only that class’s tutor marks: students, strangers, other tutors and the teacher are refused', async () => {
    const { student, classmate, teacher, chapter, hw } = await homeworkClass();
    const { quizAnswerId } = (await open(student.headers, chapter.id)).quizAnswer;
    await save(student.headers, allAnswers(hw, quizAnswerId, student.user.id));
    await send(student.headers, quizAnswerId);
    const otherTutor = await person([7]);
    const stranger = await person();
    // The class has a tutor: marking is theirs, not the teacher's.
    for (const who of [student, classmate, otherTutor, stranger, teacher]) {
      const res = await reply(who.headers, { quizAnswerId, text: 'x', img: [], score: 100 });
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe(HOMEWORK_MESSAGES.markerOnly);
    }
    expect((await submissions(student.headers, chapter.id)).statusCode).toBe(403);
    expect((await submissions(otherTutor.headers, chapter.id)).statusCode).toBe(403);
    const row = await t.database.pool.query('select quiz_answer_score, reply_over from quiz_answer where id = $1', [
      quizAnswerId,
    ]);
    expect(row.rows[0]).toEqual({ quiz_answer_score: 75, reply_over: null });
  });

  it('a class without a tutor is marked by its teacher', async () => {
    const { teacher, student, offering, chapter, hw } = await homeworkClass();
    await t.database.pool.query('update learn_offering set tutor_id = null where id = $1', [offering.id]);
    await t.database.pool.query('update learn_chapter set tutor_id = null where offering_id = $1', [offering.id]);
    const { quizAnswerId } = (await open(student.headers, chapter.id)).quizAnswer;
    await save(student.headers, allAnswers(hw, quizAnswerId, student.user.id));
    await send(student.headers, quizAnswerId);
    const res = await reply(teacher.headers, { quizAnswerId, text: '很好', img: [], score: 95 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ quizAnswerScore: 95, quizAnswerReplyOverBy: teacher.user.id });
  });

  it('bad feedback input: score out of range, foreign image URL, unknown answer', async () => {
    const { tutor, student, chapter, hw } = await homeworkClass();
    const { quizAnswerId } = (await open(student.headers, chapter.id)).quizAnswer;
    await save(student.headers, allAnswers(hw, quizAnswerId, student.user.id));
    await send(student.headers, quizAnswerId);
    expect((await reply(tutor.headers, { quizAnswerId: 1, text: '', img: [], score: 101 })).statusCode).toBe(400);
    // The tutor's photos must be the tutor's own uploads, not the pupil's or anyone's.
    const borrowed = await reply(tutor.headers, {
      quizAnswerId,
      text: '',
      img: [photo(student.user.id, 'a.jpg')],
      score: 50,
    });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().msg).toBe(HOMEWORK_MESSAGES.imageUrlInvalid);
    expect((await reply(tutor.headers, { quizAnswerId: 1, text: '', img: [], score: -1 })).statusCode).toBe(400);
    expect(
      (await reply(tutor.headers, { quizAnswerId: 1, text: '', img: ['javascript:alert(1)'], score: 50 })).statusCode,
    ).toBe(400);
    expect((await reply(tutor.headers, { quizAnswerId: 99_999_999, text: '', img: [], score: 50 })).statusCode).toBe(
      404,
    );
  });
});

describe("the class's session list shows each session's homework", () => {
  const detail = async (h: Headers, offeringId: number) => {
    const res = await t.app.inject({ method: 'GET', url: api(`/learn/offering/${offeringId}`), headers: h });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.chapters as { id: number; homework: Record<string, unknown> | null }[];
  };
  const of = (list: { id: number; homework: Record<string, unknown> | null }[], id: number) =>
    list.find((c) => c.id === id)!.homework;

  it('a pupil: todo, then submitted with the score, then marked; the tutor: submitted and to mark', async () => {
    const { tutor, student, classmate, offering, chapters, chapter, hw } = await homeworkClass();
    // Only the session with homework has a summary.
    const before = await detail(student.headers, offering.id);
    expect(of(before, chapters[0]!.id)).toBeNull();
    expect(of(before, chapter.id)).toEqual({ status: 'todo', score: null, submitted: null, toMark: null });
    expect(of(await detail(tutor.headers, offering.id), chapter.id)).toEqual({
      status: null,
      score: null,
      submitted: 0,
      toMark: 0,
    });

    const { quizAnswerId } = (await open(student.headers, chapter.id)).quizAnswer;
    await save(student.headers, allAnswers(hw, quizAnswerId, student.user.id));
    await send(student.headers, quizAnswerId);
    expect(of(await detail(student.headers, offering.id), chapter.id)).toMatchObject({
      status: 'submitted',
      score: 75,
    });
    expect(of(await detail(classmate.headers, offering.id), chapter.id)).toMatchObject({ status: 'todo' });
    expect(of(await detail(tutor.headers, offering.id), chapter.id)).toMatchObject({ submitted: 1, toMark: 1 });

    await reply(tutor.headers, { quizAnswerId, text: '好', img: [], score: 92 });
    expect(of(await detail(student.headers, offering.id), chapter.id)).toMatchObject({ status: 'marked', score: 92 });
    expect(of(await detail(tutor.headers, offering.id), chapter.id)).toMatchObject({ submitted: 1, toMark: 0 });

    // A week after the session the classmate who never opened it has missed it.
    t.clock.advance(8 * 24 * 3600_000);
    const relogin = bearer((await passwordLogin(t.app, classmate.user.username, classmate.user.password)).access_token);
    expect(of(await detail(relogin, offering.id), chapter.id)).toMatchObject({ status: 'missed', score: null });
  });
});
