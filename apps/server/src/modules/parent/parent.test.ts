import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { API_PATHS, AUTH_ERRORS, PARENT_ERRORS, PARENT_ROLE_ID, TEACHER_ROLE_ID, fillPath } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userFactory } from '../../test/factories';
import { skuFactory } from '../../test/shop-factories';
import { offeringFactory } from '../../test/learning-factories';
import { homeworkQuizFactory } from '../../test/homework-factories';
import { api, bearer, errorBodyOf, passwordLogin } from '../../test/requests';
import { enrolments, parentStudents, quizAnswers } from '../../db/schema';

/** 家长端: a parent binds and unbinds children themself and reads only a bound child's classes and news. */
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
const bind = (h: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: api(API_PATHS.parentBind), headers: h, payload });
const bindingsOf = async (studentId: number) =>
  (await t.ctx.db.select().from(parentStudents).where(eq(parentStudents.studentId, studentId))).map((r) => r.parentId);
async function codeTo(mobile: string) {
  const res = await t.app.inject({ method: 'POST', url: api(`/admin/mobile/${mobile}?type=login`) });
  expect(res.statusCode).toBe(200);
  return t.sms.lastCodeFor(mobile);
}

/** A pupil in a class whose first session's homework was marked 90 just now, and a parent bound to the pupil. */
async function family() {
  const { sku, spu } = await skuFactory(t.ctx.db);
  const { offering, chapters } = await offeringFactory(t.ctx.db, { skuId: sku.id, spuId: spu.id, now: t.clock.now() });
  const child = await person();
  await t.ctx.db.insert(enrolments).values({ userId: child.user.id, offeringId: offering.id });
  const hw = await homeworkQuizFactory(t.ctx.db, chapters[0]!.id);
  const now = t.clock.now();
  await t.ctx.db.insert(quizAnswers).values({
    quizId: hw.quizId,
    userId: child.user.id,
    chapterId: chapters[0]!.id,
    quizAnswerType: '2',
    endTime: new Date(now.getTime() + 86_400_000),
    overTime: new Date(now.getTime() - 60_000),
    quizAnswerScore: 90,
    replyOver: JSON.stringify({ text: '书写工整，继续保持', img: [] }),
    replyOverTime: now,
  });
  const parent = await person([PARENT_ROLE_ID]);
  await t.ctx.db.insert(parentStudents).values({ parentId: parent.user.id, studentId: child.user.id });
  return { child, parent, offering };
}

describe("a parent reads a bound child's records", () => {
  it('overview, class detail and today show the classes and the homework marked today', async () => {
    const { child, parent, offering } = await family();
    const overview = await get(parent.headers, fillPath(API_PATHS.parentChildOverview, { studentId: child.user.id }));
    expect(overview.statusCode).toBe(200);
    const data = overview.json().data;
    expect(data.child.id).toBe(child.user.id);
    expect(data.classes).toEqual([
      expect.objectContaining({ offeringId: offering.id, sessionsTotal: 3, sessionsHeld: 1 }),
    ]);
    expect(data.homework[0]).toMatchObject({ status: 'marked', score: 90, comment: '书写工整，继续保持' });

    const detail = await get(
      parent.headers,
      fillPath(API_PATHS.parentChildClass, { studentId: child.user.id, offeringId: offering.id }),
    );
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.sessions).toHaveLength(3);
    expect(detail.json().data.sessions[0]).toMatchObject({ homework: 'marked', homeworkScore: 90, attended: false });

    const today = await get(parent.headers, fillPath(API_PATHS.parentChildToday, { studentId: child.user.id }));
    expect(today.statusCode).toBe(200);
    expect(today.json().data.items).toContainEqual(expect.objectContaining({ kind: 'homeworkMarked', score: 90 }));
  });

  it("another child's overview, class and today answer 403; a class the child is not in 404", async () => {
    const mine = await family();
    const other = await family();
    for (const path of [API_PATHS.parentChildOverview, API_PATHS.parentChildToday]) {
      const res = await get(mine.parent.headers, fillPath(path, { studentId: other.child.user.id }));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(errorBodyOf(PARENT_ERRORS.notBound));
    }
    const cls = await get(
      mine.parent.headers,
      fillPath(API_PATHS.parentChildClass, { studentId: other.child.user.id, offeringId: other.offering.id }),
    );
    expect(cls.statusCode).toBe(403);
    const notHis = await get(
      mine.parent.headers,
      fillPath(API_PATHS.parentChildClass, { studentId: mine.child.user.id, offeringId: other.offering.id }),
    );
    expect(notHis.statusCode).toBe(404);
    expect(notHis.json()).toEqual(errorBodyOf(PARENT_ERRORS.classNotFound));
  });

  it('a pupil is told the portal is for parents', async () => {
    const { child } = await family();
    const res = await get(child.headers, fillPath(API_PATHS.parentChildOverview, { studentId: child.user.id }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(errorBodyOf(PARENT_ERRORS.notParent));
  });
});

describe('a parent binds and unbinds children', () => {
  it('binds by the code texted to the child, and by the child’s password; twice is refused', async () => {
    const parent = await person([PARENT_ROLE_ID]);
    const a = await person();
    const b = await person();
    const code = await codeTo(a.user.phone);
    const res = await bind(parent.headers, { way: 'sms', mobile: a.user.phone, code });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(a.user.id);
    const byPassword = await bind(parent.headers, {
      way: 'password',
      username: b.user.username,
      password: 'Passw0rd1',
    });
    expect(byPassword.statusCode).toBe(200);
    const children = (await get(parent.headers, API_PATHS.learnChildren)).json().data.map((c: { id: number }) => c.id);
    expect(children).toEqual([a.user.id, b.user.id]);

    const again = await bind(parent.headers, { way: 'password', username: b.user.username, password: 'Passw0rd1' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(errorBodyOf(PARENT_ERRORS.alreadyBound));
    expect(await bindingsOf(b.user.id)).toEqual([parent.user.id]);
  });

  it('a wrong code, a wrong password, a non-pupil and a third parent change nothing', async () => {
    const parent = await person([PARENT_ROLE_ID]);
    const child = await person();
    await codeTo(child.user.phone);
    const wrongCode = await bind(parent.headers, { way: 'sms', mobile: child.user.phone, code: '000000' });
    // 1 in a million the real code is 000000; the test then fails loudly rather than pass wrongly.
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toEqual(errorBodyOf(AUTH_ERRORS.smsCodeInvalid));
    const wrongPassword = await bind(parent.headers, {
      way: 'password',
      username: child.user.username,
      password: 'nope1234',
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual(errorBodyOf(PARENT_ERRORS.wrongPassword));
    expect(await bindingsOf(child.user.id)).toEqual([]);

    const teacher = await person([TEACHER_ROLE_ID]);
    const notPupil = await bind(parent.headers, {
      way: 'password',
      username: teacher.user.username,
      password: 'Passw0rd1',
    });
    expect(notPupil.statusCode).toBe(400);
    expect(notPupil.json()).toEqual(errorBodyOf(PARENT_ERRORS.notPupil));
    expect(await bindingsOf(teacher.user.id)).toEqual([]);

    const mum = await person([PARENT_ROLE_ID]);
    const dad = await person([PARENT_ROLE_ID]);
    for (const p of [mum, dad]) {
      const ok = await bind(p.headers, { way: 'password', username: child.user.username, password: 'Passw0rd1' });
      expect(ok.statusCode).toBe(200);
    }
    const third = await bind(parent.headers, { way: 'password', username: child.user.username, password: 'Passw0rd1' });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual(errorBodyOf(PARENT_ERRORS.tooManyParents));
    expect((await bindingsOf(child.user.id)).sort()).toEqual([mum.user.id, dad.user.id].sort());
  });

  it('a pupil may not bind; a parent unbinds their own child only', async () => {
    const pupil = await person();
    const child = await person();
    const asPupil = await bind(pupil.headers, {
      way: 'password',
      username: child.user.username,
      password: 'Passw0rd1',
    });
    expect(asPupil.statusCode).toBe(403);
    expect(asPupil.json()).toEqual(errorBodyOf(PARENT_ERRORS.notParent));

    const { parent, child: mine } = await family();
    const url = (id: number) => api(fillPath(API_PATHS.parentUnbind, { studentId: id }));
    const stranger = await t.app.inject({ method: 'DELETE', url: url(child.user.id), headers: parent.headers });
    expect(stranger.statusCode).toBe(404);
    const res = await t.app.inject({ method: 'DELETE', url: url(mine.user.id), headers: parent.headers });
    expect(res.statusCode).toBe(200);
    const rows = await t.ctx.db
      .select()
      .from(parentStudents)
      .where(and(eq(parentStudents.parentId, parent.user.id), eq(parentStudents.studentId, mine.user.id)));
    expect(rows).toEqual([]);
  });
});
