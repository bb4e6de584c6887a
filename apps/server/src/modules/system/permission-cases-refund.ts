import { ADMIN, get, OWNER, send, SIGNED_IN, status, type Case } from './permission-helpers';

/**
 * 退费: the pupil's own lines and requests (another's is an unknown 404), the console's review (admins; a teacher
 * 403, pupils and parents stopped at the console gate), and the vendors' refund callback (its signature is the
 * credential: no provider in tests verifies refund notifications, so 404 for everyone alike).
 */
export function refundCases(): Case[] {
  return [
    { route: 'GET /api/shop/refund/lines', request: () => get('/shop/refund/lines'), expect: SIGNED_IN },
    { route: 'GET /api/shop/refund/my', request: () => get('/shop/refund/my'), expect: SIGNED_IN },
    {
      // The pupil's paid kit order (no sessions: refundable in full); anyone else's view of that line is 404.
      route: 'POST /api/shop/refund/apply',
      request: async (f, who) => {
        const { orderItemId, id } = await f.refundRequest();
        // The pupil's own line, freed again so their application is the one that counts.
        if (who === 'pupil') await f.cancelRefund(id);
        return send('POST', '/shop/refund/apply', { orderItemId, reasonCode: 'schedule', reasonText: '时间冲突' });
      },
      expect: OWNER,
    },
    {
      route: 'POST /api/shop/refund/:id/cancel',
      request: async (f) => send('POST', `/shop/refund/${(await f.refundRequest()).id}/cancel`),
      expect: OWNER,
    },
    {
      route: 'POST /api/shop/pay/refund-notify/:provider',
      request: () => send('POST', '/shop/pay/refund-notify/dev', '{}'),
      expect: status(404),
    },
    { route: 'GET /api/console/refund/page', request: () => get('/console/refund/page'), expect: ADMIN },
    {
      route: 'POST /api/console/refund/:id/approve',
      request: async (f, who) =>
        send('POST', `/console/refund/${who === 'admin' ? (await f.refundRequest()).id : 1}/approve`, {}),
      expect: ADMIN,
    },
    {
      route: 'POST /api/console/refund/:id/reject',
      request: async (f, who) =>
        send('POST', `/console/refund/${who === 'admin' ? (await f.refundRequest()).id : 1}/reject`, {
          reason: '课程已过半',
        }),
      expect: ADMIN,
    },
    {
      route: 'POST /api/console/refund/:id/retry',
      request: async (f, who) =>
        send('POST', `/console/refund/${who === 'admin' ? (await f.refundRequest('failed')).id : 1}/retry`),
      expect: ADMIN,
    },
  ];
}
