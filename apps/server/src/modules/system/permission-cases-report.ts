import { ADMIN, CLASS_STAFF, get, send, SIGNED_IN, status, type Case } from './permission-helpers';

/**
 * 学习报告: everyone signed in lists their own; one report is read by the pupil, their parent, the class's tutor and
 * teacher, and staff (anyone else: an unknown id, 404); the class view is its tutor's, teacher's and staff's;
 * making reports and the comment are the tutor's and staff's (the teacher and the family 403).
 */
const READERS = status(404, { visitor: 401, pupil: 200, parent: 200, tutor: 200, teacher: 200, admin: 200 });
const EDITORS = status(403, { visitor: 401, tutor: 200, admin: 200 });

export function reportCases(): Case[] {
  return [
    { route: 'GET /api/report/my/page', request: () => get('/report/my/page'), expect: SIGNED_IN },
    { route: 'GET /api/report/:id', request: (f) => get(`/report/${f.report.id}`), expect: READERS },
    {
      route: 'GET /api/report/class/:offeringId',
      request: (f) => get(`/report/class/${f.report.offeringId}`),
      expect: { ...CLASS_STAFF, admin: ADMIN.admin },
    },
    {
      route: 'POST /api/report/generate',
      request: (f) => send('POST', '/report/generate', { offeringId: f.report.offeringId, month: f.report.month }),
      expect: EDITORS,
    },
    {
      route: 'PUT /api/report/:id/comment',
      request: (f) => send('PUT', `/report/${f.report.id}/comment`, { comment: '本月进步明显。' }),
      // The family and the class's teacher read the report but may not write on it (403); strangers never see it.
      expect: { ...READERS, pupil: 403, parent: 403, teacher: 403, tutor: 200, admin: 200 },
    },
  ];
}
