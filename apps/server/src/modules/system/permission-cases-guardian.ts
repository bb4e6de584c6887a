import { get, OWNER, send, status, type Case } from './permission-helpers';

/**
 * 家长审批: the pupil asks about their own orders (others see an unknown order, 404); only the bound parent reads
 * the child's requests and unpaid orders, decides and pays (everyone else 403, the pupil too: a pupil never
 * approves their own request; a decision on another family's request is an unknown id, 404).
 */
const BOUND_PARENT = status(403, { visitor: 401, parent: 200 });

export function guardianCases(): Case[] {
  return [
    {
      route: 'POST /api/guardian/purchase',
      request: (f) => send('POST', '/guardian/purchase', { orderId: f.orders.toPay }),
      expect: OWNER,
    },
    { route: 'GET /api/guardian/order/:id', request: (f) => get(`/guardian/order/${f.orders.toPay}`), expect: OWNER },
    {
      route: 'GET /api/guardian/requests',
      request: (f) => get(`/guardian/requests?studentId=${f.users.pupil.id}`),
      expect: BOUND_PARENT,
    },
    {
      route: 'POST /api/guardian/requests/:id/approve',
      request: async (f) => send('POST', `/guardian/requests/${await f.guardianRequest()}/approve`),
      expect: status(404, { visitor: 401, pupil: 403, parent: 200 }),
    },
    {
      route: 'POST /api/guardian/requests/:id/decline',
      request: async (f) =>
        send('POST', `/guardian/requests/${await f.guardianRequest()}/decline`, { reason: '再想想' }),
      expect: status(404, { visitor: 401, pupil: 403, parent: 200 }),
    },
    {
      route: 'GET /api/guardian/orders',
      request: (f) => get(`/guardian/orders?studentId=${f.users.pupil.id}`),
      expect: BOUND_PARENT,
    },
    {
      route: 'POST /api/guardian/pay',
      request: (f) => send('POST', '/guardian/pay', { orderId: f.orders.toPay, channel: 'dev' }),
      expect: BOUND_PARENT,
    },
  ];
}
