import { get, send, SIGNED_IN, status, type Case } from './permission-helpers';

/** The console's staff: admins and teachers (role 6); tutors, pupils and parents stop at the console gate. */
const CONSOLE_STAFF = status(403, { visitor: 401, teacher: 200, otherTeacher: 200, admin: 200 });
/** One class in the console: admins and the class's teacher; another teacher 403. */
const CLASS_TEACHER = status(403, { visitor: 401, teacher: 200, admin: 200 });
/** A session's evaluation: the pupils of its class only (its teacher and tutor do not rate it). */
const CLASS_PUPIL = status(403, { visitor: 401, pupil: 200 });

/**
 * 课堂评价: everyone signed in lists their own sessions to rate; a session's form and the evaluation are its class's
 * pupils'; the console's averages and comments are the admins' for every class and a teacher's for their own.
 */
export function classMarkCases(): Case[] {
  return [
    { route: 'GET /api/learn/class-mark/my', request: () => get('/learn/class-mark/my'), expect: SIGNED_IN },
    {
      route: 'GET /api/learn/class-mark/session/:chapterId',
      request: (f) => get(`/learn/class-mark/session/${f.finished.id}`),
      expect: CLASS_PUPIL,
    },
    {
      route: 'POST /api/learn/class-mark',
      request: (f) =>
        send('POST', '/learn/class-mark', {
          chapterId: f.finished.id,
          teacherStars: 5,
          tutorStars: 5,
          tags: ['讲解清晰'],
          comment: '很好',
          anonymous: false,
        }),
      expect: CLASS_PUPIL,
    },
    {
      route: 'GET /api/console/class-mark/class/page',
      request: () => get('/console/class-mark/class/page'),
      expect: CONSOLE_STAFF,
    },
    {
      route: 'GET /api/console/class-mark/class/:offeringId',
      request: (f) => get(`/console/class-mark/class/${f.cls.offering.id}`),
      expect: CLASS_TEACHER,
    },
    {
      route: 'GET /api/console/class-mark/comment/page',
      request: (f) => get(`/console/class-mark/comment/page?offeringId=${f.cls.offering.id}`),
      expect: CLASS_TEACHER,
    },
  ];
}
