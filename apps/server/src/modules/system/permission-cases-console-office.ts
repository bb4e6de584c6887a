import { ADMIN, get, send, type Case } from './permission-helpers';

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
 * The console's back-office rows of the permission matrix: 用户, 教师, 订单 and 营销 are admins' alone (a teacher
 * passes the console gate and meets the area's rule). Each write acts on records of its own (spareUser,
 * spareFamily, a template per write) so the admin's request reaches the save.
 */
export function consoleOfficeCases(): Case[] {
  return [
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
  ];
}
