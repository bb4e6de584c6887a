import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  LOOKUP_API_PATHS,
  MESSAGES,
  SERVER_MESSAGES,
  SHOP_MESSAGES,
  fillPath,
  FIELD_ERRORS,
  SHOP_ERRORS,
} from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userFactory } from '../../test/factories';
import { spuFactory, teacherFactory } from '../../test/catalogue-factories';
import { api, errorBodyOf } from '../../test/requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /admin/teacher/infoByIds and /admin/tutor/infoByIds', () => {
  it('answers teachers in the order asked, public fields only, leaving out non-teachers', async () => {
    const a = await teacherFactory(t.ctx.db, { realname: '吴老师', title: '高级教师', subject: '1' });
    const b = await teacherFactory(t.ctx.db, { realname: '郑老师', profile: false });
    const student = await userFactory(t.ctx.db, { realname: '学生甲' });
    const res = await get(
      `${api(LOOKUP_API_PATHS.teacherInfoByIds)}?teacherIds=${b.id},${student.id},${a.id},${a.id},999999`,
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toEqual([
      { id: b.id, teacherId: b.id, name: '郑老师', avatar: expect.any(String), title: null, subject: null },
      { id: a.id, teacherId: a.id, name: '吴老师', avatar: expect.any(String), title: '高级教师', subject: '1' },
    ]);
    expect(JSON.stringify(data)).not.toMatch(/phone|password|hash|username/i);
  });

  it('answers tutors by tutorIds, and a teacher id is not a tutor', async () => {
    const tutor = await teacherFactory(t.ctx.db, { realname: '孙辅导', roles: [7], kind: 'tutor' });
    const tutor130 = await teacherFactory(t.ctx.db, { realname: '钱辅导', roles: [130], profile: false });
    const teacher = await teacherFactory(t.ctx.db);
    const res = await get(`${api(LOOKUP_API_PATHS.tutorInfoByIds)}?tutorIds=${tutor.id},${teacher.id},${tutor130.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((x: { tutorId: number; name: string }) => [x.tutorId, x.name])).toEqual([
      [tutor.id, '孙辅导'],
      [tutor130.id, '钱辅导'],
    ]);
  });

  it.each([
    ['', FIELD_ERRORS.required],
    ['a,b', SHOP_ERRORS.idsInvalid],
    ['1,,2', SHOP_ERRORS.idsInvalid],
    ['0', SHOP_ERRORS.idsInvalid],
    ['-1', SHOP_ERRORS.idsInvalid],
    ['99999999999', SHOP_ERRORS.idsInvalid],
    ['1) or (1=1', SHOP_ERRORS.idsInvalid],
    [Array.from({ length: 101 }, (_, i) => i + 1).join(','), SHOP_ERRORS.tooManyIds],
  ])('refuses teacherIds=%j with 400', async (ids, entry) => {
    const res = await get(`${api(LOOKUP_API_PATHS.teacherInfoByIds)}?teacherIds=${encodeURIComponent(ids)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBodyOf(entry));
  });

  it('accepts exactly 100 ids and a missing parameter is 必填项', async () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1).join(',');
    expect((await get(`${api(LOOKUP_API_PATHS.tutorInfoByIds)}?tutorIds=${hundred}`)).statusCode).toBe(200);
    const missing = await get(api(LOOKUP_API_PATHS.tutorInfoByIds));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe(MESSAGES.required);
  });
});

describe('GET /shop/teacher/public/page', () => {
  it('lists visible teacher profiles by sort, filtered by subject', async () => {
    const subject = '8';
    const second = await teacherFactory(t.ctx.db, { subject, sort: 2, realname: '地理二' });
    const first = await teacherFactory(t.ctx.db, { subject, sort: 1, realname: '地理一' });
    await teacherFactory(t.ctx.db, { subject, visible: false });
    await teacherFactory(t.ctx.db, { subject, kind: 'tutor', roles: [7] });
    const res = await get(`${api(API_PATHS.teacherPage)}?subject=${subject}&size=-1`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.total).toBe(2);
    expect(data.records.map((r: { id: number }) => r.id)).toEqual([first.id, second.id]);
    expect(data.records[0]).toMatchObject({ teacherId: first.id, intro: expect.any(String), teachingYears: 10 });
    const paged = (await get(`${api(API_PATHS.teacherPage)}?subject=${subject}&size=1&current=2`)).json().data;
    expect(paged.records.map((r: { id: number }) => r.id)).toEqual([second.id]);
  });

  it.each(['subject=0', 'size=0', 'current=-1', 'subject=<b>'])('refuses %s', async (qs) => {
    const res = await get(`${api(API_PATHS.teacherPage)}?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(1);
  });
});

describe('GET /shop/teacher/public/detail/{id}', () => {
  it('answers the profile with qualifications and the goods on sale the teacher teaches', async () => {
    const teacher = await teacherFactory(t.ctx.db, { realname: '冯老师' });
    const onSale = await spuFactory(t.ctx.db, { teacherIds: [teacher.id] });
    await spuFactory(t.ctx.db, { teacherIds: [teacher.id], onSale: false });
    await spuFactory(t.ctx.db);
    const res = await get(api(fillPath(API_PATHS.teacherDetail, { id: teacher.id })));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: teacher.id,
      name: '冯老师',
      qualificationNo: `2010${teacher.id}`,
      honors: ['市级骨干教师'],
      teachingYears: 10,
    });
    expect(data.goods.map((g: { id: number }) => g.id)).toEqual([onSale.spuId]);
  });

  it('answers 404 讲师不存在 for a student, a hidden profile and an unknown id; 400 for a bad id', async () => {
    const student = await userFactory(t.ctx.db);
    const hidden = await teacherFactory(t.ctx.db, { visible: false });
    for (const id of [student.id, hidden.id, 1_999_999_999]) {
      const res = await get(api(fillPath(API_PATHS.teacherDetail, { id })));
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe(SHOP_MESSAGES.teacherNotFound);
    }
    const bad = await get(api('/shop/teacher/public/detail/abc'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(SERVER_MESSAGES.badRequest);
  });
});
