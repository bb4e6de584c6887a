import type { InjectOptions } from 'fastify';
import type { PermissionFixture, Who } from '../../test/permission-fixture';
import { BASIC, api } from '../../test/requests';

/**
 * The permission matrix's expectations: every route the app registers, the request each kind of caller sends
 * (valid input against the fixture's data, so the status says who may, not whether the input was good), and the
 * status each gets. A new route fails permission-matrix.test.ts until it is added here.
 */
export type Expect = Record<Who, number>;
export interface Case {
  /** 'METHOD /url' as registered. */
  route: string;
  request: (f: PermissionFixture, who: Who) => InjectOptions | Promise<InjectOptions>;
  expect: Expect;
}

const status = (base: number, over: Partial<Expect> = {}): Expect => ({
  visitor: base,
  pupil: base,
  otherPupil: base,
  parent: base,
  tutor: base,
  otherTutor: base,
  teacher: base,
  otherTeacher: base,
  admin: base,
  ...over,
});
/** Anyone, visitors included. */
const PUBLIC = status(200);
/** Any signed-in user (their own rows); visitors 401. */
const SIGNED_IN = status(200, { visitor: 401 });
/** The pupil's own record: others see an unknown id (404). */
const OWNER = status(404, { visitor: 401, pupil: 200 });
/** The class's pupil, teacher and tutor; everyone else 403 (the parent too: a read-only view, not the class). */
const CLASS = status(403, { visitor: 401, pupil: 200, tutor: 200, teacher: 200 });
/** The class's teacher and tutor only. */
const CLASS_STAFF = status(403, { visitor: 401, tutor: 200, teacher: 200 });
/** Staff (role 1) only. */
const ADMIN = status(403, { visitor: 401, admin: 200 });

const get = (url: string): InjectOptions => ({ method: 'GET', url: api(url) });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): InjectOptions => ({
  method,
  url: api(url),
  ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
});
const form = (url: string, fields: Record<string, string>): InjectOptions => ({
  method: 'POST',
  url: api(url),
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: BASIC },
});
/** A join token for the session, when the caller may enter it (others have none to send). */
async function joinToken(f: PermissionFixture, who: Who, chapterId: number, inject: Inject): Promise<string> {
  if (who === 'visitor') return '';
  const res = await inject({ ...get(`/learn/live/info?chapterId=${chapterId}`), headers: f.headers[who] });
  return res.statusCode === 200 ? (res.json().data.token as string) : '';
}
export type Inject = (o: InjectOptions) => Promise<{ statusCode: number; json(): { data: { token?: string } } }>;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const multipart = (): InjectOptions => {
  const boundary = '----matrix';
  return {
    method: 'POST',
    url: api('/file/file/upload'),
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

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

    // cart, addresses, coupons: one's own
    { route: 'GET /api/shop/cart/count', request: () => get('/shop/cart/count'), expect: SIGNED_IN },
    { route: 'GET /api/shop/cart/getCartList', request: () => get('/shop/cart/getCartList'), expect: SIGNED_IN },
    {
      route: 'PUT /api/shop/cart/addCart',
      request: (f) => send('PUT', '/shop/cart/addCart', { skuId: f.course.sku.id }),
      expect: SIGNED_IN,
    },
    // Another's item ids are ignored (removed: 0), not refused.
    {
      route: 'DELETE /api/shop/cart/removeBatch',
      request: (f) => send('DELETE', `/shop/cart/removeBatch?ids=${f.cartItemId}`),
      expect: SIGNED_IN,
    },
    { route: 'GET /api/shop/address/page', request: () => get('/shop/address/page'), expect: SIGNED_IN },
    {
      route: 'POST /api/shop/address',
      request: () =>
        send('POST', '/shop/address', {
          receiverName: '李四',
          mobile: '13800000005',
          province: '北京市',
          city: '北京市',
          district: '朝阳区',
          detail: '建国路1号',
        }),
      expect: SIGNED_IN,
    },
    {
      route: 'PUT /api/shop/address',
      request: (f) =>
        send('PUT', '/shop/address', {
          id: f.addresses.toUpdate,
          receiverName: '王建国',
          mobile: '13800000004',
          province: '北京市',
          city: '北京市',
          district: '海淀区',
          detail: '中关村大街2号',
        }),
      expect: OWNER,
    },
    {
      route: 'DELETE /api/shop/address/:id',
      request: (f) => send('DELETE', `/shop/address/${f.addresses.toDelete}`),
      expect: OWNER,
    },
    { route: 'GET /api/shop/coupon/receive/list', request: () => get('/shop/coupon/receive/list'), expect: SIGNED_IN },
    {
      route: 'POST /api/shop/couponuser/receive',
      request: (f) => send('POST', '/shop/couponuser/receive', { templateId: f.claimableTemplateId }),
      expect: SIGNED_IN,
    },
    {
      route: 'POST /api/shop/couponuser/redeem',
      request: () => send('POST', '/shop/couponuser/redeem', { code: 'MATRIX2026' }),
      expect: SIGNED_IN,
    },
    { route: 'GET /api/shop/couponuser/my', request: () => get('/shop/couponuser/my'), expect: SIGNED_IN },
    {
      route: 'POST /api/shop/promotion/order',
      request: (f) => send('POST', '/shop/promotion/order', { items: [{ skuId: f.course.sku.id }] }),
      expect: SIGNED_IN,
    },
    {
      route: 'POST /api/shop/promotion/joint',
      request: (f) => send('POST', '/shop/promotion/joint', { items: [{ skuId: f.groupCourse.sku.id }] }),
      expect: SIGNED_IN,
    },
    { route: 'GET /api/shop/promotion/shopCart', request: () => get('/shop/promotion/shopCart'), expect: SIGNED_IN },

    // orders: the buyer's own (another's is an unknown 404); shipping and reconciliation for staff
    {
      route: 'POST /api/shop/order',
      request: (f) => send('POST', '/shop/order', { items: [{ skuId: f.course.sku.id }] }),
      expect: SIGNED_IN,
    },
    {
      route: 'GET /api/shop/order/owned',
      request: (f) => get(`/shop/order/owned?spuId=${f.course.spu.id}`),
      expect: SIGNED_IN,
    },
    {
      route: 'POST /api/shop/order/pay',
      request: (f) => send('POST', '/shop/order/pay', { orderId: f.orders.toPay, channel: 'dev' }),
      expect: OWNER,
    },
    {
      route: 'POST /api/shop/order/cancelOrder',
      request: (f) => send('POST', `/shop/order/cancelOrder?orderId=${f.orders.toCancel}`),
      expect: OWNER,
    },
    {
      route: 'PUT /api/shop/order/confirmReceipt',
      request: (f) => send('PUT', `/shop/order/confirmReceipt?orderId=${f.orders.toConfirm}`),
      expect: OWNER,
    },
    { route: 'GET /api/shop/order/my/page', request: () => get('/shop/order/my/page'), expect: SIGNED_IN },
    {
      route: 'GET /api/shop/order/status',
      request: (f) => get(`/shop/order/status?orderId=${f.orders.toConfirm}`),
      expect: OWNER,
    },
    {
      route: 'GET /api/shop/order/expressList',
      request: (f) => get(`/shop/order/expressList?orderId=${f.orders.toConfirm}`),
      expect: OWNER,
    },
    { route: 'GET /api/shop/order/:id', request: (f) => get(`/shop/order/${f.orders.toConfirm}`), expect: OWNER },
    {
      // Admin ships any order; a teacher only orders for classes they teach.
      route: 'POST /api/shop/admin/order/ship',
      request: async (f) =>
        send('POST', '/shop/admin/order/ship', {
          orderId: await f.paidKitOrder(),
          expressCompany: '顺丰',
          trackingNo: 'SF20260001',
        }),
      expect: status(403, { visitor: 401, teacher: 200, admin: 200 }),
    },
    { route: 'GET /api/shop/admin/reconciliation', request: () => get('/shop/admin/reconciliation'), expect: ADMIN },
    { route: 'GET /api/admin/job/page', request: () => get('/admin/job/page'), expect: ADMIN },
    { route: 'GET /api/shop/group/:id', request: (f) => get(`/shop/group/${f.groupId}`), expect: SIGNED_IN },
    // Vendors and the dev checkout: their signature or signed token is the credential (a bad one is refused alike).
    {
      route: 'POST /api/shop/pay/notify/:provider',
      request: () => send('POST', '/shop/pay/notify/dev', '{}'),
      expect: status(400),
    },
    { route: 'GET /api/pay/dev/checkout', request: () => get('/pay/dev/checkout?token=x'), expect: status(400) },
    {
      route: 'POST /api/pay/dev/checkout',
      request: () => ({
        ...send('POST', '/pay/dev/checkout', 'token=x'),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      expect: status(400),
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
    { route: 'GET /api/learn/help', request: () => get('/learn/help'), expect: PUBLIC },

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
