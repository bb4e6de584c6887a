import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE_ID, EXAM_ERRORS, type ExamAttemptRow } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { enrol, liveClassFactory } from '../../test/live-factories';
import { examFactory, examPaperFactory } from '../../test/exam-factories';
import { examCalls } from '../../test/exam-requests';
import { errorBodyOf } from '../../test/requests';

let t: TestApp;
let calls: ReturnType<typeof examCalls>;
let examId: number;
const h: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  calls = examCalls(t.app);
  const db = t.ctx.db;
  const cls = await liveClassFactory(db);
  const other = await liveClassFactory(db);
  const paper = await examPaperFactory(db);
  examId = (await examFactory(db, { paperId: paper.paperId, offeringId: cls.offering.id, now: t.clock.now() })).id;
  const pupil = await userFactory(db, { realname: '王小明' });
  const classmate = await userFactory(db, { realname: '李小红' });
  const admin = await userFactory(db, { roles: [ADMIN_ROLE_ID] });
  await enrol(db, pupil.id, cls.offering.id);
  await enrol(db, classmate.id, cls.offering.id);
  const people = { pupil, classmate, admin, tutor: cls.tutor, otherTeacher: other.teacher };
  for (const [who, u] of Object.entries(people)) h[who] = await sessionFor(t.ctx, u);
});
afterAll(() => t.close());

describe("one exam's attempts", () => {
  it('lists every attempt with status, deadline and score for the class staff; follows extra time and reopening', async () => {
    const first = (await calls.start(h.pupil!, examId)).json().data as { sessionId: number };
    await calls.time(h.pupil!, first.sessionId, 'leave');
    expect((await calls.commit(h.pupil!, first.sessionId)).statusCode).toBe(200);
    t.clock.advance(60_000);
    const second = (await calls.start(h.classmate!, examId)).json().data as { sessionId: number; deadline: string };

    const res = await calls.attempts(h.tutor!, examId);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as ExamAttemptRow[];
    expect(rows.map((r) => [r.pupilName, r.status])).toEqual([
      ['李小红', 'open'],
      ['王小明', 'committed'],
    ]);
    expect(rows[0]).toMatchObject({ deadline: second.deadline, committedAt: null, score: null, extraSeconds: 0 });
    expect(rows[1]).toMatchObject({ sessionId: first.sessionId, attemptNo: 1, leaveCount: 1, score: 0 });
    expect(rows[1]!.committedAt).not.toBeNull();

    expect((await calls.extraTime(h.tutor!, second.sessionId, { seconds: 600 })).statusCode).toBe(200);
    expect((await calls.reopen(h.admin!, first.sessionId, { seconds: 900 })).statusCode).toBe(200);
    const after = (await calls.attempts(h.admin!, examId)).json().data as ExamAttemptRow[];
    expect(after[0]).toMatchObject({ extraSeconds: 600 });
    expect(Date.parse(after[0]!.deadline) - Date.parse(second.deadline)).toBe(600_000);
    expect(after[1]).toMatchObject({ status: 'open', committedAt: null, score: null });
  });

  it("refuses pupils and another class's teacher; an unknown exam is a 404", async () => {
    for (const who of ['pupil', 'otherTeacher']) {
      const res = await calls.attempts(h[who]!, examId);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(errorBodyOf(EXAM_ERRORS.markerOnly));
    }
    const missing = await calls.attempts(h.admin!, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(errorBodyOf(EXAM_ERRORS.examNotFound));
  });
});
