import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ROLE_ID,
  PARENT_ROLE_ID,
  STUDENT_ROLE_ID,
  TUTOR_WB_ERRORS,
  TUTOR_WB_MESSAGES,
  TUTOR_ROLE_IDS,
  addDays,
  chinaDateOf,
  termAfter,
  termOf,
  type TutorClassDetail,
  type TutorOverview,
  type TutorRenewal,
  type TutorStudent,
  type TutorSummary,
} from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { skuFactory } from '../../test/shop-factories';
import { offeringFactory } from '../../test/learning-factories';
import { homeworkQuizFactory } from '../../test/homework-factories';
import { api } from '../../test/requests';
import { recordLiveAttendance } from '../learning-report';

/**
 * 辅导老师工作台 through the API on PostgreSQL, against a hand-built class: three sessions held 12, 11 and 10 days
 * ago (homework on the first) and one later today. A was live at 1 and 2 and watched 3's recording; B was live at 1;
 * C and F (moved in from another class) attended nothing. A and B handed homework in (80, 60); C and F did not.
 * D bought and was refunded, E moved out to another class. A holds a seat of the next term's class.
 */

let t: TestApp;
type H = Record<string, string>;
const heads: Record<string, H> = {};
const ids: Record<string, number> = {};
let offeringId = 0;
let otherOfferingId = 0;
const q = async (sql: string, params: unknown[] = []) => (await t.database.pool.query(sql, params)).rows;
const call = (method: 'GET' | 'POST', path: string, h: H = {}, payload?: unknown) =>
  t.app.inject({ method, url: api(path), headers: h, payload: payload as Record<string, unknown> });
const data = <T>(res: { json(): { data: T } }) => res.json().data;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  const make = async (name: string, roles: number[], realname: string, phone?: string) => {
    const u = await userFactory(db, { roles, realname, ...(phone ? { phone } : {}) });
    ids[name] = u.id;
    heads[name] = await sessionFor(t.ctx, u);
  };
  await make('teacher', [6], '李老师');
  await make('tutor', [TUTOR_ROLE_IDS[0]], '张辅导');
  await make('otherTutor', [TUTOR_ROLE_IDS[0]], '吴辅导');
  for (const [k, n] of [
    ['a', '王小明'],
    ['b', '李小红'],
    ['c', '陈小刚'],
    ['d', '赵小丽'],
    ['e', '钱小东'],
    ['f', '孙小北'],
  ] as const)
    await make(k, [STUDENT_ROLE_ID], n);
  await make('parent', [PARENT_ROLE_ID], '王爸爸');
  await make('admin', [ADMIN_ROLE_ID], '管理员');

  const now = t.clock.now();
  const day = 24 * 60;
  const mine = await skuFactory(db, { priceFen: 10000, stock: 10 });
  const made = await offeringFactory(db, {
    skuId: mine.sku.id,
    spuId: mine.spu.id,
    teacherId: ids.teacher,
    tutorId: ids.tutor,
    offsetsMin: [-12 * day, -11 * day, -10 * day, 1],
    now,
  });
  offeringId = made.offering.id;
  const chapterIds = made.chapters.map((c) => c.id);
  await q('update learn_chapter set playback_duration_sec = 5400 where offering_id = $1', [offeringId]);
  const other = await skuFactory(db, { priceFen: 10000, stock: 10 });
  const otherMade = await offeringFactory(db, {
    skuId: other.sku.id,
    spuId: other.spu.id,
    tutorId: ids.otherTutor,
    offsetsMin: [-12 * day + 60],
    now,
  });
  otherOfferingId = otherMade.offering.id;

  const enrol = (who: string, offering: number, createdAt: Date, status = 'active', endedAt: Date | null = null) =>
    q(`insert into learn_enrolment (user_id, offering_id, status, created_at, ended_at) values ($1, $2, $3, $4, $5)`, [
      ids[who],
      offering,
      status,
      createdAt,
      endedAt,
    ]);
  const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
  for (const who of ['a', 'b', 'c']) await enrol(who, offeringId, ago(20));
  await enrol('d', offeringId, ago(20), 'ended', ago(5)); // 退费
  await enrol('e', offeringId, ago(20), 'moved', ago(4)); // 调班转出 …
  await enrol('e', otherOfferingId, ago(4)); // … into the other class
  await enrol('f', otherOfferingId, ago(20), 'moved', ago(3)); // 调班转入 from the other class
  await enrol('f', offeringId, ago(3));

  await recordLiveAttendance(db, ids.a!, chapterIds[0]!, ago(12));
  await recordLiveAttendance(db, ids.a!, chapterIds[1]!, ago(11));
  await q('insert into learn_playback_progress (user_id, chapter_id, position_sec) values ($1, $2, 5400)', [
    ids.a,
    chapterIds[2],
  ]);
  await recordLiveAttendance(db, ids.b!, chapterIds[0]!, ago(12));

  const hw = await homeworkQuizFactory(db, chapterIds[0]!);
  const end = made.chapters[0]!.endAt;
  for (const [who, score] of [
    ['a', 80],
    ['b', 60],
  ] as const)
    await q(
      `insert into quiz_answer (quiz_id, user_id, chapter_id, kind, quiz_answer_type, end_time, over_time,
         quiz_answer_score, reply_over, reply_over_time)
       values ($1, $2, $3, 'homework', '2', $4, $5, $6, '{"text":"好"}', $5)`,
      [
        hw.quizId,
        ids[who],
        chapterIds[0],
        new Date(end.getTime() + 7 * 86_400_000),
        new Date(end.getTime() + 3600_000),
        score,
      ],
    );

  // The next term's class (same subject and grade, first session inside the next term); A holds a seat of it.
  const next = termAfter(termOf(chinaDateOf(made.chapters[0]!.startAt)));
  const nextStart = new Date(`${addDays(next.start, 3)}T10:00:00+08:00`);
  const nextSku = await skuFactory(db, { priceFen: 10000, stock: 10 });
  await offeringFactory(db, {
    skuId: nextSku.sku.id,
    spuId: nextSku.spu.id,
    tutorId: ids.tutor,
    offsetsMin: [Math.round((nextStart.getTime() - now.getTime()) / 60_000)],
    now,
  });
  const [order] = await q(
    `insert into shop_order (order_no, user_id, status, total_fen, pay_fen, pay_deadline, paid_at)
     values ('TW-RENEW-1', $1, '1', 9000, 9000, $2, $2) returning id`,
    [ids.a, now],
  );
  await q(
    `insert into shop_order_item (order_id, sku_id, spu_id, title, sku_name, price_fen) values ($1, $2, $3, '寒假数学', '寒假班', 9000)`,
    [order!.id, nextSku.sku.id, nextSku.spu.id],
  );
  await q('insert into shop_order_seat (user_id, sku_id, order_id) values ($1, $2, $3)', [
    ids.a,
    nextSku.sku.id,
    order!.id,
  ]);
});

afterAll(async () => {
  await t?.close();
});

describe('tutor workbench figures', () => {
  it('lists my class with figures summed over pupils', async () => {
    const res = await call('GET', '/tutor-wb/classes', heads.tutor);
    expect(res.statusCode).toBe(200);
    const list = data<{ offeringId: number }[]>(res);
    // The tutor's own class and the next term's one; never the other tutor's.
    expect(list.map((c) => c.offeringId)).toContain(offeringId);
    expect(list.map((c) => c.offeringId)).not.toContain(otherOfferingId);
    const detail = data<TutorClassDetail>(await call('GET', `/tutor-wb/class/${offeringId}`, heads.tutor));
    // A 3/3, B 1/3, C 0/3, F 0/3 → 4/12; homework handed in 2 of 4 due; scores 80, 60.
    expect(detail.cls).toMatchObject({
      pupils: 4,
      sessionsHeld: 3,
      sessionsTotal: 4,
      attendanceRate: 33,
      homeworkRate: 50,
      averageScore: 70,
    });
    const a = detail.roster.find((r) => r.userId === ids.a)!;
    expect(a).toMatchObject({ attended: 3, sessionsHeld: 3, attendanceRate: 100, homeworkRate: 100, averageScore: 80 });
    expect(a.lastVisitAt).not.toBeNull();
    expect(a.mobile).toMatch(/^1\d\d\*{4}\d{4}$/);
    expect(detail.roster.map((r) => r.userId).sort()).toEqual([ids.a, ids.b, ids.c, ids.f].sort());
  });

  it('shows my day, a note due today and the pupil timeline', async () => {
    const today = chinaDateOf(t.clock.now());
    const note = await call('POST', `/tutor-wb/student/${ids.c}/notes`, heads.tutor, {
      text: '已电话联系家长，下周补课',
      nextContactOn: today,
    });
    expect(note.statusCode).toBe(200);
    const over = data<TutorOverview>(await call('GET', '/tutor-wb/overview', heads.tutor));
    expect(over.homeworkToMark).toBe(0);
    const absent = over.absentLast.find((x) => x.session.offeringId === offeringId)!;
    expect(absent.session.seq).toBe(3);
    expect(absent.pupils.map((p) => p.userId).sort()).toEqual([ids.b, ids.c, ids.f].sort());
    expect(over.overdueHomework.map((o) => o.pupil.userId).sort()).toEqual([ids.c, ids.f].sort());
    expect(over.followUpsDue.map((f) => f.pupil.userId)).toEqual([ids.c]);
    const soon = t.clock.now().getTime() + 60_000;
    if (chinaDateOf(new Date(soon)) === today) expect(over.sessionsToday.map((s) => s.seq)).toEqual([4]);

    const pupil = data<TutorStudent>(await call('GET', `/tutor-wb/student/${ids.a}`, heads.tutor));
    expect(pupil.timeline.map((i) => i.kind)).toEqual(expect.arrayContaining(['order', 'session', 'homework']));
    const c = data<TutorStudent>(await call('GET', `/tutor-wb/student/${ids.c}`, heads.tutor));
    expect(c.notes[0]).toMatchObject({ text: '已电话联系家长，下周补课', nextContactOn: today, authorName: '张辅导' });
    expect(c.timeline.some((i) => i.kind === 'note')).toBe(true);
    expect(c.followUp?.due).toBe(true);
  });

  it('counts renewals into the next term', async () => {
    const r = data<TutorRenewal>(await call('GET', '/tutor-wb/renewal', heads.tutor));
    const cls = r.classes.find((c) => c.offeringId === offeringId)!;
    expect(cls).toMatchObject({ pupils: 4, renewed: 1, ratePercent: 25 });
    expect(cls.notRenewed.map((p) => p.userId).sort()).toEqual([ids.b, ids.c, ids.f].sort());
    expect(cls.notRenewed.find((p) => p.userId === ids.c)!.followUp?.text).toBe('已电话联系家长，下周补课');
  });

  it('sums a date range, and exports it as CSV', async () => {
    const to = chinaDateOf(t.clock.now());
    const from = addDays(to, -29);
    const s = data<TutorSummary>(await call('GET', `/tutor-wb/summary?from=${from}&to=${to}`, heads.tutor));
    const cls = s.classes.find((c) => c.offeringId === offeringId)!;
    // New: A, B, C, D, E (F came by a class change); in F, out E, refunded D.
    expect(cls).toMatchObject({
      newPupils: 5,
      changesIn: 1,
      changesOut: 1,
      refunds: 1,
      attendanceRate: 33,
      homeworkRate: 50,
    });
    expect(s.days).toHaveLength(30);
    expect(s.days.reduce((n, d) => n + d.newPupils, 0)).toBe(s.totals.newPupils);
    // Before the sessions: nothing held, nothing to rate.
    const early = data<TutorSummary>(
      await call('GET', `/tutor-wb/summary?from=${addDays(to, -40)}&to=${addDays(to, -30)}`, heads.tutor),
    );
    expect(early.classes.find((c) => c.offeringId === offeringId)).toMatchObject({
      newPupils: 0,
      attendanceRate: null,
    });

    const csv = await call('GET', `/tutor-wb/summary.csv?from=${from}&to=${to}`, heads.tutor);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFF班级,新增学员')).toBe(true);
    expect(csv.body).toContain('测试班级,5,1,1,1,33%,50%');
  });

  it('refuses bad dates and ranges in Chinese', async () => {
    for (const [query, msg] of [
      ['from=2026-13-01&to=2026-12-01', TUTOR_WB_MESSAGES.dateInvalid],
      ['from=2026-11-30&to=2026-11-01', TUTOR_WB_MESSAGES.rangeInvalid],
      ['from=2024-01-01&to=2026-01-01', TUTOR_WB_MESSAGES.rangeTooLong],
      ['from=x&to=', TUTOR_WB_MESSAGES.dateInvalid],
    ] as const) {
      const res = await call('GET', `/tutor-wb/summary?${query}`, heads.tutor);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    const empty = await call('POST', `/tutor-wb/student/${ids.a}/notes`, heads.tutor, { text: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe(TUTOR_WB_MESSAGES.noteRequired);
    const badDay = await call('POST', `/tutor-wb/student/${ids.a}/notes`, heads.tutor, {
      text: '好',
      nextContactOn: '2026-02-30',
    });
    expect(badDay.statusCode).toBe(400);
  });
});

describe('tutor workbench access', () => {
  it('refuses another class’s tutor on the class, the pupil and the notes', async () => {
    const cls = await call('GET', `/tutor-wb/class/${offeringId}`, heads.otherTutor);
    expect(cls.statusCode).toBe(403);
    expect(cls.json().errorCode).toBe(TUTOR_WB_ERRORS.notYourClass.errorCode);
    const pupil = await call('GET', `/tutor-wb/student/${ids.a}`, heads.otherTutor);
    expect(pupil.statusCode).toBe(403);
    expect(pupil.json().errorCode).toBe(TUTOR_WB_ERRORS.notYourPupil.errorCode);
    const note = await call('POST', `/tutor-wb/student/${ids.a}/notes`, heads.otherTutor, { text: '越权' });
    expect(note.statusCode).toBe(403);
    expect((await q('select count(*)::int as n from tutor_follow_up_note where text = $1', ['越权']))[0]!.n).toBe(0);
  });

  it('lets the teacher and staff in, keeps pupils and parents out', async () => {
    expect((await call('GET', `/tutor-wb/class/${offeringId}`, heads.teacher)).statusCode).toBe(200);
    const admin = data<TutorClassDetail>(await call('GET', `/tutor-wb/class/${offeringId}`, heads.admin));
    // Staff see the whole mobile.
    expect(admin.roster[0]!.mobile).toMatch(/^1\d{10}$/);
    for (const who of ['a', 'parent']) {
      const res = await call('GET', '/tutor-wb/overview', heads[who]);
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe(TUTOR_WB_MESSAGES.notStaff);
    }
    expect((await call('GET', '/tutor-wb/overview')).statusCode).toBe(401);
    expect((await call('GET', '/tutor-wb/class/99999999', heads.tutor)).statusCode).toBe(404);
  });
});
