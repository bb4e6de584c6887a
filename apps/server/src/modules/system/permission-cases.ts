import { chinaDateOf, chinaTimeOf } from '@salt/domain';
import { BASIC } from '../../test/requests';
import {
  ADMIN,
  CLASS,
  CLASS_STAFF,
  form,
  get,
  joinToken,
  multipart,
  OWNER,
  PUBLIC,
  send,
  SIGNED_IN,
  status,
  type Case,
  type Inject,
  videoUpload,
} from './permission-helpers';
import { shopCases } from './permission-cases-shop';
import { examCases } from './permission-cases-exam';
import { qbCases } from './permission-cases-qb';
import { contentCases } from './permission-cases-content';

export type { Case } from './permission-helpers';

/** A valid class form: three Monday evenings from 2027-03-01. */
/** A 课次 form for the China wall-clock time of a session (a topic-only edit keeps it). */
const sessionFormOf = (start: Date) => ({
  date: chinaDateOf(start),
  startTime: chinaTimeOf(start),
  endTime: chinaTimeOf(new Date(start.getTime() + 60 * 60_000)),
});
/** A 课次 `minutes` from now, whole minutes. */
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
const sessionForm = (minutes: number) => sessionFormOf(new Date(Math.floor(Date.now() / 60_000 + minutes) * 60_000));

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

/** A valid teacher profile form (the console's 教师 create and edit); visible, so the public pages keep it. */
const CONSOLE_TEACHER_FORM = {
  title: '特级教师',
  intro: '二十年教学经验',
  subject: '2',
  honors: ['省级优秀教师'],
  teachingYears: 20,
  qualificationImages: [],
  sort: 0,
  visible: true,
};

/**
 * The permission matrix's expectations: every route the app registers, the request each kind of caller sends
 * (valid input against the fixture's data, so the status says who may, not whether the input was good), and the
 * status each gets. A new route fails permission-matrix.test.ts until it is added here.
 */
export function permissionCases(inject: Inject): Case[] {
  return [
    // system, docs, static files: public
    { route: 'GET /api/admin/time/serverTime', request: () => get('/admin/time/serverTime'), expect: PUBLIC },
    { route: 'GET /api/admin/dict/all', request: () => get('/admin/dict/all'), expect: PUBLIC },
    { route: 'GET /api/admin/dict/type/:type', request: () => get('/admin/dict/type/grade'), expect: PUBLIC },
    { route: 'GET /api/admin/dict/levelTxt', request: () => get('/admin/dict/levelTxt'), expect: PUBLIC },
    { route: 'GET /api/health', request: () => get('/health'), expect: PUBLIC },
    { route: 'GET /api/ping', request: () => get('/ping'), expect: PUBLIC },
    { route: 'GET /api/docs', request: () => get('/docs'), expect: PUBLIC },
    { route: 'GET /api/docs/static/index.html', request: () => get('/docs/static/index.html'), expect: status(302) },
    {
      route: 'GET /api/docs/static/swagger-initializer.js',
      request: () => get('/docs/static/swagger-initializer.js'),
      expect: PUBLIC,
    },
    { route: 'GET /api/docs/json', request: () => get('/docs/json'), expect: PUBLIC },
    { route: 'GET /api/docs/yaml', request: () => get('/docs/yaml'), expect: PUBLIC },
    { route: 'GET /api/docs/static/*', request: () => get('/docs/static/swagger-ui.css'), expect: PUBLIC },
    { route: 'GET /uploads/*', request: () => ({ method: 'GET', url: '/uploads/none.png' }), expect: status(404) },
    {
      route: 'POST /api/admin/statistics/batch',
      request: () => send('POST', '/admin/statistics/batch', [{ type: 'pv', path: '/', visitorId: 'v1', time: 1 }]),
      expect: PUBLIC,
    },

    // auth: the grants are the credential; logout ends one's own session
    {
      route: 'POST /api/auth/oauth/token',
      request: (f, who) => {
        const u = who === 'visitor' ? f.users.pupil : f.users[who];
        return form('/auth/oauth/token', { grant_type: 'password', username: u.username, password: u.password });
      },
      expect: PUBLIC,
    },
    {
      route: 'POST /api/auth/mobile/token/sms',
      request: async (f) => form('/auth/mobile/token/sms', await f.smsCode('login')),
      expect: PUBLIC,
    },
    {
      route: 'POST /api/auth/mobile/token/social',
      request: async (f) => form('/auth/mobile/token/social', { code: await f.wechatBound() }),
      expect: PUBLIC,
    },
    {
      route: 'POST /api/auth/register/registerAndLogin',
      request: async (f) => ({
        ...send('POST', '/auth/register/registerAndLogin', { ...(await f.smsCode('register')), password: 'Passw0rd1' }),
        headers: { authorization: BASIC },
      }),
      expect: PUBLIC,
    },
    {
      route: 'DELETE /api/auth/token/logout',
      request: async (f, who) => ({ ...send('DELETE', '/auth/token/logout'), headers: await f.ownSession(who) }),
      expect: SIGNED_IN,
    },

    // account: registering needs no login; a 'common' code only to one's own phone; one's own profile
    {
      route: 'POST /api/admin/mobile/:mobile',
      request: (f) => send('POST', `/admin/mobile/${f.users.pupil.phone}?type=common`),
      expect: status(403, { visitor: 401, pupil: 200 }),
    },
    {
      route: 'POST /api/admin/register/user',
      request: async (f) =>
        send('POST', '/admin/register/user', { ...(await f.smsCode('register')), password: 'Passw0rd1' }),
      expect: PUBLIC,
    },
    {
      route: 'PUT /api/admin/register/resetPassword',
      request: async (f) =>
        send('PUT', '/admin/register/resetPassword', { ...(await f.smsCode('reset')), password: 'Passw0rd2' }),
      expect: PUBLIC,
    },
    {
      route: 'GET /api/admin/register/phoneExist',
      request: (f) => get(`/admin/register/phoneExist?phone=${f.users.pupil.phone}`),
      expect: PUBLIC,
    },
    {
      route: 'GET /api/admin/register/usernameExist',
      request: () => get('/admin/register/usernameExist?username=matrix_x'),
      expect: PUBLIC,
    },
    { route: 'GET /api/admin/user/info', request: () => get('/admin/user/info'), expect: SIGNED_IN },
    {
      route: 'PUT /api/admin/user/update',
      request: () => send('PUT', '/admin/user/update', { school: '实验中学' }),
      expect: SIGNED_IN,
    },
    {
      route: 'PUT /api/admin/user/update/password',
      request: () => send('PUT', '/admin/user/update/password', { password: 'Passw0rd1', newpassword1: 'Passw0rd1' }),
      expect: SIGNED_IN,
    },
    {
      // The pupil's card: themselves, their parent, their class's staff and admins; others an unknown 404.
      route: 'GET /api/admin/user/:id',
      request: (f) => get(`/admin/user/${f.users.pupil.id}`),
      expect: status(404, { visitor: 401, pupil: 200, parent: 200, tutor: 200, teacher: 200, admin: 200 }),
    },
    {
      route: 'POST /api/admin/userClientInfo',
      request: () => send('POST', '/admin/userClientInfo', { app: 'web' }),
      expect: SIGNED_IN,
    },
    {
      route: 'PUT /api/admin/user/clientVersion',
      request: () => send('PUT', '/admin/user/clientVersion', { clientVersion: '1.0.0' }),
      expect: SIGNED_IN,
    },
    {
      route: 'POST /api/admin/userActiveIntegral/add',
      request: () => send('POST', '/admin/userActiveIntegral/add', { ruleCode: 'viewWechatPub' }),
      expect: SIGNED_IN,
    },
    {
      route: 'POST /api/admin/social/bind',
      request: (_f, who) => send('POST', '/admin/social/bind', { code: `local:b${who}` }),
      expect: SIGNED_IN,
    },
    {
      route: 'PUT /api/admin/social/changeBind',
      request: (_f, who) => send('PUT', '/admin/social/changeBind', { code: `local:c${who}` }),
      expect: SIGNED_IN,
    },
    { route: 'POST /api/file/file/upload', request: () => multipart(), expect: SIGNED_IN },
    {
      // By token: only the uploader; everyone else (visitors too) needs a signed link an API answer gave them.
      route: 'GET /api/file/private/*',
      request: (f) => get(`/file/private/images/${f.users.pupil.id}/matrix.jpg`),
      expect: status(403, { pupil: 200 }),
    },

    // catalogue and teachers: public
    { route: 'GET /api/shop/spu/public/page', request: () => get('/shop/spu/public/page'), expect: PUBLIC },
    { route: 'GET /api/shop/spu/public/layout', request: () => get('/shop/spu/public/layout'), expect: PUBLIC },
    {
      route: 'GET /api/shop/spu/public/detail/:id',
      request: (f) => get(`/shop/spu/public/detail/${f.course.spu.id}`),
      expect: PUBLIC,
    },
    {
      route: 'GET /api/shop/spu/public/cover/:id',
      request: (f) => get(`/shop/spu/public/cover/${f.course.spu.id}`),
      expect: PUBLIC,
    },
    {
      route: 'GET /api/shop/spu/public/getSkuBySpuId',
      request: (f) => get(`/shop/spu/public/getSkuBySpuId?spuId=${f.course.spu.id}`),
      expect: PUBLIC,
    },
    {
      route: 'GET /api/shop/spu/public/sku/:skuId',
      request: (f) => get(`/shop/spu/public/sku/${f.course.sku.id}`),
      expect: PUBLIC,
    },
    {
      route: 'GET /api/admin/teacher/infoByIds',
      request: (f) => get(`/admin/teacher/infoByIds?teacherIds=${f.users.teacher.id}`),
      expect: PUBLIC,
    },
    {
      route: 'GET /api/admin/tutor/infoByIds',
      request: (f) => get(`/admin/tutor/infoByIds?tutorIds=${f.users.tutor.id}`),
      expect: PUBLIC,
    },
    { route: 'GET /api/shop/teacher/public/page', request: () => get('/shop/teacher/public/page'), expect: PUBLIC },
    {
      route: 'GET /api/shop/teacher/public/detail/:id',
      request: (f) => get(`/shop/teacher/public/detail/${f.publicTeacher.id}`),
      expect: PUBLIC,
    },

    ...shopCases(),
    ...examCases(),
    ...qbCases(),
    ...contentCases(inject),
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
    // 布置作业: admins on any class, the class's teacher on theirs (API only: the console's 课程 page is admins');
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
    // 用户: admins only; each write acts on accounts of its own (spareUser, spareFamily)
    // The console's 教师 page: admins only (a teacher passes the gate and meets teacher.manage).
    { route: 'GET /api/console/teacher/page', request: () => get('/console/teacher/page?kind=teacher'), expect: ADMIN },
    {
      route: 'GET /api/console/teacher/:id',
      request: (f) => get(`/console/teacher/${f.publicTeacher.id}`),
      expect: ADMIN,
    },
    {
      route: 'POST /api/console/teacher',
      request: async (f) =>
        send('POST', '/console/teacher', {
          ...CONSOLE_TEACHER_FORM,
          userId: (await f.spareUser({ roles: [6] })).id,
          kind: 'teacher',
        }),
      expect: ADMIN,
    },
    {
      // Only the admin's call reaches the save, once, at the fixture teacher's first version.
      route: 'PUT /api/console/teacher/:id',
      request: (f) => send('PUT', `/console/teacher/${f.publicTeacher.id}`, { ...CONSOLE_TEACHER_FORM, version: 1 }),
      expect: ADMIN,
    },
    {
      route: 'POST /api/console/teacher/:id/visible',
      request: (f) => send('POST', `/console/teacher/${f.publicTeacher.id}/visible`, { visible: true, version: 2 }),
      expect: ADMIN,
    },
    { route: 'GET /api/console/user/page', request: () => get('/console/user/page?keyword=王'), expect: ADMIN },
    {
      route: 'GET /api/console/user/detail/:id',
      request: (f) => get(`/console/user/detail/${f.users.pupil.id}`),
      expect: ADMIN,
    },
    {
      route: 'PUT /api/console/user/roles',
      request: async (f) => send('PUT', '/console/user/roles', { userId: (await f.spareUser()).id, roleIds: [2, 3] }),
      expect: ADMIN,
    },
    {
      route: 'POST /api/console/user/lock',
      request: async (f) => send('POST', '/console/user/lock', { userId: (await f.spareUser()).id }),
      expect: ADMIN,
    },
    {
      route: 'POST /api/console/user/unlock',
      request: async (f) => send('POST', '/console/user/unlock', { userId: (await f.spareUser({ locked: true })).id }),
      expect: ADMIN,
    },
    {
      route: 'POST /api/console/user/reset-password',
      request: async (f) => send('POST', '/console/user/reset-password', { userId: (await f.spareUser()).id }),
      expect: ADMIN,
    },
    {
      route: 'POST /api/console/parent/bind',
      request: async (f) => send('POST', '/console/parent/bind', await f.spareFamily(false)),
      expect: ADMIN,
    },
    {
      route: 'POST /api/console/parent/unbind',
      request: async (f) => send('POST', '/console/parent/unbind', await f.spareFamily(true)),
      expect: ADMIN,
    },
    // Orders in the console: admins only (every family's phone and address); the teacher's one ship is the shop's.
    { route: 'GET /api/console/order/page', request: () => get('/console/order/page?status=toDeliver'), expect: ADMIN },
    {
      route: 'GET /api/console/order/detail/:id',
      request: (f) => get(`/console/order/detail/${f.orders.toConfirm}`),
      expect: ADMIN,
    },
    {
      route: 'POST /api/console/order/ship',
      request: async (f) =>
        send('POST', '/console/order/ship', {
          orderId: await f.paidKitOrder(),
          expressCompany: '顺丰',
          trackingNo: 'SF20260002',
        }),
      expect: ADMIN,
    },
    {
      route: 'GET /api/console/order/export',
      request: () => get('/console/order/export?from=2026-01-01'),
      expect: ADMIN,
    },
    // 营销: admins only; each write on a template of its own
    { route: 'GET /api/console/coupon/page', request: () => get('/console/coupon/page?state=ongoing'), expect: ADMIN },
    {
      route: 'GET /api/console/coupon/:id',
      request: (f) => get(`/console/coupon/${f.claimableTemplateId}`),
      expect: ADMIN,
    },
    {
      route: 'POST /api/console/coupon',
      request: () =>
        send('POST', '/console/coupon', {
          name: '矩阵新券',
          amountFen: 1000,
          thresholdFen: 0,
          perUserLimit: 1,
          totalQuantity: 10,
          validFrom: '2026-01-01T00:00:00Z',
          validTo: '2027-01-01T00:00:00Z',
        }),
      expect: ADMIN,
    },
    {
      route: 'PUT /api/console/coupon/:id',
      request: async (f) =>
        send('PUT', `/console/coupon/${(await f.spareCoupon()).id}`, {
          name: '矩阵改券',
          amountFen: 800,
          thresholdFen: 0,
          perUserLimit: 1,
          totalQuantity: 100,
          validFrom: '2026-01-01T00:00:00Z',
          validTo: '2027-01-01T00:00:00Z',
          version: 1,
        }),
      expect: ADMIN,
    },
    {
      route: 'POST /api/console/coupon/:id/issue',
      request: async (f) =>
        send('POST', `/console/coupon/${(await f.spareCoupon()).id}/issue`, { userIds: [(await f.spareUser()).id] }),
      expect: ADMIN,
    },
    {
      route: 'GET /api/console/coupon/:id/batches',
      request: (f) => get(`/console/coupon/${f.claimableTemplateId}/batches`),
      expect: ADMIN,
    },
    {
      route: 'POST /api/console/coupon/:id/batches',
      request: async (f) => send('POST', `/console/coupon/${(await f.spareCoupon()).id}/batches`, { count: 3 }),
      expect: ADMIN,
    },
    {
      route: 'GET /api/console/coupon/batch/:id/export',
      request: (f) => get(`/console/coupon/batch/${f.redeemBatchId}/export`),
      expect: ADMIN,
    },

    // learning: one's own; a class for its members; a pupil's classes for the pupil and their bound parent
    {
      route: 'GET /api/learn/offering/my',
      request: (f) => get(`/learn/offering/my?studentId=${f.users.pupil.id}`),
      expect: status(403, { visitor: 401, pupil: 200, parent: 200 }),
    },
    { route: 'GET /api/learn/children', request: () => get('/learn/children'), expect: SIGNED_IN },
    {
      route: 'GET /api/learn/offering/:id',
      request: (f) => get(`/learn/offering/${f.cls.offering.id}`),
      expect: CLASS,
    },
    { route: 'GET /api/learn/notice/page', request: () => get('/learn/notice/page'), expect: SIGNED_IN },
    { route: 'GET /api/learn/notice/unreadCount', request: () => get('/learn/notice/unreadCount'), expect: SIGNED_IN },
    {
      route: 'PUT /api/learn/notice/read',
      request: (f) => send('PUT', '/learn/notice/read', { ids: [f.noticeId] }),
      expect: SIGNED_IN,
    },
    { route: 'GET /api/learn/myTutor', request: () => get('/learn/myTutor'), expect: SIGNED_IN },
    {
      route: 'POST /api/learn/feedback',
      request: () => send('POST', '/learn/feedback', { category: 'app', content: '很好用' }),
      expect: SIGNED_IN,
    },

    // homework: a session's for its class; answers the pupil's own; submissions for staff; marking the marker's
    {
      route: 'GET /api/quiz/homework/byChapter',
      request: (f) => get(`/quiz/homework/byChapter?chapterId=${f.finished.id}`),
      expect: CLASS,
    },
    {
      route: 'POST /api/quiz/homework/saveSimpleQuizAnswers',
      request: (f) =>
        send('POST', '/quiz/homework/saveSimpleQuizAnswers', [
          {
            quizAnswerId: f.quizAnswerId,
            quizId: f.homework.quizId,
            questionId: f.homework.sections[0].questions[2].questionId,
            answer: 'Paris',
          },
        ]),
      expect: OWNER,
    },
    {
      route: 'POST /api/quiz/homework/sendSimpleQuiz',
      request: (f) => send('POST', `/quiz/homework/sendSimpleQuiz?quizAnswerId=${f.quizAnswerId}`),
      expect: OWNER,
    },
    {
      route: 'GET /api/quiz/homework/submissions',
      request: (f) => get(`/quiz/homework/submissions?chapterId=${f.finished.id}`),
      expect: CLASS_STAFF,
    },
    {
      // The session's marker is the class's tutor (the teacher of a class with a tutor only looks).
      route: 'POST /api/quiz/homework/reply',
      request: (f) =>
        send('POST', '/quiz/homework/reply', { quizAnswerId: f.quizAnswerId, text: '很好', img: [], score: 90 }),
      expect: status(403, { visitor: 401, tutor: 200 }),
    },

    // live: a session for its class; a playback position for its pupils; media with a join token
    {
      route: 'GET /api/learn/live/info',
      request: (f) => get(`/learn/live/info?chapterId=${f.live.id}`),
      expect: CLASS,
    },
    {
      route: 'GET /api/learn/playback/records',
      request: (f) => get(`/learn/playback/records?chapterId=${f.finished.id}`),
      expect: CLASS,
    },
    {
      route: 'PUT /api/learn/playback/progress',
      request: (f) => send('PUT', '/learn/playback/progress', { chapterId: f.finished.id, positionSec: 10 }),
      expect: status(403, { visitor: 401, pupil: 200 }),
    },
    {
      route: 'GET /api/learn/live/questions',
      request: (f) => get(`/learn/live/questions?chapterId=${f.live.id}`),
      expect: CLASS,
    },
    {
      route: 'GET /api/learn/live/ranks',
      request: (f) => get(`/learn/live/ranks?chapterId=${f.live.id}`),
      expect: CLASS,
    },
    {
      route: 'GET /api/learn/playback/file/:chapterId/*',
      request: async (f, who) =>
        get(`/learn/playback/file/${f.finished.id}/index.m3u8?token=${await joinToken(f, who, f.finished.id, inject)}`),
      expect: status(403, { pupil: 200, tutor: 200, teacher: 200 }),
    },
    {
      route: 'GET /live/:room/:file',
      request: async (f, who) => ({
        method: 'GET',
        url: `/live/${f.room}/index.m3u8?token=${await joinToken(f, who, f.live.id, inject)}`,
      }),
      expect: status(403, { pupil: 200, tutor: 200, teacher: 200 }),
    },
    {
      // Without the upgrade no socket opens; the token and the session's access are checked first.
      route: 'GET /api/learn/live/ws',
      request: async (f, who) =>
        get(`/learn/live/ws?chapterId=${f.live.id}&token=${await joinToken(f, who, f.live.id, inject)}`),
      expect: status(401, { pupil: 404, tutor: 404, teacher: 404 }),
    },
  ];
}
