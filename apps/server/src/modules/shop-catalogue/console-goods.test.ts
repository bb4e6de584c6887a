import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ADMIN_ROLE_ID,
  API_PATHS,
  CONSOLE_ERRORS,
  CONSOLE_CLASS_MESSAGES,
  CONSOLE_GOODS_MESSAGES,
  TEACHER_ROLE_ID,
  fillPath,
  type ConsoleGoodsDetail,
  type ConsoleGoodsFormInput,
  type ConsoleGoodsPage,
} from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { teacherFactory } from '../../test/catalogue-factories';
import { api, errorBodyOf } from '../../test/requests';
import { consoleAuditLog, spus } from '../../db/schema';

/** The console's 课程 pages: admins list, create, edit (versioned) and publish goods; every write is audited. */
let t: TestApp;
let admin: Record<string, string>;
let teacherSession: Record<string, string>;
let teacherId: number;
let pupilId: number;

const form = (over: Partial<ConsoleGoodsFormInput> = {}): ConsoleGoodsFormInput => ({
  title: '初二物理寒假提高班',
  subtitle: '声光热力电，十讲打通',
  subject: '6',
  grade: '8',
  term: '寒假',
  deptValue: null,
  coverUrl: null,
  detailHtml: '<p>课程介绍</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
  tags: ['名师', '小班'],
  recommended: false,
  sort: 10,
  teacherIds: [teacherId],
  tutorIds: [],
  ...over,
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url: api(url), payload: payload as never, headers });
const detailOf = async (id: number) =>
  (await call('GET', fillPath(API_PATHS.consoleGoodsDetail, { id }))).json().data as ConsoleGoodsDetail;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  admin = await sessionFor(t.ctx, await userFactory(db, { roles: [ADMIN_ROLE_ID, TEACHER_ROLE_ID] }));
  const teacher = await teacherFactory(db, { realname: '物理周老师' });
  teacherId = teacher.id;
  teacherSession = await sessionFor(t.ctx, teacher);
  pupilId = (await userFactory(db)).id;
});
afterAll(() => t.close());

describe('console goods', () => {
  it('creates goods off sale, sanitised, with its teacher; the shop does not show it until published', async () => {
    const res = await call('POST', API_PATHS.consoleGoodsCreate, form());
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json().data as { id: number };
    const goods = await detailOf(id);
    expect(goods).toMatchObject({ title: '初二物理寒假提高班', onSale: false, version: 1, teacherIds: [teacherId] });
    expect(goods.detailHtml).toContain('<p>课程介绍</p>');
    expect(goods.detailHtml).not.toMatch(/script|onerror/);
    const shop = await t.app.inject({ method: 'GET', url: api(fillPath(API_PATHS.spuDetail, { id })) });
    expect(shop.statusCode).toBe(404);

    const published = await call('POST', fillPath(API_PATHS.consoleGoodsSale, { id }), { onSale: true, version: 1 });
    expect(published.statusCode, published.body).toBe(200);
    expect((published.json().data as ConsoleGoodsDetail).version).toBe(2);
    const shown = await t.app.inject({ method: 'GET', url: api(fillPath(API_PATHS.spuDetail, { id })) });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.title).toBe('初二物理寒假提高班');

    const audit = await t.ctx.db
      .select()
      .from(consoleAuditLog)
      .where(and(eq(consoleAuditLog.entity, 'goods'), eq(consoleAuditLog.entityId, id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['goods.create', 'goods.sale']);
    const sale = audit.find((a) => a.action === 'goods.sale')!;
    expect(sale.before).toEqual({ onSale: false });
    expect(sale.after).toEqual({ onSale: true });
  });

  it('an edit saved over a newer one answers 409 and changes nothing; the fresh one is audited with before/after', async () => {
    const { id } = (await call('POST', API_PATHS.consoleGoodsCreate, form({ title: '版本测试课' }))).json().data;
    const first = await call('PUT', fillPath(API_PATHS.consoleGoodsUpdate, { id }), {
      ...form({ title: '版本测试课（第二版）' }),
      version: 1,
    });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await call('PUT', fillPath(API_PATHS.consoleGoodsUpdate, { id }), {
      ...form({ title: '旧表单覆盖' }),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(errorBodyOf(CONSOLE_ERRORS.staleVersion));
    expect((await detailOf(id)).title).toBe('版本测试课（第二版）');

    const [entry] = await t.ctx.db
      .select()
      .from(consoleAuditLog)
      .where(and(eq(consoleAuditLog.action, 'goods.update'), eq(consoleAuditLog.entityId, id)));
    expect(entry!.before).toMatchObject({ title: '版本测试课' });
    expect(entry!.after).toMatchObject({ title: '版本测试课（第二版）' });
  });

  it('bad input gets a field message and creates nothing', async () => {
    const [{ n: before }] = (await t.database.pool.query(`select count(*)::int as n from shop_spu`)).rows;
    const cases: [Partial<ConsoleGoodsFormInput>, string][] = [
      [{ title: '   ' }, CONSOLE_GOODS_MESSAGES.title],
      [{ coverUrl: 'https://evil.example/x.jpg' }, CONSOLE_GOODS_MESSAGES.cover],
      [{ coverUrl: '/api/file/private/images/1/a.jpg' }, CONSOLE_GOODS_MESSAGES.cover],
      [{ tags: ['一二三四五六七八九十十一'] }, CONSOLE_GOODS_MESSAGES.tags],
      [{ subject: '9' as never }, CONSOLE_GOODS_MESSAGES.subject],
    ];
    for (const [over, msg] of cases) {
      const res = await call('POST', API_PATHS.consoleGoodsCreate, form(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    // A pupil named as the teacher.
    const notStaff = await call('POST', API_PATHS.consoleGoodsCreate, form({ teacherIds: [pupilId] }));
    expect(notStaff.statusCode).toBe(400);
    expect(notStaff.json()).toEqual(errorBodyOf(CONSOLE_ERRORS.badStaff));
    const [{ n: after }] = (await t.database.pool.query(`select count(*)::int as n from shop_spu`)).rows;
    expect(after).toBe(before);
  });

  it('lists goods on sale or not, filtered on the server', async () => {
    await call('POST', API_PATHS.consoleGoodsCreate, form({ title: '筛选专用语文课', subject: '1', term: '春季' }));
    const page = async (query: string) =>
      (await call('GET', `${API_PATHS.consoleGoodsPage}?${query}`)).json().data as ConsoleGoodsPage;
    const byTitle = await page(`keyword=${encodeURIComponent('筛选专用')}`);
    expect(byTitle.records.map((r) => r.title)).toEqual(['筛选专用语文课']);
    expect(byTitle.records[0]).toMatchObject({ onSale: false, classes: 0, minPriceFen: null });
    expect((await page(`keyword=${encodeURIComponent('筛选专用')}&onSale=true`)).total).toBe(0);
    expect((await page(`keyword=${encodeURIComponent('筛选专用')}&subject=2`)).total).toBe(0);
    expect((await page('subject=1&term=春季&size=5')).records.every((r) => r.subject === '1')).toBe(true);
  });

  it('a class added with its timetable sells the sessions it teaches: shop period, sessions and topics agree', async () => {
    const { id } = (await call('POST', API_PATHS.consoleGoodsCreate, form({ title: '班级排课测试课' }))).json().data;
    const body = {
      name: '周一周三晚班',
      priceFen: 129900,
      originalPriceFen: 159900,
      stock: 25,
      needLogistics: true,
      isGroup: true,
      groupMemberNum: 3,
      groupPriceFen: 99900,
      groupHoursValid: 24,
      // 2027-03-01 is a Monday: Mon 1st, Wed 3rd, Mon 8th.
      schedule: { firstDate: '2027-03-01', weekdays: [1, 3], startTime: '19:00', endTime: '20:30', lessonCount: 3 },
      topics: ['浮力', '压强', ''],
    };
    const res = await call('POST', fillPath(API_PATHS.consoleGoodsClassCreate, { id }), body);
    expect(res.statusCode, res.body).toBe(200);
    const goods = res.json().data as ConsoleGoodsDetail;
    expect(goods.classes).toHaveLength(1);
    expect(goods.classes[0]).toMatchObject({
      name: '周一周三晚班',
      priceFen: 129900,
      stock: 25,
      groupPriceFen: 99900,
      taught: true,
    });
    const skuId = goods.classes[0]!.id;

    const { rows: sessions } = await t.database.pool.query(
      `select c.seq, c.title, c.start_at from learn_chapter c join learn_offering o on o.id = c.offering_id
        where o.sku_id = $1 order by c.seq`,
      [skuId],
    );
    expect(sessions.map((r: { title: string }) => r.title)).toEqual(['第1讲 浮力', '第2讲 压强', '第3讲']);
    expect(sessions.map((r: { start_at: Date }) => r.start_at.toISOString())).toEqual([
      '2027-03-01T11:00:00.000Z',
      '2027-03-03T11:00:00.000Z',
      '2027-03-08T11:00:00.000Z',
    ]);
    // What the shop sells is that timetable.
    await call('POST', fillPath(API_PATHS.consoleGoodsSale, { id }), { onSale: true, version: 1 });
    const shop = await t.app.inject({ method: 'GET', url: api(`${API_PATHS.spuSkus}?spuId=${id}`) });
    expect(shop.statusCode, shop.body).toBe(200);
    expect(JSON.stringify(shop.json().data)).toContain('2027-03-01');
    expect(JSON.stringify(shop.json().data)).toContain('2027-03-08');

    const audit = await t.ctx.db
      .select()
      .from(consoleAuditLog)
      .where(and(eq(consoleAuditLog.action, 'goods.classCreate'), eq(consoleAuditLog.entityId, id)));
    expect(audit).toHaveLength(1);
  });

  it('a timetable or a group buy that cannot work is refused with its reason and adds nothing', async () => {
    const { id } = (await call('POST', API_PATHS.consoleGoodsCreate, form({ title: '排课校验测试课' }))).json().data;
    const base = {
      name: '周二班',
      priceFen: 9900,
      stock: 10,
      needLogistics: false,
      isGroup: false,
      schedule: { firstDate: '2027-03-01', weekdays: [2], startTime: '19:00', endTime: '20:00', lessonCount: 3 },
      topics: [],
    };
    const url = fillPath(API_PATHS.consoleGoodsClassCreate, { id });
    const wrongDay = await call('POST', url, base);
    expect(wrongDay.statusCode).toBe(400);
    expect(wrongDay.json().msg).toBe('首次上课日期不在上课星期内');
    const backwards = await call('POST', url, {
      ...base,
      schedule: { ...base.schedule, weekdays: [1], startTime: '20:00', endTime: '19:00' },
    });
    expect(backwards.json().msg).toBe('下课时间须晚于上课时间');
    const dearGroup = await call('POST', url, {
      ...base,
      schedule: { ...base.schedule, weekdays: [1] },
      isGroup: true,
      groupMemberNum: 3,
      groupPriceFen: 9900,
      groupHoursValid: 24,
    });
    expect(dearGroup.statusCode).toBe(400);
    expect(dearGroup.json().msg).toBe(CONSOLE_CLASS_MESSAGES.group);
    expect((await detailOf(id)).classes).toEqual([]);
  });

  it('a teacher reaches the console but not the catalogue', async () => {
    const res = await call('GET', API_PATHS.consoleGoodsPage, undefined, teacherSession);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(errorBodyOf(CONSOLE_ERRORS.adminAction));
    const create = await call('POST', API_PATHS.consoleGoodsCreate, form(), teacherSession);
    expect(create.statusCode).toBe(403);
  });

  it('a cover uploads to the public store for admins only', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
      'base64',
    );
    const boundary = '----cover' + Math.random().toString(16).slice(2);
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: api(`${API_PATHS.fileUpload}?purpose=cover`),
        payload,
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    const refused = await upload(teacherSession);
    expect(refused.statusCode).toBe(403);
    const res = await upload(admin);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data.url as string;
    expect(url).toMatch(/^\/uploads\/images\/\d+\/[0-9a-f]{64}\.png$/);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    // The form takes it as a cover.
    const created = await call('POST', API_PATHS.consoleGoodsCreate, form({ title: '封面测试课', coverUrl: url }));
    expect(created.statusCode, created.body).toBe(200);
    const [row] = await t.ctx.db.select().from(spus).where(eq(spus.id, created.json().data.id));
    expect(row!.coverUrl).toBe(url);
  });
});
