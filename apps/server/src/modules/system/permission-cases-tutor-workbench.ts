import { addDays, chinaDateOf } from '@salt/domain';
import { get, send, status, type Case } from './permission-helpers';

/**
 * 辅导老师工作台: every tutor and teacher (and staff) opens the workbench over their own classes (200, another
 * class's tutor sees their own); pupils and parents 403. A class, a pupil and their notes are the class's tutor's
 * and teacher's (and staff's): another class's tutor or teacher 403.
 */
const STAFF = status(403, { visitor: 401, tutor: 200, otherTutor: 200, teacher: 200, otherTeacher: 200, admin: 200 });
const OF_CLASS = status(403, { visitor: 401, tutor: 200, teacher: 200, admin: 200 });

const range = () => {
  const to = chinaDateOf(new Date());
  return `from=${addDays(to, -29)}&to=${to}`;
};

export function tutorWorkbenchCases(): Case[] {
  return [
    { route: 'GET /api/tutor-wb/overview', request: () => get('/tutor-wb/overview'), expect: STAFF },
    { route: 'GET /api/tutor-wb/classes', request: () => get('/tutor-wb/classes'), expect: STAFF },
    {
      route: 'GET /api/tutor-wb/class/:id',
      request: (f) => get(`/tutor-wb/class/${f.cls.offering.id}`),
      expect: OF_CLASS,
    },
    {
      route: 'GET /api/tutor-wb/student/:id',
      request: (f) => get(`/tutor-wb/student/${f.users.pupil.id}`),
      expect: OF_CLASS,
    },
    {
      route: 'POST /api/tutor-wb/student/:id/notes',
      request: (f) => send('POST', `/tutor-wb/student/${f.users.pupil.id}/notes`, { text: '已联系家长' }),
      expect: OF_CLASS,
    },
    { route: 'GET /api/tutor-wb/renewal', request: () => get('/tutor-wb/renewal'), expect: STAFF },
    { route: 'GET /api/tutor-wb/summary', request: () => get(`/tutor-wb/summary?${range()}`), expect: STAFF },
    { route: 'GET /api/tutor-wb/summary.csv', request: () => get(`/tutor-wb/summary.csv?${range()}`), expect: STAFF },
  ];
}
