import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ADMIN_ROLE_ID,
  API_PATHS,
  CONSOLE_ERRORS,
  CONSOLE_TEACHER_MESSAGES,
  FILE_ERRORS,
  TEACHER_ROLE_ID,
  fillPath,
  type ConsoleTeacherCreateInput,
  type ConsoleTeacherDetail,
  type ConsoleTeacherPage,
} from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { teacherFactory } from '../../test/catalogue-factories';
import { skuFactory } from '../../test/shop-factories';
import { api, errorBodyOf } from '../../test/requests';
import { consoleAuditLog, spuStaff, teacherProfiles } from '../../db/schema';

/** The console's 教师 page: admins create, edit (versioned), show and hide teacher and tutor profiles; audited. */
let t: TestApp;
let admin: Record<string, string>;
let teacherSession: Record<string, string>;

type Fields = Omit<ConsoleTeacherCreateInput, 'userId' | 'kind'>;
const fields = (over: Partial<Fields> = {}): Fields => ({
  title: '高级教师',
  intro: '十五年初中数学教学经验',
  avatar: null,
  subject: '2',
  qualificationNo: '20101234',
  honors: ['市级骨干教师', '优秀班主任'],
  teachingYears: 15,
  qualificationImages: [],
  sort: 5,
  visible: true,
  ...over,
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url: api(url), payload: payload as never, headers });
const detailOf = async (id: number) =>
  (await call('GET', fillPath(API_PATHS.consoleTeacherDetail, { id }))).json().data as ConsoleTeacherDetail;
const publicDetail = (id: number) =>
  t.app.inject({ method: 'GET', url: api(fillPath(API_PATHS.teacherDetail, { id })) });
const auditOf = (id: number) =>
  t.ctx.db
    .select()
    .from(consoleAuditLog)
    .where(and(eq(consoleAuditLog.entity, 'teacher'), eq(consoleAuditLog.entityId, id)));
const profileCount = async () =>
  (await t.database.pool.query(`select count(*)::int as n from shop_teacher_profile`)).rows[0].n as number;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);
function upload(headers: Record<string, string>, bytes: Buffer, purpose = 'teacher') {
  const boundary = '----teacher' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="q.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: api(`${API_PATHS.fileUpload}?purpose=${purpose}`),
    payload,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

beforeAll(async () => {
  // The shop's listings cached for a minute: only the console's invalidation can make an edit show at once.
  t = await createTestApp({ config: { catalogueCacheMs: 60_000 } });
  admin = await sessionFor(t.ctx, await userFactory(t.ctx.db, { roles: [ADMIN_ROLE_ID, TEACHER_ROLE_ID] }));
  teacherSession = await sessionFor(t.ctx, await teacherFactory(t.ctx.db, { realname: '门外的老师' }));
});
afterAll(() => t.close());

describe('console teachers', () => {
  it('creates a profile for a user holding role 6; the public detail shows it at once; audited', async () => {
    const user = await userFactory(t.ctx.db, { realname: '数学李老师', roles: [TEACHER_ROLE_ID] });
    const res = await call('POST', API_PATHS.consoleTeacherCreate, { ...fields(), userId: user.id, kind: 'teacher' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: user.id });
    expect(await detailOf(user.id)).toMatchObject({
      userId: user.id,
      name: '数学李老师',
      kind: 'teacher',
      title: '高级教师',
      honors: ['市级骨干教师', '优秀班主任'],
      version: 1,
      classes: 0,
    });
    const shown = await publicDetail(user.id);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data).toMatchObject({ name: '数学李老师', title: '高级教师', qualificationNo: '20101234' });
    const [entry] = await auditOf(user.id);
    expect(entry).toMatchObject({ action: 'teacher.create', before: null });
    expect(entry!.after).toMatchObject({ kind: 'teacher', title: '高级教师', introLength: 11 });

    // A second profile for the same user is refused and changes nothing.
    const again = await call('POST', API_PATHS.consoleTeacherCreate, { ...fields(), userId: user.id, kind: 'teacher' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(errorBodyOf(CONSOLE_ERRORS.teacherProfileExists));
    expect(await auditOf(user.id)).toHaveLength(1);
  });

  it('two admins creating the same profile at once: one wins, the other is refused', async () => {
    const user = await userFactory(t.ctx.db, { roles: [TEACHER_ROLE_ID] });
    const body = { ...fields(), userId: user.id, kind: 'teacher' };
    const results = await Promise.all([1, 2, 3].map(() => call('POST', API_PATHS.consoleTeacherCreate, body)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await auditOf(user.id)).toHaveLength(1);
  });

  it('refuses a user without the role of the kind (a pupil, a teacher as 辅导, a tutor as 主讲) and an unknown one', async () => {
    const before = await profileCount();
    const pupil = await userFactory(t.ctx.db);
    const teacher = await userFactory(t.ctx.db, { roles: [TEACHER_ROLE_ID] });
    const tutor = await userFactory(t.ctx.db, { roles: [7] });
    for (const [userId, kind] of [
      [pupil.id, 'teacher'],
      [teacher.id, 'tutor'],
      [tutor.id, 'teacher'],
    ] as const) {
      const res = await call('POST', API_PATHS.consoleTeacherCreate, { ...fields(), userId, kind });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errorBodyOf(CONSOLE_ERRORS.notStaffOfKind));
    }
    const unknown = await call('POST', API_PATHS.consoleTeacherCreate, {
      ...fields(),
      userId: 99_999_999,
      kind: 'teacher',
    });
    expect(unknown.statusCode).toBe(404);
    // The tutor as 辅导 is fine.
    const ok = await call('POST', API_PATHS.consoleTeacherCreate, { ...fields(), userId: tutor.id, kind: 'tutor' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await profileCount()).toBe(before + 1);
  });

  it('bad input gets a field message and creates nothing', async () => {
    const user = await userFactory(t.ctx.db, { roles: [TEACHER_ROLE_ID] });
    const before = await profileCount();
    const cases: [Partial<Fields>, string][] = [
      [{ title: '长'.repeat(65) }, CONSOLE_TEACHER_MESSAGES.title],
      [{ intro: '长'.repeat(2001) }, CONSOLE_TEACHER_MESSAGES.intro],
      [{ avatar: 'https://evil.example/a.png' }, CONSOLE_TEACHER_MESSAGES.image],
      [{ qualificationImages: ['/api/file/private/images/1/a.jpg'] }, CONSOLE_TEACHER_MESSAGES.image],
      [{ qualificationImages: Array(10).fill('/uploads/images/1/a.png') }, CONSOLE_TEACHER_MESSAGES.images],
      [{ subject: '9' as never }, CONSOLE_TEACHER_MESSAGES.subject],
      [{ teachingYears: -1 }, CONSOLE_TEACHER_MESSAGES.teachingYears],
      [{ honors: [''] }, CONSOLE_TEACHER_MESSAGES.honors],
    ];
    for (const [over, msg] of cases) {
      const res = await call('POST', API_PATHS.consoleTeacherCreate, {
        ...fields(over),
        userId: user.id,
        kind: 'teacher',
      });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    // No account chosen, or not an id.
    for (const userId of [undefined, 'abc', -3, 1.5]) {
      const res = await call('POST', API_PATHS.consoleTeacherCreate, { ...fields(), userId, kind: 'teacher' });
      expect(res.statusCode, String(userId)).toBe(400);
      expect(res.json().msg).toBe(CONSOLE_TEACHER_MESSAGES.user);
    }
    expect(await profileCount()).toBe(before);
  });

  it('an edit over a newer one answers 409 and changes nothing; a fresh one is audited and public at once', async () => {
    const teacher = await teacherFactory(t.ctx.db, { realname: '英语王老师', title: '一级教师', sort: -2 });
    // The home page caches its teachers; read it so the cache holds the old title.
    const layout = async () =>
      (await t.app.inject({ method: 'GET', url: api(API_PATHS.spuLayout) })).json().data as {
        teachers: { teacherId: number; title: string | null }[];
      };
    const cachedBefore = await layout();
    expect(cachedBefore.teachers.find((x) => x.teacherId === teacher.id)?.title).toBe('一级教师');
    expect((await publicDetail(teacher.id)).json().data.title).toBe('一级教师');

    const image = (await upload(admin, PNG)).json().data.url as string;
    const first = await call('PUT', fillPath(API_PATHS.consoleTeacherUpdate, { id: teacher.id }), {
      ...fields({ title: '特级教师', qualificationImages: [image], sort: 0 }),
      version: 1,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ title: '特级教师', version: 2, qualificationImages: [image] });
    const stale = await call('PUT', fillPath(API_PATHS.consoleTeacherUpdate, { id: teacher.id }), {
      ...fields({ title: '旧表单覆盖' }),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(errorBodyOf(CONSOLE_ERRORS.staleVersion));
    expect((await detailOf(teacher.id)).title).toBe('特级教师');

    const shown = (await publicDetail(teacher.id)).json().data;
    expect(shown).toMatchObject({ title: '特级教师', qualificationImages: [image] });
    expect((await layout()).teachers.find((x) => x.teacherId === teacher.id)?.title).toBe('特级教师');

    const entries = await auditOf(teacher.id);
    expect(entries.map((e) => e.action)).toEqual(['teacher.update']);
    expect(entries[0]!.before).toMatchObject({ title: '一级教师', qualificationImages: [] });
    expect(entries[0]!.after).toMatchObject({ title: '特级教师', qualificationImages: [image] });

    const missing = await call('PUT', fillPath(API_PATHS.consoleTeacherUpdate, { id: 99_999_999 }), {
      ...fields(),
      version: 1,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('hiding takes the profile off the public pages at once (home page cache too); audited', async () => {
    const teacher = await teacherFactory(t.ctx.db, { realname: '隐藏测试老师', sort: -1 });
    // Written straight to the database, not through the console: empty the cache the earlier tests filled.
    await t.ctx.caches.invalidate('catalogue');
    const layoutIds = async () =>
      (
        (await t.app.inject({ method: 'GET', url: api(API_PATHS.spuLayout) })).json().data.teachers as {
          teacherId: number;
        }[]
      ).map((x) => x.teacherId);
    expect(await layoutIds()).toContain(teacher.id);
    const res = await call('POST', fillPath(API_PATHS.consoleTeacherVisible, { id: teacher.id }), {
      visible: false,
      version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ visible: false, version: 2 });
    expect((await publicDetail(teacher.id)).statusCode).toBe(404);
    expect(await layoutIds()).not.toContain(teacher.id);
    const stale = await call('POST', fillPath(API_PATHS.consoleTeacherVisible, { id: teacher.id }), {
      visible: true,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    const [entry] = await auditOf(teacher.id);
    expect(entry).toMatchObject({ action: 'teacher.visible', before: { visible: true, sort: -1 } });
    expect(entry!.after).toEqual({ visible: false, sort: -1 });
  });

  it('lists profiles with server filters and the classes each teaches', async () => {
    const teacher = await teacherFactory(t.ctx.db, { realname: '筛选专用赵老师', subject: '6' });
    const { spu } = await skuFactory(t.ctx.db);
    await t.ctx.db.insert(spuStaff).values({ spuId: spu.id, userId: teacher.id, role: 'teacher', sort: 0 });
    const page = async (query: string) =>
      (await call('GET', `${API_PATHS.consoleTeacherPage}?${query}`)).json().data as ConsoleTeacherPage;
    const kw = `keyword=${encodeURIComponent('筛选专用')}`;
    const found = await page(kw);
    expect(found.records.map((r) => r.userId)).toEqual([teacher.id]);
    expect(found.records[0]!.classes).toBe(1);
    expect((await page(`${kw}&kind=tutor`)).total).toBe(0);
    expect((await page(`${kw}&subject=2`)).total).toBe(0);
    expect((await page(`${kw}&subject=6&kind=teacher&visible=true`)).total).toBe(1);
    expect((await page(`${kw}&visible=false`)).total).toBe(0);
    const bad = await call('GET', `${API_PATHS.consoleTeacherPage}?kind=boss`);
    expect(bad.statusCode).toBe(400);
  });

  it('a teacher reaches the console but not the 教师 page, nor the teacher image upload', async () => {
    const res = await call('GET', API_PATHS.consoleTeacherPage, undefined, teacherSession);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(errorBodyOf(CONSOLE_ERRORS.adminOnly));
    const refused = await upload(teacherSession, PNG);
    expect(refused.statusCode).toBe(403);
  });

  it('a teacher image uploads to the public store, checked by its bytes', async () => {
    const res = await upload(admin, PNG);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data.url as string;
    expect(url).toMatch(/^\/uploads\/images\/\d+\/[0-9a-f]{64}\.png$/);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    // Text named .png is no image.
    const fake = await upload(admin, Buffer.from('<?php echo 1; ?> not a picture at all'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual(errorBodyOf(FILE_ERRORS.uploadImageType));
    // The avatar field takes it.
    const user = await userFactory(t.ctx.db, { roles: [TEACHER_ROLE_ID] });
    const created = await call('POST', API_PATHS.consoleTeacherCreate, {
      ...fields({ avatar: url }),
      userId: user.id,
      kind: 'teacher',
    });
    expect(created.statusCode, created.body).toBe(200);
    const [row] = await t.ctx.db.select().from(teacherProfiles).where(eq(teacherProfiles.userId, user.id));
    expect(row!.avatar).toBe(url);
    expect((await publicDetail(user.id)).json().data.avatar).toBe(url);
  });
});
