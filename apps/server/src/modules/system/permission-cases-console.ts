import { chinaDateOf, chinaTimeOf } from '@salt/domain';
import { ADMIN, get, send, status, type Case, videoUpload } from './permission-helpers';
import { consoleOfficeCases } from './permission-cases-console-office';
import { chinaTenOClockToday } from '../../test/permission-fixture';

/** A 课次 form for the China wall-clock time of a session (a topic-only edit keeps it). */
const sessionFormOf = (start: Date) => ({
  date: chinaDateOf(start),
  startTime: chinaTimeOf(start),
  endTime: chinaTimeOf(new Date(start.getTime() + 60 * 60_000)),
});
/** A class exam opening in an hour for a day, 45 minutes, once. */
const examForm = (paperId: number, offeringId: number) => ({
  kind: 'jieke',
  title: '矩阵考试',
  paperId,
  offeringId,
  opensAt: new Date(Date.now() + 3600_000).toISOString(),
  closesAt: new Date(Date.now() + 25 * 3600_000).toISOString(),
  durationMinutes: 45,
  maxAttempts: 1,
});
/** A 课次 `minutes` from now, whole minutes. */
/** A session `minutes` after today's 10:00 China time (never across midnight). */
const sessionForm = (minutes: number) => sessionFormOf(new Date(chinaTenOClockToday().getTime() + minutes * 60_000));

/** A valid class form: three Monday evenings from 2027-03-01. */
const CONSOLE_CLASS_FORM = {
  name: '周一晚班',
  priceFen: 19900,
  stock: 30,
  needLogistics: false,
  isGroup: false,
  schedule: { firstDate: '2027-03-01', weekdays: [1], startTime: '19:00', endTime: '20:30', lessonCount: 3 },
  topics: [],
};

/** A valid goods form (the console's create and edit). */
const CONSOLE_GOODS_FORM = {
  title: '权限矩阵测试课',
  subject: '2',
  grade: '7',
  term: '秋季',
  detailHtml: '<p>课程介绍</p>',
  tags: [],
  recommended: false,
  sort: 0,
  teacherIds: [],
  tutorIds: [],
};

/** A valid homework (布置作业): one single-choice question. */
const HOMEWORK_FORM = {
  title: '矩阵作业',
  version: null,
  files: [],
  questions: [
    {
      type: 'single_select',
      number: '1',
      title: '1 + 1 = ?',
      score: 10,
      options: [
        { title: '2', right: true },
        { title: '3', right: false },
      ],
    },
  ],
};

/**
 * The console's rows of the permission matrix (/api/console/...): the gate lets role 6 and admins in (401
 * anonymous, 403 pupils, parents and tutors); admins' pages refuse a teacher; a teacher's class pages (班级, 课次,
 * 学员 read, 布置作业, 录像, 直播间, 通知) take the class's teacher and refuse another teacher. Writes act on rows of
 * their own so each caller's request reaches the rule it is meant to meet.
 */
export function consoleCases(): Case[] {
  return [
    // The console (/api/console/...): the gate lets role 6 and admins in; the audit log is the admins' alone.
    { route: 'GET /api/console/audit/page', request: () => get('/console/audit/page'), expect: ADMIN },
    // The console's 课程 pages: admins only (a teacher passes the gate and meets catalogue.manage).
    { route: 'GET /api/console/goods/page', request: () => get('/console/goods/page'), expect: ADMIN },
    {
      route: 'GET /api/console/goods/staff-options',
      request: () => get('/console/goods/staff-options'),
      expect: ADMIN,
    },
    { route: 'GET /api/console/goods/:id', request: (f) => get(`/console/goods/${f.course.spu.id}`), expect: ADMIN },
    {
      route: 'POST /api/console/goods',
      request: () => send('POST', '/console/goods', CONSOLE_GOODS_FORM),
      expect: ADMIN,
    },
    {
      // Only the admin's call reaches the save, once, at the fixture goods' first version.
      route: 'PUT /api/console/goods/:id',
      request: (f) => send('PUT', `/console/goods/${f.course.spu.id}`, { ...CONSOLE_GOODS_FORM, version: 1 }),
      expect: ADMIN,
    },
    {
      route: 'POST /api/console/goods/:id/class',
      request: (f) => send('POST', `/console/goods/${f.course.spu.id}/class`, CONSOLE_CLASS_FORM),
      expect: ADMIN,
    },
    {
      // The fixture class's first version: only the admin's call reaches the save.
      route: 'PUT /api/console/goods/:id/class/:skuId',
      request: (f) =>
        send('PUT', `/console/goods/${f.course.spu.id}/class/${f.course.sku.id}`, {
          name: '周一晚班',
          priceFen: 19900,
          seats: 120,
          needLogistics: false,
          isGroup: false,
          version: 1,
        }),
      expect: ADMIN,
    },
    { route: 'GET /api/console/banners', request: () => get('/console/banners'), expect: ADMIN },
    {
      route: 'POST /api/console/banners',
      request: (f) =>
        send('POST', '/console/banners', { title: '秋季招生', spuId: f.course.spu.id, sort: 0, enabled: false }),
      expect: ADMIN,
    },
    {
      // No banner 2147483647: the admin reaches the service and is told it is gone.
      route: 'PUT /api/console/banners/:id',
      request: (f) =>
        send('PUT', '/console/banners/2147483647', {
          title: '秋季招生',
          spuId: f.course.spu.id,
          sort: 0,
          enabled: false,
          version: 1,
        }),
      expect: status(403, { visitor: 401, admin: 404 }),
    },
    {
      route: 'DELETE /api/console/banners/:id',
      request: () => send('DELETE', '/console/banners/2147483647?version=1'),
      expect: status(403, { visitor: 401, admin: 404 }),
    },
    // 首页分区: admins only; the admin's save is the first, so every subject is new (version 0).
    { route: 'GET /api/console/home-sections', request: () => get('/console/home-sections'), expect: ADMIN },
    {
      route: 'PUT /api/console/home-sections',
      request: () =>
        send('PUT', '/console/home-sections', {
          items: ['3', '1', '2', '4', '5', '6', '7', '8'].map((subject) => ({ subject, shown: true, version: 0 })),
        }),
      expect: ADMIN,
    },
    {
      route: 'POST /api/console/goods/:id/sale',
      request: (f) => send('POST', `/console/goods/${f.course.spu.id}/sale`, { onSale: true, version: 2 }),
      expect: ADMIN,
    },
    // 字典 and the grey switch: admins only.
    { route: 'GET /api/console/dict', request: () => get('/console/dict'), expect: ADMIN },
    {
      route: 'POST /api/console/dict/item',
      request: () => send('POST', '/console/dict/item', { type: 'dept', value: 'matrix', label: '矩阵省', sort: 99 }),
      expect: ADMIN,
    },
    {
      route: 'PUT /api/console/dict/item/:id',
      request: (f) => send('PUT', `/console/dict/item/${f.dictItemId}`, { label: '初一', sort: 1, version: 1 }),
      expect: ADMIN,
    },
    {
      route: 'POST /api/console/dict/grey',
      request: () => send('POST', '/console/dict/grey', { on: false, version: 1 }),
      expect: ADMIN,
    },
    // 班级: every console user gets a list (admins all, a teacher theirs: the SQL narrows it).
    {
      route: 'GET /api/console/class/page',
      request: () => get('/console/class/page?phase=running'),
      expect: status(403, { visitor: 401, teacher: 200, otherTeacher: 200, admin: 200 }),
    },
    // 课次: admins reschedule a class's sessions; its teacher reads them (class.read), another teacher may not.
    {
      route: 'GET /api/console/class/:skuId/sessions',
      request: (f) => get(`/console/class/${f.cls.offering.skuId}/sessions`),
      expect: status(403, { visitor: 401, teacher: 200, admin: 200 }),
    },
    {
      route: 'POST /api/console/class/:skuId/sessions',
      request: (f) => send('POST', `/console/class/${f.scheduleClass.offering.skuId}/sessions`, sessionForm(8 * 1440)),
      expect: ADMIN,
    },
    {
      // A topic-only edit at the session's own time and first version: only the admin's call reaches the save.
      route: 'PUT /api/console/class/session/:id',
      request: (f) =>
        send('PUT', `/console/class/session/${f.scheduleClass.chapters[0]!.id}`, {
          ...sessionFormOf(f.scheduleClass.chapters[0]!.startAt),
          topic: '矩阵',
          version: 1,
        }),
      expect: ADMIN,
    },
    {
      route: 'DELETE /api/console/class/session/:id',
      request: (f) => send('DELETE', `/console/class/session/${f.scheduleClass.chapters[2]!.id}?version=1`),
      expect: ADMIN,
    },
    // 考试: staff list (teachers narrowed by the SQL); admins schedule and reschedule.
    {
      route: 'GET /api/console/exam/page',
      request: () => get('/console/exam/page'),
      expect: status(403, { visitor: 401, teacher: 200, otherTeacher: 200, admin: 200 }),
    },
    { route: 'GET /api/console/exam/options', request: () => get('/console/exam/options'), expect: ADMIN },
    {
      route: 'POST /api/console/exam',
      request: (f) => send('POST', '/console/exam', examForm(f.exam.paper.paperId, f.cls.offering.id)),
      expect: ADMIN,
    },
    {
      route: 'PUT /api/console/exam/:id',
      request: async (f) =>
        send('PUT', `/console/exam/${await f.spareExam()}`, {
          ...examForm(f.exam.paper.paperId, f.cls.offering.id),
          version: 1,
        }),
      expect: ADMIN,
    },
    // 布置作业: admins on any class, the class's teacher on theirs (from 班级);
    // its tutor, another class's teacher and pupils 403. The teacher and the admin each set and then remove the
    // homework of a session of their own (live for the teacher, upcoming for the admin), so both reach the save.
    {
      route: 'GET /api/console/class/session/:id/homework',
      request: (f) => get(`/console/class/session/${f.finished.id}/homework`),
      expect: status(403, { visitor: 401, teacher: 200, admin: 200 }),
    },
    {
      route: 'PUT /api/console/class/session/:id/homework',
      request: (f, who) =>
        send('PUT', `/console/class/session/${f.cls.chapters[who === 'admin' ? 2 : 1]!.id}/homework`, HOMEWORK_FORM),
      expect: status(403, { visitor: 401, teacher: 200, admin: 200 }),
    },
    {
      route: 'DELETE /api/console/class/session/:id/homework',
      request: (f, who) =>
        send('DELETE', `/console/class/session/${f.cls.chapters[who === 'admin' ? 2 : 1]!.id}/homework?version=1`),
      expect: status(403, { visitor: 401, teacher: 200, admin: 200 }),
    },
    // 上传录像: admins on any class, the class's teacher on theirs (each on a session of their own, so neither finds
    // the other's upload still queued); its tutor, other teachers, pupils and parents 403.
    {
      route: 'GET /api/console/class/:skuId/recordings',
      request: (f) => get(`/console/class/${f.cls.offering.skuId}/recordings`),
      expect: status(403, { visitor: 401, teacher: 200, admin: 200 }),
    },
    {
      route: 'POST /api/console/class/session/:id/recording',
      request: (f, who) =>
        videoUpload(`/console/class/session/${f.heldClass.chapters[who === 'admin' ? 2 : 1]!.id}/recording`),
      expect: status(403, { visitor: 401, teacher: 200, admin: 200 }),
    },
    // 直播间设置: admins on any class, the class's teacher on theirs (each saves a class of its own at version 1, the
    // defaults again); its tutor, other teachers, pupils and parents 403.
    {
      route: 'GET /api/console/class/:skuId/live-settings',
      request: (f) => get(`/console/class/${f.cls.offering.skuId}/live-settings`),
      expect: status(403, { visitor: 401, teacher: 200, admin: 200 }),
    },
    {
      route: 'PUT /api/console/class/:skuId/live-settings',
      request: (f, who) =>
        send('PUT', `/console/class/${(who === 'admin' ? f.heldClass : f.cls).offering.skuId}/live-settings`, {
          entryLeadMinutes: 0,
          playbackOpen: true,
          interactionOpen: true,
          version: 1,
        }),
      expect: status(403, { visitor: 401, teacher: 200, admin: 200 }),
    },
    // 学员: admins put pupils into a class, move them within the course, end places (a fresh pupil each call);
    // the class's teacher reads the list (masked mobiles).
    {
      route: 'GET /api/console/class/:skuId/pupils',
      request: (f) => get(`/console/class/${f.cls.offering.skuId}/pupils?scope=all`),
      expect: status(403, { visitor: 401, teacher: 200, admin: 200 }),
    },
    {
      route: 'POST /api/console/class/:skuId/pupils',
      request: async (f) =>
        send('POST', `/console/class/${f.enrolCourse.a.sku.id}/pupils`, {
          account: (await f.spareUser()).username,
          reason: '矩阵',
        }),
      expect: ADMIN,
    },
    {
      route: 'POST /api/console/enrolment/:id/move',
      request: async (f) =>
        send('POST', `/console/enrolment/${await f.spareEnrolment()}/move`, {
          toSkuId: f.enrolCourse.b.sku.id,
          reason: '矩阵',
        }),
      expect: ADMIN,
    },
    {
      route: 'POST /api/console/enrolment/:id/end',
      request: async (f) => send('POST', `/console/enrolment/${await f.spareEnrolment()}/end`, { reason: '矩阵' }),
      expect: ADMIN,
    },
    {
      route: 'GET /api/console/dashboard',
      request: () => get('/console/dashboard'),
      expect: status(403, { visitor: 401, teacher: 200, otherTeacher: 200, admin: 200 }),
    },
    // 通知: staff list (teachers their classes' notices); posting to a class: admins and that class's teacher.
    {
      route: 'GET /api/console/notice/page',
      request: () => get('/console/notice/page'),
      expect: status(403, { visitor: 401, teacher: 200, otherTeacher: 200, admin: 200 }),
    },
    {
      route: 'GET /api/console/notice/audiences',
      request: () => get('/console/notice/audiences?keyword=王'),
      expect: status(403, { visitor: 401, teacher: 200, otherTeacher: 200, admin: 200 }),
    },
    {
      route: 'POST /api/console/notice',
      request: (f) =>
        send('POST', '/console/notice', {
          title: '调课通知',
          content: '本周六的课改到周日',
          audience: { kind: 'class', offeringId: f.cls.offering.id },
        }),
      expect: status(403, { visitor: 401, teacher: 200, admin: 200 }),
    },
    // Correcting or withdrawing a class's notice: admins and that class's teacher (a fresh notice each call).
    {
      route: 'PUT /api/console/notice/:id',
      request: async (f) =>
        send('PUT', `/console/notice/${await f.spareNotice()}`, { title: '更正', content: '更正', version: 1 }),
      expect: status(403, { visitor: 401, teacher: 200, admin: 200 }),
    },
    {
      route: 'POST /api/console/notice/:id/withdraw',
      request: async (f) => send('POST', `/console/notice/${await f.spareNotice()}/withdraw`, { version: 1 }),
      expect: status(403, { visitor: 401, teacher: 200, admin: 200 }),
    },
    ...consoleOfficeCases(),
  ];
}
