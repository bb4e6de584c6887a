import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ROLE_ID,
  API_PATHS,
  PARENT_ROLE_ID,
  REPORT_ERRORS,
  REPORT_MESSAGES,
  STUDENT_ROLE_ID,
  TUTOR_ROLE_IDS,
  chinaMonthRange,
  previousChinaMonth,
} from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { skuFactory } from '../../test/shop-factories';
import { offeringFactory } from '../../test/learning-factories';
import { homeworkQuizFactory } from '../../test/homework-factories';
import { examFactory, examPaperFactory } from '../../test/exam-factories';
import { api } from '../../test/requests';
import { insertCommittedAttempt } from '../exam';
import { recordLiveAttendance } from './live-attendance';
import { sweepReports } from './report-make.service';

/**
 * 学习报告 through the API on PostgreSQL: a class held three sessions last month; pupil A attended one live, watched
 * one recording to 90 % and missed one, handed in homework on time and sat the class's exam; pupil B was live at
 * all three and never handed in. The sweep makes both reports; who may read, make and comment them is checked.
 */

let t: TestApp;
type H = Record<string, string>;
const heads: Record<string, H> = {};
const ids: Record<string, number> = {};
let offeringId = 0;
let chapterIds: number[] = [];
const month = () => previousChinaMonth(t.clock.now());
const q = async (sql: string, params: unknown[] = []) => (await t.database.pool.query(sql, params)).rows;
const call = (method: 'GET' | 'POST' | 'PUT', path: string, h: H = {}, payload?: unknown) =>
  t.app.inject({ method, url: api(path), headers: h, payload: payload as Record<string, unknown> });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  const make = async (name: string, roles: number[], realname: string) => {
    const u = await userFactory(db, { roles, realname });
    ids[name] = u.id;
    heads[name] = await sessionFor(t.ctx, u);
  };
  await make('teacher', [6], '李老师');
  await make('tutor', [TUTOR_ROLE_IDS[0]], '周辅导');
  await make('otherTutor', [TUTOR_ROLE_IDS[0]], '吴辅导');
  await make('a', [STUDENT_ROLE_ID], '王小明');
  await make('b', [STUDENT_ROLE_ID], '李小红');
  await make('stranger', [STUDENT_ROLE_ID], '陈路人');
  await make('parent', [PARENT_ROLE_ID], '王爸爸');
  await make('otherParent', [PARENT_ROLE_ID], '陈妈妈');
  await make('admin', [ADMIN_ROLE_ID], '管理员');
  await q('insert into parent_student (parent_id, student_id) values ($1, $2)', [ids.parent, ids.a]);

  const now = t.clock.now();
  const { start } = chinaMonthRange(month());
  const dayMin = 24 * 60;
  const fromNow = (days: number) => Math.round((start.getTime() - now.getTime()) / 60_000) + days * dayMin;
  const { sku, spu } = await skuFactory(db, { priceFen: 10000, stock: 10 });
  const made = await offeringFactory(db, {
    skuId: sku.id,
    spuId: spu.id,
    teacherId: ids.teacher,
    tutorId: ids.tutor,
    offsetsMin: [fromNow(1), fromNow(5), fromNow(10), 7 * dayMin],
    now,
  });
  offeringId = made.offering.id;
  chapterIds = made.chapters.map((c) => c.id);
  await q('update learn_chapter set playback_duration_sec = 5400 where offering_id = $1', [offeringId]);
  for (const who of ['a', 'b'])
    await q(`insert into learn_enrolment (user_id, offering_id, status) values ($1, $2, 'active')`, [
      ids[who],
      offeringId,
    ]);

  // Attendance: A live at session 1, the recording of session 2 to 90 %, nothing of session 3; B live at all three.
  await recordLiveAttendance(db, ids.a!, chapterIds[0]!, now);
  await recordLiveAttendance(db, ids.a!, chapterIds[0]!, now); // a reconnect: still one attendance
  await q('insert into learn_playback_progress (user_id, chapter_id, position_sec) values ($1, $2, 4860)', [
    ids.a,
    chapterIds[1],
  ]);
  await q('insert into learn_playback_progress (user_id, chapter_id, position_sec) values ($1, $2, 600)', [
    ids.a,
    chapterIds[2],
  ]);
  for (const c of chapterIds.slice(0, 3)) await recordLiveAttendance(db, ids.b!, c, now);

  // Homework on session 1: A handed in on time and was marked 90; B never handed in (past due).
  const hw = await homeworkQuizFactory(db, chapterIds[0]!);
  const end = made.chapters[0]!.endAt;
  await q(
    `insert into quiz_answer (quiz_id, user_id, chapter_id, kind, quiz_answer_type, end_time, over_time, quiz_answer_score)
     values ($1, $2, $3, 'homework', '2', $4, $5, 90)`,
    [hw.quizId, ids.a, chapterIds[0], new Date(end.getTime() + 7 * 86_400_000), new Date(end.getTime() + 3600_000)],
  );

  // The class's completion exam, sat by A in the month: the single choice (勾股定理) right, the rest unanswered.
  const paper = await examPaperFactory(db);
  const exam = await examFactory(db, { paperId: paper.paperId, offeringId, now, title: '第一单元测验' });
  const sat = new Date(start.getTime() + 12 * 86_400_000);
  await insertCommittedAttempt(db, {
    exam: { id: exam.id, paperId: paper.paperId, multiPartial: 'none' },
    userId: ids.a!,
    attemptNo: 1,
    startedAt: sat,
    deadline: new Date(sat.getTime() + 3600_000),
    committedAt: new Date(sat.getTime() + 1800_000),
    answers: () => [{ questionId: paper.single.id, answer: [String(paper.single.options.B)] }],
  });
});
afterAll(() => t.close());

const reportIdOf = async (who: string, period = month()) =>
  Number(
    (
      await q('select id from learn_report where user_id = $1 and offering_id = $2 and period = $3', [
        ids[who],
        offeringId,
        period,
      ])
    )[0]?.id,
  );

describe('making reports', () => {
  it('the daily sweep makes last month’s reports of every pupil, once', async () => {
    const first = await sweepReports(t.ctx);
    expect(first.monthly).toBeGreaterThanOrEqual(2);
    const again = await sweepReports(t.ctx);
    expect(again.monthly).toBe(0);
    expect(await reportIdOf('a')).toBeGreaterThan(0);
    expect(await reportIdOf('b')).toBeGreaterThan(0);
  });

  it('A’s figures: attendance live + playback, homework on time, the exam and its knowledge points', async () => {
    const res = await call('GET', API_PATHS.reportOne.replace(':id', String(await reportIdOf('a'))), heads.a);
    expect(res.statusCode).toBe(200);
    const r = res.json().data;
    expect(r).toMatchObject({
      kind: 'monthly',
      period: month(),
      pupilName: '王小明',
      teacherName: '李老师',
      tutorName: '周辅导',
    });
    expect(r.mayEdit).toBe(false);
    const f = r.figures;
    expect(f.attendance).toEqual({ sessions: 3, live: 1, playback: 1, absent: 1, ratePercent: 67 });
    expect(f.sessions.map((s: { attendance: string }) => s.attendance)).toEqual(['live', 'playback', 'absent']);
    expect(f.homework).toMatchObject({ set: 1, onTime: 1, missing: 0, averageScore: 90, onTimePercent: 100 });
    expect(f.exams).toHaveLength(1);
    // Unanswered questions score 0 (nothing waits for a teacher): the score is final.
    expect(f.exams[0]).toMatchObject({ title: '第一单元测验', pending: false });
    expect(f.exams[0].scorePercent).toBeGreaterThan(0);
    expect(f.exams[0].scorePercent).toBeLessThan(100);
    expect(f.mastery.find((m: { point: string }) => m.point === '勾股定理')).toMatchObject({ percent: 100 });
    expect(f.classAverage).toMatchObject({ attendanceRate: 83.5, homeworkOnTimePercent: 50, pupils: 2 });
    expect(f.headline).toContain('3 节课出勤 2 节');
  });

  it('B was live at every session and never handed in: 全勤, homework missing', async () => {
    const r = (await call('GET', API_PATHS.reportOne.replace(':id', String(await reportIdOf('b'))), heads.admin)).json()
      .data;
    expect(r.figures.attendance.ratePercent).toBe(100);
    expect(r.figures.homework).toMatchObject({ set: 1, missing: 1, onTime: 0, averageScore: null });
    expect(r.figures.headline).toContain('3 节课全勤');
  });

  it('the tutor makes one pupil’s report again on demand; the comment stays', async () => {
    const id = await reportIdOf('a');
    const put = await call('PUT', API_PATHS.reportComment.replace(':id', String(id)), heads.tutor, {
      comment: '本月课堂专注，勾股定理掌握扎实，下月注意按时观看回放。',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ commentByName: '周辅导', mayEdit: true });
    const made = await call('POST', API_PATHS.reportGenerate, heads.tutor, {
      offeringId,
      month: month(),
      userId: ids.a,
    });
    expect(made.json()).toMatchObject({ code: 0, data: { made: 1, period: month() } });
    const r = (await call('GET', API_PATHS.reportOne.replace(':id', String(id)), heads.parent)).json().data;
    expect(r.tutorComment).toContain('勾股定理掌握扎实');
    expect(await reportIdOf('a')).toBe(id);
  });

  it('refuses a month not over, a class not over, a bad month, a class without pupils', async () => {
    const thisMonth = previousChinaMonth(new Date(t.clock.now().getTime() + 40 * 86_400_000));
    const notOver = await call('POST', API_PATHS.reportGenerate, heads.tutor, { offeringId, month: thisMonth });
    expect(notOver.statusCode).toBe(409);
    expect(notOver.json()).toMatchObject({
      msg: REPORT_MESSAGES.monthNotOver,
      errorCode: REPORT_ERRORS.monthNotOver.errorCode,
    });
    const final = await call('POST', API_PATHS.reportGenerate, heads.tutor, { offeringId, kind: 'final' });
    expect(final.json()).toMatchObject({ msg: REPORT_MESSAGES.classNotOver });
    for (const bad of [
      { offeringId, month: '2026-13' },
      { offeringId },
      { offeringId, kind: 'weekly', month: month() },
    ]) {
      const res = await call('POST', API_PATHS.reportGenerate, heads.tutor, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    const tooLong = await call(
      'PUT',
      API_PATHS.reportComment.replace(':id', String(await reportIdOf('a'))),
      heads.tutor,
      {
        comment: '好'.repeat(501),
      },
    );
    expect(tooLong.json()).toMatchObject({ code: 1, msg: REPORT_MESSAGES.commentTooLong });
  });
});

describe('who may read, make and comment', () => {
  it('reading one report: the pupil, their parent, the class’s tutor and teacher, staff; not others (404)', async () => {
    const path = API_PATHS.reportOne.replace(':id', String(await reportIdOf('a')));
    for (const who of ['a', 'parent', 'tutor', 'teacher', 'admin'])
      expect((await call('GET', path, heads[who])).statusCode).toBe(200);
    for (const who of ['b', 'stranger', 'otherParent', 'otherTutor'])
      expect((await call('GET', path, heads[who])).statusCode).toBe(404);
    expect((await call('GET', path)).statusCode).toBe(401);
  });

  it('lists: mine; a parent’s child’s by userId; another’s child refused', async () => {
    const mine = (await call('GET', API_PATHS.reportMine, heads.a)).json().data;
    expect(mine.total).toBe(1);
    expect(mine.records[0]).toMatchObject({
      userId: ids.a,
      classTitle: '测试班级',
      commented: true,
      attendanceRate: 67,
    });
    const child = (await call('GET', `${API_PATHS.reportMine}?userId=${ids.a}`, heads.parent)).json().data;
    expect(child.total).toBe(1);
    const other = await call('GET', `${API_PATHS.reportMine}?userId=${ids.a}`, heads.otherParent);
    expect(other.statusCode).toBe(403);
    expect(other.json().errorCode).toBe(REPORT_ERRORS.notYours.errorCode);
    expect((await call('GET', `${API_PATHS.reportMine}?userId=${ids.a}`, heads.b)).statusCode).toBe(403);
  });

  it('the class view: its tutor and teacher and staff; making and commenting: the tutor and staff only', async () => {
    const path = API_PATHS.reportClass.replace(':offeringId', String(offeringId));
    const view = (await call('GET', path, heads.tutor)).json().data;
    expect(view.period).toBe(month());
    expect(view.reportable).toContain(month());
    expect(view.pupils.map((p: { name: string }) => p.name).sort()).toEqual(['李小红', '王小明'].sort());
    expect(view.pupils.every((p: { report: unknown }) => p.report !== null)).toBe(true);
    expect((await call('GET', path, heads.teacher)).statusCode).toBe(200);
    for (const who of ['otherTutor', 'a', 'parent']) expect((await call('GET', path, heads[who])).statusCode).toBe(403);
    const make = { offeringId, month: month() };
    expect((await call('POST', API_PATHS.reportGenerate, heads.teacher, make)).statusCode).toBe(403);
    expect((await call('POST', API_PATHS.reportGenerate, heads.otherTutor, make)).statusCode).toBe(403);
    expect((await call('POST', API_PATHS.reportGenerate, heads.admin, make)).json().data.made).toBe(2);
    const comment = API_PATHS.reportComment.replace(':id', String(await reportIdOf('b')));
    expect((await call('PUT', comment, heads.teacher, { comment: '不错' })).statusCode).toBe(403);
    expect((await call('PUT', comment, heads.b, { comment: '我很棒' })).statusCode).toBe(403);
    expect((await call('PUT', comment, heads.stranger, { comment: '我很棒' })).statusCode).toBe(404);
  });
});
