import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userFactory } from '../../test/factories';
import { skuFactory } from '../../test/shop-factories';
import { offeringFactory } from '../../test/learning-factories';
import { api, bearer, passwordLogin } from '../../test/requests';
import { payOnDevPage, placeOrder } from '../../test/shop-requests';
import { sweepExpiredGroups } from '../shop-order';
import { notices } from '../../db/schema';
import { LEARNING_MESSAGES } from '@salt/domain';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function person(roles?: number[]) {
  const user = await userFactory(t.ctx.db, roles ? { roles } : {});
  return { user, headers: bearer((await passwordLogin(t.app, user.username, user.password)).access_token) };
}
const get = async (headers: Record<string, string>, url: string) =>
  t.app.inject({ method: 'GET', url: api(url), headers });

async function paidClass() {
  const teacher = await person([6]);
  const tutor = await person([7]);
  const { sku, spu } = await skuFactory(t.ctx.db);
  const { offering, chapters } = await offeringFactory(t.ctx.db, {
    skuId: sku.id,
    spuId: spu.id,
    teacherId: teacher.user.id,
    tutorId: tutor.user.id,
    now: t.clock.now(),
  });
  const student = await person();
  const { order } = await placeOrder(t.app, student.headers, { items: [{ skuId: sku.id }] });
  return { teacher, tutor, student, sku, offering, chapters, order };
}

describe('enrolment and my classes', () => {
  it('paying enrols: the class appears with progress and the live session as next', async () => {
    const { student, offering, order } = await paidClass();
    expect((await get(student.headers, '/learn/offering/my')).json().data).toEqual([]);
    await payOnDevPage(t.app, student.headers, order.id);
    const classes = (await get(student.headers, '/learn/offering/my')).json().data;
    expect(classes).toHaveLength(1);
    expect(classes[0]).toMatchObject({ offeringId: offering.id, role: 'student', total: 3, finished: 1 });
    expect(classes[0].nextChapter).toMatchObject({ seq: 2, state: 'live' });
    expect(classes[0].teacher.name).toMatch(/测试用户/);
    const detail = (await get(student.headers, `/learn/offering/${offering.id}`)).json().data;
    expect(detail.chapters.map((c: { state: string }) => c.state)).toEqual(['finished', 'live', 'upcoming']);
  });

  it('only enrolled students, the teacher and the tutor see a class', async () => {
    const { student, teacher, tutor, offering, order } = await paidClass();
    const stranger = await person();
    const unpaidCheck = await get(student.headers, `/learn/offering/${offering.id}`);
    expect(unpaidCheck.statusCode).toBe(403);
    await payOnDevPage(t.app, student.headers, order.id);
    expect((await get(student.headers, `/learn/offering/${offering.id}`)).statusCode).toBe(200);
    const denied = await get(stranger.headers, `/learn/offering/${offering.id}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().msg).toBe(LEARNING_MESSAGES.notEnrolled);
    expect((await get(teacher.headers, `/learn/offering/${offering.id}`)).json().data.role).toBe('teacher');
    expect((await get(tutor.headers, '/learn/offering/my')).json().data[0]).toMatchObject({
      offeringId: offering.id,
      role: 'tutor',
    });
    expect((await get(stranger.headers, '/learn/offering/999999')).statusCode).toBe(404);
    expect((await get(stranger.headers, '/learn/offering/abc')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: api('/learn/offering/my') })).statusCode).toBe(401);
  });

  it('a refund ends the enrolment', async () => {
    const teacher = await person([6]);
    const { sku, spu } = await skuFactory(t.ctx.db, {
      isGroup: true,
      groupMemberNum: 3,
      groupPriceFen: 100,
      groupHoursValid: 1,
    });
    const { offering } = await offeringFactory(t.ctx.db, {
      skuId: sku.id,
      spuId: spu.id,
      teacherId: teacher.user.id,
      now: t.clock.now(),
    });
    const student = await person();
    const { order } = await placeOrder(t.app, student.headers, { items: [{ skuId: sku.id }], startGroup: true });
    await payOnDevPage(t.app, student.headers, order.id);
    expect((await get(student.headers, `/learn/offering/${offering.id}`)).statusCode).toBe(200);
    t.clock.advance(2 * 3600_000);
    await sweepExpiredGroups(t.ctx);
    const fresh = bearer((await passwordLogin(t.app, student.user.username, student.user.password)).access_token);
    expect((await get(fresh, `/learn/offering/${offering.id}`)).statusCode).toBe(403);
    const [row] = (
      await t.database.pool.query('select status, end_reason from learn_enrolment where order_id = $1', [order.id])
    ).rows;
    expect(row).toEqual({ status: 'ended', end_reason: 'refund' });
  });
});

describe('notices, tutor, feedback, help', () => {
  it('notices to everyone, to me and to my class; read state per user', async () => {
    const { student, offering, order } = await paidClass();
    await payOnDevPage(t.app, student.headers, order.id);
    const other = await person();
    await t.ctx.db.insert(notices).values([
      { title: '全员通知', content: '...' },
      { userId: student.user.id, title: '给你的', content: '...' },
      { offeringId: offering.id, title: '班级通知', content: '...' },
      { userId: other.user.id, title: '给别人的', content: '...' },
    ]);
    const page = (await get(student.headers, '/learn/notice/page?size=50')).json().data;
    const titles = page.records.map((n: { title: string }) => n.title);
    expect(titles).toEqual(expect.arrayContaining(['全员通知', '给你的', '班级通知']));
    expect(titles).not.toContain('给别人的');
    const unread = (await get(student.headers, '/learn/notice/unreadCount')).json().data;
    const foreignId = (await t.database.pool.query(`select id from learn_notice where title = '给别人的'`)).rows[0].id;
    const read = await t.app.inject({
      method: 'PUT',
      url: api('/learn/notice/read'),
      headers: student.headers,
      payload: { ids: [page.records[0].id, foreignId] },
    });
    expect(read.json().data).toBe(1);
    expect((await get(student.headers, '/learn/notice/unreadCount')).json().data).toBe(unread - 1);
    expect(
      (await get(other.headers, '/learn/notice/page?size=50'))
        .json()
        .data.records.find((n: { title: string }) => n.title === '给别人的').read,
    ).toBe(false);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: api('/learn/notice/read'),
          headers: student.headers,
          payload: { ids: [] },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('my tutor lists the tutor of my classes with contact', async () => {
    const { student, tutor, order } = await paidClass();
    await payOnDevPage(t.app, student.headers, order.id);
    const tutors = (await get(student.headers, '/learn/myTutor')).json().data;
    expect(tutors).toHaveLength(1);
    expect(tutors[0]).toMatchObject({ tutorId: tutor.user.id, phone: tutor.user.phone });
  });

  it('feedback is stored for staff; bad input is refused', async () => {
    const { headers, user } = await person();
    const post = (payload: object) => t.app.inject({ method: 'POST', url: api('/learn/feedback'), headers, payload });
    expect((await post({ category: 'app', content: '回放偶尔卡顿', contact: '13800000009' })).statusCode).toBe(200);
    expect((await post({ category: 'app', content: '   ' })).json().msg).toBe('必填项');
    expect((await post({ category: 'nope', content: 'x' })).statusCode).toBe(400);
    expect((await post({ category: 'app', content: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await post({ category: 'app', content: 'x', images: ['http://evil/x.png'] })).statusCode).toBe(400);
    // Only the sender's own uploads: not another user's photo, not a path that climbs out of their folder.
    const own = `/api/file/private/images/${user.id}/${'a'.repeat(64)}.jpg`;
    for (const images of [
      [`/api/file/private/images/${user.id + 1}/${'a'.repeat(64)}.jpg`],
      [`/api/file/private/images/${user.id}/../${user.id + 1}/x.jpg`],
      // A public upload is no answer photo: answers only name the private store.
      [`/uploads/images/${user.id}/${'a'.repeat(64)}.jpg`],
      ['/uploads/demo/homework/board.png'],
      [own, '/uploads/playback/1/index.m3u8'],
    ]) {
      const res = await post({ category: 'app', content: '照片', images });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('图片地址无效');
    }
    expect((await post({ category: 'app', content: '截图如下', images: [own] })).statusCode).toBe(200);
    const rows = (
      await t.database.pool.query('select content from learn_feedback where user_id = $1 order by id', [user.id])
    ).rows;
    expect(rows).toEqual([{ content: '回放偶尔卡顿' }, { content: '截图如下' }]);
  });
});
