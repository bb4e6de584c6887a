import { ADMIN, get, send, SIGNED_IN, status, type Case } from './permission-helpers';

const design = {
  title: '矩阵问卷',
  intro: '',
  audience: { kind: 'all', offeringId: null, grade: null },
  opensAt: '2026-01-01T00:00:00.000Z',
  closesAt: '2036-01-01T00:00:00.000Z',
  anonymous: true,
  resultsPublic: false,
  questions: [
    { kind: 'rating', title: '评分', required: true, options: [], minChoices: null, maxChoices: null, maxLength: null },
  ],
};

/**
 * 问卷调查: everyone signed in lists, reads and answers a questionnaire for everyone; its results only to one who
 * answered (the pupil; others 403); the designer and console results are the admins' (a teacher 403, pupils and
 * parents stopped at the console gate).
 */
export function questionnaireCases(): Case[] {
  return [
    { route: 'GET /api/questionnaire/page', request: () => get('/questionnaire/page'), expect: SIGNED_IN },
    {
      route: 'GET /api/questionnaire/:id',
      request: (f) => get(`/questionnaire/${f.questionnaire.open.id}`),
      expect: SIGNED_IN,
    },
    {
      route: 'PUT /api/questionnaire/:id/answer',
      request: (f) =>
        send('PUT', `/questionnaire/${f.questionnaire.open.id}/answer`, {
          answers: [{ questionId: f.questionnaire.open.questionId, rating: 4 }],
        }),
      expect: SIGNED_IN,
    },
    {
      route: 'GET /api/questionnaire/:id/result',
      request: (f) => get(`/questionnaire/${f.questionnaire.open.id}/result`),
      // The matrix answers the PUT row with every caller first, so all who may answer have answered by now.
      expect: status(200, { visitor: 401 }),
    },
    { route: 'GET /api/console/questionnaire/page', request: () => get('/console/questionnaire/page'), expect: ADMIN },
    {
      route: 'GET /api/console/questionnaire/options',
      request: () => get('/console/questionnaire/options'),
      expect: ADMIN,
    },
    {
      route: 'POST /api/console/questionnaire',
      request: () => send('POST', '/console/questionnaire', design),
      expect: ADMIN,
    },
    {
      route: 'GET /api/console/questionnaire/:id',
      request: (f) => get(`/console/questionnaire/${f.questionnaire.open.id}`),
      expect: ADMIN,
    },
    {
      route: 'PUT /api/console/questionnaire/:id',
      request: async (f, who) =>
        send('PUT', `/console/questionnaire/${who === 'admin' ? await f.questionnaire.draft() : 1}`, design),
      expect: ADMIN,
    },
    {
      route: 'DELETE /api/console/questionnaire/:id',
      request: async (f, who) =>
        send('DELETE', `/console/questionnaire/${who === 'admin' ? await f.questionnaire.draft() : 1}`),
      expect: ADMIN,
    },
    {
      route: 'POST /api/console/questionnaire/:id/publish',
      request: async (f, who) =>
        send('POST', `/console/questionnaire/${who === 'admin' ? await f.questionnaire.draft() : 1}/publish`),
      expect: ADMIN,
    },
    {
      route: 'POST /api/console/questionnaire/:id/close',
      request: async (f, who) =>
        send('POST', `/console/questionnaire/${who === 'admin' ? await f.questionnaire.published() : 1}/close`),
      expect: ADMIN,
    },
    {
      route: 'GET /api/console/questionnaire/:id/result',
      request: (f) => get(`/console/questionnaire/${f.questionnaire.open.id}/result`),
      expect: ADMIN,
    },
  ];
}
