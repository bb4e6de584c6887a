import { ADMIN, get, send, SIGNED_IN, type Case } from './permission-helpers';

/** 盐值规则 (the pupil's rule page: anyone signed in) and the console's rule edit and adjustments (admins). */
export function pointsAdminCases(): Case[] {
  return [
    { route: 'GET /api/points/rules', request: () => get('/points/rules'), expect: SIGNED_IN },
    { route: 'GET /api/console/points/rules', request: () => get('/console/points/rules'), expect: ADMIN },
    {
      route: 'PUT /api/console/points/rules/:code',
      request: () => send('PUT', '/console/points/rules/liveAttended', { amount: 10, dailyCap: 5, enabled: true }),
      expect: ADMIN,
    },
    {
      route: 'POST /api/console/points/adjust',
      request: (f) => send('POST', '/console/points/adjust', { userId: f.users.pupil.id, amount: 5, reason: '矩阵' }),
      expect: ADMIN,
    },
  ];
}
