import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  SERVER_MESSAGES,
  SHOP_MESSAGES,
  fillPath,
  type ClassSchedule,
  FIELD_ERRORS,
  GENERIC_ERRORS,
  SHOP_ERRORS,
} from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { spuFactory, teacherFactory } from '../../test/catalogue-factories';
import { api, errorBodyOf } from '../../test/requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every day from 2030-09-01 (a Sunday), 19:00-20:30; tests narrow it. */
const EVERY_DAY: ClassSchedule = {
  firstDate: '2030-09-01',
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  startTime: '19:00',
  endTime: '20:30',
  lessonCount: 1,
};

let termSeq = 0;
/** Each test lists goods of its own term so tests never see each other's goods. */
const uniqueTerm = () => `学期${process.pid % 1000}-${++termSeq}`;

async function page(query: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return t.app.inject({ method: 'GET', url: `${api(API_PATHS.spuPage)}?${qs}` });
}

describe('GET /shop/spu/public/page', () => {
  it('lists goods on sale with price, seats, teachers and the first class period', async () => {
    const term = uniqueTerm();
    const teacher = await teacherFactory(t.ctx.db, { realname: '刘老师' });
    const { spuId } = await spuFactory(t.ctx.db, {
      title: '初一数学秋季培优班',
      term,
      teacherIds: [teacher.id],
      skus: [
        {
          priceFen: 19900,
          originalPriceFen: 29900,
          stock: 0,
          sold: 30,
          // Tuesday evenings from 2030-09-10.
          class: { schedule: { ...EVERY_DAY, firstDate: '2030-09-10', weekdays: [2], lessonCount: 15 } },
        },
        {
          // Five days in a row from 2030-09-01, 09:00-10:00: the earlier class, so the card's period.
          class: { schedule: { ...EVERY_DAY, startTime: '09:00', endTime: '10:00', lessonCount: 5 } },
          priceFen: 9900,
          originalPriceFen: 12900,
          stock: 3,
          isGroup: true,
          groupMemberNum: 3,
          groupPriceFen: 6900,
          groupHoursValid: 24,
        },
      ],
    });
    await spuFactory(t.ctx.db, { term, onSale: false, title: '下架课程' });
    const res = await page({ term });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ total: 1, current: 1, size: 10 });
    expect(body.data.records).toHaveLength(1);
    expect(body.data.records[0]).toMatchObject({
      id: spuId,
      title: '初一数学秋季培优班',
      subject: '2',
      grade: '7',
      term,
      minPriceFen: 9900,
      minOriginalPriceFen: 12900,
      soldOut: false,
      hasGroupBuy: true,
      needLogistics: false,
      teachers: [{ id: teacher.id, name: '刘老师', avatar: expect.any(String) }],
      classPeriod: {
        startDate: '2030-09-01',
        endDate: '2030-09-05',
        startTime: '09:00',
        endTime: '10:00',
        lessonCount: 5,
      },
    });
  });

  it('marks goods whose every class is full as sold out', async () => {
    const term = uniqueTerm();
    await spuFactory(t.ctx.db, { term, skus: [{ stock: 0 }, { stock: 0 }] });
    const res = await page({ term });
    expect(res.json().data.records[0].soldOut).toBe(true);
  });

  it('pages 1-based and answers everything for size -1', async () => {
    const term = uniqueTerm();
    for (let i = 0; i < 5; i++) await spuFactory(t.ctx.db, { term, sort: i });
    const p1 = (await page({ term, current: 1, size: 2 })).json().data;
    const p3 = (await page({ term, current: 3, size: 2 })).json().data;
    const p4 = (await page({ term, current: 4, size: 2 })).json().data;
    expect(p1.total).toBe(5);
    expect(p1.records).toHaveLength(2);
    expect(p3.records).toHaveLength(1);
    expect(p4.records).toHaveLength(0);
    expect(p4.total).toBe(5);
    const all = (await page({ term, size: -1 })).json().data;
    expect(all.records).toHaveLength(5);
    expect(all.size).toBe(-1);
    const ids = [...p1.records, ...(await page({ term, current: 2, size: 2 })).json().data.records, ...p3.records].map(
      (r: { id: number }) => r.id,
    );
    expect(new Set(ids).size).toBe(5);
    expect(all.records.map((r: { id: number }) => r.id)).toEqual(ids);
  });

  it('filters by subject, grade, term and region (all-region goods always match)', async () => {
    const term = uniqueTerm();
    const a = await spuFactory(t.ctx.db, { term, subject: '1', grade: '3', deptValue: '1' });
    const b = await spuFactory(t.ctx.db, { term, subject: '1', grade: '3', deptValue: null });
    const c = await spuFactory(t.ctx.db, { term, subject: '1', grade: '4', deptValue: '2' });
    await spuFactory(t.ctx.db, { term, subject: '3', grade: '3' });
    const ids = async (q: Record<string, string>) =>
      (await page({ term, ...q }))
        .json()
        .data.records.map((r: { id: number }) => r.id)
        .sort();
    expect(await ids({ subject: '1' })).toEqual([a.spuId, b.spuId, c.spuId].sort());
    expect(await ids({ subject: '1', grade: '3' })).toEqual([a.spuId, b.spuId].sort());
    expect(await ids({ subject: '1', dept: '2' })).toEqual([b.spuId, c.spuId].sort());
    expect(await ids({ subject: '1', dept: '1', grade: '3' })).toEqual([a.spuId, b.spuId].sort());
    // Empty filter values are ignored, as clients send them for "any".
    expect(await ids({ subject: '', grade: '', dept: '', keyword: '' })).toHaveLength(4);
  });

  it('finds by keyword case-insensitively and takes % and _ literally', async () => {
    const term = uniqueTerm();
    const a = await spuFactory(t.ctx.db, { term, title: `Python编程入门${term}` });
    const b = await spuFactory(t.ctx.db, { term, title: `满分100%冲刺${term}` });
    const c = await spuFactory(t.ctx.db, { term, title: `初二_物理${term}` });
    const ids = async (keyword: string) =>
      (await page({ term, keyword })).json().data.records.map((r: { id: number }) => r.id);
    expect(await ids('python')).toEqual([a.spuId]);
    expect(await ids('100%')).toEqual([b.spuId]);
    expect(await ids('%')).toEqual([b.spuId]);
    expect(await ids('_')).toEqual([c.spuId]);
    expect(await ids('\\')).toEqual([]);
    expect(await ids("' or 1=1 --")).toEqual([]);
    expect(await ids('<script>alert(1)</script>')).toEqual([]);
  });

  it.each([
    [{ size: 0 }, SHOP_ERRORS.pageSizeInvalid],
    [{ size: 101 }, SHOP_ERRORS.pageSizeInvalid],
    [{ size: -2 }, SHOP_ERRORS.pageSizeInvalid],
    [{ size: 'abc' }, SHOP_ERRORS.pageSizeInvalid],
    [{ size: 1.5 }, SHOP_ERRORS.pageSizeInvalid],
    [{ current: 0 }, GENERIC_ERRORS.badRequest],
    [{ current: 'x' }, GENERIC_ERRORS.badRequest],
    [{ current: '99999999999' }, GENERIC_ERRORS.badRequest],
    [{ subject: '9' }, SHOP_ERRORS.subjectInvalid],
    [{ subject: "1' or '1'='1" }, SHOP_ERRORS.subjectInvalid],
    [{ keyword: 'x'.repeat(51) }, FIELD_ERRORS.textTooLong],
    [{ grade: 'g'.repeat(17) }, FIELD_ERRORS.textTooLong],
    [{ keyword: 'a\u0001b' }, FIELD_ERRORS.invalidText],
  ])('refuses %j with 400', async (query, entry) => {
    const res = await page(query as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBodyOf(entry));
  });
});

describe('GET /shop/spu/public/detail/{id}', () => {
  it('answers the goods with sanitised rich text, teachers, tutors and periods', async () => {
    const teacher = await teacherFactory(t.ctx.db, { realname: '陈老师', title: '特级教师' });
    const tutor = await teacherFactory(t.ctx.db, { realname: '周助教', roles: [7], kind: 'tutor' });
    const { spuId } = await spuFactory(t.ctx.db, {
      title: '高一物理寒假班',
      detailHtml:
        '<h2 onclick="steal()">课程介绍</h2><script>alert(1)</script><p style="color:#ff0000;position:fixed">重点</p>' +
        '<img src="javascript:alert(1)"><img src="https://cdn.example.com/a.png" onerror="x()">' +
        '<iframe src="https://evil.example.com"></iframe><a href="javascript:void(0)">x</a>',
      teacherIds: [teacher.id],
      tutorIds: [tutor.id],
      skus: [
        {
          class: {
            schedule: { ...EVERY_DAY, firstDate: '2031-01-15', startTime: '14:00', endTime: '16:00', lessonCount: 10 },
          },
        },
      ],
    });
    const res = await t.app.inject({ method: 'GET', url: api(fillPath(API_PATHS.spuDetail, { id: spuId })) });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.title).toBe('高一物理寒假班');
    expect(data.detailHtml).toBe(
      '<h2>课程介绍</h2><p style="color:#ff0000">重点</p><img src="https://cdn.example.com/a.png" /><a target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(data.teachers).toEqual([
      expect.objectContaining({ id: teacher.id, teacherId: teacher.id, name: '陈老师', title: '特级教师' }),
    ]);
    expect(data.tutors).toEqual([expect.objectContaining({ id: tutor.id, tutorId: tutor.id, name: '周助教' })]);
    // Derived from the class's sessions: ten days in a row.
    expect(data.classPeriods).toEqual([
      { startDate: '2031-01-15', endDate: '2031-01-24', startTime: '14:00', endTime: '16:00', lessonCount: 10 },
    ]);
    // Stored sanitised too, not only on the way out.
    const row = await t.database.pool.query('select detail_html from shop_spu where id = $1', [spuId]);
    expect(row.rows[0].detail_html).not.toMatch(/script|onclick|javascript|iframe/);
  });

  it('answers 404 商品不存在 for unknown and off-sale goods', async () => {
    const { spuId } = await spuFactory(t.ctx.db, { onSale: false });
    for (const id of [spuId, 2_000_000_000]) {
      const res = await t.app.inject({ method: 'GET', url: api(fillPath(API_PATHS.spuDetail, { id })) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(errorBodyOf(SHOP_ERRORS.spuNotFound));
    }
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', "1' or 1=1"])('refuses id %j with 400', async (id) => {
    const res = await t.app.inject({ method: 'GET', url: api(`/shop/spu/public/detail/${encodeURIComponent(id)}`) });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(SERVER_MESSAGES.badRequest);
  });
});

describe('GET /shop/spu/public/getSkuBySpuId', () => {
  it('answers each class with price, seats, level, periods, materials and group fields', async () => {
    const { spuId, skuIds, skuCodes } = await spuFactory(t.ctx.db, {
      skus: [
        {
          priceFen: 0,
          stock: 100,
          level: '1',
          className: '免费体验班',
          // One trial session, Monday 2030-07-01 08:30-10:00.
          class: {
            schedule: { ...EVERY_DAY, firstDate: '2030-07-01', startTime: '08:30', endTime: '10:00', lessonCount: 1 },
          },
        },
        {
          priceFen: 19900,
          stock: 2,
          level: '3',
          needLogistics: true,
          isGroup: true,
          groupMemberNum: 3,
          groupPriceFen: 14900,
          groupHoursValid: 48,
          class: {
            schedule: { ...EVERY_DAY, firstDate: '2030-08-01', startTime: '19:00', endTime: '20:00', lessonCount: 8 },
          },
        },
        { priceFen: 9900, stock: 0 },
      ],
    });
    const res = await t.app.inject({ method: 'GET', url: `${api(API_PATHS.spuSkus)}?spuId=${spuId}` });
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list.map((s: { id: number }) => s.id)).toEqual(skuIds);
    expect(list[0]).toMatchObject({
      skuCode: skuCodes[0],
      priceFen: 0,
      stock: 100,
      soldOut: false,
      level: '1',
      className: '免费体验班',
      needLogistics: false,
      isGroup: false,
      groupMemberNum: null,
      classPeriods: [
        { startDate: '2030-07-01', endDate: '2030-07-01', startTime: '08:30', endTime: '10:00', lessonCount: 1 },
      ],
    });
    expect(list[1]).toMatchObject({
      priceFen: 19900,
      stock: 2,
      needLogistics: true,
      isGroup: true,
      groupMemberNum: 3,
      groupPriceFen: 14900,
      groupHoursValid: 48,
      classPeriods: [
        { startDate: '2030-08-01', endDate: '2030-08-08', startTime: '19:00', endTime: '20:00', lessonCount: 8 },
      ],
    });
    // Without a class (nothing scheduled yet) no period is shown.
    expect(list[2]).toMatchObject({ stock: 0, soldOut: true, classPeriods: [] });
  });

  it('refuses a missing or bad spuId and answers 404 for unknown or off-sale goods', async () => {
    const bad = await t.app.inject({ method: 'GET', url: api(API_PATHS.spuSkus) });
    expect(bad.statusCode).toBe(400);
    const word = await t.app.inject({ method: 'GET', url: `${api(API_PATHS.spuSkus)}?spuId=abc` });
    expect(word.statusCode).toBe(400);
    const { spuId } = await spuFactory(t.ctx.db, { onSale: false });
    const off = await t.app.inject({ method: 'GET', url: `${api(API_PATHS.spuSkus)}?spuId=${spuId}` });
    expect(off.statusCode).toBe(404);
    expect(off.json().msg).toBe(SHOP_MESSAGES.spuNotFound);
    const none = await t.app.inject({ method: 'GET', url: `${api(API_PATHS.spuSkus)}?spuId=1999999999` });
    expect(none.statusCode).toBe(404);
  });
});

describe('GET /shop/spu/public/layout', () => {
  it('answers banners, recommended goods, sections per subject in subject order, and teachers', async () => {
    const dept = `d${process.pid % 1000}`;
    const teacher = await teacherFactory(t.ctx.db, { realname: '黄老师', sort: -100 });
    const rec = await spuFactory(t.ctx.db, {
      deptValue: dept,
      subject: '3',
      recommended: true,
      coverUrl: 'https://x/c.svg',
    });
    await spuFactory(t.ctx.db, { deptValue: dept, subject: '1' });
    const res = await t.app.inject({ method: 'GET', url: `${api(API_PATHS.spuLayout)}?dept=${dept}` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.recommended.map((g: { id: number }) => g.id)).toContain(rec.spuId);
    expect(data.recommended.every((g: { id: number }) => typeof g.id === 'number')).toBe(true);
    expect(data.banners[0]).toMatchObject({ spuId: expect.any(Number), title: expect.any(String) });
    const subjects = data.sections.map((s: { subject: string }) => s.subject);
    expect(subjects).toEqual([...subjects].sort());
    const english = data.sections.find((s: { subject: string }) => s.subject === '3');
    expect(english).toMatchObject({ title: '英语', colour: expect.stringMatching(/^#/) });
    expect(english.goods.map((g: { id: number }) => g.id)).toContain(rec.spuId);
    expect(data.teachers.map((x: { id: number }) => x.id)).toContain(teacher.id);
  });

  it('refuses overlong filters', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${api(API_PATHS.spuLayout)}?dept=${'9'.repeat(40)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(SERVER_MESSAGES.textTooLong);
  });
});

describe('GET /shop/spu/public/cover/{id}', () => {
  it('draws an SVG cover with the escaped title for goods without an uploaded cover', async () => {
    const { spuId } = await spuFactory(t.ctx.db, {
      title: '<script>alert(1)</script>初二物理',
      subject: '4',
      grade: '8',
      term: '秋季',
      onSale: false,
    });
    const res = await t.app.inject({ method: 'GET', url: api(fillPath(API_PATHS.spuCover, { id: spuId })) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toMatch(/^<svg /);
    expect(res.body).not.toContain('<script');
    expect(res.body).toContain('&lt;script&gt;');
    expect(res.body).toContain('初二 · 秋季');
  });

  it('is what cards point at unless a cover was uploaded', async () => {
    const term = uniqueTerm();
    const plain = await spuFactory(t.ctx.db, { term, sort: 1 });
    await spuFactory(t.ctx.db, { term, sort: 2, coverUrl: 'https://cdn.example.com/c.png' });
    const records = (await page({ term })).json().data.records;
    expect(records.map((r: { coverUrl: string }) => r.coverUrl)).toEqual([
      `/api/shop/spu/public/cover/${plain.spuId}`,
      'https://cdn.example.com/c.png',
    ]);
  });

  it('answers 404 for unknown goods and 400 for a bad id', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: api(fillPath(API_PATHS.spuCover, { id: 1_999_999_999 })),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(errorBodyOf(SHOP_ERRORS.spuNotFound));
    const bad = await t.app.inject({ method: 'GET', url: api('/shop/spu/public/cover/x') });
    expect(bad.statusCode).toBe(400);
  });
});

describe('database rules', () => {
  it('never lets seats go below zero', async () => {
    const { skuIds } = await spuFactory(t.ctx.db, { skus: [{ stock: 1 }] });
    await expect(
      t.database.pool.query('update shop_sku set stock = stock - 2 where id = $1', [skuIds[0]]),
    ).rejects.toThrow(/shop_sku_stock_ck/);
    const taken = await t.database.pool.query('update shop_sku set stock = stock - 1 where id = $1 and stock >= 1', [
      skuIds[0],
    ]);
    expect(taken.rowCount).toBe(1);
  });

  it('requires the group fields of a group-buy sku', async () => {
    await expect(spuFactory(t.ctx.db, { skus: [{ isGroup: true, groupMemberNum: 1 }] })).rejects.toThrow();
  });

  it('keeps sku codes unique', async () => {
    const { skuCodes } = await spuFactory(t.ctx.db);
    await expect(spuFactory(t.ctx.db, { skus: [{ skuCode: skuCodes[0] }] })).rejects.toThrow();
  });
});

describe('sku by id', () => {
  it('answers the sku with its goods card; unknown or off-sale is a 404', async () => {
    const { skuIds } = await spuFactory(t.ctx.db, { title: '按班级查询的课程' });
    const res = await t.app.inject({ method: 'GET', url: `/api/shop/spu/public/sku/${skuIds[0]}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sku.id).toBe(skuIds[0]);
    expect(res.json().data.spu.title).toBe('按班级查询的课程');
    expect((await t.app.inject({ method: 'GET', url: '/api/shop/spu/public/sku/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/shop/spu/public/sku/abc' })).statusCode).toBe(400);
    const off = await spuFactory(t.ctx.db, { onSale: false });
    expect((await t.app.inject({ method: 'GET', url: `/api/shop/spu/public/sku/${off.skuIds[0]}` })).statusCode).toBe(
      404,
    );
  });
});
