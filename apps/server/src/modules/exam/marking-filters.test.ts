import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE_ID, API_PATHS, EXAM_ERRORS } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { enrol, liveClassFactory } from '../../test/live-factories';
import { examFactory, examPaperFactory, type PaperFixture } from '../../test/exam-factories';
import { examCalls } from '../../test/exam-requests';
import { errorBodyOf } from '../../test/requests';

type Headers = Record<string, string>;
let t: TestApp;
let calls: ReturnType<typeof examCalls>;
let paper: PaperFixture;
const h: Record<string, Headers> = {};
const ids = { examA1: 0, examA2: 0, examB: 0, classA: 0, classB: 0 };
/** Attempts: A1 by a recording, A2 by a photo, B by a recording. */
const att = { a1Oral: 0, a2Photo: 0, bOral: 0 };

const options = (who: string) =>
  t.app.inject({ method: 'GET', url: `/api${API_PATHS.examMarkingOptions}`, headers: h[who]! });

async function ok<T>(res: { statusCode: number; body: string; json(): { data: T } }) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** One pupil's handed-in attempt whose oral question is answered by a recording or a photo. */
async function handIn(pupilId: number, examId: number, kind: 'audio' | 'images') {
  const head = await sessionFor(t.ctx, { id: pupilId });
  const s = await ok<{ sessionId: number }>(await calls.start(head, examId));
  const file = `/api/file/private/${kind}/${pupilId}/a.${kind === 'audio' ? 'webm' : 'jpg'}`;
  await ok(await calls.answer(head, s.sessionId, { questionId: paper.oral.id, answer: [file], seq: 1 }));
  await ok(await calls.commit(head, s.sessionId));
  return s.sessionId;
}

const sessionsOf = async (who: string, query: string) =>
  (await ok<{ records: { sessionId: number }[]; total: number }>(await calls.markingPage(h[who]!, query))).records
    .map((r) => r.sessionId)
    .sort((a, b) => a - b);

beforeAll(async () => {
  t = await createTestApp();
  calls = examCalls(t.app);
  const db = t.ctx.db;
  const a = await liveClassFactory(db);
  const b = await liveClassFactory(db);
  ids.classA = a.offering.id;
  ids.classB = b.offering.id;
  paper = await examPaperFactory(db);
  const exam = async (offeringId: number, title: string) =>
    (await examFactory(db, { paperId: paper.paperId, offeringId, now: t.clock.now(), title })).id;
  ids.examA1 = await exam(a.offering.id, '甲班期中');
  ids.examA2 = await exam(a.offering.id, '甲班期末');
  ids.examB = await exam(b.offering.id, '乙班期中');
  const pupilA = await userFactory(db);
  const pupilB = await userFactory(db);
  await enrol(db, pupilA.id, a.offering.id);
  await enrol(db, pupilB.id, b.offering.id);
  att.a1Oral = await handIn(pupilA.id, ids.examA1, 'audio');
  att.a2Photo = await handIn(pupilA.id, ids.examA2, 'images');
  att.bOral = await handIn(pupilB.id, ids.examB, 'audio');
  const admin = await userFactory(db, { roles: [ADMIN_ROLE_ID] });
  const people = { teacherA: a.teacher, tutorA: a.tutor, teacherB: b.teacher, admin, pupil: pupilA };
  for (const [who, u] of Object.entries(people)) h[who] = await sessionFor(t.ctx, u);
});
afterAll(() => t.close());

describe('阅卷 filters', () => {
  it("the options are the exams and classes of the caller's own classes; pupils are refused", async () => {
    const mine = await ok<{ exams: { examId: number; title: string }[]; classes: { offeringId: number }[] }>(
      await options('teacherA'),
    );
    expect(mine.exams.map((e) => e.examId).sort()).toEqual([ids.examA1, ids.examA2].sort());
    expect(mine.exams.find((e) => e.examId === ids.examA1)!.title).toBe('甲班期中');
    expect(mine.classes.map((c) => c.offeringId)).toEqual([ids.classA]);
    const tutor = await ok<{ exams: { examId: number }[] }>(await options('tutorA'));
    expect(tutor.exams.map((e) => e.examId)).not.toContain(ids.examB);
    const theirs = await ok<{ exams: { examId: number }[]; classes: { offeringId: number }[] }>(
      await options('teacherB'),
    );
    expect(theirs.exams.map((e) => e.examId)).toEqual([ids.examB]);
    expect(theirs.classes.map((c) => c.offeringId)).toEqual([ids.classB]);
    const all = await ok<{ exams: { examId: number }[] }>(await options('admin'));
    expect(all.exams.map((e) => e.examId)).toEqual(expect.arrayContaining([ids.examA1, ids.examA2, ids.examB]));
    const refused = await options('pupil');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(errorBodyOf(EXAM_ERRORS.staffOnly));
  });

  it('exam, class and kind of answer narrow the list, within what the caller marks', async () => {
    expect(await sessionsOf('teacherA', 'status=pending')).toEqual([att.a1Oral, att.a2Photo]);
    expect(await sessionsOf('teacherA', `examId=${ids.examA1}`)).toEqual([att.a1Oral]);
    expect(await sessionsOf('teacherA', `offeringId=${ids.classA}`)).toEqual([att.a1Oral, att.a2Photo]);
    expect(await sessionsOf('teacherA', 'answerType=photo')).toEqual([att.a2Photo]);
    expect(await sessionsOf('teacherA', `answerType=oral&offeringId=${ids.classA}`)).toEqual([att.a1Oral]);
    expect(await sessionsOf('teacherA', `answerType=oral&examId=${ids.examA2}`)).toEqual([]);
    // Another class's exam or class named in the filter: nothing of theirs leaks.
    expect(await sessionsOf('teacherA', `examId=${ids.examB}`)).toEqual([]);
    expect(await sessionsOf('teacherA', `offeringId=${ids.classB}`)).toEqual([]);
    expect(await sessionsOf('admin', `offeringId=${ids.classB}&answerType=oral`)).toEqual([att.bOral]);
    // Empty values (a cleared select) are no filter.
    expect(await sessionsOf('teacherA', 'examId=&offeringId=&answerType=')).toEqual([att.a1Oral, att.a2Photo]);

    // Once marked, the photo attempt is found under 已批改 by its kind, and no longer under 待批改.
    await ok(await calls.mark(h.teacherA!, att.a2Photo, { questionId: paper.oral.id, score: 6 }));
    expect(await sessionsOf('teacherA', 'status=marked&answerType=photo')).toEqual([att.a2Photo]);
    expect(await sessionsOf('teacherA', 'status=marked&answerType=oral')).toEqual([]);
    expect(await sessionsOf('teacherA', 'status=pending&answerType=photo')).toEqual([]);
    // Marked attempts stay among the options.
    const opts = await ok<{ exams: { examId: number }[] }>(await options('teacherA'));
    expect(opts.exams.map((e) => e.examId)).toContain(ids.examA2);
  });

  it('a bad filter is a 400 with a Chinese message', async () => {
    for (const query of ['examId=abc', 'offeringId=-3', 'examId=1.5', 'answerType=video', 'status=all']) {
      const res = await calls.markingPage(h.teacherA!, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code: 1, msg: '请求参数错误', data: null });
    }
  });
});
