import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ADMIN_ROLE_ID,
  API_PATHS,
  CONSOLE_ERRORS,
  ORDER_ERRORS,
  PARENT_ROLE_ID,
  TEACHER_ROLE_ID,
  fillPath,
  type ConsoleClassPupilPage,
} from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { twoClassCourseFactory } from '../../test/live-factories';
import { api } from '../../test/requests';
import { payOnDevPage, placeOrder } from '../../test/shop-requests';
import { consoleAuditLog, enrolments, notices, orderSeats, skus } from '../../db/schema';

/** 学员 in the console: admins put pupils into a class, move them between the course's classes, end places. */
let t: TestApp;
let admin: Record<string, string>;
let course: Awaited<ReturnType<typeof twoClassCourseFactory>>;

const call = (method: 'GET' | 'POST', url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url: api(url), payload: payload as never, headers });
const pupilsPath = (skuId: number) => fillPath(API_PATHS.consoleClassPupils, { skuId });
const list = async (skuId: number, q = '') =>
  (await call('GET', `${pupilsPath(skuId)}${q}`)).json().data as ConsoleClassPupilPage;
const seats = async (skuId: number) =>
  (await t.ctx.db.select({ stock: skus.stock, sold: skus.sold }).from(skus).where(eq(skus.id, skuId)))[0]!;
const activeOf = async (userId: number) =>
  t.ctx.db
    .select({ offeringId: enrolments.offeringId })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.status, 'active')));
const noticesOf = async (userId: number) =>
  (await t.ctx.db.select().from(notices).where(eq(notices.userId, userId))).map((n) => n.title);

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionFor(t.ctx, await userFactory(t.ctx.db, { roles: [ADMIN_ROLE_ID] }));
  course = await twoClassCourseFactory(t.ctx.db, { seats: 10 });
}, 30_000);
afterAll(() => t?.close());

describe('console 学员: add', () => {
  it('puts a pupil found by phone into the class: a seat taken, the pupil told, the write audited', async () => {
    const pupil = await userFactory(t.ctx.db, { realname: '林小雨' });
    const before = await seats(course.a.sku.id);
    const res = await call('POST', pupilsPath(course.a.sku.id), { account: pupil.phone, reason: '线下缴费' });
    expect(res.statusCode).toBe(200);
    const id: number = res.json().data.id;
    expect(await seats(course.a.sku.id)).toEqual({ stock: before.stock - 1, sold: before.sold + 1 });
    expect(await activeOf(pupil.id)).toEqual([{ offeringId: course.a.offering.id }]);
    expect(await noticesOf(pupil.id)).toEqual(['报名成功']);
    const [audit] = await t.ctx.db
      .select()
      .from(consoleAuditLog)
      .where(and(eq(consoleAuditLog.action, 'enrolment.add'), eq(consoleAuditLog.entityId, id)));
    expect(audit?.after).toMatchObject({ userId: pupil.id, reason: '线下缴费' });

    const page = await list(course.a.sku.id, `?keyword=${encodeURIComponent('林小')}`);
    expect(page.records.map((r) => [r.userId, r.status, r.orderNo])).toEqual([[pupil.id, 'active', null]]);
    expect(page.seatsLeft).toBe(before.stock - 1);
    expect(page.moveTargets.map((m) => m.skuId)).toEqual([course.b.sku.id]);
  });

  it('refuses, changing nothing: an unknown account, a parent, a pupil already in, a full class, no reason', async () => {
    const pupil = await userFactory(t.ctx.db);
    const parent = await userFactory(t.ctx.db, { roles: [PARENT_ROLE_ID] });
    await call('POST', pupilsPath(course.a.sku.id), { account: pupil.username, reason: '赠课' });
    const before = await seats(course.a.sku.id);
    const tries = [
      [{ account: 'nobody-here', reason: '赠课' }, CONSOLE_ERRORS.pupilNotFound],
      [{ account: parent.username, reason: '赠课' }, CONSOLE_ERRORS.notPupil],
      [{ account: pupil.username, reason: '赠课' }, CONSOLE_ERRORS.pupilAlreadyIn],
    ] as const;
    for (const [body, err] of tries) {
      const res = await call('POST', pupilsPath(course.a.sku.id), body);
      expect([res.statusCode, res.json().errorCode, res.json().msg]).toEqual([err.status, err.errorCode, err.msg]);
    }
    const noReason = await call('POST', pupilsPath(course.a.sku.id), { account: pupil.username, reason: ' ' });
    expect([noReason.statusCode, noReason.json().msg]).toEqual([400, '请填写原因']);
    expect(await seats(course.a.sku.id)).toEqual(before);

    const full = await twoClassCourseFactory(t.ctx.db, { seats: 0 });
    const res = await call('POST', pupilsPath(full.a.sku.id), { account: pupil.username, reason: '赠课' });
    expect([res.statusCode, res.json().errorCode]).toEqual([409, CONSOLE_ERRORS.classFull.errorCode]);
    expect(await activeOf(pupil.id)).toHaveLength(1);
  });

  it('never gives more places than seats: 6 pupils added at once to a class of 3', async () => {
    const small = await twoClassCourseFactory(t.ctx.db, { seats: 3 });
    const pupils = await Promise.all(Array.from({ length: 6 }, () => userFactory(t.ctx.db)));
    const results = await Promise.all(
      pupils.map((p) => call('POST', pupilsPath(small.a.sku.id), { account: p.username, reason: '赠课' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 409, 409, 409]);
    expect(await seats(small.a.sku.id)).toEqual({ stock: 0, sold: 3 });
    expect((await list(small.a.sku.id)).total).toBe(3);
  });

  it('is for admins: a teacher gets 403', async () => {
    const teacher = await sessionFor(t.ctx, await userFactory(t.ctx.db, { roles: [TEACHER_ROLE_ID] }));
    expect((await call('GET', pupilsPath(course.a.sku.id), undefined, teacher)).statusCode).toBe(403);
    const res = await call('POST', pupilsPath(course.a.sku.id), { account: 'x', reason: 'y' }, teacher);
    expect(res.statusCode).toBe(403);
  });
});

describe('console 学员: move and end', () => {
  it('moves a paying pupil to the other class: seats follow, the order seat follows, history kept', async () => {
    const pupil = await userFactory(t.ctx.db);
    const headers = await sessionFor(t.ctx, pupil);
    const { order } = await placeOrder(t.app, headers, { items: [{ skuId: course.a.sku.id }] });
    await payOnDevPage(t.app, headers, order.id);
    const [e] = await t.ctx.db.select().from(enrolments).where(eq(enrolments.userId, pupil.id));
    const [a, b] = [await seats(course.a.sku.id), await seats(course.b.sku.id)];

    const res = await call('POST', fillPath(API_PATHS.consoleEnrolmentMove, { id: e!.id }), {
      toSkuId: course.b.sku.id,
      reason: '周六时间冲突',
    });
    expect(res.statusCode).toBe(200);
    expect(await activeOf(pupil.id)).toEqual([{ offeringId: course.b.offering.id }]);
    expect(await seats(course.a.sku.id)).toEqual({ stock: a.stock + 1, sold: a.sold - 1 });
    expect(await seats(course.b.sku.id)).toEqual({ stock: b.stock - 1, sold: b.sold + 1 });
    const seatRows = await t.ctx.db.select().from(orderSeats).where(eq(orderSeats.orderId, order.id));
    expect(seatRows.map((s) => [s.skuId, s.active])).toEqual([[course.b.sku.id, true]]);
    expect(await noticesOf(pupil.id)).toContain('调班通知');
    const history = await list(course.a.sku.id, '?scope=all');
    expect(history.records.find((r) => r.userId === pupil.id)).toMatchObject({
      status: 'moved',
      orderNo: order.orderNo,
    });

    // Moved once: the old place is gone; the same class or another course is refused.
    const again = await call('POST', fillPath(API_PATHS.consoleEnrolmentMove, { id: e!.id }), {
      toSkuId: course.a.sku.id,
      reason: '再调',
    });
    expect(again.json().errorCode).toBe(CONSOLE_ERRORS.enrolmentNotActive.errorCode);
    const moved = res.json().data.id as number;
    const same = await call('POST', fillPath(API_PATHS.consoleEnrolmentMove, { id: moved }), {
      toSkuId: course.b.sku.id,
      reason: '同班',
    });
    expect(same.json().errorCode).toBe(CONSOLE_ERRORS.moveSameClass.errorCode);
    const other = await twoClassCourseFactory(t.ctx.db);
    const elsewhere = await call('POST', fillPath(API_PATHS.consoleEnrolmentMove, { id: moved }), {
      toSkuId: other.a.sku.id,
      reason: '换课',
    });
    expect([elsewhere.statusCode, elsewhere.json().errorCode]).toEqual([400, CONSOLE_ERRORS.moveOtherCourse.errorCode]);
    expect(await activeOf(pupil.id)).toEqual([{ offeringId: course.b.offering.id }]);
  });

  it('ends a place: the seat is freed, the pupil told; ending twice is refused', async () => {
    const pupil = await userFactory(t.ctx.db);
    const added = await call('POST', pupilsPath(course.b.sku.id), { account: pupil.username, reason: '赠课' });
    const id = added.json().data.id as number;
    const before = await seats(course.b.sku.id);
    const res = await call('POST', fillPath(API_PATHS.consoleEnrolmentEnd, { id }), { reason: '家长申请停课' });
    expect(res.statusCode).toBe(200);
    expect(await seats(course.b.sku.id)).toEqual({ stock: before.stock + 1, sold: before.sold - 1 });
    expect(await activeOf(pupil.id)).toEqual([]);
    expect(await noticesOf(pupil.id)).toEqual(['报名成功', '班级变动']);
    const twice = await call('POST', fillPath(API_PATHS.consoleEnrolmentEnd, { id }), { reason: '再次' });
    expect([twice.statusCode, twice.json().errorCode]).toEqual([409, CONSOLE_ERRORS.enrolmentNotActive.errorCode]);
    const missing = await call('POST', fillPath(API_PATHS.consoleEnrolmentEnd, { id: 99_999_999 }), { reason: 'x' });
    expect(missing.statusCode).toBe(404);
  });

  it('a pupil staff placed in a class cannot buy it again', async () => {
    const pupil = await userFactory(t.ctx.db);
    await call('POST', pupilsPath(course.a.sku.id), { account: pupil.username, reason: '赠课' });
    const res = await placeOrder(t.app, await sessionFor(t.ctx, pupil), { items: [{ skuId: course.a.sku.id }] });
    expect([res.statusCode, res.msg]).toEqual([409, ORDER_ERRORS.repeatBuy.msg]);
  });
});
