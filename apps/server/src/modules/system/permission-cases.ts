import { BASIC } from '../../test/requests';
import {
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
} from './permission-helpers';
import { shopCases } from './permission-cases-shop';
import { examCases } from './permission-cases-exam';
import { qbCases } from './permission-cases-qb';
import { contentCases } from './permission-cases-content';
import { consoleCases } from './permission-cases-console';
import { refundCases } from './permission-cases-refund';
import { classChangeCases } from './permission-cases-class-change';
import { pointsAdminCases } from './permission-cases-points-admin';
import { pointsCases } from './permission-cases-points';
import { referralCases } from './permission-cases-referral';
import { reportCases } from './permission-cases-report';
import { guardianCases } from './permission-cases-guardian';
import { tutorWorkbenchCases } from './permission-cases-tutor-workbench';
import { classMarkCases } from './permission-cases-class-mark';
import { questionnaireCases } from './permission-cases-questionnaire';
import { examUploadCases } from './permission-cases-exam-upload';
import { parentCases } from './permission-cases-parent';

export type { Case } from './permission-helpers';

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
      route: 'GET /api/auth/wechat/authorize',
      request: () => get('/auth/wechat/authorize?redirectPath=%2Fcenter&state=abcdefgh1234'),
      expect: PUBLIC,
    },
    {
      route: 'GET /api/auth/wechat/local-consent',
      request: () => get('/auth/wechat/local-consent?redirect_uri=http%3A%2F%2Flocalhost%2Fcenter&state=abcdefgh1234'),
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
    ...refundCases(),
    ...examCases(),
    ...qbCases(),
    ...contentCases(inject),
    ...consoleCases(),
    ...classChangeCases(),
    ...pointsAdminCases(),
    ...pointsCases(),
    ...referralCases(),
    ...reportCases(),
    ...guardianCases(),
    ...tutorWorkbenchCases(),
    ...classMarkCases(),
    ...questionnaireCases(),
    ...examUploadCases(),
    ...parentCases(),
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
