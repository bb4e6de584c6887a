import { ADMIN, get, send, type Case } from './permission-helpers';

/** 盐值 in the console: the earning rules' edit and manual adjustments (admins). */
export function pointsAdminCases(): Case[] {
  return [
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
