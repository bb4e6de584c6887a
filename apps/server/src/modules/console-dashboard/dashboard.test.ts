import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ADMIN_ROLE_ID, API_PATHS, PARENT_ROLE_ID, type ConsoleDashboard } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { enrol, liveClassFactory } from '../../test/live-factories';
import { homeworkQuizFactory } from '../../test/homework-factories';
import { examFactory, examPaperFactory } from '../../test/exam-factories';
import { api } from '../../test/requests';
import { enrolments, examAttempts, orders, payments, quizAnswers, refunds, users } from '../../db/schema';

/**
 * The dashboard's figures against a seeded school, exactly: the clock stands at noon in Shanghai, so "today" and
 * "yesterday" are whole days away from midnight whatever time the test runs. An admin sees the school, a teacher
 * only their class and no sales.
 */
const HOUR = 3600_000;
const DAY = 24 * HOUR;
let t: TestApp;
let now: Date;
const h: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  // Noon today in Shanghai (UTC+8): 04:00 UTC of the Shanghai date.
  const shanghaiDate = Math.floor((Date.now() + 8 * HOUR) / DAY);
  t.clock.advance(shanghaiDate * DAY + 4 * HOUR - Date.now());
  now = t.clock.now();
  const ago = (ms: number) => new Date(now.getTime() - ms);

  // Sessions: the teacher's class has one yesterday, one on air (11:50-12:50), one at 13:00; another class one at 12:30.
  const cls = await liveClassFactory(db, { now, offsetsMin: [-24 * 60, -10, 60] });
  const other = await liveClassFactory(db, { now, offsetsMin: [30] });
  const admin = await userFactory(db, { roles: [ADMIN_ROLE_ID] });
  h.admin = await sessionFor(t.ctx, admin);
  h.teacher = await sessionFor(t.ctx, cls.teacher);

  const buyer = await userFactory(db);
  const joinedToday = await userFactory(db);
  const joinedOther = await userFactory(db);
  const joinedEarlier = await userFactory(db);
  // Everyone so far registered long ago; then one pupil today, one yesterday, and a parent today (not a pupil).
  await db.update(users).set({ createdAt: ago(40 * DAY) });
  const newPupil = await userFactory(db);
  const parent = await userFactory(db, { roles: [PARENT_ROLE_ID] });
  const yesterdayPupil = await userFactory(db);
  await db
    .update(users)
    .set({ createdAt: ago(HOUR) })
    .where(sql`${users.id} in (${newPupil.id}, ${parent.id})`);
  await db
    .update(users)
    .set({ createdAt: ago(DAY) })
    .where(sql`${users.id} = ${yesterdayPupil.id}`);

  // Class members: two joined the teacher's class today (one of them twice: moved out and back), one 3 days ago.
  await db.insert(enrolments).values([
    { userId: joinedToday.id, offeringId: cls.offering.id, status: 'moved', createdAt: ago(3 * HOUR) },
    { userId: joinedToday.id, offeringId: cls.offering.id, createdAt: ago(HOUR) },
    { userId: newPupil.id, offeringId: cls.offering.id, createdAt: ago(HOUR) },
    { userId: joinedEarlier.id, offeringId: cls.offering.id, createdAt: ago(3 * DAY) },
  ]);
  await enrol(db, joinedOther.id, other.offering.id);
  await db
    .update(enrolments)
    .set({ createdAt: ago(HOUR) })
    .where(sql`${enrolments.userId} = ${joinedOther.id}`);

  // Orders: two paid today (10000 + 5000), one yesterday (30000) refunded today in full (group failed) but for
  // 3000 counted here, an unpaid one, and a closed one whose late payment was refunded today (never revenue).
  let no = 0;
  const order = async (payFen: number, paidAt: Date | null, status = '1') =>
    (
      await db
        .insert(orders)
        .values({
          orderNo: `DASH${process.pid}${++no}`,
          userId: buyer.id,
          status,
          totalFen: payFen,
          payFen,
          payDeadline: ago(-HOUR),
          paidAt,
          createdAt: paidAt ?? now,
        })
        .returning()
    )[0]!;
  await order(10000, ago(2 * HOUR));
  await order(5000, ago(HOUR));
  const refunded = await order(30000, ago(DAY), '5');
  await order(8000, null, '0');
  const late = await order(7000, null, '5');
  const refund = async (orderId: number, amountFen: number, status: string) => {
    const [payment] = await db
      .insert(payments)
      .values({ outTradeNo: `P${orderId}`, orderId, provider: 'dev', channel: 'dev', amountFen, status: 'refunded' })
      .returning();
    await db
      .insert(refunds)
      .values({ outRefundNo: `R${orderId}`, orderId, paymentId: payment!.id, amountFen, reason: 'x', status });
  };
  await refund(refunded.id, 3000, 'success');
  await refund(late.id, 7000, 'success');
  const processing = await order(4000, ago(DAY + HOUR));
  await refund(processing.id, 4000, 'processing');
  await db.update(refunds).set({ createdAt: ago(HOUR) });

  // Homework: in the teacher's class one submission waits, one has feedback, one is not handed in; another class
  // has one waiting.
  const hw = await homeworkQuizFactory(db, cls.chapters[0]!.id);
  const otherHw = await homeworkQuizFactory(db, other.chapters[0]!.id);
  const answer = (quizId: number, userId: number, chapterId: number, type: '1' | '2', replied = false) => ({
    quizId,
    userId,
    chapterId,
    quizAnswerType: type,
    endTime: ago(-DAY),
    replyOver: replied ? JSON.stringify({ text: '好', img: [] }) : null,
  });
  await db
    .insert(quizAnswers)
    .values([
      answer(hw.quizId, joinedToday.id, cls.chapters[0]!.id, '2'),
      answer(hw.quizId, newPupil.id, cls.chapters[0]!.id, '2', true),
      answer(hw.quizId, joinedEarlier.id, cls.chapters[0]!.id, '1'),
      answer(otherHw.quizId, joinedOther.id, other.chapters[0]!.id, '2'),
    ]);

  // Exams: an attempt waits in the teacher's class, one in an exam without a class (teachers mark those), one in
  // the other class; a fully marked attempt waits for nobody.
  const { paperId } = await examPaperFactory(db);
  const clsExam = await examFactory(db, { paperId, offeringId: cls.offering.id, now });
  const openExam = await examFactory(db, { paperId, offeringId: null, now });
  const otherExam = await examFactory(db, { paperId, offeringId: other.offering.id, now });
  const attempt = (examId: number, userId: number, pendingTenths: number) => ({
    examId,
    userId,
    attemptNo: 1,
    status: 'committed',
    paper: {},
    startedAt: ago(2 * HOUR),
    deadline: ago(HOUR),
    setBy: 'duration',
    committedAt: ago(HOUR),
    pendingTenths,
  });
  await db
    .insert(examAttempts)
    .values([
      attempt(clsExam.id, joinedToday.id, 50),
      attempt(clsExam.id, newPupil.id, 0),
      attempt(openExam.id, buyer.id, 20),
      attempt(otherExam.id, joinedOther.id, 10),
    ]);
});
afterAll(() => t?.close());

async function dashboard(who: string): Promise<ConsoleDashboard> {
  const res = await t.app.inject({ method: 'GET', url: api(API_PATHS.consoleDashboard), headers: h[who] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ConsoleDashboard;
}
const dayBefore = (d: Date, days: number) => new Date(d.getTime() + 8 * HOUR - days * DAY).toISOString().slice(0, 10);

describe('console dashboard', () => {
  it("the admin sees the school's figures for today", async () => {
    const d = await dashboard('admin');
    expect(d).toMatchObject({
      scope: 'school',
      today: dayBefore(now, 0),
      ordersToday: 2,
      revenueTodayFen: 12000,
      newPupilsToday: 1,
      sessionsToday: 3,
      liveNow: 1,
      homeworkToMark: 2,
      examsToMark: 3,
      approvalsWaiting: 0,
    });
  });

  it('the trend covers 30 days, quiet days 0, today last', async () => {
    const { trend } = await dashboard('admin');
    expect(trend).toHaveLength(30);
    expect(trend.map((d) => d.day)).toEqual(Array.from({ length: 30 }, (_, i) => dayBefore(now, 29 - i)));
    expect(trend[29]).toEqual({ day: dayBefore(now, 0), orders: 2, revenueFen: 12000, newPupils: 1 });
    expect(trend[28]).toEqual({ day: dayBefore(now, 1), orders: 2, revenueFen: 34000, newPupils: 1 });
    expect(trend.slice(0, 28).every((d) => d.orders === 0 && d.revenueFen === 0 && d.newPupils === 0)).toBe(true);
  });

  it('a teacher sees only their class, and no sales', async () => {
    const d = await dashboard('teacher');
    expect(d).toMatchObject({
      scope: 'classes',
      ordersToday: null,
      revenueTodayFen: null,
      newPupilsToday: 2,
      sessionsToday: 2,
      liveNow: 1,
      homeworkToMark: 1,
      examsToMark: 2,
      approvalsWaiting: 0,
    });
    expect(d.trend.every((day) => day.orders === null && day.revenueFen === null)).toBe(true);
    expect(d.trend[26]).toMatchObject({ day: dayBefore(now, 3), newPupils: 1 });
    expect(d.trend[28]!.newPupils).toBe(0);
  });

  it('a teacher without classes sees zeros (bar exams without a class, which teachers mark)', async () => {
    const loner = await userFactory(t.ctx.db, { roles: [6] });
    const res = await t.app.inject({
      method: 'GET',
      url: api(API_PATHS.consoleDashboard),
      headers: await sessionFor(t.ctx, loner),
    });
    expect(res.json().data).toMatchObject({
      newPupilsToday: 0,
      sessionsToday: 0,
      liveNow: 0,
      homeworkToMark: 0,
      examsToMark: 1,
    });
  });
});
