import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { API_PATHS, PARENT_ROLE_ID, QB_ERRORS, TEACHER_ROLE_ID, type ErrorEntry } from '@salt/domain';
import { examPracticeChecks, examWrongQuestions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { api } from '../../test/requests';
import { qbFactory, type QbFixture } from '../../test/qb-factories';

let t: TestApp;
let bank: QbFixture;
let pupil: Record<string, string>;
let pupilId: number;
beforeAll(async () => {
  t = await createTestApp();
  bank = await qbFactory(t.ctx.db);
  const u = await userFactory(t.ctx.db);
  pupilId = u.id;
  pupil = await sessionFor(t.ctx, u);
});
afterAll(() => t.close());

const path = (p: string, id: number) => api(p.replace(':id', String(id)));
const scope = () => `subject=${bank.subject}&grade=${bank.grade}`;

async function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) {
  const res = await t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.json(), text: res.body };
}
const check = (id: number, body: unknown, headers = pupil) =>
  call('POST', path(API_PATHS.qbQuestionCheck, id), headers, body);

/** Rows the checks write, for "changes nothing". */
async function practiceRows(userId: number) {
  const checks = await t.ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(examPracticeChecks)
    .where(eq(examPracticeChecks.userId, userId));
  const wrong = await t.ctx.db.select().from(examWrongQuestions).where(eq(examWrongQuestions.userId, userId));
  return { checks: checks[0]!.n, wrong: wrong.map((w) => [w.questionId, w.wrongCount]).sort() };
}

const expectError = (
  res: { status: number; body: { code: number; msg: string; errorCode: string } },
  entry: ErrorEntry,
) => {
  expect(res.status).toBe(entry.status);
  expect(res.body).toMatchObject({ code: 1, msg: entry.msg, errorCode: entry.errorCode, data: null });
};

describe('qb routes need a login', () => {
  it.each([
    ['GET', `${API_PATHS.qbKnowledgePoints}?subject=2&grade=8`],
    ['GET', `${API_PATHS.qbQuestionPage}?subject=2&grade=8`],
    ['POST', API_PATHS.qbQuestionCheck.replace(':id', '1')],
    ['GET', API_PATHS.qbWrongPage],
    ['DELETE', API_PATHS.qbWrongRemove.replace(':id', '1')],
  ] as const)('%s %s: 401 for a visitor', async (method, url) => {
    const res = await t.app.inject({
      method,
      url: api(url),
      ...(method === 'POST' ? { payload: { answer: 'x' } } : {}),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 1, errorCode: 'AUTH_REQUIRED' });
  });
});

describe('browsing the bank', () => {
  it('lists the practice questions of a grade without any right answer; sub-questions and paper-only ones are not listed', async () => {
    const res = await call('GET', api(`${API_PATHS.qbQuestionPage}?${scope()}&size=-1`), pupil);
    expect(res.status).toBe(200);
    const page = res.body.data;
    expect(page.total).toBe(6);
    const ids = page.records.map((q: { questionId: number }) => q.questionId);
    expect(ids).toEqual([
      bank.single.id,
      bank.multiple.id,
      bank.fill.id,
      bank.judge.id,
      bank.oral.id,
      bank.combined.id,
    ]);
    expect(ids).not.toContain(bank.subId);
    expect(ids).not.toContain(bank.paperOnly.id);
    // Nothing that gives the answer away, anywhere in the page.
    expect(res.text).not.toMatch(/isRight|isTrue|"三"|x\+1|Read it aloud|Hello\.|rightAnswer|transcript|reference/);
    const [single, , fill, , , combined] = page.records;
    expect(single).toMatchObject({ number: '1', type: '0', score: 3, knowledgePoints: ['A点'], lastRight: null });
    expect(single.options.map((o: { label: string }) => o.label)).toEqual(['A', 'B', 'C', 'D']);
    expect(Object.keys(single.options[0]).sort()).toEqual(['label', 'optionId', 'text']);
    expect(fill).toMatchObject({ blanks: 2, score: 4 });
    expect(combined).toMatchObject({
      number: '6',
      score: 4,
      listening: { audioUrl: '/uploads/demo/listening/test.mp3', playLimit: 2, playsLeft: 2 },
    });
    expect(combined.children.map((c: { number: string; score: number }) => [c.number, c.score])).toEqual([
      ['6(1)', 2],
      ['6(2)', 2],
    ]);
  });

  it('pages, and filters by knowledge point', async () => {
    const second = await call('GET', api(`${API_PATHS.qbQuestionPage}?${scope()}&size=2&current=2`), pupil);
    expect(second.body.data).toMatchObject({ total: 6, current: 2, size: 2 });
    expect(second.body.data.records.map((q: { number: string }) => q.number)).toEqual(['3', '4']);
    const a = await call(
      'GET',
      api(`${API_PATHS.qbQuestionPage}?${scope()}&knowledgePoint=${encodeURIComponent('A点')}`),
      pupil,
    );
    expect(a.body.data.records.map((q: { questionId: number }) => q.questionId)).toEqual([
      bank.single.id,
      bank.multiple.id,
    ]);
    const none = await call('GET', api(`${API_PATHS.qbQuestionPage}?subject=2&grade=99`), pupil);
    expect(none.body.data).toMatchObject({ total: 0, records: [] });
  });

  it('rejects a bad scope with a Chinese 400', async () => {
    for (const q of ['subject=2', 'subject=2&grade=abc', 'subject=99&grade=8', 'grade=8', `${scope()}&size=1000`]) {
      const res = await call('GET', api(`${API_PATHS.qbQuestionPage}?${q}`), pupil);
      expect(res.status, q).toBe(400);
      expect(res.body.msg, q).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('checking an answer', () => {
  it('a right single choice: verdict, points, right answers and analysis; kept as a check, the notebook untouched', async () => {
    const res = await check(bank.single.id, { answer: String(bank.single.right) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      questionId: bank.single.id,
      verdict: 'right',
      earned: 3,
      score: 3,
      rightAnswer: ['B'],
      myAnswer: String(bank.single.right),
      analysis: expect.stringContaining('解析'),
      transcript: null,
      audioUrl: null,
    });
    expect(res.body.data.options.map((o: { isRight: boolean }) => o.isRight)).toEqual([false, true, false, false]);
    expect(await practiceRows(pupilId)).toEqual({ checks: 1, wrong: [] });
  });

  it('a wrong answer goes into the notebook, and counts again the next time', async () => {
    const first = await check(bank.single.id, { answer: String(bank.single.wrong) });
    expect(first.body.data).toMatchObject({ verdict: 'wrong', earned: 0, rightAnswer: ['B'] });
    t.clock.advance(60_000);
    await check(bank.single.id, { answer: [String(bank.single.wrong)] });
    const rows = await practiceRows(pupilId);
    expect(rows).toEqual({ checks: 3, wrong: [[bank.single.id, 2]] });
  });

  it('multiple choice in any order is right; one right option alone is wrong', async () => {
    const right = await check(bank.multiple.id, { answer: [...bank.multiple.right].reverse().map(String) });
    expect(right.body.data).toMatchObject({ verdict: 'right', earned: 4, rightAnswer: ['A', 'C'] });
    const comma = await check(bank.multiple.id, { answer: bank.multiple.right.join(',') });
    expect(comma.body.data.verdict).toBe('right');
    const half = await check(bank.multiple.id, { answer: [String(bank.multiple.right[0])] });
    expect(half.body.data).toMatchObject({ verdict: 'wrong', earned: 0 });
  });

  it('fill-in takes any accepted answer per blank; one blank right is partial and goes into the notebook', async () => {
    const right = await check(bank.fill.id, { answer: ['三', ' X+1 '] });
    expect(right.body.data).toMatchObject({ verdict: 'right', earned: 4, rightAnswer: ['3 / 三', 'x+1'] });
    const partial = await check(bank.fill.id, { answer: ['3', 'x'] });
    expect(partial.body.data).toMatchObject({ verdict: 'partial', earned: 2 });
    const wrong = await t.ctx.db
      .select()
      .from(examWrongQuestions)
      .where(and(eq(examWrongQuestions.userId, pupilId), eq(examWrongQuestions.questionId, bank.fill.id)));
    expect(wrong).toHaveLength(1);
  });

  it('true/false takes 对/错 and true/false', async () => {
    expect((await check(bank.judge.id, { answer: '错' })).body.data).toMatchObject({
      verdict: 'right',
      rightAnswer: ['false'],
      myAnswer: 'false',
    });
    expect((await check(bank.judge.id, { answer: 'true' })).body.data.verdict).toBe('wrong');
  });

  it('an oral answer shows the reference and records nothing (no teacher marks practice)', async () => {
    const before = await practiceRows(pupilId);
    const res = await check(bank.oral.id, { answer: ['/uploads/oral/mine.webm'] });
    expect(res.body.data).toMatchObject({ verdict: 'pending', earned: null, rightAnswer: ['Read it aloud.'] });
    expect(await practiceRows(pupilId)).toEqual(before);
  });

  it('a listening passage is checked by its parts, with the transcript and audio; a part missed makes it partial', async () => {
    const [one, two] = bank.combined.parts as [QbFixture['combined']['parts'][0], QbFixture['combined']['parts'][0]];
    const res = await check(bank.combined.id, {
      answer: '',
      parts: [
        { questionId: one.id, answer: String(one.right) },
        { questionId: two.id, answer: String(two.wrong) },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      verdict: 'partial',
      earned: 2,
      score: 4,
      myAnswer: null,
      rightAnswer: [],
      transcript: 'M: Hello.\nW: Hi there.',
      audioUrl: '/uploads/demo/listening/test.mp3',
    });
    expect(
      res.body.data.children.map((c: { number: string; verdict: string; rightAnswer: string[] }) => [
        c.number,
        c.verdict,
        c.rightAnswer,
      ]),
    ).toEqual([
      ['1(1)', 'right', ['A']],
      ['1(2)', 'wrong', ['D']],
    ]);
    // A part left out counts as unanswered.
    const only = await check(bank.combined.id, {
      answer: '',
      parts: [{ questionId: one.id, answer: String(one.right) }],
    });
    expect(only.body.data.children.map((c: { verdict: string }) => c.verdict)).toEqual(['right', 'unanswered']);
  });

  it('any signed-in account may practise (a parent, a teacher); the records are their own', async () => {
    for (const roles of [[PARENT_ROLE_ID], [TEACHER_ROLE_ID]]) {
      const u = await userFactory(t.ctx.db, { roles });
      const res = await check(bank.judge.id, { answer: '对' }, await sessionFor(t.ctx, u));
      expect(res.status).toBe(200);
      expect(await practiceRows(u.id)).toEqual({ checks: 1, wrong: [[bank.judge.id, 1]] });
    }
  });
});

describe('every bad check is a 4xx with a Chinese message and changes nothing', () => {
  const other = () => bank.multiple.wrong;
  const cases: [string, () => number, () => unknown, ErrorEntry | 400][] = [
    [
      'an option of another question',
      () => bank.single.id,
      () => ({ answer: String(other()) }),
      QB_ERRORS.optionInvalid,
    ],
    [
      'an option id that does not exist',
      () => bank.single.id,
      () => ({ answer: '2147483647' }),
      QB_ERRORS.optionInvalid,
    ],
    ['not an option id', () => bank.single.id, () => ({ answer: 'B' }), QB_ERRORS.optionInvalid],
    [
      'two options for a single choice',
      () => bank.single.id,
      () => ({ answer: [String(bank.single.right), String(bank.single.wrong)] }),
      QB_ERRORS.singleOnlyOne,
    ],
    ['a blank answer', () => bank.single.id, () => ({ answer: '  ' }), QB_ERRORS.answerRequired],
    ['no blanks filled', () => bank.fill.id, () => ({ answer: ['', ''] }), QB_ERRORS.answerRequired],
    ['too few blanks', () => bank.fill.id, () => ({ answer: ['3'] }), QB_ERRORS.blanksMismatch],
    ['too many blanks', () => bank.fill.id, () => ({ answer: ['3', 'x+1', '5'] }), QB_ERRORS.blanksMismatch],
    ['neither true nor false', () => bank.judge.id, () => ({ answer: '也许' }), QB_ERRORS.trueFalseInvalid],
    [
      'parts on a question without parts',
      () => bank.single.id,
      () => ({ answer: String(bank.single.right), parts: [{ questionId: bank.subId, answer: 'x' }] }),
      QB_ERRORS.partInvalid,
    ],
    [
      'a part of another question',
      () => bank.combined.id,
      () => ({ answer: '', parts: [{ questionId: bank.single.id, answer: String(bank.single.right) }] }),
      QB_ERRORS.partInvalid,
    ],
    [
      'one part twice',
      () => bank.combined.id,
      () => ({
        answer: '',
        parts: [
          { questionId: bank.subId, answer: String(bank.combined.parts[0]!.right) },
          { questionId: bank.subId, answer: String(bank.combined.parts[0]!.wrong) },
        ],
      }),
      QB_ERRORS.partRepeated,
    ],
    ['no part answered', () => bank.combined.id, () => ({ answer: '', parts: [] }), QB_ERRORS.answerRequired],
    [
      "a part's option of another part",
      () => bank.combined.id,
      () => ({ answer: '', parts: [{ questionId: bank.subId, answer: String(bank.combined.parts[1]!.right) }] }),
      QB_ERRORS.optionInvalid,
    ],
    ['a sub-question on its own', () => bank.subId, () => ({ answer: 'x' }), QB_ERRORS.questionNotFound],
    ['a question kept out of the bank', () => bank.paperOnly.id, () => ({ answer: '对' }), QB_ERRORS.questionNotFound],
    ['an unknown question', () => 2_147_483_647, () => ({ answer: 'x' }), QB_ERRORS.questionNotFound],
    ['no answer field', () => bank.single.id, () => ({}), 400],
    ['an answer that is a number', () => bank.single.id, () => ({ answer: 5 }), 400],
    ['an oversized answer', () => bank.oral.id, () => ({ answer: 'x'.repeat(2001) }), 400],
    ['too many answer items', () => bank.multiple.id, () => ({ answer: Array(21).fill('1') }), 400],
    [
      'too many parts',
      () => bank.combined.id,
      () => ({ answer: '', parts: Array.from({ length: 21 }, () => ({ questionId: bank.subId, answer: 'x' })) }),
      400,
    ],
    [
      'a part id that is not an id',
      () => bank.combined.id,
      () => ({ answer: '', parts: [{ questionId: 'a', answer: 'x' }] }),
      400,
    ],
  ];

  it.each(cases)('%s', async (_label, id, body, expected) => {
    const before = await practiceRows(pupilId);
    const res = await check(id(), body());
    if (expected === 400) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 1, data: null });
      expect(res.body.msg).toMatch(/[\u4e00-\u9fff]/);
    } else expectError(res, expected);
    expect(await practiceRows(pupilId)).toEqual(before);
  });

  it.each(['0', '-1', 'abc', '1.5', '2147483648'])('question id %s: 400', async (id) => {
    const res = await t.app.inject({
      method: 'POST',
      url: api(API_PATHS.qbQuestionCheck.replace(':id', id)),
      headers: pupil,
      payload: { answer: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('knowledge points and the notebook', () => {
  let fresh: Record<string, string>;
  let freshId: number;
  beforeAll(async () => {
    const u = await userFactory(t.ctx.db);
    freshId = u.id;
    fresh = await sessionFor(t.ctx, u);
  });

  it("knowledge points with question counts, the caller's right share and notebook count", async () => {
    const url = api(`${API_PATHS.qbKnowledgePoints}?${scope()}`);
    const before = await call('GET', url, fresh);
    expect(before.body.data).toEqual([
      { point: 'A点', questions: 2, percent: null, wrongCount: 0 },
      { point: 'B点', questions: 5, percent: null, wrongCount: 0 },
    ]);
    await check(bank.single.id, { answer: String(bank.single.right) }, fresh);
    await check(bank.single.id, { answer: String(bank.single.wrong) }, fresh);
    await check(bank.multiple.id, { answer: bank.multiple.right.map(String) }, fresh);
    const after = await call('GET', url, fresh);
    expect(after.body.data).toEqual([
      // A点: 2 right of 3 checks; B点 (the multiple choice only): 1 of 1.
      { point: 'A点', questions: 2, percent: 66, wrongCount: 1 },
      { point: 'B点', questions: 5, percent: 100, wrongCount: 0 },
    ]);
    // The question page shows the last check.
    const page = await call('GET', api(`${API_PATHS.qbQuestionPage}?${scope()}&size=2`), fresh);
    expect(page.body.data.records.map((q: { lastRight: boolean | null }) => q.lastRight)).toEqual([false, true]);
  });

  it("the notebook: the caller's own, newest first, with answers and analysis, by subject", async () => {
    t.clock.advance(60_000);
    await check(bank.judge.id, { answer: '对' }, fresh);
    const res = await call('GET', api(API_PATHS.qbWrongPage), fresh);
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(2);
    const [judge, single] = res.body.data.records;
    expect(judge).toMatchObject({
      subject: bank.subject,
      grade: bank.grade,
      wrongCount: 1,
      question: { questionId: bank.judge.id, number: '1', rightAnswer: ['false'], verdict: 'wrong', myAnswer: null },
    });
    expect(single.question).toMatchObject({ questionId: bank.single.id, rightAnswer: ['B'] });
    expect(new Date(judge.lastWrongAt).getTime()).toBeGreaterThan(new Date(single.lastWrongAt).getTime());
    const otherSubject = await call(
      'GET',
      api(`${API_PATHS.qbWrongPage}?subject=${bank.subject === '3' ? '1' : '3'}`),
      fresh,
    );
    expect(otherSubject.body.data).toMatchObject({ total: 0, records: [] });
    // Another pupil's notebook does not show here.
    expect(res.body.data.records.map((r: { question: { questionId: number } }) => r.question.questionId)).not.toContain(
      bank.fill.id,
    );
  });

  it("removing takes out only the caller's own entry; another's or a missing one is a 404", async () => {
    const remove = (id: number, headers: Record<string, string>) =>
      call('DELETE', path(API_PATHS.qbWrongRemove, id), headers);
    // The pupil's entry for the fill-in is not the fresh user's to remove.
    expectError(await remove(bank.fill.id, fresh), QB_ERRORS.wrongNotFound);
    expect((await practiceRows(pupilId)).wrong).toContainEqual([bank.fill.id, 1]);
    const ok = await remove(bank.judge.id, fresh);
    expect(ok).toMatchObject({ status: 200, body: { code: 0, data: null } });
    expect((await practiceRows(freshId)).wrong).toEqual([[bank.single.id, 1]]);
    expectError(await remove(bank.judge.id, fresh), QB_ERRORS.wrongNotFound);
    const bad = await call('DELETE', api(API_PATHS.qbWrongRemove.replace(':id', 'x')), fresh);
    expect(bad.status).toBe(400);
  });
});
