import { get, OWNER, send, SIGNED_IN, status, type Case } from './permission-helpers';

/** Reviewers: admins and anyone who teaches or tutors a class (their classes' requests); pupils and parents 403. */
const REVIEWERS = status(200, { visitor: 401, pupil: 403, otherPupil: 403, parent: 403 });
/** Deciding a request: the tutor of the class it leaves, and admins. */
const DECIDERS = status(403, { visitor: 401, tutor: 200, admin: 200 });

/**
 * 调班 and 老生续报 rows of the permission matrix: a pupil's own order lines and requests (others see an unknown
 * 404), the review by the class's tutor or an admin, reviewers' lists and statistics.
 */
export function classChangeCases(): Case[] {
  return [
    {
      route: 'GET /api/shop/order/sku/change/options/:orderItemId',
      request: (f) => get(`/shop/order/sku/change/options/${f.classChange.applyLine.lineId}`),
      expect: OWNER,
    },
    {
      route: 'POST /api/shop/order/sku/change',
      request: (f) =>
        send('POST', '/shop/order/sku/change', {
          orderSkuId: f.classChange.applyLine.lineId,
          targetSkuId: f.classChange.applyCourse.b.sku.id,
          reason: '矩阵',
        }),
      expect: OWNER,
    },
    {
      route: 'GET /api/shop/order/sku/change/lines',
      request: () => get('/shop/order/sku/change/lines'),
      expect: SIGNED_IN,
    },
    { route: 'GET /api/shop/order/sku/change/my', request: () => get('/shop/order/sku/change/my'), expect: SIGNED_IN },
    {
      route: 'POST /api/shop/order/sku/change/:id/cancel',
      request: (f) => send('POST', `/shop/order/sku/change/${f.classChange.cancelRequest}/cancel`),
      expect: OWNER,
    },
    {
      route: 'POST /api/shop/order/sku/change/:id/supplement',
      request: (f) => send('POST', `/shop/order/sku/change/${f.classChange.supplementRequest}/supplement`),
      expect: OWNER,
    },
    {
      route: 'GET /api/shop/order/sku/change/review/page',
      request: () => get('/shop/order/sku/change/review/page'),
      expect: REVIEWERS,
    },
    {
      route: 'POST /api/shop/order/sku/change/:id/approve',
      request: async (f) => send('POST', `/shop/order/sku/change/${await f.classChange.spareRequest()}/approve`),
      expect: DECIDERS,
    },
    {
      route: 'POST /api/shop/order/sku/change/:id/reject',
      request: async (f) =>
        send('POST', `/shop/order/sku/change/${await f.classChange.spareRequest()}/reject`, { reason: '矩阵' }),
      expect: DECIDERS,
    },
    {
      route: 'GET /api/shop/order/sku/change/stats',
      request: () => get('/shop/order/sku/change/stats'),
      expect: REVIEWERS,
    },
    {
      // The pupil's line has no next-term class in the matrix's world: 404 for them, as for everyone else's line.
      route: 'POST /api/shop/order/sku/renewal/hold',
      request: (f) => send('POST', '/shop/order/sku/renewal/hold', { orderItemId: f.classChange.applyLine.lineId }),
      expect: status(404, { visitor: 401 }),
    },
    {
      route: 'GET /api/shop/order/sku/renewal/my',
      request: () => get('/shop/order/sku/renewal/my'),
      expect: SIGNED_IN,
    },
  ];
}
