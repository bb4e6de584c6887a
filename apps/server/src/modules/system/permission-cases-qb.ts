import { get, OWNER, send, SIGNED_IN, type Case } from './permission-helpers';

/**
 * Question-bank practice's rows of the permission matrix: any signed-in account may browse and practise (the bank
 * belongs to no class and its views carry no answers); the notebook is one's own, so removing another's entry is
 * an unknown id (404).
 */
export function qbCases(): Case[] {
  return [
    { route: 'GET /api/qb/subject/list', request: () => get('/qb/subject/list'), expect: SIGNED_IN },
    {
      route: 'GET /api/qb/knowledge-point/list',
      request: (f) => get(`/qb/knowledge-point/list?subject=${f.qb.subject}&grade=${f.qb.grade}`),
      expect: SIGNED_IN,
    },
    {
      route: 'GET /api/qb/question/page',
      request: (f) => get(`/qb/question/page?subject=${f.qb.subject}&grade=${f.qb.grade}`),
      expect: SIGNED_IN,
    },
    {
      route: 'POST /api/qb/question/:id/check',
      request: (f) => send('POST', `/qb/question/${f.qb.judge.id}/check`, { answer: '对' }),
      expect: SIGNED_IN,
    },
    { route: 'GET /api/qb/wrong/page', request: () => get('/qb/wrong/page'), expect: SIGNED_IN },
    {
      route: 'DELETE /api/qb/wrong/:id',
      request: (f) => send('DELETE', `/qb/wrong/${f.qb.single.id}`),
      expect: OWNER,
    },
  ];
}
