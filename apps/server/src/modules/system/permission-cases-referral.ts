import { ADMIN, get, OWNER, PUBLIC, send, SIGNED_IN, type Case } from './permission-helpers';

/**
 * 推荐有礼: a share code's owner is public (the register form asks); everyone signed in reads their own code,
 * friends, rewards and withdrawals; a pupil's reward is unknown (404) to anyone else; withdrawal review is the
 * admins' (a teacher 403, pupils and parents stopped at the console gate).
 */
export function referralCases(): Case[] {
  return [
    {
      route: 'GET /api/recommend/code/:code',
      request: (f) => get(`/recommend/code/${f.referral.code}`),
      expect: PUBLIC,
    },
    { route: 'GET /api/recommend/share', request: () => get('/recommend/share'), expect: SIGNED_IN },
    { route: 'GET /api/recommend/friend/page', request: () => get('/recommend/friend/page'), expect: SIGNED_IN },
    { route: 'GET /api/recommend/reward/page', request: () => get('/recommend/reward/page'), expect: SIGNED_IN },
    { route: 'GET /api/recommend/withdraw/page', request: () => get('/recommend/withdraw/page'), expect: SIGNED_IN },
    {
      route: 'POST /api/recommend/reward/:id/receive',
      request: async (f) =>
        send('POST', `/recommend/reward/${await f.referral.reward()}/receive`, {
          choice: 'cash',
          payeeName: '王建国',
          payeeAccount: '13800001234',
        }),
      expect: OWNER,
    },
    {
      route: 'GET /api/console/recommend/withdraw/page',
      request: () => get('/console/recommend/withdraw/page'),
      expect: ADMIN,
    },
    {
      route: 'POST /api/console/recommend/withdraw/:id/review',
      request: async (f, who) =>
        send('POST', `/console/recommend/withdraw/${who === 'admin' ? await f.referral.withdrawal() : 1}/review`, {
          approve: true,
        }),
      expect: ADMIN,
    },
  ];
}
