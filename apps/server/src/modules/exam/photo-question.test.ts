import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE_ID, API_PATHS, TEACHER_ROLE_ID } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { examFactory } from '../../test/exam-factories';
import { examCalls } from '../../test/exam-requests';
import { api } from '../../test/requests';

/**
 * 拍照作答 through an attempt: a question the bank marks `manual` is shown as a photo question, takes the pupil's own
 * photos (and nothing else), stays pending at hand-in, appears under 照片 in the teacher's queue with its reference,
 * and the teacher's points reach the report.
 */
type Headers = Record<string, string>;
let t: TestApp;
let calls: ReturnType<typeof examCalls>;
let admin: Headers;
let teacher: Headers;
let pupil: Headers;
let pupilId: number;
let questionId: number;
let examId: number;

async function ok<T>(res: { statusCode: number; body: string; json(): { data: T } }) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

beforeAll(async () => {
  t = await createTestApp();
  calls = examCalls(t.app);
  const db = t.ctx.db;
  admin = await sessionFor(t.ctx, await userFactory(db, { roles: [ADMIN_ROLE_ID, TEACHER_ROLE_ID] }));
  teacher = await sessionFor(t.ctx, await userFactory(db, { roles: [TEACHER_ROLE_ID] }));
  const p = await userFactory(db);
  pupilId = p.id;
  pupil = await sessionFor(t.ctx, p);
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: api(url), headers: admin, payload });
  questionId = (
    await ok<{ id: number }>(
      await post(API_PATHS.consoleQuestionCreate, {
        type: '3',
        subject: '2',
        grade: '8',
        stem: '解方程组 x+y=3，x−y=1，写出过程并拍照上传。',
        manual: true,
        reference: 'x=2，y=1（消元 4 分，求解 4 分）',
        score: 8,
        difficulty: 2,
      }),
    )
  ).id;
  const paperId = (
    await ok<{ id: number }>(
      await post(API_PATHS.consolePaperCreate, {
        title: '解答题小测',
        subject: '2',
        grade: '8',
        durationMinutes: 20,
        sections: [{ title: '解答题', items: [{ questionId, score: 8 }] }],
      }),
    )
  ).id;
  examId = (await examFactory(db, { paperId, kind: 'mock', offeringId: null, now: t.clock.now() })).id;
});
afterAll(() => t.close());

describe('拍照作答', () => {
  it('is answered with own photos, waits for a teacher under 照片, and the points reach the report', async () => {
    const s = await ok<{
      sessionId: number;
      sections: { questions: { questionId: number; manual?: boolean; blanks: number }[] }[];
    }>(await calls.start(pupil, examId));
    expect(s.sections[0]!.questions.find((q) => q.questionId === questionId)).toMatchObject({
      manual: true,
      blanks: 0,
    });
    // Typed text is not an answer to a photo question; the pupil's own photo is.
    const typed = await calls.answer(pupil, s.sessionId, { questionId, answer: ['x=2'], seq: 1 });
    expect(typed.statusCode).toBe(400);
    const photo = `/api/file/private/images/${pupilId}/working.jpg`;
    await ok(await calls.answer(pupil, s.sessionId, { questionId, answer: [photo], seq: 2 }));
    await ok(await calls.commit(pupil, s.sessionId));

    const queue = await ok<{ records: { sessionId: number }[] }>(
      await calls.markingPage(teacher, `status=pending&answerType=photo&examId=${examId}`),
    );
    expect(queue.records.map((r) => r.sessionId)).toEqual([s.sessionId]);
    const analysis = await ok<{
      sections: { questions: { questionId: number; manual?: boolean; rightAnswer: string[] }[] }[];
    }>(await calls.analysis(teacher, s.sessionId));
    expect(analysis.sections[0]!.questions[0]).toMatchObject({
      questionId,
      manual: true,
      rightAnswer: ['x=2，y=1（消元 4 分，求解 4 分）'],
    });

    await ok(await calls.mark(teacher, s.sessionId, { questionId, score: 6, comment: '过程完整，最后一步漏写 y' }));
    const report = await ok<{ feedback: { questionId: number; score: number; comment: string }[] }>(
      await calls.report(pupil, s.sessionId),
    );
    expect(report.feedback).toEqual([
      expect.objectContaining({ questionId, score: 6, comment: '过程完整，最后一步漏写 y' }),
    ]);
  });
});
