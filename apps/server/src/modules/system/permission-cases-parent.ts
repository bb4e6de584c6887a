import { get, send, status, type Case } from './permission-helpers';

/**
 * 家长端: only a parent account gets in (everyone else 403, visitors 401), and reads only a bound child: the
 * matrix's parent is bound to the pupil. Binding with a wrong code is the parent's 400; unbinding a child never
 * bound (the other pupil) is the parent's 404, so the matrix never changes the binding it relies on.
 */
const PARENT_ONLY = (parent: number) => status(403, { visitor: 401, parent });

export function parentCases(): Case[] {
  return [
    {
      route: 'POST /api/parent/bind',
      request: (f) => send('POST', '/parent/bind', { way: 'sms', mobile: f.users.otherPupil.phone, code: '000000' }),
      expect: PARENT_ONLY(400),
    },
    {
      route: 'DELETE /api/parent/bind/:studentId',
      request: (f) => send('DELETE', `/parent/bind/${f.users.otherPupil.id}`),
      expect: PARENT_ONLY(404),
    },
    {
      route: 'GET /api/parent/child/:studentId/overview',
      request: (f) => get(`/parent/child/${f.users.pupil.id}/overview`),
      expect: PARENT_ONLY(200),
    },
    {
      route: 'GET /api/parent/child/:studentId/class/:offeringId',
      request: (f) => get(`/parent/child/${f.users.pupil.id}/class/${f.cls.offering.id}`),
      expect: PARENT_ONLY(200),
    },
    {
      route: 'GET /api/parent/child/:studentId/today',
      request: (f) => get(`/parent/child/${f.users.pupil.id}/today`),
      expect: PARENT_ONLY(200),
    },
  ];
}
